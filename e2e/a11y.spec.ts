import type { Page } from '@playwright/test';
import { expect, SIGNED_OUT_SESSION_CHECK, test } from './support/console-errors';
import { expectNoAxeViolations as expectNoViolations } from './support/axe';
import { writeWorkbook } from './support/excel';
import { registerVerifiedUser } from './support/users';

function writeLedger(path: string): void {
  const rows = [['Cost Name', 'Amount']];
  for (const name of ['AWS EC2 compute', 'Cisco switch maintenance', 'Salesforce Sales Cloud'])
    rows.push([name, '100']);
  writeWorkbook(path, rows, { sheet: 'Costs' });
}

/**
 * Tabs through the page and returns every control that, once focused, shows no focus ring: no
 * outline and no box-shadow on it, nor (for a visually hidden control such as a flip card's
 * toggle) on the element that draws its ring.
 */
async function controlsWithoutFocusRing(page: Page, maxTabs = 60): Promise<string[]> {
  const missing: string[] = [];
  const seen = new Set<string>();
  await page.locator('body').focus();
  for (let i = 0; i < maxTabs; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const ring = (node: Element) => {
        const style = getComputedStyle(node);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        return outline || style.boxShadow !== 'none';
      };
      const box = el.getBoundingClientRect();
      const hidden = box.width <= 1 && box.height <= 1;
      const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      const key = `${name}@${Math.round(box.x)},${Math.round(box.y + window.scrollY)}`;
      return {
        key,
        name,
        ok: ring(el) || (hidden && !!el.parentElement && ring(el.parentElement)),
      };
    });
    if (!focused || seen.has(focused.key)) break;
    seen.add(focused.key);
    if (!focused.ok) missing.push(focused.name);
  }
  expect(seen.size, 'tabbed through some controls').toBeGreaterThan(0);
  return missing;
}

test.describe('signed out', () => {
  for (const [path, heading] of [
    ['/', /.+/],
    ['/what-we-do', 'We turn raw IT spend into a TBM cost model'],
    ['/login', 'Welcome Back'],
    ['/signup', /.+/],
    ['/forgot-password', /.+/],
    ['/reset-password?token=abc&email=ada%40example.com', /.+/],
    ['/reset-password', 'Invalid Reset Link'],
    ['/no-such-page', 'Oops! Page not found'],
  ] as const) {
    test(`${path} has no axe violations`, async ({ page, consoleGuard }) => {
      // The 404 page answers with a 404 status, which Chromium logs.
      if (path === '/no-such-page') consoleGuard.allow(/status of 404/);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoViolations(page, path);
    });
  }

  for (const path of ['/', '/what-we-do', '/login', '/signup', '/no-such-page']) {
    test(`every control on ${path} shows a focus ring when tabbed to`, async ({
      page,
      consoleGuard,
    }) => {
      // The 404 page answers with a 404 status, which Chromium logs.
      if (path === '/no-such-page') consoleGuard.allow(/status of 404/);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await controlsWithoutFocusRing(page)).toEqual([]);
    });
  }

  test('/what-we-do with a card turned over has no axe violations', async ({ page }) => {
    await page.goto('/what-we-do');
    const card = page.getByRole('button', { name: 'Cost Pool: show examples', exact: true });
    await page.getByRole('listitem').filter({ has: card }).click();
    await page.mouse.move(0, 0);
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await expectNoViolations(page, '/what-we-do (flipped card)');
  });

  test('/verify-email with a bad link has no axe violations', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 4\d\d/);
    await page.goto('/verify-email?token=nope&email=ada%40example.com');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, '/verify-email');
  });

  test('the login form with its validation errors has no axe violations', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: /log ?in|sign ?in/i }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectNoViolations(page, '/login (errors)');
  });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await registerVerifiedUser(page.request);
  });

  for (const [path, heading] of [
    ['/dashboard', 'Dashboard'],
    ['/excel-processor', 'Excel Processor'],
    ['/buy-credits', /.+/],
    ['/profile', 'Profile'],
    ['/results', 'Results'],
  ] as const) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoViolations(page, path);
    });
  }

  for (const path of ['/dashboard', '/excel-processor', '/buy-credits', '/profile', '/results']) {
    test(`every control on ${path} shows a focus ring when tabbed to`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await controlsWithoutFocusRing(page)).toEqual([]);
    });
  }

  test('a primary button shows its focus ring', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByLabel('Cost Name').fill('AWS EC2 compute');
    await page.getByLabel('Cost Name').press('Tab');
    const analyze = page.getByRole('button', { name: 'Analyze Cost with AI' });
    await expect(analyze).toBeFocused();
    const ring = await analyze.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
        offset: parseFloat(style.outlineOffset),
      };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    // Drawn outside the blue fill, so it shows against the page rather than the button.
    expect(ring.offset).toBeGreaterThan(0);
  });

  test('closing the result dialogs from the keyboard returns focus to what opened them', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await page.getByLabel('Cost Name').fill('Cisco SmartNet renewal FY25');
    await page.getByLabel('Cost Name').press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Cisco SmartNet renewal FY25' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Analyze Cost with AI' })).toBeFocused();

    const ledger = test.info().outputPath('costs.xlsx');
    writeLedger(ledger);
    await page.goto('/excel-processor');
    await page.getByLabel('Excel file').setInputFiles(ledger);
    // Process File goes once the file's columns are read (issue 34 §2).
    await expect(page.getByRole('button', { name: 'Process File' })).toBeEnabled();
    await page.getByRole('button', { name: 'Process File' }).focus();
    await page.keyboard.press('Enter');
    const done = page.getByRole('dialog', { name: 'Processing Complete' });
    await expect(done.getByRole('button', { name: 'View Details' })).toBeVisible();
    await page.keyboard.press('Escape');
    // Process File has given way to the summary card: focus lands on its heading.
    await expect(page.getByRole('heading', { name: 'Processing Complete' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const viewDetails = page.getByRole('button', { name: 'View Details' });
    await expect(viewDetails).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Classified Rows' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewDetails).toBeFocused();
  });

  test('the 404 page signed in has no axe violations', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expectNoViolations(page, '/no-such-page (signed in)');
  });

  test('the analysis result dialog has no axe violations', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByLabel('Cost Name').fill('Cisco SmartNet renewal FY25');
    await page.getByRole('button', { name: 'Analyze Cost with AI' }).click();
    await expect(page.getByRole('dialog', { name: 'Cisco SmartNet renewal FY25' })).toBeVisible();
    await expectNoViolations(page, 'the analysis result dialog');
  });

  test('the Excel result and details dialogs have no axe violations', async ({ page }) => {
    const ledger = test.info().outputPath('costs.xlsx');
    writeLedger(ledger);
    await page.goto('/excel-processor');
    await page.getByLabel('Excel file').setInputFiles(ledger);
    await page.getByRole('button', { name: 'Process File' }).click();
    const dialog = page.getByRole('dialog', { name: 'Processing Complete' });
    await expect(dialog).toBeVisible();
    await expectNoViolations(page, 'the Processing Complete dialog');

    await dialog.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Classified Rows' });
    await expect(details.getByText('Showing 3 of 3 classified rows.')).toBeVisible();
    await expectNoViolations(page, 'the Classified Rows dialog');
  });

  test('the phone menu has no axe violations', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoViolations(page, 'the phone menu');
  });
});

test('a signed-out visit to a guarded page has no axe violations on the login it lands on', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(SIGNED_OUT_SESSION_CHECK);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login/);
  await expectNoViolations(page, '/login (redirected)');
});
