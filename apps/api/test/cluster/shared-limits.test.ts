import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/client';
import { creditLedger, jobLeases } from '../../src/db/schema/index';
import { getBalance } from '../../src/modules/credits/service';
import { buildTestApp, testConfig } from '../helpers/app';
import { openSharedDatabase, type SharedDatabase } from '../helpers/database';
import { createUser, DEFAULT_PASSWORD } from '../helpers/users';
import { fixture, upload } from '../modules/excel/excel-helpers';
import { wideBlankRows } from '../modules/excel/fixtures/slow-workbook';

/**
 * Two instances of the app on one database, as behind a load balancer, with the rate limits on:
 * every limit an account or a client can reach is counted once, whichever instance answers (one
 * database shared as openSharedDatabase shares it).
 */

let shared: SharedDatabase | undefined;
let a: FastifyInstance;
let b: FastifyInstance;
/** Seconds of reading, then refused: nothing to classify. */
let slow: Buffer;

async function start(database: Database): Promise<FastifyInstance> {
  const app = await buildTestApp(testConfig({ SPREADSHEET_WORKERS: '1' }), { database });
  await app.ready();
  return app;
}

beforeAll(async () => {
  shared = await openSharedDatabase('trusty_cluster');
  slow = wideBlankRows(25);
  a = await start(shared.databases[0]);
  b = await start(shared.databases[1]);
}, 60_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await shared?.close();
}, 60_000);

let nextHost = 0;
/** A client address no other test has used (limits are counted per address). */
function newIp(): string {
  nextHost += 1;
  return `10.77.${Math.floor(nextHost / 250)}.${nextHost % 250}`;
}

function login(app: FastifyInstance, email: string, password: string, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress,
  });
}

describe('two instances on one database', () => {
  it('count a per-client limit once: 10 sign-ins a minute split across both, the 11th refused on either', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) {
      const instance = i % 2 === 0 ? a : b;
      const attempt = await login(instance, `nobody-${i}@example.com`, 'Wr0ng!Password', ip);
      expect(attempt.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    for (const instance of [a, b]) {
      const limited = await login(instance, 'nobody-else@example.com', 'Wr0ng!Password', ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        success: false,
        message: 'Too many requests. Please wait a moment and try again.',
        error: 'RATE_LIMITED',
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Another client is not held back on either.
    expect((await login(b, 'nobody@example.com', 'Wr0ng!Password', newIp())).statusCode).toBe(401);
  });

  it('count an account’s analyses once: 60 a minute alternating between both, the 61st refused on either', async () => {
    const { user, headers } = await createUser(a, { credits: 100 });
    const categorize = (instance: FastifyInstance, i: number) =>
      instance.inject({
        method: 'POST',
        url: '/api/v1/tbm/categorize',
        headers,
        payload: { costName: `Dell Latitude laptops lot ${i}` },
      });
    for (let i = 0; i < 60; i++)
      expect((await categorize(i % 2 === 0 ? a : b, i)).statusCode, `call ${i + 1}`).toBe(200);
    for (const instance of [a, b]) {
      const limited = await categorize(instance, 60);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ success: false, error: 'RATE_LIMITED' });
    }
    expect(await getBalance(a.db, user.id)).toBe(40);
  });

  it('count failed sign-ins once: 5 failures split across both hold that client back on either, never the owner', async () => {
    const owner = await createUser(a);
    const email = owner.user.email;
    const stranger = newIp();
    for (let i = 0; i < 5; i++) {
      const instance = i < 3 ? a : b;
      expect((await login(instance, email, `Wr0ng!Password${i}`, stranger)).statusCode).toBe(401);
    }
    for (const instance of [a, b]) {
      const held = await login(instance, email, DEFAULT_PASSWORD, stranger);
      expect(held.statusCode).toBe(429);
      expect(held.json().message).toBe('Too many sign-in attempts. Try again in 15 minutes.');
      expect(Number(held.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
    expect((await login(b, email, DEFAULT_PASSWORD, newIp())).statusCode).toBe(200);
  });

  it('never overdraw: 30 parallel analyses split across both on 10 credits give exactly 10', async () => {
    const { user, headers } = await createUser(a, { credits: 10 });
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 === 0 ? a : b).inject({
          method: 'POST',
          url: '/api/v1/tbm/categorize',
          headers,
          payload: { costName: `Microsoft 365 E3 licences batch ${i}` },
        }),
      ),
    );
    const classified = responses.filter(
      (r) => r.statusCode === 200 && r.json().data.classified === true,
    );
    const refused = responses.filter((r) => r.statusCode === 402);
    expect(classified).toHaveLength(10);
    expect(refused).toHaveLength(20);
    expect(refused[0]?.json()).toMatchObject({ success: false, error: 'INSUFFICIENT_CREDITS' });
    // Both instances answered some of each.
    expect(new Set(responses.map((_, i) => i % 2))).toEqual(new Set([0, 1]));
    expect(await getBalance(a.db, user.id)).toBe(0);
    const usage = await a.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, user.id), eq(creditLedger.kind, 'usage_categorize')));
    expect(usage).toHaveLength(10);
  });

  it('see an account’s uploads running on the other: full on A means refused on B, as on A', async () => {
    const { user, headers } = await createUser(a, { credits: 50 });
    // Two uploads in progress on A (the per-account allowance): workbooks that take seconds to
    // read, and are then refused for having no rows of costs.
    const running = [0, 1].map(() => upload(a, headers, 'blank.xlsx', slow));
    await vi.waitFor(
      async () => {
        const leases = await a.db.select().from(jobLeases).where(eq(jobLeases.userId, user.id));
        expect(leases).toHaveLength(2);
      },
      { timeout: 10_000, interval: 20 },
    );

    for (const instance of [b, a]) {
      const refused = await upload(instance, headers, 'costs.xlsx', fixture('costs.xlsx'));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        success: false,
        error: 'RATE_LIMITED',
        message:
          'You already have spreadsheets being processed. Wait for them to finish, then try again.',
      });
    }
    // Another account uploads on B meanwhile.
    const other = await createUser(b, { credits: 50 });
    const elsewhere = await upload(b, other.headers, 'costs.xlsx', fixture('costs.xlsx'));
    expect(elsewhere.statusCode).toBe(200);

    // A's uploads end (and give their slots back): B takes the next one.
    for (const finished of await Promise.all(running)) expect(finished.statusCode).toBe(400);
    const accepted = await upload(b, headers, 'costs.xlsx', fixture('costs.xlsx'));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.successfulRows).toBeGreaterThan(0);
  }, 60_000);
});
