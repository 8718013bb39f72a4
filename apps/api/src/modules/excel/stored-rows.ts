import type { RowAnswer } from './row-outcomes';

/**
 * The shapes of an upload's rows on their way into `result_rows`: made by store-rows.ts, copied
 * by copy-rows.ts (PostgreSQL) or inserted as JSON (PGlite).
 */

/**
 * One stored row: row number, cost name, normalised name, context, amount (the sheet's number,
 * stored as the exact decimal its shortest text is), currency, why the amount could not be read,
 * answer index.
 */
export interface RowRecord {
  n: number;
  c: string;
  k: string;
  x: Record<string, string> | null;
  a: number | null;
  y: string | null;
  q: string | null;
  /** Index in its batch's `answers`. */
  o: number;
}

/** Rows in the order they are stored, and the few distinct answers they share. */
export interface RowsBatch {
  records: RowRecord[];
  answers: RowAnswer[];
}

export interface PreparedRows {
  /**
   * The rows in batches, each made when asked for (once): storing asks for the next while the
   * database runs the last, so making them hides behind storing them.
   */
  batches: AsyncIterable<RowsBatch>;
  /** Rows each rule decided: complete once every batch has been made. */
  hits(): Array<{ id: string; n: number }>;
}

export interface StoredUpload {
  userId: string;
  uploadId: string;
  taxonomyVersion: string;
  rows: PreparedRows;
  /**
   * The database runs one transaction at a time (PGlite): nothing else can delete the user, the
   * upload or a rule while this one runs, so the foreign keys can only hold and are not checked
   * row by row (measured: half of the time 100,000 rows take to store, 3.3 of 6.9 s).
   */
  serialDatabase?: boolean;
  /** Rows stored so far, after each statement. */
  onStored?(rows: number): void;
}
