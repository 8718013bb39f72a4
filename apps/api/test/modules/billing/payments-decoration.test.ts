import type { PricePackage } from '@trusty/contracts';
import { describe, expect, it } from 'vitest';
import type { CheckoutRequest, LocalPaymentProvider } from '../../../src/infra/payments/types';
import { useTestApp } from '../../helpers/app';
import { createUser } from '../../helpers/users';

const PACKAGE: PricePackage = {
  id: 'custom_1',
  amount: 500,
  currency: 'EUR',
  credits: 1_000,
  interval: 'one_time',
  product: { name: 'Custom', description: 'From the provider the app was given' },
};

/** A provider handed to buildApp: the billing routes must use it, not build their own. */
function recordingProvider(): LocalPaymentProvider & { checkouts: CheckoutRequest[] } {
  const checkouts: CheckoutRequest[] = [];
  return {
    kind: 'local',
    checkouts,
    async listPrices() {
      return [PACKAGE];
    },
    async createCheckout(request) {
      checkouts.push(request);
      return {
        sessionId: `cs_local_${'x'.repeat(20)}${checkouts.length}`,
        url: 'http://localhost:3000/pay',
      };
    },
  };
}

const provider = recordingProvider();
const t = useTestApp({}, { payments: provider });

describe('the payment provider is the app’s', () => {
  it('is decorated on the app, beside the mailer and the classifier', () => {
    expect(t.app.payments).toBe(provider);
  });

  it('serves prices and opens checkouts through it', async () => {
    const prices = await t.app.inject({ method: 'GET', url: '/api/v1/subscription/prices' });
    expect(prices.json()).toEqual({ success: true, prices: [PACKAGE] });

    const buyer = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscription/create-checkout-session',
      headers: buyer.headers,
      payload: {
        priceId: 'custom_1',
        successUrl: 'http://localhost:3000/dashboard',
        cancelUrl: 'http://localhost:3000/buy-credits',
      },
    });
    expect(res.json()).toEqual({ success: true, sessionUrl: 'http://localhost:3000/pay' });
    expect(provider.checkouts.map((c) => [c.price.id, c.userId])).toEqual([
      ['custom_1', buyer.user.id],
    ]);
  });
});
