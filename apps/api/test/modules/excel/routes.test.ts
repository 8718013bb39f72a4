import { LAYERS } from '@trusty/tbm';
import {
  MAX_UPLOAD_BYTES,
  RESULT_COLUMNS,
  excelMessages,
  type ExcelProcessResult,
} from '@trusty/contracts';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { creditLedger, excelResults } from '../../../src/db/schema/index';
import { sweepExpiredResults } from '../../../src/modules/excel/results';
import { createTestApp, useTestApp } from '../../helpers/app';
import { createUser, type TestUser } from '../../helpers/users';
import {
  copyOf,
  fixture,
  multipartBody,
  readWorkbook,
  upload,
  uploadDetails,
} from './excel-helpers';
import { handmadeWorkbook, MAIN } from './fixtures/handmade';

// Two threads whatever the machine, so simultaneous uploads really overlap.
const t = useTestApp({ SPREADSHEET_WORKERS: '2' });

afterEach(() => vi.restoreAllMocks());

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const tooMuchData = /holds more data than can be processed at once/;

async function stats(user: TestUser) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/tbm/user-stats',
    headers: user.headers,
  });
  return res.json().data as { credits: number; fileUploads: number; totalCostsAlignment: number };
}

async function resultsOf(user: TestUser) {
  return t.app.db.select().from(excelResults).where(eq(excelResults.userId, user.user.id));
}

