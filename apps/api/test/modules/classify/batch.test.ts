import { batchResultSchema, type BatchResult } from '@trusty/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { creditLedger, excelResults, resultRows } from '../../../src/db/schema/index';
import { getBalance } from '../../../src/modules/credits/service';
import { useTestApp } from '../../helpers/app';
import { CLOUD } from '../../helpers/stored-results';
import { createUser, type TestUser } from '../../helpers/users';
import { createKey } from '../api-keys/api-keys-helpers';

const t = useTestApp({ RATE_LIMITS: 'false' });

const batch = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/tbm/categorize/batch', headers, payload });

/** Three lines the engine knows, one a rule will decide, one nothing is recognised in. */
const ITEMS = [
  {
    id: 'a-1',
    costName: 'Cisco SmartNet renewal',
    vendor: 'Cisco',
    amount: 1200.5,
    currency: 'eur',
  },
  { id: 'a-2', costName: 'AmazonEC2 BoxUsage:m5.large' },
  { id: 'a-3', costName: 'Acme internal widget fee', glAccount: '6100-10' },
  { id: 'a-4', costName: 'Microsoft 365 E3 licences', costCentre: 'IT-Ops' },
  { id: 'a-5', costName: 'Zorblax quibble' },
];

/** The account's batch charges in the credit ledger. */
function batchCharges(user: TestUser) {
  return t.app.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, user.user.id), eq(creditLedger.kind, 'usage_batch')));
}

describe('POST /tbm/categorize/batch: validation', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(t.app, { credits: 5 });
  });

  it('refuses an empty batch, 1,001 items, and names a bad item by its index', async () => {
    const empty = await batch(user.headers, { items: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('A batch needs at least one item');

    const items = Array.from({ length: 1001 }, (_, i) => ({ id: `${i}`, costName: 'AWS EC2' }));
    const tooMany = await batch(user.headers, { items });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('A batch holds at most 1,000 items');

    const bad = await batch(user.headers, {
      items: [ITEMS[0], ITEMS[1], { id: 'x', costName: '   ' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'items[2].costName: Cost Name is required',
      path: 'items[2].costName',
      error: 'VALIDATION_ERROR',
    });

    const duplicate = await batch(user.headers, { items: [ITEMS[0], { ...ITEMS[1], id: 'a-1' }] });
    expect(duplicate.json().message).toBe('items[1].id: id must be unique within the batch');
    const currency = await batch(user.headers, { items: [{ ...ITEMS[0], currency: 'euro' }] });
    expect(currency.json().path).toBe('items[0].currency');
    // Nothing was charged for any of them.
    expect(await getBalance(t.app.db, user.user.id)).toBe(5);
  });
});

describe('POST /tbm/categorize/batch: answers and credits', () => {
  it('answers in input order with the client ids; rules first and free; charges once for the items classified', async () => {
    const user = await createUser(t.app, { credits: 10 });
    const rule = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rules',
      headers: user.headers,
      payload: { match: { kind: 'glAccount', value: '6100-10' }, layers: CLOUD },
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const { authorization } = await createKey(t.app, user);

    const response = await batch(authorization, { items: ITEMS });
    expect(response.statusCode, response.body).toBe(200);
    const result = batchResultSchema.parse(response.json().data);
    expect(result.items.map((item) => item.id)).toEqual(['a-1', 'a-2', 'a-3', 'a-4', 'a-5']);
    expect(result.items.map((item) => item.costName)).toEqual(ITEMS.map((item) => item.costName));
    expect(result.items[2]).toMatchObject({ classified: true, method: 'rule', confidence: 1 });
    expect(result.items[4]).toMatchObject({ classified: false });
    expect(result.items[0]).toMatchObject({ classified: true, categorization: expect.any(Object) });
    expect(result).toMatchObject({ charged: 3, ruleAnswered: 1, unclassified: 1, balance: 7 });

    expect(await getBalance(t.app.db, user.user.id)).toBe(7);
    const ledger = await batchCharges(user);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      delta: -3,
      balanceAfter: 7,
      reference: `batch:${result.batchId}`,
    });

    // The rows are stored under one Results entry, with the items' context and money.
    const rows = await t.app.db
      .select()
      .from(resultRows)
      .where(eq(resultRows.uploadId, result.batchId))
      .orderBy(resultRows.rowNumber);
    expect(rows.map((row) => row.costName)).toEqual(ITEMS.map((item) => item.costName));
    expect(rows.filter((row) => row.charged)).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      amount: '1200.5',
      currency: 'EUR',
      amountIssue: null,
      context: { vendor: 'Cisco' },
    });
    expect(rows[2]).toMatchObject({ method: 'rule', ruleId: rule.json().data.id, charged: false });

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/results',
      headers: user.headers,
    });
    const entries = list.json().data.items;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'upload',
      id: result.batchId,
      fileName: 'API batch of 5 items',
      totalRows: 5,
      successfulRows: 4,
      unclassifiedRows: 1,
      downloadable: false,
      fromApi: true,
    });
    const stats = await t.app.inject({
      method: 'GET',
      url: '/api/v1/tbm/user-stats',
      headers: user.headers,
    });
    expect(stats.json().data).toMatchObject({ credits: 7, fileUploads: 0 });
  });

  it('is quoted first: 402 with needed and available when it does not fit, nothing stored or charged', async () => {
    const user = await createUser(t.app, { credits: 2 });
    const response = await batch(user.headers, { items: ITEMS });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      error: 'INSUFFICIENT_CREDITS',
      needed: 3,
      available: 2,
    });
    expect(await getBalance(t.app.db, user.user.id)).toBe(2);
    const stored = await t.app.db
      .select()
      .from(excelResults)
      .where(eq(excelResults.userId, user.user.id));
    expect(stored).toHaveLength(0);
  });

  it('answers items decided by rules alone with no credits at all', async () => {
    const user = await createUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/rules',
      headers: user.headers,
      payload: { match: { kind: 'glAccount', value: '6100-10' }, layers: CLOUD },
    });
    const response = await batch(user.headers, { items: [ITEMS[2]] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ charged: 0, ruleAnswered: 1, balance: 0 });
  });
});

