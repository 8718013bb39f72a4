import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { CATEGORIZATION_KEYS, RESULT_COLUMNS } from '@trusty/contracts';
import { expect, test } from './support/console-errors';
import { writeWorkbook } from './support/excel';
import { registerVerifiedUser } from './support/users';

const NAMES = [
  'Microsoft 365 E3 licenses',
  'AWS EC2 compute',
  'Cisco switch maintenance',
  'Salesforce Sales Cloud',
  'Dell Latitude laptops',
  'ServiceNow ITSM subscription',
];

/** A small ledger export: a title row, a header, 30 costs with repeats, one row without a name. */
function writeLedger(path: string, bookType: 'xlsx' | 'biff8'): void {
  const rows: unknown[][] = [
    ['Q3 IT cost export'],
    ['Posting Date', 'Vendor', 'Cost Name', 'Amount'],
  ];
  for (let i = 0; i < 30; i++)
    rows.push([
      `2024-07-${String((i % 28) + 1).padStart(2, '0')}`,
      `Vendor ${i % 4}`,
      NAMES[i % NAMES.length],
      100 + i,
    ]);
  rows.push(['2024-07-31', 'Vendor 9', '', 55]);
  writeWorkbook(path, rows, { bookType });
}

async function chooseAndProcess(page: Page, path: string) {
  await page.getByLabel('Excel file').setInputFiles(path);
  await page.getByRole('button', { name: 'Process File' }).click();
}

