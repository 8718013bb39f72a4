import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { AUTH_COOKIE } from '@trusty/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { users } from '../../src/db/schema/index';
import { createSession, type UserRow } from '../../src/modules/auth/sessions';
import { grantCredits } from '../../src/modules/credits/service';

export const DEFAULT_PASSWORD = 'Str0ng!Passw0rd';

/** The APP_URL of every test app (`createTestApp`, `startChildInstance`). */
export const TEST_APP_ORIGIN = 'http://localhost:3000';

export interface TestUser {
  user: UserRow;
  token: string;
  /**
   * `{ cookie: 'trusty_access_token=…', origin }` for app.inject: what a Trusty page sends (a
   * cookie-authenticated change must come from the app's origin).
   */
  headers: { cookie: string; origin: string };
  /** `{ authorization: 'Bearer …' }` */
  bearer: { authorization: string };
}

/**
 * Inserts an account row and nothing else (no session, no credits), for tests of services whose
 * rows belong to a user; returns its id.
 */
export async function insertAccount(db: Db, firstName = 'Test'): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      email: `account-${randomBytes(5).toString('hex')}@example.com`,
      passwordHash: 'not-a-hash',
      firstName,
      lastName: 'Account',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('account insert failed');
  return row.id;
}

/**
 * Inserts a user straight into the database with a live session, for tests of features
 * other than sign-up. Credits go through the real ledger.
 */
export async function createUser(
  /** An app, or just its database. */
  app: Pick<FastifyInstance, 'db'>,
  options: {
    email?: string;
    verified?: boolean;
    credits?: number;
    password?: string;
    firstName?: string;
  } = {},
): Promise<TestUser> {
  const email = options.email ?? `user-${randomBytes(5).toString('hex')}@example.com`;
  const [user] = await app.db
    .insert(users)
    .values({
      email,
      passwordHash: await hash(options.password ?? DEFAULT_PASSWORD),
      firstName: options.firstName ?? 'Test',
      lastName: 'User',
      emailVerifiedAt: options.verified === false ? null : new Date(),
    })
    .returning();
  if (!user) throw new Error('user insert failed');
  if (options.credits) {
    await grantCredits(app.db, {
      userId: user.id,
      amount: options.credits,
      kind: 'adjustment',
      reference: `test-grant:${user.id}`,
    });
  }
  const { token } = await createSession(app.db, user.id);
  return {
    user,
    token,
    headers: { cookie: `${AUTH_COOKIE}=${token}`, origin: TEST_APP_ORIGIN },
    bearer: { authorization: `Bearer ${token}` },
  };
}
