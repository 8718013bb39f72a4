import { expect, SIGNED_OUT_SESSION_CHECK, test } from './support/console-errors';
import { registerVerifiedUser } from './support/users';

test.describe('app shell', () => {
  test('desktop: sidebar collapses, profile button, no flash of /login on a deep link', async ({
    page,
  }) => {
    await registerVerifiedUser(page.request);
    await page.goto('/excel-processor');
    await expect(page).toHaveURL('/excel-processor');

    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Trusty' })).toBeVisible();
    await expect(banner.getByText('100 credits')).toBeVisible();

    const sidebar = page.getByRole('complementary');
    const nav = sidebar.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Excel Processor',
      'Results',
      'Insights',
      'Rules',
      'Buy Credits',
    ]);
    await expect(nav.getByRole('link', { name: 'Excel Processor' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const widthOpen = (await sidebar.boundingBox())?.width ?? 0;
    await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(sidebar.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect
      .poll(async () => (await sidebar.boundingBox())?.width ?? 0)
      .toBeLessThan(widthOpen / 2);
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');

    await banner.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('phone (375 px): slide-in menu with every page, credits and Logout', async ({
    page,
    consoleGuard,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await registerVerifiedUser(page.request);
    await page.goto('/dashboard');

    await expect(page.getByRole('banner').getByText('100 credits')).toBeVisible();
    await expect(page.getByRole('complementary')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText([
      'Dashboard',
      'Excel Processor',
      'Results',
      'Insights',
      'Rules',
      'Profile',
      'Buy Credits',
    ]);
    await expect(menu.getByText('Credits', { exact: true })).toBeVisible();
    await expect(menu.getByText('100 credits')).toBeVisible();
    // Fully on screen once it has slid in.
    await expect
      .poll(async () => {
        const box = await menu.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= 375;
      })
      .toBe(true);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await menu.getByRole('link', { name: 'Buy Credits' }).click();
    await expect(page).toHaveURL('/buy-credits');
    await expect(menu).toBeHidden();

    await opener.click();
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByText('Logged out successfully')).toBeVisible();

    // The cookie is gone with the session: a deep link now asks to sign in.
    consoleGuard.allow(SIGNED_OUT_SESSION_CHECK);
    await page.goto('/buy-credits');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back');
  });
});
