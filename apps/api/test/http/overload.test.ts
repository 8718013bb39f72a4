import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, type Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { buildTestApp, testConfig } from '../helpers/app';
import { createTestDatabase } from '../helpers/database';
import { createUser } from '../helpers/users';

const METRICS_TOKEN = 'overload-test-metrics-token';

let app: FastifyInstance | undefined;
let database: Database | undefined;

afterEach(async () => {
  await app?.close();
  await database?.close();
  app = database = undefined;
});

/** The real app with load shedding configured by `overload`, plus a route that blocks the loop. */
/**
 * Eleven transactions held open until `release`: on PostgreSQL they take the pool's ten
 * connections and the eleventh waits for one; on PGlite one runs and ten wait behind it.
 */
function holdDatabase(): { held: Promise<void>[]; release: () => void } {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = Array.from({ length: 11 }, () =>
    database!.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      await gate;
    }),
  );
  return { held, release };
}

async function start(overload: Partial<Config['overload']>, env: Record<string, string> = {}) {
  database = await createTestDatabase();
  const base = testConfig({ METRICS_TOKEN, DB_ACQUIRE_TIMEOUT_MS: '10000', ...env });
  const config: Config = { ...base, overload: { ...base.overload, ...overload } };
  app = await buildTestApp(config, { database });
  app.post('/api/v1/test/block', async (request) => {
    const until = performance.now() + Number((request.query as { ms?: string }).ms ?? 0);
    while (performance.now() < until) {
      // A synchronous loop: the event loop can do nothing else meanwhile.
    }
    return { blocked: true };
  });
  await app.ready();
  return app;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function metric(name: string): Promise<string | undefined> {
  const response = await app!.inject({
    method: 'GET',
    url: '/api/v1/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  return response.body.split('\n').find((line) => line.startsWith(name));
}

describe('load shedding', () => {
  it('answers 503 with Retry-After at once while the event loop lags, but keeps /health answering', async () => {
    await start({ eventLoopDelayMs: 20, sampleIntervalMs: 100, dbQueue: 0, retryAfterSeconds: 3 });
    // Block the loop, then ask: once a sample has seen the lag, requests are refused until the
    // loop has been quick for a whole sample window. The pause lets the overdue sample run
    // first (timers fire in order of when they were due).
    let refused: Awaited<ReturnType<FastifyInstance['inject']>> | undefined;
    for (let attempt = 0; attempt < 20 && !refused; attempt++) {
      await app!.inject({ method: 'POST', url: '/api/v1/test/block?ms=300' });
      await pause(1);
      const health = await app!.inject({ method: 'GET', url: '/api/v1/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
      const started = performance.now();
      const response = await app!.inject({ method: 'GET', url: '/api/v1/tbm/taxonomy' });
      if (response.statusCode === 503) {
        refused = response;
        // Refused before any work: no waiting in a queue.
        expect(performance.now() - started).toBeLessThan(50);
      } else expect(response.statusCode).toBe(200);
    }
    expect(refused, 'a request during the lag was refused').toBeDefined();
    expect(refused!.headers['retry-after']).toBe('3');
    expect(refused!.json()).toEqual({
      success: false,
      message: 'Trusty is busy right now. Please try again in a few seconds.',
      error: 'SERVICE_UNAVAILABLE',
      retryAfterSeconds: 3,
    });
    expect(await metric('trusty_overload_rejections_total{reason="event_loop"}')).toMatch(
      / [1-9]\d*$/,
    );

    // The loop is quick again: the next samples (every 100 ms) lift the refusal.
    await vi.waitUntil(
      async () =>
        (await app!.inject({ method: 'GET', url: '/api/v1/tbm/taxonomy' })).statusCode === 200,
      { timeout: 2_000, interval: 20 },
    );
  });

  it('answers 503 while database work queues past the bound, and serves again once it drains', async () => {
    await start({ eventLoopDelayMs: 0, dbQueue: 1, retryAfterSeconds: 4 });
    const user = await createUser(app!, { credits: 5 });
    const { held, release } = holdDatabase();
    for (let i = 0; i < 100 && database!.load().waiting < 1; i++) await pause(10);
    expect(database!.load().waiting).toBeGreaterThanOrEqual(1);

    // Signed in, so a session lookup before the check would wait behind the held transactions.
    const refused = await app!.inject({
      method: 'POST',
      url: '/api/v1/tbm/categorize',
      headers: user.headers,
      payload: { costName: 'AWS EC2 reserved instances' },
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('4');
    expect(refused.json()).toMatchObject({ success: false, error: 'SERVICE_UNAVAILABLE' });
    // Liveness does not depend on the database, so it is never shed.
    const health = await app!.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    expect(await metric('trusty_overload_rejections_total{reason="db_queue"}')).toMatch(/ 1$/);

    release();
    await Promise.all(held);
    // The job queue's idle workers polled meanwhile: their calls drain too.
    await vi.waitUntil(() => database!.load().waiting === 0, { timeout: 5_000, interval: 10 });
    const served = await app!.inject({ method: 'GET', url: '/api/v1/tbm/taxonomy' });
    expect(served.statusCode).toBe(200);
  });

  it('refuses at once, before any database work, when the requests in flight would take longer than the queue bound', async () => {
    // The gate alone: the other two signals out of reach, and no per-account limit on the 100.
    await start(
      { eventLoopDelayMs: 0, dbQueue: 100_000, queueMs: 150, retryAfterSeconds: 5 },
      { RATE_LIMITS: 'false' },
    );
    const user = await createUser(app!, { credits: 200 });
    const { held, release } = holdDatabase();
    try {
      const categorize = () =>
        app!.inject({
          method: 'POST',
          url: '/api/v1/tbm/categorize',
          headers: user.headers,
          payload: { costName: 'AWS EC2 reserved instances' },
        });
      type Answer = Awaited<ReturnType<typeof categorize>>;

      // 100 at once while the database answers nothing. Unmeasured, the gate admits 64 (twice
      // its floor), fewer when the event loop runs late (this machine's load, not the test's);
      // each admitted one waits for the database at its session lookup. Every other one is
      // answered while the database is still held, so it did no database work.
      const answered: Answer[] = [];
      const calls = Array.from({ length: 100 }, () =>
        categorize().then((answer) => {
          answered.push(answer);
          return answer;
        }),
      );
      let settled = -1;
      for (let i = 0; i < 40 && answered.length !== settled; i++) {
        settled = answered.length;
        await pause(250);
      }
      expect(answered.length).toBeGreaterThanOrEqual(36);
      expect(answered.length).toBeLessThanOrEqual(96);

      for (const refused of answered) {
        expect(refused.statusCode).toBe(503);
        expect(refused.headers['retry-after']).toBe('5');
        expect(refused.headers['cache-control']).toBe('no-store');
        expect(refused.json()).toEqual({
          success: false,
          message: 'Trusty is busy right now. Please try again in a few seconds.',
          error: 'SERVICE_UNAVAILABLE',
          retryAfterSeconds: 5,
        });
      }
      // Liveness is never counted nor refused.
      const health = await app!.inject({ method: 'GET', url: '/api/v1/health' });
      expect(health.statusCode).toBe(200);
      expect(await metric('trusty_overload_rejections_total{reason="queue_time"}')).toBe(
        `trusty_overload_rejections_total{reason="queue_time"} ${answered.length}`,
      );

      const refused = answered.length;
      release();
      await Promise.all(held);
      const answers = await Promise.all(calls);
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(100 - refused);
      // Every one that was admitted has left the gate: the next is served.
      expect((await categorize()).statusCode).toBe(200);
    } finally {
      release();
      await Promise.allSettled(held);
    }
  });

  it('is on by default, and a bad bound stops start-up naming it', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.overload).toMatchObject({
      eventLoopDelayMs: 200,
      dbQueue: 100,
      queueMs: 100,
      retryAfterSeconds: 2,
    });
    expect(() =>
      loadConfig({
        OVERLOAD_DB_QUEUE: '-1',
        OVERLOAD_QUEUE_MS: '-5',
        OVERLOAD_RETRY_AFTER_SECONDS: 'x',
      }),
    ).toThrow(/OVERLOAD_DB_QUEUE[\s\S]*OVERLOAD_QUEUE_MS[\s\S]*OVERLOAD_RETRY_AFTER_SECONDS/);
  });
});
