import {
  excelMessages,
  sheetPreviewSchema,
  type ColumnChoice,
  type ExcelProcessResult,
  type SheetPreview,
} from '@trusty/contracts';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditLedger, excelResults } from '../../../src/db/schema/index';
import { useTestApp } from '../../helpers/app';
import { createUser, type TestUser } from '../../helpers/users';
import { fixture, multipartBody, readWorkbook } from './excel-helpers';
import { storedRows } from './rules-and-rows-fixtures';

/**
 * Issue 34 §2: confirm the columns before paying. POST /tbm/excel/preview shows a sheet's first
 * rows, the roles detected for its columns and the quote, and charges nothing; an upload sent
 * with a `columns` choice is read that way, and the choice is remembered for its header layout.
 */

const t = useTestApp();

type Rows = Array<Array<string | number>>;

async function workbook(sheets: Record<string, Rows>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Headers no detection reads as a cost name: the person has to say which column it is. */
const UNNAMED: Rows = [
  ['Posted', 'Supplier', 'Narrative', 'Value'],
  ['2025-01-03', 'Microsoft', 'Microsoft 365 E3 licenses', 1200],
  ['2025-01-04', 'Amazon Web Services', 'AWS EC2 compute', 800],
  ['2025-01-05', 'Cisco', 'Cisco switch maintenance', 300],
];

/** Two candidate name columns: detection takes "Cost Name", which here holds account codes. */
const TWO_NAMES: Rows = [
  ['Cost Name', 'Description', 'Amount'],
  ['IT-6100', 'Microsoft 365 E3 licenses', 1200],
  ['IT-6200', 'AWS EC2 compute', 800],
];

async function post(
  user: TestUser,
  url: string,
  bytes: Buffer,
  fields: Record<string, string> = {},
  fileName = 'ledger.xlsx',
) {
  const { payload, headers } = await multipartBody([
    ...Object.entries(fields),
    ['excelFile', bytes, fileName],
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/tbm/excel/${url}`,
    payload,
    headers: { ...headers, ...user.headers },
  });
}

async function preview(user: TestUser, bytes: Buffer, fields: Record<string, string> = {}) {
  const res = await post(user, 'preview', bytes, fields);
  expect(res.statusCode, res.body).toBe(200);
  return sheetPreviewSchema.parse(res.json().data);
}

const choiceOf = (p: SheetPreview, roles: ColumnChoice['roles']): ColumnChoice => ({
  sheet: p.sheet,
  headerRow: p.headerRow,
  roles,
  layoutKey: p.layoutKey,
});

describe('POST /tbm/excel/preview', () => {
  it('shows the detected columns, the first rows and the quote, and charges nothing', async () => {
    const user = await createUser(t.app, { credits: 50 });
    const bytes = await workbook({
      Ledger: [
        ['Quarterly IT ledger'],
        ['Vendor', 'Cost Name', 'GL Account', 'Amount'],
        ['Microsoft', 'Microsoft 365 E3 licenses', '6100', 1200],
        ['Amazon Web Services', 'AWS EC2 compute', '6200', 800],
        ['', 'Total', '', 2000],
      ],
    });
    const shown = await preview(user, bytes);
    expect(shown).toMatchObject({
      sheets: ['Ledger'],
      sheet: 'Ledger',
      headerRow: 2,
      source: 'headers',
      certain: true,
      roles: { vendor: 1, costName: 2, glAccount: 3, amount: 4 },
      dataRows: 3,
      balance: 50,
    });
    expect(shown.columns.map((c) => [c.letter, c.header])).toEqual([
      ['A', 'Vendor'],
      ['B', 'Cost Name'],
      ['C', 'GL Account'],
      ['D', 'Amount'],
    ]);
    expect(shown.rows[0]).toEqual({
      row: 3,
      cells: ['Microsoft', 'Microsoft 365 E3 licenses', '6100', '1200'],
    });
    // Two costs to classify in B (the total line is skipped); none in the numbers of D.
    expect(shown.namedRows).toContainEqual({ column: 2, rows: 2 });
    expect(shown.namedRows).toContainEqual({ column: 4, rows: 0 });

    const ledger = await t.app.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, user.user.id));
    expect(ledger.filter((entry) => entry.kind.startsWith('usage'))).toEqual([]);
    expect(
      await t.app.db.select().from(excelResults).where(eq(excelResults.userId, user.user.id)),
    ).toEqual([]);
  });

  it('shows a sheet without a known cost-name header as uncertain, with nothing chosen', async () => {
    const user = await createUser(t.app, { credits: 5 });
    const shown = await preview(user, await workbook({ Export: UNNAMED }));
    expect(shown).toMatchObject({ headerRow: 1, source: 'none', certain: false, roles: {} });
    expect(shown.namedRows).toContainEqual({ column: 3, rows: 3 });
    expect(shown.namedRows).toContainEqual({ column: 2, rows: 3 });
  });

  it('lists every worksheet, and shows the one asked for', async () => {
    const user = await createUser(t.app, { credits: 5 });
    const bytes = await workbook({ Notes: [['Read me first']], Costs: TWO_NAMES, Other: UNNAMED });
    const first = await preview(user, bytes);
    expect(first).toMatchObject({ sheets: ['Notes', 'Costs', 'Other'], sheet: 'Costs' });
    const other = await preview(user, bytes, { sheet: 'Other' });
    expect(other).toMatchObject({ sheet: 'Other', source: 'none' });
    const missing = await post(user, 'preview', bytes, { sheet: 'Nope' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('This workbook has no worksheet named "Nope".');
  });

  it('says what a file that is not a workbook looks like, and refuses a bomb, as an upload does', async () => {
    const user = await createUser(t.app, { credits: 5 });
    const text = await post(user, 'preview', fixture('text-renamed.xlsx'));
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(
      `This file is CSV text, not an Excel workbook (open it in Excel and save it as .xlsx). ${excelMessages.invalidType}`,
    );
    const bomb = await post(user, 'preview', fixture('zip-bomb.xlsx'));
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().message).toMatch(/^This workbook holds more data than can be processed/);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/tbm/excel/preview' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('processing with the columns a person chose', () => {
  it('reads the cost names from the chosen column, and remembers the choice for that layout', async () => {
    const user = await createUser(t.app, { credits: 50 });
    const bytes = await workbook({ Export: UNNAMED });
    // Without a choice, nothing says which column holds the names.
    const refused = await post(user, 'process', bytes);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^No cost-name column found/);

    const shown = await preview(user, bytes);
    const choice = choiceOf(shown, { costName: 3, vendor: 2, amount: 4 });
    const res = await post(user, 'process', bytes, { columns: JSON.stringify(choice) });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data as ExcelProcessResult;
    expect(result).toMatchObject({ totalRows: 3, successfulRows: 3 });
    const rows = await storedRows(t.app, result.processId);
    expect(rows.map((row) => [row.costName, row.context])).toEqual([
      ['Microsoft 365 E3 licenses', { vendor: 'Microsoft' }],
      ['AWS EC2 compute', { vendor: 'Amazon Web Services' }],
      ['Cisco switch maintenance', { vendor: 'Cisco' }],
    ]);
    const [record] = await t.app.db
      .select()
      .from(excelResults)
      .where(eq(excelResults.id, result.processId));
    expect(record?.columnsRead).toEqual(['Supplier (B)', 'Narrative (C)', 'Value (D)']);

    // The next file of that layout: the preview is certain, and one click processes it alike.
    const next = await workbook({
      March: [UNNAMED[0]!, ['2025-03-01', 'Zoom', 'Zoom Meetings annual', 150]],
    });
    expect(await preview(user, next)).toMatchObject({
      source: 'remembered',
      certain: true,
      roles: { costName: 3, vendor: 2, amount: 4 },
    });
    const again = await post(user, 'process', next);
    expect(again.statusCode, again.body).toBe(200);
    const [zoom] = await storedRows(t.app, (again.json().data as ExcelProcessResult).processId);
    expect(zoom).toMatchObject({ costName: 'Zoom Meetings annual', context: { vendor: 'Zoom' } });
  });

  it('uses the column the person picked over the detected one', async () => {
    const user = await createUser(t.app, { credits: 50 });
    const bytes = await workbook({ Costs: TWO_NAMES });
    const shown = await preview(user, bytes);
    expect(shown.roles).toMatchObject({ costName: 1, amount: 3 });
    const choice = choiceOf(shown, { costName: 2, amount: 3 });
    const res = await post(user, 'process', bytes, { columns: JSON.stringify(choice) });
    const { processId } = res.json().data as ExcelProcessResult;
    expect((await storedRows(t.app, processId)).map((row) => row.costName)).toEqual([
      'Microsoft 365 E3 licenses',
      'AWS EC2 compute',
    ]);
  });

  it('reads the sheet the person chose, and Apply writes that sheet again', async () => {
    const user = await createUser(t.app, { credits: 50 });
    const bytes = await workbook({ Costs: TWO_NAMES, Other: UNNAMED });
    const other = await preview(user, bytes, { sheet: 'Other' });
    const res = await post(user, 'process', bytes, {
      columns: JSON.stringify(choiceOf(other, { costName: 3 })),
    });
    const { processId } = res.json().data as ExcelProcessResult;
    expect(res.json().data).toMatchObject({ totalRows: 3, successfulRows: 3 });

    // The rewrite reads the kept source as the upload did, not as detection would (sheet Costs).
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/v1/results/uploads/${processId}/apply`,
      headers: user.headers,
    });
    expect(applied.json().data).toMatchObject({ fileRewritten: true });
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/v1/tbm/excel/download/${processId}`,
      headers: user.headers,
    });
    const { sheets } = readWorkbook(file.rawPayload);
    expect(sheets.Other?.[0]).toContain('Method');
    expect(sheets.Costs?.[0]).not.toContain('Method');
    expect(sheets.Other?.slice(1).map((row) => row[4 + 6 + 2])).toEqual([
      'Classified',
      'Classified',
      'Classified',
    ]);
  });

  it.each([
    ['not JSON', '{roles', 'The column choice sent with the file is not valid.'],
    [
      'a column twice',
      JSON.stringify({ sheet: 'Costs', headerRow: 1, roles: { costName: 2, vendor: 2 } }),
      'A column can play one part only: choose another column for one of them.',
    ],
    [
      'no cost name',
      JSON.stringify({ sheet: 'Costs', headerRow: 1, roles: { vendor: 2 } }),
      'The column choice sent with the file is not valid.',
    ],
    [
      'a column past XFD',
      JSON.stringify({ sheet: 'Costs', headerRow: 1, roles: { costName: 16_385 } }),
      'The column choice sent with the file is not valid.',
    ],
  ])('refuses a choice with %s, charging nothing', async (_name, columns, message) => {
    const user = await createUser(t.app, { credits: 50 });
    const res = await post(user, 'process', await workbook({ Costs: TWO_NAMES }), { columns });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
  });
});
