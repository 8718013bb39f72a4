import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../src/http/errors';
import { createStripeProvider, PRICE_CACHE_MS } from '../../../src/infra/payments/stripe-provider';
import { WebhookSignatureError } from '../../../src/infra/payments/types';
import {
  checkoutSessionObject,
  expandParams,
  signedEvent,
  startFakeStripe,
  WEBHOOK_SECRET,
  type FakeStripe,
} from './fake-stripe';

const errors: unknown[] = [];
const log = {
  error: (obj: unknown) => errors.push(obj),
  warn: () => {},
  info: () => {},
  debug: () => {},
  trace: () => {},
  fatal: () => {},
  level: 'silent',
  silent: () => {},
  child: () => log,
} as unknown as FastifyBaseLogger;

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());
afterEach(() => {
  vi.useRealTimers();
  fake.requests.length = 0;
  errors.length = 0;
});

const provider = () =>
  createStripeProvider(
    { secretKey: 'sk_test_provider', webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url },
    log,
  );

const product = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Pack ${id}`,
  description: `About ${id}`,
  ...extra,
});

/** What the fake Stripe lists from now on. */
const sellOnly = (...prices: FakeStripe['prices']) =>
  fake.prices.splice(0, fake.prices.length, ...prices);

const oneCreditPrice = () => ({
  id: 'price_a',
  unit_amount: 100,
  metadata: { credits: '1' },
  product: product('p'),
});

describe('Stripe prices', () => {
  it('lists active one-time prices with credits, newest first, from the expanded product', async () => {
    sellOnly(
      {
        id: 'price_new',
        unit_amount: 3800,
        metadata: { credits: '20000' },
        product: product('prod_b'),
      },
      {
        id: 'price_product_credits',
        unit_amount: 2000,
        currency: 'eur',
        product: product('prod_a', { metadata: { credits: '10000' } }),
      },
      { id: 'price_no_credits', unit_amount: 500, product: product('prod_c') },
      {
        id: 'price_bad_credits',
        unit_amount: 500,
        metadata: { credits: '12abc' },
        product: product('prod_d'),
      },
      {
        id: 'price_zero_credits',
        unit_amount: 500,
        metadata: { credits: '0' },
        product: product('prod_e'),
      },
      {
        id: 'price_archived_product',
        unit_amount: 500,
        metadata: { credits: '5' },
        product: product('prod_f', { active: false }),
      },
      {
        id: 'price_custom_amount',
        unit_amount: null,
        metadata: { credits: '5' },
        product: product('prod_g'),
      },
      {
        id: 'price_recurring',
        unit_amount: 900,
        type: 'recurring',
        metadata: { credits: '5' },
        product: product('prod_h'),
      },
      {
        id: 'price_inactive',
        unit_amount: 900,
        active: false,
        metadata: { credits: '5' },
        product: product('prod_i'),
      },
    );

    const prices = await provider().listPrices();

    expect(prices).toEqual([
      {
        id: 'price_new',
        amount: 3800,
        currency: 'USD',
        credits: 20000,
        interval: 'one_time',
        product: { name: 'Pack prod_b', description: 'About prod_b' },
      },
      {
        id: 'price_product_credits',
        amount: 2000,
        currency: 'EUR',
        credits: 10000,
        interval: 'one_time',
        product: { name: 'Pack prod_a', description: 'About prod_a' },
      },
    ]);
    const [request] = fake.requests;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/v1/prices');
    expect(expandParams(request!.query)).toEqual(['data.product']);
    expect(request?.query.get('active')).toBe('true');
    expect(request?.query.get('type')).toBe('one_time');
    expect(request?.headers.authorization).toBe('Bearer sk_test_provider');
  });

  it('asks Stripe once for concurrent and repeated calls within the cache window, then again after it', async () => {
    sellOnly(oneCreditPrice());
    vi.useFakeTimers({ toFake: ['Date'] });
    const stripe = provider();
    await Promise.all([stripe.listPrices(), stripe.listPrices(), stripe.listPrices()]);
    await stripe.listPrices();
    expect(fake.requests).toHaveLength(1);

    vi.setSystemTime(Date.now() + PRICE_CACHE_MS + 1000);
    await stripe.listPrices();
    expect(fake.requests).toHaveLength(2);
  });

  it('answers 502 when Stripe fails and nothing is cached, and serves the stale list when something is', async () => {
    sellOnly(oneCreditPrice());
    const stripe = provider();
    fake.failNext(2);
    await expect(stripe.listPrices()).rejects.toMatchObject({
      statusCode: 502,
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
    });
    expect(errors).toHaveLength(1);

    vi.useFakeTimers({ toFake: ['Date'] });
    expect(await stripe.listPrices()).toHaveLength(1);
    vi.setSystemTime(Date.now() + PRICE_CACHE_MS + 1000);
    fake.failNext(2);
    expect((await stripe.listPrices()).map((p) => p.id)).toEqual(['price_a']);
  });
});

describe('Stripe checkout', () => {
  it('creates a payment-mode session for the price, naming the user, the credits and the email', async () => {
    const session = await provider().createCheckout({
      price: {
        id: 'price_x',
        amount: 2000,
        currency: 'USD',
        credits: 10000,
        interval: 'one_time',
        product: { name: 'Tier 1', description: '' },
      },
      userId: 'user-123',
      email: 'buyer@example.com',
      successUrl: 'http://localhost:3000/dashboard?payment=success',
      cancelUrl: 'http://localhost:3000/buy-credits?payment=cancelled',
    });

    expect(session.sessionId).toMatch(/^cs_test_/);
    expect(session.url).toBe(`https://checkout.stripe.test/c/pay/${session.sessionId}`);
    const request = fake.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/checkout/sessions');
    const form = request?.form;
    expect(form?.get('mode')).toBe('payment');
    expect(form?.get('line_items[0][price]')).toBe('price_x');
    expect(form?.get('line_items[0][quantity]')).toBe('1');
    expect(form?.get('client_reference_id')).toBe('user-123');
    expect(form?.get('customer_email')).toBe('buyer@example.com');
    expect(form?.get('metadata[userId]')).toBe('user-123');
    expect(form?.get('metadata[credits]')).toBe('10000');
    expect(form?.get('metadata[priceId]')).toBe('price_x');
    expect(form?.get('success_url')).toBe('http://localhost:3000/dashboard?payment=success');
    expect(form?.get('cancel_url')).toBe('http://localhost:3000/buy-credits?payment=cancelled');
  });

  it('turns a Stripe failure into a 502 without leaking its message', async () => {
    fake.failNext(2, 400);
    const attempt = provider().createCheckout({
      price: {
        id: 'price_x',
        amount: 1,
        currency: 'USD',
        credits: 1,
        interval: 'one_time',
        product: { name: 'x', description: '' },
      },
      userId: 'u',
      email: 'e@example.com',
      successUrl: 'http://localhost:3000/a',
      cancelUrl: 'http://localhost:3000/b',
    });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 502 });
    await expect(attempt).rejects.not.toMatchObject({
      message: expect.stringContaining('Simulated'),
    });
  });
});

