import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../src/db/client';
import { contactMessages } from '../../../src/db/schema/index';
import { contactMail, type ContactMessage } from '../../../src/modules/contact/mail';
import { buildTestApp, testConfig } from '../../helpers/app';
import { createTestDatabase, openSharedDatabase } from '../../helpers/database';
import { expectErrorLogs } from '../../helpers/error-logs';
import { startFlakySmtp, type FlakySmtp } from './flaky-smtp';

const INBOX = 'sales@example.com';
/** Four sends in all; the waits between them are 1, 1–2 and 2–4 s. */
const RETRY_ENV = {
  CONTACT_INBOX: INBOX,
  CONTACT_MAIL_ATTEMPTS: '4',
  CONTACT_MAIL_RETRY_SECONDS: '1',
  RATE_LIMITS: 'false',
};

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

async function submit(app: FastifyInstance, form: ContactMessage): Promise<void> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/contact/submit', payload: form });
  expect(res.statusCode).toBe(200);
}

async function rowFor(database: Database, email: string) {
  const [row] = await database.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.email, email));
  if (!row) throw new Error(`no contact message from ${email}`);
  return row;
}

/** The state pg-boss keeps for the message's delivery job. */
async function jobState(database: Database, id: string): Promise<string | undefined> {
  const result = await database.db.execute(
    sql`SELECT state FROM pgboss.job WHERE name = 'contact-mail' AND id = ${id}::uuid`,
  );
  return (result as unknown as { rows: Array<{ state: string }> }).rows[0]?.state;
}

/** Refuses the first `count` offers of mail from `email`, noting when each offer came. */
function refuseFirst(smtp: FlakySmtp, email: string, count: number): number[] {
  const offeredAt: number[] = [];
  smtp.refuse = (mail) => {
    if (mail.replyTo !== email) return false;
    offeredAt.push(Date.now());
    return offeredAt.length <= count;
  };
  return offeredAt;
}

describe('contact mail after a failed send', () => {
  let smtp: FlakySmtp;
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    smtp = await startFlakySmtp();
    database = await createTestDatabase();
    app = await buildTestApp(testConfig({ ...RETRY_ENV, SMTP_URL: smtp.url }), { database });
    await app.ready();
  });
  afterEach(() => {
    smtp.refuse = () => false;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await smtp.close();
  });

  it('is sent again with growing waits until the server takes it, and delivered once', async () => {
    expectErrorLogs(/stored but not mailed/, 'the first send is refused on purpose');
    const form = validForm();
    const offeredAt = refuseFirst(smtp, form.email, 3);
    await submit(app, form);

    const delivered = await smtp.waitFor((mail) => mail.replyTo === form.email, 20_000);
    // Recorded once the server has answered.
    await vi.waitFor(async () =>
      expect((await rowFor(database, form.email)).mailedAt).toBeInstanceOf(Date),
    );
    const row = await rowFor(database, form.email);
    expect(row.mailAttempts).toBe(4);
    expect(offeredAt).toHaveLength(4);
    // Waits of at least 1 s, 1 s and 2 s (pg-boss adds up to as much again of jitter).
    const waits = offeredAt.slice(1).map((at, i) => at - offeredAt[i]!);
    expect(waits[0]).toBeGreaterThanOrEqual(950);
    expect(waits[1]).toBeGreaterThanOrEqual(950);
    expect(waits[2]).toBeGreaterThanOrEqual(1_950);
    // Its job is over: nothing will send it again.
    await vi.waitFor(async () => expect(await jobState(database, row.id)).toBe('completed'));
    expect(smtp.delivered.filter((mail) => mail.replyTo === form.email)).toEqual([delivered]);

    // The same mail as the refused first send: recipient, reply-to, subject and both bodies.
    const first = smtp.attempts.find((mail) => mail.replyTo === form.email);
    expect(delivered.to).toEqual([INBOX]);
    expect(delivered.subject).toBe(first?.subject);
    expect(delivered.text).toBe(first?.text);
    expect(delivered.html).toBe(first?.html);
    expect(delivered.subject).toBe(contactMail(form, row.id).subject);
    expect(delivered.text).toContain(`Reference: ${row.id}`);
  });

  it('gives up after the last attempt with an error log, and keeps the message', async () => {
    expectErrorLogs(/stored but not mailed/, 'every send is refused on purpose');
    expectErrorLogs(/giving up after the last attempt/, 'the fourth send is the last one');
    const form = validForm();
    const offeredAt = refuseFirst(smtp, form.email, Infinity);
    await submit(app, form);

    await vi.waitFor(
      async () => expect((await rowFor(database, form.email)).mailGaveUpAt).toBeInstanceOf(Date),
      { timeout: 20_000, interval: 100 },
    );
    const row = await rowFor(database, form.email);
    expect(row.mailedAt).toBeNull();
    expect(row.mailAttempts).toBe(4);
    expect(offeredAt).toHaveLength(4);
    await vi.waitFor(async () => expect(await jobState(database, row.id)).toBe('completed'));
  });
});

