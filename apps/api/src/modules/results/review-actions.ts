import {
  resultMessages,
  type Layers,
  type ReviewOutcome,
  type RowSelection,
} from '@trusty/contracts';
import { consistencyErrors } from '@trusty/tbm';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import { needsReview } from './needs-review';
import { changeColumns, readChange, recountAfter } from './recount';
import { assertOwnUpload, rowNotFound } from './ownership';
import { storedLayersOf } from './row-shape';

export const CORRECTED_REASON = 'Corrected by you';

/**
 * The rows a selection means, as a condition on result_rows (unqualified, for the CTEs below).
 * Listed ids must all be the caller's: one that is not answers 404 and nothing changes. A group
 * selection means exactly what the review queue showed for those names: the upload's rows that
 * need review. Only rows with an answer to judge (classified or unclassified) are ever touched.
 */
async function selectionCondition(
  db: Db,
  userId: string,
  selection: RowSelection,
  reviewThreshold: number,
): Promise<SQL> {
  if ('rowIds' in selection) {
    const ids = [...new Set(selection.rowIds.map((id) => id.toLowerCase()))];
    // Ids are validated uuids (no commas), so a joined list is a safe array literal.
    const idArray = sql`string_to_array(${ids.join(',')}, ',')::uuid[]`;
    const owned = (await db.execute(
      sql`SELECT count(*)::int AS n FROM result_rows WHERE user_id = ${userId} AND id = ANY(${idArray})`,
    )) as unknown as { rows: Array<{ n: number | string }> };
    if (Number(owned.rows[0]?.n ?? 0) !== ids.length) throw rowNotFound();
    return sql`user_id = ${userId} AND id = ANY(${idArray}) AND status IN ('classified', 'unclassified')`;
  }
  await assertOwnUpload(db, userId, selection.uploadId);
  const names = sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(selection.normalizedNames)}::jsonb))`;
  return sql`user_id = ${userId} AND upload_id = ${selection.uploadId}
    AND normalized_name = ANY(${names}) AND ${needsReview(reviewThreshold)}`;
}

/**
 * Accepts the selected rows' answers as they are: each row still unreviewed becomes `accepted`
 * and gets a journal entry (from = to); their uploads' files are marked outdated. Rows already
 * accepted or corrected stay as they are.
 * One statement whatever the selection's size.
 */
export async function acceptRows(
  db: Db,
  input: { userId: string; selection: RowSelection; reviewThreshold: number },
): Promise<ReviewOutcome> {
  const where = await selectionCondition(db, input.userId, input.selection, input.reviewThreshold);
  const result = (await db.execute(sql`
    WITH target AS (
      SELECT * FROM result_rows WHERE ${where} AND review = 'unreviewed' FOR UPDATE
    ),
    changed AS (
      UPDATE result_rows SET review = 'accepted', updated_at = now()
      FROM target WHERE result_rows.id = target.id
      RETURNING result_rows.id
    ),
    journal AS (
      INSERT INTO result_journal (user_id, row_id, action, from_layers, to_layers)
      SELECT ${input.userId}::uuid, t.id, 'accept', ${storedLayersOf('t')}, ${storedLayersOf('t')}
      FROM target t
    ),
    -- Accepted money is "decided by people" on the Summary and in the Insights (issue 31): the
    -- file is outdated and the uploads' spend roll-ups are rolled up again when next read.
    outdated AS (
      UPDATE excel_results SET rows_changed_at = now()
      WHERE user_id = ${input.userId}
        AND id IN (SELECT upload_id FROM target WHERE upload_id IS NOT NULL)
    )
    SELECT count(*)::int AS updated FROM changed`)) as unknown as {
    rows: Array<{ updated: number | string }>;
  };
  return { updated: Number(result.rows[0]?.updated ?? 0) };
}

/**
 * Replaces the selected rows' answer with six layers a person chose (method user, confidence
 * 1), journaling each row's from → to; then the figures they move are recounted and their
 * uploads' files marked outdated (recount.ts). The layers must belong together in the taxonomy
 * (400 otherwise). Two statements and the recounts, whatever the selection's size.
 */
export async function correctRows(
  db: Db,
  input: { userId: string; selection: RowSelection; layers: Layers; reviewThreshold: number },
): Promise<ReviewOutcome> {
  const { layers } = input;
  if (consistencyErrors(layers).length > 0) throw badRequest(resultMessages.inconsistentLayers);
  const where = await selectionCondition(db, input.userId, input.selection, input.reviewThreshold);
  return db.transaction(async (tx) => {
    const result = (await tx.execute(sql`
      WITH target AS (
        SELECT * FROM result_rows WHERE ${where} FOR UPDATE
      ),
      changed AS (
        UPDATE result_rows
        SET status = 'classified',
            cost_pool = ${layers['Cost Pool']}, sub_cost_pool = ${layers['Sub-Cost Pool']},
            it_tower = ${layers['IT Tower']}, sub_tower = ${layers['Sub-Tower']},
            technical_solution = ${layers['Technical Solution']},
            technical_category = ${layers['Technical Category']},
            confidence = 1, method = 'user', reason = ${CORRECTED_REASON}, rule_id = NULL,
            review = 'corrected', updated_at = now()
        FROM target WHERE result_rows.id = target.id
        RETURNING result_rows.id
      ),
      journal AS (
        INSERT INTO result_journal (user_id, row_id, action, from_layers, to_layers)
        SELECT ${input.userId}::uuid, t.id, 'correct', ${storedLayersOf('t')},
               ${JSON.stringify(layers)}::jsonb
        FROM target t
      )
      SELECT (SELECT count(*)::int FROM changed) AS updated, ${changeColumns()}`)) as unknown as {
      rows: Array<Record<string, unknown>>;
    };
    const [row] = result.rows;
    // The uploads' counters, the hits of rules that decided these rows, the account's total.
    await recountAfter(tx, input.userId, readChange(row));
    return { updated: Number(row?.updated ?? 0) };
  });
}
