import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { actionMail, appLink } from '../../infra/mail/templates';
import type { MailMessage } from '../../infra/mail/mailer';
import type { AuthDeps } from './auth-deps';

/**
 * To the owner of an address whose failed sign-ins reached the ceiling of the hour (issue 33
 * item 4): someone is guessing its password from many machines. Their own browser still signs
 * in; a reset ends the guessing's count.
 */
export function signInAttackMail(options: { appUrl: string; email: string }): MailMessage {
  return {
    to: options.email,
    subject: 'Many failed sign-ins to your Trusty account',
    ...actionMail({
      greeting: 'Hello,',
      lines: [
        'In the last hour, someone failed to sign in to your Trusty account many times, from many places. They did not get in.',
        'You can still sign in from a browser you have used before. Elsewhere, sign-in is slowed down for a few minutes at a time.',
        `If you think someone knows your password, choose a new one: ${appLink(options.appUrl, '/forgot-password', {})}`,
      ],
      actionLabel: 'Sign in',
      url: appLink(options.appUrl, '/login', {}),
      footer: 'If these attempts were yours, you can ignore this email.',
    }),
  };
}

/** The notice, when the address has an account (nothing is said about addresses without one). */
export async function tellOwnerOfAttack(deps: AuthDeps, email: string): Promise<void> {
  const [owner] = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.email, email));
  if (owner) deps.sendMail(signInAttackMail({ appUrl: deps.config.appUrl, email: owner.email }));
}
