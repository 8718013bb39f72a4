import {
  boolean,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  real,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { excelResults } from './excel';
import { timestamptz } from './columns';

/**
 * Each upload's spend figures, rolled up from its rows (issue 31; decision 028): an account's
 * Insights add a few thousand of these instead of reading a million rows. A roll-up holds for
 * one review threshold and one state of the rows (`version`: the upload's `rows_changed_at`,
 * or its `created_at` before any change); whoever reads it checks both and rolls the upload up
 * again when either moved, so the figures follow every correction and rule at once.
 */
export const uploadSpendVersions = pgTable(
  'upload_spend_versions',
  {
    uploadId: uuid('upload_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    threshold: real('threshold').notNull(),
    version: timestamptz('version').notNull(),
    rowsWithoutAmount: integer('rows_without_amount').notNull(),
    amountIssues: integer('amount_issues').notNull(),
    /** False when a leader list was cut to its largest entries (see upload_spend_leaders). */
    leadersComplete: boolean('leaders_complete').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'upload_spend_versions_upload_fk',
      columns: [t.uploadId, t.userId],
      foreignColumns: [excelResults.id, excelResults.userId],
    }).onDelete('cascade'),
  ],
);

/** An upload's money by currency, pool, tower, how it was decided and where it is covered. */
export const uploadSpend = pgTable(
  'upload_spend',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploadSpendVersions.uploadId, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    currency: text('currency'),
    costPool: text('cost_pool'),
    itTower: text('it_tower'),
    state: text('state', {
      enum: ['rule', 'people', 'engine', 'review', 'unclassified'],
    }).notNull(),
    poolCovered: boolean('pool_covered').notNull(),
    towerCovered: boolean('tower_covered').notNull(),
    subTowerCovered: boolean('sub_tower_covered').notNull(),
    amount: numeric('amount').notNull(),
    rows: integer('rows').notNull(),
  },
  (t) => [index('upload_spend_upload_idx').on(t.uploadId)],
);

/**
 * An upload's vendors and normalised names holding the most money to review or unclassified,
 * the largest SPEND_LEADER_ROLLUP of each list per currency (a ledger of mostly distinct names
 * would otherwise roll up into as many leaders as rows).
 */
export const uploadSpendLeaders = pgTable(
  'upload_spend_leaders',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploadSpendVersions.uploadId, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    list: text('list', { enum: ['review', 'unclassified'] }).notNull(),
    by: text('by', { enum: ['vendor', 'name'] }).notNull(),
    currency: text('currency'),
    key: text('key').notNull(),
    label: text('label').notNull(),
    amount: numeric('amount').notNull(),
    rows: integer('rows').notNull(),
  },
  (t) => [index('upload_spend_leaders_upload_idx').on(t.uploadId)],
);
