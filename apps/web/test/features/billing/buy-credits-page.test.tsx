import type { PricePackage } from '@trusty/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BuyCreditsPage } from '../../../src/features/billing/pages/buy-credits-page';
import { apiFailure, json, mockApi } from '../../helpers/api-mock';
import { renderRoutes, signIn } from '../../helpers/render-route';

const routes = [{ path: '/buy-credits', element: <BuyCreditsPage /> }];

const pkg = (
  id: string,
  name: string,
  amount: number,
  credits: number,
  extra: Partial<PricePackage> = {},
): PricePackage => ({
  id,
  amount,
  currency: 'USD',
  credits,
  interval: 'one_time',
  product: { name, description: `${name} description` },
  ...extra,
});

// The API answers newest first; the page shows them reversed.
const API_PRICES = [
  pkg('price_3', 'Tier 3', 9999, 60_000),
  pkg('price_2', 'Tier 2', 3800, 20_000),
  pkg('price_1', 'Tier 1', 2000, 10_000),
];

const pricesOk = (prices: PricePackage[] = API_PRICES) => json(200, { success: true, prices });

/** Replaces the browser's location so the redirect to the checkout page can be observed. */
function captureRedirects() {
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...window.location,
    origin: 'http://localhost:3000',
    assign,
  });
  return assign;
}

const cards = () => screen.getAllByRole('group');

