import { RESULT_COLUMNS, type ExcelProcessResult } from '@trusty/contracts';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { creditLedger } from '../../../src/db/schema/index';
import { isTotalLine } from '../../../src/modules/excel/cost-columns';
import { useTestApp } from '../../helpers/app';
import { createUser, type TestUser } from '../../helpers/users';
import { copyOf, readWorkbook, upload, uploadDetails } from './excel-helpers';

/** Issue 17 §1: a row that was not classified is never paid for. */

const t = useTestApp({ SPREADSHEET_WORKERS: '2' });
afterEach(() => vi.restoreAllMocks());

const CLASSIFIED = [
  'Cisco SmartNet renewal FY25',
  'AWS EC2 reserved instances',
  'Dell laptop',
  'Microsoft 365 E3 licenses',
];
const UNCLASSIFIED = ['asdfgh', 'x', 'Team lunch receipt'];
const TOTALS = ['Subtotal Q3', 'Total', 'Grand total'];

/** Spreadsheet row → [name, amount]; the header is row 1. */
const LINES: Array<[string, number]> = [
  ['Cisco SmartNet renewal FY25', 1000],
  ['AWS EC2 reserved instances', 2000],
  ['asdfgh', 10],
  ['x', 5],
  ['Team lunch receipt', 80],
  ['Dell laptop', 1200],
  ['Subtotal Q3', 4295],
  ['Microsoft 365 E3 licenses', 500],
  ['Total', 4795],
  ['Grand total', 4795],
];
const rowOf = (name: string) => LINES.findIndex(([n]) => n === name) + 2;
/** The most the file can cost: every named row that is not a total line. */
const QUOTE = CLASSIFIED.length + UNCLASSIFIED.length;

async function workbook(lines: Array<[string, number]> = LINES): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Costs');
  sheet.addRow(['Cost Name', 'Amount']);
  for (const line of lines) sheet.addRow(line);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function balanceOf(user: TestUser) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/tbm/user-stats',
    headers: user.headers,
  });
  return res.json().data as { credits: number; fileUploads: number; totalCostsAlignment: number };
}

const usageOf = (user: TestUser) =>
  t.app.db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, user.user.id))
    .then((rows) => rows.filter((row) => row.kind === 'usage_excel'));

describe('a workbook with rows the engine cannot place and total lines', () => {
  let user: TestUser;
  let result: ExcelProcessResult;
  let asked: string[];

  beforeAll(async () => {
    user = await createUser(t.app, { credits: 50 });
    const spy = vi.spyOn(t.app.classifier, 'classify');
    const res = await upload(t.app, user.headers, 'mixed.xlsx', await workbook());
    expect(res.statusCode).toBe(200);
    result = res.json().data;
    asked = spy.mock.calls.flatMap(([names]) => [...names]);
  });

  it('counts classified, unclassified and skipped rows apart; none of them is an error', () => {
    expect(result).toMatchObject({
      totalRows: LINES.length,
      successfulRows: CLASSIFIED.length,
      unclassifiedRows: UNCLASSIFIED.length,
      skippedRows: TOTALS.length,
      errorRows: 0,
      errors: [],
    });
  });

  it('never sends a total line to the classifier', () => {
    expect(asked).toEqual(expect.arrayContaining([...CLASSIFIED, ...UNCLASSIFIED]));
    for (const total of TOTALS) expect(asked).not.toContain(total);
  });

  it('charges exactly the classified rows, in one ledger entry', async () => {
    expect(await balanceOf(user)).toEqual({
      credits: 50 - CLASSIFIED.length,
      fileUploads: 1,
      totalCostsAlignment: CLASSIFIED.length,
    });
    const usage = await usageOf(user);
    expect(usage).toHaveLength(1);
    expect(usage[0]).toMatchObject({
      delta: -CLASSIFIED.length,
      balanceAfter: 50 - CLASSIFIED.length,
      reference: `excel:${result.processId}`,
    });
  });

  it('marks unclassified rows Unclassified with empty layers and confidence, and keeps the reason', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/tbm/excel/download/${result.processId}`,
      headers: user.headers,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Costs')!;
    const status = 3 + RESULT_COLUMNS.indexOf('Status');
    const reason = 3 + RESULT_COLUMNS.indexOf('Reason');
    const resultCells = (row: number) =>
      Array.from({ length: 7 }, (_, i) => sheet.getRow(row).getCell(3 + i).value);
    expect(sheet.getRow(1).getCell(status).value).toBe('Status');

    for (const name of UNCLASSIFIED) {
      const row = rowOf(name);
      expect(sheet.getRow(row).getCell(1).value).toBe(name);
      expect(resultCells(row), name).toEqual(Array(7).fill(null));
      expect(sheet.getRow(row).getCell(status).value).toBe('Unclassified');
      expect(String(sheet.getRow(row).getCell(reason).value)).toMatch(/^Unrecognised/);
    }
    for (const name of TOTALS) {
      const row = rowOf(name);
      expect(resultCells(row), name).toEqual(Array(7).fill(null));
      expect(sheet.getRow(row).getCell(status).value).toBe('Skipped');
      expect(String(sheet.getRow(row).getCell(reason).value)).toMatch(/total/i);
    }
    for (const name of CLASSIFIED) {
      const row = rowOf(name);
      expect(sheet.getRow(row).getCell(status).value).toBe('Classified');
      expect(
        resultCells(row)
          .slice(0, 6)
          .every((v) => typeof v === 'string' && v),
      ).toBe(true);
      expect(typeof sheet.getRow(row).getCell(3 + 6).value).toBe('number');
    }
  });

  it('lists them apart on the Summary sheet; the tables hold only classified rows and their amounts', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/tbm/excel/download/${result.processId}`,
      headers: user.headers,
    });
    const summary = readWorkbook(res.rawPayload).sheets.Summary as unknown[][];
    const line = (label: string) => summary.find((row) => row[0] === label)?.[1];
    expect(line('Rows classified')).toBe(CLASSIFIED.length);
    expect(line('Rows not classified (not charged)')).toBe(UNCLASSIFIED.length);
    expect(line('Total and subtotal rows skipped')).toBe(TOTALS.length);
    expect(line('Rows with errors')).toBe(0);
    const amountOf = (names: string[]) =>
      LINES.filter(([name]) => names.includes(name)).reduce((sum, [, amount]) => sum + amount, 0);
    expect(summary.filter((row) => row[0] === 'Total')).toEqual([
      ['Total', CLASSIFIED.length],
      ['Total', CLASSIFIED.length],
    ]);
    // The spend leaves the total lines out and keeps what was not classified apart.
    expect(line('Total spend')).toBe(amountOf([...CLASSIFIED, ...UNCLASSIFIED]));
    expect(line('Unclassified')).toBe(amountOf(UNCLASSIFIED));
    const towers = summary.findIndex((row) => String(row[0]).startsWith('Spend per IT Tower'));
    const end = summary.findIndex((row, i) => i > towers + 1 && row.length === 0);
    expect(summary.slice(towers + 2, end).reduce((sum, row) => sum + (row[2] as number), 0)).toBe(
      amountOf(CLASSIFIED),
    );
  });

  it('shows only classified rows in View Details', async () => {
    const res = await uploadDetails(t.app, user.headers, result.processId);
    const rows = res.json().data.rows as Array<{ costName: string }>;
    expect(rows.map((row) => row.costName)).toEqual(CLASSIFIED);
  });
});

