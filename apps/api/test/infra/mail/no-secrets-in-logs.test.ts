import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../../src/db/schema/index';
import { useTestApp } from '../../helpers/app';
import { cookieFrom, post, uniqueEmail } from '../../modules/auth/auth-kit';

/**
 * Issue 33 item 3: in production without SMTP_URL, mail is kept in the database and the log
 * names each message's recipient and subject only. A whole journey (sign-up, verification,
 * sign-in, password reset, an API key, a purchase) leaves no token, key or password in the log.
 */

const t = useTestApp({ NODE_ENV: 'production', RATE_LIMITS: 'false' }, { captureLogs: true });

/** The token of the newest mail to `email` whose link goes to `path`, read from the outbox. */
async function tokenMailed(email: string, path: string): Promise<string> {
  const pattern = new RegExp(`${path}\\?token=([^&\\s]+)`);
  let token: string | undefined;
  await expect
    .poll(async () => {
      const kept = await t.app.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, email))
        .orderBy(desc(outboxMessages.createdAt));
      token = kept.map((mail) => pattern.exec(mail.text)?.[1]).find(Boolean);
      return token;
    })
    .toBeDefined();
  return decodeURIComponent(token!);
}

describe('a production server without SMTP_URL', () => {
  it('says at start that mail is kept in the database', () => {
    const warning = t.logs.find((line) => line.includes('SMTP_URL is not set'));
    expect(warning).toBeDefined();
    expect(JSON.parse(warning!).level).toBe(40);
  });

  it('logs no token, key or password over sign-up, verification, reset, an API key and a purchase', async () => {
    const email = uniqueEmail('journey');
    const first = 'Journey!Passw0rd-One';
    const second = 'Journey!Passw0rd-Two';
    const secrets: string[] = [first, second];

    const registered = await post(t.app, '/register', {
      email,
      password: first,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(registered.statusCode).toBe(201);
    secrets.push(registered.json().data.token);
    const verifyToken = await tokenMailed(email, '/verify-email');
    secrets.push(verifyToken);
    const verified = await post(
      t.app,
      '/verify-email',
      { token: verifyToken, email },
      { headers: cookieFrom(registered) },
    );
    expect(verified.statusCode).toBe(200);

    expect((await post(t.app, '/forgot-password', { email })).statusCode).toBe(200);
    const resetToken = await tokenMailed(email, '/reset-password');
    secrets.push(resetToken);
    const reset = await post(t.app, '/reset-password', {
      token: resetToken,
      email,
      password: second,
    });
    expect(reset.statusCode).toBe(200);
    const signedIn = await post(t.app, '/login', { email, password: second });
    expect(signedIn.statusCode).toBe(200);
    secrets.push(signedIn.json().data.token);
    const session = cookieFrom(signedIn);

    const key = await t.app.inject({
      method: 'POST',
      url: '/api/v1/api-keys',
      headers: session,
      payload: { name: 'journey', scope: 'classify' },
    });
    expect(key.statusCode).toBe(201);
    const apiKey = key.json().data.key as string;
    secrets.push(apiKey);
    const classified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tbm/categorize',
      headers: { authorization: `Bearer ${apiKey}` },
      payload: { costName: 'AWS EC2 instance' },
    });
    expect(classified.statusCode).toBe(200);

    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscription/create-checkout-session',
      headers: session,
      payload: { priceId: 'local_tier_1', successUrl: '/dashboard', cancelUrl: '/buy-credits' },
    });
    expect(checkout.statusCode).toBe(200);
    const paid = await t.app.inject({
      method: 'POST',
      url: new URL(checkout.json().sessionUrl as string).pathname,
      headers: { ...session, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cardNumber=4242+4242+4242+4242&expiry=12+%2F+34&cvc=123',
    });
    expect(paid.statusCode).toBe(303);

    const log = t.logs.join('\n');
    // The journey was logged (requests, and each mail by recipient and subject)…
    expect(log).toContain('/api/v1/auth/reset-password');
    const kept = t.logs.filter((line) => line.includes('mail kept in outbox'));
    expect(kept.length).toBeGreaterThanOrEqual(2);
    for (const line of kept) {
      expect(JSON.parse(line).outbox).toEqual({ to: email, subject: expect.any(String) });
    }
    // …and nothing in it signs in, resets a password or calls the API.
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8);
      expect(log).not.toContain(secret);
      expect(log).not.toContain(encodeURIComponent(secret));
    }
    expect(log).not.toContain('4242 4242');
    expect(log).not.toMatch(/token=/);
  });
});
