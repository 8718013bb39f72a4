import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditLedger, purchases } from '../../../src/db/schema/index';
import { getBalance } from '../../../src/modules/credits/service';
import { createTestApp, useTestApp } from '../../helpers/app';
import { createUser, type TestUser } from '../../helpers/users';

const APP = 'http://localhost:3000';
const SUCCESS_URL = `${APP}/dashboard?payment=success`;
const CANCEL_URL = `${APP}/buy-credits?payment=cancelled`;

const t = useTestApp({ RATE_LIMITS: 'false' });

async function checkout(user: TestUser, body: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/subscription/create-checkout-session',
    headers: user.headers,
    payload: { priceId: 'local_tier_1', successUrl: SUCCESS_URL, cancelUrl: CANCEL_URL, ...body },
  });
}

/** Opens a checkout and returns the path of its test-mode page. */
async function openCheckout(user: TestUser, priceId = 'local_tier_1') {
  const res = await checkout(user, { priceId });
  expect(res.statusCode).toBe(200);
  const url = new URL(res.json<{ sessionUrl: string }>().sessionUrl);
  return { path: url.pathname, sessionId: url.pathname.split('/').at(-1) as string };
}

function pay(user: TestUser, path: string, card: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: { ...user.headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(card).toString(),
  });
}

const goodCard = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 39', cvc: '123' };

/** The cookie a response sets, as a browser would send it back (`name=value`). */
function cookieFrom(res: { headers: Record<string, unknown> }): string {
  const header = res.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  return String(first ?? '').split(';')[0] ?? '';
}

/** Follows a 303 back to the checkout page as a browser does, with the cookie it was given. */
async function follow(user: TestUser, res: Awaited<ReturnType<typeof pay>>) {
  expect(res.statusCode).toBe(303);
  const notice = cookieFrom(res);
  return t.app.inject({
    method: 'GET',
    url: res.headers.location as string,
    headers: { cookie: [user.headers.cookie, notice].filter(Boolean).join('; ') },
  });
}

/**
 * A closed checkout cannot be paid: the card is sent back to the page, which says it is closed;
 * nothing is credited and the purchase is expired.
 */
async function expectClosedUnpaid(buyer: TestUser, path: string, sessionId: string) {
  const late = await pay(buyer, path, goodCard);
  expect(late.statusCode).toBe(303);
  expect(late.headers.location).toBe(path);
  const page = await follow(buyer, late);
  expect(page.body).toContain('Checkout closed');
  expect(page.body).not.toContain('Pay $20.00');
  expect(await getBalance(t.app.db, buyer.user.id)).toBe(0);
  const [row] = await t.app.db
    .select()
    .from(purchases)
    .where(eq(purchases.providerSessionId, sessionId));
  expect(row?.status).toBe('expired');
}

describe('GET /subscription/prices (local provider)', () => {
  it("answers the spec's three tiers, newest first, without a session", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/subscription/prices' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: boolean; prices: Array<Record<string, unknown>> }>();
    expect(body.success).toBe(true);
    expect(
      body.prices.map((p) => [
        p.id,
        (p.product as { name: string }).name,
        p.credits,
        p.amount,
        p.currency,
        p.interval,
      ]),
    ).toEqual([
      ['local_tier_3', 'Tier 3', 60_000, 9999, 'USD', 'one_time'],
      ['local_tier_2', 'Tier 2', 20_000, 3800, 'USD', 'one_time'],
      ['local_tier_1', 'Tier 1', 10_000, 2000, 'USD', 'one_time'],
    ]);
  });
});

