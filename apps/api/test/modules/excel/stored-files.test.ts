import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { ExcelProcessResult } from '@trusty/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { excelResults } from '../../../src/db/schema/index';
import { sweepExpiredResults } from '../../../src/modules/excel/results';
import { PIECE_BYTES } from '../../../src/modules/excel/stored-files';
import { useTestApp } from '../../helpers/app';
import { createUser, type TestUser } from '../../helpers/users';
import { readWorkbook, upload } from './excel-helpers';
import { ledgerWorkbook, storeRuleUnapplied } from './rules-and-rows-fixtures';

/**
 * Issue 19: a stored result file and source are kept in 64 KB pieces (the first in the record,
 * the rest in excel_result_parts), so no statement holds PGlite's event loop for a whole file.
 * Whatever the pieces, a download, an apply and the expiry sweep see one whole file, and a
 * record stored whole before the pieces still reads.
 */

const t = useTestApp();

const ROWS = 4_000;

/** A ledger whose names carry random references, so its file does not deflate below a few pieces. */
const bigLedger = () =>
  ledgerWorkbook(
    Array.from({ length: ROWS }, (_, i) => [
      `Microsoft 365 E3 licenses ref ${randomBytes(12).toString('hex')}`,
      'Microsoft',
      String(6100 + (i % 50)),
      i + 1,
    ]),
  );

const download = (user: TestUser, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/tbm/excel/download/${id}`, headers: user.headers });

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The record's piece and the numbers of the parts after it. */
async function storedPieces(id: string, kind: 'file' | 'source') {
  const [record] = rowsOf<{ first: Buffer | Uint8Array | null }>(
    await t.app.db.execute(sql`
      SELECT ${sql.raw(kind)} AS first FROM excel_results WHERE id = ${id}`),
  );
  const parts = rowsOf<{ seq: number; bytes: Buffer | Uint8Array }>(
    await t.app.db.execute(sql`
      SELECT seq, bytes FROM excel_result_parts WHERE result_id = ${id} AND kind = ${kind}
      ORDER BY seq`),
  );
  const first = record?.first ? Buffer.from(record.first) : null;
  const whole = first ? Buffer.concat([first, ...parts.map((p) => Buffer.from(p.bytes))]) : null;
  return { first, seqs: parts.map((p) => p.seq), whole };
}

const piecesFor = (bytes: number) => Math.ceil(bytes / PIECE_BYTES) - 1;

describe('a result file and source stored in pieces', () => {
  let user: TestUser;
  let workbook: Buffer;
  let processId: string;

  beforeAll(async () => {
    user = await createUser(t.app, { credits: ROWS + 10 });
    workbook = await bigLedger();
    const res = await upload(t.app, user.headers, 'big.xlsx', workbook);
    expect(res.statusCode).toBe(200);
    processId = (res.json().data as ExcelProcessResult).processId;
  });

  it('keeps the first piece in the record and the rest numbered from 1, and downloads them whole', async () => {
    const file = await storedPieces(processId, 'file');
    expect(file.first?.length).toBe(PIECE_BYTES);
    expect(file.seqs.length).toBeGreaterThanOrEqual(2);

    const res = await download(user, processId);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(file.whole!)).toBe(true);
    expect(file.seqs).toEqual(
      Array.from({ length: piecesFor(res.rawPayload.length) }, (_, i) => i + 1),
    );
    const rows = readWorkbook(res.rawPayload).sheets['Ledger'] ?? [];
    expect(rows).toHaveLength(ROWS + 1);
    expect(rows[ROWS]?.[0]).toBe(readWorkbook(workbook).sheets['Ledger']?.[ROWS]?.[0]);
  });

  it('keeps the uploaded workbook exactly, gzipped, across its pieces', async () => {
    const source = await storedPieces(processId, 'source');
    expect(source.seqs.length).toBeGreaterThanOrEqual(1);
    expect(gunzipSync(source.whole!).equals(workbook)).toBe(true);
  });

  it('writes the file again in pieces on apply, leaving none of the old ones behind', async () => {
    await storeRuleUnapplied(t.app, user, 'vendor', 'Microsoft');
    // Extra parts an earlier, longer file left would be read as part of the new one.
    await t.app.db.execute(sql`
      INSERT INTO excel_result_parts (result_id, kind, seq, bytes)
      VALUES (${processId}, 'file', 999, '\\x00'::bytea)`);
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/v1/results/uploads/${processId}/apply`,
      headers: user.headers,
    });
    expect(applied.json().data).toMatchObject({ rowsChanged: ROWS, fileRewritten: true });

    const res = await download(user, processId);
    const file = await storedPieces(processId, 'file');
    expect(res.rawPayload.equals(file.whole!)).toBe(true);
    expect(file.seqs).toEqual(
      Array.from({ length: piecesFor(res.rawPayload.length) }, (_, i) => i + 1),
    );
    const rows = readWorkbook(res.rawPayload).sheets['Ledger'] ?? [];
    expect(rows).toHaveLength(ROWS + 1);
    expect(rows[1]).toContain('Your rule');
  });
});

describe('a record stored whole, before the pieces', () => {
  it('downloads its file and applies from its source', async () => {
    const user = await createUser(t.app, { credits: ROWS + 10 });
    const workbook = await bigLedger();
    const res = await upload(t.app, user.headers, 'old.xlsx', workbook);
    const id = (res.json().data as ExcelProcessResult).processId;
    const { whole: file } = await storedPieces(id, 'file');
    // As an older version stored it: the whole file, and the source unpacked (a ZIP, not gzip).
    await t.app.db.execute(sql`DELETE FROM excel_result_parts WHERE result_id = ${id}`);
    await t.app.db
      .update(excelResults)
      .set({ file: file!, source: workbook })
      .where(eq(excelResults.id, id));

    const downloaded = await download(user, id);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload.equals(file!)).toBe(true);

    await storeRuleUnapplied(t.app, user, 'vendor', 'Microsoft');
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/v1/results/uploads/${id}/apply`,
      headers: user.headers,
    });
    expect(applied.json().data).toMatchObject({ fileRewritten: true });
    const rewritten = await download(user, id);
    expect(readWorkbook(rewritten.rawPayload).sheets['Ledger']?.[ROWS]).toContain('Your rule');
  });
});

describe('the expiry sweep', () => {
  it('clears the pieces with the file and the source, and keeps the record', async () => {
    const user = await createUser(t.app, { credits: ROWS + 10 });
    const res = await upload(t.app, user.headers, 'expiring.xlsx', await bigLedger());
    const id = (res.json().data as ExcelProcessResult).processId;
    const kept = await createUser(t.app, { credits: ROWS + 10 });
    const other = await upload(t.app, kept.headers, 'kept.xlsx', await bigLedger());
    const keptId = (other.json().data as ExcelProcessResult).processId;
    expect((await storedPieces(id, 'file')).seqs.length).toBeGreaterThan(0);

    await t.app.db
      .update(excelResults)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(excelResults.id, id));
    expect(await sweepExpiredResults(t.app.db)).toBeGreaterThanOrEqual(1);

    for (const kind of ['file', 'source'] as const) {
      expect(await storedPieces(id, kind)).toEqual({ first: null, seqs: [], whole: null });
      expect((await storedPieces(keptId, kind)).seqs.length).toBeGreaterThan(0);
    }
    expect((await download(user, id)).statusCode).toBe(404);
    expect((await download(kept, keptId)).statusCode).toBe(200);
    const [record] = await t.app.db.select().from(excelResults).where(eq(excelResults.id, id));
    expect(record?.totalRows).toBe(ROWS);
  });
});
