import { index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Engine results by normalised name + engine + taxonomy version: a name is never paid for twice. */
export const classificationCache = pgTable('classification_cache', {
  key: text('key').primaryKey(),
  engine: text('engine').notNull(),
  taxonomyVersion: text('taxonomy_version').notNull(),
  result: jsonb('result').$type<Record<string, unknown>>().notNull(),
  hits: integer('hits').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per single analysis: the record the credit is charged against. */
export const classifications = pgTable(
  'classifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    costName: text('cost_name').notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    confidence: real('confidence').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('classifications_user_idx').on(t.userId, t.createdAt)],
);
