import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from './excel';
import type { ColumnChoice } from '@trusty/contracts';
import { ownerId } from './users';
import { createdAt, updatedAt } from './columns';

/*
 * Spreadsheet uploads waiting for or under work (decision 024). The queue itself (who runs
 * what, retries, expiry) is pg-boss's, in its own schema; these tables hold what the job is
 * about: the uploaded file, its state as the user sees it, and its outcome.
 */

export const spreadsheetJobs = pgTable(
  'spreadsheet_jobs',
  {
    /** Also the pg-boss job's id, the result's id and the ledger reference `excel:<id>`. */
    id: uuid('id').primaryKey(),
    userId: ownerId(),
    fileName: text('file_name').notNull(),
    /** The browser's progress stream, when it asked for one. */
    connectionId: text('connection_id'),
    /** Where to announce the finished job (an upload's `callbackUrl`), checked when accepted. */
    callbackUrl: text('callback_url'),
    /**
     * SHA-256 of the uploaded file (hex): the same file sent again by the same account while this
     * job runs is answered with this job; a finished upload keeps it in excel_results.
     */
    contentHash: text('content_hash'),
    /** The columns the person chose for this upload (issue 34 §2); NULL: detect them. */
    columnChoice: jsonb('column_choice').$type<ColumnChoice>(),
    /** The API key that uploaded it: its usage counts the rows and credits. */
    apiKeyId: uuid('api_key_id'),
    /** queued → running → completed | failed | cancelled (running → queued when handed back). */
    state: text('state').notNull().default('queued'),
    /** Bumped by each worker that takes the job: only the latest attempt may commit a result. */
    attempt: integer('attempt').notNull().default(0),
    /** The process that runs (or last ran) it, for an operator. */
    instance: text('instance'),
    /** The client went away: the job must not be charged or stored. */
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    /** Its file is stored and it is in the queue: the same file sent again can wait for it. */
    sent: boolean('sent').notNull().default(false),
    /**
     * Another request (the same file sent again) waits for it too: its first client leaving no
     * longer cancels it.
     */
    shared: boolean('shared').notNull().default(false),
    /** ExcelProcessResult once completed; { statusCode, code, message, details } once failed. */
    result: jsonb('result'),
    error: jsonb('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('spreadsheet_jobs_user_created_idx').on(t.userId, t.createdAt),
    // One job in flight per account, file and choice of columns (an upload with its own callback
    // is always its own job): a second, identical upload waits for the first.
    uniqueIndex('spreadsheet_jobs_in_flight_idx')
      .on(t.userId, t.contentHash, sql`coalesce(${t.columnChoice}, 'null'::jsonb)`)
      .where(
        sql`${t.sent} AND ${t.state} IN ('queued', 'running') AND NOT ${t.cancelRequested} AND ${t.callbackUrl} IS NULL`,
      ),
  ],
);

/**
 * The uploaded file in pieces of at most PART_BYTES: PGlite encodes a bytea parameter on the
 * event loop, so one 10 MB value would hold it for seconds; small pieces hold it briefly.
 */
export const spreadsheetJobParts = pgTable(
  'spreadsheet_job_parts',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => spreadsheetJobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.seq] })],
);
