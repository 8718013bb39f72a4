import type { Insights, InsightsQuery, SpendCoverage } from '@trusty/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { excelResults } from '../../db/schema/index';
import { assertOwnUpload, isUuid, uploadNotFound } from '../results/ownership';
import { queryCoverage, queryTrend } from './coverage-queries';

/** The coverage of one upload, for its page (the owner's only: anything else is a 404). */
export async function getUploadCoverage(
  db: Db,
  input: { userId: string; uploadId: string; reviewThreshold: number },
): Promise<SpendCoverage> {
  await assertOwnUpload(db, input.userId, input.uploadId);
  return queryCoverage(
    db,
    { userId: input.userId, uploadId: input.uploadId },
    input.reviewThreshold,
  );
}

const DAY_MS = 86_400_000;
const startOf = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * The account's Insights for a period of whole days (UTC, `to` included): the coverage of every
 * upload made in it (batches of the API included; single analyses carry no amount), and each
 * upload's own for the trend.
 */
export async function getInsights(
  db: Db,
  input: { userId: string; reviewThreshold: number; query: InsightsQuery },
): Promise<Insights> {
  const { from, to } = input.query;
  const set = {
    userId: input.userId,
    from: from ? startOf(from) : undefined,
    before: to ? new Date(startOf(to).getTime() + DAY_MS) : undefined,
  };
  const coverage = await queryCoverage(db, set, input.reviewThreshold);
  return { from: from ?? null, to: to ?? null, coverage, trend: await queryTrend(db, set) };
}

/** The name the user's upload was sent as; the results 404 for anyone else's. */
export async function uploadName(db: Db, userId: string, uploadId: string): Promise<string> {
  if (!isUuid(uploadId)) throw uploadNotFound();
  const [upload] = await db
    .select({ name: excelResults.originalName })
    .from(excelResults)
    .where(and(eq(excelResults.id, uploadId), eq(excelResults.userId, userId)));
  if (!upload) throw uploadNotFound();
  return upload.name;
}
