import type { ColumnChoice } from '@trusty/contracts';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ExcelProcessResult } from '@trusty/contracts';
import { eq } from 'drizzle-orm';
import { bulkDb, type Db } from '../../db/client';
import { excelResults } from '../../db/schema/index';
import { chargeCredits, recordUsage } from '../credits/service';
import { excelErrors } from './excel-errors';
import { XLSX_CONTENT_TYPE } from './results';
import {
  clearUncommittedUpload,
  dropStagedUpload,
  stageOtherPieces,
  stageUploadRows,
} from './staged-upload';
import { addRuleHits, storeUploadRows } from './store-rows';
import type { StoredUpload } from './stored-rows';
import { firstPiece, storeOtherPieces } from './stored-files';

/**
 * An upload's last step: its record, every row, the result file and its source, and the charge,
 * all in one transaction that commits or leaves nothing behind. The rows (100,000 on a big
 * ledger) are stored while the worker thread still writes the workbook; where they go first
 * depends on the database:
 *
 * - PostgreSQL runs others' transactions beside this one: the transaction charges, writes the
 *   record and stores the rows as soon as they are ready, and takes the file when the worker is
 *   done (issue 19's benchmark: the 1.9 s of rows and the 1.1 s of writing overlap, where they
 *   used to follow each other).
 * - PGlite runs one transaction at a time: rows and file pieces are staged before it, a short
 *   transaction each, so others' queries run between them (staged-upload.ts); the charging
 *   transaction then writes only the record, the charge and the counters.
 */

export interface UploadFiles {
  /** The result workbook. */
  file: Buffer;
  /** The upload as read, gzipped: kept to write the result again with corrections. */
  source: Buffer;
}

export interface UploadCommit {
  userId: string;
  processId: string;
  fileName: string;
  result: ExcelProcessResult;
  /** Rows the engine classified: the charge. */
  chargedRows: number;
  columnsRead: string[];
  /** SHA-256 of the uploaded file (hex). */
  contentHash?: string;
  /** How the sheet was read: Apply reads the source the same way (issue 34 §2). */
  columnChoice: ColumnChoice;
  expiresAt: Date;
  /** The rows to store, made in batches as they are stored (store-rows.ts). */
  prepare(): StoredUpload;
  /** The worker's written workbook, and the source; rejects if the write failed. */
  files: Promise<UploadFiles>;
  /** Aborted once the write failed or the client left: rows still being stored stop. */
  stop: AbortSignal;
  /** The client's: aborted when it left. */
  signal: AbortSignal;
  /** The upload's spend roll-up, written with it (insights/spend-rollups.ts). */
  rollUp?(tx: Db): Promise<void>;
  /** Runs last inside the transaction: a throw there writes nothing. */
  beforeCommit?(tx: Db, result: ExcelProcessResult): Promise<void>;
}

/** The upload's own failure comes first: a write that failed, then a client that left. */
function settled<T>(outcome: PromiseSettledResult<T>, signal: AbortSignal): T {
  if (outcome.status === 'rejected') throw outcome.reason;
  if (signal.aborted) throw excelErrors.cancelled();
  return outcome.value;
}

/** PostgreSQL: one transaction, the rows stored while the workbook is written. */
export async function commitWhileWriting(db: Db, commit: UploadCommit): Promise<void> {
  const upload = commit.prepare();
  await db.transaction(async (tx) => {
    await chargeAndRecord(tx, commit);
    const [written, stored] = await Promise.allSettled([
      commit.files,
      storeUploadRows(tx, upload, commit.stop),
    ]);
    const files = settled(written, commit.signal);
    settled(stored, commit.signal);
    await attachFiles(tx, commit.processId, files, true);
    await finish(tx, commit, upload);
  });
}