describe('BuyCreditsPage', () => {
  it('shows one card per package, oldest first, with price, credits, price per 1,000 and type', async () => {
    signIn();
    mockApi({ 'GET /subscription/prices': pricesOk() });
    renderRoutes(routes, '/buy-credits');

    expect(screen.getByRole('heading', { level: 1, name: 'Buy Credits' })).toBeInTheDocument();
    expect(document.title).toBe('Buy Credits | Trusty');
    await screen.findByRole('heading', { name: 'Tier 1' });

    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Tier 1',
      'Tier 2',
      'Tier 3',
    ]);
    const first = within(cards()[0]!);
    expect(first.getByText('Tier 1 description')).toBeInTheDocument();
    expect(first.getByText('$20.00')).toBeInTheDocument();
    expect(first.getByText('10,000 credits')).toBeInTheDocument();
    expect(first.getByText('One-time purchase')).toBeInTheDocument();
    expect(first.getByText('Per 1,000 credits').nextElementSibling).toHaveTextContent('$2.00');
    expect(within(cards()[1]!).getByText('Per 1,000 credits').nextElementSibling).toHaveTextContent(
      '$1.90',
    );
    expect(within(cards()[2]!).getByText('$99.99')).toBeInTheDocument();
    expect(within(cards()[2]!).getByText('60,000 credits')).toBeInTheDocument();
    // 99.99 / 60 = 1.6665 per 1,000, rounded to the cent.
    expect(within(cards()[2]!).getByText('Per 1,000 credits').nextElementSibling).toHaveTextContent(
      '$1.67',
    );
    expect(screen.queryByText(/units|one time|Type/)).not.toBeInTheDocument();
    // The Most Popular badge sits on the second package, as on the landing page.
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(within(cards()[1]!).getByText('Most Popular')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Purchase Package' })).toHaveLength(3);
    // Icons by position, decorative for screen readers.
    const icons = cards().map((card) => card.querySelector('svg'));
    expect(
      icons.map((icon) => icon?.getAttribute('class')?.match(/lucide-(zap|rocket|crown)/)?.[1]),
    ).toEqual(['zap', 'rocket', 'crown']);
    for (const icon of icons) expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it("shows each package's own currency and interval text", async () => {
    signIn();
    mockApi({
      'GET /subscription/prices': pricesOk([
        pkg('price_eur', 'Euro Pack', 1500, 1234, { currency: 'eur', interval: 'per_team_seat' }),
      ]),
    });
    renderRoutes(routes, '/buy-credits');
    expect(await screen.findByText('€15.00')).toBeInTheDocument();
    expect(screen.getByText('1,234 credits')).toBeInTheDocument();
    expect(screen.getByText('Per team seat')).toBeInTheDocument();
  });

  it('arrives with the package chosen before signing in selected, ready to buy', async () => {
    signIn();
    localStorage.setItem(
      'pending-package',
      JSON.stringify({ packageId: 'price_3', savedAt: Date.now() }),
    );
    mockApi({ 'GET /subscription/prices': pricesOk() });
    renderRoutes(routes, '/buy-credits?package=price_3');
    await screen.findByRole('heading', { name: 'Tier 3' });

    const chosen = cards()[2]!;
    expect(chosen).toHaveAttribute('aria-current', 'true');
    expect(within(chosen).getByText('Your choice')).toBeInTheDocument();
    expect(screen.getAllByText('Your choice')).toHaveLength(1);
    expect(cards()[0]).not.toHaveAttribute('aria-current');
    expect(within(chosen).getByRole('button', { name: 'Purchase Package' })).toHaveFocus();
    // The choice has reached its page: no later sign-in brings the visitor back here.
    expect(localStorage.getItem('pending-package')).toBeNull();
  });

  it('selects nothing for a package that is not on sale', async () => {
    signIn();
    mockApi({ 'GET /subscription/prices': pricesOk() });
    renderRoutes(routes, '/buy-credits?package=price_gone');
    await screen.findByRole('heading', { name: 'Tier 1' });
    expect(screen.queryByText('Your choice')).not.toBeInTheDocument();
    for (const card of cards()) expect(card).not.toHaveAttribute('aria-current');
  });

  it('says so when no package is on sale', async () => {
    signIn();
    mockApi({ 'GET /subscription/prices': pricesOk([]) });
    renderRoutes(routes, '/buy-credits');
    expect(
      await screen.findByText('No credit packages are currently available.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Purchase Package' })).not.toBeInTheDocument();
  });

  it('says so when the prices cannot be loaded, and can try again', async () => {
    signIn();
    let fail = true;
    mockApi({
      'GET /subscription/prices': () => (fail ? apiFailure(404, 'Not found') : pricesOk()),
    });
    const { user } = renderRoutes(routes, '/buy-credits');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load pricing information. Please try again later.',
    );

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Tier 1' })).toBeInTheDocument();
  });

  it('marks the chosen package busy, disables the others and goes to the checkout page', async () => {
    signIn();
    const assign = captureRedirects();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const api = mockApi({
      'GET /subscription/prices': pricesOk(),
      'POST /subscription/create-checkout-session': async () => {
        await answered;
        return json(200, { success: true, sessionUrl: 'https://checkout.example/cs_123' });
      },
    });
    const { user } = renderRoutes(routes, '/buy-credits');
    await screen.findByRole('heading', { name: 'Tier 2' });

    await user.click(within(cards()[1]!).getByRole('button', { name: 'Purchase Package' }));

    const busy = within(cards()[1]!).getByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    for (const index of [0, 2]) {
      expect(
        within(cards()[index]!).getByRole('button', { name: 'Purchase Package' }),
      ).toBeDisabled();
    }
    expect(api.callsTo('POST', '/subscription/create-checkout-session').map((c) => c.body)).toEqual(
      [
        {
          priceId: 'price_2',
          successUrl: '/dashboard?payment=success',
          cancelUrl: '/buy-credits?payment=cancelled',
        },
      ],
    );

    expect(sessionStorage.getItem('checkout-started')).toBeNull();
    answer();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/cs_123'));
    // The return to ?payment=success is believed only in a tab that left for a checkout.
    expect(Number(sessionStorage.getItem('checkout-started'))).toBeGreaterThan(0);
    // Still busy while the browser leaves for the checkout page.
    expect(within(cards()[1]!).getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it('clears the busy state and toasts when the checkout session cannot be created', async () => {
    signIn();
    const assign = captureRedirects();
    mockApi({
      'GET /subscription/prices': pricesOk(),
      'POST /subscription/create-checkout-session': apiFailure(
        502,
        'The payment service is unavailable right now.',
      ),
    });
    const { user } = renderRoutes(routes, '/buy-credits');
    await screen.findByRole('heading', { name: 'Tier 1' });

    await user.click(within(cards()[0]!).getByRole('button', { name: 'Purchase Package' }));

    expect(
      await screen.findByText('Failed to create checkout session. Please try again.'),
    ).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Purchase Package' });
    expect(buttons).toHaveLength(3);
    for (const button of buttons) expect(button).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('checkout-started')).toBeNull();
  });
});
