import {
  decimalToUnits,
  SPEND_LEADERS,
  sumDecimals,
  type CoverageTrendPoint,
  type SpendCoverage,
} from '@trusty/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coverageOf, type LeaderCell, type SpendCell, type SpendState } from './spend-figures';

/**
 * The coverage figures straight from the stored rows, so they follow every correction, rule and
 * threshold change at once (no counter to go stale). Amounts are summed as `numeric`, exactly,
 * and sent as text. One statement groups the rows into spend cells (and, for the account, the
 * same per upload for the trend, in the same scan); another ranks the leaders.
 */

/** Which rows: one upload's, or the account's uploaded and analysed rows in a period. */
export type CoverageScope =
  | { kind: 'upload'; userId: string; uploadId: string }
  | { kind: 'account'; userId: string; from?: Date; before?: Date };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

function scopeCondition(scope: CoverageScope): SQL {
  if (scope.kind === 'upload')
    return sql`r.upload_id = ${scope.uploadId}::uuid AND r.user_id = ${scope.userId}::uuid`;
  const owner = sql`r.user_id = ${scope.userId}::uuid`;
  if (!scope.from && !scope.before) return owner;
  // An upload is in the period by its own time, all its rows with it; an analysis by its row's.
  const within = (column: SQL) =>
    sql.join(
      [
        scope.from ? sql`${column} >= ${scope.from.toISOString()}::timestamptz` : sql`true`,
        scope.before ? sql`${column} < ${scope.before.toISOString()}::timestamptz` : sql`true`,
      ],
      sql` AND `,
    );
  return sql`${owner} AND (r.upload_id IN (
      SELECT e.id FROM excel_results e WHERE e.user_id = ${scope.userId}::uuid AND ${within(sql`e.created_at`)})
    OR (r.upload_id IS NULL AND ${within(sql`r.created_at`)}))`;
}

/** The row's state (spend-figures.ts `spendStateOf`, in SQL). */
const stateOf = (threshold: number) => sql`
  CASE WHEN r.status = 'unclassified' THEN 'unclassified'
       WHEN r.review <> 'unreviewed' OR r.method = 'user' THEN 'people'
       WHEN r.method = 'rule' THEN 'rule'
       WHEN r.confidence >= ${threshold}::real THEN 'engine'
       ELSE 'review' END`;

/** Covered at one layer (spend-figures.ts `coveredOf`, in SQL). */
const coveredAt = (layer: SQL, threshold: number) => sql`
  (r.status = 'classified' AND (r.review <> 'unreviewed' OR r.method IN ('rule', 'user')
    OR coalesce(${layer}, r.confidence) >= ${threshold}::real))`;

interface CellRecord {
  upload_id: string | null;
  /** 1 for the scope's own cells, 0 for the cells of one upload (the trend). */
  overall: number;
  currency: string | null;
  cost_pool: string | null;
  it_tower: string | null;
  state: SpendState;
  pool_ok: boolean;
  tower_ok: boolean;
  sub_ok: boolean;
  amount: string | null;
  rows: number;
  without_amount: number;
  issues: number;
}

/**
 * Spend cells of the scope; for the account also per upload (the trend), as a second grouping
 * set of the same scan.
 */
async function spendCells(db: Db, scope: CoverageScope, threshold: number) {
  const trend = scope.kind === 'account';
  const result = await db.execute(sql`
    WITH r AS (
      SELECT r.upload_id, r.currency, r.amount, r.amount_issue,
             CASE WHEN r.status = 'classified' THEN r.cost_pool END AS cost_pool,
             CASE WHEN r.status = 'classified' THEN r.it_tower END AS it_tower,
             ${stateOf(threshold)} AS state,
             ${coveredAt(sql`r.pool_confidence`, threshold)} AS pool_ok,
             ${coveredAt(sql`r.tower_confidence`, threshold)} AS tower_ok,
             ${coveredAt(sql`r.sub_tower_confidence`, threshold)} AS sub_ok
      FROM result_rows r
      WHERE ${scopeCondition(scope)} AND r.status IN ('classified', 'unclassified')
    )
    SELECT ${trend ? sql`upload_id, GROUPING(upload_id)` : sql`NULL AS upload_id, 1`} AS overall,
           currency, cost_pool, it_tower, state, pool_ok, tower_ok, sub_ok,
           sum(amount)::text AS amount, count(amount)::int AS rows,
           count(*) FILTER (WHERE amount IS NULL AND amount_issue IS NULL)::int AS without_amount,
           count(*) FILTER (WHERE amount_issue IS NOT NULL)::int AS issues
    FROM r
    GROUP BY ${
      trend
        ? sql`GROUPING SETS ((currency, cost_pool, it_tower, state, pool_ok, tower_ok, sub_ok),
                             (upload_id, currency, state, pool_ok, tower_ok, sub_ok))`
        : sql`currency, cost_pool, it_tower, state, pool_ok, tower_ok, sub_ok`
    }`);
  return rowsOf<CellRecord>(result);
}