describe('the quote and the charge', () => {
  it('refuses a balance below the quote (every name that could be classified), charging nothing', async () => {
    // Enough for the rows that will turn out classified, not for the most the file can cost:
    // the quote is given before classifying, so it must cover the maximum.
    const user = await createUser(t.app, { credits: QUOTE - 1 });
    const res = await upload(t.app, user.headers, 'mixed.xlsx', await workbook());
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      error: 'INSUFFICIENT_CREDITS',
      needed: QUOTE,
      available: QUOTE - 1,
    });
    expect((await balanceOf(user)).credits).toBe(QUOTE - 1);
    expect(await usageOf(user)).toHaveLength(0);
  });

  it('accepts a balance equal to the quote and charges only what was classified', async () => {
    const user = await createUser(t.app, { credits: QUOTE });
    const res = await upload(t.app, user.headers, 'mixed.xlsx', await workbook());
    expect(res.statusCode).toBe(200);
    expect((await balanceOf(user)).credits).toBe(QUOTE - CLASSIFIED.length);
  });

  it('charges nothing and writes no ledger entry when no row could be classified', async () => {
    const user = await createUser(t.app, { credits: 5 });
    const res = await upload(
      t.app,
      user.headers,
      'nothing.xlsx',
      await workbook([
        ['asdfgh', 1],
        ['Team lunch receipt', 2],
        ['Total', 3],
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      totalRows: 3,
      successfulRows: 0,
      unclassifiedRows: 2,
      skippedRows: 1,
      errorRows: 0,
    });
    expect(await balanceOf(user)).toMatchObject({ credits: 5, totalCostsAlignment: 0 });
    expect(await usageOf(user)).toHaveLength(0);
  });

  it('never overdraws: two parallel uploads on the quote of one charge only one', async () => {
    const user = await createUser(t.app, { credits: QUOTE });
    const bytes = await workbook();
    const responses = await Promise.all([
      upload(t.app, user.headers, 'a.xlsx', copyOf(Buffer.from(bytes), 1)),
      upload(t.app, user.headers, 'b.xlsx', copyOf(Buffer.from(bytes), 2)),
    ]);
    const statuses = responses.map((r) => r.statusCode).sort();
    // Both quotes pass (7 ≥ 7); the second charge of 4 finds 3 left and is refused.
    expect(statuses).toEqual([200, 402]);
    expect((await balanceOf(user)).credits).toBe(QUOTE - CLASSIFIED.length);
    expect(await usageOf(user)).toHaveLength(1);
  });
});

describe('isTotalLine', () => {
  it.each([
    'Total',
    'TOTAL:',
    'Totals',
    'Subtotal Q3',
    'Sub-total',
    'Sub total network',
    'Grand total',
    'Grand Total FY2025',
    'Network subtotal',
    'Q3 total',
  ])('%j is a total line', (name) => expect(isTotalLine(name)).toBe(true));

  it.each([
    'Total cost of ownership study by Gartner consulting',
    'TotalAV antivirus licences',
    'Cisco SmartNet renewal',
    'Subtotals reconciliation tool from BlackLine for IT finance',
  ])('%j is not', (name) => expect(isTotalLine(name)).toBe(false));
});
