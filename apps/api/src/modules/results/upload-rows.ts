import {
  CONFIDENCE_BANDS,
  type ConfidenceBand,
  type Page,
  type ResultRow,
  type RowsQuery,
} from '@trusty/contracts';
import { and, asc, count, eq, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resultRows } from '../../db/schema/index';
import { normalizedNameOf } from './normalized-name';
import { needsReview } from './needs-review';
import { assertOwnUpload } from './ownership';
import { toResultRow } from './row-shape';

/** low < 0.6 ≤ medium < 0.8 ≤ high; a row without confidence (unclassified) is in no band. */
const BANDS: Record<ConfidenceBand, [number | undefined, number | undefined]> = {
  low: [undefined, CONFIDENCE_BANDS.medium],
  medium: [CONFIDENCE_BANDS.medium, CONFIDENCE_BANDS.high],
  high: [CONFIDENCE_BANDS.high, undefined],
};

function bandCondition(band: ConfidenceBand): SQL {
  const [from, below] = BANDS[band];
  const parts: SQL[] = [];
  if (from !== undefined) parts.push(sql`${resultRows.confidence} >= ${from}::real`);
  if (below !== undefined) parts.push(sql`${resultRows.confidence} < ${below}::real`);
  return and(...parts) as SQL;
}

/** `%`, `_` and the escape character itself match literally in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The name as written, or its normalised form ("licences" finds "License"). */
function searchCondition(q: string): SQL {
  const asWritten = sql`${resultRows.costName} ILIKE ${`%${escapeLike(q)}%`} ESCAPE '\\'`;
  const normalized = normalizedNameOf(q);
  if (!normalized) return asWritten;
  return or(
    asWritten,
    sql`${resultRows.normalizedName} LIKE ${`%${escapeLike(normalized)}%`} ESCAPE '\\'`,
  ) as SQL;
}

/** An upload's rows in sheet order, searched and filtered, one page. */
export async function listUploadRows(
  db: Db,
  input: { userId: string; uploadId: string; reviewThreshold: number; query: RowsQuery },
): Promise<Page<ResultRow>> {
  const { userId, uploadId, query } = input;
  await assertOwnUpload(db, userId, uploadId);

  const conditions: SQL[] = [eq(resultRows.uploadId, uploadId), eq(resultRows.userId, userId)];
  if (query.q) conditions.push(searchCondition(query.q));
  if (query.band) conditions.push(bandCondition(query.band));
  if (query.tower) conditions.push(eq(resultRows.itTower, query.tower));
  if (query.costPool) conditions.push(eq(resultRows.costPool, query.costPool));
  if (query.status) conditions.push(eq(resultRows.status, query.status));
  if (query.review) conditions.push(eq(resultRows.review, query.review));
  if (query.needsReview === 'true') conditions.push(needsReview(input.reviewThreshold));
  if (query.needsReview === 'false') conditions.push(not(needsReview(input.reviewThreshold)));
  if (query.currency === 'none')
    conditions.push(sql`${resultRows.currency} IS NULL AND ${resultRows.amount} IS NOT NULL`);
  else if (query.currency) conditions.push(eq(resultRows.currency, query.currency));
  if (query.minAmount !== undefined)
    conditions.push(sql`${resultRows.amount} >= ${query.minAmount}::numeric`);
  if (query.maxAmount !== undefined)
    conditions.push(sql`${resultRows.amount} <= ${query.maxAmount}::numeric`);
  const where = and(...conditions);
  const order =
    query.order === 'amount'
      ? [sql`${resultRows.amount} DESC NULLS LAST`, asc(resultRows.rowNumber), asc(resultRows.id)]
      : [asc(resultRows.rowNumber), asc(resultRows.id)];

  const rows = await db
    .select()
    .from(resultRows)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [counted] = await db.select({ total: count() }).from(resultRows).where(where);
  return {
    items: rows.map(toResultRow),
    page: query.page,
    pageSize: query.pageSize,
    total: Number(counted?.total ?? 0),
  };
}
