import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, purchases } from '../../../src/db/schema/index';
import { getBalance } from '../../../src/modules/credits/service';
import { createTestApp, type TestApp } from '../../helpers/app';
import { expectErrorLogs } from '../../helpers/error-logs';
import { createUser, type TestUser } from '../../helpers/users';
import {
  checkoutSessionObject,
  signedEvent,
  startFakeStripe,
  stripeEnv,
  type FakeStripe,
} from '../../infra/payments/fake-stripe';

const TIER_2_CHARGE = { amount_total: 3800, currency: 'usd' };

const APP = 'http://localhost:3000';

let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe([
    {
      id: 'price_tier_2',
      unit_amount: 3800,
      metadata: { credits: '20000' },
      product: { id: 'prod_2', name: 'Tier 2', description: 'Popular' },
    },
    {
      id: 'price_tier_1',
      unit_amount: 2000,
      product: {
        id: 'prod_1',
        name: 'Tier 1',
        description: 'Starter',
        metadata: { credits: '10000' },
      },
    },
  ]);
  t = await createTestApp({ ...stripeEnv(fake), RATE_LIMITS: 'false' }, { captureLogs: true });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function startStripeCheckout(buyer: TestUser, priceId = 'price_tier_1'): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/subscription/create-checkout-session',
    headers: buyer.headers,
    payload: {
      priceId,
      successUrl: `${APP}/dashboard?payment=success`,
      cancelUrl: `${APP}/buy-credits?payment=cancelled`,
    },
  });
  expect(res.statusCode).toBe(200);
  const sessionUrl = res.json<{ sessionUrl: string }>().sessionUrl;
  return sessionUrl.split('/').at(-1) as string;
}

function deliver(
  event: { payload: string; signature?: string },
  extraHeaders: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/subscription/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(event.signature ? { 'stripe-signature': event.signature } : {}),
      ...extraHeaders,
    },
    payload: event.payload,
  });
}

const statusOf = async (sessionId: string) =>
  (await t.app.db.select().from(purchases).where(eq(purchases.providerSessionId, sessionId)))[0]
    ?.status;

