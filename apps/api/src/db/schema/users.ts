import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, real, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased (see contracts emailSchema). */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    emailVerifiedAt: timestamptz('email_verified_at'),
    /** Balance kept in the same transaction as every credit_ledger row. */
    credits: integer('credits').notNull().default(0),
    fileUploads: integer('file_uploads').notNull().default(0),
    totalCostsAlignment: integer('total_costs_alignment').notNull().default(0),
    /** Rows below this confidence (0..1) are listed for review (Profile). */
    reviewThreshold: real('review_threshold').notNull().default(0.8),
    /**
     * Bumped with every change to the account's rules: instances cache the rules by it, and the
     * session lookup reads it, so a rule change is seen everywhere without an extra query.
     */
    rulesVersion: integer('rules_version').notNull().default(0),
    lastVerificationSentAt: timestamptz('last_verification_sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('users_credits_non_negative', sql`${t.credits} >= 0`)],
);

/** The account a row belongs to (`user_id`): the row goes when the account does. */
export const ownerId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    /** sha256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

/**
 * When a mail of a kind last went to an address, keyed by the address and not by a user: the
 * cooldown is answered the same for an address with or without an account (no enumeration).
 */
export const mailCooldowns = pgTable(
  'mail_cooldowns',
  {
    /** Normalised (lower-cased) like users.email. */
    email: text('email').notNull(),
    kind: text('kind', { enum: ['verify', 'signup-notice'] }).notNull(),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.email, t.kind] }),
    index('mail_cooldowns_sent_idx').on(t.sentAt),
  ],
);
