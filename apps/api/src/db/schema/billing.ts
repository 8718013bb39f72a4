import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ownerId } from './users';
import { createdAt, timestamptz } from './columns';

export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    provider: text('provider', { enum: ['stripe', 'local'] }).notNull(),
    /** The provider's checkout session id: the idempotency key of fulfilment. */
    providerSessionId: text('provider_session_id').notNull().unique(),
    priceId: text('price_id').notNull(),
    packageName: text('package_name').notNull(),
    credits: integer('credits').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /**
     * `held`: the provider reported a payment whose amount or currency differs from this
     * purchase; nothing was granted and a person has to look (see fulfilment.ts).
     */
    status: text('status', { enum: ['pending', 'paid', 'failed', 'expired', 'held'] })
      .notNull()
      .default('pending'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    createdAt: createdAt(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [index('purchases_user_idx').on(t.userId, t.createdAt)],
);
