import { sql, type SQL } from 'drizzle-orm';

/**
 * The one definition of "needs review" every count, filter and queue uses: nobody has accepted
 * or corrected the row yet, and either the engine placed it below the account's threshold or
 * recognised nothing. Rule and user rows carry confidence 1, so they never need review.
 * The threshold is compared as `real`, the column's own type, so a row at exactly the
 * threshold is not below it. Columns are named with their table, in raw SQL: drizzle leaves
 * the table out of a one-table select, which would turn a correlated subquery into a
 * comparison of the inner table with itself.
 */
export function needsReview(threshold: number): SQL {
  return sql`(result_rows.review = 'unreviewed' AND (result_rows.status = 'unclassified' OR (result_rows.status = 'classified' AND result_rows.confidence < ${threshold}::real)))`;
}

/** Rows of the upload in the outer query (`excel_results`) matching `condition`, counted. */
export function countUploadRows(condition: SQL): SQL<number> {
  return sql<number>`(SELECT count(*)::int FROM result_rows WHERE result_rows.upload_id = excel_results.id AND ${condition})`;
}
