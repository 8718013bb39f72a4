import type { Page, PageQuery, ResultMethod, ReviewGroup, RowStatus } from '@trusty/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { answerCandidates } from './candidates';
import { needsReview } from './needs-review';
import { assertOwnUpload } from './ownership';
import { layersOf, roundConfidence } from './row-shape';

interface GroupRecord {
  normalized_name: string;
  row_count: number | string;
  confidence: number | null;
  cost_name: string;
  status: RowStatus;
  cost_pool: string | null;
  sub_cost_pool: string | null;
  it_tower: string | null;
  sub_tower: string | null;
  technical_solution: string | null;
  technical_category: string | null;
  method: ResultMethod | null;
  reason: string;
  context: Record<string, string> | null;
  total: number | string;
}

/**
 * The review queue of one upload: its rows that need review, grouped by normalised name so one
 * decision settles them all. Each group shows the answer most of its rows have (ties: the one
 * met first in the sheet) through the first row with that answer; the doubtful groups come first
 * (lowest confidence, nothing recognised counting as lowest), then the biggest.
 */
export async function listReviewGroups(
  db: Db,
  input: { userId: string; uploadId: string; reviewThreshold: number; query: PageQuery },
): Promise<Page<ReviewGroup>> {
  const { userId, uploadId, query } = input;
  await assertOwnUpload(db, userId, uploadId);
  const result = (await db.execute(sql`
    WITH pending AS (
      SELECT * FROM result_rows
      WHERE upload_id = ${uploadId} AND user_id = ${userId} AND ${needsReview(input.reviewThreshold)}
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
    )
    SELECT g.normalized_name, g.row_count::int AS row_count, g.confidence,
           r.cost_name, r.status, r.cost_pool, r.sub_cost_pool, r.it_tower, r.sub_tower,
           r.technical_solution, r.technical_category, r.method, r.reason, r.context,
           count(*) OVER ()::int AS total
    FROM groups g
    JOIN majority m ON m.normalized_name = g.normalized_name
    JOIN pending r ON r.id = m.first_id
    ORDER BY g.confidence ASC NULLS FIRST, g.row_count DESC, g.normalized_name
    LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`)) as unknown as {
    rows: GroupRecord[];
  };

  let total = Number(result.rows[0]?.total ?? 0);
  if (result.rows.length === 0 && query.page > 1) total = await countGroups(db, input);
  return {
    items: result.rows.map((record) => {
      const layers =
        record.status === 'classified'
          ? layersOf({
              costPool: record.cost_pool,
              subCostPool: record.sub_cost_pool,
              itTower: record.it_tower,
              subTower: record.sub_tower,
              technicalSolution: record.technical_solution,
              technicalCategory: record.technical_category,
            })
          : null;
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
      };
    }),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}

/** Only for a page past the end, where the window count has no row to ride on. */
async function countGroups(
  db: Db,
  input: { userId: string; uploadId: string; reviewThreshold: number },
): Promise<number> {
  const result = (await db.execute(sql`
    SELECT count(DISTINCT normalized_name)::int AS total FROM result_rows
    WHERE upload_id = ${input.uploadId} AND user_id = ${input.userId}
      AND ${needsReview(input.reviewThreshold)}`)) as unknown as {
    rows: Array<{ total: number | string }>;
  };
  return Number(result.rows[0]?.total ?? 0);
}
