import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../src/db/client';
import { currentAuth, requireVerified } from '../../../src/modules/auth/guards';
import { buildTestApp, testConfig } from '../../helpers/app';
import { createTestDatabase } from '../../helpers/database';
import { createUser } from '../../helpers/users';

/** The real app plus one product-like route behind requireVerified. */
async function appWithGuardedRoute(
  database: Database,
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  const app = await buildTestApp(testConfig(env), { database });
  app.get('/api/v1/test/guarded', { preHandler: requireVerified }, async (request) => ({
    success: true,
    data: { email: currentAuth(request).user.email },
  }));
  await app.ready();
  return app;
}

let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await appWithGuardedRoute(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const guarded = (headers?: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/v1/test/guarded', headers });

describe('requireVerified', () => {
  it('answers 403 EMAIL_NOT_VERIFIED to a signed-in, unverified user', async () => {
    const { headers, bearer } = await createUser(app, { verified: false });
    for (const auth of [headers, bearer]) {
      const response = await guarded(auth);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        message: 'Please verify your email address first.',
        error: 'EMAIL_NOT_VERIFIED',
      });
    }
  });

  it('lets a verified user through and answers 401 without a session', async () => {
    const { user, headers } = await createUser(app);
    const response = await guarded(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { email: user.email } });
    expect((await guarded()).statusCode).toBe(401);
  });

  it('lets an unverified user through when verification is not required', async () => {
    const open = await appWithGuardedRoute(database, { REQUIRE_EMAIL_VERIFICATION: 'false' });
    try {
      const { headers } = await createUser(open, { verified: false });
      const response = await open.inject({ method: 'GET', url: '/api/v1/test/guarded', headers });
      expect(response.statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});
