import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { PIECE_BYTES, type StoredFileKind } from './stored-files';
import { insertRowsStatement, rowsStatements } from './store-rows';
import type { StoredUpload } from './stored-rows';

/**
 * PGlite runs one transaction at a time, so while an upload's charging transaction stores its
 * 100,000 rows (3–5 s) every other user's query waits, however often the event loop turns
 * (issue 19's benchmark: categorize p99 3.5 s during an upload, and 78–136 answered 503 by the
 * database queue). There, the rows and the file's pieces are stored before that transaction
 * instead, each statement in a short transaction of its own, so others' queries run between
 * them; the charging transaction then writes only the record, the charge and the counters.
 *
 * Until that transaction commits, the staged rows belong to an upload that does not exist: no
 * page shows them (every page starts from the upload's record, which must be the user's own),
 * nothing is charged for them, and a failure deletes them. Their foreign keys are not checked
 * (the upload's record comes last); PGlite is one process, so nothing else can take the user
 * or the upload away meanwhile except through this code. Rows carry their attempt's time in
 * `created_at`, so a failed attempt deletes its own rows and never those of another attempt
 * of the same upload (a queued job run again) that did commit. PostgreSQL keeps everything in
 * the one transaction: there others' transactions run beside it.
 */

const DELETE_BATCH = 1_000;

/** Rows of `uploadId` that match `which`, deleted a batch per statement. */
async function deleteRows(db: Db, uploadId: string, which: ReturnType<typeof sql>) {
  for (;;) {
    const { rows } = (await db.execute(sql`
      WITH gone AS (
        DELETE FROM result_rows WHERE id IN (
          SELECT id FROM result_rows WHERE upload_id = ${uploadId} AND ${which} LIMIT ${DELETE_BATCH})
        RETURNING 1)
      SELECT count(*)::int AS n FROM gone`)) as unknown as { rows: Array<{ n: number }> };
    if ((rows[0]?.n ?? 0) < DELETE_BATCH) return;
    await nextTurn();
  }
}

const noRecord = (uploadId: string) =>
  sql`NOT EXISTS (SELECT 1 FROM excel_results WHERE id = ${uploadId})`;

/**
 * What an earlier attempt of this upload left without committing (a crash): its rows and file
 * pieces, as long as the upload has no record.
 */
export async function clearUncommittedUpload(db: Db, uploadId: string): Promise<void> {
  await deleteRows(db, uploadId, noRecord(uploadId));
  await db.execute(
    sql`DELETE FROM excel_result_parts WHERE result_id = ${uploadId} AND ${noRecord(uploadId)}`,
  );
}

/** This attempt's rows and, while the upload has no record, its file pieces: after a failure. */
export async function dropStagedUpload(db: Db, uploadId: string, stamp: Date): Promise<void> {
  await deleteRows(db, uploadId, sql`created_at = ${stamp.toISOString()}::timestamptz`);
  await db.execute(
    sql`DELETE FROM excel_result_parts WHERE result_id = ${uploadId} AND ${noRecord(uploadId)}`,
  );
}

/** One short transaction with the foreign-key checks (triggers) off, as storeUploadRows does. */
const withoutForeignKeys = (db: Db, statement: ReturnType<typeof sql>) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(statement);
  });

/** A file's pieces after the first (stored-files.ts), only while the upload has no record. */
export async function stageOtherPieces(
  db: Db,
  uploadId: string,
  kind: StoredFileKind,
  bytes: Buffer,
): Promise<void> {
  for (let at = PIECE_BYTES, seq = 1; at < bytes.length; at += PIECE_BYTES, seq++) {
    const piece = bytes.subarray(at, at + PIECE_BYTES).toString('base64');
    await withoutForeignKeys(
      db,
      sql`INSERT INTO excel_result_parts (result_id, kind, seq, bytes)
          SELECT ${uploadId}, ${kind}, ${seq}, decode(${piece}, 'base64') WHERE ${noRecord(uploadId)}`,
    );
    await nextTurn();
  }
}

/**
 * The prepared rows, a short transaction per statement, stamped with the attempt's time; `stop`
 * ends it early (the upload failed meanwhile, and what was staged is about to be dropped).
 */
export async function stageUploadRows(
  db: Db,
  upload: StoredUpload,
  stamp: Date,
  stop?: AbortSignal,
): Promise<void> {
  let stored = 0;
  for await (const statement of rowsStatements(upload.rows)) {
    if (stop?.aborted) throw new Error('staging stopped: the upload failed');
    await withoutForeignKeys(db, insertRowsStatement(upload, statement, stamp));
    stored += statement.count;
    upload.onStored?.(stored);
    await nextTurn();
  }
}
