import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freeWorkSpent } from '../../../src/db/schema/index';
import { FreeWorkBudget } from '../../../src/modules/excel/free-work-budget';
import { useTestDatabase } from '../../helpers/database';
import { insertAccount } from '../../helpers/users';

const HOUR = 3_600_000;

const database = useTestDatabase();

/** A fresh account (the budget's rows belong to a user). */
const account = () => insertAccount(database.db, 'Free');

function budgetAt(uploads: number) {
  let now = 1_000_000;
  const budget = new FreeWorkBudget(
    database.db,
    { uploads, workMs: 10_000, windowMs: HOUR },
    () => now,
  );
  return {
    budget,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('FreeWorkBudget', () => {
  it('allows the set number of uncharged uploads, then says when the oldest leaves the window', async () => {
    const { budget, advance } = budgetAt(3);
    const [alice, bob] = [await account(), await account()];
    for (let i = 0; i < 3; i++) {
      expect(await budget.retryAfterMs(alice)).toBe(0);
      await budget.record(alice, 100);
      advance(60_000);
    }
    // The first entry is three minutes old: it leaves the hour in 57 minutes.
    expect(await budget.retryAfterMs(alice)).toBe(HOUR - 180_000);
    expect(await budget.retryAfterMs(bob)).toBe(0);
    advance(HOUR - 180_000);
    expect(await budget.retryAfterMs(alice)).toBe(0);
  });

  it('also caps the processing time, and waits until enough of it has left the window', async () => {
    const { budget, advance } = budgetAt(10);
    const alice = await account();
    await budget.record(alice, 6_000);
    advance(10_000);
    await budget.record(alice, 3_000);
    expect(await budget.retryAfterMs(alice)).toBe(0);
    advance(10_000);
    await budget.record(alice, 2_000);
    // 11 s spent: once the first upload (6 s) leaves the window, 5 s are left.
    expect(await budget.retryAfterMs(alice)).toBe(HOUR - 20_000);
    advance(HOUR - 20_000);
    expect(await budget.retryAfterMs(alice)).toBe(0);
  });

  it('needs several old entries to leave when one is not enough', async () => {
    const { budget, advance } = budgetAt(10);
    const alice = await account();
    await budget.record(alice, 1_000);
    advance(1_000);
    await budget.record(alice, 1_000);
    advance(1_000);
    await budget.record(alice, 9_500);
    // Over on time (11.5 s): without the first two the 9.5 s left is under the 10 s cap.
    expect(await budget.retryAfterMs(alice)).toBe(HOUR - 1_000);
  });

  it('is one budget for every instance on the database', async () => {
    let now = 5_000_000;
    const limits = { uploads: 2, workMs: 10_000, windowMs: HOUR };
    const onA = new FreeWorkBudget(database.db, limits, () => now);
    const onB = new FreeWorkBudget(database.db, limits, () => now);
    const alice = await account();
    await onA.record(alice, 100);
    now += 1_000;
    await onB.record(alice, 100);
    expect(await onA.retryAfterMs(alice)).toBe(HOUR - 1_000);
    expect(await onB.retryAfterMs(alice)).toBe(HOUR - 1_000);
  });

  it('drops an account’s entries that left the window when it records the next', async () => {
    const { budget, advance } = budgetAt(10);
    const alice = await account();
    await budget.record(alice, 100);
    await budget.record(alice, 100);
    advance(HOUR);
    await budget.record(alice, 250);
    const rows = await database.db
      .select({ ms: freeWorkSpent.ms })
      .from(freeWorkSpent)
      .where(eq(freeWorkSpent.userId, alice));
    expect(rows).toEqual([{ ms: 250 }]);
  });
});
