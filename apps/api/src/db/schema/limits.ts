import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { ownerId } from './users';

/*
 * Limits that every instance on this database shares (lib/shared-counters.ts, decision 021).
 * Times are epoch milliseconds from the instances' own clocks, as the in-memory limits used:
 * clocks kept in step by NTP agree far more closely than any window here is long.
 */

/**
 * One fixed window per key: the first hit after a window has ended starts the next one.
 * Keys name the limit and its subject (`route:POST /api/v1/auth/login:10.0.0.7`).
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetsAt: bigint('resets_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('rate_counters_resets_at_idx').on(t.resetsAt)],
);

/** Uploads that charged nothing, each with its processing time (excel/free-work-budget.ts). */
export const freeWorkSpent = pgTable(
  'free_work_spent',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    at: bigint('at', { mode: 'number' }).notNull(),
    ms: integer('ms').notNull(),
    /** False for a preview (issue 34 §2): its time counts, but not as one of the free uploads. */
    upload: boolean('upload').notNull().default(true),
  },
  (t) => [index('free_work_spent_user_at_idx').on(t.userId, t.at)],
);

/**
 * A running (or queued) upload of an account: one row per slot the account may use, held by the
 * instance that runs it until `expires_at`, which that instance pushes forward while the job
 * lasts. A crashed instance stops renewing, and its slot is free again once the time has passed.
 */
export const jobLeases = pgTable(
  'job_leases',
  {
    userId: ownerId(),
    slot: integer('slot').notNull(),
    /** Unique per job: only the job that took the slot renews or releases it. */
    holder: uuid('holder').notNull(),
    /** Which process holds it (for an operator reading the table). */
    instance: text('instance').notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.slot] })],
);
