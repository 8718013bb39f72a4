import {
  decimalToUnits,
  SPEND_LEADERS,
  sumDecimals,
  type CoverageTrendPoint,
  type SpendCoverage,
  type UploadSpend,
} from '@trusty/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coverageOf, type LeaderCell, type SpendCell, type SpendState } from './spend-figures';
import { refreshRollups, uploadsIn, type UploadSet } from './spend-rollups';

/**
 * The coverage figures of a set of uploads (one, a period's, the account's), added up from their
 * roll-ups (spend-rollups.ts), which are first brought up to date with the rows: the figures
 * follow every correction, rule and threshold change at once. Amounts are summed as `numeric`,
 * exactly, and read as text.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface CellRecord {
  currency: string | null;
  cost_pool: string | null;
  it_tower: string | null;
  state: SpendState;
  pool_covered: boolean;
  tower_covered: boolean;
  sub_tower_covered: boolean;
  amount: string;
  rows: number | string;
}

const toCell = (record: CellRecord): SpendCell => ({
  currency: record.currency,
  costPool: record.cost_pool,
  itTower: record.it_tower,
  state: record.state,
  covered: [record.pool_covered, record.tower_covered, record.sub_tower_covered],
  amount: decimalToUnits(record.amount),
  rows: Number(record.rows),
});

interface LeaderRecord {
  list: LeaderCell['list'];
  by: LeaderCell['by'];
  currency: string | null;
  key: string;
  label: string;
  amount: string;
  rows: number | string;
}

async function readCoverage(db: Db, set: UploadSet, reviewThreshold: number) {
  const uploads = sql`SELECT e.id FROM excel_results e WHERE ${uploadsIn(set)}`;
  const [cells, leaders, counts] = await Promise.all([
    db.execute(sql`
      SELECT currency, cost_pool, it_tower, state, pool_covered, tower_covered,
             sub_tower_covered, sum(amount)::text AS amount, sum(rows) AS rows
      FROM upload_spend WHERE upload_id IN (${uploads})
      GROUP BY currency, cost_pool, it_tower, state, pool_covered, tower_covered,
               sub_tower_covered`),
    db.execute(sql`
      WITH grouped AS (
        SELECT list, by, currency, key, min(label COLLATE "C") AS label, sum(amount) AS amount,
               sum(rows) AS rows
        FROM upload_spend_leaders WHERE upload_id IN (${uploads})
        GROUP BY list, by, currency, key
      ),
      ranked AS (
        SELECT *, row_number() OVER (PARTITION BY list, by, currency
                                     ORDER BY amount DESC, key COLLATE "C") AS rank
        FROM grouped
      )
      SELECT list, by, currency, key, label, amount::text AS amount, rows
      FROM ranked WHERE rank <= ${SPEND_LEADERS}`),
    db.execute(sql`
      SELECT coalesce(sum(rows_without_amount), 0) AS without_amount,
             coalesce(sum(amount_issues), 0) AS issues,
             coalesce(bool_and(leaders_complete), true) AS complete
      FROM upload_spend_versions WHERE upload_id IN (${uploads})`),
  ]);
  const [count] = rowsOf<{ without_amount: string; issues: string; complete: boolean }>(counts);
  return coverageOf({
    cells: rowsOf<CellRecord>(cells).map(toCell),
    leaders: rowsOf<LeaderRecord>(leaders).map((record) => ({
      ...record,
      amount: decimalToUnits(record.amount),
      rows: Number(record.rows),
    })),
    reviewThreshold,
    rowsWithoutAmount: Number(count?.without_amount ?? 0),
    amountIssues: Number(count?.issues ?? 0),
    leadersComplete: count?.complete ?? true,
  });
}

/** The coverage of a set of uploads, rolled up again where the rows moved. */
export async function queryCoverage(
  db: Db,
  set: UploadSet,
  reviewThreshold: number,
): Promise<SpendCoverage> {
  await refreshRollups(db, set, reviewThreshold);
  return readCoverage(db, set, reviewThreshold);
}

/** Each upload's spend per currency, oldest upload first (rolled up by `queryCoverage`). */
export async function queryTrend(db: Db, set: UploadSet): Promise<CoverageTrendPoint[]> {
  const records = rowsOf<{
    id: string;
    original_name: string;
    created_at: Date | string;
    currency: string | null;
    total: string;
    confident: string;
    pool: string;
    tower: string;
    sub_tower: string;
  }>(
    await db.execute(sql`
      SELECT e.id, e.original_name, e.created_at, s.currency,
             sum(s.amount)::text AS total,
             coalesce(sum(s.amount) FILTER (WHERE s.state IN ('rule', 'people', 'engine')), 0)::text AS confident,
             coalesce(sum(s.amount) FILTER (WHERE s.pool_covered), 0)::text AS pool,
             coalesce(sum(s.amount) FILTER (WHERE s.tower_covered), 0)::text AS tower,
             coalesce(sum(s.amount) FILTER (WHERE s.sub_tower_covered), 0)::text AS sub_tower
      FROM excel_results e JOIN upload_spend s ON s.upload_id = e.id
      WHERE ${uploadsIn(set)}
      GROUP BY e.id, e.original_name, e.created_at, s.currency
      ORDER BY e.created_at, e.id, sum(s.amount) DESC, s.currency`),
  );
  const exact = (text: string) => sumDecimals([text]);
  return records.map((record) => ({
    uploadId: record.id,
    fileName: record.original_name,
    createdAt: new Date(record.created_at).toISOString(),
    currency: record.currency,
    total: exact(record.total),
    confident: exact(record.confident),
    covered: {
      costPool: exact(record.pool),
      itTower: exact(record.tower),
      subTower: exact(record.sub_tower),
    },
  }));
}

/** Each listed upload's spend per currency, largest first: what the Results list shows. */
export async function querySpendOfUploads(
  db: Db,
  userId: string,
  uploadIds: readonly string[],
  reviewThreshold: number,
): Promise<Map<string, UploadSpend[]>> {
  const spend = new Map<string, UploadSpend[]>();
  if (uploadIds.length === 0) return spend;
  const set = { userId, uploadIds };
  await refreshRollups(db, set, reviewThreshold);
  const records = rowsOf<{
    upload_id: string;
    currency: string | null;
    total: string;
    confident: string;
  }>(
    await db.execute(sql`
      SELECT s.upload_id, s.currency, sum(s.amount)::text AS total,
             coalesce(sum(s.amount) FILTER (WHERE s.state IN ('rule', 'people', 'engine')), 0)::text
               AS confident
      FROM upload_spend s JOIN excel_results e ON e.id = s.upload_id
      WHERE ${uploadsIn(set)}
      GROUP BY s.upload_id, s.currency
      ORDER BY s.upload_id, sum(s.amount) DESC, s.currency`),
  );
  for (const record of records) {
    const list = spend.get(record.upload_id) ?? [];
    list.push({
      currency: record.currency,
      total: sumDecimals([record.total]),
      confident: sumDecimals([record.confident]),
    });
    spend.set(record.upload_id, list);
  }
  return spend;
}
