import type { Page } from '@playwright/test';
import { CATEGORIZATION_KEYS } from '@trusty/contracts';
import { expect, test } from './support/console-errors';
import { registerVerifiedUser } from './support/users';

const COST = 'Cisco SmartNet renewal FY25';

const creditsCard = (page: Page) =>
  page.getByText('Credits Remaining', { exact: true }).locator('xpath=following-sibling::p[1]');

async function analyze(page: Page, costName: string) {
  await page.getByLabel('Cost Name').fill(costName);
  await page.getByRole('button', { name: 'Analyze Cost with AI' }).click();
  const dialog = page.getByRole('dialog', { name: costName });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a signed-in user analyzes a cost line and pays one credit', async ({ page }) => {
  await registerVerifiedUser(page.request);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(creditsCard(page)).toHaveText('100');
  await expect(page.getByRole('banner').getByText('100 credits')).toBeVisible();

  const started = Date.now();
  const dialog = await analyze(page, COST);
  const elapsedMs = Date.now() - started;
  test.info().annotations.push({
    type: 'analysis time',
    description: `${elapsedMs} ms from click to dialog`,
  });
  expect(elapsedMs).toBeLessThan(2000);

  await expect(dialog.locator('dt')).toHaveText([...CATEGORIZATION_KEYS, 'Confidence', 'Reason']);
  await expect(dialog.locator('dd').nth(0)).toHaveText('Hardware');
  await expect(dialog.locator('dd').nth(1)).toHaveText('Maintenance & Support');
  await expect(dialog.locator('dd').nth(2)).toHaveText('Network');
  await expect(dialog.locator('dd').nth(3)).toHaveText('LAN/WAN');
  await expect(dialog.locator('dd').nth(4)).toHaveText('Infrastructure');
  await expect(dialog.locator('dd').nth(5)).toHaveText('Network');
  await expect(dialog.locator('dd').nth(6)).toHaveText(/^\d{1,3}%(High|Medium|Low)$/);
  await expect(dialog.locator('dd').nth(7)).toContainText('SmartNet');
  await expect(page.getByText('Cost has been successfully analyzed and categorized')).toBeVisible();

  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(creditsCard(page)).toHaveText('99');
  await expect(page.getByRole('banner').getByText('99 credits')).toBeVisible();
  await expect(
    page.getByText('Cost lines analyzed', { exact: true }).locator('xpath=following-sibling::p[1]'),
  ).toHaveText('1');
  await expect(page.getByLabel('Cost Name')).toHaveValue(COST);
});

test('the analyzer and its result fit a 375 px phone, and Analyze Another starts over', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await registerVerifiedUser(page.request);
  await page.goto('/dashboard');

  const dialog = await analyze(page, 'AWS EC2 reserved instances 3yr');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);

  await dialog.getByRole('button', { name: 'Analyze Another' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Cost Name')).toHaveValue('');
  await expect(page.getByLabel('Cost Name')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Analyze Cost with AI' })).toBeDisabled();
});

test('a cost the engine cannot place says so and costs nothing (issue 17 §1)', async ({ page }) => {
  await registerVerifiedUser(page.request);
  await page.goto('/dashboard');
  await expect(creditsCard(page)).toHaveText('100');

  const dialog = await analyze(page, 'asdfgh');
  await expect(dialog.getByText("We couldn't classify this cost")).toBeVisible();
  await expect(dialog.getByText(/No credit was charged/)).toBeVisible();
  await expect(dialog.locator('dt')).toHaveCount(0);
  await expect(page.getByText('Cost has been successfully analyzed and categorized')).toHaveCount(
    0,
  );

  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(creditsCard(page)).toHaveText('100');
  await expect(
    page.getByText('Cost lines analyzed', { exact: true }).locator('xpath=following-sibling::p[1]'),
  ).toHaveText('0');
});
