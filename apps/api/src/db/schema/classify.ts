import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Engine results by normalised name + engine + taxonomy version: a name is never paid for twice. */
export const classificationCache = pgTable('classification_cache', {
  key: text('key').primaryKey(),
  engine: text('engine').notNull(),
  taxonomyVersion: text('taxonomy_version').notNull(),
  result: jsonb('result').$type<Record<string, unknown>>().notNull(),
  hits: integer('hits').notNull().default(0),
  createdAt: createdAt(),
});
