import { randomUUID } from 'node:crypto';
import { ErrorCode, type User } from '@trusty/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError, notFound } from '../../http/errors';
import { newToken } from '../../lib/tokens';
import type { AuthDeps } from './auth-deps';
import { issueEmailToken } from './email-tokens';
import { grantSignupCredits, sendVerificationMail } from './email-verification';
import { claimMailCooldown, markMailSent } from './mail-cooldowns';
import { hashPassword, verifyPassword } from './passwords';
import { createSession, toPublicUser } from './sessions';
import { signupNoticeMail } from './signup-notice-mail';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

/** The owner of a registered address hears about repeated sign-up attempts at most this often. */
export const SIGNUP_NOTICE_COOLDOWN_SECONDS = 60 * 60;

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
 * Creates the account, signs it in and mails the verification link.
 *
 * No enumeration in the answer: an address that already has an account (also one that loses a
 * concurrent sign-up) gets the answer a new account gets, and its owner a mail instead. Both
 * paths hash the password once, run one transaction of a few statements, mark the address's
 * verification cooldown (a resend right after is refused alike) and leave their mail to the
 * background; the answer is 201 with a user of the submitted details (a fresh random id,
 * unverified) and a token of the same form, set in the same cookie. That token opens no
 * session: nothing is created or changed for the existing account. What a caller can still
 * learn, with a second call, is what any sign-up that signs in at once must reveal: whether the
 * token (or their own password) now opens a session. Decision 012.
 */
export async function register(deps: AuthDeps, input: Registration): Promise<SignedIn> {
  const passwordHash = await hashPassword(input.password);
  const outcome = await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        lastVerificationSentAt: new Date(),
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    await markMailSent(tx, input.email, 'verify');
    if (!user) {
      const wait = await claimMailCooldown(
        tx,
        input.email,
        'signup-notice',
        SIGNUP_NOTICE_COOLDOWN_SECONDS,
      );
      return { created: undefined, notifyOwner: wait === 0 };
    }
    // Without required verification the credits cannot wait for it; a later verification
    // grants nothing more (same ledger reference).
    if (!deps.config.requireEmailVerification)
      await grantSignupCredits(tx, user.id, deps.config.signupCredits);
    const verifyToken = await issueEmailToken(tx, user.id, 'verify');
    const session = await createSession(tx, user.id);
    return { created: { user, verifyToken, session }, notifyOwner: false };
  });
  if (!outcome.created) {
    if (outcome.notifyOwner)
      deps.sendMail(signupNoticeMail({ appUrl: deps.config.appUrl, email: input.email }));
    return { user: decoyUser(input), token: newToken() };
  }
  const { user, verifyToken, session } = outcome.created;
  sendVerificationMail(deps, user, verifyToken);
  return { user: toPublicUser(user), token: session.token };
}

/** What a new account of these details would look like to its creator. */
function decoyUser(input: Registration): User {
  return {
    id: randomUUID(),
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    isEmailVerified: false,
    createdAt: new Date().toISOString(),
  };
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
