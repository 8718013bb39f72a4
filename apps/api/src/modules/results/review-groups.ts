import type { Page, ResultMethod, ReviewGroup, ReviewQuery, RowStatus } from '@trusty/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { answerCandidates } from './candidates';
import { needsReview } from './needs-review';
import { assertOwnUpload } from './ownership';
import {
  canonicalDecimal,
  layerColumnsOf,
  layersOfColumns,
  roundConfidence,
  type LayerColumns,
} from './row-shape';

interface GroupRecord extends LayerColumns {
  normalized_name: string;
  row_count: number | string;
  confidence: number | null;
  cost_name: string;
  status: RowStatus;
  method: ResultMethod | null;
  reason: string;
  context: Record<string, string> | null;
  spend: Array<{ currency: string | null; total: string }> | string | null;
  total: number | string;
}

type ReviewOrder = 'amount' | 'confidence';

/** The money filters of the queue, on a group (`s`: its spend) — see `reviewQuerySchema`. */
function groupFilter(query: ReviewQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (query.currency === 'none')
    parts.push(
      sql`EXISTS (SELECT 1 FROM money m WHERE m.normalized_name = g.normalized_name AND m.currency IS NULL)`,
    );
  else if (query.currency)
    parts.push(
      sql`EXISTS (SELECT 1 FROM money m WHERE m.normalized_name = g.normalized_name AND m.currency = ${query.currency})`,
    );
  if (query.minAmount !== undefined) parts.push(sql`s.largest >= ${query.minAmount}::numeric`);
  if (query.maxAmount !== undefined) parts.push(sql`s.largest <= ${query.maxAmount}::numeric`);
  return sql.join(parts, sql` AND `);
}

/** Whether any row of the upload that needs review has an amount: then largest first. */
async function hasAmounts(
  db: Db,
  input: { userId: string; uploadId: string; reviewThreshold: number },
): Promise<boolean> {
  const result = (await db.execute(sql`
    SELECT EXISTS (SELECT 1 FROM result_rows
                   WHERE upload_id = ${input.uploadId} AND user_id = ${input.userId}
                     AND amount IS NOT NULL AND ${needsReview(input.reviewThreshold)}) AS found`)) as unknown as {
    rows: Array<{ found: boolean }>;
  };
  return Boolean(result.rows[0]?.found);
}

type QueueInput = { userId: string; uploadId: string; reviewThreshold: number; query: ReviewQuery };

/** The queue's groups as CTEs: `pending` rows, each group's majority answer, rows and money. */
function queueGroups({ userId, uploadId, reviewThreshold }: QueueInput): SQL {
  return sql`
    WITH pending AS (
      SELECT * FROM result_rows
      WHERE upload_id = ${uploadId} AND user_id = ${userId} AND ${needsReview(reviewThreshold)}
    ),
    answers AS (
      SELECT normalized_name, count(*) AS n,
             (array_agg(id ORDER BY row_number, id))[1] AS first_id,
             min(row_number) AS first_row
      FROM pending
      GROUP BY normalized_name, status, cost_pool, sub_cost_pool, it_tower, sub_tower,
               technical_solution, technical_category
    ),
    majority AS (
      SELECT DISTINCT ON (normalized_name) normalized_name, first_id
      FROM answers
      ORDER BY normalized_name, n DESC, first_row
    ),
    groups AS (
      SELECT normalized_name, count(*) AS row_count, min(confidence) AS confidence
      FROM pending
      GROUP BY normalized_name
    ),
    money AS (
      SELECT normalized_name, currency, sum(amount) AS total
      FROM pending WHERE amount IS NOT NULL
      GROUP BY normalized_name, currency
    ),
    spend AS (
      SELECT normalized_name, max(total) AS largest,
             jsonb_agg(jsonb_build_object('currency', currency, 'total', total::text)
                       ORDER BY total DESC, currency) AS spend
      FROM money GROUP BY normalized_name
    )`;
}

/**
 * The review queue of one upload: its rows that need review, grouped by normalised name so one
 * decision settles them all. Each group shows the answer most of its rows have (ties: the one
 * met first in the sheet) through the first row with that answer, and its money per currency.
 * Analysts review by value (issue 31): when the upload has amounts, the largest group total comes
 * first; otherwise, or on request, the doubtful groups (lowest confidence, nothing recognised
 * counting as lowest), then the biggest.
 */
export async function listReviewGroups(
  db: Db,
  input: QueueInput,
): Promise<Page<ReviewGroup> & { order: ReviewOrder }> {
  const { userId, uploadId, query } = input;
  await assertOwnUpload(db, userId, uploadId);
  const order: ReviewOrder =
    query.order ?? ((await hasAmounts(db, input)) ? 'amount' : 'confidence');
  const byConfidence = sql`g.confidence ASC NULLS FIRST, g.row_count DESC, g.normalized_name`;
  const result = (await db.execute(sql`
    ${queueGroups(input)}
    SELECT g.normalized_name, g.row_count::int AS row_count, g.confidence,
           r.cost_name, r.status, ${layerColumnsOf('r')}, r.method, r.reason, r.context,
           coalesce(s.spend, '[]'::jsonb) AS spend, count(*) OVER ()::int AS total
    FROM groups g
    JOIN majority m ON m.normalized_name = g.normalized_name
    JOIN pending r ON r.id = m.first_id
    LEFT JOIN spend s ON s.normalized_name = g.normalized_name
    WHERE ${groupFilter(query)}
    ORDER BY ${order === 'amount' ? sql`s.largest DESC NULLS LAST, ${byConfidence}` : byConfidence}
    LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`)) as unknown as {
    rows: GroupRecord[];
  };

  let total = Number(result.rows[0]?.total ?? 0);
  if (result.rows.length === 0 && query.page > 1) total = await countGroups(db, input);
  return {
    order,
    items: result.rows.map((record) => {
      const layers = record.status === 'classified' ? layersOfColumns(record) : null;
      const confidence = roundConfidence(
        record.confidence === null ? null : Number(record.confidence),
      );
      return {
        normalizedName: record.normalized_name,
        costName: record.cost_name,
        rowCount: Number(record.row_count),
        status: record.status,
        layers,
        confidence,
        method: record.method,
        reason: record.reason,
        context: record.context ?? {},
        candidates: answerCandidates({
          costName: record.cost_name,
          layers,
          confidence,
          reason: record.reason,
        }),
        spend: spendOf(record.spend),
      };
    }),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}

/** Only for a page past the end, where the window count has no row to ride on. */
async function countGroups(db: Db, input: QueueInput): Promise<number> {
  const result = (await db.execute(sql`
    ${queueGroups(input)}
    SELECT count(*)::int AS total FROM groups g
    LEFT JOIN spend s ON s.normalized_name = g.normalized_name
    WHERE ${groupFilter(input.query)}`)) as unknown as {
    rows: Array<{ total: number | string }>;
  };
  return Number(result.rows[0]?.total ?? 0);
}

/** A group's spend as the driver hands jsonb back (parsed, or as text), totals canonical. */
function spendOf(spend: GroupRecord['spend']): Array<{ currency: string | null; total: string }> {
  const list =
    typeof spend === 'string'
      ? (JSON.parse(spend) as Exclude<GroupRecord['spend'], string>)
      : spend;
  return (list ?? []).map((entry) => ({
    currency: entry.currency,
    total: canonicalDecimal(entry.total),
  }));
}
