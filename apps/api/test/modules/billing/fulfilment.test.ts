import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditLedger, purchases } from '../../../src/db/schema/index';
import { getBalance } from '../../../src/modules/credits/service';
import { closePurchase, fulfilPurchase } from '../../../src/modules/billing/fulfilment';
import { useTestApp } from '../../helpers/app';
import { createUser } from '../../helpers/users';

const t = useTestApp();

async function pendingPurchase(provider: 'stripe' | 'local', credits = 10_000) {
  const { user } = await createUser(t.app, { credits: 100 });
  const sessionId = `cs_${provider}_${randomBytes(8).toString('hex')}`;
  await t.app.db.insert(purchases).values({
    userId: user.id,
    provider,
    providerSessionId: sessionId,
    priceId: 'price_x',
    packageName: 'Tier 1',
    credits,
    amount: 2000,
    currency: 'USD',
    successUrl: 'http://localhost:3000/dashboard?payment=success',
    cancelUrl: 'http://localhost:3000/buy-credits?payment=cancelled',
  });
  return { userId: user.id, sessionId };
}

/** What every purchase below was recorded at; Stripe reports currencies in lower case. */
const PRICE = { amount: 2000, currency: 'usd' };

const statusOf = async (sessionId: string) =>
  (await t.app.db.select().from(purchases).where(eq(purchases.providerSessionId, sessionId)))[0]
    ?.status;

const ledgerOf = (userId: string) =>
  t.app.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));

describe.each(['stripe', 'local'] as const)('fulfilment (%s)', (provider) => {
  it('credits a session once under 20 concurrent deliveries', async () => {
    const { userId, sessionId } = await pendingPurchase(provider);

    const results = await Promise.all(
      Array.from({ length: 20 }, () => fulfilPurchase(t.app.db, provider, sessionId, PRICE)),
    );

    expect(results.filter((r) => r.outcome === 'granted')).toHaveLength(1);
    expect(results.filter((r) => r.outcome === 'already-paid')).toHaveLength(19);
    expect(await getBalance(t.app.db, userId)).toBe(10_100);
    const purchaseRows = (await ledgerOf(userId)).filter((row) => row.kind === 'purchase');
    expect(purchaseRows).toHaveLength(1);
    expect(purchaseRows[0]).toMatchObject({
      delta: 10_000,
      balanceAfter: 10_100,
      reference: `purchase:${sessionId}`,
    });
    expect(await statusOf(sessionId)).toBe('paid');
  });

  it('ignores a replay that arrives later', async () => {
    const { userId, sessionId } = await pendingPurchase(provider, 20_000);
    expect((await fulfilPurchase(t.app.db, provider, sessionId, PRICE)).outcome).toBe('granted');
    expect((await fulfilPurchase(t.app.db, provider, sessionId, PRICE)).outcome).toBe(
      'already-paid',
    );
    expect(await getBalance(t.app.db, userId)).toBe(20_100);
  });

  it('grants nothing for a session it does not know, or one of the other provider', async () => {
    const other = provider === 'stripe' ? 'local' : 'stripe';
    const { userId, sessionId } = await pendingPurchase(other);
    expect(await fulfilPurchase(t.app.db, provider, sessionId, PRICE)).toEqual({
      outcome: 'unknown-session',
    });
    expect(await fulfilPurchase(t.app.db, provider, 'cs_never_created', PRICE)).toEqual({
      outcome: 'unknown-session',
    });
    expect(await getBalance(t.app.db, userId)).toBe(100);
    expect(await statusOf(sessionId)).toBe('pending');
  });

  it('grants nothing for a session that is never paid, and records why it closed', async () => {
    const { userId, sessionId } = await pendingPurchase(provider);
    expect(await closePurchase(t.app.db, provider, sessionId, 'expired')).toBe(true);
    expect(await statusOf(sessionId)).toBe('expired');
    expect(await getBalance(t.app.db, userId)).toBe(100);
  });

  it('never turns a paid purchase back into a failed one', async () => {
    const { userId, sessionId } = await pendingPurchase(provider);
    await fulfilPurchase(t.app.db, provider, sessionId, PRICE);
    expect(await closePurchase(t.app.db, provider, sessionId, 'failed')).toBe(false);
    expect(await statusOf(sessionId)).toBe('paid');
    expect(await getBalance(t.app.db, userId)).toBe(10_100);
  });
});

describe('fulfilment after a close', () => {
  it('still credits a payment that the provider confirms after the session was marked failed', async () => {
    const { userId, sessionId } = await pendingPurchase('stripe');
    await closePurchase(t.app.db, 'stripe', sessionId, 'failed');
    expect((await fulfilPurchase(t.app.db, 'stripe', sessionId, PRICE)).outcome).toBe('granted');
    expect(await getBalance(t.app.db, userId)).toBe(10_100);
    expect(await statusOf(sessionId)).toBe('paid');
  });
});

describe.each(['stripe', 'local'] as const)(
  'a payment that is not the recorded price (%s)',
  (provider) => {
    it.each([
      ['less money', { amount: 1, currency: 'usd' }],
      ['more money', { amount: 200_000, currency: 'usd' }],
      ['another currency', { amount: 2000, currency: 'jpy' }],
      ['nothing said', undefined],
    ])('%s: held, nothing granted, and it stays held', async (_name, charged) => {
      const { userId, sessionId } = await pendingPurchase(provider);

      const result = await fulfilPurchase(t.app.db, provider, sessionId, charged);
      expect(result).toMatchObject({ outcome: 'held', charged });
      expect(await statusOf(sessionId)).toBe('held');

      // A replay, or a later delivery with the recorded price, does not release it: a person does.
      expect((await fulfilPurchase(t.app.db, provider, sessionId, PRICE)).outcome).toBe('held');
      expect(await closePurchase(t.app.db, provider, sessionId, 'expired')).toBe(false);
      expect(await statusOf(sessionId)).toBe('held');
      expect(await getBalance(t.app.db, userId)).toBe(100);
      expect((await ledgerOf(userId)).filter((row) => row.kind === 'purchase')).toHaveLength(0);
    });

    it('20 concurrent deliveries of a wrong amount grant nothing', async () => {
      const { userId, sessionId } = await pendingPurchase(provider);
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          fulfilPurchase(t.app.db, provider, sessionId, { amount: 1, currency: 'usd' }),
        ),
      );
      expect(results.every((r) => r.outcome === 'held')).toBe(true);
      expect(await getBalance(t.app.db, userId)).toBe(100);
    });
  },
);
