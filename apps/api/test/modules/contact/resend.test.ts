import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactMessages } from '../../../src/db/schema/index';
import type { Mailer } from '../../../src/infra/mail/mailer';
import { contactMail } from '../../../src/modules/contact/mail';
import {
  MAX_MAIL_ATTEMPTS,
  resendUnsentContactMessages,
  SEND_LEASE_MS,
} from '../../../src/modules/contact/resend';
import { submitContactMessage, type ContactMessage } from '../../../src/modules/contact/service';
import { createTestApp, buildTestApp, testConfig, type TestApp } from '../../helpers/app';
import { expectErrorLogs } from '../../helpers/error-logs';
import { createTestDatabase } from '../../helpers/database';
import { startFlakySmtp, type FlakySmtp } from './flaky-smtp';

const INBOX = 'sales@example.com';
const MINUTE = 60_000;

function validForm(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada-${randomBytes(4).toString('hex')}@example.com`,
    phone: '+44 20 7946 0958',
    message:
      'We map 40,000 GL lines a quarter by hand.\nCan Trusty take that over? <b>Soon</b> & fast',
    ...overrides,
  };
}

/** A time `ms` from now: every clock these tests give the sweep is ahead of the real one. */
const later = (ms: number) => new Date(Date.now() + ms);

describe('contact message re-send sweep', () => {
  let t: TestApp;
  let smtp: FlakySmtp;
  beforeAll(async () => {
    smtp = await startFlakySmtp();
    t = await createTestApp(
      { SMTP_URL: smtp.url, CONTACT_INBOX: INBOX, RATE_LIMITS: 'false' },
      { captureLogs: true },
    );
    expectErrorLogs(/stored but not mailed/, 'first sends are refused on purpose');
    expectErrorLogs(/giving up after the last attempt/, 'every re-send is refused in one test');
  });
  afterEach(async () => {
    smtp.refuse = () => false;
    // Every test starts from an empty table, so a sweep's counts are about that test's messages.
    await t.app.db.delete(contactMessages);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const sweep = (now: Date, batchSize?: number) =>
    resendUnsentContactMessages(
      { db: t.app.db, mailer: t.app.mailer, inbox: INBOX, log: t.app.log },
      { now, batchSize },
    );
  const submit = async (form: ContactMessage) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact/submit',
      payload: form,
    });
    expect(res.statusCode).toBe(200);
  };
  const rowFor = async (email: string) => {
    const [row] = await t.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    if (!row) throw new Error(`no contact message from ${email}`);
    return row;
  };
  const offeredFrom = (email: string) => smtp.attempts.filter((m) => m.replyTo === email);
  const deliveredFrom = (email: string) => smtp.delivered.filter((m) => m.replyTo === email);
  const nothingTaken = { claimed: 0, sent: 0, failed: 0, gaveUp: 0 };
  const logged = () => t.logs.map((line) => JSON.parse(line) as Record<string, unknown>);

  it('delivers a message whose first send was refused exactly once, with the original reply-to and content', async () => {
    const form = validForm();
    smtp.refuse = (m) => m.replyTo === form.email;
    const before = Date.now();
    await submit(form);
    const after = Date.now();

    let row = await rowFor(form.email);
    expect(row.mailedAt).toBeNull();
    expect(row.mailAttempts).toBe(1);
    // Due again one minute after the failed first send.
    const due = row.nextAttemptAt as Date;
    expect(due.getTime()).toBeGreaterThanOrEqual(before + MINUTE);
    expect(due.getTime()).toBeLessThanOrEqual(after + MINUTE);
    expect(offeredFrom(form.email)).toHaveLength(1);
    expect(deliveredFrom(form.email)).toHaveLength(0);

    // Not before it is due.
    expect(await sweep(new Date(due.getTime() - 1))).toEqual(nothingTaken);

    smtp.refuse = () => false;
    expect(await sweep(due)).toEqual({ claimed: 1, sent: 1, failed: 0, gaveUp: 0 });

    const delivered = deliveredFrom(form.email);
    expect(delivered).toHaveLength(1);
    const [first, resent] = offeredFrom(form.email);
    expect(resent).toBe(delivered[0]);
    // The same mail as the refused first send: recipient, reply-to, subject and both bodies.
    for (const mail of [first, resent]) {
      expect(mail?.to).toEqual([INBOX]);
      expect(mail?.replyTo).toBe(form.email);
    }
    expect(resent?.subject).toBe(first?.subject);
    expect(resent?.text).toBe(first?.text);
    expect(resent?.html).toBe(first?.html);
    const expected = contactMail(form, row.id);
    expect(resent?.subject).toBe(expected.subject);
    expect(resent?.text.replace(/\r\n/g, '\n').trimEnd()).toBe(expected.text);
    expect(resent?.text).toContain(`Reference: ${row.id}`);

    row = await rowFor(form.email);
    expect(row.mailedAt).toEqual(due);
    expect(row.mailAttempts).toBe(2);
    expect(row.nextAttemptAt).toBeNull();

    // Mailed now: later sweeps leave it alone.
    expect(await sweep(later(24 * 60 * MINUTE))).toEqual(nothingTaken);
    expect(offeredFrom(form.email)).toHaveLength(2);
    expect(deliveredFrom(form.email)).toHaveLength(1);
  });

  it('sends each due message once when several sweeps run at the same time', async () => {
    const forms = Array.from({ length: 5 }, () => validForm());
    const emails = new Set(forms.map((form) => form.email));
    smtp.refuse = (m) => emails.has(m.replyTo ?? '');
    for (const form of forms) await submit(form);
    smtp.refuse = () => false;

    const at = later(2 * MINUTE);
    // Three sweeps (as from three API processes) compete for the same five messages, two at a time.
    const results = await Promise.all([sweep(at, 2), sweep(at, 2), sweep(at, 2)]);
    let sent = results.reduce((sum, result) => sum + result.sent, 0);
    for (let round = 0; round < 5 && sent < forms.length; round++)
      sent += (await sweep(at, 2)).sent;
    expect(sent).toBe(forms.length);
    expect(await sweep(later(24 * 60 * MINUTE))).toEqual(nothingTaken);

    for (const form of forms) {
      expect(deliveredFrom(form.email)).toHaveLength(1);
      const row = await rowFor(form.email);
      expect(row.mailedAt).toEqual(at);
      expect(row.mailAttempts).toBe(2);
    }
  });

  it('backs off 1, 5, 30 minutes, then hourly, and gives up after the last attempt with an error log', async () => {
    const form = validForm();
    smtp.refuse = (m) => m.replyTo === form.email;
    await submit(form);

    const expectedDelays = [1, 5, 30, 60, 60, 60, 60, 60, 60].map((minutes) => minutes * MINUTE);
    let row = await rowFor(form.email);
    for (let attempt = 2; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      const due = row.nextAttemptAt as Date;
      expect(await sweep(new Date(due.getTime() - 1))).toEqual(nothingTaken);
      const result = await sweep(due);
      row = await rowFor(form.email);
      expect(row.mailAttempts).toBe(attempt);
      expect(row.mailedAt).toBeNull();
      if (attempt < MAX_MAIL_ATTEMPTS) {
        expect(result).toEqual({ claimed: 1, sent: 0, failed: 1, gaveUp: 0 });
        expect((row.nextAttemptAt as Date).getTime() - due.getTime()).toBe(
          expectedDelays[attempt - 1],
        );
      } else {
        expect(result).toEqual({ claimed: 1, sent: 0, failed: 0, gaveUp: 1 });
        expect(row.mailGaveUpAt).toEqual(due);
        expect(row.nextAttemptAt).toBeNull();
      }
    }
    expect(offeredFrom(form.email)).toHaveLength(MAX_MAIL_ATTEMPTS);

    const lines = logged().filter((line) => line.contactMessageId === row.id);
    expect(lines.filter((line) => line.level === 40)).toHaveLength(MAX_MAIL_ATTEMPTS - 2);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'contact message could not be mailed; giving up after the last attempt',
        contactMessageId: row.id,
        attempts: MAX_MAIL_ATTEMPTS,
      }),
    );

    // Given up: no sweep takes it again, however late.
    expect(await sweep(later(365 * 24 * 60 * MINUTE))).toEqual(nothingTaken);
    expect(offeredFrom(form.email)).toHaveLength(MAX_MAIL_ATTEMPTS);
    expect(deliveredFrom(form.email)).toHaveLength(0);
  });

  it('never re-sends a message that was already mailed', async () => {
    const form = validForm();
    await submit(form);
    const row = await rowFor(form.email);
    expect(row.mailedAt).toBeInstanceOf(Date);
    expect(row.nextAttemptAt).toBeNull();
    // A mailed row from before re-sends existed (no due time) is not taken either.
    const old = validForm();
    await t.app.db.insert(contactMessages).values({ ...old, mailedAt: new Date() });

    for (const days of [1, 30, 365]) {
      expect(await sweep(later(days * 24 * 60 * MINUTE))).toEqual(nothingTaken);
    }
    expect(offeredFrom(form.email)).toHaveLength(1);
    expect(offeredFrom(old.email)).toHaveLength(0);
  });

  it('keeps sending the others when one message fails', async () => {
    const forms = [validForm(), validForm(), validForm()];
    const emails = new Set(forms.map((form) => form.email));
    smtp.refuse = (m) => emails.has(m.replyTo ?? '');
    for (const form of forms) await submit(form);
    const [good1, bad, good2] = forms as [ContactMessage, ContactMessage, ContactMessage];
    smtp.refuse = (m) => m.replyTo === bad.email;

    const at = later(2 * MINUTE);
    expect(await sweep(at)).toEqual({ claimed: 3, sent: 2, failed: 1, gaveUp: 0 });
    expect(deliveredFrom(good1.email)).toHaveLength(1);
    expect(deliveredFrom(good2.email)).toHaveLength(1);
    const failed = await rowFor(bad.email);
    expect(failed.mailedAt).toBeNull();
    expect(failed.nextAttemptAt).toEqual(new Date(at.getTime() + 5 * MINUTE));
  });

  it('does not take a message whose first send is still under way', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slowMailer: Mailer = {
      kind: 'smtp',
      async send(message) {
        await gate;
        await t.app.mailer.send(message);
      },
      async close() {},
    };
    const form = validForm();
    const first = submitContactMessage(
      { db: t.app.db, mailer: slowMailer, inbox: INBOX },
      form,
      '127.0.0.1',
    );
    await vi.waitFor(() => rowFor(form.email));

    // The first send holds the message for the send lease.
    expect(await sweep(later(MINUTE))).toEqual(nothingTaken);
    expect(await sweep(later(SEND_LEASE_MS - MINUTE))).toEqual(nothingTaken);

    release();
    expect(await first).toMatchObject({ mailed: true });
    expect(await sweep(later(24 * 60 * MINUTE))).toEqual(nothingTaken);
    expect(deliveredFrom(form.email)).toHaveLength(1);
  });

  it('re-sends an unsent message stored before re-sends existed once its grace period is over', async () => {
    const form = validForm();
    // As rows were written before this change: no attempts counted, no due time.
    await t.app.db.insert(contactMessages).values(form);
    const row = await rowFor(form.email);
    expect(row.nextAttemptAt).toBeNull();

    // Its first send may still be under way in an older process: wait out the send lease.
    expect(await sweep(new Date(row.createdAt.getTime() + SEND_LEASE_MS - 1))).toEqual(
      nothingTaken,
    );
    // (+1 ms: PostgreSQL keeps created_at in microseconds, a Date only in milliseconds.)
    const at = new Date(row.createdAt.getTime() + SEND_LEASE_MS + 1);
    expect(await sweep(at)).toEqual({ claimed: 1, sent: 1, failed: 0, gaveUp: 0 });
    expect(deliveredFrom(form.email)).toHaveLength(1);
    expect(deliveredFrom(form.email)[0]?.text).toContain(`Reference: ${row.id}`);
    expect((await rowFor(form.email)).mailedAt).toEqual(at);
  });
});

describe('contact message re-send sweep in the app', () => {
  it('runs when the app starts and finishes before the app closes', async () => {
    const smtp = await startFlakySmtp();
    const database = await createTestDatabase();
    try {
      const form = validForm();
      // Unsent and long overdue when the app starts.
      await database.db
        .insert(contactMessages)
        .values({ ...form, mailAttempts: 1, nextAttemptAt: new Date(Date.now() - 60 * MINUTE) });

      const app = await buildTestApp(testConfig({ SMTP_URL: smtp.url, CONTACT_INBOX: INBOX }), {
        database,
      });
      await app.ready();
      await vi.waitFor(() =>
        expect(smtp.delivered.filter((m) => m.replyTo === form.email)).toHaveLength(1),
      );
      await app.close();

      const [row] = await database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, form.email));
      expect(row?.mailedAt).toBeInstanceOf(Date);
      expect(row?.mailAttempts).toBe(2);
      expect(smtp.attempts.filter((m) => m.replyTo === form.email)).toHaveLength(1);
    } finally {
      await database.close();
      await smtp.close();
    }
  });
});
