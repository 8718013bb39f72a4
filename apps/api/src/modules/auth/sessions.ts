import { SESSION_DAYS, type User } from '@trusty/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import { hashToken, newToken } from '../../lib/tokens';
import type { ApiKeyIdentity } from '../api-keys/service';

export const SESSION_TTL_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;

export interface AuthContext {
  user: UserRow;
  /** The session signed in with; null for a call made with an API key. */
  sessionId: string | null;
  /** The API key the call was made with (it acts as `user`). */
  apiKey?: ApiKeyIdentity;
}

export async function createSession(
  db: Db,
  userId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

function prepareFindSession(db: Db) {
  return db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find_session');
}

// Every API request runs this lookup: built once per database, prepared once per connection.
const findSessionStatements = new WeakMap<Db, ReturnType<typeof prepareFindSession>>();

/**
 * The live session behind a token, with its whole user row (balance and verified flag included,
 * so a product call needs no second read); undefined when unknown, expired or revoked.
 */
export async function findSession(
  db: Db,
  token: string,
): Promise<{ user: UserRow; sessionId: string } | undefined> {
  let statement = findSessionStatements.get(db);
  if (!statement) {
    statement = prepareFindSession(db);
    findSessionStatements.set(db, statement);
  }
  const rows = await statement.execute({
    tokenHash: hashToken(token),
    now: new Date().toISOString(),
  });
  return rows[0];
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** The only shape of a user that leaves the server: no hashes, no tokens. */
export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    isEmailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
