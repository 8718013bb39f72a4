import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * An upload's result file and its source are kept in pieces: the first in the record's own
 * column (`excel_results.file` / `.source`, so "is there a file" stays a look at the record, and
 * an older record holding a whole file there still reads), the others in `excel_result_parts`,
 * a statement each. On PGlite a statement runs on the event loop, and one value of a few
 * megabytes held it 0.5–0.9 s while the database decoded and stored it; a piece of 64 KB takes
 * a few milliseconds (measured 2–15 ms, against 10–45 ms for 256 KB).
 */
export const PIECE_BYTES = 64 * 1024;

/** Pieces read back per statement: 1 MB of base64 text, a few milliseconds to parse. */
const PIECES_PER_READ = 12;

export type StoredFileKind = 'file' | 'source';

/**
 * Bytes travel to and from the database as base64 text, decoded by the database: PGlite
 * serialises a bytea parameter to hex in JavaScript, measured at 2.6 s for 15 MB (0.26 s as
 * base64) and 0.85 s to read back (0.1 s as base64), all of it blocking the event loop.
 */
export function fileParameter(bytes: Buffer): Buffer {
  return sql`decode(${bytes.toString('base64')}, 'base64')` as unknown as Buffer;
}

/** The piece kept in the record's own column. */
export const firstPiece = (bytes: Buffer): Buffer => fileParameter(bytes.subarray(0, PIECE_BYTES));

/**
 * The pieces after the first, a statement each with a turn of the event loop between them;
 * any pieces a previous version of this file left are deleted first. Meant for a transaction
 * that also writes the record's piece, so a reader never sees two versions mixed.
 */
export async function storeOtherPieces(
  tx: Db,
  resultId: string,
  kind: StoredFileKind,
  bytes: Buffer,
): Promise<void> {
  await tx.execute(
    sql`DELETE FROM excel_result_parts WHERE result_id = ${resultId} AND kind = ${kind}`,
  );
  for (let at = PIECE_BYTES, seq = 1; at < bytes.length; at += PIECE_BYTES, seq++) {
    await nextTurn();
    const piece = bytes.subarray(at, at + PIECE_BYTES).toString('base64');
    await tx.execute(sql`
      INSERT INTO excel_result_parts (result_id, kind, seq, bytes)
      VALUES (${resultId}, ${kind}, ${seq}, decode(${piece}, 'base64'))`);
  }
}

/**
 * The whole file from its record's piece (base64, as read with the record) and the pieces after
 * it, read a few at a time. Call it in the transaction that read the record when another may
 * rewrite the file meanwhile (apply), so both come from one snapshot.
 */
export async function readOtherPieces(
  db: Db,
  resultId: string,
  kind: StoredFileKind,
  first: Buffer,
): Promise<Buffer> {
  const pieces = [first];
  for (let after = 0; ;) {
    const { rows } = (await db.execute(sql`
      SELECT seq, encode(bytes, 'base64') AS bytes FROM excel_result_parts
      WHERE result_id = ${resultId} AND kind = ${kind} AND seq > ${after}
      ORDER BY seq LIMIT ${PIECES_PER_READ}`)) as unknown as {
      rows: Array<{ seq: number; bytes: string }>;
    };
    for (const row of rows) pieces.push(Buffer.from(row.bytes, 'base64'));
    if (rows.length < PIECES_PER_READ) break;
    after = (rows[rows.length - 1] as { seq: number }).seq;
    await nextTurn();
  }
  return pieces.length === 1 ? first : Buffer.concat(pieces);
}
