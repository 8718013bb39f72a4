import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../../src/db/schema/index';
import { createTestApp } from '../../helpers/app';
import { startSmtpCapture } from '../../helpers/smtp';
import { PASSWORD, registerUser, uniqueEmail, waitForMailTo } from '../../modules/auth/auth-kit';

describe('mail transport', () => {
  it('without SMTP_URL keeps each mail in the outbox and, in development, logs its link', async () => {
    const t = await createTestApp(
      { RATE_LIMITS: 'false', NODE_ENV: 'development' },
      { captureLogs: true },
    );
    try {
      expect(t.app.mailer.kind).toBe('outbox');
      const { email } = await registerUser(t.app);
      await expect
        .poll(
          async () =>
            (await t.app.db.select().from(outboxMessages).where(eq(outboxMessages.to, email)))
              .length,
        )
        .toBe(1);
      const [kept] = await t.app.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, email));
      const link = /http:\/\/localhost:3000\/verify-email\?\S+/.exec(kept?.text ?? '')?.[0];
      expect(link).toBeDefined();
      expect(kept?.html).toContain('Verify email address');
      expect(
        t.logs.some(
          (line) =>
            line.includes('mail kept in outbox') &&
            line.includes(JSON.stringify(link).slice(1, -1)),
        ),
      ).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('in production with APP_URL unset (the embedded defaults) logs its link and says why', async () => {
    const t = await createTestApp(
      { RATE_LIMITS: 'false', NODE_ENV: 'production', APP_URL: '', PORT: '3000' },
      { captureLogs: true },
    );
    try {
      const { email } = await registerUser(t.app);
      await expect
        .poll(() =>
          t.logs.some(
            (line) =>
              line.includes('mail kept in outbox') &&
              line.includes(email) &&
              line.includes('http://localhost:3000/verify-email?token='),
          ),
        )
        .toBe(true);
      expect(
        t.logs.some((line) => line.includes('its links are logged because APP_URL is not set')),
      ).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('with SMTP_URL sends real mail from MAIL_FROM', async () => {
    const capture = await startSmtpCapture();
    const t = await createTestApp({
      SMTP_URL: capture.url,
      MAIL_FROM: 'Trusty Team <hello@trusty.test>',
      RATE_LIMITS: 'false',
    });
    try {
      expect(t.app.mailer.kind).toBe('smtp');
      const email = uniqueEmail('smtp');
      await registerUser(t.app, { email, password: PASSWORD });
      const mail = await waitForMailTo(capture, email, /verify/i);
      expect(mail.from).toBe('Trusty Team <hello@trusty.test>');
      expect(mail.text).toContain('http://localhost:3000/verify-email?token=');
      expect(mail.html).toContain('<a href="http://localhost:3000/verify-email?token=');
    } finally {
      await t.close();
      await capture.close();
    }
  });
});
