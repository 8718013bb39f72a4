import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    mailedAt: timestamptz('mailed_at'),
    /** Sends started so far, the first one included (see modules/contact/delivery.ts). */
    mailAttempts: integer('mail_attempts').notNull().default(0),
    /**
     * No longer written or read: the message's pg-boss job keeps when it is next sent (decision
     * 032). Kept until a migration drops it.
     */
    nextAttemptAt: timestamptz('next_attempt_at'),
    /** Set when the re-sends stopped after the last allowed attempt; the message stays unsent. */
    mailGaveUpAt: timestamptz('mail_gave_up_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // Only the few messages still waiting for a send are indexed: the sweep reads nothing else.
    index('contact_messages_unsent_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.mailedAt} IS NULL AND ${t.mailGaveUpAt} IS NULL`),
  ],
);