test('upload a ledger, watch it reach Results Ready, download it enriched', async ({ page }) => {
  await registerVerifiedUser(page.request);
  const ledger = test.info().outputPath('ledger.xlsx');
  writeLedger(ledger, 'xlsx');

  await page.goto('/excel-processor');
  await expect(page.getByRole('heading', { name: 'Excel Processor', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('100 credits')).toBeVisible();

  await page.getByLabel('Excel file').setInputFiles(ledger);
  await expect(page.getByText('ledger.xlsx')).toBeVisible();
  await expect(page.getByText(/^\d+\.\d{2} MB$/)).toBeVisible();
  const live = page.waitForRequest((request) =>
    /\/api\/v1\/tbm\/excel\/progress\/[\w-]+$/.test(request.url()),
  );
  const upload = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/tbm/excel/process-with-sse'),
  );
  await page.getByRole('button', { name: 'Process File' }).click();
  await live;
  expect((await upload).status()).toBe(200);

  const dialog = page.getByRole('dialog', { name: 'Processing Complete' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Results Ready' })).toContainText(
    '(done)',
  );
  await expect(dialog.getByText('Total Rows').locator('xpath=following-sibling::dd')).toHaveText(
    '31',
  );
  await expect(
    dialog.getByText('Processed', { exact: true }).locator('xpath=following-sibling::dd'),
  ).toHaveText('30');
  await expect(
    dialog.getByText('Errors', { exact: true }).locator('xpath=following-sibling::dd'),
  ).toHaveText('1');
  await expect(dialog.getByText('Row 33: Cost name is empty')).toBeVisible();
  await expect(dialog.getByText(/^File available until /)).toBeVisible();
  await expect(page.getByText('Excel processed successfully! 30 rows processed.')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download Processed File' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('processed_ledger.xlsx');
  await expect(page.getByText('File downloaded successfully!')).toBeVisible();
  const saved = test.info().outputPath('processed_ledger.xlsx');
  await download.saveAs(saved);

  const workbook = XLSX.read(readFileSync(saved), { type: 'buffer' });
  expect(workbook.SheetNames).toEqual(['Ledger', 'Summary']);
  const rows = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets.Ledger as XLSX.WorkSheet, {
    header: 1,
    defval: '',
  });
  expect(rows[0]?.[0]).toBe('Q3 IT cost export');
  expect(rows[1]).toEqual(['Posting Date', 'Vendor', 'Cost Name', 'Amount', ...RESULT_COLUMNS]);
  for (const row of rows.slice(2, 32)) {
    expect(NAMES).toContain(row[2]);
    const layers = row.slice(4, 4 + CATEGORIZATION_KEYS.length);
    expect(
      layers.every((value) => typeof value === 'string' && value.length > 0),
      String(row),
    ).toBe(true);
    expect(row[4 + RESULT_COLUMNS.indexOf('Status')]).toBe('Classified');
  }
  // Repeated names get the same six layers.
  expect(rows[8]?.slice(4, 10)).toEqual(rows[2]?.slice(4, 10));
  expect(rows[32]?.slice(4 + RESULT_COLUMNS.indexOf('Status'))).toEqual([
    'Error',
    'Cost name is empty',
  ]);

  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  // One credit per classified row; the row without a name was free.
  await expect(page.getByRole('banner').getByText('70 credits')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Processing Complete' })).toBeVisible();
  await page.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Classified Rows' });
  await expect(details.getByRole('table').getByRole('row')).toHaveCount(31);
  await expect(details.getByText('Showing 30 of 30 classified rows.')).toBeVisible();
});

test('a legacy .xls comes back as an enriched .xlsx', async ({ page }) => {
  await registerVerifiedUser(page.request);
  const ledger = test.info().outputPath('costs.xls');
  writeLedger(ledger, 'biff8');
  await page.goto('/excel-processor');
  await chooseAndProcess(page, ledger);
  const dialog = page.getByRole('dialog', { name: 'Processing Complete' });
  await expect(dialog).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download Processed File' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('processed_costs.xlsx');
  const workbook = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets.Ledger as XLSX.WorkSheet, {
    header: 1,
    defval: '',
  });
  expect(rows[1]?.slice(4)).toEqual([...RESULT_COLUMNS]);
});

test('a file that is not a spreadsheet gets the validation message, on a phone too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await registerVerifiedUser(page.request);
  const notes = test.info().outputPath('notes.txt');
  writeFileSync(notes, 'Cost Name\nAWS EC2 compute\n');
  await page.goto('/excel-processor');
  await page.getByLabel('Excel file').setInputFiles(notes);
  await expect(page.getByRole('alert')).toHaveText(
    'Please upload a valid Excel file (.xlsx or .xls)',
  );
  await expect(page.getByRole('button', { name: 'Process File' })).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('rows that cannot be classified are marked Unclassified and cost nothing (issue 17 §1)', async ({
  page,
}) => {
  await registerVerifiedUser(page.request);
  const path = test.info().outputPath('mixed.xlsx');
  const rows = [
    ['Cost Name', 'Amount'],
    ['AWS EC2 compute', 100],
    ['Cisco switch maintenance', 200],
    ['asdfgh', 5],
    ['Team lunch receipt', 80],
    ['Total', 385],
  ];
  writeWorkbook(path, rows, { sheet: 'Costs' });

  await page.goto('/excel-processor');
  await expect(page.getByRole('banner').getByText('100 credits')).toBeVisible();
  await chooseAndProcess(page, path);
  const dialog = page.getByRole('dialog', { name: 'Processing Complete' });
  await expect(
    dialog.getByText('Processed', { exact: true }).locator('xpath=following-sibling::dd'),
  ).toHaveText('2');
  await expect(dialog.getByText('2 rows could not be classified (not charged)')).toBeVisible();
  await expect(
    dialog.getByText('1 row skipped as totals or subtotals (not charged)'),
  ).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download Processed File' }).click(),
  ]);
  const result = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
  const written = XLSX.utils.sheet_to_json<unknown[]>(result.Sheets.Costs as XLSX.WorkSheet, {
    header: 1,
    defval: '',
  });
  const status = 2 + RESULT_COLUMNS.indexOf('Status');
  expect(written.slice(1).map((row) => row[status])).toEqual([
    'Classified',
    'Classified',
    'Unclassified',
    'Unclassified',
    'Skipped',
  ]);
  expect(written[3]?.slice(2, 2 + CATEGORIZATION_KEYS.length + 1).every((v) => v === '')).toBe(
    true,
  );

  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  // Two classified rows, two credits: the rest were free.
  await expect(page.getByRole('banner').getByText('98 credits')).toBeVisible();
});
