import { unitsToDecimal } from '@trusty/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { textOrder, type LeaderCell, type SpendCell } from './spend-figures';

/**
 * Each upload's spend rolled up from its rows (db/schema/spend.ts, decision 028), and kept
 * true: a roll-up is valid for one review threshold and one state of its rows, the upload's
 * `rows_changed_at` (every correction, rule applied, accept and "Apply rules and corrections"
 * moves it: results/recount.ts) or its `created_at` before any change. Whoever reads figures
 * first rolls up again each upload whose roll-up is missing or no longer valid.
 */

/** Leaders kept per upload, list and currency: enough for any account's top ten in practice. */
export const SPEND_LEADER_ROLLUP = 100;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The row's state (spend-figures.ts `spendStateOf`, in SQL). */
const stateOf = (threshold: number) => sql`
  CASE WHEN r.status = 'unclassified' THEN 'unclassified'
       WHEN r.method = 'rule' THEN 'rule'
       WHEN r.review <> 'unreviewed' OR r.method = 'user' THEN 'people'
       WHEN r.confidence >= ${threshold}::real THEN 'engine'
       ELSE 'review' END`;

/** Covered at one layer (spend-figures.ts `coveredOf`, in SQL). */
const coveredAt = (layer: SQL, threshold: number) => sql`
  (r.status = 'classified' AND (r.review <> 'unreviewed' OR r.method IN ('rule', 'user')
    OR coalesce(${layer}, r.confidence) >= ${threshold}::real))`;

/** The version a roll-up of the upload in `e` must carry to be valid. */
const versionOf = sql`coalesce(e.rows_changed_at, e.created_at)`;

/**
 * Rolls up one upload as its rows stand: the version is read before the rows, so a change that
 * lands in between is in the roll-up and moves the version past it (rolled up again next time,
 * never stale). The version row is written first: two roll-ups of one upload queue on it.
 */
