import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { CATEGORIZATION_KEYS, type Rule, type UploadDetail } from '@trusty/contracts';
import { expect, test } from './support/console-errors';
import { processOnExcelProcessor, writeWorkbook } from './support/excel';
import { registerVerifiedUser } from './support/users';

/**
 * Issue 34 §3: correct an unclassified row into a rule, apply, and find the same figures on the
 * upload's page, in the API and in the downloaded file; the rule's hits and the dashboard's
 * Total Costs Analyzed follow too.
 */

const LINES = [
  ['Microsoft', 'Microsoft 365 E3 licenses', 1200],
  ['Amazon Web Services', 'AWS EC2 compute', 800],
  ['Pizza Place', 'Team lunch', 50],
] as const;

const writeLedger = (path: string) =>
  writeWorkbook(path, [['Vendor', 'Cost Name', 'Amount'], ...LINES]);

/** A counter of the upload's page ("Classified" → 2). */
async function counter(page: Page, label: string): Promise<number> {
  const box = page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
  return Number((await box.locator('dd').innerText()).replace(/,/g, ''));
}

test('a correction made a rule, then applied: the page, the API and the file agree', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerVerifiedUser(page.request);
  const path = test.info().outputPath('lunch.xlsx');
  writeLedger(path);
  await processOnExcelProcessor(page, path);

  await page.goto('/results');
  await page.getByRole('link', { name: 'lunch.xlsx' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'lunch.xlsx' })).toBeVisible();
  const uploadId = new URL(page.url()).pathname.split('/').at(-1)!;
  expect(await counter(page, 'Unclassified')).toBe(1);
  const classifiedBefore = await counter(page, 'Classified');
  const totalBefore = (await (await page.request.get('/api/v1/tbm/user-stats')).json()).data
    .totalCostsAlignment as number;

  // Correct the line nobody could place, and make a rule of it.
  await page.getByRole('button', { name: 'Correct row 4 Team lunch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review this row' });
  for (const layer of CATEGORIZATION_KEYS)
    await dialog.getByLabel(layer, { exact: true }).selectOption({ index: 1 });
  await dialog.getByRole('checkbox', { name: /Always map lines like this/ }).check();
  await dialog.getByRole('button', { name: 'Save correction and rule' }).click();
  await expect(page.getByText('Correction saved for 1 row and rule created.')).toBeVisible();

  // The counters moved at once, before any apply.
  await expect.poll(() => counter(page, 'Unclassified')).toBe(0);
  expect(await counter(page, 'Classified')).toBe(classifiedBefore + 1);
  expect(await counter(page, 'Decided by your rules')).toBe(1);

  await page.getByRole('button', { name: 'Apply rules and corrections' }).click();
  const apply = page.getByRole('dialog', { name: 'Apply rules and corrections' });
  await apply.getByRole('button', { name: 'Apply' }).click();
  await expect(apply).toBeHidden();

  // The API says what the page says.
  const detail = (await (await page.request.get(`/api/v1/results/uploads/${uploadId}`)).json())
    .data as UploadDetail;
  const onPage = {
    classified: await counter(page, 'Classified'),
    unclassified: await counter(page, 'Unclassified'),
    byRule: await counter(page, 'Decided by your rules'),
  };
  expect(onPage).toEqual({
    classified: detail.successfulRows,
    unclassified: detail.unclassifiedRows,
    byRule: detail.ruleRows,
  });
  const rules = (await (await page.request.get('/api/v1/rules')).json()).data.items as Rule[];
  expect(rules.map((rule) => [rule.match.value.toLowerCase(), rule.hits])).toEqual([
    ['team lunch', 1],
  ]);
  const stats = (await (await page.request.get('/api/v1/tbm/user-stats')).json()).data;
  expect(stats.totalCostsAlignment).toBe(totalBefore + 1);
  await page.goto('/dashboard');
  await expect(page.getByText('Cost lines analyzed', { exact: true }).locator('..')).toHaveText(
    new RegExp(`^Cost lines analyzed\\s*${(totalBefore + 1).toLocaleString('en-US')}$`),
  );

  // And so does the file: its rows and its Summary.
  await page.goto(`/results/${uploadId}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download File' }).click(),
  ]);
  const workbook = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(
    workbook.Sheets.Ledger as XLSX.WorkSheet,
  );
  const summary = new Map(
    XLSX.utils
      .sheet_to_json<unknown[]>(workbook.Sheets.Summary as XLSX.WorkSheet, { header: 1 })
      .map((row) => [row[0], row[1]]),
  );
  expect({
    classified: rows.filter((row) => row.Status === 'Classified').length,
    unclassified: rows.filter((row) => row.Status === 'Unclassified').length,
    byRule: rows.filter((row) => row.Method === 'Your rule').length,
    summaryClassified: summary.get('Rows classified'),
  }).toEqual({ ...onPage, summaryClassified: onPage.classified });
});
