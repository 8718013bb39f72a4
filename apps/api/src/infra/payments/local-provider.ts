import { randomBytes } from 'node:crypto';
import type { PricePackage } from '@trusty/contracts';
import type { LocalPaymentProvider } from './types';

/**
 * The spec's three tiers (§9), the one place they are defined. Listed oldest first; the API
 * answers newest first like Stripe does, and the client reverses.
 */
export const LOCAL_PRICES: readonly PricePackage[] = [
  {
    id: 'local_tier_1',
    amount: 2000,
    currency: 'USD',
    credits: 10_000,
    interval: 'one_time',
    product: { name: 'Tier 1', description: 'For teams starting to map their IT costs to TBM.' },
  },
  {
    id: 'local_tier_2',
    amount: 3800,
    currency: 'USD',
    credits: 20_000,
    interval: 'one_time',
    product: { name: 'Tier 2', description: 'Our most popular package for growing IT finance teams.' },
  },
  {
    id: 'local_tier_3',
    amount: 9999,
    currency: 'USD',
    credits: 60_000,
    interval: 'one_time',
    product: { name: 'Tier 3', description: 'The best value per credit for enterprise-scale cost mapping.' },
  },
];

const SESSION_PREFIX = 'cs_local_';

export function isLocalSessionId(value: string): boolean {
  return /^cs_local_[A-Za-z0-9_-]{20,64}$/.test(value);
}

/** Test mode: checkout is a page served by this app, paid with test card numbers. */
export function createLocalProvider(checkoutUrl: (sessionId: string) => string): LocalPaymentProvider {
  return {
    kind: 'local',
    async listPrices() {
      return [...LOCAL_PRICES].reverse();
    },
    async createCheckout() {
      const sessionId = `${SESSION_PREFIX}${randomBytes(18).toString('base64url')}`;
      return { sessionId, url: checkoutUrl(sessionId) };
    },
  };
}