describe('Stripe webhook verification', () => {
  const parse = (payload: string, signature?: string) =>
    provider().parseWebhook(Buffer.from(payload), signature);

  it.each([
    [
      'checkout.session.completed',
      checkoutSessionObject('cs_1', 'paid'),
      { type: 'paid', sessionId: 'cs_1', charged: { amount: 2000, currency: 'usd' } },
    ],
    [
      'checkout.session.completed',
      checkoutSessionObject('cs_2', 'unpaid'),
      { type: 'awaiting-payment', sessionId: 'cs_2' },
    ],
    [
      'checkout.session.async_payment_succeeded',
      checkoutSessionObject('cs_3'),
      { type: 'paid', sessionId: 'cs_3', charged: { amount: 2000, currency: 'usd' } },
    ],
    [
      'checkout.session.async_payment_failed',
      checkoutSessionObject('cs_4', 'unpaid'),
      { type: 'failed', sessionId: 'cs_4' },
    ],
    [
      'checkout.session.expired',
      checkoutSessionObject('cs_5', 'unpaid'),
      { type: 'expired', sessionId: 'cs_5' },
    ],
    [
      'checkout.session.completed',
      checkoutSessionObject('cs_6', 'paid', { amount_total: 3800, currency: 'eur' }),
      { type: 'paid', sessionId: 'cs_6', charged: { amount: 3800, currency: 'eur' } },
    ],
    [
      'checkout.session.completed',
      checkoutSessionObject('cs_7', 'paid', { amount_total: null, currency: null }),
      { type: 'paid', sessionId: 'cs_7', charged: undefined },
    ],
    [
      'invoice.paid',
      { id: 'in_1', object: 'invoice' },
      { type: 'ignored', eventType: 'invoice.paid' },
    ],
  ])('reads a signed %s event', (type, object, expected) => {
    const { payload, signature } = signedEvent(type, object);
    expect(parse(payload, signature)).toEqual(expected);
  });

  it('refuses a missing signature, a forged one, a tampered body and an expired timestamp', () => {
    const { payload, signature } = signedEvent(
      'checkout.session.completed',
      checkoutSessionObject('cs_9'),
    );
    const forged = signedEvent('checkout.session.completed', checkoutSessionObject('cs_9'), {
      secret: 'whsec_wrong',
    });
    const old = signedEvent('checkout.session.completed', checkoutSessionObject('cs_9'), {
      timestamp: Math.floor(Date.now() / 1000) - 10 * 60,
    });
    const tampered = payload.replace('cs_9', 'cs_8');

    expect(() => parse(payload, undefined)).toThrow(WebhookSignatureError);
    expect(() => parse(forged.payload, forged.signature)).toThrow(WebhookSignatureError);
    expect(() => parse(tampered, signature)).toThrow(WebhookSignatureError);
    expect(() => parse(old.payload, old.signature)).toThrow(WebhookSignatureError);
    expect(parse(payload, signature)).toEqual({
      type: 'paid',
      sessionId: 'cs_9',
      charged: { amount: 2000, currency: 'usd' },
    });
  });

  it('refuses a timestamp more than five minutes ahead of our clock, and accepts one within', () => {
    const now = Math.floor(Date.now() / 1000);
    const ahead = (seconds: number) =>
      signedEvent('checkout.session.completed', checkoutSessionObject('cs_10'), {
        timestamp: now + seconds,
      });
    const farAhead = ahead(6 * 60);
    expect(() => parse(farAhead.payload, farAhead.signature)).toThrow(
      /more than 5 minutes in the future/,
    );
    const dayAhead = ahead(24 * 60 * 60);
    expect(() => parse(dayAhead.payload, dayAhead.signature)).toThrow(WebhookSignatureError);
    // Clocks drift a little both ways; Stripe's own tolerance is five minutes.
    const slightlyAhead = ahead(4 * 60);
    expect(parse(slightlyAhead.payload, slightlyAhead.signature)).toMatchObject({
      type: 'paid',
      sessionId: 'cs_10',
    });
  });
});
