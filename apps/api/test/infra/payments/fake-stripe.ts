import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local HTTP server speaking the few Stripe endpoints Trusty calls, recording every request so
 * tests can assert their shape. Stripe's own servers are the one thing this machine cannot reach.
 */
export interface FakePrice {
  id: string;
  unit_amount: number | null;
  currency?: string;
  active?: boolean;
  type?: 'one_time' | 'recurring';
  metadata?: Record<string, string>;
  product: {
    id: string;
    name: string;
    description?: string | null;
    active?: boolean;
    metadata?: Record<string, string>;
  };
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Form-encoded body as Stripe sends it (`line_items[0][price]` keys). */
  form: URLSearchParams;
  headers: IncomingMessage['headers'];
}

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  prices: FakePrice[];
  /** Answer the next n requests with a Stripe API error of this HTTP status. */
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
}

export const WEBHOOK_SECRET = 'whsec_test_secret_for_trusty';

export function stripeEnv(fake: FakeStripe): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_trusty',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function priceObject(price: FakePrice) {
  return {
    id: price.id,
    object: 'price',
    active: price.active ?? true,
    currency: price.currency ?? 'usd',
    type: price.type ?? 'one_time',
    unit_amount: price.unit_amount,
    metadata: price.metadata ?? {},
    product: {
      id: price.product.id,
      object: 'product',
      active: price.product.active ?? true,
      name: price.product.name,
      description: price.product.description ?? null,
      metadata: price.product.metadata ?? {},
    },
  };
}

/** Stripe's form encoding of arrays: `expand[0]=…` (the API also accepts `expand[]=…`). */
export function expandParams(query: URLSearchParams): string[] {
  return [...query.entries()]
    .filter(([key]) => /^expand\[\d*\]$/.test(key))
    .map(([, value]) => value);
}

export async function startFakeStripe(prices: FakePrice[] = []): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  let failures = 0;
  let failureStatus = 500;
  let sessionCount = 0;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const body = await readBody(req);
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      form: new URLSearchParams(body),
      headers: req.headers,
    });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${requests.length}`,
      });
      res.end(JSON.stringify(payload));
    };
    if (failures > 0) {
      failures--;
      return send(failureStatus, {
        error: { type: 'api_error', message: 'Simulated Stripe failure' },
      });
    }
    if (req.method === 'GET' && url.pathname === '/v1/prices') {
      // Filters the real API applies; expansion is required for the product to be an object.
      const expand = expandParams(url.searchParams);
      const data = fake.prices
        .filter((p) => url.searchParams.get('active') !== 'true' || (p.active ?? true))
        .filter(
          (p) =>
            !url.searchParams.get('type') ||
            (p.type ?? 'one_time') === url.searchParams.get('type'),
        )
        .map(priceObject)
        .map((p) => (expand.includes('data.product') ? p : { ...p, product: p.product.id }));
      return send(200, { object: 'list', url: '/v1/prices', has_more: false, data });
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      sessionCount++;
      const id = `cs_test_${String(sessionCount).padStart(4, '0')}${Math.random().toString(36).slice(2, 10)}`;
      const form = new URLSearchParams(body);
      return send(200, {
        id,
        object: 'checkout.session',
        mode: form.get('mode'),
        payment_status: 'unpaid',
        status: 'open',
        client_reference_id: form.get('client_reference_id'),
        url: `https://checkout.stripe.test/c/pay/${id}`,
      });
    }
    return send(404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${req.method}: ${url.pathname})`,
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeStripe = {
    url: `http://127.0.0.1:${port}`,
    requests,
    prices,
    failNext(count, status = 500) {
      failures = count;
      failureStatus = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

/** A Stripe event as its webhook would deliver it, signed with the SDK's own test helper. */
export function signedEvent(
  type: string,
  object: Record<string, unknown>,
  options: { secret?: string; timestamp?: number } = {},
): { payload: string; signature: string } {
  const payload = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2, 12)}`,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
  return { payload, signature };
}

/** What a session says it took: minor units and Stripe's lower-case currency (null: not said). */
export interface SessionCharge {
  amount_total: number | null;
  currency: string | null;
}

/** $20.00, the price of `price_tier_1` in the tests that use this fake. */
export const TIER_1_CHARGE: SessionCharge = { amount_total: 2000, currency: 'usd' };

export function checkoutSessionObject(
  id: string,
  paymentStatus: 'paid' | 'unpaid' = 'paid',
  charge: SessionCharge = TIER_1_CHARGE,
) {
  return {
    id,
    object: 'checkout.session',
    payment_status: paymentStatus,
    status: 'complete',
    mode: 'payment',
    ...charge,
  };
}
