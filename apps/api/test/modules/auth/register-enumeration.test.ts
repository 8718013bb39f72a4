import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type * as Passwords from '../../../src/modules/auth/passwords';
import { sessions, users } from '../../../src/db/schema/index';
import {
  APP_URL,
  cookieFrom,
  getMe,
  mailsTo,
  PASSWORD,
  post,
  registerUser,
  settleMail,
  uniqueEmail,
  useAppWithMail,
  waitForMailTo,
} from './auth-kit';

/** Counts argon2 hashes through the real function: the costly step both paths must share. */
const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../src/modules/auth/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    hashPassword: (password: string) => {
      hashes.count += 1;
      return real.hashPassword(password);
    },
  };
});

const t = useAppWithMail();

const signUp = (email: string, firstName = 'Mallory') =>
  post(t.app, '/register', { email, password: 'An0ther!Pass', firstName, lastName: 'Intruder' });

/** Everything a caller can see of a sign-up answer, with the values that must differ masked. */
function visible(response: LightMyRequestResponse) {
  const body = response.json();
  const cookie = response.cookies.find((c) => c.name === 'trusty_access_token');
  return {
    status: response.statusCode,
    headerNames: Object.keys(response.headers)
      .filter((name) => !['date', 'content-length'].includes(name))
      .sort(),
    body: {
      ...body,
      data: {
        token: typeof body.data.token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(body.data.token),
        user: {
          ...body.data.user,
          id: /^[0-9a-f-]{36}$/.test(body.data.user.id),
          email: body.data.user.email,
          createdAt: !Number.isNaN(Date.parse(body.data.user.createdAt)),
        },
      },
    },
    cookie: cookie && { ...cookie, value: cookie.value === body.data.token },
  };
}

describe('registering an address that already has an account', () => {
  it('answers exactly as for a new address, and leaves the account untouched', async () => {
    const owner = await registerUser(t.app, { email: uniqueEmail('owner') });
    const [before] = await t.app.db.select().from(users).where(eq(users.email, owner.email));

    const fresh = await signUp(uniqueEmail('fresh'));
    const again = await signUp(owner.email.toUpperCase());
    expect(fresh.statusCode).toBe(201);
    expect(visible(again)).toEqual({
      ...visible(fresh),
      body: {
        ...visible(fresh).body,
        data: {
          ...visible(fresh).body.data,
          user: { ...visible(fresh).body.data.user, email: owner.email },
        },
      },
    });

    // The answer's token opens nothing: no session for the owner's account was made.
    expect((await getMe(t.app, cookieFrom(again))).statusCode).toBe(401);
    const [after] = await t.app.db.select().from(users).where(eq(users.email, owner.email));
    expect(after).toEqual(before);
    const ownerSessions = await t.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, owner.userId));
    expect(ownerSessions).toHaveLength(1);
    expect(
      (await post(t.app, '/login', { email: owner.email, password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('mails the owner a notice instead of a verification link, at most once an hour', async () => {
    const owner = await registerUser(t.app, { email: uniqueEmail('owner') });
    await waitForMailTo(t.capture, owner.email, /verify/i);

    expect((await signUp(owner.email)).statusCode).toBe(201);
    const notice = await waitForMailTo(t.capture, owner.email, /tried to sign up/i);
    expect(notice.subject).toBe('Someone tried to sign up for Trusty with your email address');
    expect(notice.text).toContain('No new account was created.');
    expect(notice.text).toContain(`${APP_URL}/login`);
    expect(notice.text).toContain(`${APP_URL}/forgot-password`);

    expect((await signUp(owner.email)).statusCode).toBe(201);
    await settleMail(t.app, t.capture);
    expect(mailsTo(t.capture, owner.email).map((m) => m.subject)).toEqual([
      'Verify your email address for Trusty',
      'Someone tried to sign up for Trusty with your email address',
    ]);
  });

  it('starts the resend cooldown like a new sign-up does', async () => {
    const owner = await registerUser(t.app, { email: uniqueEmail('owner') });
    const fresh = uniqueEmail('fresh');
    await signUp(fresh);
    await signUp(owner.email);
    for (const email of [fresh, owner.email]) {
      const resend = await post(t.app, '/verify-email', { email, resend: true });
      expect(resend.statusCode).toBe(429);
      expect(resend.json().error).toBe('RESEND_COOLDOWN');
    }
  });

  it('hashes the password exactly once, as a new sign-up does (argon2 is most of its time)', async () => {
    const owner = await registerUser(t.app, { email: uniqueEmail('owner') });
    for (const email of [uniqueEmail('fresh'), owner.email]) {
      hashes.count = 0;
      expect((await signUp(email)).statusCode).toBe(201);
      expect(hashes.count).toBe(1);
    }
  });
});
