import { ErrorCode, type User } from '@trusty/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError, conflict, notFound } from '../../http/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AuthDeps } from './auth-deps';
import { issueEmailToken } from './email-tokens';
import { grantSignupCredits, sendVerificationMail } from './email-verification';
import { hashPassword, verifyPassword } from './passwords';
import { createSession, toPublicUser } from './sessions';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

/** A signed-in user: the session token goes into the cookie and the body. */
export interface SignedIn {
  user: User;
  token: string;
}

/** Input after the shared schemas: email trimmed and lower-cased, names trimmed. */
export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * Creates the account, signs it in and mails the verification link. The unique index decides
 * between two concurrent sign-ups with one address: the loser gets 409.
 */
export async function register(deps: AuthDeps, input: Registration): Promise<SignedIn> {
  const passwordHash = await hashPassword(input.password);
  let created;
  try {
    created = await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          lastVerificationSentAt: new Date(),
        })
        .returning();
      if (!user) throw new Error('user insert returned nothing');
      // Without required verification the credits cannot wait for it; a later verification
      // grants nothing more (same ledger reference).
      if (!deps.config.requireEmailVerification)
        await grantSignupCredits(tx, user.id, deps.config.signupCredits);
      const verifyToken = await issueEmailToken(tx, user.id, 'verify');
      const session = await createSession(tx, user.id);
      return { user, verifyToken, session };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique'))
      throw conflict(EMAIL_TAKEN_MESSAGE, ErrorCode.emailTaken);
    throw error;
  }
  sendVerificationMail(deps, created.user, created.verifyToken);
  return { user: toPublicUser(created.user), token: created.session.token };
}

export class InvalidCredentialsError extends AppError {
  constructor() {
    super(401, ErrorCode.invalidCredentials, INVALID_CREDENTIALS_MESSAGE);
  }
}

/** One answer for an unknown address and a wrong password, in comparable time. */
export async function login(db: Db, input: { email: string; password: string }): Promise<SignedIn> {
  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const matches = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !matches) throw new InvalidCredentialsError();
  const session = await createSession(db, user.id);
  return { user: toPublicUser(user), token: session.token };
}

export async function updateProfile(
  db: Db,
  userId: string,
  input: { firstName: string; lastName: string },
): Promise<User> {
  const [user] = await db
    .update(users)
    .set({ firstName: input.firstName, lastName: input.lastName, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw notFound('User not found');
  return toPublicUser(user);
}
