import { sql, type SQL } from 'drizzle-orm';
import { resultRows } from '../../db/schema/index';

/**
 * The one definition of "needs review" every count, filter and queue uses: nobody has accepted
 * or corrected the row yet, and either the engine placed it below the account's threshold or
 * recognised nothing. Rule and user rows carry confidence 1, so they never need review.
 * The threshold is compared as `real`, the column's own type, so a row at exactly the
 * threshold is not below it.
 */
export function needsReview(threshold: number): SQL {
  return sql`(${resultRows.review} = 'unreviewed' AND (${resultRows.status} = 'unclassified' OR (${resultRows.status} = 'classified' AND ${resultRows.confidence} < ${threshold}::real)))`;
}
