import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/console-errors';
import { processOnExcelProcessor, writeWorkbook } from './support/excel';
import { registerVerifiedUser } from './support/users';

/**
 * Issue 31: a ledger in two currencies → the Insights show what a spreadsheet sum of each
 * currency gives → a person corrects a row → the coverage moves.
 */

/** Vendor, cost name, amount (as a spreadsheet holds it), currency. */
const LINES: Array<[string, string, number, string]> = [
  ['Microsoft', 'Microsoft 365 E3 licenses', 1200.1, 'USD'],
  ['Amazon Web Services', 'AWS EC2 compute', 800.25, 'USD'],
  ['Deli on Main', 'Team lunch receipt', 80.25, 'USD'],
  ['Accenture', 'SAP Basis consulting', 74000.1, 'EUR'],
  ['Adobe', 'Adobe Creative Cloud', 99.99, 'EUR'],
  ['Cisco', 'Cisco switch maintenance', 300, 'USD'],
];

/** What a spreadsheet's SUMIF gives for a currency, to the cent. */
const spreadsheetSum = (currency: string) =>
  LINES.filter((line) => line[3] === currency)
    .reduce((sum, line) => sum + line[2], 0)
    .toFixed(2);

const writeLedger = (path: string) =>
  writeWorkbook(path, [['Vendor', 'Cost Name', 'Amount', 'Currency'], ...LINES]);

const money = (currency: string, amount: string) =>
  `${currency} ${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
/** Text as people read it: Intl puts a no-break space between a code and its amount. */
const plain = async (locator: Locator) =>
  ((await locator.textContent()) ?? '').replace(/\u00a0/g, ' ');

/** The share of a currency card's spend mapped with confidence, in percent. */
async function shareOf(card: Locator): Promise<number> {
  const text = await plain(card.locator('p').last());
  const match = /^([\d.]+)% mapped with confidence$/.exec(text);
  if (!match) throw new Error(`no share in "${text}"`);
  return Number(match[1]);
}

async function currencyCard(page: Page, currency: string) {
  const list = page.getByRole('list', { name: 'Spend per currency' });
  return list.getByRole('listitem').filter({ hasText: new RegExp(`^${currency}`) });
}

test('a ledger in two currencies: the Insights agree with a spreadsheet sum, and a correction moves the coverage', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerVerifiedUser(page.request);
  const path = test.info().outputPath('two-currencies.xlsx');
  writeLedger(path);

  await processOnExcelProcessor(page, path);

  // The Insights: each currency on its own, to the cent of a spreadsheet sum.
  await page.getByRole('link', { name: 'Insights' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  const euros = await currencyCard(page, 'EUR');
  const dollars = await currencyCard(page, 'USD');
  expect(await plain(euros)).toContain(money('EUR', spreadsheetSum('EUR')));
  expect(await plain(dollars)).toContain(money('USD', spreadsheetSum('USD')));
  const shareBefore = await shareOf(dollars);

  // The figures of one currency, and a chart's table view.
  await page.getByLabel('Currency', { exact: true }).selectOption('USD');
  const figures = page.getByRole('table', { name: 'Spend in USD' }).first();
  await expect(figures.getByRole('row', { name: /Unclassified/ })).toContainText('USD 80.25');
  const coverage = page.getByRole('figure', { name: 'Coverage', exact: true });
  await coverage.getByRole('button', { name: 'Table' }).click();
  await expect(coverage.getByRole('row', { name: /Total spend/ })).toContainText(
    money('USD', spreadsheetSum('USD')),
  );
  await expectNoAxeViolations(page, 'Insights');

  // A person maps the lunch: the unclassified money moves to "decided by people".
  await page.goto('/results');
  await page.getByRole('link', { name: 'two-currencies.xlsx' }).first().click();
  const rows = page.getByRole('region', { name: 'Rows of two-currencies.xlsx' });
  await rows.getByRole('button', { name: /^Correct row \d+ Team lunch receipt$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Review this row' });
  await dialog.getByLabel('Cost Pool', { exact: true }).selectOption('Hardware');
  await dialog.getByLabel('Sub-Cost Pool').selectOption({ label: 'Expense' });
  await dialog.getByLabel('IT Tower', { exact: true }).selectOption('End User');
  await dialog.getByLabel('Sub-Tower').selectOption({ label: 'Workspace' });
  await dialog.getByLabel('Technical Solution', { exact: true }).selectOption('Workplace');
  await dialog.getByLabel('Technical Category').selectOption({ label: 'Client Computing' });
  await dialog.getByRole('button', { name: /^Save correction/ }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/insights');
  const after = await currencyCard(page, 'USD');
  await expect(after).toContainText('mapped with confidence');
  expect(await plain(after)).toContain(money('USD', spreadsheetSum('USD')));
  expect(await shareOf(after)).toBeGreaterThan(shareBefore);
  await page.getByLabel('Currency', { exact: true }).selectOption('USD');
  await expect(
    page
      .getByRole('table', { name: 'Spend in USD' })
      .first()
      .getByRole('row', { name: /Unclassified/ }),
  ).toContainText('USD 0.00');

  // Usable on a 375 px phone: figures, charts and tables fit the screen or scroll in their box.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  const towers = page.getByRole('figure', { name: 'Spend by tower' });
  await expect(towers).toBeVisible();
  await towers.getByRole('button', { name: 'Table' }).click();
  await expect(towers.getByRole('table')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, 'Insights at 375 px, a table view open');

  // The upload's own page on the phone: its spend, charts and rows (with amounts) fit too.
  await page.goto('/results');
  await page.getByRole('link', { name: 'two-currencies.xlsx' }).first().click();
  const spend = page.getByRole('region', { name: 'Spend' });
  await expect(spend.getByRole('figure', { name: 'Spend by cost pool' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Rows of two-currencies.xlsx' }).getByText('EUR 74,000.10'),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
