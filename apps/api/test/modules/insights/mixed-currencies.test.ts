import {
  RESULT_COLUMNS,
  sumDecimals,
  type CurrencySpend,
  type SpendCoverage,
} from '@trusty/contracts';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROWS_CSV_COLUMNS } from '../../../src/modules/insights/rows-csv';
import { useTestApp } from '../../helpers/app';
import { apiAs, LAPTOP } from '../../helpers/stored-results';
import { createUser, type TestUser } from '../../helpers/users';
import { readWorkbook, upload } from '../excel/excel-helpers';

/**
 * Issue 31: a ledger mixing US dollars, euros and pounds, its amounts written every way a ledger
 * writes them, summed by hand below. The figures must agree to the cent, per currency, in the
 * API, on the Summary sheet and in the Insights, and move when a person corrects a row.
 */

let user: TestUser;
let uploadId: string;
let coverage: SpendCoverage;
const t = useTestApp({ SPREADSHEET_WORKERS: '1' });

beforeAll(async () => {
  user = await createUser(t.app, { credits: 100 });
  const res = await upload(t.app, user.headers, 'mixed.xlsx', await ledger());
  expect(res.statusCode, res.body).toBe(200);
  uploadId = res.json().data.processId;
  coverage = (await api().get(`/results/uploads/${uploadId}/coverage`)).json().data;
});

const api = () => apiAs(t, user);

/** Vendor, cost name, the amount cell (a number, or text as typed), currency cell, number format. */
type Line = [string, string, number | string, string, string?];
const LINES: Line[] = [
  ['Cisco', 'Cisco SmartNet renewal FY25', 12000.1, 'USD'],
  ['Amazon Web Services', 'AWS EC2 reserved instances', 8450.55, 'usd'],
  ['Microsoft', 'Microsoft 365 E3 licenses', '1.234,56', 'EUR'],
  ['Accenture', 'SAP Basis consulting', 74000, 'EUR'],
  ['Dell', 'Dell laptop', '£1,200.00', ''],
  ['Deli on Main', 'Team lunch receipt', 80.25, 'USD'],
  ['Cisco', 'Cisco SmartNet credit note', '(500.05)', 'USD'],
  ['Zoom', 'Zoom Workplace licenses', '12abc', 'USD'],
  ['Slack', 'Slack Pro seats', 0.1, 'EUR'],
  ['Slack', 'Slack Pro seats', 0.2, 'EUR'],
  ['Adobe', 'Adobe Creative Cloud', '€ 99,99', ''],
  ['Oracle', 'Oracle database support', 1000, '', '[$£-809]#,##0.00'],
  ['', 'Total', 99999, 'USD'],
  ['Zoom', 'Zoom webinar add-on', 300, 'Doubloons'],
  ['=HYPERLINK("http://evil.example","x")', '+Dell laptop dock', 42, 'USD'],
];
/** Summed by hand. */
const TOTALS = { USD: '20072.85', EUR: '75334.85', GBP: '2200' };

