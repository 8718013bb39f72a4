import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger } from '../../../src/db/schema/index';
import { InsufficientCreditsError } from '../../../src/http/errors';
import { chargeCredits, getBalance, grantCredits } from '../../../src/modules/credits/service';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createUser } from '../../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('credit ledger', () => {
  it('grants once per reference and keeps the balance with the ledger', async () => {
    const { user } = await createUser(t.app);
    const first = await grantCredits(t.app.db, {
      userId: user.id,
      amount: 50,
      kind: 'signup_grant',
      reference: `g:${user.id}`,
    });
    const again = await grantCredits(t.app.db, {
      userId: user.id,
      amount: 50,
      kind: 'signup_grant',
      reference: `g:${user.id}`,
    });
    expect(first).toEqual({ applied: true, balance: 50 });
    expect(again).toEqual({ applied: false, balance: 50 });
    const rows = await t.app.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(rows.map((r) => [r.delta, r.balanceAfter])).toEqual([[50, 50]]);
  });

  it('refuses a charge above the balance with needed and available, charging nothing', async () => {
    const { user } = await createUser(t.app, { credits: 3 });
    const attempt = chargeCredits(t.app.db, {
      userId: user.id,
      amount: 5,
      kind: 'usage_excel',
      reference: `c:${user.id}`,
    });
    await expect(attempt).rejects.toBeInstanceOf(InsufficientCreditsError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 402, needed: 5, available: 3 });
    expect(await getBalance(t.app.db, user.id)).toBe(3);
  });

  it('never overdraws under concurrent charges', async () => {
    const { user } = await createUser(t.app, { credits: 10 });
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        t.app.db.transaction((tx) =>
          chargeCredits(tx, {
            userId: user.id,
            amount: 1,
            kind: 'usage_categorize',
            reference: `par:${user.id}:${i}`,
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(
      results.filter(
        (r) => r.status === 'rejected' && r.reason instanceof InsufficientCreditsError,
      ),
    ).toHaveLength(20);
    expect(await getBalance(t.app.db, user.id)).toBe(0);
  });
});
