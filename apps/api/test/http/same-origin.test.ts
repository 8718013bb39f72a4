import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rules } from '../../src/db/schema/index';
import { useTestApp } from '../helpers/app';
import { LAPTOP } from '../helpers/stored-results';
import { createUser, DEFAULT_PASSWORD, type TestUser } from '../helpers/users';
import { createKey } from '../modules/api-keys/api-keys-helpers';
import { fixture, multipartBody } from '../modules/excel/excel-helpers';

/**
 * CSRF in depth (issue 33 item 5): the session cookie rides along with a form or a no-cors fetch
 * from any page of the same site (another port, another subdomain), so a cookie-authenticated
 * change must show it comes from the app's own origin, and JSON routes take no form bodies.
 * Credentials in the Authorization header (a session token, an API key) are a program's call.
 */

const t = useTestApp({ RATE_LIMITS: 'false' });

const rule = { match: { kind: 'name', value: 'Dell laptop' }, layers: LAPTOP };

function createRule(headers: Record<string, string>, payload: object = rule) {
  return t.app.inject({ method: 'POST', url: '/api/v1/rules', headers, payload });
}

const rulesOf = async (user: TestUser) =>
  t.app.db.select().from(rules).where(eq(rules.userId, user.user.id));

describe('a cookie-authenticated change', () => {
  it('from another origin, or saying nothing of where it comes from, is refused: 403, no rule', async () => {
    const user = await createUser(t.app);
    const { cookie } = user.headers;
    const refused: Array<Record<string, string>> = [
      {},
      { origin: 'http://localhost:3001' },
      { origin: 'http://evil.localhost:3000' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'null', 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const from of refused) {
      const res = await createRule({ cookie, ...from });
      expect(res.statusCode, JSON.stringify(from)).toBe(403);
      expect(res.json()).toMatchObject({ success: false, error: 'CROSS_ORIGIN_REQUEST' });
    }
    expect(await rulesOf(user)).toEqual([]);
  });

  it('from the app’s own page is made: its Origin, the same port at another loopback name, or Sec-Fetch-Site: same-origin', async () => {
    const user = await createUser(t.app);
    const { cookie } = user.headers;
    const from: Array<Record<string, string>> = [
      { origin: 'http://localhost:3000' },
      { origin: 'http://127.0.0.1:3000' },
      { 'sec-fetch-site': 'same-origin' },
      // A form of our own page (Referrer-Policy: no-referrer makes its Origin null).
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
    ];
    const names = ['Dell laptop', 'HP laptop', 'Lenovo laptop', 'Acer laptop'];
    for (const [i, headers] of from.entries()) {
      const res = await createRule(
        { cookie, ...headers },
        { ...rule, match: { kind: 'name', value: names[i] } },
      );
      expect(res.statusCode, JSON.stringify(headers)).toBe(201);
    }
    expect(await rulesOf(user)).toHaveLength(4);
  });

  it('an upload from another origin is refused before anything is read or charged', async () => {
    const user = await createUser(t.app, { credits: 100 });
    const form = await multipartBody([['excelFile', fixture('costs.xlsx'), 'costs.xlsx']]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tbm/excel/process',
      headers: { cookie: user.headers.cookie, origin: 'http://localhost:3001', ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(403);
    const stats = await t.app.inject({ url: '/api/v1/tbm/user-stats', headers: user.headers });
    expect(stats.json().data).toMatchObject({ credits: 100, fileUploads: 0 });
  });

  it('a sign-in posted from another page is refused (it would sign the browser into that account)', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { origin: 'http://localhost:3001' },
      payload: { email: user.user.email, password: DEFAULT_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toEqual([]);
  });
});

describe('credentials in the Authorization header', () => {
  it('a session token as Bearer changes state with no Origin', async () => {
    const user = await createUser(t.app);
    expect((await createRule(user.bearer)).statusCode).toBe(201);
    expect(await rulesOf(user)).toHaveLength(1);
  });

  it('an API key classifies with no Origin, even beside a stray cookie', async () => {
    const user = await createUser(t.app, { credits: 10 });
    const key = await createKey(t.app, user);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tbm/categorize',
      headers: { ...key.authorization, cookie: user.headers.cookie },
      payload: { costName: 'AWS EC2 instance' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('a form body on a JSON route', () => {
  it.each([
    ['text/plain;charset=UTF-8', JSON.stringify(rule)],
    ['application/x-www-form-urlencoded', 'match=x'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
    ],
  ])('%s is refused with 415, even from the app’s page', async (contentType, payload) => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rules',
      headers: { ...user.headers, 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, error: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await rulesOf(user)).toEqual([]);
  });

  it('is still read where the route takes one: a rules CSV as text', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rules/import',
      headers: { ...user.headers, 'content-type': 'text/plain' },
      payload:
        'match_kind,match_value,cost_pool,sub_cost_pool,it_tower,sub_tower,technical_solution,technical_category\n',
    });
    expect(res.statusCode).not.toBe(415);
    expect(res.statusCode).toBeLessThan(500);
  });
});