describe('POST /subscription/create-checkout-session', () => {
  it('refuses anonymous and unverified users', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscription/create-checkout-session',
      payload: { priceId: 'local_tier_1', successUrl: SUCCESS_URL, cancelUrl: CANCEL_URL },
    });
    expect(anonymous.statusCode).toBe(401);
    const unverified = await checkout(await createUser(t.app, { verified: false }));
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toMatchObject({ error: 'EMAIL_NOT_VERIFIED' });
  });

  it('returns a session url on this app and records a pending purchase with the price list’s credits', async () => {
    const buyer = await createUser(t.app);
    const res = await checkout(buyer, { priceId: 'local_tier_2' });
    expect(res.statusCode).toBe(200);
    const { success, sessionUrl } = res.json<{ success: boolean; sessionUrl: string }>();
    expect(success).toBe(true);
    expect(sessionUrl).toMatch(
      /^http:\/\/localhost:3000\/api\/v1\/subscription\/local-checkout\/cs_local_/,
    );

    const [row] = await t.app.db
      .select()
      .from(purchases)
      .where(eq(purchases.userId, buyer.user.id));
    expect(row).toMatchObject({
      provider: 'local',
      providerSessionId: sessionUrl.split('/').at(-1),
      priceId: 'local_tier_2',
      packageName: 'Tier 2',
      credits: 20_000,
      amount: 3800,
      currency: 'USD',
      status: 'pending',
      successUrl: SUCCESS_URL,
      cancelUrl: CANCEL_URL,
    });
  });

  it('refuses an unknown price with 400 and records nothing', async () => {
    const buyer = await createUser(t.app);
    const res = await checkout(buyer, { priceId: 'price_that_does_not_exist' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'UNKNOWN_PRICE' });
    expect(
      await t.app.db.select().from(purchases).where(eq(purchases.userId, buyer.user.id)),
    ).toHaveLength(0);
  });

  it.each([
    ['successUrl', 'https://evil.example/dashboard?payment=success'],
    ['cancelUrl', 'https://evil.example/buy-credits'],
    ['successUrl', 'http://localhost:3001/dashboard'],
    ['successUrl', 'https://localhost:3000/dashboard'],
    ['cancelUrl', 'http://localhost:3000.evil.example/'],
    ['successUrl', 'javascript:alert(1)'],
    ['cancelUrl', 'http://user:pass@localhost:3000/buy-credits'],
  ])('refuses a %s off the app origin (%s): no open redirect', async (field, value) => {
    const buyer = await createUser(t.app);
    const res = await checkout(buyer, { [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Redirect URLs must be on this site',
    });
    expect(
      await t.app.db.select().from(purchases).where(eq(purchases.userId, buyer.user.id)),
    ).toHaveLength(0);
  });

  it.each([['//evil.example/dashboard'], ['/\\evil.example/dashboard'], ['/\t/evil.example/']])(
    'refuses a path that leaves the site (%s)',
    async (value) => {
      const buyer = await createUser(t.app);
      const res = await checkout(buyer, { successUrl: value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'REDIRECT_NOT_ALLOWED' });
    },
  );

  it('validates the body with the shared schema', async () => {
    const buyer = await createUser(t.app);
    const res = await checkout(buyer, { priceId: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Price is required',
      error: 'VALIDATION_ERROR',
    });
  });
});

describe('return paths, made absolute where the buyer comes back (issue 34 §1)', () => {
  const paths = {
    successUrl: '/dashboard?payment=success',
    cancelUrl: '/buy-credits?payment=cancelled',
  };
  /** `credentials`: the buyer's cookie (a page) or Authorization header (a program). */
  async function returnUrls(credentials: Record<string, string>, origin?: string, app = t.app) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/subscription/create-checkout-session',
      headers: { ...credentials, ...(origin ? { origin } : {}) },
      payload: { priceId: 'local_tier_1', ...paths },
    });
    expect(res.statusCode).toBe(200);
    const sessionUrl = res.json<{ sessionUrl: string }>().sessionUrl;
    const [row] = await app.db
      .select()
      .from(purchases)
      .where(eq(purchases.providerSessionId, sessionUrl.split('/').at(-1)!));
    return { sessionUrl, successUrl: row?.successUrl, cancelUrl: row?.cancelUrl };
  }

  it('builds them on APP_URL', async () => {
    const buyer = await createUser(t.app);
    expect(await returnUrls(buyer.headers)).toMatchObject({
      successUrl: SUCCESS_URL,
      cancelUrl: CANCEL_URL,
    });
  });

  async function expectReturnsTo(origin: string, app = t.app) {
    const buyer = await createUser(app);
    const urls = await returnUrls(buyer.headers, origin, app);
    expect(urls).toMatchObject({
      successUrl: `${origin}/dashboard?payment=success`,
      cancelUrl: `${origin}/buy-credits?payment=cancelled`,
    });
    // The test checkout page is there too, where the buyer is signed in.
    expect(urls.sessionUrl.startsWith(`${origin}/api/v1/subscription/local-checkout/`)).toBe(true);
  }

  it('returns a local setup opened at another local address to that address', async () => {
    for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000']) {
      await expectReturnsTo(origin);
    }
  });

  it('in development, returns to the dev server’s page on another local port', async () => {
    // Another port is another application (issue 33's CSRF check), except in development,
    // where Vite's dev server serves the pages of the API.
    const development = await createTestApp({ RATE_LIMITS: 'false', NODE_ENV: 'development' });
    try {
      await expectReturnsTo('http://localhost:5173', development.app);
    } finally {
      await development.close();
    }
  });

  it('never returns to a page of another site, whatever its Origin says', async () => {
    const buyer = await createUser(t.app);
    // Made by a page of another site, the call is refused; made by a program (its session in
    // the Authorization header), it still returns to APP_URL.
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscription/create-checkout-session',
      headers: { ...buyer.headers, origin: 'https://evil.example' },
      payload: { priceId: 'local_tier_1', ...paths },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await returnUrls(buyer.bearer, 'https://evil.example')).toMatchObject({
      successUrl: SUCCESS_URL,
    });
    const refused = await checkout(buyer, {
      successUrl: 'https://evil.example/dashboard',
    });
    expect(refused.statusCode).toBe(400);
  });

  it('returns a deployed app (APP_URL not on this machine) to APP_URL, and says where', async () => {
    const deployed = await createTestApp({
      RATE_LIMITS: 'false',
      APP_URL: 'https://trusty.example.com',
    });
    try {
      const buyer = await createUser(deployed.app);
      // A program's call (a page at 127.0.0.1 is not this deployed app's, and is refused).
      expect(await returnUrls(buyer.bearer, 'http://127.0.0.1:3000', deployed.app)).toMatchObject({
        successUrl: 'https://trusty.example.com/dashboard?payment=success',
      });
      const where = await deployed.app.inject({ url: '/api/v1/subscription/app-url' });
      expect(where.json()).toEqual({
        success: true,
        data: { appUrl: 'https://trusty.example.com' },
      });
    } finally {
      await deployed.close();
    }
  });
});

