import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { MailMessage } from '../../infra/mail/mailer';

/** What the auth services need; plain values, so they run without Fastify. */
export interface AuthDeps {
  db: Db;
  config: Pick<Config, 'appUrl' | 'requireEmailVerification' | 'signupCredits'>;
  /**
   * Sends in the background: the caller never waits on SMTP and a transport failure never
   * undoes an account or a token (the user can ask again).
   */
  sendMail(message: MailMessage): void;
}
