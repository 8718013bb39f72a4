import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A processed workbook, kept in the database so any instance can serve it, until expiresAt. */
export const excelResults = pgTable(
  'excel_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    /** The written result; NULL once expired (the record and its rows stay). */
    file: bytea('file'),
    /**
     * The upload as read (an .xls converted to .xlsx), kept while the file lives so the result
     * can be written again with corrections and rules applied.
     */
    source: bytea('source'),
    totalRows: integer('total_rows').notNull(),
    successfulRows: integer('successful_rows').notNull(),
    errorRows: integer('error_rows').notNull(),
    unclassifiedRows: integer('unclassified_rows').notNull().default(0),
    skippedRows: integer('skipped_rows').notNull().default(0),
    /** The columns read beside the cost name, as the Summary names them ("Vendor (C)"). */
    columnsRead: jsonb('columns_read').$type<string[]>().notNull().default([]),
    errors: jsonb('errors').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the stored file was last written, and when a row last changed: outdated if later. */
    fileWrittenAt: timestamp('file_written_at', { withTimezone: true }),
    rowsChangedAt: timestamp('rows_changed_at', { withTimezone: true }),
    /**
     * Set while the rules are re-applied and the file rewritten (one at a time per upload, on
     * any instance); older than a few minutes means the instance doing it died.
     */
    applyStartedAt: timestamp('apply_started_at', { withTimezone: true }),
  },
  (t) => [
    index('excel_results_user_idx').on(t.userId),
    index('excel_results_expiry_idx').on(t.expiresAt),
  ],
);
