import { ErrorCode, RESEND_COOLDOWN_SECONDS } from '@trusty/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { badRequest } from '../../http/errors';
import { verificationMail } from '../../infra/mail/templates';
import { grantCredits } from '../credits/service';
import type { AuthDeps } from './auth-deps';
import {
  consumeEmailToken,
  EMAIL_TOKEN_TTL_HOURS,
  findEmailTokenUser,
  issueEmailToken,
} from './email-tokens';
import { claimMailCooldown } from './mail-cooldowns';

export const VERIFY_FAILED_MESSAGE =
  'Email verification failed. The link may be expired or invalid.';

/** SIGNUP_CREDITS, at most once per user whatever calls it (the ledger reference is unique). */
export async function grantSignupCredits(db: Db, userId: string, amount: number): Promise<void> {
  if (amount <= 0) return;
  await grantCredits(db, { userId, amount, kind: 'signup_grant', reference: `signup:${userId}` });
}

/** Marks the address proven (keeping the first date) and grants the signup credits; call in a transaction. */
export async function markEmailVerified(
  db: Db,
  userId: string,
  signupCredits: number,
): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await grantSignupCredits(db, userId, signupCredits);
}

export function sendVerificationMail(
  deps: AuthDeps,
  user: { email: string; firstName: string },
  token: string,
): void {
  deps.sendMail(
    verificationMail({
      appUrl: deps.config.appUrl,
      email: user.email,
      firstName: user.firstName,
      token,
      validForHours: EMAIL_TOKEN_TTL_HOURS.verify,
    }),
  );
}

export type VerifyOutcome = 'verified' | 'already-verified';

/**
 * Verifies with a link's token and address. A genuine link opened again after success (a second
 * click, a mail client prefetching it) answers 'already-verified' and grants nothing; a forged,
 * expired or superseded token of an unverified account is refused.
 */
export async function verifyEmail(
  deps: AuthDeps,
  input: { token: string; email: string },
): Promise<VerifyOutcome> {
  const lookup = { ...input, purpose: 'verify' as const };
  const verified = await deps.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, lookup);
    if (userId) await markEmailVerified(tx, userId, deps.config.signupCredits);
    return userId !== undefined;
  });
  if (verified) return 'verified';

  // Only a token we really issued to this address can learn that it is verified: an unknown
  // token says nothing about which accounts exist.
  const issuedTo = await findEmailTokenUser(deps.db, lookup, 'issued');
  if (issuedTo) {
    const rows = await deps.db
      .select({ verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, issuedTo));
    if (rows[0]?.verifiedAt) return 'already-verified';
  }
  throw badRequest(VERIFY_FAILED_MESSAGE, ErrorCode.invalidToken);
}

/**
 * The resend's wait: at most one verification mail per address per RESEND_COOLDOWN_SECONDS,
 * counted per address whether or not it has an account (mail_cooldowns), so telling the caller
 * to wait says nothing about accounts. 0 when the resend may go ahead (then call
 * `sendFreshVerification` after answering), else the seconds left to wait.
 */
export function claimResendCooldown(deps: AuthDeps, email: string): Promise<number> {
  return claimMailCooldown(deps.db, email, 'verify', RESEND_COOLDOWN_SECONDS);
}

/**
 * A fresh verification link, when the account exists and is unverified; nothing otherwise. Run
 * after the answer (issue 33 item 7), as forgot-password's work is: the row lock and the token
 * of an existing account must not make its answer slower than an unknown address's.
 */
export async function sendFreshVerification(deps: AuthDeps, email: string): Promise<void> {
  const issued = await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ lastVerificationSentAt: new Date() })
      .where(and(eq(users.email, email), isNull(users.emailVerifiedAt)))
      .returning({ id: users.id, email: users.email, firstName: users.firstName });
    if (!user) return undefined;
    return { user, token: await issueEmailToken(tx, user.id, 'verify') };
  });
  if (issued) sendVerificationMail(deps, issued.user, issued.token);
}
