import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { creditLedger, resultRows, users } from '../../../src/db/schema/index';
import { InsufficientCreditsError } from '../../../src/http/errors';
import {
  chargeCredits,
  chargeForClassification,
  getBalance,
  grantCredits,
} from '../../../src/modules/credits/service';
import { useTestApp } from '../../helpers/app';
import { createUser } from '../../helpers/users';

const t = useTestApp();

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

describe('the single-statement charge of one analysis', () => {
  const layers = {
    'Cost Pool': 'Hardware',
    'Sub-Cost Pool': 'Depreciation',
    'IT Tower': 'End User',
    'Sub-Tower': 'Workplace',
    'Technical Solution': 'Client Computing',
    'Technical Category': 'Compute',
  };
  const paid = (costName: string) => ({
    id: randomUUID(),
    costName,
    normalizedName: costName.toLowerCase(),
    layers,
    confidence: 0.75,
    method: 'lexicon' as const,
    reason: 'Matched laptop',
    taxonomyVersion: '4.0',
  });
  const rowsOf = async (userId: string) => ({
    user: (await t.app.db.select().from(users).where(eq(users.id, userId)))[0],
    stored: await t.app.db
      .select()
      .from(resultRows)
      .where(and(eq(resultRows.userId, userId), isNull(resultRows.uploadId))),
    ledger: await t.app.db.select().from(creditLedger).where(eq(creditLedger.userId, userId)),
  });

  it('takes the credit, writes the ledger row with its balance after, stores the result and counts it', async () => {
    const { user } = await createUser(t.app, { credits: 3 });
    const classification = paid('Dell Latitude laptops');
    const result = await chargeForClassification(t.app.db, {
      userId: user.id,
      amount: 1,
      classification,
    });
    expect(result).toEqual({ applied: true, balance: 2 });

    const { user: row, stored, ledger } = await rowsOf(user.id);
    expect(row).toMatchObject({ credits: 2, totalCostsAlignment: 1, fileUploads: 0 });
    expect(stored).toEqual([
      expect.objectContaining({
        id: classification.id,
        costName: 'Dell Latitude laptops',
        normalizedName: 'dell latitude laptops',
        status: 'classified',
        costPool: 'Hardware',
        subCostPool: 'Depreciation',
        itTower: 'End User',
        subTower: 'Workplace',
        technicalSolution: 'Client Computing',
        technicalCategory: 'Compute',
        confidence: 0.75,
        method: 'lexicon',
        reason: 'Matched laptop',
        review: 'unreviewed',
        charged: true,
        taxonomyVersion: '4.0',
      }),
    ]);
    expect(
      ledger
        .filter((r) => r.kind === 'usage_categorize')
        .map((r) => [r.delta, r.balanceAfter, r.reference]),
    ).toEqual([[-1, 2, `categorize:${classification.id}`]]);
  });

  it('refuses a balance below the price with needed and available, writing nothing', async () => {
    const { user } = await createUser(t.app, { credits: 1 });
    const attempt = chargeForClassification(t.app.db, {
      userId: user.id,
      amount: 2,
      classification: paid('AWS EC2'),
    });
    await expect(attempt).rejects.toBeInstanceOf(InsufficientCreditsError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 402, needed: 2, available: 1 });
    const { user: row, stored, ledger } = await rowsOf(user.id);
    expect(row).toMatchObject({ credits: 1, totalCostsAlignment: 0 });
    expect(stored).toHaveLength(0);
    expect(ledger.filter((r) => r.kind === 'usage_categorize')).toHaveLength(0);
  });

  it('writes nothing at all when a reference is replayed (one statement, whole or nothing)', async () => {
    const { user } = await createUser(t.app, { credits: 5 });
    const classification = paid('Okta workforce identity');
    await chargeForClassification(t.app.db, { userId: user.id, amount: 1, classification });
    const replay = chargeForClassification(t.app.db, {
      userId: user.id,
      amount: 1,
      classification: { ...classification, costName: 'replayed' },
    });
    await expect(replay).rejects.toThrow();
    const { user: row, stored, ledger } = await rowsOf(user.id);
    expect(row).toMatchObject({ credits: 4, totalCostsAlignment: 1 });
    expect(stored.map((r) => r.costName)).toEqual(['Okta workforce identity']);
    expect(ledger.filter((r) => r.kind === 'usage_categorize')).toHaveLength(1);
  });

  it('never overdraws: 30 concurrent charges on 10 credits, each balance after seen once', async () => {
    const { user } = await createUser(t.app, { credits: 10 });
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        chargeForClassification(t.app.db, {
          userId: user.id,
          amount: 1,
          classification: paid(`Microsoft 365 E3 batch ${i}`),
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(
      results.filter(
        (r) => r.status === 'rejected' && r.reason instanceof InsufficientCreditsError,
      ),
    ).toHaveLength(20);
    const { user: row, stored, ledger } = await rowsOf(user.id);
    expect(row).toMatchObject({ credits: 0, totalCostsAlignment: 10 });
    expect(stored).toHaveLength(10);
    expect(
      ledger
        .filter((r) => r.kind === 'usage_categorize')
        .map((r) => r.balanceAfter)
        .sort((a, b) => a - b),
    ).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
