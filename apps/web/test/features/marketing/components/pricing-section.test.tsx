import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../../src/lib/auth-store';
import { json, mockApi, renderPublic } from '../render';

afterEach(() => {
  vi.restoreAllMocks();
  useAuthStore.setState({ user: null, isAuthenticated: false });
});

const pricing = () => within(screen.getByRole('region', { name: 'Pay for what you classify' }));

async function cards() {
  const list = await pricing().findByRole('list', { name: 'Credit packages', busy: false });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
}

describe('pricing section', () => {
  it('shows the spec fallback tiers when the prices call fails', async () => {
    mockApi({
      'GET /api/v1/subscription/prices': () =>
        json(500, { success: false, message: 'boom', error: 'INTERNAL_ERROR' }),
    });
    renderPublic('/');

    const [tier1, tier2, tier3] = await cards();
    expect(within(tier1!).getByRole('heading', { name: 'Tier 1' })).toBeInTheDocument();
    expect(tier1).toHaveTextContent('$20.00');
    // One-time, like the packages they stand for (issue 17 §2; the spec said "per month").
    expect(tier1).toHaveTextContent('one-time purchase');
    expect(tier1).not.toHaveTextContent('per month');
    expect(tier1).toHaveTextContent('10,000 credits');
    expect(tier2).toHaveTextContent('Tier 2');
    expect(tier2).toHaveTextContent('$38.00');
    expect(tier2).toHaveTextContent('20,000 credits');
    expect(within(tier2!).getByText('Most Popular')).toBeInTheDocument();
    expect(tier3).toHaveTextContent('Tier 3');
    expect(tier3).toHaveTextContent('$99.99');
    expect(tier3).toHaveTextContent('60,000 credits');
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
  });

  it('shows the fallback tiers when the API has no packages', async () => {
    mockApi({ 'GET /api/v1/subscription/prices': () => json(200, { success: true, prices: [] }) });
    renderPublic('/');
    expect((await cards()).map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Tier 1',
      'Tier 2',
      'Tier 3',
    ]);
  });

  it('shows API packages oldest first with prices in their currency and the badge on the second', async () => {
    const pkg = (id: string, name: string, amount: number, currency: string, credits: number) => ({
      id,
      amount,
      currency,
      credits,
      interval: 'one_time',
      product: { name, description: `${name} package` },
    });
    mockApi({
      'GET /api/v1/subscription/prices': () =>
        json(200, {
          success: true,
          prices: [
            pkg('c', 'Scale', 125000, 'eur', 1_500_000),
            pkg('b', 'Team', 4550, 'usd', 25_000),
            pkg('a', 'Starter', 990, 'gbp', 5_000),
          ],
        }),
    });
    renderPublic('/');

    const list = await cards();
    expect(list.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Starter',
      'Team',
      'Scale',
    ]);
    expect(list[0]).toHaveTextContent('£9.90');
    expect(list[0]).toHaveTextContent('one-time purchase');
    expect(list[1]).toHaveTextContent('$45.50');
    expect(within(list[1]!).getByText('Most Popular')).toBeInTheDocument();
    expect(list[2]).toHaveTextContent('€1,250.00');
    expect(list[2]).toHaveTextContent('1,500,000 credits');
    expect(pricing().queryByText('Tier 1')).not.toBeInTheDocument();
  });

  it('sends an anonymous visitor to sign up with the chosen package', async () => {
    mockApi({
      'GET /api/v1/subscription/prices': () =>
        json(200, {
          success: true,
          prices: [2, 1, 0].map((i) => ({
            id: `local_tier_${i + 1}`,
            amount: [2000, 3800, 9999][i],
            currency: 'USD',
            credits: [10_000, 20_000, 60_000][i],
            interval: 'one_time',
            product: { name: `Tier ${i + 1}`, description: '' },
          })),
        }),
    });
    const user = userEvent.setup();
    const { router } = renderPublic('/');
    await cards();

    const choose = pricing().getByRole('link', {
      name: 'Choose Tier 2: 20,000 credits for $38.00',
    });
    expect(choose).toHaveAttribute('href', '/signup?package=local_tier_2');
    await user.click(choose);
    expect(await screen.findByRole('heading', { name: 'Signup page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?package=local_tier_2');
  });

  it('sends a signed-in visitor to /buy-credits with the chosen package', async () => {
    useAuthStore.setState({ isAuthenticated: true });
    mockApi({});
    const user = userEvent.setup();
    const { router } = renderPublic('/');
    await cards();

    await user.click(pricing().getByRole('link', { name: /Choose Tier 1/ }));
    expect(await screen.findByRole('heading', { name: 'Buy credits page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?package=fallback-tier-1');
  });

  it('follows the cards with the Start Free Trial call to action', async () => {
    mockApi({});
    renderPublic('/');
    await cards();
    expect(pricing().getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });
});
