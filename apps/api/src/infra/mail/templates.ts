import type { MailMessage } from './mailer';

/** Text + simple HTML bodies. Values are escaped; links come from APP_URL only. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function actionMail(options: {
  greeting: string;
  lines: string[];
  actionLabel: string;
  url: string;
  footer: string;
}) {
  const text = [
    options.greeting,
    '',
    ...options.lines,
    '',
    `${options.actionLabel}: ${options.url}`,
    '',
    options.footer,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">
<p>${escapeHtml(options.greeting)}</p>
${options.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(options.url)}" style="display:inline-block;background:#2563eb;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(options.actionLabel)}</a></p>
<p style="font-size:13px;color:#475569">Or paste this link into your browser: ${escapeHtml(options.url)}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(options.footer)}</p>
</body></html>`;
  return { text, html };
}

/** `{APP_URL}{path}?…`, keeping any path prefix APP_URL has (e.g. https://example.com/trusty). */
export function appLink(appUrl: string, path: string, params: Record<string, string>): string {
  const url = new URL(`${appUrl.replace(/\/+$/, '')}${path}`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

export interface EmailLinkMail {
  appUrl: string;
  email: string;
  firstName: string;
  token: string;
  /** How long the link works, stated in the mail so nobody is surprised by an expired link. */
  validForHours: number;
}

const hours = (count: number) => (count === 1 ? '1 hour' : `${count} hours`);

export function verificationMail(mail: EmailLinkMail): MailMessage {
  const url = appLink(mail.appUrl, '/verify-email', { token: mail.token, email: mail.email });
  return {
    to: mail.email,
    subject: 'Verify your email address for Trusty',
    ...actionMail({
      greeting: `Hi ${mail.firstName},`,
      lines: [
        'Thanks for signing up for Trusty. Please confirm your email address to start classifying your IT costs.',
        `This link works for ${hours(mail.validForHours)}.`,
      ],
      actionLabel: 'Verify email address',
      url,
      footer: 'If you did not create a Trusty account, you can ignore this email.',
    }),
  };
}

export function passwordResetMail(mail: EmailLinkMail): MailMessage {
  const url = appLink(mail.appUrl, '/reset-password', { token: mail.token, email: mail.email });
  return {
    to: mail.email,
    subject: 'Reset your Trusty password',
    ...actionMail({
      greeting: `Hi ${mail.firstName},`,
      lines: [
        'We received a request to reset the password of your Trusty account.',
        `This link works once, for ${hours(mail.validForHours)}.`,
      ],
      actionLabel: 'Choose a new password',
      url,
      footer:
        'If you did not ask for a password reset, you can ignore this email: your password stays the same.',
    }),
  };
}