async function download(user: TestUser, processId: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/tbm/excel/download/${processId}`,
    headers: user.headers,
  });
}

describe('POST /tbm/excel/process with a real ledger export', () => {
  let user: TestUser;
  let body: { success: boolean; data: ExcelProcessResult };
  let classified: string[];

  beforeAll(async () => {
    user = await createUser(t.app, { credits: 50 });
    // The ledger has a Vendor column: its lines go to the engine with their vendors.
    const spy = vi.spyOn(t.app.classifier, 'classifyLines');
    const res = await upload(t.app, user.headers, 'costs.xlsx', fixture('costs.xlsx'));
    expect(res.statusCode).toBe(200);
    body = res.json();
    classified = spy.mock.calls.flatMap(([lines]) => lines.map((line) => line.name));
    spy.mockRestore();
  });

  it('answers the counts, the error rows with their own row numbers, and the expiry', () => {
    const hours = (Date.parse(body.data.expiresAt) - Date.now()) / 3_600_000;
    expect(body.success).toBe(true);
    // The two formula-looking names hold no IT term: unclassified, not charged.
    expect(body.data).toMatchObject({
      totalRows: 10,
      successfulRows: 5,
      unclassifiedRows: 2,
      skippedRows: 0,
      errorRows: 3,
    });
    expect(body.data.errors).toEqual([
      'Row 9: Cost name is empty',
      'Row 12: Cost name "12345" has no words to classify',
      'Row 14: Cost name is empty',
    ]);
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('classifies each distinct name once', () => {
    expect(classified).toHaveLength(6);
    expect(new Set(classified.map((name) => name.toLowerCase())).size).toBe(6);
    expect(classified).toContain('Microsoft 365 E3 licenses');
    expect(classified).toContain('Slack Enterprise Grid');
  });

  it('charges one credit per classified row, once, and counts the upload', async () => {
    expect(await stats(user)).toEqual({ credits: 45, fileUploads: 1, totalCostsAlignment: 5 });
    const ledger = await t.app.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.reference, `excel:${body.data.processId}`));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ delta: -5, kind: 'usage_excel', balanceAfter: 45 });
  });

  it('returns a workbook that keeps every sheet, value and order, with the results appended', async () => {
    const res = await download(user, body.data.processId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="processed_costs.xlsx"; filename*=UTF-8''processed_costs.xlsx`,
    );

    const original = readWorkbook(fixture('costs.xlsx'));
    const result = readWorkbook(res.rawPayload);
    expect(result.names).toEqual(['Read Me', 'Costs', 'Lookups', 'Summary']);
    expect(result.sheets['Read Me']).toEqual(original.sheets['Read Me']);
    expect(result.sheets.Lookups).toEqual(original.sheets.Lookups);

    const before = original.sheets.Costs as unknown[][];
    const after = result.sheets.Costs as unknown[][];
    expect(after).toHaveLength(before.length);
    const firstFive = (row: unknown[] | undefined) => Array.from({ length: 5 }, (_, i) => row?.[i]);
    before.forEach((row, r) => expect(firstFive(after[r]), `row ${r + 1}`).toEqual(firstFive(row)));
    // Title rows stay as they were; the header (row 4) gains the result columns.
    expect(after[0]?.slice(5).filter((v) => v !== undefined)).toEqual([]);
    expect(after[3]?.slice(5)).toEqual([...RESULT_COLUMNS]);

    for (const r of [4, 5, 6, 7, 12]) {
      const row = after[r] as unknown[];
      const layers = row.slice(5, 11);
      expect(
        layers.every((value) => typeof value === 'string' && value.length > 0),
        `row ${r + 1}: ${String(layers)}`,
      ).toBe(true);
      expect(row[11]).toBeGreaterThanOrEqual(0);
      expect(row[11]).toBeLessThanOrEqual(1);
      expect(row[12]).toBe('Engine');
      expect(row[13]).toBe('Classified');
      expect(typeof row[14]).toBe('string');
    }
    // Repeats get the same answer.
    expect(after[7]?.slice(5, 12)).toEqual(after[4]?.slice(5, 12));
    for (const r of [9, 10]) {
      expect(after[r]?.slice(5, 12).every((v) => v === undefined)).toBe(true);
      expect(after[r]?.[13]).toBe('Unclassified');
      expect(String(after[r]?.[14])).toMatch(/^Unrecognised/);
    }
    for (const [r, reason] of [
      [8, 'Cost name is empty'],
      [11, 'Cost name "12345" has no words to classify'],
      [13, 'Cost name is empty'],
    ] as const) {
      expect(after[r]?.slice(5, 11).every((v) => v === undefined)).toBe(true);
      expect(after[r]?.slice(12, 15)).toEqual([undefined, 'Error', reason]);
    }
    // The formula of the original stays a formula; names that look like formulas stay text.
    expect(result.workbook.Sheets.Costs?.D13?.f).toBe('D5+D6');
    for (const ref of ['C10', 'C11']) {
      expect(result.workbook.Sheets.Costs?.[ref]?.f).toBeUndefined();
      expect(result.workbook.Sheets.Costs?.[ref]?.t).toBe('s');
    }
    expect(after[9]?.[2]).toBe('=HYPERLINK("http://evil.example","click")');
  });

  it('adds a Summary sheet with rows per tower and cost pool, and the spend', async () => {
    const result = readWorkbook((await download(user, body.data.processId)).rawPayload);
    const summary = result.sheets.Summary as unknown[][];
    const towerTitle = summary.findIndex((row) => row[0] === 'Rows per IT Tower');
    const poolTitle = summary.findIndex((row) => row[0] === 'Rows per Cost Pool');
    expect(summary[towerTitle + 1]).toEqual(['IT Tower', 'Rows']);
    expect(summary[poolTitle + 1]).toEqual(['Cost Pool', 'Rows']);
    const totals = summary.filter((row) => row[0] === 'Total');
    expect(totals).toEqual([
      ['Total', 5],
      ['Total', 5],
    ]);
    const towerRows = summary.slice(towerTitle + 2, summary.indexOf(totals[0] as unknown[]));
    expect(towerRows.reduce((sum, row) => sum + (row[1] as number), 0)).toBe(5);
    // 12000 + 8450.5 + 3100 + 12000 + 20450.5 (the Slack row's formula result), and the two
    // unclassified rows' 1 and 2, kept apart as Unclassified.
    const line = (label: string) => summary.find((row) => row[0] === label)?.[1];
    expect(line('Total spend')).toBe(56004);
    expect(line('Unclassified')).toBe(3);
    expect(summary.find((row) => row[0] === 'Rows not classified (not charged)')?.[1]).toBe(2);
  });

  it('writes a package that a second, stricter reader opens', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await download(user, body.data.processId)).rawPayload as unknown as ArrayBuffer,
    );
    const costs = workbook.getWorksheet('Costs');
    expect(costs?.getRow(4).getCell(15).value).toBe('Reason');
    expect(costs?.getRow(5).getCell(3).value).toBe('Microsoft 365 E3 licenses');
    expect(costs?.getRow(5).getCell(12).numFmt).toBe('0%');
  });

  it('lists the classified rows for View Details, owner only', async () => {
    const res = await uploadDetails(t.app, user.headers, body.data.processId);
    expect(res.statusCode).toBe(200);
    const details = res.json().data;
    expect(details).toMatchObject({
      processId: body.data.processId,
      successfulRows: 5,
      truncated: false,
    });
    expect(details.rows.map((row: { row: number }) => row.row)).toEqual([5, 6, 7, 8, 13]);
    expect(Object.keys(details.rows[0].categorization)).toEqual([...LAYERS]);
    expect(details.rows[4].costName).toBe('Slack Enterprise Grid');

    const stranger = await createUser(t.app);
    const other = await uploadDetails(t.app, stranger.headers, body.data.processId);
    expect(other.statusCode).toBe(404);
  });
});