describe('prices and checkout through Stripe', () => {
  it('serves the Stripe price list in the spec shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/subscription/prices' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      prices: [
        {
          id: 'price_tier_2',
          amount: 3800,
          currency: 'USD',
          credits: 20000,
          interval: 'one_time',
          product: { name: 'Tier 2', description: 'Popular' },
        },
        {
          id: 'price_tier_1',
          amount: 2000,
          currency: 'USD',
          credits: 10000,
          interval: 'one_time',
          product: { name: 'Tier 1', description: 'Starter' },
        },
      ],
    });
  });

  it('creates the Checkout Session for the signed-in user and answers its url', async () => {
    const buyer = await createUser(t.app, { email: 'stripe-buyer@example.com' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscription/create-checkout-session',
      headers: buyer.headers,
      payload: {
        priceId: 'price_tier_2',
        successUrl: `${APP}/dashboard?payment=success`,
        cancelUrl: `${APP}/buy-credits?payment=cancelled`,
      },
    });
    expect(res.statusCode).toBe(200);
    const { sessionUrl } = res.json<{ sessionUrl: string }>();
    expect(sessionUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const form = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)?.form;
    expect(form?.get('mode')).toBe('payment');
    expect(form?.get('line_items[0][price]')).toBe('price_tier_2');
    expect(form?.get('client_reference_id')).toBe(buyer.user.id);
    expect(form?.get('customer_email')).toBe('stripe-buyer@example.com');
    expect(form?.get('metadata[credits]')).toBe('20000');
    expect(form?.get('success_url')).toBe(`${APP}/dashboard?payment=success`);
    expect(form?.get('cancel_url')).toBe(`${APP}/buy-credits?payment=cancelled`);

    const [row] = await t.app.db
      .select()
      .from(purchases)
      .where(eq(purchases.userId, buyer.user.id));
    expect(row).toMatchObject({
      provider: 'stripe',
      providerSessionId: sessionUrl.split('/').at(-1),
      credits: 20000,
      amount: 3800,
    });
  });

  it('answers 502 and records nothing when Stripe is down', async () => {
    expectErrorLogs(/creating a checkout session failed/, 'Stripe is down on purpose');
    const buyer = await createUser(t.app);
    fake.failNext(2);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscription/create-checkout-session',
      headers: buyer.headers,
      payload: {
        priceId: 'price_tier_1',
        successUrl: `${APP}/dashboard`,
        cancelUrl: `${APP}/buy-credits`,
      },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ success: false, error: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    expect(
      await t.app.db.select().from(purchases).where(eq(purchases.userId, buyer.user.id)),
    ).toHaveLength(0);
  });

  it('does not serve the local test checkout when Stripe is configured', async () => {
    const buyer = await createUser(t.app);
    const sessionId = await startStripeCheckout(buyer);
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/v1/subscription/local-checkout/${sessionId}`,
        headers: buyer.headers,
      });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('POST /subscription/webhook', () => {
  it('credits a paid checkout.session.completed once, with a ledger row naming the session', async () => {
    const buyer = await createUser(t.app, { credits: 100 });
    const sessionId = await startStripeCheckout(buyer);
    const event = signedEvent(
      'checkout.session.completed',
      checkoutSessionObject(sessionId, 'paid'),
    );

    const res = await deliver(event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect((await deliver(event)).statusCode).toBe(200);

    expect(await getBalance(t.app.db, buyer.user.id)).toBe(10_100);
    expect(await statusOf(sessionId)).toBe('paid');
    const rows = await t.app.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.reference, `purchase:${sessionId}`));
    expect(rows).toHaveLength(1);
  });

  it('credits once under 20 concurrent deliveries of differently signed events for one session', async () => {
    const buyer = await createUser(t.app);
    const sessionId = await startStripeCheckout(buyer, 'price_tier_2');
    const events = Array.from({ length: 20 }, (_, i) =>
      signedEvent(
        i % 2 ? 'checkout.session.completed' : 'checkout.session.async_payment_succeeded',
        checkoutSessionObject(sessionId, 'paid', TIER_2_CHARGE),
      ),
    );
    const responses = await Promise.all(events.map((event) => deliver(event)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await getBalance(t.app.db, buyer.user.id)).toBe(20_000);
  });

  it('grants nothing for an unpaid completion, then credits when the delayed payment succeeds', async () => {
    const buyer = await createUser(t.app);
    const sessionId = await startStripeCheckout(buyer);

    expect(
      (
        await deliver(
          signedEvent('checkout.session.completed', checkoutSessionObject(sessionId, 'unpaid')),
        )
      ).statusCode,
    ).toBe(200);
    expect(await getBalance(t.app.db, buyer.user.id)).toBe(0);
    expect(await statusOf(sessionId)).toBe('pending');

    await deliver(
      signedEvent(
        'checkout.session.async_payment_succeeded',
        checkoutSessionObject(sessionId, 'paid'),
      ),
    );
    expect(await getBalance(t.app.db, buyer.user.id)).toBe(10_000);
  });

  it('records failed and expired sessions without granting', async () => {
    const buyer = await createUser(t.app);
    const failed = await startStripeCheckout(buyer);
    const expired = await startStripeCheckout(buyer);
    await deliver(
      signedEvent('checkout.session.async_payment_failed', checkoutSessionObject(failed, 'unpaid')),
    );
    await deliver(
      signedEvent('checkout.session.expired', checkoutSessionObject(expired, 'unpaid')),
    );
    expect(await statusOf(failed)).toBe('failed');
    expect(await statusOf(expired)).toBe('expired');
    expect(await getBalance(t.app.db, buyer.user.id)).toBe(0);
  });

  it('answers 2xx to event types it does not handle and to sessions it does not know', async () => {
    const unknownType = await deliver(
      signedEvent('customer.created', { id: 'cus_1', object: 'customer' }),
    );
    expect(unknownType.statusCode).toBe(200);
    const unknownSession = await deliver(
      signedEvent('checkout.session.completed', checkoutSessionObject('cs_test_not_ours')),
    );
    expect(unknownSession.statusCode).toBe(200);
  });

  it('refuses forged, expired, tampered and missing signatures with 400, changing nothing', async () => {
    const buyer = await createUser(t.app);
    const sessionId = await startStripeCheckout(buyer);
    const object = checkoutSessionObject(sessionId, 'paid');
    const genuine = signedEvent('checkout.session.completed', object);
    const attempts = [
      signedEvent('checkout.session.completed', object, { secret: 'whsec_attacker' }),
      signedEvent('checkout.session.completed', object, {
        timestamp: Math.floor(Date.now() / 1000) - 15 * 60,
      }),
      { payload: genuine.payload.replace('"paid"', '"paid" '), signature: genuine.signature },
      { payload: genuine.payload },
      { payload: genuine.payload, signature: 'garbage' },
    ];
    for (const attempt of attempts) {
      const res = await deliver(attempt);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: 'INVALID_SIGNATURE' });
    }
    expect(await getBalance(t.app.db, buyer.user.id)).toBe(0);
    expect(await statusOf(sessionId)).toBe('pending');
  });

  it('refuses a signature timestamped more than five minutes ahead with 400, changing nothing', async () => {
    const buyer = await createUser(t.app);
    const sessionId = await startStripeCheckout(buyer);
    // Signed with the real secret: only the timestamp is wrong (a payload made to be replayed later).
    const fromTheFuture = signedEvent(
      'checkout.session.completed',
      checkoutSessionObject(sessionId, 'paid'),
      { timestamp: Math.floor(Date.now() / 1000) + 10 * 60 },
    );
    const res = await deliver(fromTheFuture);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'INVALID_SIGNATURE' });
    expect(await getBalance(t.app.db, buyer.user.id)).toBe(0);
    expect(await statusOf(sessionId)).toBe('pending');
  });

  it.each([
    ['an amount below the price', { amount_total: 1, currency: 'usd' }],
    ['the amount in another currency', { amount_total: 2000, currency: 'eur' }],
    ['no amount at all', { amount_total: null, currency: null }],
  ])(
    'holds a paid session with %s: 200 to Stripe, no credits, logged as an error',
    async (_name, charge) => {
      expectErrorLogs(/stripe payment held/, 'a held payment is an error for operators to look at');
      const buyer = await createUser(t.app, { credits: 100 });
      const sessionId = await startStripeCheckout(buyer);
      const event = signedEvent(
        'checkout.session.completed',
        checkoutSessionObject(sessionId, 'paid', charge),
      );

      const res = await deliver(event);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
      expect(await statusOf(sessionId)).toBe('held');
      expect(await getBalance(t.app.db, buyer.user.id)).toBe(100);
      const logged = t.logs
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((line) => line.sessionId === sessionId && line.level === 50);
      expect(logged).toMatchObject({
        msg: 'stripe payment held: amount or currency differs from the purchase',
        expected: { amount: 2000, currency: 'USD' },
      });

      // The same session delivered again with the right amount stays held.
      await deliver(signedEvent('checkout.session.completed', checkoutSessionObject(sessionId)));
      expect(await statusOf(sessionId)).toBe('held');
      expect(await getBalance(t.app.db, buyer.user.id)).toBe(100);

      const history = await t.app.inject({
        method: 'GET',
        url: '/api/v1/subscription/purchases',
        headers: buyer.headers,
      });
      expect(history.json().data[0]).toMatchObject({ status: 'held', credits: 10_000 });
    },
  );

  it('shows a session past its 24 h life as expired before Stripe says so, and still credits a late payment', async () => {
    const buyer = await createUser(t.app);
    const stale = await startStripeCheckout(buyer);
    const fresh = await startStripeCheckout(buyer, 'price_tier_2');
    await t.app.db
      .update(purchases)
      .set({ createdAt: new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000) })
      .where(eq(purchases.providerSessionId, stale));
    const statuses = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/subscription/purchases',
          headers: buyer.headers,
        })
      )
        .json<{ data: Array<{ packageName: string; status: string }> }>()
        .data.map((p) => [p.packageName, p.status]);

    expect(await statuses()).toEqual([
      ['Tier 2', 'pending'],
      ['Tier 1', 'expired'],
    ]);
    // The money arrived after all (a delayed method settling late): it is credited.
    await deliver(signedEvent('checkout.session.completed', checkoutSessionObject(stale)));
    expect(await getBalance(t.app.db, buyer.user.id)).toBe(10_000);
    expect(await statuses()).toEqual([
      ['Tier 2', 'pending'],
      ['Tier 1', 'paid'],
    ]);
    // Stripe's own expiry notice closes the other one.
    await deliver(
      signedEvent(
        'checkout.session.expired',
        checkoutSessionObject(fresh, 'unpaid', TIER_2_CHARGE),
      ),
    );
    expect(await statuses()).toEqual([
      ['Tier 2', 'expired'],
      ['Tier 1', 'paid'],
    ]);
  });

  it('keeps the raw body to itself: other routes still parse JSON', async () => {
    const buyer = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscription/create-checkout-session',
      headers: { ...buyer.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({
        priceId: 'price_tier_1',
        successUrl: `${APP}/dashboard`,
        cancelUrl: `${APP}/buy-credits`,
      }),
    });
    expect(res.statusCode).toBe(200);
  });
});
