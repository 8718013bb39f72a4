import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../../src/db/schema/index';
import { createTestApp, type TestApp } from '../../helpers/app';
import { expectErrorLogs } from '../../helpers/error-logs';
import {
  cookieFrom,
  getMe,
  passCooldowns,
  PASSWORD,
  post,
  registerUser,
  uniqueEmail,
  useAppWithMail,
} from './auth-kit';

const INVALID_LOGIN = {
  success: false,
  message: 'Invalid email or password',
  error: 'INVALID_CREDENTIALS',
};
const USER_KEYS = ['createdAt', 'email', 'firstName', 'id', 'isEmailVerified', 'lastName'];
const WEEK_IN_SECONDS = 7 * 24 * 60 * 60;

const t = useAppWithMail();

function login(email: string, password = PASSWORD) {
  return post(t.app, '/login', { email, password });
}

function expectSessionCookie(response: Awaited<ReturnType<typeof login>>, token: string) {
  const cookie = response.cookies.find((c) => c.name === 'trusty_access_token');
  expect(cookie).toMatchObject({
    value: token,
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: '/',
    maxAge: WEEK_IN_SECONDS,
  });
}

describe('POST /auth/register', () => {
  it('creates an unverified account, signs it in and answers data.user with the token', async () => {
    const response = await post(t.app, '/register', {
      email: '  Grace.Hopper@Example.COM ',
      password: PASSWORD,
      firstName: ' Grace ',
      lastName: "O'Hopper-Smith",
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(Object.keys(body.data.user).sort()).toEqual(USER_KEYS);
    expect(body.data.user).toMatchObject({
      email: 'grace.hopper@example.com',
      firstName: 'Grace',
      lastName: "O'Hopper-Smith",
      isEmailVerified: false,
    });
    expectSessionCookie(response, body.data.token);

    const me = await getMe(t.app, cookieFrom(response));
    expect(me.json()).toEqual({ success: true, data: body.data.user });

    const [row] = await t.app.db
      .select()
      .from(users)
      .where(eq(users.email, 'grace.hopper@example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
  });

  it('creates one account when sign-ups of one address arrive at once, answering each 201', async () => {
    const racing = uniqueEmail('race');
    const attempts = await Promise.all(
      [racing, racing.toUpperCase(), racing].map((address) =>
        post(t.app, '/register', {
          email: address,
          password: PASSWORD,
          firstName: 'Ada',
          lastName: 'Byron',
        }),
      ),
    );
    expect(attempts.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const rows = await t.app.db.select().from(users).where(eq(users.email, racing));
    expect(rows).toHaveLength(1);
    // Only the winner's token opens a session; the others got the existing-address answer.
    const me = await Promise.all(attempts.map((r) => getMe(t.app, cookieFrom(r))));
    expect(me.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it.each([
    [{ password: 'Sh0rt!a' }, 'Password must be between 8 and 64 characters long'],
    [{ password: 'alllower1!' }, 'Password must contain at least one uppercase letter'],
    [{ password: 'NoSpecial12' }, 'Password must contain at least one special character'],
    [{ firstName: 'A' }, 'First Name must be between 2 and 30 characters'],
    [{ lastName: 'R2-D2' }, 'Last Name can only contain letters, spaces, hyphens, and apostrophes'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ email: `${'a'.repeat(95)}@x.com` }, 'Email must not exceed 100 characters'],
    [{ email: undefined }, 'Email is required'],
  ])('refuses %j with the spec message', async (override, message) => {
    const body = {
      email: uniqueEmail(),
      password: PASSWORD,
      firstName: 'Ada',
      lastName: 'Lovelace',
      ...override,
    };
    const response = await post(t.app, '/register', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, error: 'VALIDATION_ERROR' });
  });
});

describe('POST /auth/login', () => {
  it('signs in with any case of the address: session cookie and token in the body', async () => {
    const { email } = await registerUser(t.app);
    const response = await login(email.toUpperCase());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, data: { user: { email } } });
    expect(Object.keys(body.data.user).sort()).toEqual(USER_KEYS);
    expectSessionCookie(response, body.data.token);
    expect((await getMe(t.app, { authorization: `Bearer ${body.data.token}` })).statusCode).toBe(
      200,
    );
  });

  it('answers one message for a wrong password and an unknown address', async () => {
    const { email } = await registerUser(t.app);
    const wrong = await login(email, 'Wr0ng!Password');
    const unknown = await login(uniqueEmail('ghost'));
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID_LOGIN);
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('takes about as long for an unknown address as for a wrong password', async () => {
    const { email } = await registerUser(t.app);
    const median = async (address: string) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        await login(address, 'Wr0ng!Password');
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[2] as number;
    };
    const wrongPassword = await median(email);
    const unknownAddress = await median(uniqueEmail('ghost'));
    // Without the dummy hash an unknown address answers about 20 times faster.
    expect(unknownAddress).toBeGreaterThan(wrongPassword * 0.4);
  });

  it('validates with the spec messages', async () => {
    expect((await post(t.app, '/login', { email: 'a@b.co' })).json()).toMatchObject({
      message: 'Password is required',
    });
    expect(
      (await post(t.app, '/login', { email: 'a@b.co', password: 'x'.repeat(65) })).json(),
    ).toMatchObject({
      message: 'Password must not exceed 64 characters',
    });
    expect((await post(t.app, '/login', { password: 'x' })).json()).toMatchObject({
      message: 'Email is required',
    });
  });
});

describe('POST /auth/logout', () => {
  it('ends only this session and clears the cookie with the same attributes', async () => {
    const { email, cookie: other } = await registerUser(t.app);
    const signedIn = await login(email);
    const cookie = cookieFrom(signedIn);

    const response = await post(t.app, '/logout', undefined, { headers: cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Logged out' });
    expect(response.cookies.find((c) => c.name === 'trusty_access_token')).toMatchObject({
      value: '',
      maxAge: 0,
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/',
    });
    expect((await getMe(t.app, cookie)).statusCode).toBe(401);
    expect((await getMe(t.app, other)).statusCode).toBe(200);
  });

  it('ends a Bearer session', async () => {
    const { token } = await registerUser(t.app);
    const bearer = { authorization: `Bearer ${token}` };
    expect((await post(t.app, '/logout', undefined, { headers: bearer })).statusCode).toBe(200);
    expect((await getMe(t.app, bearer)).statusCode).toBe(401);
  });

  it('answers success without a session', async () => {
    const response = await post(t.app, '/logout');
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'trusty_access_token')?.maxAge).toBe(0);
  });
});

describe('GET /auth/me', () => {
  it('answers 401 without a live session', async () => {
    const anonymous = await getMe(t.app);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
    expect((await getMe(t.app, { cookie: 'trusty_access_token=forged' })).statusCode).toBe(401);

    const { userId, cookie } = await registerUser(t.app);
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userId));
    expect((await getMe(t.app, cookie)).statusCode).toBe(401);
  });

  it('never returns hashes or tokens', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await getMe(t.app, cookie);
    expect(Object.keys(response.json().data).sort()).toEqual(USER_KEYS);
    expect(response.body).not.toMatch(/argon2|hash|token/i);
  });
});

describe('PUT /auth/me', () => {
  it('updates the names and nothing else', async () => {
    const { email, cookie } = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/me',
      headers: cookie,
      payload: { firstName: ' Ada Maria ', lastName: 'King-Noel', email: 'changed@example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { firstName: 'Ada Maria', lastName: 'King-Noel', email },
    });
    expect((await getMe(t.app, cookie)).json().data).toMatchObject({
      firstName: 'Ada Maria',
      email,
    });
  });

  it('validates with the signup name rules and needs a session', async () => {
    const { cookie } = await registerUser(t.app);
    const invalid = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/me',
      headers: cookie,
      payload: { firstName: 'Ada', lastName: 'L' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      message: 'Last Name must be between 2 and 30 characters',
    });
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/me',
      payload: { firstName: 'Ada', lastName: 'Byron' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

// One app whose mail transport is down (nothing listens on port 1), with its logs captured.
describe('with the mail transport down, logs captured', () => {
  let logged: TestApp;
  beforeAll(async () => {
    logged = await createTestApp(
      { SMTP_URL: 'smtp://127.0.0.1:1', RATE_LIMITS: 'false' },
      { captureLogs: true },
    );
    expectErrorLogs(/background task failed: mail/, 'the mail transport is down on purpose');
  });
  afterAll(() => logged.close());

  it('keeps the account when the verification mail cannot be sent', async () => {
    const { email, cookie } = await registerUser(logged.app);
    expect((await getMe(logged.app, cookie)).json().data.email).toBe(email);
    await passCooldowns(logged.app, email);
    const resend = await post(logged.app, '/verify-email', { email, resend: true });
    expect(resend.statusCode).toBe(200);
    await expect
      .poll(() => logged.logs.some((line) => line.includes('background task failed')))
      .toBe(true);
  });

  it('never logs the password, the session token or the cookie', async () => {
    const password = 'Un1que!Secret-Pass';
    const { email, token } = await registerUser(logged.app, { password });
    const signedIn = await post(logged.app, '/login', { email, password });
    const sessionToken = signedIn.json().data.token as string;
    await getMe(logged.app, { authorization: `Bearer ${sessionToken}` });
    await getMe(logged.app, cookieFrom(signedIn));
    await post(logged.app, '/login', { email, password: `${password}x` });

    const all = logged.logs.join('\n');
    expect(all).toContain('/api/v1/auth/login');
    expect(all).not.toContain(password);
    expect(all).not.toContain(token);
    expect(all).not.toContain(sessionToken);
  });
});
