import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ColumnChoice, ColumnRoles } from '@trusty/contracts';
import { ownerId } from './users';
import { createdAt, timestamptz, updatedAt } from './columns';

/** Binary columns as Buffers on either driver (PGlite hands back a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A processed workbook, kept in the database so any instance can serve it, until expiresAt. */
export const excelResults = pgTable(
  'excel_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    originalName: text('original_name').notNull(),
    /** `batch`: the items of one batch call (no file); listed in Results as one entry. */
    kind: text('kind', { enum: ['upload', 'batch'] })
      .notNull()
      .default('upload'),
    contentType: text('content_type').notNull(),
    /**
     * The written result's first piece, its other pieces in `excel_result_parts` (an older record
     * holds the whole file here and has no parts); NULL once expired (the record and its rows stay).
     */
    file: bytea('file'),
    /**
     * The upload as read (an .xls converted to .xlsx, gzipped), kept while the file lives so the
     * result can be written again with corrections and rules applied; pieces as for `file`.
     */
    source: bytea('source'),
    totalRows: integer('total_rows').notNull(),
    successfulRows: integer('successful_rows').notNull(),
    errorRows: integer('error_rows').notNull(),
    unclassifiedRows: integer('unclassified_rows').notNull().default(0),
    skippedRows: integer('skipped_rows').notNull().default(0),
    /** The columns read beside the cost name, as the Summary names them ("Vendor (C)"). */
    columnsRead: jsonb('columns_read').$type<string[]>().notNull().default([]),
    /** SHA-256 of the uploaded file (hex): "already processed on <date>" for the same file. */
    contentHash: text('content_hash'),
    /**
     * How the sheet was read (sheet, header row, column of each role): Apply reads the source the
     * same way whatever detection or the account's memory says later. NULL for older uploads.
     */
    columnChoice: jsonb('column_choice').$type<ColumnChoice>(),
    errors: jsonb('errors').$type<string[]>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** When the stored file was last written, and when a row last changed: outdated if later. */
    fileWrittenAt: timestamptz('file_written_at'),
    rowsChangedAt: timestamptz('rows_changed_at'),
    /**
     * Set while the rules are re-applied and the file rewritten (one at a time per upload, on
     * any instance); older than a few minutes means the instance doing it died.
     */
    applyStartedAt: timestamptz('apply_started_at'),
  },
  (t) => [
    index('excel_results_user_idx').on(t.userId),
    index('excel_results_expiry_idx').on(t.expiresAt),
    // What an upload's rows reference: the upload and its owner (result_rows).
    uniqueIndex('excel_results_owner_idx').on(t.id, t.userId),
    index('excel_results_user_hash_idx').on(t.userId, t.contentHash),
  ],
);

/**
 * The pieces of a stored file after its first (which sits in the record): a few megabytes as one
 * value held PGlite, and so the event loop, for the whole of its decoding (0.5–0.9 s for a 5 MB
 * file); as pieces of 64 KB, one statement each, no statement holds it long.
 */
export const excelResultParts = pgTable(
  'excel_result_parts',
  {
    resultId: uuid('result_id')
      .notNull()
      .references(() => excelResults.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['file', 'source'] }).notNull(),
    /** 1, 2, 3…: piece 0 is the record's own column. */
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.resultId, t.kind, t.seq] })],
);

/**
 * The columns an account chose for a header layout (issue 34 §2): an upload whose header row has
 * that layout is read the same way again, without asking. Keyed by `layoutKeyOf` (a hash of the
 * header cells' columns and normalised texts).
 */
export const columnLayouts = pgTable(
  'column_layouts',
  {
    userId: ownerId(),
    layoutKey: text('layout_key').notNull(),
    roles: jsonb('roles').$type<ColumnRoles>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.layoutKey] })],
);
