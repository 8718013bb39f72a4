import type { CurrencySpend, SpendCoverage } from '@trusty/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app';
import { apiAs } from '../../helpers/stored-results';
import { createUser, type TestUser } from '../../helpers/users';
import { upload } from '../excel/excel-helpers';

/**
 * Issue 31: a German ledger's money, through an upload: a Soll / Haben (debit / credit) pair
 * under German headers, amounts typed as text with the comma as decimal mark and a trailing
 * minus. Each row's amount is debit − credit, and the totals per currency agree with a hand sum.
 */

let user: TestUser;
let uploadId: string;
const t = useTestApp({ SPREADSHEET_WORKERS: '1' });

beforeAll(async () => {
  user = await createUser(t.app, { credits: 100 });
  const res = await upload(t.app, user.headers, 'hauptbuch.xlsx', await ledger());
  expect(res.statusCode, res.body).toBe(200);
  uploadId = res.json().data.processId;
});

/** Cost name, Soll (debit), Haben (credit), Währung. */
const LINES: Array<[string, number | string, number | string, string]> = [
  ['Cisco SmartNet renewal', 1000.1, '', 'EUR'],
  ['Cisco SmartNet credit note', '', 250.05, 'EUR'],
  ['AWS EC2 compute', 500, 100.25, 'USD'],
  ['Dell laptop', '1.234,50', '', 'EUR'],
  ['Zoom Workplace licenses', '300,00-', '', 'USD'],
];
/** Summed by hand: EUR 1,000.10 − 250.05 + 1,234.50; USD (500 − 100.25) − 300. */
const TOTALS = { EUR: '1984.55', USD: '99.75' };

async function ledger(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Hauptbuch');
  sheet.addRow(['Cost Name', 'Soll', 'Haben', 'Währung']);
  for (const line of LINES) sheet.addRow(line);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('a Soll / Haben ledger', () => {
  it('reads each row as debit − credit, in its currency', async () => {
    const res = await apiAs(t, user).get(`/results/uploads/${uploadId}/rows?pageSize=100`);
    const rows = res.json().data.items as Array<{
      costName: string;
      amount: string | null;
      currency: string | null;
      amountIssue: string | null;
    }>;
    expect(rows.map((row) => [row.costName, row.amount, row.currency, row.amountIssue])).toEqual([
      ['Cisco SmartNet renewal', '1000.1', 'EUR', null],
      ['Cisco SmartNet credit note', '-250.05', 'EUR', null],
      ['AWS EC2 compute', '399.75', 'USD', null],
      ['Dell laptop', '1234.5', 'EUR', null],
      ['Zoom Workplace licenses', '-300', 'USD', null],
    ]);
  });

  it('totals each currency to the cent', async () => {
    const coverage = (await apiAs(t, user).get(`/results/uploads/${uploadId}/coverage`)).json()
      .data as SpendCoverage;
    const total = (currency: string) =>
      (coverage.currencies.find((s) => s.currency === currency) as CurrencySpend).total;
    expect({ EUR: total('EUR'), USD: total('USD') }).toEqual(TOTALS);
    expect(coverage.currencies).toHaveLength(2);
  });
});