describe('reading', () => {
  it.each([
    ['header-cost-name.xlsx'],
    ['header-costname.xlsx'],
    ['header-name.xlsx'],
    ['header-description.xlsx'],
    ['header-cost-item.xlsx'],
    ['header-item.xlsx'],
    ['header-line-description.xlsx'],
  ])('finds the cost-name column in %s', async (file) => {
    const user = await createUser(t.app, { credits: 5 });
    const res = await upload(t.app, user.headers, file, fixture(file));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ totalRows: 1, successfulRows: 1, errorRows: 0 });
    const result = readWorkbook((await download(user, res.json().data.processId)).rawPayload);
    const data = result.sheets.Data as unknown[][];
    expect(data[1]?.slice(0, 2)).toEqual([10, 'Azure storage']);
    expect(data[0]?.slice(2)).toEqual([...RESULT_COLUMNS]);
  });

  it('prefers Name over Description when a sheet has both', async () => {
    const user = await createUser(t.app, { credits: 5 });
    const res = await upload(
      t.app,
      user.headers,
      'header-priority.xlsx',
      fixture('header-priority.xlsx'),
    );
    const details = await uploadDetails(t.app, user.headers, res.json().data.processId);
    expect(details.json().data.rows[0].costName).toBe('ServiceNow ITSM');
  });

  it('reads a legacy .xls and returns an .xlsx', async () => {
    const user = await createUser(t.app, { credits: 10 });
    const res = await upload(t.app, user.headers, 'costs.xls', fixture('costs.xls'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      totalRows: 4,
      successfulRows: 3,
      errorRows: 1,
      errors: ['Row 4: Cost name is empty'],
    });
    const file = await download(user, res.json().data.processId);
    expect(file.headers['content-disposition']).toContain('filename="processed_costs.xlsx"');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const ledger = readWorkbook(file.rawPayload).sheets.Ledger as unknown[][];
    expect(ledger[1]?.slice(0, 2)).toEqual(['Oracle database support', 5000]);
    expect(ledger[0]?.slice(2)).toEqual([...RESULT_COLUMNS]);
    expect(ledger[3]?.slice(10)).toEqual(['Error', 'Cost name is empty']);
    expect((await stats(user)).credits).toBe(7);
  });

  it('keeps names that look like formulas as text', async () => {
    const user = await createUser(t.app, { credits: 5 });
    const res = await upload(
      t.app,
      user.headers,
      'formula-names.xlsx',
      fixture('formula-names.xlsx'),
    );
    // Not a cost the engine can place either: written back as text, marked Unclassified, free.
    expect(res.json().data).toMatchObject({ successfulRows: 0, unclassifiedRows: 3 });
    expect((await stats(user)).credits).toBe(5);
    const result = readWorkbook((await download(user, res.json().data.processId)).rawPayload);
    const sheet = result.workbook.Sheets.Sheet1 as Record<string, { f?: string; v?: unknown }>;
    const cells = Object.entries(sheet).filter(([ref]) => !ref.startsWith('!'));
    expect(cells.filter(([, cell]) => cell.f !== undefined)).toEqual([]);
    expect(sheet.A2?.v).toBe('=HYPERLINK("http://evil.example","x")');
    expect(sheet.A4?.v).toBe("+cmd|'/c calc'!A0");
  });

  it('makes a row with a giant cost name an error row and classifies the rest', async () => {
    const user = await createUser(t.app, { credits: 5 });
    const res = await upload(t.app, user.headers, 'giant-cell.xlsx', fixture('giant-cell.xlsx'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      totalRows: 2,
      successfulRows: 1,
      errorRows: 1,
      errors: ['Row 2: Cost name is longer than 500 characters'],
    });
  });
});

