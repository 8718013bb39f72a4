import { describe, expect, it, vi } from 'vitest';
import { useTestApp, type TestApp } from '../../helpers/app';
import { createUser } from '../../helpers/users';
import { createKey } from '../../modules/api-keys/api-keys-helpers';
import { fixture, upload } from '../../modules/excel/excel-helpers';

const TOKEN = 'metrics-test-token-0123456789';
const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/metrics',
    headers: authorization ? { authorization } : {},
  });

/** The value of the sample line that starts with `series` (name and labels), or undefined. */
function sample(body: string, series: string): number | undefined {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/v1/metrics without METRICS_TOKEN', () => {
  const t = useTestApp();

  it('does not exist', async () => {
    const response = await scrape(t, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
  });
});

describe('GET /api/v1/metrics with METRICS_TOKEN', () => {
  const t = useTestApp({ METRICS_TOKEN: TOKEN, RATE_LIMITS: 'false' });

  it('refuses a missing or wrong token with 401', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      TOKEN,
    ]) {
      const response = await scrape(t, authorization);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json()).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
      expect(response.body).not.toContain('trusty_');
    }
  });

  it('answers the Prometheus text format', async () => {
    const response = await scrape(t, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.body;
    expect(body).toContain('# TYPE trusty_http_request_duration_seconds histogram');
    expect(body).toContain('# TYPE trusty_credits_charged_total counter');
    // The job queue's idle workers poll the database now and then, so a call may be waiting.
    expect(sample(body, 'trusty_db_waiting')).toBeGreaterThanOrEqual(0);
    expect(sample(body, 'trusty_spreadsheet_jobs{state="running"}')).toBe(0);
    expect(sample(body, 'trusty_spreadsheet_jobs{state="waiting"}')).toBe(0);
    expect(body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    if (t.database.kind === 'postgres') {
      expect(sample(body, 'trusty_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    }
  });

  it('counts requests by route pattern, never by raw URL', async () => {
    const series =
      'trusty_http_request_duration_seconds_count{method="GET",route="/api/v1/tbm/excel/results/:processId",status="401"}';
    const before = sample((await scrape(t, `Bearer ${TOKEN}`)).body, series) ?? 0;
    for (const id of ['first-secret-id', 'second-secret-id']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/tbm/excel/results/${id}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const body = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(sample(body, series)).toBe(before + 2);
    expect(body).not.toContain('secret-id');
    // Latency buckets: both requests fell in some bucket up to +Inf.
    const inf = series.replace('_count{', '_bucket{le="+Inf",');
    expect(sample(body, inf)).toBe(before + 2);

    await t.app.inject({ method: 'GET', url: '/api/v1/no/such/route/42' });
    const after = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(after).toContain('route="unmatched",status="404"');
    expect(after).not.toContain('/no/such/route');
  });

  it('counts API key calls by scope and route, never by key', async () => {
    const owner = await createUser(t.app);
    const { key, authorization } = await createKey(t.app, owner, 'read');
    await t.app.inject({ method: 'GET', url: '/api/v1/tbm/user-stats', headers: authorization });
    await vi.waitFor(async () => {
      const text = (await scrape(t, `Bearer ${TOKEN}`)).body;
      expect(text).toMatch(
        /^trusty_api_key_requests_total\{scope="read",route="\/api\/v1\/tbm\/user-stats",status="200"\} 1$/m,
      );
      expect(text).not.toContain(key.slice(7));
    });
  });

  it('counts the credits charged by an analysis', async () => {
    const user = await createUser(t.app, { credits: 5 });
    const series = 'trusty_credits_charged_total';
    const before = sample((await scrape(t, `Bearer ${TOKEN}`)).body, series);
    expect(before).toBeGreaterThanOrEqual(0);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tbm/categorize',
      headers: user.headers,
      payload: { costName: 'AWS EC2 reserved instances' },
    });
    expect(response.statusCode).toBe(200);
    expect(sample((await scrape(t, `Bearer ${TOKEN}`)).body, series)).toBe(before! + 1);
  });

  it("counts the shared queue's jobs by state: an upload ends completed, a refused one too", async () => {
    const user = await createUser(t.app, { credits: 100 });
    const series = (state: string) => `trusty_spreadsheet_queue_jobs{state="${state}"}`;
    const before = (await scrape(t, `Bearer ${TOKEN}`)).body;
    const completed = sample(before, series('completed')) ?? 0;

    const ok = await upload(t.app, user.headers, 'costs.xlsx', fixture('costs.xlsx'));
    expect(ok.statusCode).toBe(200);
    const refused = await upload(t.app, user.headers, 'costs.xlsx', Buffer.from('PK not a zip'));
    expect(refused.statusCode).toBe(400);

    // A refused file ends its job normally (it is not retried): both count as completed in the
    // queue. A scrape waits only briefly for the count, so a busy machine may need a second one.
    let after = '';
    await vi.waitUntil(
      async () => {
        after = (await scrape(t, `Bearer ${TOKEN}`)).body;
        return sample(after, series('completed')) === completed + 2;
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(sample(after, series('active'))).toBe(0);
    expect(sample(after, series('created'))).toBe(0);
  });
});
