import { RESULT_COLUMN_MEANINGS, RESULT_COLUMNS, type ExcelProcessResult } from '@trusty/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app';
import { LAPTOP } from '../../helpers/stored-results';
import { createUser, type TestUser } from '../../helpers/users';
import { upload } from './excel-helpers';
import { addRule, ledgerWorkbook, storedRows } from './rules-and-rows-fixtures';

/**
 * Issue 34 §4: a result file analysts can pivot. Read back with exceljs, as a spreadsheet
 * program reads it: Confidence is a number or empty in every row (never "Your rule" beside
 * percentages), who decided a row is its own Method column, and the Summary explains each column.
 */

const t = useTestApp();

const download = async (user: TestUser, id: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/tbm/excel/download/${id}`,
      headers: user.headers,
    })
  ).rawPayload;

interface ResultLine {
  row: number;
  name: unknown;
  cells: Record<(typeof RESULT_COLUMNS)[number], ExcelJS.CellValue>;
}

async function resultLines(file: Buffer): Promise<{ lines: ResultLine[]; book: ExcelJS.Workbook }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('Ledger');
  if (!sheet) throw new Error('no Ledger sheet');
  const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).map((v) => String(v ?? ''));
  const lines: ResultLine[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const cells = Object.fromEntries(
      RESULT_COLUMNS.map((column) => [column, row.getCell(header.indexOf(column)).value]),
    ) as ResultLine['cells'];
    lines.push({ row: number, name: row.getCell(header.indexOf('Cost Name')).value, cells });
  });
  return { lines, book };
}

function expectPivotable(lines: readonly ResultLine[]) {
  expect(lines.length).toBeGreaterThan(0);
  for (const { row, cells } of lines) {
    const confidence = cells.Confidence;
    expect(
      confidence === null || confidence === undefined || typeof confidence === 'number',
      `row ${row}: Confidence ${JSON.stringify(confidence)}`,
    ).toBe(true);
    if (typeof confidence === 'number') {
      expect(confidence).toBeGreaterThanOrEqual(0);
      expect(confidence).toBeLessThanOrEqual(1);
    }
  }
}

describe('the result file', () => {
  let user: TestUser;
  let uploadId: string;

  beforeAll(async () => {
    user = await createUser(t.app, { credits: 20 });
    await addRule(t.app, user, 'vendor', 'Acme Corp');
    const res = await upload(t.app, user.headers, 'ledger.xlsx', await ledgerWorkbook());
    expect(res.statusCode).toBe(200);
    uploadId = (res.json().data as ExcelProcessResult).processId;
  });

  it('as first written: a number or nothing in Confidence, and who decided in Method', async () => {
    const { lines } = await resultLines(await download(user, uploadId));
    expectPivotable(lines);
    const at = (row: number) => lines.find((line) => line.row === row)?.cells;
    // Row 2 the engine placed; rows 7 and 8 (Acme Corp) the vendor rule decided.
    expect(at(2)).toMatchObject({ Confidence: expect.any(Number), Method: 'Engine' });
    expect(at(7)).toMatchObject({ Confidence: 1, Method: 'Your rule', Status: 'Classified' });
    // The total line and the row without a name: no confidence and no method.
    expect(at(5)).toMatchObject({ Status: 'Skipped', Method: null, Confidence: null });
    expect(at(6)).toMatchObject({ Status: 'Error', Method: null, Confidence: null });
  });

  it('after a correction and an apply: still numbers, the correction named in Method', async () => {
    const row3 = (await storedRows(t.app, uploadId)).find((row) => row.rowNumber === 3)!;
    const corrected = await t.app.inject({
      method: 'POST',
      url: '/api/v1/results/rows/correct',
      headers: user.headers,
      payload: { selection: { rowIds: [row3.id] }, layers: LAPTOP },
    });
    expect(corrected.statusCode).toBe(200);
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/v1/results/uploads/${uploadId}/apply`,
      headers: user.headers,
    });
    expect(applied.json().data).toMatchObject({ fileRewritten: true });

    const { lines, book } = await resultLines(await download(user, uploadId));
    expectPivotable(lines);
    const methods = new Set(lines.map((line) => line.cells.Method));
    expect(methods).toEqual(new Set(['Engine', 'Your rule', 'Your correction', null]));
    expect(lines.find((line) => line.row === 3)?.cells).toMatchObject({
      'IT Tower': LAPTOP['IT Tower'],
      Confidence: 1,
      Method: 'Your correction',
    });

    // The Summary names every result column and says what it means.
    const summary = book.getWorksheet('Summary');
    const meanings = new Map<string, string>();
    summary?.eachRow((row) => {
      const [, column, meaning] = row.values as ExcelJS.CellValue[];
      if (typeof column === 'string' && typeof meaning === 'string') meanings.set(column, meaning);
    });
    for (const column of RESULT_COLUMNS)
      expect(meanings.get(column), column).toBe(RESULT_COLUMN_MEANINGS[column]);
  });
});
