import { randomBytes } from 'node:crypto';
import { contactMessages as messages } from '@trusty/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../../src/db/schema/index';
import { createTestApp, postRawJson, useTestApp, type TestApp } from '../../helpers/app';
import { expectErrorLogs } from '../../helpers/error-logs';
import { startSmtpCapture, type SmtpCapture } from '../../helpers/smtp';

const INBOX = 'sales@example.com';

function validForm(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada-${randomBytes(4).toString('hex')}@example.com`,
    phone: '+44 20 7946 0958',
    message: 'We map 40,000 GL lines a quarter by hand.\nCan Trusty take that over?',
    ...overrides,
  };
}

async function storedFor(t: TestApp, email: string) {
  return t.app.db.select().from(contactMessages).where(eq(contactMessages.email, email));
}

describe('POST /contact/submit', () => {
  let t: TestApp;
  let capture: SmtpCapture;
  beforeAll(async () => {
    capture = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: capture.url, CONTACT_INBOX: INBOX, RATE_LIMITS: 'false' });
  });
  afterAll(async () => {
    await t.close();
    await capture.close();
  });

  const submit = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/v1/contact/submit', payload: payload as object });

  it('stores the message, mails it to the inbox with reply-to the sender, and marks it mailed', async () => {
    const form = validForm({ firstName: '  Ada ' });
    const res = await submit(form);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: "Thank you! We'll get back to you soon.",
    });

    const mail = await capture.waitFor((m) => m.replyTo === form.email);
    expect(mail.to).toEqual([INBOX]);
    expect(mail.subject).toBe('New contact request from Ada Lovelace');
    expect(mail.text).toContain(`Email: ${form.email}`);
    expect(mail.text).toContain('Phone: +44 20 7946 0958');
    // SMTP carries CRLF line ends; the line break inside the message must survive.
    expect(mail.text.replace(/\r\n/g, '\n')).toContain(
      'Message:\nWe map 40,000 GL lines a quarter by hand.\nCan Trusty take that over?',
    );

    const [row] = await storedFor(t, form.email);
    expect(row).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+44 20 7946 0958',
      ip: '127.0.0.1',
    });
    expect(row?.mailedAt).toBeInstanceOf(Date);
    expect(mail.text).toContain(`Reference: ${row?.id}`);
  });

  it('escapes the sender text in the HTML part', async () => {
    const form = validForm({ message: '<script>alert(1)</script> & <b>bold</b>' });
    expect((await submit(form)).statusCode).toBe(200);
    const mail = await capture.waitFor((m) => m.replyTo === form.email);
    expect(mail.html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;',
    );
    expect(mail.html).not.toContain('<script>');
  });

  it.each([
    ['firstName', messages.firstNameRequired],
    ['lastName', messages.lastNameRequired],
    ['email', messages.emailRequired],
    ['phone', messages.phoneRequired],
    ['message', messages.messageRequired],
  ])(
    'refuses a missing or blank %s with its message and stores nothing',
    async (field, message) => {
      const form = validForm();
      for (const value of [undefined, '   ']) {
        const res = await submit({ ...form, [field]: value });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ success: false, message, error: 'VALIDATION_ERROR' });
      }
      expect(await storedFor(t, form.email)).toHaveLength(0);
    },
  );

  it.each([
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ phone: 'call me maybe' }, 'Invalid phone number'],
    [{ firstName: 'A'.repeat(51) }, 'First name must not exceed 50 characters'],
    [{ lastName: 'L'.repeat(51) }, 'Last name must not exceed 50 characters'],
    [{ phone: '1'.repeat(31) }, 'Phone must not exceed 30 characters'],
    [{ email: `${'a'.repeat(95)}@x.com` }, 'Email must not exceed 100 characters'],
    [{ message: 'm'.repeat(5001) }, 'Message must not exceed 5000 characters'],
    [{ firstName: 42 }, messages.firstNameRequired],
  ])('refuses %j with "%s"', async (overrides, message) => {
    const res = await submit(validForm(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, error: 'VALIDATION_ERROR' });
  });

  it('accepts fields at their maximum length', async () => {
    const form = validForm({ firstName: 'A'.repeat(50), message: 'm'.repeat(5000) });
    expect((await submit(form)).statusCode).toBe(200);
    const [row] = await storedFor(t, form.email);
    expect(row?.message).toHaveLength(5000);
  });

  it.each([
    ['message', 'Message'],
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
    ['phone', 'Phone'],
  ])(
    'refuses NUL and other control characters in %s with 400 and stores nothing',
    async (field, label) => {
      const form = validForm();
      for (const bad of ['\u0000', '\u0007', '\u001b', '\u007f']) {
        const value = field === 'phone' ? `0123${bad}456` : `Hello${bad}there`;
        const res = await submit({ ...form, [field]: value });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          success: false,
          message: `${label} must not contain control characters`,
          error: 'VALIDATION_ERROR',
        });
      }
      const nulEmail = await submit({ ...form, email: 'ada\u0000@example.com' });
      expect(nulEmail.statusCode).toBe(400);
      expect(await storedFor(t, form.email)).toHaveLength(0);
    },
  );

  it('keeps tabs and line breaks of a message', async () => {
    const form = validForm({ message: 'Line one\r\n\tindented line two' });
    expect((await submit(form)).statusCode).toBe(200);
    const [row] = await storedFor(t, form.email);
    expect(row?.message).toBe('Line one\r\n\tindented line two');
  });

  it('refuses header injection through any single-line field and sends nothing', async () => {
    const before = capture.messages.length;
    const attempts = [
      validForm({ firstName: 'Ada\r\nBcc: x@evil.test' }),
      validForm({ lastName: 'Lovelace\nBcc: x@evil.test' }),
      validForm({ phone: '0123\r\nBcc: x@evil.test' }),
      validForm({ email: 'ada@example.com\r\nBcc: x@evil.test' }),
    ];
    for (const form of attempts) {
      const res = await submit(form);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
    }
    // A valid message sent afterwards arrives next: nothing from the refused ones came before it.
    const marker = validForm();
    expect((await submit(marker)).statusCode).toBe(200);
    await capture.waitFor((m) => m.replyTo === marker.email);
    const since = capture.messages.slice(before);
    expect(since.map((m) => m.replyTo)).toEqual([marker.email]);
    expect(since.some((m) => m.raw.toLowerCase().includes('evil.test'))).toBe(false);
    for (const form of attempts) expect(await storedFor(t, form.email)).toHaveLength(0);
  });

  it('answers malformed JSON with 400 and stores nothing', async () => {
    const res = await postRawJson(t.app, '/api/v1/contact/submit', '{"firstName": "Ada"');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'INVALID_JSON' });
  });
});

describe('POST /contact/submit when the mail server is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A port that was just listening and is now closed: connections are refused at once.
    const gone = await startSmtpCapture();
    await gone.close();
    t = await createTestApp({ SMTP_URL: gone.url, RATE_LIMITS: 'false' }, { captureLogs: true });
  });
  afterAll(() => t.close());

  it('keeps the message, answers success and logs the failed delivery', async () => {
    expectErrorLogs(/stored but not mailed/, 'the mail server is down on purpose');
    const form = validForm();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact/submit',
      payload: form,
    });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: "Thank you! We'll get back to you soon.",
    });
    const [row] = await storedFor(t, form.email);
    expect(row).toBeDefined();
    expect(row?.mailedAt).toBeNull();
    const logged = t.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'contact message stored but not mailed',
        contactMessageId: row?.id,
      }),
    );
  });
});

describe('POST /contact/submit rate limit', () => {
  const t = useTestApp();

  it('allows 5 messages per IP in 10 minutes, then answers 429 and stores nothing more', async () => {
    const send = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/contact/submit',
        payload: validForm(),
        remoteAddress,
      });

    for (let i = 0; i < 5; i++) expect((await send('203.0.113.7')).statusCode).toBe(200);

    const refusedForm = validForm();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact/submit',
      payload: refusedForm,
      remoteAddress: '203.0.113.7',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Too many requests. Please wait a moment and try again.',
      error: 'RATE_LIMITED',
    });
    expect(await storedFor(t, refusedForm.email)).toHaveLength(0);

    // The limit is per IP: another visitor is not affected.
    expect((await send('198.51.100.20')).statusCode).toBe(200);
  });
});
