import { ErrorCode, RESEND_COOLDOWN_SECONDS } from '@trusty/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { badRequest } from '../../http/errors';
import { passwordResetMail } from '../../infra/mail/templates';
import type { AuthDeps } from './auth-deps';
import {
  consumeEmailToken,
  EMAIL_TOKEN_TTL_HOURS,
  findEmailTokenUser,
  issueEmailToken,
  lastEmailTokenIssuedAt,
} from './email-tokens';
import { markEmailVerified } from './email-verification';
import { hashPassword } from './passwords';
import { revokeAllSessions } from './sessions';

export const FORGOT_PASSWORD_MESSAGE =
  "If an account with that email exists, you'll receive a password reset link shortly.";
export const RESET_FAILED_MESSAGE =
  'This reset link is invalid or has expired. Please request a new password reset.';

/**
 * Mails a reset link when the account exists. At most one mail per RESEND_COOLDOWN_SECONDS per
 * account, so nobody can flood a mailbox from many addresses; the earlier link stays valid.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const issued = await deps.db.transaction(async (tx) => {
    // Row lock: two requests at once issue one token, not two racing ones.
    const [user] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.email, email))
      .for('update');
    if (!user) return undefined;
    const last = await lastEmailTokenIssuedAt(tx, user.id, 'reset');
    if (last && Date.now() - last.getTime() < RESEND_COOLDOWN_SECONDS * 1000) return undefined;
    return { user, token: await issueEmailToken(tx, user.id, 'reset') };
  });
  if (!issued) return;
  deps.sendMail(
    passwordResetMail({
      appUrl: deps.config.appUrl,
      email: issued.user.email,
      firstName: issued.user.firstName,
      token: issued.token,
      validForHours: EMAIL_TOKEN_TTL_HOURS.reset,
    }),
  );
}

/**
 * Sets a new password with a reset link's token: the token is used up and every session of the
 * user ends (whoever knew the old password is signed out). The user is not signed in; the link
 * also proves the mailbox, so an unverified address becomes verified. Returns the account's
 * address (its failed sign-ins start over).
 */
export async function resetPassword(
  deps: AuthDeps,
  input: { token: string; password: string; email?: string },
): Promise<{ email: string }> {
  const lookup = { token: input.token, email: input.email, purpose: 'reset' as const };
  // Checked before hashing, so forged tokens cost no argon2 work.
  if (!(await findEmailTokenUser(deps.db, lookup, 'usable')))
    throw badRequest(RESET_FAILED_MESSAGE, ErrorCode.invalidToken);
  const passwordHash = await hashPassword(input.password);
  const done = await deps.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, lookup);
    if (!userId) return undefined;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    await revokeAllSessions(tx, userId);
    await markEmailVerified(tx, userId, deps.config.signupCredits);
    return user;
  });
  if (!done) throw badRequest(RESET_FAILED_MESSAGE, ErrorCode.invalidToken);
  return done;
}
