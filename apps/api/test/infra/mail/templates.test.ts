import { describe, expect, it } from 'vitest';
import { appLink, passwordResetMail, verificationMail } from '../../../src/infra/mail/templates';

const base = {
  appUrl: 'http://localhost:3000',
  firstName: 'Ada',
  token: 'tok_en-1',
  validForHours: 24,
};

describe('verification and reset mails', () => {
  it('link to the web pages with a token and an address that survive the round trip', () => {
    const mail = verificationMail({ ...base, email: 'a+b@example.com' });
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? '');
    expect(link.origin + link.pathname).toBe('http://localhost:3000/verify-email');
    expect(link.searchParams.get('token')).toBe('tok_en-1');
    // A raw "+" would come back as a space.
    expect(link.searchParams.get('email')).toBe('a+b@example.com');
    expect(mail).toMatchObject({
      to: 'a+b@example.com',
      subject: 'Verify your email address for Trusty',
    });
    expect(mail.text).toContain('24 hours');
  });

  it('keep a path prefix of APP_URL', () => {
    expect(
      appLink('https://example.com/trusty', '/reset-password', { token: 't', email: 'e@x.io' }),
    ).toBe('https://example.com/trusty/reset-password?token=t&email=e%40x.io');
    const mail = passwordResetMail({
      ...base,
      appUrl: 'https://example.com/trusty/',
      email: 'e@x.io',
      validForHours: 1,
    });
    expect(mail.text).toContain(
      'https://example.com/trusty/reset-password?token=tok_en-1&email=e%40x.io',
    );
    expect(mail.text).toContain('1 hour.');
    expect(mail.subject).toBe('Reset your Trusty password');
  });

  it('escape names in the HTML body and carry the same link as the text', () => {
    const mail = verificationMail({ ...base, email: 'e@x.io', firstName: `<b>O'Neil</b>` });
    expect(mail.html).toContain('Hi &lt;b&gt;O&#39;Neil&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>O');
    expect(mail.html).toContain(
      'href="http://localhost:3000/verify-email?token=tok_en-1&amp;email=e%40x.io"',
    );
    expect(mail.text).toContain("Hi <b>O'Neil</b>,");
  });
});
