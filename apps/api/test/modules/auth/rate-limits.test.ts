import { and, eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outboxMessages } from '../../../src/db/schema/index';
import { createTestApp, useTestApp } from '../../helpers/app';
import { PASSWORD, post, registerUser, uniqueEmail } from './auth-kit';

const TOO_MANY = {
  success: false,
  message: 'Too many requests. Please wait a moment and try again.',
  error: 'RATE_LIMITED',
};

// Limits stay ON here (the default); every test uses its own client addresses.
const t = useTestApp();
afterEach(() => {
  vi.useRealTimers();
});

let nextHost = 1;
/** A client address no other test has used. */
function newIp(): string {
  nextHost += 1;
  return `10.${Math.floor(nextHost / 250)}.${nextHost % 250}.7`;
}

function login(email: string, password: string, remoteAddress = newIp()) {
  return post(t.app, '/login', { email, password }, { remoteAddress });
}

describe('login limits', () => {
  it('answers 429 after 10 attempts a minute from one address, and only there', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) {
      expect((await login(uniqueEmail('guess'), 'Wr0ng!Password', ip)).statusCode).toBe(401);
    }
    const limited = await login(uniqueEmail('guess'), 'Wr0ng!Password', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    expect((await login(uniqueEmail('guess'), 'Wr0ng!Password')).statusCode).toBe(401);
    // Other calls keep their own counters.
    expect((await registerUser(t.app, { remoteAddress: ip })).email).toContain('@');
  });

  it('holds back the client that failed 5 times, even with the right password, never the owner elsewhere', async () => {
    const { email } = await registerUser(t.app, { remoteAddress: newIp() });
    const stranger = newIp();
    for (let i = 0; i < 5; i++) {
      expect((await login(email, `Wr0ng!Password${i}`, stranger)).statusCode).toBe(401);
    }
    const locked = await login(email.toUpperCase(), PASSWORD, stranger);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      success: false,
      message: 'Too many sign-in attempts. Try again in 15 minutes.',
      error: 'RATE_LIMITED',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    // More strangers, below the per-address ceiling: the owner still signs in from home.
    for (let machine = 0; machine < 8; machine++) {
      const ip = newIp();
      for (let i = 0; i < 5; i++)
        expect((await login(email, 'Wr0ng!Password', ip)).statusCode).toBe(401);
    }
    expect((await login(email, PASSWORD)).statusCode).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
    expect((await login(email, PASSWORD, stranger)).statusCode).toBe(200);
  });

  it('past 50 failures an hour from eleven machines, the owner’s browser still signs in; strangers wait a growing delay, not an hour', async () => {
    const { email } = await registerUser(t.app, { remoteAddress: newIp() });
    // The owner signed in from this browser before: it keeps a device cookie.
    const home = await login(email, PASSWORD);
    expect(home.statusCode).toBe(200);
    const device = home.cookies.find((cookie) => cookie.name === 'trusty_device');
    expect(device?.httpOnly).toBe(true);

    vi.useFakeTimers({ toFake: ['Date'] });
    for (let machine = 0; machine < 11; machine++) {
      const ip = newIp();
      for (let i = 0; i < 5; i++)
        expect([401, 429]).toContain((await login(email, 'Wr0ng!Password', ip)).statusCode);
    }
    // Past the ceiling, each failure doubles the wait before anyone else's next attempt.
    const waits: number[] = [];
    for (let round = 0; round < 4; round++) {
      const refused = await login(email, 'Wr0ng!Password');
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      vi.setSystemTime(Date.now() + wait * 1000 + 10);
      expect((await login(email, 'Wr0ng!Password')).statusCode).toBe(401);
    }
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(waits.at(-1)!).toBeGreaterThan(waits[0]!);

    // The owner's browser, from yet another address, is not held back.
    const owner = await post(
      t.app,
      '/login',
      { email, password: PASSWORD },
      { remoteAddress: newIp(), headers: { cookie: `trusty_device=${device!.value}` } },
    );
    expect(owner.statusCode).toBe(200);
    // A browser never seen here, right password and all, waits minutes at most.
    const stranger = await login(email, PASSWORD);
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeLessThanOrEqual(5 * 60);
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);

    // The owner was told, once, that the address is under attack.
    const notices = () =>
      t.app.db
        .select()
        .from(outboxMessages)
        .where(
          and(eq(outboxMessages.to, email), like(outboxMessages.subject, '%failed sign-ins%')),
        );
    await vi.waitFor(async () => expect(await notices()).toHaveLength(1));
  });

  it('counts an IPv6 client by its /64: new addresses of one network are one client', async () => {
    const { email } = await registerUser(t.app, { remoteAddress: newIp() });
    for (let i = 0; i < 5; i++)
      expect((await login(email, 'Wr0ng!Password', `2001:db8:7:1::${i + 1}`)).statusCode).toBe(401);
    expect((await login(email, PASSWORD, `2001:db8:7:1:ffff::9`)).statusCode).toBe(429);
    expect((await login(email, PASSWORD, `2001:db8:7:2::1`)).statusCode).toBe(200);
  });

  it('forgets an address’s failures once its password is reset', async () => {
    const { email } = await registerUser(t.app, { remoteAddress: newIp() });
    const ip = newIp();
    for (let machine = 0; machine < 10; machine++) {
      const other = machine === 0 ? ip : newIp();
      for (let i = 0; i < 5; i++) await login(email, 'Wr0ng!Password', other);
    }
    expect((await login(email, PASSWORD, ip)).statusCode).toBe(429);

    const forgot = await post(t.app, '/forgot-password', { email }, { remoteAddress: newIp() });
    expect(forgot.statusCode).toBe(200);
    // No SMTP here: the outbox keeps the mail in the database.
    const mail = await vi.waitFor(async () => {
      const [row] = await t.app.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.to, email), like(outboxMessages.subject, '%password%')));
      if (!row) throw new Error('no reset mail yet');
      return row;
    });
    const link = new URL(/http:\/\/\S+\/reset-password\?\S+/.exec(mail.text)?.[0] ?? '');
    const reset = await post(
      t.app,
      '/reset-password',
      { token: link.searchParams.get('token'), email, password: 'N3wPassw0rd!' },
      { remoteAddress: newIp() },
    );
    expect(reset.statusCode).toBe(200);
    expect((await login(email, 'N3wPassw0rd!', ip)).statusCode).toBe(200);
  });

  it('counts failures for unknown addresses the same way (no hint that an account exists)', async () => {
    const ghost = uniqueEmail('ghost');
    const ip = newIp();
    for (let i = 0; i < 5; i++)
      expect((await login(ghost, 'Wr0ng!Password', ip)).statusCode).toBe(401);
    expect((await login(ghost, 'Wr0ng!Password', ip)).statusCode).toBe(429);
  });

  it('starts a client’s count over when it signs in', async () => {
    const { email } = await registerUser(t.app, { remoteAddress: newIp() });
    const ip = newIp();
    for (let i = 0; i < 4; i++) await login(email, 'Wr0ng!Password', ip);
    expect((await login(email, PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await login(email, 'Wr0ng!Password', ip)).statusCode).toBe(401);
    expect((await login(email, PASSWORD, ip)).statusCode).toBe(200);
  });

  it('does not count successful sign-ins as failures', async () => {
    const { email } = await registerUser(t.app, { remoteAddress: newIp() });
    for (let i = 0; i < 7; i++) expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('limits of the other calls', () => {
  async function exhaust(
    send: (ip: string) => Promise<{ statusCode: number }>,
    allowed: number,
    expected: number,
  ) {
    const ip = newIp();
    for (let i = 0; i < allowed; i++) expect((await send(ip)).statusCode).toBe(expected);
    const limited = await send(ip);
    expect(limited.statusCode).toBe(429);
    return ip;
  }

  it('register: 10 an hour per address', async () => {
    await exhaust(
      async (ip) =>
        post(
          t.app,
          '/register',
          {
            email: uniqueEmail(),
            password: PASSWORD,
            firstName: 'Ada',
            lastName: 'Lovelace',
          },
          { remoteAddress: ip },
        ),
      10,
      201,
    );
  });

  it('forgot-password: 5 an hour per address', async () => {
    await exhaust(
      (ip) => post(t.app, '/forgot-password', { email: uniqueEmail() }, { remoteAddress: ip }),
      5,
      200,
    );
  });

  it('resend: 5 an hour per address, without limiting verification itself', async () => {
    const ip = await exhaust(
      (address) =>
        post(
          t.app,
          '/verify-email',
          { email: uniqueEmail(), resend: true },
          { remoteAddress: address },
        ),
      5,
      200,
    );
    const verify = await post(
      t.app,
      '/verify-email',
      { email: uniqueEmail(), token: 'D'.repeat(43) },
      { remoteAddress: ip },
    );
    expect(verify.statusCode).toBe(400);
  });

  it('reset-password: 20 an hour per address', async () => {
    await exhaust(
      (ip) =>
        post(
          t.app,
          '/reset-password',
          { token: 'E'.repeat(43), password: 'N3wPassword' },
          { remoteAddress: ip },
        ),
      20,
      400,
    );
  });
});

describe('RATE_LIMITS=false', () => {
  it('turns every auth limit off', async () => {
    const unlimited = await createTestApp({ RATE_LIMITS: 'false' });
    try {
      const ghost = uniqueEmail('ghost');
      for (let i = 0; i < 15; i++) {
        const response = await post(unlimited.app, '/login', {
          email: ghost,
          password: 'Wr0ng!Password',
        });
        expect(response.statusCode).toBe(401);
      }
      for (let i = 0; i < 7; i++) {
        expect((await post(unlimited.app, '/forgot-password', { email: ghost })).statusCode).toBe(
          200,
        );
      }
    } finally {
      await unlimited.close();
    }
  });
});
