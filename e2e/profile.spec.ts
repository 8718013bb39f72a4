import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/console-errors';
import { BASE_URL } from './support/env';
import { registerVerifiedUser } from './support/users';

/** Buys Tier 1 through the same HTTP calls the browser makes on the test checkout. */
async function buyTier1(request: APIRequestContext) {
  const created = await request.post('/api/v1/subscription/create-checkout-session', {
    headers: { origin: BASE_URL },
    data: {
      priceId: 'local_tier_1',
      successUrl: `${BASE_URL}/dashboard?payment=success`,
      cancelUrl: `${BASE_URL}/buy-credits?payment=cancelled`,
    },
  });
  expect(created.ok()).toBe(true);
  const { sessionUrl } = (await created.json()) as { sessionUrl: string };
  const paid = await request.post(sessionUrl, {
    headers: { origin: BASE_URL },
    form: { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
}

test('Profile: edit the name, see the balance and the purchase history', async ({ page }) => {
  await registerVerifiedUser(page.request, { firstName: 'Ada', lastName: 'Lovelace' });
  await buyTier1(page.request);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByText('Email cannot be changed')).toBeVisible();

  const balance = page.getByRole('heading', { name: 'Account Balance' }).locator('..');
  await expect(balance.getByText('10,100')).toBeVisible();

  const history = page.getByRole('table', { name: 'Purchase History' });
  const row = history.getByRole('row').nth(1);
  await expect(row.getByRole('cell')).toHaveText(
    [/\w{3} \d{1,2}, \d{4}/, 'Tier 1', '10,000', '$20.00', 'Paid'],
    {
      useInnerText: true,
    },
  );

  await page.getByLabel('First Name').fill('A');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('First Name must be between 2 and 30 characters')).toBeVisible();

  await page.getByLabel('First Name').fill('Augusta Ada');
  await page.getByLabel('Last Name').fill('King');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('First Name')).toHaveValue('Augusta Ada');
  await expect(page.getByLabel('Last Name')).toHaveValue('King');

  await page.getByRole('link', { name: 'Buy more credits' }).click();
  await expect(page).toHaveURL(/\/buy-credits$/);
});

test('Profile fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await registerVerifiedUser(page.request);
  await buyTier1(page.request);
  await page.goto('/profile');
  await expect(page.getByRole('table', { name: 'Purchase History' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
