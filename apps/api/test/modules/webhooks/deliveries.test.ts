import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifySignature } from '../../../src/modules/webhooks/signature';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createUser, type TestUser } from '../../helpers/users';
import { createKey } from '../api-keys/api-keys-helpers';
import { fixture, multipartBody } from '../excel/excel-helpers';
import { startReceiver } from './receiver';

/**
 * Announcements of finished uploads, to a receiver on this machine: loopback targets are allowed
 * here only through WEBHOOK_ALLOW_PRIVATE_TARGETS (a test-only switch the config refuses in
 * production); retries start after a second instead of thirty.
 */
let t: TestApp;
let user: TestUser;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMITS: 'false',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    WEBHOOK_RETRY_SECONDS: '1',
    WEBHOOK_RETRIES: '3',
    SPREADSHEET_WORKERS: '1',
    QUEUE_POLL_SECONDS: '0.5',
  });
  user = await createUser(t.app, { credits: 100 });
  // The account webhook fails once, then takes the announcement; the callback takes it at once.
  receiver = await startReceiver({ '/hook': [500] });
}, 60_000);
afterAll(async () => {
  await t.close();
  await receiver.close();
});

async function uploadInBackground(authorization: Record<string, string>, callbackUrl: string) {
  const { payload, headers } = await multipartBody([
    ['callbackUrl', callbackUrl],
    ['excelFile', fixture('costs.xlsx'), 'costs.xlsx'],
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/tbm/excel/process',
    headers: { ...authorization, ...headers },
    payload,
  });
}

describe('spreadsheets by API: status, callback and webhook', () => {
  it('answers 202, is polled to completion, and announces the job signed, retrying a failed delivery', async () => {
    const hook = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/api-keys/webhook',
      headers: user.headers,
      payload: { url: receiver.url('/hook') },
    });
    expect(hook.statusCode, hook.body).toBe(200);
    const { secret } = hook.json().data as { secret: string };
    expect(secret).toMatch(/^whsec_/);

    const { authorization } = await createKey(t.app, user);
    const accepted = await uploadInBackground(authorization, receiver.url('/callback'));
    expect(accepted.statusCode, accepted.body).toBe(202);
    const { processId, statusUrl } = accepted.json().data;
    expect(statusUrl).toBe(`/api/v1/tbm/excel/status/${processId}`);

    const status = await vi.waitFor(
      async () => {
        const polled = await t.app.inject({
          method: 'GET',
          url: statusUrl,
          headers: authorization,
        });
        expect(polled.statusCode).toBe(200);
        expect(polled.json().data.state).toBe('completed');
        return polled.json().data;
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(status.result.processId).toBe(processId);

    const [callback] = await receiver.waitFor('/callback', 1);
    const hooks = await receiver.waitFor('/hook', 2);
    for (const delivery of [callback!, ...hooks]) {
      expect(delivery.headers['trusty-event']).toBe('spreadsheet.completed');
      const signature = String(delivery.headers['trusty-signature']);
      expect(verifySignature(secret, delivery.body, signature)).toBe(true);
      expect(verifySignature('whsec_wrong', delivery.body, signature)).toBe(false);
      const body = JSON.parse(delivery.body);
      expect(body).toMatchObject({
        event: 'spreadsheet.completed',
        processId,
        state: 'completed',
        downloadUrl: `/api/v1/tbm/excel/download/${processId}`,
      });
    }
    // The retry is the same delivery: same id, the body signed again.
    expect(hooks[0]!.headers['trusty-delivery']).toBe(hooks[1]!.headers['trusty-delivery']);

    await vi.waitFor(async () => {
      const log = await t.app.inject({
        method: 'GET',
        url: '/api/v1/api-keys/webhook/deliveries',
        headers: user.headers,
      });
      const byTarget = Object.fromEntries(
        log.json().data.map((d: { target: string }) => [d.target, d]),
      );
      expect(byTarget.webhook).toMatchObject({ state: 'delivered', attempts: 2, lastStatus: 200 });
      expect(byTarget.callback).toMatchObject({ state: 'delivered', attempts: 1 });
    });

    // The download and the result details accept the key too.
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/v1/tbm/excel/download/${processId}`,
      headers: authorization,
    });
    expect(download.statusCode).toBe(200);
  });

  it('answers Prefer: respond-async with 202 and keeps the job to its owner', async () => {
    const other = await createUser(t.app, { credits: 5 });
    const { authorization } = await createKey(t.app, user);
    const form = await multipartBody([['excelFile', fixture('costs.xlsx'), 'costs.xlsx']]);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tbm/excel/process',
      headers: { ...authorization, prefer: 'respond-async', ...form.headers },
      payload: form.payload,
    });
    expect(accepted.statusCode, accepted.body).toBe(202);
    const { statusUrl } = accepted.json().data;
    const mine = await t.app.inject({ method: 'GET', url: statusUrl, headers: user.headers });
    expect(mine.statusCode).toBe(200);
    const theirs = await t.app.inject({ method: 'GET', url: statusUrl, headers: other.headers });
    expect(theirs.statusCode).toBe(404);
  });
});
