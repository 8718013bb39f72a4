import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { buildTestApp, testConfig } from '../helpers/app';
import { createTestDatabase } from '../helpers/database';
import { createUser, type TestUser } from '../helpers/users';

/**
 * The database closed under a running app: on PGlite (in this process, so it fails by being
 * closed or crashing, never by freezing) and on PostgreSQL when TEST_DATABASE_URL is set (the
 * pool ended). Freezing and stopping a real server is in test/db/postgres-outage.test.ts.
 */
let database: Database;
let app: FastifyInstance;
let user: TestUser;
const logs: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(testConfig({ LOG_LEVEL: 'warn' }), {
    database,
    logStream: new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    }),
  });
  await app.ready();
  user = await createUser(app, { credits: 5 });
});

afterAll(async () => {
  await app.close();
});

describe('a database that is gone', () => {
  it('is ready before', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  describe('after it closes', () => {
    beforeAll(async () => {
      // Also drops a scratch PostgreSQL database; nothing is left to close afterwards.
      await database.close();
    });

    it.each([
      ['GET /tbm/user-stats (signed in)', 'GET', '/api/v1/tbm/user-stats', undefined],
      ['POST /tbm/categorize', 'POST', '/api/v1/tbm/categorize', { costName: 'AWS EC2' }],
      ['POST /auth/login', 'POST', '/api/v1/auth/login', { email: 'a@example.com', password: 'x' }],
    ] as const)('%s answers 503 with Retry-After, not 500', async (_name, method, url, payload) => {
      const res = await app.inject({ method, url, headers: user.headers, payload });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        success: false,
        message: 'The service is temporarily unavailable. Please try again in a moment.',
        error: 'SERVICE_UNAVAILABLE',
      });
    });

    it('logs a warning, not an unhandled error', () => {
      const lines = logs.map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(lines.some((l) => l.msg === 'database unavailable' && l.level === 40)).toBe(true);
      expect(lines.some((l) => l.msg === 'unhandled error')).toBe(false);
    });

    it('liveness stays 200, even with a session cookie', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/v1/health', headers: user.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    });

    it('readiness answers 503 with Retry-After', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
    });
  });
});
