import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema/index';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Real SMTP (SMTP_URL). nodemailer encodes headers, so user text can never add one. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo,
      });
    },
    async close() {
      transport.close();
    },
  };
}

const LINK = /https?:\/\/[^\s"'<>]+/g;

/**
 * No SMTP configured: keep every message in the database (outbox_messages). The log names each
 * message's recipient and subject; its links, whose tokens sign in or reset a password, are
 * logged only in development, where someone running locally follows them from the terminal
 * (issue 33 item 3: anyone who reads a production log must not be able to take an account).
 */
export function createOutboxMailer(
  db: Db,
  log: FastifyBaseLogger,
  options: { logLinks: boolean },
): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(outboxMessages).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.replyTo ? { 'reply-to': message.replyTo } : undefined,
      });
      const links = options.logLinks ? { links: message.text.match(LINK) ?? [] } : {};
      log.info(
        { outbox: { to: message.to, subject: message.subject, ...links } },
        `mail kept in outbox: ${message.subject}`,
      );
    },
    async close() {},
  };
}