describe('contact mail on two instances', () => {
  it('sends each refused message once more, whichever instance takes it', async () => {
    expectErrorLogs(/stored but not mailed/, 'the first sends are refused on purpose');
    const smtp = await startFlakySmtp();
    const shared = await openSharedDatabase('trusty_contact');
    const config = testConfig({ ...RETRY_ENV, SMTP_URL: smtp.url });
    const apps = [
      await buildTestApp(config, { database: shared.databases[0] }),
      await buildTestApp(config, { database: shared.databases[1] }),
    ];
    try {
      await Promise.all(apps.map((app) => app.ready()));
      const forms = Array.from({ length: 6 }, () => validForm());
      const emails = new Set(forms.map((form) => form.email));
      const refusedOnce = new Set<string>();
      smtp.refuse = (mail) => {
        const email = mail.replyTo ?? '';
        if (!emails.has(email) || refusedOnce.has(email)) return false;
        refusedOnce.add(email);
        return true;
      };
      for (const [i, form] of forms.entries()) await submit(apps[i % 2]!, form);

      for (const form of forms) {
        await smtp.waitFor((mail) => mail.replyTo === form.email, 20_000);
        await vi.waitFor(async () =>
          expect((await rowFor(shared.databases[0], form.email)).mailedAt).toBeInstanceOf(Date),
        );
        const row = await rowFor(shared.databases[0], form.email);
        await vi.waitFor(async () =>
          expect(await jobState(shared.databases[0], row.id)).toBe('completed'),
        );
        expect(row.mailAttempts).toBe(2);
        expect(smtp.attempts.filter((mail) => mail.replyTo === form.email)).toHaveLength(2);
      }
    } finally {
      for (const app of apps) await app.close();
      await shared.close();
      await smtp.close();
    }
  });
});

describe('a message left unsent without a job', () => {
  it('is queued by the sweep when the app starts, and delivered once', async () => {
    const smtp = await startFlakySmtp();
    const database = await createTestDatabase();
    try {
      // As if the process died during the first send, 20 minutes ago.
      const form = validForm();
      await database.db
        .insert(contactMessages)
        .values({ ...form, mailAttempts: 1, createdAt: new Date(Date.now() - 20 * 60_000) });
      // Still within its first send's lease: left alone.
      const recent = validForm();
      await database.db.insert(contactMessages).values({ ...recent, mailAttempts: 1 });

      const app = await buildTestApp(testConfig({ ...RETRY_ENV, SMTP_URL: smtp.url }), {
        database,
      });
      await app.ready();
      await smtp.waitFor((mail) => mail.replyTo === form.email, 20_000);
      await vi.waitFor(async () =>
        expect((await rowFor(database, form.email)).mailedAt).toBeInstanceOf(Date),
      );
      await app.close();

      const row = await rowFor(database, form.email);
      expect(row.mailedAt).toBeInstanceOf(Date);
      expect(row.mailAttempts).toBe(2);
      expect(smtp.attempts.filter((mail) => mail.replyTo === form.email)).toHaveLength(1);
      expect(await jobState(database, (await rowFor(database, recent.email)).id)).toBeUndefined();
    } finally {
      await database.close();
      await smtp.close();
    }
  });
});