describe('unusual but valid packages', () => {
  // exceljs cannot read the first two inputs themselves, so only SheetJS checks those results.
  async function roundTrip(sheetXml: string) {
    const user = await createUser(t.app, { credits: 10 });
    const res = await upload(
      t.app,
      user.headers,
      'handmade.xlsx',
      handmadeWorkbook(Buffer.from(sheetXml)),
    );
    expect(res.statusCode).toBe(200);
    const bytes = (await download(user, res.json().data.processId)).rawPayload;
    return {
      data: res.json().data,
      sheet: readWorkbook(bytes).sheets.Sheet1 as unknown[][],
      bytes,
    };
  }
  const text = (value: string, ref = '', p = '') =>
    `<${p}c${ref ? ` r="${ref}"` : ''} t="inlineStr"><${p}is><${p}t>${value}</${p}t></${p}is></${p}c>`;

  it('handles prefixed elements (as the Open XML SDK writes them), without shared strings or styles', async () => {
    const { sheet } = await roundTrip(
      `<x:worksheet xmlns:x="${MAIN}"><x:sheetData>` +
        `<x:row r="1">${text('Cost Name', 'A1', 'x:')}</x:row>` +
        `<x:row r="2">${text('Zoom meetings', 'A2', 'x:')}</x:row>` +
        '</x:sheetData></x:worksheet>',
    );
    expect(sheet[0]).toEqual(['Cost Name', ...RESULT_COLUMNS]);
    expect(sheet[1]?.[0]).toBe('Zoom meetings');
    expect(sheet[1]?.[9]).toBe('Classified');
  });

  it('handles rows and cells without references', async () => {
    const { data, sheet } = await roundTrip(
      `<worksheet xmlns="${MAIN}"><sheetData>` +
        `<row>${text('Vendor')}${text('Name')}</row><row>${text('Acme')}${text('Okta SSO')}</row>` +
        '</sheetData></worksheet>',
    );
    expect(data).toMatchObject({ totalRows: 1, successfulRows: 1 });
    expect(sheet[1]?.slice(0, 2)).toEqual(['Acme', 'Okta SSO']);
    expect(sheet[1]?.[10]).toBe('Classified');
  });

  it('places the results after the data even when formatted blank cells reach further right', async () => {
    const { sheet, bytes } = await roundTrip(
      `<worksheet xmlns="${MAIN}"><sheetData>` +
        `<row r="1">${text('Cost Name', 'A1')}<c r="E1" s="0"/><c r="Z1"/></row>` +
        `<row r="2">${text('Dell laptops', 'A2')}<c r="D2"/><c r="Z2"/></row>` +
        '</sheetData></worksheet>',
    );
    expect(sheet[0]?.slice(1, 11)).toEqual([...RESULT_COLUMNS]);
    expect(sheet[1]?.[9]).toBe('Classified');
    const strict = new ExcelJS.Workbook();
    await strict.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(strict.getWorksheet('Sheet1')?.getRow(2).getCell(10).value).toBe('Classified');
  });
});

