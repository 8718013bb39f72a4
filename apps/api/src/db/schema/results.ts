import type { CategorizationKey } from '@trusty/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { excelResults } from './excel';
import { ownerId, users } from './users';
import { createdAt, updatedAt } from './columns';

/** The six layers as stored on a rule or in a journal entry (taxonomy member names). */
export type StoredLayers = Record<CategorizationKey, string>;

/**
 * An account's "always map lines like this". `match_value` is normalised the way rows are (see
 * modules/rules), so matching is an equality or a word search; `display_value` is what the user
 * typed. `hits` counts the rows the rule has decided.
 */
export const rules = pgTable(
  'rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    matchKind: text('match_kind', { enum: ['name', 'vendor', 'glAccount', 'phrase'] }).notNull(),
    matchValue: text('match_value').notNull(),
    displayValue: text('display_value').notNull(),
    layers: jsonb('layers').$type<StoredLayers>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    hits: integer('hits').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('rules_user_match_idx').on(t.userId, t.matchKind, t.matchValue)],
);

/**
 * Every result kept per row: each row of each processed workbook (`upload_id`, `row_number`) and
 * each single analysis (both NULL). The six layers are columns so the filters can use them.
 *
 * Each row is checked against one parent only: an upload's row against its upload and owner
 * together (`upload_id`, `user_id`), an analysis against its user (`analysis_user_id`, set on
 * analyses alone). A foreign key is checked row by row, and an upload has 100,000 rows: checking
 * the user and the upload apart cost PostgreSQL 0.5 of the 1.9 s of storing them, the pair
 * together about a third of that less (issue 19). Deleting a user deletes their uploads and so
 * their uploads' rows, and their analyses directly.
 */
export const resultRows = pgTable(
  'result_rows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    uploadId: uuid('upload_id'),
    analysisUserId: uuid('analysis_user_id')
      .generatedAlwaysAs(sql`CASE WHEN upload_id IS NULL THEN user_id END`)
      .references(() => users.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number'),
    costName: text('cost_name').notNull(),
    normalizedName: text('normalized_name').notNull(),
    /** The other columns read beside the name, by role (vendor, glAccount, costCentre, …). */
    context: jsonb('context').$type<Record<string, string>>().notNull().default({}),
    /**
     * The row's amount as the sheet holds it, exact (issue 31): sums are numeric, never float,
     * so they agree to the cent with a spreadsheet's. NULL when the row has none.
     */
    amount: numeric('amount'),
    /** ISO 4217 code; NULL when the file did not say. Totals are kept per currency. */
    currency: text('currency'),
    /** Why the amount could not be read (the row then has none); shown with its status. */
    amountIssue: text('amount_issue'),
    status: text('status', {
      enum: ['classified', 'unclassified', 'skipped', 'error'],
    }).notNull(),
    costPool: text('cost_pool'),
    subCostPool: text('sub_cost_pool'),
    itTower: text('it_tower'),
    subTower: text('sub_tower'),
    technicalSolution: text('technical_solution'),
    technicalCategory: text('technical_category'),
    confidence: real('confidence'),
    /**
     * The engine's confidence in the Cost Pool, IT Tower and Sub-Tower alone (`confidence` is the
     * lowest of all six layers): coverage is counted per layer. NULL on rows a rule or a person
     * decided, and on rows stored before issue 31 (then `confidence` stands in).
     */
    poolConfidence: real('pool_confidence'),
    towerConfidence: real('tower_confidence'),
    subTowerConfidence: real('sub_tower_confidence'),
    method: text('method', { enum: ['lexicon', 'llm', 'rule', 'user'] }),
    reason: text('reason').notNull().default(''),
    ruleId: uuid('rule_id').references(() => rules.id, { onDelete: 'set null' }),
    review: text('review', { enum: ['unreviewed', 'accepted', 'corrected'] })
      .notNull()
      .default('unreviewed'),
    charged: boolean('charged').notNull().default(false),
    taxonomyVersion: text('taxonomy_version').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'result_rows_upload_owner_fk',
      columns: [t.uploadId, t.userId],
      foreignColumns: [excelResults.id, excelResults.userId],
    }).onDelete('cascade'),
    // A user's analyses, for deleting them with the user.
    index('result_rows_analysis_user_idx')
      .on(t.analysisUserId)
      .where(sql`${t.analysisUserId} IS NOT NULL`),
    index('result_rows_upload_idx').on(t.uploadId, t.rowNumber),
    index('result_rows_upload_name_idx').on(t.uploadId, t.normalizedName),
    index('result_rows_user_name_idx').on(t.userId, t.normalizedName),
    // The rows a rule decides: its hits are counted from them (issue 34); most rows have none.
    index('result_rows_rule_idx')
      .on(t.ruleId)
      .where(sql`${t.ruleId} IS NOT NULL`),
    // The single analyses of the Results list, newest first.
    index('result_rows_analyses_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.uploadId} IS NULL`),
  ],
);

/** Every change to a row's answer: who (the owner), when, from → to, and the rule if one did it. */
export const resultJournal = pgTable(
  'result_journal',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    rowId: uuid('row_id')
      .notNull()
      .references(() => resultRows.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['accept', 'correct', 'rule', 'reapply'] }).notNull(),
    fromLayers: jsonb('from_layers').$type<StoredLayers>(),
    toLayers: jsonb('to_layers').$type<StoredLayers>(),
    ruleId: uuid('rule_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('result_journal_row_idx').on(t.rowId, t.createdAt),
    index('result_journal_user_idx').on(t.userId, t.createdAt),
  ],
);