async function rollUp(db: Db, userId: string, uploadId: string, threshold: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Grouping an upload's rows: enough memory to hash them rather than sort them on disk (the
    // planner guesses tens of thousands of groups where there are a few hundred).
    await tx.execute(sql`SET LOCAL work_mem = '32MB'`);
    // The version is copied in the database: a timestamp through JavaScript loses its microseconds.
    const written = rowsOf<{ upload_id: string }>(
      await tx.execute(sql`
        INSERT INTO upload_spend_versions (upload_id, user_id, threshold, version,
                                           rows_without_amount, amount_issues, leaders_complete)
        SELECT e.id, e.user_id, ${threshold}::real, ${versionOf}, 0, 0, true
        FROM excel_results e WHERE e.id = ${uploadId}::uuid AND e.user_id = ${userId}::uuid
        ON CONFLICT (upload_id) DO UPDATE SET threshold = excluded.threshold,
                                              version = excluded.version
        RETURNING upload_id`),
    );
    if (written.length === 0) return;
    await tx.execute(sql`DELETE FROM upload_spend WHERE upload_id = ${uploadId}::uuid`);
    await tx.execute(sql`DELETE FROM upload_spend_leaders WHERE upload_id = ${uploadId}::uuid`);
    const rows = sql`result_rows r
      WHERE r.upload_id = ${uploadId}::uuid AND r.user_id = ${userId}::uuid
        AND r.status IN ('classified', 'unclassified')`;
    await tx.execute(sql`
      WITH r AS (
        SELECT r.currency, r.amount, r.amount_issue,
               CASE WHEN r.status = 'classified' THEN r.cost_pool END AS cost_pool,
               CASE WHEN r.status = 'classified' THEN r.it_tower END AS it_tower,
               ${stateOf(threshold)} AS state,
               ${coveredAt(sql`r.pool_confidence`, threshold)} AS pool_ok,
               ${coveredAt(sql`r.tower_confidence`, threshold)} AS tower_ok,
               ${coveredAt(sql`r.sub_tower_confidence`, threshold)} AS sub_ok
        FROM ${rows}
      ),
      counted AS (
        UPDATE upload_spend_versions
        SET rows_without_amount = (SELECT count(*) FROM r WHERE amount IS NULL AND amount_issue IS NULL),
            amount_issues = (SELECT count(*) FROM r WHERE amount_issue IS NOT NULL)
        WHERE upload_id = ${uploadId}::uuid
      )
      INSERT INTO upload_spend (upload_id, user_id, currency, cost_pool, it_tower, state,
                                pool_covered, tower_covered, sub_tower_covered, amount, rows)
      SELECT ${uploadId}::uuid, ${userId}::uuid, currency, cost_pool, it_tower, state,
             pool_ok, tower_ok, sub_ok, sum(amount), count(*)::int
      FROM r WHERE amount IS NOT NULL
      GROUP BY currency, cost_pool, it_tower, state, pool_ok, tower_ok, sub_ok`);
    await tx.execute(sql`
      WITH r AS (
        SELECT r.currency, r.amount, nullif(r.context ->> 'vendor', '') AS vendor,
               r.normalized_name, r.cost_name, ${stateOf(threshold)} AS state
        FROM ${rows} AND r.amount IS NOT NULL
      ),
      grouped AS (
        SELECT state AS list, 'vendor' AS by, currency, vendor AS key, vendor AS label,
               sum(amount) AS amount, count(*)::int AS rows
        FROM r WHERE state IN ('review', 'unclassified') AND vendor IS NOT NULL
        GROUP BY state, currency, vendor
        UNION ALL
        SELECT state, 'name', currency, normalized_name, min(cost_name COLLATE "C"),
               sum(amount), count(*)::int
        FROM r WHERE state IN ('review', 'unclassified')
        GROUP BY state, currency, normalized_name
      ),
      ranked AS (
        SELECT *, row_number() OVER (PARTITION BY list, by, currency
                                     ORDER BY amount DESC, key COLLATE "C") AS rank
        FROM grouped
      ),
      cut AS (
        UPDATE upload_spend_versions
        SET leaders_complete = NOT EXISTS (SELECT 1 FROM ranked WHERE rank > ${SPEND_LEADER_ROLLUP})
        WHERE upload_id = ${uploadId}::uuid
      )
      INSERT INTO upload_spend_leaders (upload_id, user_id, list, by, currency, key, label,
                                        amount, rows)
      SELECT ${uploadId}::uuid, ${userId}::uuid, list, by, currency, key, label, amount, rows
      FROM ranked WHERE rank <= ${SPEND_LEADER_ROLLUP}`);
  });
}

/** Which of the account's uploads: all, those created in a period, one, or some. */
export interface UploadSet {
  userId: string;
  uploadId?: string;
  uploadIds?: readonly string[];
  from?: Date;
  before?: Date;
}

/** The uploads of a set, as a condition on `excel_results e`. */
export function uploadsIn(set: UploadSet): SQL {
  const parts = [sql`e.user_id = ${set.userId}::uuid`];
  if (set.uploadId) parts.push(sql`e.id = ${set.uploadId}::uuid`);
  // Ids of the database's own uuid column (or checked as uuids): a joined list is a safe literal.
  if (set.uploadIds)
    parts.push(sql`e.id = ANY(string_to_array(${set.uploadIds.join(',')}, ',')::uuid[])`);
  if (set.from) parts.push(sql`e.created_at >= ${set.from.toISOString()}::timestamptz`);
  if (set.before) parts.push(sql`e.created_at < ${set.before.toISOString()}::timestamptz`);
  return sql.join(parts, sql` AND `);
}

