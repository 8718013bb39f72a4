import { createHash } from 'node:crypto';
import { API_KEY_PATTERN, API_KEY_RATE_LIMIT } from '@trusty/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, useTestApp, type TestApp } from '../../helpers/app';
import { apiAs } from '../../helpers/stored-results';
import { createUser, type TestUser } from '../../helpers/users';
import { createKey } from './api-keys-helpers';

let owner: TestUser;

const t = useTestApp({ RATE_LIMITS: 'false' }, { captureLogs: true });

beforeAll(async () => {
  owner = await createUser(t.app, { credits: 10 });
});

const asOwner = () => apiAs(t, owner);
const withKey = (authorization: { authorization: string }) => apiAs(t, { headers: authorization });

describe('API keys', () => {
  it('are shown once, stored only as a SHA-256, with a recognisable prefix', async () => {
    const created = await createKey(t.app, owner, 'classify', 'ERP export');
    expect(created.key).toMatch(API_KEY_PATTERN);
    expect(created.apiKey.prefix).toBe(created.key.slice(0, 15));
    expect(created.apiKey).toMatchObject({
      name: 'ERP export',
      scope: 'classify',
      lastUsedAt: null,
    });

    const stored = await t.database.db.execute(
      sql`SELECT * FROM api_keys WHERE id = ${created.apiKey.id}`,
    );
    const row = (stored as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
    expect(row.key_hash).toBe(createHash('sha256').update(created.key).digest('hex'));
    // No column holds the key itself.
    expect(Object.values(row).map(String)).not.toContain(created.key);

    const list = await asOwner().get('/api-keys');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.key);
    expect(list.json().data).toContainEqual(
      expect.objectContaining({ id: created.apiKey.id, prefix: created.apiKey.prefix }),
    );
  });

  it('act as their user: same balance, same results; last use and usage recorded', async () => {
    const { authorization, apiKey } = await createKey(t.app, owner);
    const stats = await withKey(authorization).get('/tbm/user-stats');
    expect(stats.statusCode).toBe(200);
    expect(stats.json().data.credits).toBe(10);

    const analysed = await withKey(authorization).post('/tbm/categorize', {
      costName: 'Cisco SmartNet renewal',
    });
    expect(analysed.statusCode).toBe(200);
    const results = await asOwner().get('/results?kind=analyses');
    expect(results.json().data.items[0].row.costName).toBe('Cisco SmartNet renewal');

    await vi.waitFor(async () => {
      const list = await asOwner().get('/api-keys');
      const listed = list.json().data.find((k: { id: string }) => k.id === apiKey.id);
      expect(listed.lastUsedAt).not.toBeNull();
      expect(listed.usage).toEqual({ calls: 2, items: 1, credits: 1 });
    });
  });

  it('refuse a key whose checksum does not hold, and a revoked key, with 401', async () => {
    const { key, authorization, apiKey } = await createKey(t.app, owner);
    const forged = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    const bad = await withKey({ authorization: `Bearer ${forged}` }).get('/tbm/user-stats');
    expect(bad.statusCode).toBe(401);

    const revoke = await asOwner().delete(`/api-keys/${apiKey.id}`);
    expect(revoke.statusCode).toBe(200);
    const after = await withKey(authorization).get('/tbm/user-stats');
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Invalid or revoked API key');
    const list = await asOwner().get('/api-keys');
    expect(list.json().data.map((k: { id: string }) => k.id)).not.toContain(apiKey.id);
  });

  it("do not revoke another account's key", async () => {
    const other = await createUser(t.app);
    const { apiKey, authorization } = await createKey(t.app, other);
    const revoke = await asOwner().delete(`/api-keys/${apiKey.id}`);
    expect(revoke.statusCode).toBe(404);
    const still = await withKey(authorization).get('/tbm/user-stats');
    expect(still.statusCode).toBe(200);
  });

  it('with the read scope read results and rules, and may not classify', async () => {
    const { authorization } = await createKey(t.app, owner, 'read');
    for (const url of ['/api/v1/results', '/api/v1/rules', '/api/v1/tbm/user-stats']) {
      const read = await t.app.inject({ method: 'GET', url, headers: authorization });
      expect(read.statusCode, url).toBe(200);
    }
    const classify = await withKey(authorization).post('/tbm/categorize', { costName: 'AWS EC2' });
    expect(classify.statusCode).toBe(403);
    expect(classify.json().error).toBe('INSUFFICIENT_SCOPE');
    const batch = await withKey(authorization).post('/tbm/categorize/batch', {
      items: [{ id: '1', costName: 'AWS EC2' }],
    });
    expect(batch.statusCode).toBe(403);
  });

  it('are refused for account actions, whatever their scope', async () => {
    const { authorization } = await createKey(t.app, owner, 'classify');
    const calls = [
      { method: 'GET', url: '/api/v1/auth/me' },
      { method: 'PUT', url: '/api/v1/auth/me', payload: { firstName: 'Eve', lastName: 'Key' } },
      { method: 'POST', url: '/api/v1/auth/logout' },
      { method: 'GET', url: '/api/v1/api-keys' },
      { method: 'POST', url: '/api/v1/api-keys', payload: { name: 'more', scope: 'classify' } },
      { method: 'DELETE', url: '/api/v1/api-keys/00000000-0000-4000-8000-000000000000' },
      { method: 'POST', url: '/api/v1/subscription/create-checkout-session', payload: {} },
      { method: 'GET', url: '/api/v1/subscription/purchases' },
      { method: 'PUT', url: '/api/v1/results/preferences', payload: { reviewThreshold: 0.5 } },
      { method: 'POST', url: '/api/v1/rules', payload: {} },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: authorization });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json().error).toBe('API_KEY_NOT_ALLOWED');
    }
    const me = await asOwner().get('/auth/me');
    expect(me.json().data.firstName).toBe('Test');
  });

  it('validate the name and scope', async () => {
    const bad = await asOwner().post('/api-keys', { name: '  ', scope: 'admin' });
    expect(bad.statusCode).toBe(400);
    const unverified = await createUser(t.app, { verified: false });
    const refused = await apiAs(t, unverified).post('/api-keys', { name: 'x', scope: 'read' });
    expect(refused.statusCode).toBe(403);
  });

  it('never appear in the logs', async () => {
    const { key, authorization } = await createKey(t.app, owner);
    await t.app.inject({ method: 'GET', url: '/api/v1/tbm/user-stats', headers: authorization });
    await withKey(authorization).get(`/results?api_key=${key}`);
    await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: authorization });
    expect(t.logs.join('\n')).toContain('/api/v1/results?api_key=trusty_[Redacted]');
    expect(t.logs.join('\n')).not.toContain(key.slice(7));
  });
});

