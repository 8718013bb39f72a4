import { CATEGORIZATION_KEYS, type TaxonomyResponseData } from '@trusty/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditLedger, resultRows } from '../../../src/db/schema/index';
import { getBalance } from '../../../src/modules/credits/service';
import { useTestApp } from '../../helpers/app';
import { createUser } from '../../helpers/users';

const t = useTestApp();

const categorize = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/tbm/categorize',
    headers,
    payload: payload as object,
  });

/** `kept`: every single analysis stored; `stored`: the charged ones. */
const rowsOf = async (userId: string) => {
  const kept = await t.app.db
    .select()
    .from(resultRows)
    .where(and(eq(resultRows.userId, userId), isNull(resultRows.uploadId)));
  return {
    kept,
    stored: kept.filter((row) => row.charged),
    ledger: await t.app.db.select().from(creditLedger).where(eq(creditLedger.userId, userId)),
  };
};

/** Parent → children relations as the public taxonomy endpoint states them. */
async function taxonomy(): Promise<TaxonomyResponseData> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/tbm/taxonomy' });
  return res.json().data as TaxonomyResponseData;
}

describe('POST /tbm/categorize', () => {
  it('classifies into six consistent layers, charges one credit and records the analysis', async () => {
    const { user, headers } = await createUser(t.app, { credits: 10 });
    const res = await categorize(headers, { costName: '  Cisco SmartNet renewal FY25  ' });

    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data.costName).toBe('Cisco SmartNet renewal FY25');
    expect(Object.keys(data.categorization)).toEqual([...CATEGORIZATION_KEYS, 'Confidence']);
    expect(data.confidence).toBeGreaterThanOrEqual(0);
    expect(data.confidence).toBeLessThanOrEqual(1);
    expect(data.categorization.Confidence).toBe(`${Math.round(data.confidence * 100)}%`);
    expect(data.reason).toEqual(expect.any(String));
    expect(data.reason.length).toBeGreaterThan(0);
    expect(data.taxonomyVersion).toBe('4.0');
    expect(data.method).toMatch(/^(lexicon|rule|memory)$/);

    const tax = await taxonomy();
    const c = data.categorization;
    expect(tax.costPools.find((p) => p.name === c['Cost Pool'])?.subPools).toContain(
      c['Sub-Cost Pool'],
    );
    expect(tax.towers.find((tw) => tw.name === c['IT Tower'])?.subTowers).toContain(c['Sub-Tower']);
    expect(tax.solutionTypes.find((s) => s.name === c['Technical Solution'])?.categories).toContain(
      c['Technical Category'],
    );

    const { stored, ledger } = await rowsOf(user.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      costName: 'Cisco SmartNet renewal FY25',
      normalizedName: expect.stringContaining('cisco'),
      status: 'classified',
      costPool: c['Cost Pool'],
      subCostPool: c['Sub-Cost Pool'],
      itTower: c['IT Tower'],
      subTower: c['Sub-Tower'],
      technicalSolution: c['Technical Solution'],
      technicalCategory: c['Technical Category'],
      confidence: expect.closeTo(data.confidence, 5),
      method: data.method,
      reason: data.reason,
      review: 'unreviewed',
      taxonomyVersion: '4.0',
    });
    const usage = ledger.filter((row) => row.kind === 'usage_categorize');
    expect(usage.map((row) => [row.delta, row.balanceAfter, row.reference])).toEqual([
      [-1, 9, `categorize:${stored[0]?.id}`],
    ]);

    const stats = await t.app.inject({ method: 'GET', url: '/api/v1/tbm/user-stats', headers });
    expect(stats.json().data).toEqual({ credits: 9, fileUploads: 0, totalCostsAlignment: 1 });
  });

  it.each(['asdfgh', 'x', 'Team lunch receipt'])(
    'says %j could not be classified, without layers, and charges nothing',
    async (costName) => {
      const { user, headers } = await createUser(t.app, { credits: 3 });
      const res = await categorize(headers, { costName });

      expect(res.statusCode).toBe(200);
      const { success, data } = res.json();
      expect(success).toBe(true);
      expect(data).toMatchObject({
        costName,
        classified: false,
        message: expect.stringMatching(/couldn't classify.*No credit was charged/s),
        taxonomyVersion: '4.0',
      });
      expect(data.reason).toMatch(/^Unrecognised/);
      expect(data).not.toHaveProperty('categorization');
      expect(data).not.toHaveProperty('confidence');

      expect(await getBalance(t.app.db, user.id)).toBe(3);
      const { kept, stored, ledger } = await rowsOf(user.id);
      expect(stored).toHaveLength(0);
      // Kept for the Results page, without layers and without a charge.
      expect(kept).toEqual([
        expect.objectContaining({
          costName,
          status: 'unclassified',
          charged: false,
          costPool: null,
          itTower: null,
          confidence: null,
          method: null,
          reason: data.reason,
        }),
      ]);
      expect(ledger.filter((row) => row.kind === 'usage_categorize')).toHaveLength(0);
      const stats = await t.app.inject({ method: 'GET', url: '/api/v1/tbm/user-stats', headers });
      expect(stats.json().data).toEqual({ credits: 3, fileUploads: 0, totalCostsAlignment: 0 });
    },
  );

  it('marks a classified answer as classified', async () => {
    const { headers } = await createUser(t.app, { credits: 1 });
    const res = await categorize(headers, { costName: 'Dell laptop' });
    expect(res.json().data).toMatchObject({ classified: true, costName: 'Dell laptop' });
  });

  it('charges only the classified ones when both kinds run in parallel on a tight balance', async () => {
    const { user, headers } = await createUser(t.app, { credits: 4 });
    const names = Array.from({ length: 12 }, (_, i) =>
      i % 2 ? `Microsoft 365 E3 licences batch ${i}` : `asdfgh qwerty ${'z'.repeat(i + 1)}`,
    );
    const responses = await Promise.all(names.map((costName) => categorize(headers, { costName })));
    const classified = responses.filter((r) => r.statusCode === 200 && r.json().data.classified);
    const unclassified = responses.filter(
      (r) => r.statusCode === 200 && r.json().data.classified === false,
    );
    expect(classified).toHaveLength(4);
    // Every unrecognised name is answered unless the quote (balance ≥ 1) already saw 0.
    expect(unclassified.length + responses.filter((r) => r.statusCode === 402).length).toBe(8);
    expect(await getBalance(t.app.db, user.id)).toBe(0);
    const { kept, stored, ledger } = await rowsOf(user.id);
    expect(stored).toHaveLength(4);
    expect(kept.filter((row) => row.status === 'unclassified')).toHaveLength(unclassified.length);
    expect(ledger.filter((row) => row.kind === 'usage_categorize')).toHaveLength(4);
  });

  it.each([
    ['a missing cost name', {}, 'Cost Name is required'],
    ['an empty cost name', { costName: '' }, 'Cost Name is required'],
    ['a cost name of spaces', { costName: '   \t ' }, 'Cost Name is required'],
    ['a cost name that is not text', { costName: 42 }, 'Cost Name is required'],
    [
      'a cost name over 500 characters',
      { costName: 'x'.repeat(501) },
      'Cost Name must not exceed 500 characters',
    ],
  ])('refuses %s with 400 and charges nothing', async (_case, payload, message) => {
    const { user, headers } = await createUser(t.app, { credits: 5 });
    const res = await categorize(headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message, error: 'VALIDATION_ERROR' });
    expect(await getBalance(t.app.db, user.id)).toBe(5);
    expect((await rowsOf(user.id)).stored).toHaveLength(0);
  });

  it('refuses NUL and other control characters with 400 and charges nothing', async () => {
    const { user, headers } = await createUser(t.app, { credits: 5 });
    for (const costName of ['Oracle\u0000support', 'AWS EC2\u001b[31m', 'Azure\u007fsupport']) {
      const res = await categorize(headers, { costName });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'Cost Name must not contain control characters',
        error: 'VALIDATION_ERROR',
      });
    }
    expect(await getBalance(t.app.db, user.id)).toBe(5);
    expect((await rowsOf(user.id)).stored).toHaveLength(0);

    // A tab or line break typed inside the name is still a name.
    const tabbed = await categorize(headers, { costName: 'Cisco\tSmartNet\nrenewal' });
    expect(tabbed.statusCode).toBe(200);
  });

  it('stores a lone surrogate half as U+FFFD instead of failing on the jsonb result', async () => {
    const { user, headers } = await createUser(t.app, { credits: 2 });
    // Sent as raw JSON text: JSON.stringify would escape it the same way.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tbm/categorize',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"costName":"Cisco SmartNet \\ud800 renewal"}',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.costName).toBe('Cisco SmartNet \uFFFD renewal');
    expect(await getBalance(t.app.db, user.id)).toBe(1);
  });

  it('accepts a cost name of exactly 500 characters', async () => {
    const { headers } = await createUser(t.app, { credits: 1 });
    const res = await categorize(headers, {
      costName: `Oracle database support ${'x'.repeat(476)}`,
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 402 with needed and available when the balance is 0, storing nothing', async () => {
    const { user, headers } = await createUser(t.app, { credits: 0 });
    const res = await categorize(headers, { costName: 'AWS EC2 compute' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      success: false,
      message: 'Not enough credits: 1 needed, 0 available.',
      error: 'INSUFFICIENT_CREDITS',
      needed: 1,
      available: 0,
    });
    const { stored, ledger } = await rowsOf(user.id);
    expect(stored).toHaveLength(0);
    expect(ledger).toHaveLength(0);
  });

  it('refuses anonymous callers with 401 and unverified users with 403', async () => {
    const anonymous = await categorize({}, { costName: 'AWS EC2 compute' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, error: 'UNAUTHORIZED' });

    const { user, headers } = await createUser(t.app, { verified: false, credits: 5 });
    const unverified = await categorize(headers, { costName: 'AWS EC2 compute' });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toMatchObject({ success: false, error: 'EMAIL_NOT_VERIFIED' });
    expect(await getBalance(t.app.db, user.id)).toBe(5);
  });

  it('never overdraws: 30 parallel calls on 10 credits give exactly 10 analyses', async () => {
    const { user, headers } = await createUser(t.app, { credits: 10 });
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        categorize(headers, { costName: `Microsoft 365 E3 licences batch ${i}` }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(20);
    expect(await getBalance(t.app.db, user.id)).toBe(0);
    const { stored, ledger } = await rowsOf(user.id);
    expect(stored).toHaveLength(10);
    expect(ledger.filter((row) => row.kind === 'usage_categorize')).toHaveLength(10);
    const stats = await t.app.inject({ method: 'GET', url: '/api/v1/tbm/user-stats', headers });
    expect(stats.json().data).toMatchObject({ credits: 0, totalCostsAlignment: 10 });
  });
});

describe('categorize rate limit', () => {
  it('allows 60 analyses a minute per user, then answers 429 without charging', async () => {
    const busy = await createUser(t.app, { credits: 65 });
    const responses = await Promise.all(
      Array.from({ length: 61 }, (_, i) =>
        categorize(busy.headers, { costName: `Dell laptop ${i}` }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(60);
    const limited = responses.filter((r) => r.statusCode === 429);
    expect(limited).toHaveLength(1);
    expect(limited[0]?.json()).toMatchObject({ success: false, error: 'RATE_LIMITED' });
    expect(await getBalance(t.app.db, busy.user.id)).toBe(5);

    const other = await createUser(t.app, { credits: 1 });
    expect((await categorize(other.headers, { costName: 'Dell laptop' })).statusCode).toBe(200);
  });
});

describe('GET /tbm/taxonomy', () => {
  it('serves the TBM v4.0 hierarchy publicly, cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/tbm/taxonomy' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const { success, data } = res.json() as { success: boolean; data: TaxonomyResponseData };
    expect(success).toBe(true);
    expect(data.version).toBe('4.0');
    expect(data.costPools.map((p) => p.name)).toContain('Hardware');
    expect(data.costPools.find((p) => p.name === 'Software')?.subPools).toContain('Licensing');
    expect(data.towers.find((tw) => tw.name === 'Network')?.subTowers).toEqual([
      'LAN/WAN',
      'Transport',
      'Voice',
    ]);
    expect(data.solutionTypes.find((s) => s.name === 'Infrastructure')?.categories).toContain(
      'Network',
    );
    expect(data.towers.flatMap((tw) => tw.subTowers).length).toBeGreaterThan(30);
  });
});
