import type {
  Page,
  ResultSummary,
  ResultsQuery,
  UploadSpend,
  UploadSummary,
} from '@trusty/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { excelResults, resultRows } from '../../db/schema/index';
import { querySpendOfUploads } from '../insights/coverage-queries';
import { countUploadRows, needsReview } from './needs-review';
import { pendingUploadsBranch, toPendingUploadSummary } from './pending-uploads';
import { toResultRow } from './row-shape';

/** `job`: an upload with no stored result yet (pending-uploads.ts). */
type Kind = 'upload' | 'job' | 'analysis';

/** The upload columns a summary shows; never the file bytes. */
export function uploadSummaryColumns(threshold: number, now: Date) {
  return {
    id: excelResults.id,
    source: excelResults.kind,
    fileName: excelResults.originalName,
    createdAt: excelResults.createdAt,
    totalRows: excelResults.totalRows,
    successfulRows: excelResults.successfulRows,
    errorRows: excelResults.errorRows,
    unclassifiedRows: excelResults.unclassifiedRows,
    skippedRows: excelResults.skippedRows,
    expiresAt: excelResults.expiresAt,
    downloadable: sql<boolean>`(${excelResults.expiresAt} > ${now.toISOString()}::timestamptz AND ${excelResults.file} IS NOT NULL)`,
    needsReview: countUploadRows(needsReview(threshold)),
  };
}

export function toUploadSummary(
  row: {
    id: string;
    source: 'upload' | 'batch';
    fileName: string;
    createdAt: Date;
    totalRows: number;
    successfulRows: number;
    errorRows: number;
    unclassifiedRows: number;
    skippedRows: number;
    expiresAt: Date;
    downloadable: boolean;
    needsReview: number;
  },
  spend: UploadSpend[] = [],
): UploadSummary {
  return {
    kind: 'upload',
    status: 'ready',
    id: row.id,
    fileName: row.fileName,
    createdAt: new Date(row.createdAt).toISOString(),
    totalRows: row.totalRows,
    successfulRows: row.successfulRows,
    errorRows: row.errorRows,
    unclassifiedRows: row.unclassifiedRows,
    skippedRows: row.skippedRows,
    needsReview: Number(row.needsReview),
    expiresAt: new Date(row.expiresAt).toISOString(),
    downloadable: Boolean(row.downloadable),
    ...(row.source === 'batch' ? { fromApi: true } : {}),
    spend,
  };
}

/**
 * The Results list: the user's uploads (stored, processing or failed) and single analyses in one
 * list, newest first. One statement pages the ids of every kind together and counts them, so the
 * page and its total come from one snapshot (a job turning into a result between two statements
 * would otherwise be counted twice or not at all); pending uploads come whole from it, and two
 * more queries fetch what the page shows of the stored kinds.
 */
export async function listResults(
  db: Db,
  input: { userId: string; reviewThreshold: number; query: ResultsQuery; now?: Date },
): Promise<Page<ResultSummary>> {
  const { userId, query } = input;
  const now = input.now ?? new Date();
  const withUploads = query.kind !== 'analyses';
  const withAnalyses = query.kind !== 'uploads';

  // The stored kinds need only their id here; the job branch brings what its item shows.
  const noJob = sql`NULL::text AS file_name, NULL::text AS job_state, NULL::text AS failure`;
  const branches = [
    withUploads
      ? sql`SELECT 'upload' AS kind, id, created_at, ${noJob} FROM excel_results WHERE user_id = ${userId}`
      : undefined,
    withUploads ? pendingUploadsBranch(userId) : undefined,
    withAnalyses
      ? sql`SELECT 'analysis' AS kind, id, created_at, ${noJob} FROM result_rows WHERE user_id = ${userId} AND upload_id IS NULL`
      : undefined,
  ].filter((branch) => branch !== undefined);

  const offset = (query.page - 1) * query.pageSize;
  // The count is the left side, so a page past the end still answers the total.
  const listed = (await db.execute(sql`
    WITH listed AS (${sql.join(branches, sql` UNION ALL `)})
    SELECT counted.total, paged.kind, paged.id, paged.created_at_ms, paged.file_name,
           paged.job_state, paged.failure
    FROM (SELECT count(*)::int AS total FROM listed) AS counted
    LEFT JOIN LATERAL (
      SELECT kind, id, created_at, extract(epoch FROM created_at) * 1000 AS created_at_ms,
             file_name, job_state, failure
      FROM listed
      ORDER BY created_at DESC, id DESC
      LIMIT ${query.pageSize} OFFSET ${offset}
    ) AS paged ON true
    ORDER BY paged.created_at DESC, paged.id DESC`)) as unknown as {
    rows: Array<{
      total: number | string;
      kind: Kind | null;
      id: string | null;
      created_at_ms: number | string | null;
      file_name: string | null;
      job_state: string | null;
      failure: string | null;
    }>;
  };
  // An empty page is one row: the count, with nothing joined to it.
  const keyed = listed.rows.flatMap((row) =>
    row.kind && row.id ? [{ ...row, kind: row.kind, id: row.id }] : [],
  );

  const uploadIds = keyed.filter((row) => row.kind === 'upload').map((row) => row.id);
  const analysisIds = keyed.filter((row) => row.kind === 'analysis').map((row) => row.id);
  const uploads = uploadIds.length
    ? await db
        .select(uploadSummaryColumns(input.reviewThreshold, now))
        .from(excelResults)
        .where(and(eq(excelResults.userId, userId), inArray(excelResults.id, uploadIds)))
    : [];
  const analyses = analysisIds.length
    ? await db
        .select()
        .from(resultRows)
        .where(and(eq(resultRows.userId, userId), inArray(resultRows.id, analysisIds)))
    : [];

  const byId = new Map<string, ResultSummary>();
  const spend = await querySpendOfUploads(
    db,
    userId,
    uploads.map((upload) => upload.id),
    input.reviewThreshold,
  );
  for (const upload of uploads) byId.set(upload.id, toUploadSummary(upload, spend.get(upload.id)));
  for (const job of keyed.filter((row) => row.kind === 'job'))
    byId.set(
      job.id,
      toPendingUploadSummary({
        id: job.id,
        createdAtMs: job.created_at_ms ?? 0,
        fileName: job.file_name,
        jobState: job.job_state,
        failure: job.failure,
      }),
    );
  for (const analysis of analyses) {
    const row = toResultRow(analysis);
    byId.set(analysis.id, { kind: 'analysis', id: row.id, createdAt: row.createdAt, row });
  }
  return {
    items: keyed.flatMap((row) => byId.get(row.id) ?? []),
    page: query.page,
    pageSize: query.pageSize,
    total: Number(listed.rows[0]?.total ?? 0),
  };
}
