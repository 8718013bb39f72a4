import type { contactSchema } from '@trusty/contracts';
import type { z } from 'zod';
import type { Mailer, MailMessage } from '../../infra/mail/mailer';
import { escapeHtml } from '../../infra/mail/templates';

/** A validated (trimmed, single-line where it must be) contact form. */
export type ContactMessage = z.output<typeof contactSchema>;

/** Where contact messages go: the mailer, and CONTACT_INBOX, where the team reads them. */
export interface TeamMailbox {
  mailer: Mailer;
  inbox: string;
}

/**
 * The mail the team receives. Every value was validated as a single line (except the message)
 * before it gets here, and nodemailer encodes headers, so nothing the sender typed becomes a header.
 */
export function contactMail(
  message: ContactMessage,
  reference: string,
): Pick<MailMessage, 'subject' | 'text' | 'html'> {
  const name = `${message.firstName} ${message.lastName}`;
  const details: Array<[string, string]> = [
    ['Name', name],
    ['Email', message.email],
    ['Phone', message.phone],
  ];
  const text = [
    'New contact request from the Trusty website.',
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    message.message,
    '',
    `Reply to this email to answer ${message.firstName} directly.`,
    `Reference: ${reference}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">
<p>New contact request from the Trusty website.</p>
<table style="border-collapse:collapse">
${details.map(([label, value]) => `<tr><th style="text-align:left;padding:2px 12px 2px 0">${label}</th><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p style="white-space:pre-wrap;border-left:3px solid #cbd5e1;padding-left:12px">${escapeHtml(message.message)}</p>
<p style="font-size:13px;color:#475569">Reply to this email to answer ${escapeHtml(message.firstName)} directly. Reference: ${escapeHtml(reference)}</p>
</body></html>`;
  return { subject: `New contact request from ${name}`, text, html };
}

/** Mails a stored contact message to the team, reply-to the sender (first send and re-sends alike). */
export async function mailToTeam(
  deps: TeamMailbox,
  message: ContactMessage,
  reference: string,
): Promise<void> {
  await deps.mailer.send({
    to: deps.inbox,
    replyTo: message.email,
    ...contactMail(message, reference),
  });
}
