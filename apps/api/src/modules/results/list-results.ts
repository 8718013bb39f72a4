import type { Page, ResultSummary, ResultsQuery, UploadSummary } from '@trusty/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { excelResults, resultRows } from '../../db/schema/index';
import { countUploadRows, needsReview } from './needs-review';
import { toResultRow } from './row-shape';

type Kind = 'upload' | 'analysis';

/** The upload columns a summary shows; never the file bytes. */
export function uploadSummaryColumns(threshold: number, now: Date) {
  return {
    id: excelResults.id,
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

export function toUploadSummary(row: {
  id: string;
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
}): UploadSummary {
  return {
    kind: 'upload',
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
  };
}

/**
 * The Results list: the user's uploads and single analyses in one list, newest first. One
 * query pages the ids of both kinds together; two more fetch what the page shows of each.
 */
export async function listResults(
  db: Db,
  input: { userId: string; reviewThreshold: number; query: ResultsQuery; now?: Date },
): Promise<Page<ResultSummary>> {
  const { userId, query } = input;
  const now = input.now ?? new Date();
  const withUploads = query.kind !== 'analyses';
  const withAnalyses = query.kind !== 'uploads';

  const branches = [
    withUploads
      ? sql`SELECT 'upload' AS kind, id, created_at FROM excel_results WHERE user_id = ${userId}`
      : undefined,
    withAnalyses
      ? sql`SELECT 'analysis' AS kind, id, created_at FROM result_rows WHERE user_id = ${userId} AND upload_id IS NULL`
      : undefined,
  ].filter((branch) => branch !== undefined);

  const offset = (query.page - 1) * query.pageSize;
  const keyed = (await db.execute(sql`
    SELECT kind, id FROM (${sql.join(branches, sql` UNION ALL `)}) AS results
    ORDER BY created_at DESC, id DESC
    LIMIT ${query.pageSize} OFFSET ${offset}`)) as unknown as {
    rows: Array<{ kind: Kind; id: string }>;
  };
  const counted = (await db.execute(sql`
    SELECT ${withUploads ? sql`(SELECT count(*) FROM excel_results WHERE user_id = ${userId})` : sql`0`}::int
         + ${withAnalyses ? sql`(SELECT count(*) FROM result_rows WHERE user_id = ${userId} AND upload_id IS NULL)` : sql`0`}::int
      AS total`)) as unknown as { rows: Array<{ total: number | string }> };

  const uploadIds = keyed.rows.filter((row) => row.kind === 'upload').map((row) => row.id);
  const analysisIds = keyed.rows.filter((row) => row.kind === 'analysis').map((row) => row.id);
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
  for (const upload of uploads) byId.set(upload.id, toUploadSummary(upload));
  for (const analysis of analyses) {
    const row = toResultRow(analysis);
    byId.set(analysis.id, { kind: 'analysis', id: row.id, createdAt: row.createdAt, row });
  }
  return {
    items: keyed.rows.flatMap((row) => byId.get(row.id) ?? []),
    page: query.page,
    pageSize: query.pageSize,
    total: Number(counted.rows[0]?.total ?? 0),
  };
}
