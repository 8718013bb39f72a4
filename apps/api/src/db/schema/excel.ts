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
    file: bytea('file').notNull(),
    totalRows: integer('total_rows').notNull(),
    successfulRows: integer('successful_rows').notNull(),
    errorRows: integer('error_rows').notNull(),
    errors: jsonb('errors').$type<string[]>().notNull(),
    /** Classified rows for the View Details table (capped). */
    details: jsonb('details').$type<unknown[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('excel_results_user_idx').on(t.userId),
    index('excel_results_expiry_idx').on(t.expiresAt),
  ],
);
