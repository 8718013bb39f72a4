import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ownerId } from './users';
import { createdAt } from './columns';

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    /** Positive for grants and purchases, negative for usage. */
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    kind: text('kind', {
      enum: [
        'signup_grant',
        'purchase',
        'usage_categorize',
        'usage_excel',
        'usage_batch',
        'adjustment',
      ],
    }).notNull(),
    /** Unique per change: makes every grant or charge idempotent. */
    reference: text('reference').notNull().unique(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('credit_ledger_user_idx').on(t.userId, t.createdAt)],
);
