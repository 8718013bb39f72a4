import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '../helpers/app';
import { openSharedDatabase, type SharedDatabase } from '../helpers/database';
import { createUser } from '../helpers/users';
import { createKey } from '../modules/api-keys/api-keys-helpers';

/** Two instances of the app on one database, as behind a load balancer. */
let shared: SharedDatabase | undefined;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  shared = await openSharedDatabase('trusty_keys');
  a = await buildTestApp(testConfig(), { database: shared.databases[0] });
  b = await buildTestApp(testConfig(), { database: shared.databases[1] });
  await Promise.all([a.ready(), b.ready()]);
}, 60_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await shared?.close();
});

const stats = (app: FastifyInstance, authorization: { authorization: string }) =>
  app.inject({ method: 'GET', url: '/api/v1/tbm/user-stats', headers: authorization });

describe('API keys on two instances', () => {
  it('a key revoked on one instance answers 401 at once on the other', async () => {
    const user = await createUser(a, { credits: 3 });
    const { authorization, apiKey } = await createKey(a, user);
    expect((await stats(b, authorization)).statusCode).toBe(200);
    expect((await stats(a, authorization)).statusCode).toBe(200);

    const revoke = await a.inject({
      method: 'DELETE',
      url: `/api/v1/api-keys/${apiKey.id}`,
      headers: user.headers,
    });
    expect(revoke.statusCode).toBe(200);
    // The very next call, on either instance: no cache keeps the key alive anywhere.
    expect((await stats(b, authorization)).statusCode).toBe(401);
    expect((await stats(a, authorization)).statusCode).toBe(401);
  });

  it('count one rate limit per key across both instances', async () => {
    const user = await createUser(a);
    const { authorization } = await createKey(a, user, 'read');
    const first = await stats(a, authorization);
    const second = await stats(b, authorization);
    const remaining = [first, second].map((r) => Number(r.headers['ratelimit-remaining']));
    // Each instance reserves a tenth of the limit at a time (decision 021): B's first call
    // counts after A's reservation, never from a fresh window of its own.
    expect(remaining[0]).toBe(299);
    expect(remaining[1]).toBeLessThan(remaining[0]!);
  });
});