describe('refusals', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(t.app, { credits: 100 });
  });

  it.each([
    ['corrupt.xlsx', 400, excelMessages.invalidType],
    [
      'text-renamed.xlsx',
      400,
      `This file is CSV text, not an Excel workbook (open it in Excel and save it as .xlsx). ${excelMessages.invalidType}`,
    ],
    [
      'image.xls',
      400,
      `This file is a PNG image, not an Excel workbook. ${excelMessages.invalidType}`,
    ],
    ['word-document.xls', 400, excelMessages.invalidType],
    ['not-a-workbook.xlsx', 400, excelMessages.invalidType],
    ['zip-bomb.xlsx', 400, tooMuchData],
    ['zip-bomb-lying.xlsx', 400, tooMuchData],
    ['encrypted.xlsx', 400, /^This workbook is password-protected\. Remove the password/],
    ['empty-workbook.xlsx', 400, /^The workbook is empty\./],
    [
      'no-data-rows.xlsx',
      400,
      'The sheet "Costs" has a cost-name column but no rows of costs below its header.',
    ],
    [
      'no-cost-column.xlsx',
      400,
      /^No cost-name column found\. Name the column of cost names one of: Cost Name, costName, Name, Description, Cost Item, Item, Line Description/,
    ],
  ])('refuses %s with a clear message', async (file, status, message) => {
    const res = await upload(t.app, user.headers, file, fixture(file));
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, error: 'INVALID_FILE' });
    if (typeof message === 'string') expect(res.json().message).toBe(message);
    else expect(res.json().message).toMatch(message);
  });

  it('refuses a real workbook whose name is not .xlsx or .xls', async () => {
    const res = await upload(t.app, user.headers, 'costs.csv', fixture('costs.xlsx'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(excelMessages.invalidType);
  });

  it('charged nothing, stored nothing and kept serving after every refusal', async () => {
    expect(await stats(user)).toEqual({ credits: 100, fileUploads: 0, totalCostsAlignment: 0 });
    expect(await resultsOf(user)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  });

  it('refuses a file of 10 MB while reading it, and accepts one byte less as far as size goes', async () => {
    const tooBig = Buffer.alloc(MAX_UPLOAD_BYTES, 1);
    const res = await upload(t.app, user.headers, 'big.xlsx', tooBig);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: excelMessages.tooLarge });

    const justUnder = await upload(
      t.app,
      user.headers,
      'big.xlsx',
      Buffer.alloc(MAX_UPLOAD_BYTES - 1, 1),
    );
    expect(justUnder.statusCode).toBe(400);
    expect(justUnder.json().message).toBe(excelMessages.invalidType);
  });

  it('refuses a request that announces more than 10 MB before reading it', async () => {
    const { headers } = await multipartBody([['excelFile', Buffer.from('x'), 'a.xlsx']]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tbm/excel/process',
      headers: {
        ...headers,
        ...user.headers,
        'content-length': String(MAX_UPLOAD_BYTES + 1024 * 1024),
      },
      payload: Buffer.alloc(16),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(excelMessages.tooLarge);
  });

  it('asks for the excelFile field', async () => {
    const wrongField = await multipartBody([['spreadsheet', fixture('costs.xlsx'), 'costs.xlsx']]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tbm/excel/process',
      payload: wrongField.payload,
      headers: { ...wrongField.headers, ...user.headers },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/"excelFile" field/);

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tbm/excel/process',
      payload: {},
      headers: user.headers,
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(
      'No file received. Send the spreadsheet in the "excelFile" field.',
    );
  });

  it('needs a signed-in, verified user', async () => {
    const anonymous = await upload(t.app, {}, 'costs.xlsx', fixture('costs.xlsx'));
    expect(anonymous.statusCode).toBe(401);
    const unverified = await createUser(t.app, { verified: false, credits: 100 });
    const res = await upload(t.app, unverified.headers, 'costs.xlsx', fixture('costs.xlsx'));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('EMAIL_NOT_VERIFIED');
  });
});

