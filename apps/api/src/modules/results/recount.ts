import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The figures a change of stored answers moves, recomputed from the stored rows in the change's
 * own transaction (issue 34 §3): an upload's Classified / Unclassified counters, a rule's hits
 * (the rows it decides now) and the account's costs analyzed (Total Costs Analyzed). A
 * correction, a rule applied to stored rows and "Apply rules and corrections" all end here, so
 * the page, the API and the rewritten file read the same numbers.
 */

/** What one change touched, as its statement returns it (json arrays of ids). */
export interface RowsChange {
  /** Uploads whose rows changed. */
  uploadIds: readonly string[];
  /** Rules that decided a changed row before, or decide it now. */
  ruleIds: readonly string[];
  /** Rows that were unclassified and are classified now. */
  newlyClassified: number;
}

/**
 * SQL columns describing the rows of CTE `target` (their state before the change) and the rules
 * they move to (`newRule`, an expression over `target`'s columns, or NULL): the shape
 * `readChange` parses. Uses only `target`, so it fits after any data-modifying CTE.
 */
export function changeColumns(newRule = sql`NULL::uuid`) {
  return sql`
    COALESCE((SELECT jsonb_agg(DISTINCT target.upload_id) FROM target
              WHERE target.upload_id IS NOT NULL), '[]'::jsonb) AS upload_ids,
    COALESCE((SELECT jsonb_agg(DISTINCT x.id) FROM target
              CROSS JOIN LATERAL (VALUES (target.rule_id), (${newRule})) AS x(id)
              WHERE x.id IS NOT NULL), '[]'::jsonb) AS rule_ids,
    (SELECT count(*)::int FROM target WHERE target.status = 'unclassified') AS newly_classified`;
}

const ids = (value: unknown): string[] =>
  (typeof value === 'string' ? (JSON.parse(value) as unknown[]) : ((value as unknown[]) ?? [])).map(
    String,
  );

/** The change described by a statement that selected `changeColumns()`. */
export function readChange(row: Record<string, unknown> | undefined): RowsChange {
  return {
    uploadIds: ids(row?.upload_ids),
    ruleIds: ids(row?.rule_ids),
    newlyClassified: Number(row?.newly_classified ?? 0),
  };
}

/** Adds two changes (a change written in several statements). */
export function mergeChanges(a: RowsChange, b: RowsChange): RowsChange {
  return {
    uploadIds: [...new Set([...a.uploadIds, ...b.uploadIds])],
    ruleIds: [...new Set([...a.ruleIds, ...b.ruleIds])],
    newlyClassified: a.newlyClassified + b.newlyClassified,
  };
}

export const NO_CHANGE: RowsChange = { uploadIds: [], ruleIds: [], newlyClassified: 0 };

const uuidArray = (values: readonly string[]) =>
  // Ids come from the database's own uuid columns: a joined list is a safe array literal.
  sql`string_to_array(${values.join(',')}, ',')::uuid[]`;

/**
 * Recounts what `change` touched, in the caller's transaction, after its rows were written. The
 * account's total moves by the rows newly classified (counting every row of a big account on
 * each correction would cost far more than the correction); uploads and rules are recounted.
 */
export async function recountAfter(tx: Db, userId: string, change: RowsChange): Promise<void> {
  if (change.uploadIds.length > 0)
    await tx.execute(sql`
      UPDATE excel_results e
      SET successful_rows = c.classified, unclassified_rows = c.unclassified,
          rows_changed_at = now()
      FROM (SELECT upload_id,
                   count(*) FILTER (WHERE status = 'classified')::int AS classified,
                   count(*) FILTER (WHERE status = 'unclassified')::int AS unclassified
            FROM result_rows
            WHERE upload_id = ANY(${uuidArray(change.uploadIds)}) AND user_id = ${userId}
            GROUP BY upload_id) c
      WHERE e.id = c.upload_id AND e.user_id = ${userId}`);
  if (change.ruleIds.length > 0)
    await tx.execute(sql`
      UPDATE rules SET hits = (SELECT count(*)::int FROM result_rows r WHERE r.rule_id = rules.id)
      WHERE id = ANY(${uuidArray(change.ruleIds)}) AND user_id = ${userId}`);
  if (change.newlyClassified > 0)
    await tx.execute(sql`
      UPDATE users SET total_costs_alignment = total_costs_alignment + ${change.newlyClassified}
      WHERE id = ${userId}`);
}
