import { normalizeCostName } from '@trusty/tbm';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { classificationCache } from '../../../src/db/schema/index';
import { getBalance } from '../../../src/modules/credits/service';
import { answerEach } from '../../../../../packages/tbm/test/llm/chat-completions-server';
import { FINANCE_TOOLING_ANSWER, useAppWithModel } from '../../helpers/llm-app';
import { createUser } from '../../helpers/users';

const t = useAppWithModel({}, { captureLogs: true });
beforeEach(() =>
  t.server.respondWith((request) => answerEach(request, () => FINANCE_TOOLING_ANSWER)),
);

// A line the local engine is unsure about, so the model is asked.
const vagueCost = 'Quarterly widget reconciliation';

const categorize = (headers: Record<string, string>, costName: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/tbm/categorize', headers, payload: { costName } });

const cacheRow = async (costName: string) =>
  (
    await t.app.db
      .select()
      .from(classificationCache)
      .where(eq(classificationCache.key, `llm:4.0:${normalizeCostName(costName)}`))
  )[0];

describe('categorize with CLASSIFIER=llm', () => {
  it('answers from the model, and a repeated name comes from the cache without a second request', async () => {
    const { user, headers } = await createUser(t.app, { credits: 10 });
    const first = await categorize(headers, vagueCost);

    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      costName: vagueCost,
      method: 'llm',
      reason: 'Reconciliation tooling for IT finance',
      categorization: {
        'Cost Pool': 'Software',
        'Sub-Cost Pool': 'Licensing',
        'IT Tower': 'IT Management',
        'Sub-Tower': 'IT Finance',
        'Technical Solution': 'Shared & Corporate',
        'Technical Category': 'Finance',
      },
    });
    expect(t.server.requests).toHaveLength(1);
    expect(t.server.requests[0]?.body.model).toBe('tbm-test-model');
    expect(t.server.requests[0]?.headers.authorization).toBe('Bearer sk-test-secret');

    const again = await categorize(headers, '  quarterly   WIDGET reconciliation ');
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({
      costName: 'quarterly   WIDGET reconciliation',
      method: 'llm',
    });
    expect(again.json().data.categorization).toEqual(first.json().data.categorization);
    expect(t.server.requests).toHaveLength(1);

    expect(await cacheRow(vagueCost)).toMatchObject({
      engine: 'llm',
      taxonomyVersion: '4.0',
      hits: 1,
    });
    // Each analysis is still one credit: the cache saves the model call, not the user's credit.
    expect(await getBalance(t.app.db, user.id)).toBe(8);
  });

  it('asks again and replaces a stored answer that is no longer valid', async () => {
    const costName = 'Legacy frobnicator upkeep';
    await t.app.db.insert(classificationCache).values({
      key: `llm:4.0:${normalizeCostName(costName)}`,
      engine: 'llm',
      taxonomyVersion: '4.0',
      result: { method: 'llm', layers: { 'Cost Pool': 'Retired pool' } },
    });
    const { headers } = await createUser(t.app, { credits: 1 });
    const res = await categorize(headers, costName);

    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      method: 'llm',
      categorization: { 'Sub-Tower': 'IT Finance' },
    });
    expect(t.server.requests).toHaveLength(1);
    expect((await cacheRow(costName))?.result).toMatchObject({
      method: 'llm',
      layers: { 'Cost Pool': 'Software', 'Sub-Tower': 'IT Finance' },
    });
  });

  it('refuses an empty balance with 402 before any model call', async () => {
    const { headers } = await createUser(t.app, { credits: 0 });
    const res = await categorize(headers, 'Some brand new vague cost line');
    expect(res.statusCode).toBe(402);
    expect(t.server.requests).toHaveLength(0);
  });

  it('falls back to the local engine when the model fails, logs why without the key, and caches nothing', async () => {
    t.server.respondWith(() => ({ status: 400, json: { error: { message: 'model not found' } } }));
    const { user, headers } = await createUser(t.app, { credits: 2 });
    const costName = 'Annual gizmo subscription fee';
    const res = await categorize(headers, costName);

    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.method).not.toBe('llm');
    expect(data.reason).toContain(
      "The model's answer was unusable (the model service answered HTTP 400)",
    );
    expect(await cacheRow(costName)).toBeUndefined();
    // The local engine recognises nothing IT in a gizmo: the fallback is unclassified and free.
    expect(data.classified).toBe(false);
    expect(await getBalance(t.app.db, user.id)).toBe(2);

    const logs = t.logs.join('');
    expect(logs).toContain('LLM classifier: model request failed');
    expect(logs).not.toContain('sk-test-secret');
  });
});