async function ledger(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Ledger');
  sheet.addRow(['Vendor', 'Cost Name', 'Amount', 'Currency']);
  for (const [vendor, name, amount, currency, format] of LINES) {
    const row = sheet.addRow([vendor, name, amount, currency]);
    if (format) row.getCell(3).numFmt = format;
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const spendIn = (c: SpendCoverage, currency: string) =>
  c.currencies.find((s) => s.currency === currency) as CurrencySpend;

describe('amounts in three currencies, written every way', () => {
  it('totals each currency to the cent, never adding one to another', () => {
    expect(coverage.currencies.map((s) => [s.currency, s.total])).toEqual([
      ['EUR', TOTALS.EUR],
      ['USD', TOTALS.USD],
      ['GBP', TOTALS.GBP],
    ]);
    expect(coverage.amountIssues).toBe(2);
    expect(coverage.rowsWithoutAmount).toBe(0);
  });

  it('splits every currency into rules, people, engine, to review and unclassified, summing to the total', () => {
    for (const spend of coverage.currencies) {
      const parts = [
        spend.byRules,
        spend.byPeople,
        spend.engineConfident,
        spend.toReview,
        spend.unclassified,
      ];
      expect(sumDecimals(parts), spend.currency ?? '').toBe(spend.total);
      // coverage narrows from the pool to the sub-tower, and is never less than the confident part
      const confident = sumDecimals([spend.byRules, spend.byPeople, spend.engineConfident]);
      for (const layer of [spend.covered.costPool, spend.covered.itTower, spend.covered.subTower])
        expect(Number(layer)).toBeGreaterThanOrEqual(Number(confident));
      expect(Number(spend.covered.costPool)).toBeGreaterThanOrEqual(Number(spend.covered.itTower));
      // the pools and towers hold the classified money, the flow the same
      const classified = sumDecimals(parts.slice(0, 4));
      expect(sumDecimals(spend.byPool.map((g) => g.amount))).toBe(classified);
      expect(sumDecimals(spend.byTower.map((g) => g.amount))).toBe(classified);
      expect(sumDecimals(spend.flow.map((f) => f.amount))).toBe(classified);
    }
    expect(spendIn(coverage, 'USD').unclassified).toBe('80.25');
    expect(spendIn(coverage, 'USD').topUnclassified.vendors).toEqual([
      { key: 'Deli on Main', label: 'Deli on Main', amount: '80.25', rows: 1 },
    ]);
    expect(spendIn(coverage, 'USD').topUnclassified.names[0]).toMatchObject({
      label: 'Team lunch receipt',
      amount: '80.25',
    });
  });

  it('rolls up the same figures from the stored rows as from the rows it had in hand', async () => {
    // The upload's roll-up was written with it from the sheet's rows (the Summary's figures);
    // moving its version makes the next read roll it up again from the stored rows, in SQL.
    await t.app.db.execute(
      sql`UPDATE excel_results SET rows_changed_at = now() WHERE id = ${uploadId}`,
    );
    const again = (await api().get(`/results/uploads/${uploadId}/coverage`)).json().data;
    expect(again).toEqual(coverage);
  });

  it('keeps each row its exact amount and currency, and says why one could not be read', async () => {
    const rows = (await api().get(`/results/uploads/${uploadId}/rows?pageSize=100`)).json().data
      .items as Array<{
      costName: string;
      amount: string | null;
      currency: string | null;
      amountIssue: string | null;
    }>;
    const byName = (name: string) => rows.filter((row) => row.costName === name);
    expect(byName('Microsoft 365 E3 licenses')[0]).toMatchObject({
      amount: '1234.56',
      currency: 'EUR',
    });
    expect(byName('Cisco SmartNet credit note')[0]).toMatchObject({
      amount: '-500.05',
      currency: 'USD',
    });
    expect(byName('Dell laptop')[0]).toMatchObject({ amount: '1200', currency: 'GBP' });
    expect(byName('Oracle database support')[0]).toMatchObject({ amount: '1000', currency: 'GBP' });
    expect(byName('Adobe Creative Cloud')[0]).toMatchObject({ amount: '99.99', currency: 'EUR' });
    expect(byName('Slack Pro seats').map((row) => row.amount)).toEqual(['0.1', '0.2']);
    expect(byName('Zoom Workplace licenses')[0]).toMatchObject({
      amount: null,
      amountIssue: '"12abc" is not a number',
    });
    expect(byName('Zoom webinar add-on')[0]).toMatchObject({
      amount: null,
      amountIssue: 'currency "Doubloons" is not a currency code',
    });
  });

  it('writes the status of a row whose amount could not be read, and the file still succeeds', async () => {
    const res = await api().get(`/tbm/excel/download/${uploadId}`);
    const sheet = readWorkbook(res.rawPayload).sheets.Ledger as unknown[][];
    const status = 4 + RESULT_COLUMNS.indexOf('Status');
    const reason = 4 + RESULT_COLUMNS.indexOf('Reason');
    const zoom = sheet.find((row) => row[1] === 'Zoom Workplace licenses') as unknown[];
    expect(zoom[status]).toMatch(/ – amount not read$/);
    expect(zoom[reason]).toMatch(/^Amount not read: "12abc" is not a number\. /);
  });

  it('tells the same story on the Summary sheet, per currency, in the file\u2019s number formats', async () => {
    const res = await api().get(`/tbm/excel/download/${uploadId}`);
    const summary = readWorkbook(res.rawPayload).sheets.Summary as unknown[][];
    for (const [currency, total] of Object.entries(TOTALS)) {
      const at = summary.findIndex((row) => row[0] === `Spend in ${currency}`);
      expect(at, currency).toBeGreaterThan(0);
      expect(summary[at + 1]?.slice(0, 2)).toEqual(['Total spend', Number(total)]);
      const spend = spendIn(coverage, currency);
      const line = (label: string) => summary.slice(at).find((row) => row[0] === label)?.[1];
      expect(line('Still to review')).toBe(Number(spend.toReview));
      expect(line('Unclassified')).toBe(Number(spend.unclassified));
      expect(line('Mapped with confidence: IT Tower')).toBe(Number(spend.covered.itTower));
    }
    expect(summary.find((row) => row[0] === 'Rows whose amount could not be read')?.[1]).toBe(2);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Summary') as ExcelJS.Worksheet;
    const formatOf = (currency: string) => {
      let format: string | undefined;
      sheet.eachRow((row) => {
        if (row.getCell(1).value === `Spend in ${currency}`) format = undefined;
        if (row.getCell(1).value === 'Total spend' && format === undefined)
          format = row.getCell(2).numFmt;
      });
      return format;
    };
    expect(formatOf('GBP')).toBe('[$£-809]#,##0.00');
    expect(formatOf('EUR')).toBe('[$EUR] #,##0.00');
  });

  it('shows the same per-currency totals in the Insights, and moves them when a person corrects a row', async () => {
    const before = (await api().get('/insights')).json().data;
    expect(before.coverage.currencies.map((s: CurrencySpend) => [s.currency, s.total])).toEqual(
      coverage.currencies.map((s) => [s.currency, s.total]),
    );
    expect(
      before.trend.map((p: { currency: string; total: string }) => [p.currency, p.total]),
    ).toEqual([
      ['EUR', TOTALS.EUR],
      ['USD', TOTALS.USD],
      ['GBP', TOTALS.GBP],
    ]);
    const rows = (await api().get(`/results/uploads/${uploadId}/rows?q=lunch`)).json().data.items;
    const corrected = await api().post('/results/rows/correct', {
      selection: { rowIds: [rows[0].id] },
      layers: LAPTOP,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const after = (await api().get('/insights')).json().data.coverage as SpendCoverage;
    const usdBefore = spendIn(before.coverage, 'USD');
    const usdAfter = spendIn(after, 'USD');
    expect(usdAfter.total).toBe(TOTALS.USD);
    expect(usdAfter.unclassified).toBe('0');
    expect(usdAfter.byPeople).toBe(sumDecimals([usdBefore.byPeople, '80.25']));
    expect(usdAfter.topUnclassified.vendors).toEqual([]);
    const upload = (await api().get(`/results/uploads/${uploadId}/coverage`)).json().data;
    expect(spendIn(upload, 'USD').byPeople).toBe(usdAfter.byPeople);
  });

  it('writes the corrected figures onto the Summary when the file is written again', async () => {
    // Runs after the correction above: the file is outdated until rules and corrections apply.
    const applied = await api().post(`/results/uploads/${uploadId}/apply`);
    expect(applied.statusCode, applied.body).toBe(200);
    const page = (await api().get(`/results/uploads/${uploadId}/coverage`)).json()
      .data as SpendCoverage;
    const res = await api().get(`/tbm/excel/download/${uploadId}`);
    const summary = readWorkbook(res.rawPayload).sheets.Summary as unknown[][];
    for (const currency of Object.keys(TOTALS)) {
      const at = summary.findIndex((row) => row[0] === `Spend in ${currency}`);
      const line = (label: string) => summary.slice(at).find((row) => row[0] === label)?.[1];
      const spend = spendIn(page, currency);
      expect(line('Decided by people'), currency).toBe(Number(spend.byPeople));
      expect(line('Unclassified'), currency).toBe(Number(spend.unclassified));
      expect(line('Mapped with confidence: Cost Pool'), currency).toBe(
        Number(spend.covered.costPool),
      );
    }
    expect(spendIn(page, 'USD').unclassified).toBe('0');
  });

  it('exports the rows as CSV with their money and six layers, formulas defused', async () => {
    const res = await api().get(`/results/uploads/${uploadId}/rows.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('mixed_rows.csv');
    expect(res.body.startsWith('\ufeffRow,Cost Name,Vendor')).toBe(true);
    const [header, ...records] = parse(res.body.slice(1), {
      relax_column_count: false,
    }) as string[][];
    expect(header).toEqual([...ROWS_CSV_COLUMNS]);
    const column = (name: string) => header?.indexOf(name) as number;
    const byName = (name: string) =>
      records.find((r) => r[column('Cost Name')] === name) as string[];
    expect(byName('Microsoft 365 E3 licenses')[column('Amount')]).toBe('1234.56');
    expect(byName('Microsoft 365 E3 licenses')[column('Currency')]).toBe('EUR');
    expect(byName('Cisco SmartNet credit note')[column('Amount')]).toBe('-500.05');
    expect(byName('Zoom Workplace licenses')[column('Amount not read')]).toBe(
      '"12abc" is not a number',
    );
    const hostile = byName("'+Dell laptop dock");
    expect(hostile[column('Vendor')]).toBe('\'=HYPERLINK("http://evil.example","x")');
    const classified = records.filter((r) => r[column('Status')] === 'classified');
    for (const record of classified)
      for (const layer of ['Cost Pool', 'IT Tower', 'Technical Category'])
        expect(record[column(layer)]).not.toBe('');
    expect(records).toHaveLength(LINES.length);
    const other = await createUser(t.app);
    expect((await apiAs(t, other).get(`/results/uploads/${uploadId}/rows.csv`)).statusCode).toBe(
      404,
    );
  });

  it('answers 404 for another account\u2019s upload and 400 for a malformed period', async () => {
    const other = await createUser(t.app);
    expect((await apiAs(t, other).get(`/results/uploads/${uploadId}/coverage`)).statusCode).toBe(
      404,
    );
    expect((await apiAs(t, other).get('/insights')).json().data.coverage.currencies).toEqual([]);
    expect((await api().get('/insights?from=2026-13-01')).statusCode).toBe(400);
    expect((await api().get('/insights?from=2026-05-02&to=2026-05-01')).statusCode).toBe(400);
    const empty = (await api().get('/insights?from=2000-01-01&to=2000-01-31')).json().data;
    expect(empty.coverage.currencies).toEqual([]);
    expect(empty.trend).toEqual([]);
  });
});