describe('POST /tbm/categorize/batch: Idempotency-Key', () => {
  it('10 parallel retries with one key: one charge, one answer', async () => {
    const user = await createUser(t.app, { credits: 10 });
    const { authorization, apiKey } = await createKey(t.app, user);
    const headers = { ...authorization, 'idempotency-key': 'nightly-2026-11-27' };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => batch(headers, { items: ITEMS })),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const bodies = responses.map((response) => response.json<{ data: BatchResult }>().data);
    expect(new Set(bodies.map((body) => body.batchId)).size).toBe(1);
    expect(bodies.every((body) => JSON.stringify(body) === JSON.stringify(bodies[0]))).toBe(true);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(9);

    // Without the rule the widget fee is not recognised either: three items charged.
    expect(bodies[0]).toMatchObject({ charged: 3, unclassified: 2, balance: 7 });
    expect(await getBalance(t.app.db, user.user.id)).toBe(7);
    const ledger = await batchCharges(user);
    expect(ledger).toHaveLength(1);
    const entries = await t.app.db
      .select()
      .from(excelResults)
      .where(eq(excelResults.userId, user.user.id));
    expect(entries).toHaveLength(1);

    // A later retry still gets the first answer; the key's usage counts the items once.
    const later = await batch(headers, { items: ITEMS });
    expect(later.json().data.batchId).toBe(bodies[0]!.batchId);
    await vi.waitFor(async () => {
      const keys = await t.app.inject({
        method: 'GET',
        url: '/api/v1/api-keys',
        headers: user.headers,
      });
      const listed = keys.json().data.find((k: { id: string }) => k.id === apiKey.id);
      expect(listed.usage).toEqual({ calls: 11, items: 5, credits: 3 });
    });
  });

  it('refuses the same key with another request; a failed request leaves the key free', async () => {
    const user = await createUser(t.app, { credits: 1 });
    const headers = { ...user.headers, 'idempotency-key': 'k-1' };
    const short = await batch(headers, { items: ITEMS });
    expect(short.statusCode).toBe(402);
    // After the 402 the key is free: the same request runs again (and is refused again).
    expect((await batch(headers, { items: ITEMS })).statusCode).toBe(402);
    const first = await batch(headers, { items: [ITEMS[0]] });
    expect(first.statusCode).toBe(200);
    const other = await batch(headers, { items: [ITEMS[1]] });
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});
