import type { UploadDetail } from '@trusty/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { excelResults } from '../../db/schema/index';
import { querySpendOfUploads } from '../insights/coverage-queries';
import { countUploadRows } from './needs-review';
import { toUploadSummary, uploadSummaryColumns } from './list-results';
import { isUuid, uploadNotFound } from './ownership';

/** One upload with the counters its page shows; the owner's only (else the results 404). */
export async function getUploadDetail(
  db: Db,
  input: { userId: string; uploadId: string; reviewThreshold: number; now?: Date },
): Promise<UploadDetail> {
  const { userId, uploadId, reviewThreshold } = input;
  if (!isUuid(uploadId)) throw uploadNotFound();
  const now = input.now ?? new Date();
  const [upload] = await db
    .select({
      ...uploadSummaryColumns(reviewThreshold, now),
      columnsRead: excelResults.columnsRead,
      fileOutdated: sql<boolean>`(${excelResults.rowsChangedAt} IS NOT NULL AND (${excelResults.fileWrittenAt} IS NULL OR ${excelResults.fileWrittenAt} < ${excelResults.rowsChangedAt}))`,
      reviewed: countUploadRows(sql`result_rows.review <> 'unreviewed'`),
      ruleRows: countUploadRows(sql`result_rows.method = 'rule'`),
    })
    .from(excelResults)
    .where(and(eq(excelResults.id, uploadId), eq(excelResults.userId, userId)));
  if (!upload) throw uploadNotFound();
  const spend = await querySpendOfUploads(db, userId, [uploadId], reviewThreshold);
  return {
    ...toUploadSummary(upload, spend.get(uploadId)),
    columnsRead: upload.columnsRead ?? [],
    reviewThreshold,
    reviewed: Number(upload.reviewed),
    ruleRows: Number(upload.ruleRows),
    fileOutdated: Boolean(upload.fileOutdated),
  };
}
