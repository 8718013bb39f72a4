import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/console-errors';
import { processOnExcelProcessor, writeWorkbook } from './support/excel';
import { registerVerifiedUser } from './support/users';

const LINES = [
  ['Microsoft', 'Microsoft 365 E3 licenses', 1200],
  ['Amazon Web Services', 'AWS EC2 compute', 800],
  ['Initech', 'Initech TPS reporting', 450],
] as const;

const writeLedger = (path: string) =>
  writeWorkbook(path, [['Vendor', 'Cost Name', 'Amount'], ...LINES]);

/** Nothing sticks out sideways on a phone; what does is named in the failure. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const wide = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      // Inside a box that scrolls sideways itself is fine: only the page must not.
      .filter((el) => !el.parentElement?.closest('[role="region"]'))
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120)),
  );
  expect(wide, `wider than the phone on ${where}`).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `sideways scroll on ${where}`).toBeLessThanOrEqual(0);
}

test('Results on a phone: the list, an upload opened by its address and reloaded with its filters, the apply quote', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await registerVerifiedUser(page.request);
  const ledger = test.info().outputPath('phone-ledger.xlsx');
  writeLedger(ledger);

  await processOnExcelProcessor(page, ledger);
  await page.getByRole('link', { name: 'Open in Results' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'phone-ledger.xlsx' })).toBeVisible();
  const uploadPath = new URL(page.url()).pathname;

  // The list, from the phone menu.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Results' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'phone-ledger.xlsx' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the Results list');
  await expectNoAxeViolations(page, 'the Results list');

  // A search kept in the address survives a reload, and the page is served for that address.
  await page.goto(uploadPath);
  await page.getByLabel('Search cost names').fill('initech');
  await expect(page).toHaveURL(/\?q=initech$/);
  const rows = page.getByRole('region', { name: 'Rows of phone-ledger.xlsx' });
  await expect(rows.getByRole('row')).toHaveCount(2);
  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  await expect(page.getByLabel('Search cost names')).toHaveValue('initech');
  await expect(rows.getByRole('row')).toHaveCount(2);
  // The table scrolls inside its own box; the page itself never does.
  const name = rows.getByRole('rowheader', { name: 'Initech TPS reporting' });
  await name.scrollIntoViewIfNeeded();
  await expect(name).toBeInViewport();
  // Scrolled to its last column, the table keeps the cost name in view.
  await rows.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
  const shown = await name.boundingBox();
  expect(shown!.x).toBeGreaterThanOrEqual(0);
  expect(shown!.x + shown!.width).toBeLessThanOrEqual(375);
  await expect(rows.getByRole('button', { name: /^Correct row \d+ Initech/ })).toBeInViewport();
  await expectNoSidewaysScroll(page, 'an upload in Results');
  await expectNoAxeViolations(page, 'an upload in Results');

  await page.getByRole('button', { name: 'Apply rules and corrections' }).click();
  const apply = page.getByRole('dialog', { name: 'Apply rules and corrections' });
  await expect(apply.getByText(/^This uses 0 credits\. \d+ rows? will change\.$/)).toBeVisible();
  await expectNoAxeViolations(page, 'the apply dialog');
  await apply.getByRole('button', { name: 'Cancel' }).click();
  await expect(apply).toBeHidden();
  await expect(page.getByRole('button', { name: 'Apply rules and corrections' })).toBeFocused();
});

test('an unknown result answers with the app and says it does not exist', async ({
  page,
  consoleGuard,
}) => {
  // The browser logs the API's 404s: they are the answer under test.
  consoleGuard.allow(/status of 404 .*\/api\/v1\/results\/uploads\//);
  await registerVerifiedUser(page.request);
  const response = await page.goto('/results/5d1c7a4e-8b2f-4e3a-9c6d-1a2b3c4d5e6f');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('alert')).toHaveText('This result does not exist.');
  await page.getByRole('link', { name: 'See all your results' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
});