describe('credits', () => {
  it('refuses with 402 before processing when the balance is short, and charges nothing', async () => {
    const user = await createUser(t.app, { credits: 3 });
    const spy = vi.spyOn(t.app.classifier, 'classifyLines');
    const res = await upload(t.app, user.headers, 'costs.xlsx', fixture('costs.xlsx'));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      success: false,
      error: 'INSUFFICIENT_CREDITS',
      message: 'Not enough credits: 7 needed, 3 available.',
      needed: 7,
      available: 3,
    });
    expect(spy).not.toHaveBeenCalled();
    expect(await stats(user)).toEqual({ credits: 3, fileUploads: 0, totalCostsAlignment: 0 });
    expect(await resultsOf(user)).toEqual([]);
  });

  it('lets only one of two simultaneous uploads through when credits cover one', async () => {
    // Quoted 7 (every usable name), charged 5 (the classified ones): the second charge finds 2.
    const user = await createUser(t.app, { credits: 7 });
    const [a, b] = await Promise.all([
      upload(t.app, user.headers, 'costs.xlsx', copyOf(fixture('costs.xlsx'), 1)),
      upload(t.app, user.headers, 'costs.xlsx', copyOf(fixture('costs.xlsx'), 2)),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 402]);
    expect(await stats(user)).toEqual({ credits: 2, fileUploads: 1, totalCostsAlignment: 5 });
    expect(await resultsOf(user)).toHaveLength(1);
  });

  it('charges both of two simultaneous uploads that fit, without a deadlock between them', async () => {
    // the race is between the two charging transactions: a few rounds make a lock-order bug show
    for (let round = 0; round < 4; round++) {
      const user = await createUser(t.app, { credits: 14 });
      const responses = await Promise.all([
        upload(t.app, user.headers, 'costs.xlsx', copyOf(fixture('costs.xlsx'), 1)),
        upload(t.app, user.headers, 'costs.xlsx', copyOf(fixture('costs.xlsx'), 2)),
      ]);
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(await stats(user)).toEqual({ credits: 4, fileUploads: 2, totalCostsAlignment: 10 });
    }
  });

  it('charges nothing and stores nothing when classification fails mid-run', async () => {
    const user = await createUser(t.app, { credits: 50 });
    vi.spyOn(t.app.classifier, 'classifyLines').mockRejectedValueOnce(new Error('engine crashed'));
    const res = await upload(t.app, user.headers, 'costs.xlsx', fixture('costs.xlsx'));
    expect(res.statusCode).toBe(500);
    expect(res.json().message).not.toContain('engine crashed');
    expect(await stats(user)).toEqual({ credits: 50, fileUploads: 0, totalCostsAlignment: 0 });
    expect(await resultsOf(user)).toEqual([]);
  });
});

describe('GET /tbm/excel/download/:processId', () => {
  let owner: TestUser;
  let processId: string;
  beforeAll(async () => {
    owner = await createUser(t.app, { credits: 20 });
    processId = (await upload(t.app, owner.headers, 'costs.xlsx', fixture('costs.xlsx'))).json()
      .data.processId;
  });

  it('serves only the owner: anyone else, unknown and malformed ids get 404', async () => {
    const stranger = await createUser(t.app);
    expect((await download(owner, processId)).statusCode).toBe(200);
    const other = await download(stranger, processId);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
    expect((await download(owner, crypto.randomUUID())).statusCode).toBe(404);
    expect((await download(owner, 'not-an-id')).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/tbm/excel/download/${processId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 once the result has expired, and the sweep clears only expired files, keeping the records', async () => {
    const keep = (
      await upload(t.app, owner.headers, 'header-name.xlsx', fixture('header-name.xlsx'))
    ).json().data.processId;
    await t.app.db
      .update(excelResults)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(excelResults.id, processId));
    expect((await download(owner, processId)).statusCode).toBe(404);

    expect(await sweepExpiredResults(t.app.db)).toBeGreaterThanOrEqual(1);
    const left = await resultsOf(owner);
    expect(left.find((row) => row.id === processId)).toMatchObject({ file: null, source: null });
    expect(left.find((row) => row.id === keep)?.file).toBeInstanceOf(Buffer);
    expect((await download(owner, processId)).statusCode).toBe(404);
    expect((await download(owner, keep)).statusCode).toBe(200);
    // Nothing left to clear: a second sweep touches nothing.
    expect(await sweepExpiredResults(t.app.db)).toBe(0);
  });

  it('keeps results for RESULT_TTL_HOURS', async () => {
    const short = await createTestApp({ RESULT_TTL_HOURS: '2' });
    try {
      const user = await createUser(short.app, { credits: 5 });
      const res = await upload(
        short.app,
        user.headers,
        'header-name.xlsx',
        fixture('header-name.xlsx'),
      );
      const hours = (Date.parse(res.json().data.expiresAt) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(1.9);
      expect(hours).toBeLessThanOrEqual(2);
    } finally {
      await short.close();
    }
  });
});
