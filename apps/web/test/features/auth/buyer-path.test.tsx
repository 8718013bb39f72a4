import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../src/app/router';
import { useAuthStore } from '../../../src/lib/auth-store';
import { json, mockApi } from '../../helpers/api-mock';
import { renderRoutes, signIn, testUser } from '../../helpers/render-route';

/** Issue 17 §3: a package chosen on the pricing cards survives sign-up, the mail and sign-in. */
const prices = json(200, {
  success: true,
  prices: [3, 2, 1].map((n) => ({
    id: `local_tier_${n}`,
    amount: [2000, 3800, 9999][n - 1],
    currency: 'USD',
    credits: [10_000, 20_000, 60_000][n - 1],
    interval: 'one_time',
    product: { name: `Tier ${n}`, description: '' },
  })),
});
const stats = json(200, {
  success: true,
  data: { credits: 100, fileUploads: 0, totalCostsAlignment: 0 },
});

const pending = () => JSON.parse(localStorage.getItem('pending-package') ?? 'null') as unknown;

async function expectBuyCreditsWith(tier: string) {
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Buy Credits' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  const chosen = await screen.findByRole('group', { name: tier });
  expect(chosen).toHaveAttribute('aria-current', 'true');
  expect(within(chosen).getByText('Your choice')).toBeInTheDocument();
}

/** Signs in on the plain login page, with no package in its address. */
async function signInOnLoginPage() {
  mockApi({
    'POST /auth/login': json(200, { success: true, data: { user: testUser(), token: 'tok' } }),
    'GET /tbm/user-stats': stats,
  });
  const { user, router } = renderRoutes(routes, '/login');
  await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret123!');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return router;
}

describe("the buyer's path", () => {
  it('sign-up keeps the chosen package, and its sign-in link carries it', async () => {
    mockApi({});
    renderRoutes(routes, '/signup?package=local_tier_2');
    expect(await screen.findByRole('heading', { name: 'Create Your Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?package=local_tier_2',
    );
    expect(pending()).toMatchObject({ packageId: 'local_tier_2' });
  });

  it('ignores a package id that is no price id', async () => {
    mockApi({});
    renderRoutes(routes, '/signup?package=%2F%2Fevil.example');
    await screen.findByRole('heading', { name: 'Create Your Account' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(pending()).toBeNull();
  });

  it('after the verification link (even in another tab) lands on Buy Credits with the package selected', async () => {
    // The tab that chose and signed up left the choice behind; this one opened the mail's link.
    localStorage.setItem(
      'pending-package',
      JSON.stringify({ packageId: 'local_tier_3', savedAt: Date.now() }),
    );
    signIn(testUser({ isEmailVerified: false }));
    mockApi({
      'POST /auth/verify-email': json(200, { success: true }),
      'GET /subscription/prices': prices,
      'GET /tbm/user-stats': stats,
    });
    const { router } = renderRoutes(routes, '/verify-email?token=tok&email=ada%40example.com');
    await expectBuyCreditsWith('Tier 3');
    expect(router.state.location.search).toBe('?package=local_tier_3');
    expect(useAuthStore.getState().user?.isEmailVerified).toBe(true);
    expect(pending()).toBeNull();
  });

  it('after signing in from the sign-up page lands on Buy Credits with the package selected', async () => {
    mockApi({
      'POST /auth/login': json(200, { success: true, data: { user: testUser(), token: 'tok' } }),
      'GET /subscription/prices': prices,
      'GET /tbm/user-stats': stats,
    });
    const { user } = renderRoutes(routes, '/signup?package=local_tier_1');
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup?package=local_tier_1',
    );
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectBuyCreditsWith('Tier 1');
  });

  it('a plain sign-in without a chosen package still goes to the dashboard', async () => {
    const router = await signInOnLoginPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('forgets a choice older than three days', async () => {
    localStorage.setItem(
      'pending-package',
      JSON.stringify({ packageId: 'local_tier_3', savedAt: Date.now() - 4 * 24 * 3600 * 1000 }),
    );
    const router = await signInOnLoginPage();
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(pending()).toBeNull();
  });
});
