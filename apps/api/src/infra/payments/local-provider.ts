import { randomBytes } from 'node:crypto';
import { SPEC_TIERS, specTierPackage, type PricePackage } from '@trusty/contracts';
import type { LocalPaymentProvider } from './types';

/** The spec's three tiers, sold one-time. Listed oldest first; the API answers newest first like Stripe does, and the client reverses. */
export const LOCAL_PRICES: readonly PricePackage[] = SPEC_TIERS.map((_, index) =>
  specTierPackage(index, `local_tier_${index + 1}`, 'one_time'),
);

const SESSION_PREFIX = 'cs_local_';
/** The test checkout page can be paid for this long, like a short-lived Stripe session. */
export const LOCAL_SESSION_LIFE_MS = 30 * 60 * 1000;

export function isLocalSessionId(value: string): boolean {
  return /^cs_local_[A-Za-z0-9_-]{20,64}$/.test(value);
}

/** Test mode: checkout is a page served by this app, paid with test card numbers. */
export function createLocalProvider(
  checkoutUrl: (origin: string, sessionId: string) => string,
): LocalPaymentProvider {
  return {
    kind: 'local',
    async listPrices() {
      return [...LOCAL_PRICES].reverse();
    },
    async createCheckout(request) {
      const sessionId = `${SESSION_PREFIX}${randomBytes(18).toString('base64url')}`;
      // Served by this app, at the address the buyer comes back to (checkoutReturnOrigin).
      return { sessionId, url: checkoutUrl(new URL(request.successUrl).origin, sessionId) };
    },
  };
}
