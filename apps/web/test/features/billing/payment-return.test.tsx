import type { Purchase } from '@trusty/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { Outlet, useLocation, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  PAYMENT_CHECK_ATTEMPTS,
  PAYMENT_CHECK_INTERVAL_MS,
  PaymentReturn,
} from '../../../src/features/billing/components/payment-return';
import { markCheckoutStarted } from '../../../src/features/billing/lib/checkout-marker';
import { useUserStats } from '../../../src/lib/user-stats';
import { json, mockApi } from '../../helpers/api-mock';
import { renderRoutes, signIn } from '../../helpers/render-route';

const SUCCESS = 'Payment successful! Your credits have been added to your account.';

function Credits() {
  const stats = useUserStats();
  const location = useLocation();
  return (
    <>
      <p>{stats.data ? `${stats.data.credits} credits` : 'loading credits'}</p>
      <p data-testid="search">{location.search || 'no search'}</p>
    </>
  );
}

/** As the app shell mounts it: beside the page, under StrictMode like main.tsx. */
const routes: RouteObject[] = [
  {
    element: (
      <StrictMode>
        <PaymentReturn />
        <Credits />
        <Outlet />
      </StrictMode>
    ),
    children: [
      { path: '/dashboard', element: <h1>Dashboard</h1> },
      { path: '/buy-credits', element: <h1>Buy Credits</h1> },
    ],
  },
];

let credits = 100;
const stats = () =>
  json(200, { success: true, data: { credits, fileUploads: 0, totalCostsAlignment: 0 } });

const purchase = (status: Purchase['status'], createdAt = new Date().toISOString()): Purchase => ({
  id: 'p1',
  createdAt,
  packageName: 'Tier 1',
  credits: 10_000,
  amount: 2000,
  currency: 'USD',
  status,
});

/** Purchases answers in order (newest purchase first in each); the last one repeats. */
function purchasesSequence(...answers: Purchase[][]) {
  let call = 0;
  return () => json(200, { success: true, data: answers[Math.min(call++, answers.length - 1)] });
}

describe('PaymentReturn', () => {
  it('after a checkout this tab started: toasts once the purchase is paid, refreshes the credits, cleans the address', async () => {
    signIn();
    credits = 100;
    markCheckoutStarted();
    const api = mockApi({
      'GET /tbm/user-stats': stats,
      'GET /subscription/purchases': () => {
        // The webhook has landed by the time the browser asks.
        credits = 10_100;
        return json(200, { success: true, data: [purchase('paid')] });
      },
    });
    const { router } = renderRoutes(routes, '/dashboard?payment=success&tab=usage#top');

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=usage'));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.hash).toBe('#top');
    expect(screen.getAllByText(SUCCESS)).toHaveLength(1);
    // Replaced, not pushed: Back does not return to ?payment=success.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('10100 credits')).toBeInTheDocument();
    expect(api.callsTo('GET', '/subscription/purchases').length).toBeGreaterThanOrEqual(1);
  });

  it('waits for a late webhook, then toasts and stops looking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    markCheckoutStarted();
    const api = mockApi({
      'GET /tbm/user-stats': stats,
      'GET /subscription/purchases': purchasesSequence(
        [purchase('pending')],
        [purchase('pending')],
        [purchase('paid')],
      ),
    });
    renderRoutes(routes, '/dashboard?payment=success', { fakeTimers: true });
    await screen.findByText(/credits$/);
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_CHECK_INTERVAL_MS * 3));
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    const looks = api.callsTo('GET', '/subscription/purchases').length;
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_CHECK_INTERVAL_MS * 5));
    expect(api.callsTo('GET', '/subscription/purchases')).toHaveLength(looks);
  });

  it('shows nothing when the checkout is never paid, and gives up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    markCheckoutStarted();
    const api = mockApi({
      'GET /tbm/user-stats': stats,
      'GET /subscription/purchases': purchasesSequence([purchase('pending')]),
    });
    renderRoutes(routes, '/dashboard?payment=success', { fakeTimers: true });
    await act(() =>
      vi.advanceTimersByTimeAsync(PAYMENT_CHECK_INTERVAL_MS * (PAYMENT_CHECK_ATTEMPTS + 5)),
    );
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    const looks = api.callsTo('GET', '/subscription/purchases').length;
    expect(looks).toBeGreaterThanOrEqual(PAYMENT_CHECK_ATTEMPTS);
    expect(looks).toBeLessThanOrEqual(2 * PAYMENT_CHECK_ATTEMPTS);
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_CHECK_INTERVAL_MS * 5));
    expect(api.callsTo('GET', '/subscription/purchases')).toHaveLength(looks);
  });

  it('shows nothing for ?payment=success typed or shared without a checkout, even with an old paid purchase', async () => {
    signIn();
    const api = mockApi({
      'GET /tbm/user-stats': stats,
      'GET /subscription/purchases': purchasesSequence([purchase('paid')]),
    });
    const { router } = renderRoutes(routes, '/dashboard?payment=success');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // A look would start in the render that cleaned the address, before the credits arrive.
    await screen.findByText(/\d credits$/);
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/subscription/purchases')).toHaveLength(0);
  });

  it('does not count a paid purchase from before this checkout', async () => {
    signIn();
    markCheckoutStarted();
    mockApi({
      'GET /tbm/user-stats': stats,
      'GET /subscription/purchases': purchasesSequence([
        purchase('paid', new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString()),
      ]),
    });
    const { router } = renderRoutes(routes, '/dashboard?payment=success');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
  });

  it('only removes payment=cancelled, without a toast or a look, and forgets the checkout', async () => {
    signIn();
    markCheckoutStarted();
    const api = mockApi({ 'GET /tbm/user-stats': stats });
    const { router } = renderRoutes(routes, '/buy-credits?payment=cancelled');

    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByTestId('search')).toHaveTextContent('no search');
    await screen.findByText(/\d credits$/);
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/subscription/purchases')).toHaveLength(0);
    expect(sessionStorage.getItem('checkout-started')).toBeNull();
  });

  it('leaves other addresses alone', async () => {
    signIn();
    mockApi({ 'GET /tbm/user-stats': stats });
    const { router } = renderRoutes(routes, '/dashboard?payment=maybe');
    await screen.findByText(/\d credits$/);
    expect(router.state.location.search).toBe('?payment=maybe');
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
  });
});
