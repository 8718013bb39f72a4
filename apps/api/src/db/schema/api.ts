import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ownerId, users } from './users';
import { createdAt, timestamptz, updatedAt } from './columns';

/*
 * The public API (issue 32, decision 026): keys that act as their user, idempotent batch calls,
 * and the webhooks that announce finished spreadsheet jobs.
 */

/**
 * An API key. Only its SHA-256 is kept (`key_hash`): the key itself is shown once, at creation.
 * `prefix` is the key's first characters, enough to tell keys apart in the list.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    name: text('name').notNull(),
    scope: text('scope', { enum: ['classify', 'read'] }).notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('api_keys_user_idx').on(t.userId, t.createdAt)],
);

/** Per key and UTC day: calls answered, items classified (batch items count each), credits taken. */
export const apiKeyUsage = pgTable(
  'api_key_usage',
  {
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    calls: integer('calls').notNull().default(0),
    items: integer('items').notNull().default(0),
    credits: integer('credits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.day] })],
);

/**
 * One `Idempotency-Key` of an account: the first request holds it (`running`, until
 * `locked_until`) and stores its answer (`done`) in the transaction that charges; a retry with
 * the same key and body gets that answer back.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ownerId(),
    key: text('key').notNull(),
    /** The route and a SHA-256 of the body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    state: text('state', { enum: ['running', 'done'] }).notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    lockedUntil: timestamptz('locked_until').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/** The account's webhook: where finished jobs are announced, and the secret that signs them. */
export const webhooks = pgTable('webhooks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** NULL: no account-level webhook (the secret still signs per-upload callbacks). */
  url: text('url'),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Every announcement of a finished job, with its attempts: the delivery log of the keys page. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    /** The spreadsheet job announced (no foreign key: finished jobs are swept after a day). */
    jobId: uuid('job_id').notNull(),
    target: text('target', { enum: ['callback', 'webhook'] }).notNull(),
    url: text('url').notNull(),
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deliveredAt: timestamptz('delivered_at'),
  },
  (t) => [
    index('webhook_deliveries_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('webhook_deliveries_job_target_idx').on(t.jobId, t.target),
    index('webhook_deliveries_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'pending'`),
  ],
);
