import type { Page } from '@playwright/test';
import { expect, test } from './support/console-errors';
import { registerVerifiedUser } from './support/users';

const CHECKOUT_URL = /\/api\/v1\/subscription\/local-checkout\/cs_local_[\w-]+$/;

async function balance(page: Page): Promise<number> {
  const response = await page.request.get('/api/v1/tbm/user-stats');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { credits: number } }).data.credits;
}

async function fillCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
}

/** No sideways scrolling on a phone. */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('buying credits with the local test provider', () => {
  test('Buy Credits → Purchase Package → test checkout → declined, then paid → dashboard with 10,000 more credits', async ({
    page,
  }) => {
    await registerVerifiedUser(page.request);
    expect(await balance(page)).toBe(100);

    await page.goto('/buy-credits');
    await expect(page.getByRole('heading', { level: 1, name: 'Buy Credits' })).toBeVisible();
    const cards = page.getByRole('group');
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole('heading')).toHaveText(['Tier 1', 'Tier 2', 'Tier 3']);
    const tier1 = page.getByRole('group', { name: 'Tier 1' });
    await expect(tier1.getByText('$20.00')).toBeVisible();
    await expect(tier1.getByText('10,000 credits')).toBeVisible();

    await tier1.getByRole('button', { name: 'Purchase Package' }).click();

    await expect(page).toHaveURL(CHECKOUT_URL);
    const checkoutUrl = page.url();
    await expect(page.getByText('TEST MODE')).toBeVisible();
    await expect(page.getByText('Tier 1', { exact: true })).toBeVisible();
    const pay = page.getByRole('button', { name: 'Pay $20.00' });
    await expect(pay).toBeVisible();

    await fillCard(page, '4000 0000 0000 0002');
    await pay.click();
    await expect(page.getByRole('alert')).toHaveText(
      'Your card was declined. Please use a different card.',
    );
    await expect(page).toHaveURL(CHECKOUT_URL);
    expect(await balance(page)).toBe(100);

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $20.00' }).click();

    await expect(
      page.getByText('Payment successful! Your credits have been added to your account.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('banner').getByText('10,100 credits')).toBeVisible();
    expect(await balance(page)).toBe(10_100);

    // The paid checkout says so and cannot be paid again.
    await page.goto(checkoutUrl);
    await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
    expect(await balance(page)).toBe(10_100);
  });

  test('Cancel on the test checkout returns to Buy Credits without charging', async ({ page }) => {
    await registerVerifiedUser(page.request);
    await page.goto('/buy-credits');
    await page
      .getByRole('group', { name: 'Tier 2' })
      .getByRole('button', { name: 'Purchase Package' })
      .click();
    await expect(page.getByRole('button', { name: 'Pay $38.00' })).toBeVisible();

    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page).toHaveURL(/\/buy-credits$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Buy Credits' })).toBeVisible();
    expect(await balance(page)).toBe(100);
  });

  test('Buy Credits and the test checkout fit a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await registerVerifiedUser(page.request);
    await page.goto('/buy-credits');
    await expect(page.getByRole('button', { name: 'Purchase Package' })).toHaveCount(3);
    await expectNoHorizontalOverflow(page);

    await page.getByRole('button', { name: 'Purchase Package' }).first().click();
    await expect(page.getByRole('button', { name: 'Pay $20.00' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