const toCell = (record: CellRecord): SpendCell => ({
  currency: record.currency,
  costPool: record.cost_pool,
  itTower: record.it_tower,
  state: record.state,
  covered: [record.pool_ok, record.tower_ok, record.sub_ok],
  amount: record.amount === null ? 0n : decimalToUnits(record.amount),
  rows: Number(record.rows),
});

interface LeaderRecord {
  list: LeaderCell['list'];
  by: LeaderCell['by'];
  currency: string | null;
  key: string;
  label: string;
  amount: string;
  rows: number;
}

/** The vendors and names with the most spend to review and unclassified, per currency. */
async function spendLeaders(db: Db, scope: CoverageScope, threshold: number) {
  const result = await db.execute(sql`
    WITH r AS (
      SELECT r.currency, r.amount, r.context ->> 'vendor' AS vendor, r.normalized_name,
             r.cost_name, ${stateOf(threshold)} AS state
      FROM result_rows r
      WHERE ${scopeCondition(scope)} AND r.amount IS NOT NULL AND r.amount_issue IS NULL
        AND (r.status = 'unclassified'
             OR (r.status = 'classified' AND r.review = 'unreviewed'
                 AND coalesce(r.method, '') NOT IN ('rule', 'user')
                 AND r.confidence < ${threshold}::real))
    ),
    grouped AS (
      SELECT state AS list, 'vendor' AS by, currency, vendor AS key, vendor AS label,
             sum(amount) AS amount, count(*)::int AS rows
      FROM r WHERE vendor IS NOT NULL AND vendor <> '' GROUP BY state, currency, vendor
      UNION ALL
      SELECT state, 'name', currency, normalized_name, min(cost_name COLLATE "C"),
             sum(amount), count(*)::int
      FROM r GROUP BY state, currency, normalized_name
    ),
    ranked AS (
      SELECT *, row_number() OVER (PARTITION BY list, by, currency
                                   ORDER BY amount DESC, key COLLATE "C") AS rank
      FROM grouped
    )
    SELECT list, by, currency, key, label, amount::text AS amount, rows
    FROM ranked WHERE rank <= ${SPEND_LEADERS}`);
  return rowsOf<LeaderRecord>(result).map((record): LeaderCell => ({
    list: record.list,
    by: record.by,
    currency: record.currency,
    key: record.key,
    label: record.label,
    amount: decimalToUnits(record.amount),
    rows: Number(record.rows),
  }));
}

export interface CoverageAnswer {
  coverage: SpendCoverage;
  /** Per upload of the scope (account scope only), for the trend. */
  byUpload: Map<string, SpendCell[]>;
}

export async function queryCoverage(
  db: Db,
  scope: CoverageScope,
  reviewThreshold: number,
): Promise<CoverageAnswer> {
  const [records, leaders] = await Promise.all([
    spendCells(db, scope, reviewThreshold),
    spendLeaders(db, scope, reviewThreshold),
  ]);
  const cells: SpendCell[] = [];
  const byUpload = new Map<string, SpendCell[]>();
  let rowsWithoutAmount = 0;
  let amountIssues = 0;
  for (const record of records) {
    if (Number(record.overall) === 0) {
      if (record.upload_id === null || Number(record.rows) === 0) continue;
      const list = byUpload.get(record.upload_id) ?? [];
      list.push(toCell(record));
      byUpload.set(record.upload_id, list);
      continue;
    }
    rowsWithoutAmount += Number(record.without_amount);
    amountIssues += Number(record.issues);
    if (Number(record.rows) > 0) cells.push(toCell(record));
  }
  return {
    coverage: coverageOf({ cells, leaders, reviewThreshold, rowsWithoutAmount, amountIssues }),
    byUpload,
  };
}

/** The trend's points: one per upload and currency, oldest upload first. */
export function trendOf(
  byUpload: ReadonlyMap<string, SpendCell[]>,
  uploads: ReadonlyArray<{ id: string; fileName: string; createdAt: Date }>,
): CoverageTrendPoint[] {
  const points: CoverageTrendPoint[] = [];
  for (const upload of uploads) {
    const cells = byUpload.get(upload.id);
    if (!cells) continue;
    const { currencies } = coverageOf({
      cells,
      leaders: [],
      reviewThreshold: 0,
      rowsWithoutAmount: 0,
      amountIssues: 0,
    });
    for (const spend of currencies)
      points.push({
        uploadId: upload.id,
        fileName: upload.fileName,
        createdAt: upload.createdAt.toISOString(),
        currency: spend.currency,
        total: spend.total,
        confident: sumDecimals([spend.byRules, spend.byPeople, spend.engineConfident]),
        covered: spend.covered,
      });
  }
  return points;
}
