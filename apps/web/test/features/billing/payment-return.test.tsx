import { act, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { Outlet, useLocation, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  CREDIT_REFRESH_ATTEMPTS,
  CREDIT_REFRESH_INTERVAL_MS,
  PaymentReturn,
} from '../../../src/features/billing/components/payment-return';
import { useUserStats } from '../../../src/lib/user-stats';
import { json, mockApi } from '../../helpers/api-mock';
import { renderRoutes, signIn } from '../../helpers/render-route';

const SUCCESS = 'Payment successful! Your credits have been added to your account.';

function Credits() {
  const stats = useUserStats();
  const location = useLocation();
  return (
    <>
      <p>{stats.data ? `${stats.data.credits} remaining` : 'loading credits'}</p>
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

/** Stats answers in order; the last one repeats. */
function statsSequence(...credits: number[]) {
  let call = 0;
  return () => {
    const value = credits[Math.min(call, credits.length - 1)] ?? 0;
    call += 1;
    return json(200, {
      success: true,
      data: { credits: value, fileUploads: 0, totalCostsAlignment: 0 },
    });
  };
}

describe('PaymentReturn', () => {
  it('toasts once, removes the parameter and keeps the rest of the address', async () => {
    signIn();
    mockApi({ 'GET /tbm/user-stats': statsSequence(10_100) });
    const { router } = renderRoutes(routes, '/dashboard?payment=success&tab=usage#top');

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=usage'));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.hash).toBe('#top');
    expect(screen.getAllByText(SUCCESS)).toHaveLength(1);
    // Replaced, not pushed: Back does not return to ?payment=success.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('refreshes the credits until the late webhook has added them, then stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const api = mockApi({ 'GET /tbm/user-stats': statsSequence(100, 100, 100, 10_100) });
    renderRoutes(routes, '/dashboard?payment=success', { fakeTimers: true });

    expect(await screen.findByText('100 remaining')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CREDIT_REFRESH_INTERVAL_MS * 3));
    expect(await screen.findByText('10100 remaining')).toBeInTheDocument();
    const callsWhenRisen = api.callsTo('GET', '/tbm/user-stats').length;

    await act(() => vi.advanceTimersByTimeAsync(CREDIT_REFRESH_INTERVAL_MS * 5));
    expect(api.callsTo('GET', '/tbm/user-stats')).toHaveLength(callsWhenRisen);
  });

  it('gives up after about ten seconds when the credits do not change', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const api = mockApi({ 'GET /tbm/user-stats': statsSequence(100) });
    renderRoutes(routes, '/dashboard?payment=success', { fakeTimers: true });
    await screen.findByText('100 remaining');

    await act(() =>
      vi.advanceTimersByTimeAsync(CREDIT_REFRESH_INTERVAL_MS * (CREDIT_REFRESH_ATTEMPTS + 5)),
    );
    const calls = api.callsTo('GET', '/tbm/user-stats').length;
    // The shell's own load (which the first refresh joins) plus at most a round per StrictMode run.
    expect(calls).toBeGreaterThanOrEqual(CREDIT_REFRESH_ATTEMPTS);
    expect(calls).toBeLessThanOrEqual(2 * CREDIT_REFRESH_ATTEMPTS + 1);
    await act(() => vi.advanceTimersByTimeAsync(CREDIT_REFRESH_INTERVAL_MS * 5));
    expect(api.callsTo('GET', '/tbm/user-stats')).toHaveLength(calls);
  });

  it('only removes payment=cancelled, without a toast or refreshing', async () => {
    signIn();
    const api = mockApi({ 'GET /tbm/user-stats': statsSequence(100) });
    const { router } = renderRoutes(routes, '/buy-credits?payment=cancelled');

    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByTestId('search')).toHaveTextContent('no search');
    await screen.findByText('100 remaining');
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/tbm/user-stats')).toHaveLength(1);
  });

  it('leaves other addresses alone', async () => {
    signIn();
    mockApi({ 'GET /tbm/user-stats': statsSequence(100) });
    const { router } = renderRoutes(routes, '/dashboard?payment=maybe');
    await screen.findByText('100 remaining');
    expect(router.state.location.search).toBe('?payment=maybe');
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
  });
});
