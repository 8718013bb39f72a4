import { categorizeResultSchema } from '@trusty/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, resultRows } from '../../../src/db/schema/index';
import { getBalance } from '../../../src/modules/credits/service';
import { buildTestApp, testConfig } from '../../helpers/app';
import { openSharedDatabase, type SharedDatabase } from '../../helpers/database';
import { createUser, type TestUser } from '../../helpers/users';
import { CLOUD, LAPTOP } from './rules-kit';

/**
 * Two instances of the app on one database, as behind a load balancer: rules are changed on A,
 * single analyses asked of B (one database shared as openSharedDatabase shares it).
 */
let shared: SharedDatabase | undefined;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  shared = await openSharedDatabase('trusty_rules');
  a = await buildTestApp(testConfig(), { database: shared.databases[0] });
  b = await buildTestApp(testConfig(), { database: shared.databases[1] });
  await Promise.all([a.ready(), b.ready()]);
}, 60_000);

afterAll(async () => {
  await a.close();
  await b.close();
  await shared?.close();
});

const categorize = (app: FastifyInstance, user: TestUser, costName: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/tbm/categorize',
    headers: user.headers,
    payload: { costName },
  });

const rulesCall = (
  app: FastifyInstance,
  user: TestUser,
  method: 'POST' | 'PATCH',
  url: string,
  payload: object,
) => app.inject({ method, url: `/api/v1/rules${url}`, headers: user.headers, payload });

async function analysesOf(user: TestUser) {
  return a.db
    .select()
    .from(resultRows)
    .where(and(eq(resultRows.userId, user.user.id), isNull(resultRows.uploadId)));
}

describe("POST /tbm/categorize with the account's rules", () => {
  it('a rule decides before the engine, for free, stored as a rule row and counted as a hit', async () => {
    const user = await createUser(a, { credits: 3 });
    const engine = categorizeResultSchema.parse(
      (await categorize(a, user, 'Dell laptops')).json().data,
    );
    expect(engine).toMatchObject({ classified: true });
    expect(engine.classified && engine.method).not.toBe('rule');
    expect(await getBalance(a.db, user.user.id)).toBe(2);

    const created = await rulesCall(a, user, 'POST', '', {
      match: { kind: 'name', value: 'Dell laptop' },
      layers: CLOUD,
    });
    expect(created.statusCode, created.body).toBe(201);
    const ruleId = created.json().data.id as string;

    const res = await categorize(a, user, 'DELL LAPTOPS');
    expect(res.statusCode, res.body).toBe(200);
    const answer = categorizeResultSchema.parse(res.json().data);
    expect(answer).toMatchObject({
      classified: true,
      method: 'rule',
      confidence: 1,
      reason: 'Your rule: Exact name "Dell laptop"',
      categorization: { ...CLOUD, Confidence: '100%' },
    });
    expect(await getBalance(a.db, user.user.id)).toBe(2);
    const ledger = await a.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, user.user.id));
    expect(ledger.filter((row) => row.kind === 'usage_categorize')).toHaveLength(1);
    const stored = (await analysesOf(user)).find((row) => row.costName === 'DELL LAPTOPS');
    expect(stored).toMatchObject({ method: 'rule', ruleId, charged: false, confidence: 1 });
    const listed = await a.inject({ method: 'GET', url: '/api/v1/rules', headers: user.headers });
    // Two hits: the earlier analysis of the same name, taken when the rule was saved, and this one.
    expect(listed.json().data.items[0].hits).toBe(2);
  });

  it('answers by a rule even with no credits left; other lines still need credits', async () => {
    const user = await createUser(a, { credits: 0 });
    const created = await rulesCall(a, user, 'POST', '', {
      match: { kind: 'phrase', value: 'laptop' },
      layers: LAPTOP,
    });
    expect(created.statusCode).toBe(201);
    const res = await categorize(a, user, 'Lenovo laptop docking');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      method: 'rule',
      reason: 'Your rule: Contains phrase "laptop"',
    });
    expect((await categorize(a, user, 'AWS EC2 reserved instances')).statusCode).toBe(402);
  });

  it('a rule change made on one instance is used by another at its next call', async () => {
    const user = await createUser(b, { credits: 10 });
    const first = await categorize(b, user, 'Cisco SmartNet renewal');
    expect(first.json().data.method).not.toBe('rule');

    const created = await rulesCall(a, user, 'POST', '', {
      match: { kind: 'name', value: 'Cisco SmartNet renewal' },
      layers: CLOUD,
    });
    expect(created.statusCode).toBe(201);
    const ruled = await categorize(b, user, 'Cisco SmartNet renewal');
    expect(ruled.json().data).toMatchObject({
      method: 'rule',
      categorization: { 'IT Tower': 'Compute' },
    });

    const edited = await rulesCall(a, user, 'PATCH', `/${created.json().data.id}`, {
      layers: LAPTOP,
    });
    expect(edited.statusCode).toBe(200);
    const relearned = await categorize(b, user, 'Cisco SmartNet renewal');
    expect(relearned.json().data.categorization['IT Tower']).toBe('End User');

    const disabled = await rulesCall(a, user, 'PATCH', `/${created.json().data.id}`, {
      enabled: false,
    });
    expect(disabled.statusCode).toBe(200);
    const engineAgain = await categorize(b, user, 'Cisco SmartNet renewal');
    expect(engineAgain.json().data.method).not.toBe('rule');
    expect(await getBalance(b.db, user.user.id)).toBe(8);
  });
});