describe('API key rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp();
  });
  afterAll(() => limited.close());

  it(`allows ${API_KEY_RATE_LIMIT.requestsPerMinute} calls a minute per key, with RateLimit headers, then 429 with Retry-After`, async () => {
    const user = await createUser(limited.app);
    const { authorization } = await createKey(limited.app, user, 'read');
    const max = API_KEY_RATE_LIMIT.requestsPerMinute;
    const first = await limited.app.inject({
      method: 'GET',
      url: '/api/v1/tbm/user-stats',
      headers: authorization,
    });
    expect(first.headers['ratelimit-limit']).toBe(String(max));
    expect(first.headers['ratelimit-remaining']).toBe(String(max - 1));
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
    for (let i = 1; i < max; i++) {
      const ok = await limited.app.inject({
        method: 'GET',
        url: '/api/v1/tbm/user-stats',
        headers: authorization,
      });
      expect(ok.statusCode).toBe(200);
    }
    const refused = await limited.app.inject({
      method: 'GET',
      url: '/api/v1/tbm/user-stats',
      headers: authorization,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another key of the same account has its own allowance.
    const other = await createKey(limited.app, user, 'read');
    const fresh = await limited.app.inject({
      method: 'GET',
      url: '/api/v1/tbm/user-stats',
      headers: other.authorization,
    });
    expect(fresh.statusCode).toBe(200);
  });
});
