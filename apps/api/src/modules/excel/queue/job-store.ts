import type { ColumnChoice } from '@trusty/contracts';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { ErrorCode, type ExcelProcessResult } from '@trusty/contracts';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { bulkDb, type Db } from '../../../db/client';
import { spreadsheetJobParts, spreadsheetJobs } from '../../../db/schema/index';
import { addKeyJobUsage } from '../../api-keys/service';
import { recordAnnouncements } from '../../webhooks/announcements';
import { clearUncommittedUpload } from '../staged-upload';

/**
 * What a queued upload is about, in the database every instance shares (decision 024): the
 * instance that accepts the file writes it here, whichever worker takes the job reads it back,
 * and the accepting instance reads the outcome. The queue (pg-boss) only carries the job's id.
 */

export type JobState = 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';

/** A refusal as the client will see it: the fields of an AppError. */
export interface JobFailure {
  statusCode: number;
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

export interface NewJob {
  id: string;
  userId: string;
  fileName: string;
  /** SHA-256 of the file (hex). */
  contentHash: string;
  connectionId?: string;
  /** Announce the finished job here (checked when the upload was accepted). */
  callbackUrl?: string;
  /** The API key that uploaded it. */
  apiKeyId?: string;
  /** The columns the person chose (issue 34 §2); undefined: detect them. */
  columnChoice?: ColumnChoice;
}

export interface ClaimedJob extends NewJob {
  attempt: number;
}

export interface JobOutcome {
  state: JobState;
  result?: ExcelProcessResult;
  error?: JobFailure;
}

/**
 * PGlite encodes each bytea parameter and decodes each bytea column on the event loop, about
 * 0.3 s per MB; base64 text through `decode`/`encode` costs a tenth of that. Parts of this size
 * keep each statement to a few milliseconds (measured on PGlite, 10 inserts each: 128 KB median
 * 2.4 ms, max 5.7; 512 KB median 9.1, max 57).
 */
export const PART_BYTES = 128 * 1024;

const FINISHED: JobState[] = ['completed', 'failed', 'cancelled'];

export const isFinished = (state: JobState) => FINISHED.includes(state);

/**
 * The job row first, then the file a part at a time (not one transaction: on PGlite it would
 * hold the only connection for every part). Nothing runs a job until it is sent to the queue,
 * after this; a job whose file never arrived whole is never sent, and the sweep removes it.
 */
export async function createJob(db: Db, job: NewJob, bytes: Buffer): Promise<void> {
  await db.insert(spreadsheetJobs).values({
    id: job.id,
    userId: job.userId,
    fileName: job.fileName,
    contentHash: job.contentHash,
    connectionId: job.connectionId ?? null,
    callbackUrl: job.callbackUrl ?? null,
    apiKeyId: job.apiKeyId ?? null,
    columnChoice: job.columnChoice ?? null,
  });
  const bulk = bulkDb(db);
  for (let seq = 0, at = 0; at < bytes.length || seq === 0; seq++, at += PART_BYTES) {
    const part = bytes.subarray(at, at + PART_BYTES).toString('base64');
    await bulk.execute(
      sql`INSERT INTO spreadsheet_job_parts (job_id, seq, data)
          VALUES (${job.id}::uuid, ${seq}, decode(${part}, 'base64'))`,
    );
    await nextTurn();
  }
}

/** The uploaded file, put back together. */
export async function loadJobFile(db: Db, id: string): Promise<Buffer> {
  const seqs = await db
    .select({ seq: spreadsheetJobParts.seq })
    .from(spreadsheetJobParts)
    .where(eq(spreadsheetJobParts.jobId, id))
    .orderBy(spreadsheetJobParts.seq);
  const parts: Buffer[] = [];
  const bulk = bulkDb(db);
  for (const { seq } of seqs) {
    const result = await bulk.execute(
      sql`SELECT encode(data, 'base64') AS data FROM spreadsheet_job_parts
          WHERE job_id = ${id}::uuid AND seq = ${seq}`,
    );
    const [row] = (result as unknown as { rows: { data: string }[] }).rows;
    parts.push(Buffer.from(row?.data ?? '', 'base64'));
    await nextTurn();
  }
  return Buffer.concat(parts);
}

/**
 * A worker takes the job: a new attempt, unless it has finished or its client has gone. An
 * earlier attempt whose worker is still alive (a slow one the queue gave up on) can no longer
 * commit, since completing checks the attempt.
 */
export async function claimJob(
  db: Db,
  id: string,
  instance: string,
): Promise<ClaimedJob | undefined> {
  const [row] = await db
    .update(spreadsheetJobs)
    .set({
      state: 'running',
      attempt: sql`${spreadsheetJobs.attempt} + 1`,
      instance,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(spreadsheetJobs.id, id),
        inArray(spreadsheetJobs.state, ['queued', 'running']),
        eq(spreadsheetJobs.cancelRequested, false),
      ),
    )
    .returning({
      id: spreadsheetJobs.id,
      userId: spreadsheetJobs.userId,
      fileName: spreadsheetJobs.fileName,
      contentHash: spreadsheetJobs.contentHash,
      connectionId: spreadsheetJobs.connectionId,
      columnChoice: spreadsheetJobs.columnChoice,
      attempt: spreadsheetJobs.attempt,
    });
  return row
    ? {
        ...row,
        // A job queued before hashes were kept has none.
        contentHash: row.contentHash ?? '',
        connectionId: row.connectionId ?? undefined,
        columnChoice: row.columnChoice ?? undefined,
      }
    : undefined;
}

/** The job is running, and this is its latest attempt (a later one has not taken it over). */
const isRunningAttempt = (job: ClaimedJob) =>
  and(
    eq(spreadsheetJobs.id, job.id),
    eq(spreadsheetJobs.attempt, job.attempt),
    eq(spreadsheetJobs.state, 'running'),
  );

/**
 * Inside the transaction that stores the result and charges for it: the job becomes completed
 * only if this is still its latest attempt and nobody cancelled it; otherwise the throw rolls
 * the whole transaction back, so nothing is stored or charged twice.
 */
export async function completeJob(
  tx: Db,
  job: ClaimedJob,
  result: ExcelProcessResult,
): Promise<void> {
  const done = await tx
    .update(spreadsheetJobs)
    .set({ state: 'completed', result, updatedAt: sql`now()` })
    .where(and(isRunningAttempt(job), eq(spreadsheetJobs.cancelRequested, false)))
    .returning({ id: spreadsheetJobs.id });
  if (done.length === 0) throw new JobSupersededError(job.id);
  await tx.delete(spreadsheetJobParts).where(eq(spreadsheetJobParts.jobId, job.id));
  await addKeyJobUsage(tx, job.id);
  await recordAnnouncements(tx, job.id, 'spreadsheet.completed');
}

/** This attempt may not finish the job: cancelled, or taken over by a later attempt. */
export class JobSupersededError extends Error {
  constructor(id: string) {
    super(`spreadsheet job ${id} was cancelled or taken over`);
    this.name = 'JobSupersededError';
  }
}

/**
 * Ends the job with what the client will be told; only the job's latest attempt may (false: a
 * later attempt has taken the job over, or it ended already).
 */
export async function finishJob(
  db: Db,
  job: ClaimedJob,
  state: 'failed' | 'cancelled',
  error: JobFailure,
): Promise<boolean> {
  const ended = await db
    .update(spreadsheetJobs)
    .set({ state, error, updatedAt: sql`now()` })
    .where(isRunningAttempt(job))
    .returning({ id: spreadsheetJobs.id });
  if (ended.length === 0) return false;
  await db.delete(spreadsheetJobParts).where(eq(spreadsheetJobParts.jobId, job.id));
  // A cancelled job's client went away; there is nobody waiting to be told.
  if (state === 'failed') await recordAnnouncements(db, job.id, 'spreadsheet.failed');
  return true;
}

/**
 * A job that ended outside any worker (never sent, or given up by the queue after a crash):
 * what a crashed attempt staged on PGlite goes too.
 */
export async function failUnfinishedJob(db: Db, id: string, error: JobFailure): Promise<void> {
  const failed = await db
    .update(spreadsheetJobs)
    .set({ state: 'failed', error, updatedAt: sql`now()` })
    .where(and(eq(spreadsheetJobs.id, id), inArray(spreadsheetJobs.state, ['queued', 'running'])))
    .returning({ id: spreadsheetJobs.id });
  if (failed.length > 0) await recordAnnouncements(db, id, 'spreadsheet.failed');
  await db.delete(spreadsheetJobParts).where(eq(spreadsheetJobParts.jobId, id));
  await clearUncommittedUpload(db, id);
}

/** The worker is alive: its running jobs' rows are touched (on the database's clock). */
export async function touchJobs(db: Db, jobs: ClaimedJob[]): Promise<void> {
  if (jobs.length === 0) return;
  await db.execute(sql`
    UPDATE spreadsheet_jobs AS j SET updated_at = now()
    FROM jsonb_to_recordset(${JSON.stringify(jobs.map(({ id, attempt }) => ({ id, attempt })))}::jsonb)
      AS alive(id uuid, attempt integer)
    WHERE j.id = alive.id AND j.attempt = alive.attempt AND j.state = 'running'`);
}

/**
 * Running jobs whose worker has not touched them for `silentMs`: it died or froze. Each goes
 * back to queued here, once (the condition holds for one caller only), and the caller has the
 * queue retry it.
 */
export async function reclaimSilentJobs(
  db: Db,
  silentMs: number,
  ownJobs: readonly string[],
): Promise<string[]> {
  // One its client cancelled meanwhile just ends. The caller's own jobs are alive, however late
  // its touch (a busy PGlite queues it behind other work).
  const result = await db.execute(sql`
    UPDATE spreadsheet_jobs
    SET state = CASE WHEN cancel_requested THEN 'cancelled' ELSE 'queued' END, updated_at = now()
    WHERE state = 'running' AND updated_at < now() - make_interval(secs => ${silentMs / 1000})
      AND NOT (id = ANY(${`{${ownJobs.join(',')}}`}::uuid[]))
    RETURNING id, state`);
  return (result as unknown as { rows: { id: string; state: JobState }[] }).rows
    .filter((row) => row.state === 'queued')
    .map((row) => row.id);
}

/**
 * The job goes back to the queue as it was, for another attempt (false: this attempt is no
 * longer the job's latest).
 */
export async function handBackJob(db: Db, job: ClaimedJob): Promise<boolean> {
  const handed = await db
    .update(spreadsheetJobs)
    .set({ state: 'queued', updatedAt: sql`now()` })
    .where(isRunningAttempt(job))
    .returning({ id: spreadsheetJobs.id });
  return handed.length > 0;
}

/**
 * The client went away. A job nobody has started ends here; a running one is stopped by its
 * worker, and can no longer complete in any case (completeJob checks the flag). A job another
 * request waits for too (the same file sent again) goes on: false.
 */
export async function requestCancel(db: Db, id: string): Promise<boolean> {
  const cancelled = await db
    .update(spreadsheetJobs)
    .set({
      cancelRequested: true,
      state: sql`CASE WHEN ${spreadsheetJobs.state} = 'queued' THEN 'cancelled' ELSE ${spreadsheetJobs.state} END`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(spreadsheetJobs.id, id), eq(spreadsheetJobs.shared, false)))
    .returning({ id: spreadsheetJobs.id });
  return cancelled.length > 0;
}

/** What makes two uploads the same: the account, the file's bytes and the columns chosen. */
export type SameUpload = Pick<NewJob, 'userId' | 'contentHash' | 'columnChoice'>;

const inFlight = and(
  eq(spreadsheetJobs.sent, true),
  inArray(spreadsheetJobs.state, ['queued', 'running']),
  eq(spreadsheetJobs.cancelRequested, false),
  isNull(spreadsheetJobs.callbackUrl),
);

/**
 * The same upload already in the queue: it is marked shared (its first client leaving no
 * longer cancels it) and its id returned. The update re-checks the job under its row lock, so a
 * cancel that came first wins and nothing is found.
 */
export async function shareInFlightJob(db: Db, upload: SameUpload): Promise<string | undefined> {
  const same = db
    .select({ id: spreadsheetJobs.id })
    .from(spreadsheetJobs)
    .where(
      and(
        eq(spreadsheetJobs.userId, upload.userId),
        eq(spreadsheetJobs.contentHash, upload.contentHash),
        sql`coalesce(${spreadsheetJobs.columnChoice}, 'null'::jsonb) = coalesce(${upload.columnChoice ? JSON.stringify(upload.columnChoice) : null}::jsonb, 'null'::jsonb)`,
        inFlight,
      ),
    )
    .limit(1);
  const [row] = await db
    .update(spreadsheetJobs)
    .set({ shared: true })
    .where(and(inArray(spreadsheetJobs.id, same), inFlight))
    .returning({ id: spreadsheetJobs.id });
  return row?.id;
}

/**
 * The job's file is stored and the job is in the queue. False when an identical upload was
 * marked so first (the unique index of in-flight uploads refused this one).
 */
export async function markSent(db: Db, id: string): Promise<boolean> {
  try {
    await db.update(spreadsheetJobs).set({ sent: true }).where(eq(spreadsheetJobs.id, id));
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export async function readJob(db: Db, id: string): Promise<JobOutcome | undefined> {
  const [row] = await db
    .select({
      state: spreadsheetJobs.state,
      result: spreadsheetJobs.result,
      error: spreadsheetJobs.error,
    })
    .from(spreadsheetJobs)
    .where(eq(spreadsheetJobs.id, id));
  if (!row) return undefined;
  return {
    state: row.state as JobState,
    result: (row.result ?? undefined) as ExcelProcessResult | undefined,
    error: (row.error ?? undefined) as JobFailure | undefined,
  };
}

/**
 * Finished jobs are forgotten after `keepMs` (their results live on in excel_results and
 * result_rows); a job still queued or running after `staleMs` was lost before it reached the
 * queue, or its queue entry was, and ends failed.
 */
export async function sweepJobs(db: Db, keepMs: number, staleMs: number): Promise<number> {
  const now = Date.now();
  const removed = await db
    .delete(spreadsheetJobs)
    .where(
      and(
        inArray(spreadsheetJobs.state, FINISHED),
        lt(spreadsheetJobs.updatedAt, new Date(now - keepMs)),
      ),
    )
    .returning({ id: spreadsheetJobs.id });
  const stale = await db
    .select({ id: spreadsheetJobs.id })
    .from(spreadsheetJobs)
    .where(
      and(
        inArray(spreadsheetJobs.state, ['queued', 'running']),
        lt(spreadsheetJobs.updatedAt, new Date(now - staleMs)),
      ),
    );
  for (const { id } of stale) await failUnfinishedJob(db, id, unexpectedFailure);
  return removed.length + stale.length;
}

/**
 * Jobs still queued or running whose row nobody has touched for `quietMs`: the sweep asks the
 * queue about each (it may have given up on one after its last retry, with nobody waiting).
 */
export async function quietUnfinishedJobs(db: Db, quietMs: number): Promise<string[]> {
  const rows = await db
    .select({ id: spreadsheetJobs.id })
    .from(spreadsheetJobs)
    .where(
      and(
        inArray(spreadsheetJobs.state, ['queued', 'running']),
        lt(spreadsheetJobs.updatedAt, new Date(Date.now() - quietMs)),
      ),
    );
  return rows.map((row) => row.id);
}

/** What the error handler answers for any unexpected failure. */
export const unexpectedFailure: JobFailure = {
  statusCode: 500,
  code: ErrorCode.internal,
  message: 'Something went wrong. Please try again.',
};
