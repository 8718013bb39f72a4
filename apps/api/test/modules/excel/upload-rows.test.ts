import { gunzipSync } from 'node:zlib';
import { normalizeCostName } from '@trusty/tbm';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { excelResults } from '../../../src/db/schema/index';
import { useTestApp } from '../../helpers/app';
import { createUser, type TestUser } from '../../helpers/users';
import { STORED_ERROR_ROWS } from '../../../src/modules/excel/store-rows';
import { letterWord } from '../../helpers/ledger-names';
import { upload, uploadDetails } from './excel-helpers';
import {
  addRule,
  hitsOf,
  ledgerWorkbook,
  resultCells,
  RULE_LAYERS,
  storedRows,
  usageCharges,
} from './rules-and-rows-fixtures';

/**
 * Issue 15: every row of an upload is kept in result_rows, and the account's rules decide the
 * lines they match before the engine, for free.
 */

const t = useTestApp();
afterEach(() => vi.restoreAllMocks());

const download = (user: TestUser, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/tbm/excel/download/${id}`, headers: user.headers });

describe('an upload keeps every row', () => {
  let user: TestUser;
  let processId: string;

  beforeAll(async () => {
    user = await createUser(t.app, { credits: 10 });
    const res = await upload(t.app, user.headers, 'ledger.xlsx', await ledgerWorkbook());
    expect(res.statusCode).toBe(200);
    processId = res.json().data.processId;
    expect(res.json().data).toMatchObject({
      totalRows: 7,
      successfulRows: 2,
      unclassifiedRows: 3,
      skippedRows: 1,
      errorRows: 1,
      ruleRows: 0,
    });
  });

  it('stores each row with its status, answer, context, amount and whether it was charged', async () => {
    const rows = await storedRows(t.app, processId);
    expect(rows.map((row) => [row.rowNumber, row.status, row.charged])).toEqual([
      [2, 'classified', true],
      [3, 'classified', true],
      [4, 'unclassified', false],
      [5, 'skipped', false],
      [6, 'error', false],
      [7, 'unclassified', false],
      [8, 'unclassified', false],
    ]);
    const [microsoft, , lunch, total, empty] = rows;
    expect(microsoft).toMatchObject({
      userId: user.user.id,
      costName: 'Microsoft 365 E3 licenses',
      normalizedName: normalizeCostName('Microsoft 365 E3 licenses'),
      context: { vendor: 'Microsoft', glAccount: '6100' },
      amount: '1200',
      method: 'lexicon',
      review: 'unreviewed',
      ruleId: null,
      itTower: 'End User',
      subTower: 'End User Software',
      taxonomyVersion: '4.0',
    });
    expect(microsoft?.confidence).toBeGreaterThan(0.5);
    // Nothing recognised: no layers and no confidence to pretend with, but the reason is kept.
    expect(lunch).toMatchObject({ costPool: null, confidence: null, method: 'lexicon' });
    expect(lunch?.reason).not.toBe('');
    expect(total).toMatchObject({ costName: 'Total', method: null, amount: '2050' });
    expect(total?.reason).toMatch(/Total or subtotal line/);
    expect(empty).toMatchObject({ costName: '', reason: 'Cost name is empty', method: null });
  });

  it('keeps the source, the counters, the columns read and when the file was written', async () => {
    const [record] = await t.app.db
      .select()
      .from(excelResults)
      .where(eq(excelResults.id, processId));
    // Kept gzipped (an uncompressed workbook would hold PGlite's event loop while stored); it
    // unpacks to the workbook as read, a ZIP archive.
    expect(record?.source?.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(gunzipSync(record!.source!).subarray(0, 2).toString()).toBe('PK');
    expect(record).toMatchObject({
      unclassifiedRows: 3,
      skippedRows: 1,
      columnsRead: ['Cost Name (A)', 'Vendor (B)', 'GL Account (C)', 'Amount (D)'],
    });
    expect(Date.now() - (record?.fileWrittenAt?.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('charges the engine-classified rows once, in one ledger row', async () => {
    expect(await usageCharges(t.app, user)).toEqual([{ delta: -2, kind: 'usage_excel' }]);
  });

  it('lists View Details from the stored rows, in the same shape, owner only', async () => {
    const res = await uploadDetails(t.app, user.headers, processId);
    expect(res.statusCode).toBe(200);
    const details = res.json().data;
    expect(details).toMatchObject({ processId, successfulRows: 2, truncated: false });
    expect(details.rows).toHaveLength(2);
    expect(details.rows[0]).toMatchObject({
      row: 2,
      costName: 'Microsoft 365 E3 licenses',
      categorization: { 'IT Tower': 'End User', 'Sub-Tower': 'End User Software' },
    });
    // The engine's own number, not the float a real column would hand back.
    expect(String(details.rows[0].confidence)).toMatch(/^0\.\d{1,4}$/);

    const stranger = await createUser(t.app);
    const other = await uploadDetails(t.app, stranger.headers, processId);
    expect(other.statusCode).toBe(404);
  });
});

describe('the local engine during an upload', () => {
  it('is asked each distinct line once, a few names per call, so other requests run between calls', async () => {
    expect(t.app.classifier.runsOnEventLoop).toBe(true);
    const rows = Array.from({ length: 4_000 }, (_, i): [string, string, string, number] => [
      `Cisco switch maintenance site ${letterWord(i % 2_000)}`,
      'Cisco',
      '6100',
      i,
    ]);
    const user = await createUser(t.app, { credits: 5_000 });
    const spy = vi.spyOn(t.app.classifier, 'classifyLines');
    const res = await upload(t.app, user.headers, 'ledger.xlsx', await ledgerWorkbook(rows));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.successfulRows).toBe(4_000);
    const calls = spy.mock.calls.map(([lines]) => lines.map((line) => line.name));
    expect(new Set(calls.flat()).size).toBe(2_000);
    expect(calls.flat()).toHaveLength(2_000);
    expect(Math.max(...calls.map((names) => names.length))).toBeLessThanOrEqual(40);
  });

  it('asks once for names that differ only by a reference or a date, and keeps each row its own name', async () => {
    const rows = Array.from({ length: 3_000 }, (_, i): [string, string, string, number] => [
      i % 3 === 0
        ? `Team lunch INV-${10_000 + i}`
        : `Cisco SmartNet renewal PO ${4_500_000 + i} Mar-24`,
      i % 3 === 0 ? 'Northwind Events Ltd' : 'Cisco',
      i % 3 === 0 ? '7200' : '6100',
      i,
    ]);
    const user = await createUser(t.app, { credits: 5_000 });
    const spy = vi.spyOn(t.app.classifier, 'classifyLines');
    const res = await upload(t.app, user.headers, 'ledger.xlsx', await ledgerWorkbook(rows));
    expect(res.statusCode).toBe(200);
    const { processId, ...counts } = res.json().data;
    expect(spy.mock.calls.flatMap(([lines]) => lines)).toHaveLength(2);

    const stored = await storedRows(t.app, processId);
    expect(stored).toHaveLength(3_000);
    const renewals = stored.filter((row) => row.costName.startsWith('Cisco SmartNet'));
    expect(new Set(renewals.map((row) => row.costName)).size).toBe(2_000);
    expect(new Set(renewals.map((row) => row.itTower)).size).toBe(1);
    expect(renewals.every((row) => row.status === 'classified' && row.charged)).toBe(true);
    expect(counts.successfulRows).toBe(2_000);
    // an unrecognised row's reason quotes its own name, not the one the engine was asked
    for (const row of stored.filter((row) => row.costName.startsWith('Team lunch'))) {
      expect(row.status).toBe('unclassified');
      expect(row.reason).toContain(`'${row.costName}'`);
    }
    expect(counts.unclassifiedRows).toBe(1_000);
    expect(await usageCharges(t.app, user)).toEqual([{ delta: -2_000, kind: 'usage_excel' }]);
  });
});

describe("the account's rules decide before the engine", () => {
  it('decides the rows a rule matches: method rule, not charged, not sent to the engine', async () => {
    const user = await createUser(t.app, { credits: 10 });
    const ruleId = await addRule(t.app, user, 'vendor', 'Acme Corp');
    const spy = vi.spyOn(t.app.classifier, 'classifyLines');

    const res = await upload(t.app, user.headers, 'ledger.xlsx', await ledgerWorkbook());
    expect(res.statusCode).toBe(200);
    const { processId, ...counts } = res.json().data;
    expect(counts).toMatchObject({ successfulRows: 4, ruleRows: 2, unclassifiedRows: 1 });
    const sent = spy.mock.calls.flatMap(([lines]) => lines.map((line) => line.name));
    expect(sent).toContain('AWS EC2 compute');
    expect(sent).not.toContain('Acme widget service');

    const rows = await storedRows(t.app, processId);
    for (const row of rows.filter((r) => r.costName === 'Acme widget service')) {
      expect(row).toMatchObject({
        status: 'classified',
        method: 'rule',
        ruleId,
        charged: false,
        confidence: 1,
        reason: 'Your rule: Vendor "Acme Corp"',
        costPool: RULE_LAYERS['Cost Pool'],
        itTower: RULE_LAYERS['IT Tower'],
        technicalCategory: RULE_LAYERS['Technical Category'],
      });
    }
    // The ledger holds the engine's rows only; the rule counts what it decided.
    expect(await usageCharges(t.app, user)).toEqual([{ delta: -2, kind: 'usage_excel' }]);
    expect(await hitsOf(t.app, ruleId)).toBe(2);

    const file = await download(user, processId);
    expect(resultCells(file.rawPayload, 'Ledger', 7)).toEqual({
      ...RULE_LAYERS,
      Confidence: 1,
      Method: 'Your rule',
      Status: 'Classified',
      Reason: 'Your rule: Vendor "Acme Corp"',
    });
    expect(resultCells(file.rawPayload, 'Ledger', 3)).toMatchObject({
      'IT Tower': 'Compute',
      Status: 'Classified',
    });
  });

  it('quotes only the rows left to the engine: exactly their credits are enough', async () => {
    // Rows 2, 3, 4, 7 and 8 have names; the rule takes 7 and 8, so the quote is 3.
    const short = await createUser(t.app, { credits: 3 });
    const refused = await upload(t.app, short.headers, 'ledger.xlsx', await ledgerWorkbook());
    expect(refused.statusCode).toBe(402);

    await addRule(t.app, short, 'vendor', 'acme  CORP');
    const res = await upload(t.app, short.headers, 'ledger.xlsx', await ledgerWorkbook());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ successfulRows: 4, ruleRows: 2 });
    expect(await usageCharges(t.app, short)).toEqual([{ delta: -2, kind: 'usage_excel' }]);
  });

  it("never uses another account's rules", async () => {
    const owner = await createUser(t.app, { credits: 10 });
    await addRule(t.app, owner, 'vendor', 'Microsoft');
    const other = await createUser(t.app, { credits: 10 });
    const res = await upload(t.app, other.headers, 'ledger.xlsx', await ledgerWorkbook());
    const rows = await storedRows(t.app, res.json().data.processId);
    expect(rows.filter((row) => row.method === 'rule')).toEqual([]);
    expect(rows[0]).toMatchObject({ method: 'lexicon', itTower: 'End User', charged: true });
  });
});

describe('rows without a usable name', () => {
  it('are counted in full but stored only up to STORED_ERROR_ROWS: a sheet of them writes no flood', async () => {
    const user = await createUser(t.app, { credits: 10 });
    const nameless = STORED_ERROR_ROWS + 5;
    const rows: Array<[string, string, string, number]> = [
      ['Microsoft 365 E3 licenses', 'Microsoft', '6100', 1200],
    ];
    for (let i = 0; i < nameless; i++) rows.push(['', 'Acme Corp', '6100', 10]);
    const res = await upload(t.app, user.headers, 'nameless.xlsx', await ledgerWorkbook(rows));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ successfulRows: 1, errorRows: nameless });

    const stored = await storedRows(t.app, res.json().data.processId);
    expect(stored.filter((row) => row.status === 'error')).toHaveLength(STORED_ERROR_ROWS);
    // The classified row is kept whatever comes after it, and the first error rows in order.
    expect(stored[0]).toMatchObject({ rowNumber: 2, status: 'classified' });
    expect(stored[1]).toMatchObject({ rowNumber: 3, status: 'error' });
    expect(stored.at(-1)).toMatchObject({ rowNumber: 2 + STORED_ERROR_ROWS, status: 'error' });
  });
});
