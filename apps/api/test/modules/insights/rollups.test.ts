import type { CurrencySpend, SpendCoverage } from '@trusty/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resultRows } from '../../../src/db/schema/index';
import { useTestApp } from '../../helpers/app';
import { apiAs, insertUploadRecord, LAPTOP, storedLaptopRow } from '../../helpers/stored-results';
import { createUser, type TestUser } from '../../helpers/users';

/**
 * Issue 31 / decision 028: an upload's spend is rolled up once and reused, and rolled up again
 * as soon as its rows, an accept or the review threshold move it (no stale figures).
 */

const t = useTestApp();

interface Seed {
  name: string;
  amount: string;
  currency?: string;
  confidence?: number;
  status?: 'classified' | 'unclassified';
  vendor?: string;
}

async function seed(user: TestUser, rows: Seed[]): Promise<string> {
  const uploadId = await insertUploadRecord(t, user, rows.length, 'seeded.xlsx');
  await t.app.db.insert(resultRows).values(
    rows.map((row, i) => {
      const classified = (row.status ?? 'classified') === 'classified';
      const stored = storedLaptopRow(user, uploadId, i + 2, row.name, row.confidence ?? 0.9);
      return {
        ...stored,
        context: row.vendor ? { vendor: row.vendor } : ({} as Record<string, string>),
        amount: row.amount,
        currency: row.currency ?? 'USD',
        // An unclassified row has no answer, and is not charged.
        ...(!classified && {
          status: 'unclassified' as const,
          costPool: null,
          subCostPool: null,
          itTower: null,
          subTower: null,
          technicalSolution: null,
          technicalCategory: null,
          confidence: null,
          charged: false,
        }),
      };
    }),
  );
  return uploadId;
}

const coverageOf = async (user: TestUser, uploadId: string) =>
  (await apiAs(t, user).get(`/results/uploads/${uploadId}/coverage`)).json().data as SpendCoverage;
const usd = (coverage: SpendCoverage) =>
  coverage.currencies.find((s) => s.currency === 'USD') as CurrencySpend;

