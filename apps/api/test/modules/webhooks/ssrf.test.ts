import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkTarget,
  isPublicAddress,
  parseTarget,
  targetMessages,
} from '../../../src/modules/webhooks/target-check';
import { useTestApp } from '../../helpers/app';
import { createUser, type TestUser } from '../../helpers/users';
import { fixture, multipartBody } from '../excel/excel-helpers';

let user: TestUser;
const t = useTestApp({ RATE_LIMITS: 'false' });

beforeAll(async () => {
  user = await createUser(t.app, { credits: 50 });
});

const PRODUCTION = { allowHttp: false, allowPrivate: false };

describe('webhook targets (SSRF)', () => {
  it.each([
    ['loopback', 'http://127.0.0.1:8080/hook'],
    ['loopback by name', 'https://localhost/hook'],
    ['private 10/8', 'https://10.0.0.5/hook'],
    ['private 192.168/16', 'https://192.168.1.10/'],
    ['private 172.16/12', 'https://172.20.0.1/'],
    ['link-local metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', 'https://[::1]/hook'],
    ['IPv4-mapped IPv6 loopback', 'https://[::ffff:127.0.0.1]/hook'],
    ['IPv6 unique local', 'https://[fd00::1]/'],
    ['IPv6 link-local', 'https://[fe80::1]/'],
    ['unspecified', 'http://0.0.0.0/'],
  ])('refuses a %s address as the account webhook', async (_case, url) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/api-keys/webhook',
      headers: user.headers,
      payload: { url },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(targetMessages.private);
  });

  it('refuses credentials in the URL and schemes other than http(s)', async () => {
    for (const [url, message] of [
      ['https://user:secret@example.com/hook', targetMessages.credentials],
      ['ftp://example.com/hook', targetMessages.https],
      ['file:///etc/passwd', targetMessages.https],
    ] as const) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/api-keys/webhook',
        headers: user.headers,
        payload: { url },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toBe(message);
    }
  });

  it('refuses a private callbackUrl on an upload before queuing it', async () => {
    const { payload, headers } = await multipartBody([
      ['callbackUrl', 'http://169.254.169.254/latest'],
      ['excelFile', fixture('costs.xlsx'), 'costs.xlsx'],
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tbm/excel/process',
      headers: { ...user.headers, ...headers },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(targetMessages.private);
  });

  it('outside development only https is accepted', () => {
    expect(() => parseTarget('http://example.com/hook', PRODUCTION)).toThrow(targetMessages.https);
    expect(parseTarget('https://example.com/hook', PRODUCTION).hostname).toBe('example.com');
  });

  it('judges addresses, not their spelling', async () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of ['127.0.0.2', '::ffff:10.1.2.3', '100.64.0.1', '::', 'not-an-ip'])
      expect(isPublicAddress(address), address).toBe(false);
    await expect(checkTarget('https://[::ffff:7f00:1]/', PRODUCTION)).rejects.toThrow(
      targetMessages.private,
    );
  });
});
