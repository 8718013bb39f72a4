import { actionMail, appLink } from '../../infra/mail/templates';
import type { MailMessage } from '../../infra/mail/mailer';

/**
 * To the owner of an address someone tried to register again. The sign-up answer looked like a
 * new account's (no enumeration), so this mail is where the owner learns what happened.
 */
export function signupNoticeMail(options: { appUrl: string; email: string }): MailMessage {
  return {
    to: options.email,
    subject: 'Someone tried to sign up for Trusty with your email address',
    ...actionMail({
      greeting: 'Hello,',
      lines: [
        'Someone tried to create a Trusty account with this email address, which already has one. No new account was created.',
        `If it was you, sign in, or reset your password if you have forgotten it: ${appLink(options.appUrl, '/forgot-password', {})}`,
      ],
      actionLabel: 'Sign in',
      url: appLink(options.appUrl, '/login', {}),
      footer: 'If it was not you, you can ignore this email: nothing about your account changed.',
    }),
  };
}