describe('spend roll-ups', () => {
  it('are reused while the rows stand, and rolled up again once they move', async () => {
    const user = await createUser(t.app);
    const uploadId = await seed(user, [
      { name: 'Dell laptop', amount: '1000.10', confidence: 0.95 },
      { name: 'Dell dock', amount: '200.20', confidence: 0.5 },
    ]);
    expect(usd(await coverageOf(user, uploadId))).toMatchObject({
      total: '1200.3',
      engineConfident: '1000.1',
      toReview: '200.2',
    });
    // Reused: a roll-up tampered with here is what the next read shows…
    await t.app.db.execute(
      sql`UPDATE upload_spend SET amount = amount + 1 WHERE upload_id = ${uploadId}`,
    );
    expect(usd(await coverageOf(user, uploadId)).total).toBe('1202.3');
    // … until the rows move (every change of them moves rows_changed_at): rolled up again.
    await t.app.db.execute(
      sql`UPDATE excel_results SET rows_changed_at = now() WHERE id = ${uploadId}`,
    );
    expect(usd(await coverageOf(user, uploadId)).total).toBe('1200.3');
  });

  it('follow an accept and a change of the review threshold at once', async () => {
    const user = await createUser(t.app);
    const uploadId = await seed(user, [
      { name: 'Dell laptop', amount: '1000', confidence: 0.85 },
      { name: 'Dell dock', amount: '200', confidence: 0.6 },
      { name: 'Mystery line', amount: '50', status: 'unclassified', vendor: 'Acme' },
    ]);
    expect(usd(await coverageOf(user, uploadId))).toMatchObject({
      engineConfident: '1000',
      toReview: '200',
      unclassified: '50',
      byPeople: '0',
    });
    const rows = await t.app.db
      .select()
      .from(resultRows)
      .where(sql`upload_id = ${uploadId}`);
    const dock = rows.find((row) => row.costName === 'Dell dock');
    const accepted = await apiAs(t, user).post('/results/rows/accept', {
      selection: { rowIds: [dock?.id] },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(usd(await coverageOf(user, uploadId))).toMatchObject({
      byPeople: '200',
      toReview: '0',
    });
    const raised = await apiAs(t, user).put('/results/preferences', { reviewThreshold: 0.9 });
    expect(raised.statusCode).toBe(200);
    expect(usd(await coverageOf(user, uploadId))).toMatchObject({
      engineConfident: '0',
      toReview: '1000',
      byPeople: '200',
      unclassified: '50',
    });
    expect(usd(await coverageOf(user, uploadId)).topUnclassified.vendors).toEqual([
      { key: 'Acme', label: 'Acme', amount: '50', rows: 1 },
    ]);
  });

  it('follow a rule the moment it is saved, in the upload and in the Insights', async () => {
    const user = await createUser(t.app);
    const uploadId = await seed(user, [
      { name: 'Dell laptop', amount: '1000', confidence: 0.95 },
      { name: 'Mystery line', amount: '50.05', status: 'unclassified', vendor: 'Acme' },
    ]);
    const insightsUsd = async () =>
      usd((await apiAs(t, user).get('/insights')).json().data.coverage as SpendCoverage);
    // Both read (and so rolled up) before the rule exists.
    expect(usd(await coverageOf(user, uploadId))).toMatchObject({
      unclassified: '50.05',
      byRules: '0',
    });
    expect(await insightsUsd()).toMatchObject({ unclassified: '50.05', byRules: '0' });
    const rule = await apiAs(t, user).post('/rules', {
      match: { kind: 'vendor', value: 'Acme' },
      layers: LAPTOP,
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const moved = { unclassified: '0', byRules: '50.05', total: '1050.05' };
    expect(usd(await coverageOf(user, uploadId))).toMatchObject(moved);
    expect(await insightsUsd()).toMatchObject(moved);
    expect((await insightsUsd()).topUnclassified.vendors).toEqual([]);
  });

  it('add up in the Insights across uploads and periods, and go with a deleted upload', async () => {
    const user = await createUser(t.app);
    const first = await seed(user, [{ name: 'Dell laptop', amount: '10.01', currency: 'EUR' }]);
    const second = await seed(user, [{ name: 'Dell laptop', amount: '0.02', currency: 'EUR' }]);
    await t.app.db.execute(
      sql`UPDATE excel_results SET created_at = '2026-01-15T10:00:00Z' WHERE id = ${first}`,
    );
    const insights = async (query = '') =>
      (await apiAs(t, user).get(`/insights${query}`)).json().data;
    expect((await insights()).coverage.currencies[0]).toMatchObject({
      currency: 'EUR',
      total: '10.03',
    });
    const january = await insights('?from=2026-01-01&to=2026-01-31');
    expect(january.coverage.currencies[0].total).toBe('10.01');
    expect(january.trend.map((p: { uploadId: string }) => p.uploadId)).toEqual([first]);
    expect((await insights()).trend.map((p: { uploadId: string }) => p.uploadId)).toEqual([
      first,
      second,
    ]);
    await t.app.db.execute(sql`DELETE FROM excel_results WHERE id = ${second}`);
    expect((await insights()).coverage.currencies[0].total).toBe('10.01');
    const left = await t.app.db.execute(
      sql`SELECT count(*)::int AS n FROM upload_spend WHERE upload_id = ${second}`,
    );
    expect((left as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
  });

  it('keep each upload\u2019s largest leaders, and say when a list was cut', async () => {
    const user = await createUser(t.app);
    const uploadId = await seed(
      user,
      Array.from({ length: 150 }, (_, i) => ({
        name: `Unknown line ${i}`,
        amount: String(i + 1),
        status: 'unclassified' as const,
      })),
    );
    const coverage = await coverageOf(user, uploadId);
    expect(coverage.leadersComplete).toBe(false);
    expect(usd(coverage).topUnclassified.names.map((l) => l.amount)).toEqual(
      Array.from({ length: 10 }, (_, i) => String(150 - i)),
    );
    expect(usd(coverage).unclassified).toBe(String((150 * 151) / 2));
  });
});
