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
 * No SMTP configured: keep every message in the database and log the links it contains,
 * so someone running locally can follow a verification or reset link.
 */
export function createOutboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
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
      const links = message.text.match(LINK) ?? [];
      log.info(
        { outbox: { to: message.to, subject: message.subject, links } },
        `mail kept in outbox: ${message.subject}`,
      );
    },
    async close() {},
  };
}
