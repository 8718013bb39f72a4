import type { Insights, InsightsQuery, SpendCoverage } from '@trusty/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assertOwnUpload } from '../results/ownership';
import { queryCoverage, trendOf } from './coverage-queries';

/** The coverage of one upload, for its page (the owner's only: anything else is a 404). */
export async function getUploadCoverage(
  db: Db,
  input: { userId: string; uploadId: string; reviewThreshold: number },
): Promise<SpendCoverage> {
  await assertOwnUpload(db, input.userId, input.uploadId);
  const { coverage } = await queryCoverage(
    db,
    { kind: 'upload', userId: input.userId, uploadId: input.uploadId },
    input.reviewThreshold,
  );
  return coverage;
}

const DAY_MS = 86_400_000;
const startOf = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * The account's Insights for a period of whole days (UTC, `to` included): the coverage of every
 * upload of the period and of the analyses made in it, and each upload's coverage for the trend.
 */
export async function getInsights(
  db: Db,
  input: { userId: string; reviewThreshold: number; query: InsightsQuery },
): Promise<Insights> {
  const { from, to } = input.query;
  const period = {
    from: from ? startOf(from) : undefined,
    before: to ? new Date(startOf(to).getTime() + DAY_MS) : undefined,
  };
  const [answer, uploads] = await Promise.all([
    queryCoverage(db, { kind: 'account', userId: input.userId, ...period }, input.reviewThreshold),
    db.execute(sql`
      SELECT id, original_name, created_at FROM excel_results
      WHERE user_id = ${input.userId}::uuid
        ${period.from ? sql`AND created_at >= ${period.from.toISOString()}::timestamptz` : sql``}
        ${period.before ? sql`AND created_at < ${period.before.toISOString()}::timestamptz` : sql``}
      ORDER BY created_at, id`),
  ]);
  const listed = (
    uploads as unknown as {
      rows: Array<{ id: string; original_name: string; created_at: Date | string }>;
    }
  ).rows.map((row) => ({
    id: row.id,
    fileName: row.original_name,
    createdAt: new Date(row.created_at),
  }));
  return {
    from: from ?? null,
    to: to ?? null,
    coverage: answer.coverage,
    trend: trendOf(answer.byUpload, listed),
  };
}
