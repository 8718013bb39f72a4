import { readFileSync, writeFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { rowsPageSchema, type ResultRow } from '@trusty/contracts';
import { expect, test } from './support/console-errors';
import { registerVerifiedUser } from './support/users';

/** Lines the engine knows well, and one it places with little confidence (0.27). */
const KNOWN = [
  ['Microsoft', 'Microsoft 365 E3 licenses', 1200],
  ['Amazon Web Services', 'AWS EC2 compute', 800],
  ['Cisco', 'Cisco switch maintenance', 300],
] as const;
const DOUBTFUL = ['Initech', 'Initech TPS reporting', 450] as const;
/** A line of the same vendor the engine has never seen: the vendor rule decides it. */
const SAME_VENDOR = ['Initech', 'Initech TPS licence renewal', 990] as const;

/** What the person decides the Initech lines are. */
const CORRECTED = {
  'IT Tower': 'Application',
  'Sub-Tower': 'Business Software',
  'Technical Solution': 'Business',
  'Technical Category': 'Sales & Marketing',
} as const;

function writeLedger(path: string, lines: ReadonlyArray<readonly [string, string, number]>) {
  const workbook = XLSX.utils.book_new();
  const rows = [['Vendor', 'Cost Name', 'Amount'], ...lines.map((line) => [...line])];
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Ledger');
  writeFileSync(path, XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
}

async function upload(page: Page, path: string) {
  await page.goto('/excel-processor');
  await page.getByLabel('Excel file').setInputFiles(path);
  await page.getByRole('button', { name: 'Process File' }).click();
  const dialog = page.getByRole('dialog', { name: 'Processing Complete' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close dialog' }).click();
}

async function balance(request: APIRequestContext): Promise<number> {
  const stats = await request.get('/api/v1/tbm/user-stats');
  return ((await stats.json()) as { data: { credits: number } }).data.credits;
}

/** The stored rows of an upload, as the API gives them to its owner. */
async function storedRows(request: APIRequestContext, uploadId: string): Promise<ResultRow[]> {
  const response = await request.get(`/api/v1/results/uploads/${uploadId}/rows?pageSize=100`);
  expect(response.ok()).toBe(true);
  return rowsPageSchema.parse(((await response.json()) as { data: unknown }).data).items;
}

/** Opens an upload from the Results list; answers its id. */
async function openInResults(page: Page, fileName: string): Promise<string> {
  await page.goto('/results');
  await page.getByRole('link', { name: fileName }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: fileName })).toBeVisible();
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

/** The Ledger sheet of a downloaded workbook, one object per data row by header. */
async function downloadedLedger(page: Page): Promise<Array<Record<string, unknown>>> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download File' }).click(),
  ]);
  const workbook = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
  return XLSX.utils.sheet_to_json<Record<string, unknown>>(
    workbook.Sheets.Ledger as XLSX.WorkSheet,
    { defval: '' },
  );
}

test('a correction taught as a vendor rule decides the next upload, free, and shows in the files', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerVerifiedUser(page.request);
  const first = test.info().outputPath('ledger-q3.xlsx');
  const second = test.info().outputPath('ledger-q4.xlsx');
  writeLedger(first, [...KNOWN, DOUBTFUL]);
  writeLedger(second, [KNOWN[0], KNOWN[2], SAME_VENDOR]);

  // 1. Upload a ledger and open it in Results.
  await upload(page, first);
  const firstId = await openInResults(page, 'ledger-q3.xlsx');
  const rowsTable = page.getByRole('region', { name: 'Rows of ledger-q3.xlsx' });
  await expect(rowsTable.getByRole('row')).toHaveCount(5);

  // 2. Correct the doubtful row and save it as a vendor rule.
  await rowsTable.getByRole('button', { name: /^Correct row \d+ Initech TPS reporting$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Review this row' });
  await expect(dialog.getByText('Initech TPS reporting')).toBeVisible();
  await expect(dialog.getByLabel('IT Tower')).toHaveValue('Platform');
  await dialog.getByLabel('IT Tower').selectOption('Application');
  // The tower changed: its old sub-tower no longer fits and was cleared.
  await expect(dialog.getByLabel('Sub-Tower')).toHaveValue('');
  await dialog.getByLabel('Sub-Tower').selectOption({ label: CORRECTED['Sub-Tower'] });
  await dialog.getByLabel('Technical Solution').selectOption(CORRECTED['Technical Solution']);
  await dialog
    .getByLabel('Technical Category')
    .selectOption({ label: CORRECTED['Technical Category'] });
  await dialog.getByRole('checkbox', { name: /Always map lines like this/ }).check();
  await dialog.getByRole('radio', { name: 'Vendor' }).check();
  await expect(dialog.getByLabel('Vendor to match')).toHaveValue('Initech');
  await expect(dialog.getByText(/^This rule would change \d+ stored rows? \(/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save correction and rule' }).click();
  await expect(page.getByText('Correction saved for 1 row and rule created.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const corrected = rowsTable.getByRole('row').filter({ hasText: 'Initech TPS reporting' });
  await expect(corrected).toContainText('Corrected by you');
  await expect(corrected).toContainText('Business Software');

  // The rule is on the Rules page.
  await page.getByRole('link', { name: 'Rules' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Initech' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Enabled: Initech' })).toBeChecked();

  // 3. Write the correction into the first file (free), and download it.
  await page.goto(`/results/${firstId}`);
  await page.getByRole('button', { name: 'Apply rules and corrections' }).click();
  const apply = page.getByRole('dialog', { name: 'Apply rules and corrections' });
  await expect(apply.getByText(/^This uses 0 credits\./)).toBeVisible();
  const before = await balance(page.request);
  await apply.getByRole('button', { name: 'Apply' }).click();
  await expect(apply).toBeHidden();
  expect(await balance(page.request)).toBe(before);
  const firstFile = await downloadedLedger(page);
  const initech = firstFile.find((row) => row['Cost Name'] === DOUBTFUL[1]);
  expect(initech).toMatchObject(CORRECTED);

  // 4. A second ledger with the same vendor: the rule decides that row, and it is not charged.
  const beforeSecond = await balance(page.request);
  await upload(page, second);
  const secondId = await openInResults(page, 'ledger-q4.xlsx');
  const secondTable = page.getByRole('region', { name: 'Rows of ledger-q4.xlsx' });
  const ruled = secondTable.getByRole('row').filter({ hasText: SAME_VENDOR[1] });
  await expect(ruled).toContainText('Your rule');
  await expect(ruled).toContainText('Business Software');

  const rows = await storedRows(page.request, secondId);
  const byName = new Map(rows.map((row) => [row.costName, row]));
  expect(byName.get(SAME_VENDOR[1])).toMatchObject({ method: 'rule', charged: false });
  const engineRows = rows.filter((row) => row.charged);
  expect(engineRows.map((row) => row.costName).sort()).toEqual([KNOWN[0][1], KNOWN[2][1]].sort());
  // Only the engine's rows cost a credit each.
  expect(await balance(page.request)).toBe(beforeSecond - engineRows.length);

  // 5. The second file carries the rule's answer as written at upload.
  const secondFile = await downloadedLedger(page);
  expect(secondFile.find((row) => row['Cost Name'] === SAME_VENDOR[1])).toMatchObject(CORRECTED);
});
