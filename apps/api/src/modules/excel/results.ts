import { processedFileName, type ExcelResultDetails } from '@trusty/contracts';
import { and, asc, eq, gt, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { excelResultParts, excelResults, resultRows } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { DETAIL_ROWS } from './row-outcomes';
import { readOtherPieces } from './stored-files';

/**
 * Stored results: only the owner reads them, and the file only until it expires; then a sweep
 * clears the file (the record and its rows stay for the Results page). Anyone else, an unknown
 * id and an expired id all get the same 404, so ids cannot be probed.
 */

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFoundResult = () => notFound('This processed file does not exist or has expired.');

/** The row filter for "this user's result, not expired"; ids that are not uuids match nothing. */
function ownedAndLive(userId: string, processId: string, now: Date) {
  if (!UUID.test(processId)) throw notFoundResult();
  return and(
    eq(excelResults.id, processId),
    eq(excelResults.userId, userId),
    gt(excelResults.expiresAt, now),
    isNotNull(excelResults.file),
  );
}

function theOne<T>(rows: T[]): T {
  const row = rows[0];
  if (!row) throw notFoundResult();
  return row;
}

/** RFC 6266: an ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Read as base64 text, encoded by the database (see stored-files.ts). */
const fileAsBase64: SQL<string> = sql<string>`encode(${excelResults.file}, 'base64')`;

export interface ResultFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * The file as stored: the record's piece and the pieces after it (stored-files.ts), read in one
 * snapshot so an apply rewriting the file meanwhile is seen either wholly or not at all.
 */
export async function getResultFile(
  db: Db,
  userId: string,
  processId: string,
  now = new Date(),
): Promise<ResultFile> {
  const where = ownedAndLive(userId, processId, now);
  return db.transaction(
    async (tx) => {
      const row = theOne(
        await tx
          .select({
            originalName: excelResults.originalName,
            contentType: excelResults.contentType,
            file: fileAsBase64,
          })
          .from(excelResults)
          .where(where),
      );
      return {
        fileName: processedFileName(row.originalName),
        contentType: row.contentType,
        bytes: await readOtherPieces(tx, processId, 'file', Buffer.from(row.file, 'base64')),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export async function getResultDetails(
  db: Db,
  userId: string,
  processId: string,
  now = new Date(),
): Promise<ExcelResultDetails> {
  const row = theOne(
    await db
      .select({ successfulRows: excelResults.successfulRows })
      .from(excelResults)
      .where(ownedAndLive(userId, processId, now)),
  );
  // The first classified rows as they stand now (corrections and rules included), capped.
  const rows = await db
    .select({
      row: resultRows.rowNumber,
      costName: resultRows.costName,
      costPool: resultRows.costPool,
      subCostPool: resultRows.subCostPool,
      itTower: resultRows.itTower,
      subTower: resultRows.subTower,
      technicalSolution: resultRows.technicalSolution,
      technicalCategory: resultRows.technicalCategory,
      // stored as a real: rounded back to the engine's few decimals, not 0.8700000047683716
      confidence: sql<number>`round(${resultRows.confidence}::numeric, 4)::float8`,
      reason: resultRows.reason,
    })
    .from(resultRows)
    .where(and(eq(resultRows.uploadId, processId), eq(resultRows.status, 'classified')))
    .orderBy(asc(resultRows.rowNumber))
    .limit(DETAIL_ROWS);
  return {
    processId,
    successfulRows: row.successfulRows,
    rows: rows.map((r) => ({
      row: r.row ?? 0,
      costName: r.costName,
      categorization: {
        'Cost Pool': r.costPool ?? '',
        'Sub-Cost Pool': r.subCostPool ?? '',
        'IT Tower': r.itTower ?? '',
        'Sub-Tower': r.subTower ?? '',
        'Technical Solution': r.technicalSolution ?? '',
        'Technical Category': r.technicalCategory ?? '',
      },
      confidence: Number(r.confidence ?? 0),
      reason: r.reason,
    })),
    truncated: row.successfulRows > rows.length,
  };
}

/**
 * Clears the file and the kept source of every result whose time is up, keeping the record
 * (and so its rows) for the Results page; returns how many were cleared.
 */
export async function sweepExpiredResults(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const cleared = await tx
      .update(excelResults)
      .set({ file: null, source: null })
      .where(
        and(
          lte(excelResults.expiresAt, now),
          or(isNotNull(excelResults.file), isNotNull(excelResults.source)),
        ),
      )
      .returning({ id: excelResults.id });
    if (cleared.length > 0)
      await tx.delete(excelResultParts).where(
        inArray(
          excelResultParts.resultId,
          cleared.map((row) => row.id),
        ),
      );
    return cleared.length;
  });
}
