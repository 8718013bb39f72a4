import { expect, test } from './support/console-errors';
import { linkIn, waitForMail } from './support/mail';
import { submitSignupForm, uniqueEmail } from './support/users';

// Issue 17 §3: the buyer keeps their choice from the pricing card to Buy Credits.
test('anonymous visitor: pricing tier → sign up → verification mail in a new tab → Buy Credits with that package selected', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('buyer');
  await page.goto('/#pricing');
  await page
    .getByRole('list', { name: 'Credit packages' })
    .getByRole('link', { name: /^Choose Tier 3/ })
    .click();

  await expect(page).toHaveURL('/signup?package=local_tier_3');
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/login?package=local_tier_3',
  );
  await submitSignupForm(page, email);
  await expect(page).toHaveURL('/verify-email');

  // The mail's link opens in a new tab, which shares nothing with this one but the browser.
  const mail = await waitForMail(email, /verify your email/i);
  const tab = await context.newPage();
  await tab.goto(linkIn(mail, '/verify-email'));

  await expect(tab).toHaveURL('/buy-credits?package=local_tier_3');
  await expect(tab.getByRole('heading', { level: 1, name: 'Buy Credits' })).toBeVisible();
  const chosen = tab.getByRole('group', { name: 'Tier 3' });
  await expect(chosen).toHaveAttribute('aria-current', 'true');
  await expect(chosen.getByText('Your choice')).toBeVisible();
  await expect(chosen.getByRole('button', { name: 'Purchase Package' })).toBeFocused();
  await expect(
    tab.getByRole('group', { name: 'Tier 2' }).getByText('Most Popular', { exact: true }),
  ).toBeVisible();
  await expect(chosen.getByText('Per 1,000 credits')).toBeVisible();
  await expect(tab.getByRole('banner').getByText('100 credits')).toBeVisible();

  // The choice has arrived: a later sign-in in this browser goes to the dashboard as usual.
  expect(await tab.evaluate(() => localStorage.getItem('pending-package'))).toBeNull();
});
