import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/db/availability';
import { buildTestApp, testConfig } from '../helpers/app';
import { createUser, type TestUser } from '../helpers/users';
import { startPostgresServer, type PostgresServer } from './postgres-server';

/**
 * A real PostgreSQL server of this file's own, frozen (SIGSTOP: connections open, no answer) and
 * stopped under a running app. Small timeouts keep the file quick; the defaults are 5 s / 2 s.
 */
const STATEMENT_MS = 1_000;
const ACQUIRE_MS = 500;
/** The client's deadline for a silent server: statement timeout + 1 s of grace. */
const READ_DEADLINE_MS = STATEMENT_MS + 1_000;

let server: PostgresServer;
let app: FastifyInstance;
let user: TestUser;

beforeAll(async () => {
  server = await startPostgresServer();
  app = await buildTestApp(
    testConfig({
      DATABASE_URL: server.url,
      DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_MS),
      DB_ACQUIRE_TIMEOUT_MS: String(ACQUIRE_MS),
    }),
  );
  await app.ready();
  user = await createUser(app, { credits: 10 });
}, 120_000);

afterAll(async () => {
  server?.thaw();
  await app?.close();
  server?.destroy();
}, 60_000);

async function timed(request: InjectOptions) {
  const started = performance.now();
  const res = await app.inject(request);
  return { res, ms: performance.now() - started };
}

const userStats = () =>
  timed({ method: 'GET', url: '/api/v1/tbm/user-stats', headers: user.headers });
const categorize = () =>
  timed({
    method: 'POST',
    url: '/api/v1/tbm/categorize',
    headers: user.headers,
    payload: { costName: 'Cisco SmartNet renewal FY25' },
  });
const health = () => timed({ method: 'GET', url: '/api/v1/health', headers: user.headers });
const ready = () => timed({ method: 'GET', url: '/api/v1/health/ready' });

function expectUnavailable(res: Awaited<ReturnType<typeof timed>>['res']) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json()).toMatchObject({ success: false, error: 'SERVICE_UNAVAILABLE' });
}

async function waitUntilReady(withinMs: number) {
  const until = Date.now() + withinMs;
  for (;;) {
    const { res } = await ready();
    if (res.statusCode === 200 || Date.now() > until) return res;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('PostgreSQL frozen under the app', () => {
  it('answers 503 with Retry-After within the read deadline; liveness stays 200, readiness 503', async () => {
    // Warm connections in the pool: the frozen server keeps them open and silent.
    expect((await userStats()).res.statusCode).toBe(200);
    server.freeze();
    try {
      const [stats, analyze, live, probe] = await Promise.all([
        userStats(),
        categorize(),
        health(),
        ready(),
      ]);
      expectUnavailable(stats.res);
      expectUnavailable(analyze.res);
      expect(stats.ms).toBeLessThan(READ_DEADLINE_MS + 1_000);
      expect(analyze.ms).toBeLessThan(READ_DEADLINE_MS + 1_000);
      expect(live.res.statusCode).toBe(200);
      expect(live.ms).toBeLessThan(500);
      expect(probe.res.statusCode).toBe(503);
      expect(probe.res.headers['retry-after']).toBe('5');
      expect(probe.res.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
      expect(probe.ms).toBeLessThan(ACQUIRE_MS + 1_000);

      // Connections the deadline gave up on were closed: a second round is no slower.
      const again = await userStats();
      expectUnavailable(again.res);
      expect(again.ms).toBeLessThan(READ_DEADLINE_MS + 1_000);
    } finally {
      server.thaw();
    }
  });

  it('is ready again once the server answers, with nothing lost', async () => {
    expect((await waitUntilReady(10_000)).statusCode).toBe(200);
    const { res } = await userStats();
    expect(res.statusCode).toBe(200);
    expect(res.json().data.credits).toBe(10);
  });

  it('a transaction whose server freezes fails within one read deadline (its ROLLBACK does not wait another)', async () => {
    const started = performance.now();
    const outcome = await app.db
      .transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        server.freeze();
        await tx.execute(sql`SELECT 2`);
      })
      .then(
        () => 'committed',
        (error: unknown) => error,
      )
      .finally(() => server.thaw());
    const ms = performance.now() - started;
    expect(isDatabaseUnavailable(outcome)).toBe(true);
    expect(ms).toBeLessThan(READ_DEADLINE_MS + 800);
    expect((await waitUntilReady(10_000)).statusCode).toBe(200);
  });

  it('a transaction whose BEGIN goes unanswered gives its connection back: the app recovers', async () => {
    // Every connection of the pool (10) open and idle, so that each transaction below takes a
    // warm one and sends its BEGIN to the frozen server (a new connection would fail to open).
    await Promise.all(Array.from({ length: 10 }, () => app.db.execute(sql`SELECT pg_sleep(0.05)`)));
    expect(app.database.load().connections?.total).toBe(10);
    server.freeze();
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.db
          .transaction((tx) => tx.execute(sql`SELECT 1`))
          .then(
            () => 'committed',
            (error: unknown) => error,
          ),
      ),
    ).finally(() => server.thaw());
    for (const outcome of outcomes) expect(isDatabaseUnavailable(outcome)).toBe(true);
    expect((await waitUntilReady(10_000)).statusCode).toBe(200);
    expect((await userStats()).res.statusCode).toBe(200);
  });
});

describe('PostgreSQL stopped under the app', () => {
  it('answers 503 at once while it is down and 200 again after it starts', async () => {
    expect((await userStats()).res.statusCode).toBe(200);
    server.stop();
    try {
      const stats = await userStats();
      expectUnavailable(stats.res);
      expect(stats.ms).toBeLessThan(ACQUIRE_MS + 1_000);
      expectUnavailable((await categorize()).res);
      expect((await health()).res.statusCode).toBe(200);
      const probe = await ready();
      expect(probe.res.statusCode).toBe(503);
      expect(probe.ms).toBeLessThan(ACQUIRE_MS + 1_000);
    } finally {
      server.start();
    }
    expect((await waitUntilReady(10_000)).statusCode).toBe(200);
    const { res } = await userStats();
    expect(res.statusCode).toBe(200);
    expect(res.json().data.credits).toBe(10);
  });

  it('a transaction in flight when the server stops fails as unavailable and the process survives', async () => {
    const outcome = await app.db
      .transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        server.stop();
        await tx.execute(sql`SELECT 2`);
      })
      .then(
        () => 'committed',
        (error: unknown) => error,
      );
    server.start();
    expect(isDatabaseUnavailable(outcome)).toBe(true);
    expect((await waitUntilReady(10_000)).statusCode).toBe(200);
  });
});
