import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { creditLedger, emailTokens, mailCooldowns, users } from '../../../src/db/schema/index';
import { createTestApp } from '../../helpers/app';
import {
  linkFrom,
  startSmtpCapture,
  type CapturedMail,
  type SmtpCapture,
} from '../../helpers/smtp';
import { DEFAULT_PASSWORD, TEST_APP_ORIGIN } from '../../helpers/users';

/** Shared by the auth test files: HTTP calls as a client makes them, and database setup. */
export const APP_URL = 'http://localhost:3000';
export const PASSWORD = DEFAULT_PASSWORD;

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

type Headers = Record<string, string>;

export interface AppWithMail {
  app: FastifyInstance;
  capture: SmtpCapture;
}

/**
 * For one test file: the real app on a fresh database, mailing to a real SMTP server on
 * loopback, with RATE_LIMITS off (rate-limits.test.ts keeps them on). Read the fields in tests.
 */
export function useAppWithMail(env: Record<string, string> = {}): AppWithMail {
  const context = {} as AppWithMail & { close?: () => Promise<void> };
  beforeAll(async () => {
    context.capture = await startSmtpCapture();
    const built = await createTestApp({
      SMTP_URL: context.capture.url,
      RATE_LIMITS: 'false',
      ...env,
    });
    context.app = built.app;
    context.close = built.close;
  });
  afterAll(async () => {
    await context.close?.();
    await context.capture?.close();
  });
  return context;
}

export function post(
  app: FastifyInstance,
  url: string,
  payload?: object,
  options: { headers?: Headers; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  const request: InjectOptions = {
    method: 'POST',
    url: `/api/v1/auth${url}`,
    headers: options.headers,
    remoteAddress: options.remoteAddress,
  };
  if (payload !== undefined) request.payload = payload;
  return app.inject(request);
}

export function getMe(app: FastifyInstance, headers?: Headers): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
}

/** The `cookie` request header a browser would send back after this response, from our page. */
export function cookieFrom(response: LightMyRequestResponse): Headers {
  const cookie = response.cookies.find((c) => c.name === 'trusty_access_token');
  if (!cookie) throw new Error('response set no session cookie');
  return { cookie: `${cookie.name}=${cookie.value}`, origin: TEST_APP_ORIGIN };
}

export async function registerUser(
  app: FastifyInstance,
  options: { email?: string; password?: string; firstName?: string; remoteAddress?: string } = {},
) {
  const email = options.email ?? uniqueEmail();
  const response = await post(
    app,
    '/register',
    {
      email,
      password: options.password ?? PASSWORD,
      firstName: options.firstName ?? 'Ada',
      lastName: 'Lovelace',
    },
    { remoteAddress: options.remoteAddress },
  );
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const data = response.json().data as { user: { id: string; email: string }; token: string };
  return {
    email: data.user.email,
    userId: data.user.id,
    token: data.token,
    cookie: cookieFrom(response),
  };
}

/** token and email of a mail's link, as the web page posts them. */
export function linkParams(mail: CapturedMail, path: '/verify-email' | '/reset-password') {
  const link = linkFrom(mail, `${APP_URL}${path}`);
  return {
    token: link.searchParams.get('token') ?? '',
    email: link.searchParams.get('email') ?? '',
  };
}

export function waitForMailTo(
  capture: SmtpCapture,
  email: string,
  subject: RegExp,
  after = 0,
): Promise<CapturedMail> {
  return capture.waitFor(
    (m) => m.to.includes(email) && subject.test(m.subject) && capture.messages.indexOf(m) >= after,
  );
}

export function mailsTo(capture: SmtpCapture, email: string): CapturedMail[] {
  return capture.messages.filter((m) => m.to.includes(email));
}

/**
 * Mail goes out in the background: make one more mail and wait for it, so anything an earlier
 * call would have sent has had its chance to arrive before a test asserts that nothing came.
 */
export async function settleMail(app: FastifyInstance, capture: SmtpCapture): Promise<void> {
  const { email } = await registerUser(app, { email: uniqueEmail('sentinel') });
  await waitForMailTo(capture, email, /verify/i);
}

const userIdsWithEmail = (app: FastifyInstance, email: string) =>
  app.db.select({ id: users.id }).from(users).where(eq(users.email, email));

/** Moves the user's email tokens' expiry into the past. */
export async function expireEmailTokens(app: FastifyInstance, email: string): Promise<void> {
  await app.db
    .update(emailTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(inArray(emailTokens.userId, userIdsWithEmail(app, email)));
}

/** Pretends the user's last mails went out two minutes ago (past every 60 s cooldown). */
export async function passCooldowns(app: FastifyInstance, email: string): Promise<void> {
  const twoMinutesAgo = new Date(Date.now() - 120_000);
  await app.db
    .update(users)
    .set({ lastVerificationSentAt: twoMinutesAgo })
    .where(eq(users.email, email));
  await app.db
    .update(emailTokens)
    .set({ createdAt: twoMinutesAgo })
    .where(inArray(emailTokens.userId, userIdsWithEmail(app, email)));
  await app.db
    .update(mailCooldowns)
    .set({ sentAt: twoMinutesAgo })
    .where(and(eq(mailCooldowns.email, email.toLowerCase()), eq(mailCooldowns.kind, 'verify')));
}

export async function signupGrants(app: FastifyInstance, userId: string) {
  return app.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.kind, 'signup_grant')));
}

export async function creditsShown(app: FastifyInstance, headers: Headers): Promise<number> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/tbm/user-stats', headers });
  if (response.statusCode !== 200) throw new Error(`user-stats failed: ${response.statusCode}`);
  return (response.json().data as { credits: number }).credits;
}
