import { readFileSync, writeFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { RULES_CSV_COLUMNS, rowsPageSchema, type ResultRow } from '@trusty/contracts';
import { expectNoAxeViolations } from './support/axe';
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
  // The rule made from the correction decides that row now (issue 34 §3: it counts as a hit).
  await expect(corrected).toContainText('Your rule');
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

/** Nothing sticks out sideways on a phone: the page never scrolls horizontally. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('on a phone: the review queue is cleared in a few clicks, and rules come in from a CSV', async ({
  page,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await registerVerifiedUser(page.request);
  const ledger = test.info().outputPath('doubtful.xlsx');
  // Two groups below the 80 % threshold: the Initech line twice, Zoom once (0.5).
  writeLedger(ledger, [
    DOUBTFUL,
    [DOUBTFUL[0], DOUBTFUL[1], 120],
    ['Zoom', 'Zoom Meetings annual', 150],
    KNOWN[1],
  ]);
  await upload(page, ledger);
  await page.goto('/results');
  await page.getByRole('link', { name: 'doubtful.xlsx' }).first().click();
  await page.getByRole('link', { name: /^Review \d+ doubtful rows?$/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Review doubtful.xlsx' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '2 groups to review' })).toBeVisible();
  const initech = page.getByRole('listitem').filter({ hasText: DOUBTFUL[1] });
  await expect(initech).toContainText('2 rows');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page, 'the review queue');

  // The correction dialog on a phone: readable, accessible, and Cancel changes nothing.
  await initech.getByRole('button', { name: `Correct ${DOUBTFUL[1]}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Review 2 rows' });
  await expect(dialog.getByLabel('Sub-Tower')).toHaveValue(/.+/);
  await dialog.getByRole('checkbox', { name: /Always map lines like this/ }).check();
  await expect(dialog.getByText(/^This rule would change \d+ stored rows? \(/)).toBeVisible();
  await expectNoAxeViolations(page, 'the correction dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(initech.getByRole('button', { name: `Correct ${DOUBTFUL[1]}` })).toBeFocused();

  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await page.getByRole('button', { name: 'Accept selected (2)' }).click();
  await expect(
    page.getByText('Nothing to review — every row is at or above your threshold'),
  ).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Accepted 3 rows (2 groups).' }),
  ).toBeAttached();

  // Rules: none yet; a CSV with mistakes is refused line by line, a correct one comes in.
  await page.goto('/rules');
  await expect(page.getByRole('heading', { name: 'No rules yet' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page, 'the empty Rules page');
  const header = RULES_CSV_COLUMNS.join(',');
  const layers = 'Software,Licensing,Application,Business Software,Business,Sales & Marketing';
  const bad = test.info().outputPath('bad-rules.csv');
  writeFileSync(
    bad,
    [
      header,
      `vendor,Initech,${layers},true`,
      `supplier,Globex,${layers},true`,
      `phrase,,${layers},true`,
    ].join('\n'),
  );
  // Chromium logs the refused import's 400 as a failed request: the page shows it instead.
  consoleGuard.allow(/\/api\/v1\/rules\/import/);
  await page.locator('input[type="file"]').setInputFiles(bad);
  const problems = page.getByRole('alert');
  await expect(problems).toContainText('Nothing was imported.');
  await expect(problems.getByRole('listitem')).toHaveText([/^Line 3: /, /^Line 4: /]);

  const good = test.info().outputPath('rules.csv');
  writeFileSync(
    good,
    [header, `vendor,Initech,${layers},true`, `phrase,zoom meetings,${layers},false`].join('\n'),
  );
  await page.locator('input[type="file"]').setInputFiles(good);
  await expect(page.getByText('2 rules created, 0 updated')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Enabled: Initech' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Enabled: zoom meetings' })).not.toBeChecked();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page, 'the Rules page');
});
