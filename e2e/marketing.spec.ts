import { randomBytes } from 'node:crypto';
import { CATEGORIZATION_KEYS } from '@trusty/contracts';
import type { Locator, Page } from '@playwright/test';
import { expect, test as guarded } from './support/console-errors';
import { waitForMail } from './support/mail';
import { uniqueEmail } from './support/users';

/**
 * The shared console guard (errors, warnings, page errors fail the test); a test that breaks a
 * call on purpose lists the console text it expects in `allowConsoleErrors`.
 */
const test = guarded.extend<{ allowConsoleErrors: RegExp[]; allowListed: void }>({
  allowConsoleErrors: [[], { option: true }],
  allowListed: [
    async ({ consoleGuard, allowConsoleErrors }, use) => {
      for (const pattern of allowConsoleErrors) consoleGuard.allow(pattern);
      await use();
    },
    { auto: true },
  ],
});

const NAV_HEIGHT = 64;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Resolves once the element's top sits just below the fixed nav (a finished smooth scroll). */
async function expectAtTop(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
      timeout: 5000,
    })
    .toBe(NAV_HEIGHT);
}

async function expectNoHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
}

test.describe('landing page on a desktop', () => {
  test('reads top to bottom: home, about, features, pricing, contact, footer', async ({ page }) => {
    await page.goto('/');
    await expect
      .poll(() =>
        page
          .locator('main section[id], footer')
          .evaluateAll((els) => els.map((el) => el.id || el.tagName.toLowerCase())),
      )
      .toEqual(['home', 'about', 'features', 'pricing', 'contact', 'footer']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const title of ['Investment Analysis', 'Auto-Classification', 'Smart Mapping']) {
      await expect(page.locator('#about').getByRole('heading', { name: title })).toBeVisible();
    }
    for (const title of [
      'Lightning Fast Processing',
      'Advanced Analytics',
      'Team Collaboration',
      'Enterprise Security',
      'Smart Automation',
      '99.9% Accuracy',
    ]) {
      await expect(page.locator('#features').getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(
      page.locator('#pricing').getByRole('link', { name: 'Start Free Trial' }),
    ).toHaveAttribute('href', '/signup');
  });

  test('nav links scroll to their section and the highlight follows the scroll position', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'aria-current',
      'location',
    );

    for (const [label, id] of [
      ['About', 'about'],
      ['Pricing', 'pricing'],
      ['Contact', 'contact'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(`/#${id}`);
      await expectAtTop(page.locator(`#${id}`));
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'location',
      );
      await expect(nav.locator('[aria-current]:visible')).toHaveCount(1);
    }

    // Scrolling by hand moves the highlight too: About's top 80 px from the top makes About current.
    await page.evaluate(() => {
      const about = document.getElementById('about') as HTMLElement;
      window.scrollTo({ top: about.offsetTop - 80, behavior: 'instant' });
    });
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute(
      'aria-current',
      'location',
    );
    // 10 px less and About's top is still below the 80 px line: Home is current.
    await page.evaluate(() => window.scrollBy({ top: -10, behavior: 'instant' }));
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'aria-current',
      'location',
    );

    await nav.getByRole('link', { name: 'Trusty home page' }).click();
    await expect(page).toHaveURL('/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('from another page a section link goes to / and then to the section', async ({ page }) => {
    await page.goto('/what-we-do');
    await expect(mainNav(page).getByRole('link', { name: 'Blog' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await mainNav(page).getByRole('link', { name: 'Pricing', exact: true }).click();

    await expect(page).toHaveURL('/#pricing');
    await expectAtTop(page.locator('#pricing'));
    await expect(mainNav(page).getByRole('link', { name: 'Pricing', exact: true })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(page.locator('#pricing')).toBeFocused();
  });

  test('the hero email reaches the contact form, and the sent message arrives by mail', async ({
    page,
  }) => {
    const email = uniqueEmail('contact');
    const lastName = `Tester${randomBytes(3).toString('hex')}`;
    await page.goto('/');

    await page.getByLabel('Work email').fill(email);
    await page.getByRole('button', { name: 'TALK TO OUR TEAM' }).click();

    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await expect(form.getByLabel('First Name')).toBeFocused();
    await expect(form).toBeInViewport();

    await form.getByLabel('First Name').fill('Ada');
    await form.getByLabel('Last Name').fill(lastName);
    await form.getByLabel('Phone').fill('+44 20 7946 0958');
    await form.getByLabel('Message').fill('We map 40,000 GL lines a quarter.\nCan Trusty help?');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(form.getByText("Thank you! We'll get back to you soon.")).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');

    const mail = await waitForMail(
      'team@trusty.local',
      new RegExp(`contact request from Ada ${lastName}`, 'i'),
    );
    expect(mail.replyTo).toBe(email);
    expect(mail.text).toContain('Phone: +44 20 7946 0958');
    expect(mail.text).toContain('We map 40,000 GL lines a quarter.');
  });

  test('the hero refuses an invalid email', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Work email').fill('ada@');
    await page.getByRole('button', { name: 'TALK TO OUR TEAM' }).click();
    await expect(page.locator('#home').getByRole('alert')).toHaveText('Invalid email address');
    await expect(page.getByRole('form', { name: 'Contact form' }).getByLabel('Email')).toHaveValue(
      '',
    );
  });

  test('a pricing card sends an anonymous visitor to sign up with that package', async ({
    page,
  }) => {
    await page.goto('/#pricing');
    const cards = page.getByRole('list', { name: 'Credit packages' }).locator(':scope > li');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(1).getByText('Most Popular', { exact: true })).toBeVisible();

    // Anywhere on the card counts, not only its button: click the middle of its title.
    const title = await cards.nth(1).getByRole('heading').boundingBox();
    if (!title) throw new Error('pricing card title has no box');
    await page.mouse.click(title.x + title.width / 2, title.y + title.height / 2);
    await expect(page).toHaveURL('/signup?package=local_tier_2');
  });

  test.describe('when prices cannot be loaded', () => {
    test.use({ allowConsoleErrors: [/Failed to load resource/] });

    test('shows the fallback tiers', async ({ page }) => {
      await page.route('**/api/v1/subscription/prices', (route) =>
        route.abort('connectionrefused'),
      );
      await page.goto('/#pricing');
      const cards = page.getByRole('list', { name: 'Credit packages' }).locator(':scope > li');
      // The client retries with backoff before it gives up (1 + 2 + 4 s).
      await expect(cards.first()).toContainText('Tier 1', { timeout: 15_000 });
      await expect(cards.nth(0)).toContainText('$20.00');
      await expect(cards.nth(0)).toContainText('10,000 credits');
      await expect(cards.nth(0)).toContainText('one-time purchase');
      await expect(cards.nth(1)).toContainText('$38.00');
      await expect(cards.nth(1).getByText('Most Popular', { exact: true })).toBeVisible();
      await expect(cards.nth(2)).toContainText('$99.99');
      await expect(cards.nth(2)).toContainText('60,000 credits');
    });
  });

  test('/what-we-do cards flip by click and by keyboard, with the back face readable', async ({
    page,
  }) => {
    await page.goto('/what-we-do');
    for (const layer of CATEGORIZATION_KEYS) {
      await expect(page.getByRole('heading', { level: 3, name: layer, exact: true })).toBeVisible();
    }
    const costPool = page.getByRole('button', { name: 'Cost Pool: show examples', exact: true });
    const costPoolCard = page.getByRole('listitem').filter({ has: costPool });
    const costPoolBack = page.locator(`[id="${await costPool.getAttribute('aria-describedby')}"]`);
    await expect(costPoolBack).toBeHidden();

    // A click anywhere on the card turns it.
    await costPoolCard.click();
    await page.mouse.move(0, 0);
    await expect(costPool).toHaveAttribute('aria-pressed', 'true');
    await expect(costPoolBack).toBeVisible();
    await expect(costPoolBack).toContainText('Examples from the taxonomy');
    await expect(costPoolBack.getByRole('listitem').first()).toBeVisible();

    await costPoolCard.click();
    await page.mouse.move(0, 0);
    await expect(costPool).toHaveAttribute('aria-pressed', 'false');
    await expect(costPoolBack).toBeHidden();

    // Keyboard (issue 17 §7): Tab onto the next card does not turn it; Enter and Space do.
    const subPool = page.getByRole('button', { name: 'Sub-Cost Pool: show examples' });
    const subPoolBack = page.locator(`[id="${await subPool.getAttribute('aria-describedby')}"]`);
    await page.keyboard.press('Tab');
    await expect(subPool).toBeFocused();
    await expect(subPool).toHaveAttribute('aria-pressed', 'false');
    await expect(subPoolBack).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(subPool).toHaveAttribute('aria-pressed', 'true');
    await expect(subPoolBack).toBeVisible();
    await page.keyboard.press('Space');
    await expect(subPool).toHaveAttribute('aria-pressed', 'false');
    await expect(subPoolBack).toBeHidden();
    await page.keyboard.press('Space');
    await expect(subPool).toHaveAttribute('aria-pressed', 'true');
    await expect(subPoolBack).toBeVisible();
    await expect(subPoolBack).toContainText('›');
  });

  test.describe('an unknown path', () => {
    // Its 404 status (issue 17 §4) is logged by Chromium as a failed resource.
    test.use({ allowConsoleErrors: [/status of 404 \(Not Found\)/] });

    test('shows the 404 page, with a 404 status and a way home', async ({ page }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
      const home = page.getByRole('main').locator('a[href="/"]');
      await expect(home).toBeVisible();
      await home.click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the mobile menu navigates to sections and the pages fit the screen', async ({ page }) => {
    await page.goto('/');
    await expectNoHorizontalScroll(page);
    const nav = mainNav(page);
    const toggle = nav.getByRole('button', { name: 'Menu' });
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Log in' })).toBeHidden();

    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await nav.getByRole('link', { name: 'Contact', exact: true }).tap();

    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL('/#contact');
    await expect(page.getByRole('form', { name: 'Contact form' })).toBeInViewport();
    await toggle.tap();
    await expect(nav.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute(
      'aria-current',
      'location',
    );

    await nav.getByRole('link', { name: 'Blog' }).tap();
    await expect(page).toHaveURL('/what-we-do');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expectNoHorizontalScroll(page);
  });

  test('the hero hands the email to the contact form', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Work email').fill('phone-visitor@example.com');
    await page.getByRole('button', { name: 'TALK TO OUR TEAM' }).tap();
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(form.getByLabel('Email')).toHaveValue('phone-visitor@example.com');
    await expect(form.getByLabel('First Name')).toBeInViewport();
  });

  test('a layer card flips on tap', async ({ page }) => {
    await page.goto('/what-we-do');
    const toggle = page.getByRole('button', { name: 'IT Tower: show examples' });
    const card = page.getByRole('listitem').filter({ has: toggle });
    const back = page.locator(`[id="${await toggle.getAttribute('aria-describedby')}"]`);
    await card.scrollIntoViewIfNeeded();
    await card.tap();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(back).toBeVisible();
    await card.tap();
    await expect(back).toBeHidden();
  });
});