/** PGlite: rows and file pieces staged in short transactions, then a short charging one. */
export async function commitStaged(db: Db, commit: UploadCommit): Promise<void> {
  // Staged rows carry their attempt's time: a failure drops these and no other attempt's.
  const stamp = new Date();
  // Staging yields to other users' queries (bulkDb); the charging transaction does not.
  const bulk = bulkDb(db);
  try {
    const staging = (async () => {
      const upload = commit.prepare();
      await clearUncommittedUpload(bulk, commit.processId);
      await stageUploadRows(bulk, upload, stamp, commit.stop);
      return upload;
    })();
    // Both settled before going on: a failure must not leave rows being staged behind it.
    const [written, staged] = await Promise.allSettled([commit.files, staging]);
    const files = settled(written, commit.signal);
    const upload = settled(staged, commit.signal);
    await stageOtherPieces(bulk, commit.processId, 'file', files.file);
    await stageOtherPieces(bulk, commit.processId, 'source', files.source);
    if (commit.signal.aborted) throw excelErrors.cancelled();
    await db.transaction(async (tx) => {
      await chargeAndRecord(tx, commit);
      await attachFiles(tx, commit.processId, files, false);
      await finish(tx, commit, upload);
    });
  } catch (error) {
    // The failure is what the caller must hear; rows a failed clean-up leaves are cleared by
    // the upload's next attempt, and no page shows them meanwhile.
    await dropStagedUpload(bulk, commit.processId, stamp).catch(() => undefined);
    throw error;
  }
}

/** The charge, then the upload's record (its file comes with attachFiles). */
async function chargeAndRecord(tx: Db, commit: UploadCommit): Promise<void> {
  const { result, processId } = commit;
  // Charge first: its row lock on the user must come before the upload record's foreign-key
  // lock on the same user, or two concurrent uploads deadlock (each holds the key lock the
  // other's FOR UPDATE waits for) instead of one getting 402.
  if (commit.chargedRows > 0) {
    await chargeCredits(tx, {
      userId: commit.userId,
      amount: commit.chargedRows,
      kind: 'usage_excel',
      reference: `excel:${processId}`,
      metadata: {
        processId,
        fileName: commit.fileName,
        totalRows: result.totalRows,
        errorRows: result.errorRows,
        unclassifiedRows: result.unclassifiedRows,
        skippedRows: result.skippedRows,
        ruleRows: result.ruleRows,
      },
    });
  }
  await tx.insert(excelResults).values({
    id: processId,
    userId: commit.userId,
    originalName: commit.fileName,
    contentType: XLSX_CONTENT_TYPE,
    totalRows: result.totalRows,
    successfulRows: result.successfulRows,
    errorRows: result.errorRows,
    unclassifiedRows: result.unclassifiedRows,
    skippedRows: result.skippedRows,
    columnsRead: commit.columnsRead,
    contentHash: commit.contentHash ?? null,
    columnChoice: commit.columnChoice,
    errors: result.errors,
    expiresAt: commit.expiresAt,
  });
}

/** The files' first pieces in the record and, unless staged already, their other pieces. */
async function attachFiles(
  tx: Db,
  processId: string,
  files: UploadFiles,
  withPieces: boolean,
): Promise<void> {
  await tx
    .update(excelResults)
    .set({ file: firstPiece(files.file), fileWrittenAt: new Date() })
    .where(eq(excelResults.id, processId));
  await nextTurn();
  await tx
    .update(excelResults)
    .set({ source: firstPiece(files.source) })
    .where(eq(excelResults.id, processId));
  if (!withPieces) return;
  await storeOtherPieces(tx, processId, 'file', files.file);
  await storeOtherPieces(tx, processId, 'source', files.source);
}

async function finish(tx: Db, commit: UploadCommit, upload: StoredUpload): Promise<void> {
  await addRuleHits(tx, upload);
  await recordUsage(tx, commit.userId, {
    fileUploads: 1,
    costsClassified: commit.result.successfulRows,
  });
  await commit.rollUp?.(tx);
  await commit.beforeCommit?.(tx, commit.result);
}
