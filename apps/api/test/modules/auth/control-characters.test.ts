import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app';
import { createUser } from '../../helpers/users';

const t = useTestApp({ RATE_LIMITS: 'false' });

const NUL = '\u0000';

describe('NUL in auth input (PostgreSQL cannot store it)', () => {
  it('is a 4xx on every auth call, never a 500', async () => {
    const { headers, user } = await createUser(t.app);
    const calls: Array<{ method: 'POST' | 'PUT'; url: string; payload: object }> = [
      {
        method: 'POST',
        url: '/auth/register',
        payload: {
          email: `ada${NUL}@example.com`,
          password: 'Str0ng!Pass',
          firstName: 'Ada',
          lastName: 'Lovelace',
        },
      },
      {
        method: 'POST',
        url: '/auth/register',
        payload: {
          email: 'ada-nul@example.com',
          password: 'Str0ng!Pass',
          firstName: `Ada${NUL}`,
          lastName: 'Lovelace',
        },
      },
      { method: 'POST', url: '/auth/login', payload: { email: `${NUL}@x.co`, password: 'x' } },
      { method: 'POST', url: '/auth/forgot-password', payload: { email: `a${NUL}@example.com` } },
      {
        method: 'POST',
        url: '/auth/verify-email',
        payload: { email: `a${NUL}@example.com`, resend: true },
      },
      {
        method: 'POST',
        url: '/auth/verify-email',
        payload: { email: user.email, token: `tok${NUL}en` },
      },
      {
        method: 'POST',
        url: '/auth/reset-password',
        payload: { token: `tok${NUL}en`, password: 'N3wPassw0rd' },
      },
      { method: 'PUT', url: '/auth/me', payload: { firstName: `Ada${NUL}`, lastName: 'Lovelace' } },
    ];
    for (const call of calls) {
      const response = await t.app.inject({
        method: call.method,
        url: `/api/v1${call.url}`,
        headers,
        payload: call.payload,
      });
      expect([call.url, response.statusCode]).toEqual([call.url, 400]);
    }
  });

  it('inside a password is just a character: it is hashed, never stored as text', async () => {
    const email = 'nul-password@example.com';
    const password = `Str0ng!${NUL}Pass`;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email, password, firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(registered.statusCode).toBe(201);
    const login = (secret: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password: secret },
      });
    expect((await login(password)).statusCode).toBe(200);
    expect((await login('Str0ng!Pass')).statusCode).toBe(401);
  });
});
