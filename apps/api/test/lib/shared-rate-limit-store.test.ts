import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { SharedCounters } from '../../src/lib/shared-counters';
import { batchSizeFor, sharedRateLimitStore } from '../../src/lib/shared-rate-limit-store';
import { createTestDatabase } from '../helpers/database';

/**
 * The store under @fastify/rate-limit as the app registers it, on a bare Fastify with two routes:
 * a low limit counted hit by hit, and a high one reserved in batches. Two such servers on one
 * database stand for two instances.
 */

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function server(): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(new SharedCounters(database.db)),
  });
  const keyGenerator = (request: { headers: Record<string, unknown> }) =>
    String(request.headers['x-account']);
  app.get('/low', { config: { rateLimit: { max: 5, timeWindow: 60_000, keyGenerator } } }, () => ({
    ok: true,
  }));
  app.get(
    '/high',
    { config: { rateLimit: { max: 60, timeWindow: 60_000, keyGenerator } } },
    () => ({
      ok: true,
    }),
  );
  await app.ready();
  return app;
}

let nextAccount = 0;
const account = () => `account-${(nextAccount += 1)}`;
const call = (app: FastifyInstance, url: string, who: string) =>
  app.inject({ method: 'GET', url, headers: { 'x-account': who } });

async function countOf(key: string): Promise<number | undefined> {
  const result = (await database.db.execute(
    sql`SELECT count FROM rate_counters WHERE key = ${key}`,
  )) as unknown as { rows: Array<{ count: number }> };
  return result.rows[0]?.count;
}

describe('sharedRateLimitStore', () => {
  it('counts every hit of a low limit and keeps each route apart', async () => {
    const [a, b] = [await server(), await server()];
    const who = account();
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await call(i % 2 ? b : a, '/low', who)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const refused = await call(b, '/low', who);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55);
    expect(await countOf(`route:GET /low:${who}`)).toBe(6);
    // The other route and the other account have their own counts.
    expect((await call(a, '/high', who)).statusCode).toBe(200);
    expect((await call(a, '/low', account())).statusCode).toBe(200);
    await Promise.all([a.close(), b.close()]);
  });

  it('reserves a high limit a tenth at a time, and one instance still allows exactly the limit', async () => {
    expect(batchSizeFor(60)).toBe(6);
    expect(batchSizeFor(20)).toBe(1);
    const a = await server();
    const who = account();
    const first = await call(a, '/high', who);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-ratelimit-remaining']).toBe('59');
    // One statement took six hits: the next five are answered without the database.
    expect(await countOf(`route:GET /high:${who}`)).toBe(6);
    const rest = await Promise.all(Array.from({ length: 60 }, () => call(a, '/high', who)));
    expect(rest.filter((r) => r.statusCode === 200)).toHaveLength(59);
    expect(rest.filter((r) => r.statusCode === 429)).toHaveLength(1);
    await a.close();
  });

  it('never lets two instances together allow more than the limit', async () => {
    const [a, b] = [await server(), await server()];
    const who = account();
    const responses = await Promise.all(
      Array.from({ length: 80 }, (_, i) => call(i % 2 ? b : a, '/high', who)),
    );
    const allowed = responses.filter((r) => r.statusCode === 200).length;
    // At most the limit; at worst one batch less the call that reserved it short, per instance.
    expect(allowed).toBeLessThanOrEqual(60);
    expect(allowed).toBeGreaterThanOrEqual(60 - (batchSizeFor(60) - 1));
    await Promise.all([a.close(), b.close()]);
  });

  it('allows exactly the limit to calls alternating between two instances', async () => {
    const [a, b] = [await server(), await server()];
    const who = account();
    for (let i = 0; i < 60; i++)
      expect((await call(i % 2 ? b : a, '/high', who)).statusCode, `call ${i + 1}`).toBe(200);
    expect((await call(a, '/high', who)).statusCode).toBe(429);
    expect((await call(b, '/high', who)).statusCode).toBe(429);
    await Promise.all([a.close(), b.close()]);
  });
});