/** Rolls up again every upload of the set whose roll-up is missing or no longer valid. */
export async function refreshRollups(db: Db, set: UploadSet, threshold: number): Promise<void> {
  const stale = rowsOf<{ id: string }>(
    await db.execute(sql`
      SELECT e.id FROM excel_results e
      LEFT JOIN upload_spend_versions v ON v.upload_id = e.id
      WHERE ${uploadsIn(set)}
        AND (v.upload_id IS NULL OR v.threshold <> ${threshold}::real
             OR v.version <> ${versionOf})
      ORDER BY e.created_at`),
  );
  for (const { id } of stale) await rollUp(db, set.userId, id, threshold);
}

/** The spend of an upload being stored, tallied from the rows in hand (spend-figures.ts). */
export interface TalliedSpend {
  threshold: number;
  cells: readonly SpendCell[];
  leaders: readonly LeaderCell[];
  rowsWithoutAmount: number;
  amountIssues: number;
}

/**
 * Writes an upload's roll-up in the transaction that stores it, from the tally the Summary sheet
 * was made from: a new upload is never read back to be rolled up. The version is the upload's
 * `created_at`, as the database set it in this transaction.
 */
export async function storeTalliedRollup(
  tx: Db,
  upload: { userId: string; uploadId: string },
  spend: TalliedSpend,
): Promise<void> {
  const lists = new Map<string, LeaderCell[]>();
  for (const leader of spend.leaders) {
    const id = `${leader.list}\u0000${leader.by}\u0000${leader.currency}`;
    lists.set(id, [...(lists.get(id) ?? []), leader]);
  }
  const kept: LeaderCell[] = [];
  let complete = true;
  for (const list of lists.values()) {
    list.sort((a, b) =>
      a.amount === b.amount ? textOrder(a.key, b.key) : a.amount > b.amount ? -1 : 1,
    );
    if (list.length > SPEND_LEADER_ROLLUP) complete = false;
    kept.push(...list.slice(0, SPEND_LEADER_ROLLUP));
  }
  await tx.execute(sql`
    INSERT INTO upload_spend_versions (upload_id, user_id, threshold, version, rows_without_amount,
                                       amount_issues, leaders_complete)
    SELECT e.id, e.user_id, ${spend.threshold}::real, ${versionOf}, ${spend.rowsWithoutAmount},
           ${spend.amountIssues}, ${complete}
    FROM excel_results e WHERE e.id = ${upload.uploadId}::uuid AND e.user_id = ${upload.userId}::uuid`);
  if (spend.cells.length > 0)
    await tx.execute(sql`
      INSERT INTO upload_spend (upload_id, user_id, currency, cost_pool, it_tower, state,
                                pool_covered, tower_covered, sub_tower_covered, amount, rows)
      SELECT ${upload.uploadId}::uuid, ${upload.userId}::uuid, c.currency, c.pool, c.tower, c.state,
             c.p, c.t, c.s, c.amount, c.rows
      FROM json_to_recordset(${JSON.stringify(
        spend.cells.map((cell) => ({
          currency: cell.currency,
          pool: cell.costPool,
          tower: cell.itTower,
          state: cell.state,
          p: cell.covered[0],
          t: cell.covered[1],
          s: cell.covered[2],
          amount: unitsToDecimal(cell.amount),
          rows: cell.rows,
        })),
      )}::json) AS c(currency text, pool text, tower text, state text, p boolean, t boolean,
                     s boolean, amount numeric, rows int)`);
  if (kept.length > 0)
    await tx.execute(sql`
      INSERT INTO upload_spend_leaders (upload_id, user_id, list, by, currency, key, label,
                                        amount, rows)
      SELECT ${upload.uploadId}::uuid, ${upload.userId}::uuid, l.list, l.by, l.currency, l.key,
             l.label, l.amount, l.rows
      FROM json_to_recordset(${JSON.stringify(
        kept.map((leader) => ({ ...leader, amount: unitsToDecimal(leader.amount) })),
      )}::json) AS l(list text, by text, currency text, key text, label text, amount numeric,
                     rows int)`);
}
