import { expect, test } from './support/console-errors';
import { registerVerifiedUser } from './support/users';

// Issue 17 §4 and §9: the doors, the 404 status, and small things people see.
test('an unknown path answers 404 with the 404 page; client routes and deep links answer 200', async ({
  page,
  consoleGuard,
}) => {
  // Chromium logs the document's own 404 as a failed resource.
  consoleGuard.allow(/status of 404 .*\/nope\b/);
  const response = await page.goto('/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Trusty home page' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');

  for (const path of ['/', '/what-we-do', '/login', '/reset-password?token=t&email=a%40b.co']) {
    expect((await page.request.get(path)).status(), path).toBe(200);
  }
});

test('a signed-in user skips Log in and Sign up, and a typed ?payment=success shows nothing', async ({
  page,
}) => {
  await registerVerifiedUser(page.request);
  const purchaseLooks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/subscription/purchases')) {
      purchaseLooks.push(request.url());
    }
  });
  // The app learns who is signed in on its first guarded page, and remembers it.
  await page.goto('/dashboard');
  await expect(page.getByRole('banner').getByText('100 credits')).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/signup');
  await expect(page).toHaveURL('/dashboard');

  await page.goto('/dashboard?payment=success');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('banner').getByText('100 credits')).toBeVisible();
  // A real return looks its purchase up at once, in the render that cleans the address, and only
  // a paid look toasts; a typed one never looks, so nothing can show later either.
  expect(purchaseLooks).toEqual([]);
  await expect(page.getByText(/Payment successful/)).toHaveCount(0);
});

test('an email address wraps whole on a phone, not in the middle', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const email = 'grace.hopper@cobol-example.com';
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: /send/i }).click();
  const address = page.getByText(email, { exact: true });
  await expect(address).toBeVisible();
  // One line box: the address moved to a line of its own instead of breaking inside it.
  expect(await address.evaluate((el) => el.getClientRects().length)).toBe(1);
  const box = await address.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(360);
});
