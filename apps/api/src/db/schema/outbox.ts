import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Mail kept by the outbox transport when no SMTP_URL is configured. */
export const outboxMessages = pgTable('outbox_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  headers: jsonb('headers').$type<Record<string, string>>(),
  createdAt: createdAt(),
});