describe('local test checkout page', () => {
  it('shows the package and price in TEST MODE to its owner only', async () => {
    const buyer = await createUser(t.app);
    const { path } = await openCheckout(buyer);

    const page = await t.app.inject({ method: 'GET', url: path, headers: buyer.headers });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('Tier 1');
    expect(page.body).toContain('10,000 credits');
    expect(page.body).toMatch(/<button type="submit" class="pay">Pay \$20\.00<\/button>/);
    expect(page.body).toContain('<label for="cardNumber">Card number</label>');
    expect(page.body).not.toMatch(/<script/i);

    const stranger = await createUser(t.app);
    for (const headers of [stranger.headers, {}]) {
      const res = await t.app.inject({ method: 'GET', url: path, headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Tier 1');
    }
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/subscription/local-checkout/cs_local_nope',
          headers: buyer.headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses to let another user pay the session', async () => {
    const buyer = await createUser(t.app);
    const stranger = await createUser(t.app);
    const { path } = await openCheckout(buyer);
    const res = await pay(stranger, path, goodCard);
    expect(res.statusCode).toBe(404);
    expect(await getBalance(t.app.db, buyer.user.id)).toBe(0);
    expect(await getBalance(t.app.db, stranger.user.id)).toBe(0);
  });

  it('redirects back after a decline (4000 0000 0000 0002), shows the message once and grants nothing', async () => {
    const buyer = await createUser(t.app, { credits: 100 });
    const { path } = await openCheckout(buyer);
    const declined = await pay(buyer, path, { ...goodCard, cardNumber: '4000 0000 0000 0002' });
    // 303 to the page itself: Back and reload never offer to resubmit the payment form.
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(path);
    // What crosses the redirect names the message and the expiry, never the card number or CVC.
    const notice = decodeURIComponent(cookieFrom(declined).split('=')[1] ?? '');
    const carried = Buffer.from(notice, 'base64url').toString('utf8');
    expect(JSON.parse(carried)).toEqual({
      formError: 'declined',
      fieldErrors: {},
      expiry: '12 / 39',
    });
    expect(carried).not.toContain('0002');
    expect(String(declined.headers['set-cookie'])).toContain(`Path=${path};`);

    const res = await follow(buyer, declined);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<div class="alert" role="alert">Your card was declined. Please use a different card.</div>',
    );
    expect(res.body).toContain('value="12 / 39"');
    // The card number is never echoed back; the expiry is kept for convenience.
    expect(res.body).toMatch(/id="cardNumber"[^>]*value=""/);
    expect(String(res.headers['set-cookie'])).toMatch(
      /trusty_checkout_notice=;.*Expires=Thu, 01 Jan 1970/,
    );
    // Shown once: the page reloaded without the notice is clean again.
    const reloaded = await t.app.inject({ method: 'GET', url: path, headers: buyer.headers });
    expect(reloaded.body).not.toContain('role="alert"');
    expect(await getBalance(t.app.db, buyer.user.id)).toBe(100);
  });

  it('ignores a notice cookie it did not write', async () => {
    const buyer = await createUser(t.app);
    const { path } = await openCheckout(buyer);
    for (const value of [
      'garbage',
      Buffer.from('{"formError":"<script>"}').toString('base64url'),
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: path,
        headers: { cookie: `${buyer.headers.cookie}; trusty_checkout_notice=${value}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('role="alert"');
      expect(res.body).not.toContain('<script>');
    }
  });

  it('names invalid card fields next to them, after a redirect', async () => {
    const buyer = await createUser(t.app);
    const { path } = await openCheckout(buyer);
    const invalid = await pay(buyer, path, {
      cardNumber: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '1',
    });
    expect(invalid.headers.location).toBe(path);
    const res = await follow(buyer, invalid);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('value="01/20"');
    expect(res.body).toContain('aria-describedby="cardNumber-error"');
    expect(res.body).toContain('Your card number is invalid.');
    expect(res.body).toContain('Your card&#39;s expiration date is in the past.');
    expect(res.body).toContain('Your card&#39;s security code is incomplete.');
  });

  it('pays with 4242…, credits the package once and sends the browser to the success url', async () => {
    const buyer = await createUser(t.app, { credits: 100 });
    const { path, sessionId } = await openCheckout(buyer);

    const first = await pay(buyer, path, goodCard);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(SUCCESS_URL);
    const again = await pay(buyer, path, goodCard);
    expect(again.statusCode).toBe(303);

    expect(await getBalance(t.app.db, buyer.user.id)).toBe(10_100);
    const ledger = await t.app.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.reference, `purchase:${sessionId}`));
    expect(ledger).toHaveLength(1);
    const page = await t.app.inject({ method: 'GET', url: path, headers: buyer.headers });
    expect(page.body).toContain('Payment complete');
    expect(page.body).not.toContain('Pay $20.00');
  });

  it('cancels to the cancel url, after which the session cannot be paid', async () => {
    const buyer = await createUser(t.app);
    const { path, sessionId } = await openCheckout(buyer);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `${path}/cancel`,
      headers: buyer.headers,
    });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe(CANCEL_URL);

    await expectClosedUnpaid(buyer, path, sessionId);
  });

  it('closes a session left unpaid for more than 30 minutes: Expired, and it cannot be paid', async () => {
    const buyer = await createUser(t.app);
    const { path, sessionId } = await openCheckout(buyer);
    const openedAt = (minutesAgo: number) =>
      t.app.db
        .update(purchases)
        .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
        .where(eq(purchases.providerSessionId, sessionId));

    await openedAt(29);
    expect(
      (await t.app.inject({ method: 'GET', url: path, headers: buyer.headers })).body,
    ).toContain('Pay $20.00');
    await openedAt(31);
    const history = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/subscription/purchases',
          headers: buyer.headers,
        })
      ).json<{ data: Array<{ status: string }> }>().data;
    // Expired as soon as the life is over, before anyone opens the page again.
    expect((await history()).map((p) => p.status)).toEqual(['expired']);

    await expectClosedUnpaid(buyer, path, sessionId);
  });

  it('escapes what it shows', async () => {
    const buyer = await createUser(t.app);
    const { path, sessionId } = await openCheckout(buyer);
    await t.app.db
      .update(purchases)
      .set({ packageName: '<img src=x onerror=alert(1)>' })
      .where(eq(purchases.providerSessionId, sessionId));
    const page = await t.app.inject({ method: 'GET', url: path, headers: buyer.headers });
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page.body).not.toContain('<img src=x');
  });

  it('has no Stripe webhook in local mode', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscription/webhook',
      payload: {},
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /subscription/purchases', () => {
  it("lists the user's own purchases and checkouts newest first, abandoned ones as expired", async () => {
    const buyer = await createUser(t.app);
    const other = await createUser(t.app);
    const paid = await openCheckout(buyer, 'local_tier_1');
    await pay(buyer, paid.path, goodCard);
    const cancelled = await openCheckout(buyer, 'local_tier_3');
    await t.app.inject({ method: 'POST', url: `${cancelled.path}/cancel`, headers: buyer.headers });
    await openCheckout(buyer, 'local_tier_2');
    await openCheckout(other, 'local_tier_3');

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/subscription/purchases',
      headers: buyer.headers,
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: Array<Record<string, unknown>> }>();
    expect(data.map((p) => [p.packageName, p.credits, p.amount, p.currency, p.status])).toEqual([
      ['Tier 2', 20_000, 3800, 'USD', 'pending'],
      ['Tier 3', 60_000, 9999, 'USD', 'expired'],
      ['Tier 1', 10_000, 2000, 'USD', 'paid'],
    ]);
    expect(Object.keys(data[0] ?? {}).sort()).toEqual([
      'amount',
      'createdAt',
      'credits',
      'currency',
      'id',
      'packageName',
      'status',
    ]);

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/subscription/purchases' })).statusCode,
    ).toBe(401);
  });
});
