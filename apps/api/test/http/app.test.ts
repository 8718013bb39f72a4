import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { buildTestApp, postRawJson, testConfig, useTestApp } from '../helpers/app';
import { createTestDatabase } from '../helpers/database';
import { createUser } from '../helpers/users';

const t = useTestApp();

describe('app foundation', () => {
  it('answers health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API routes with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      message: 'Route GET /api/v1/nope not found',
      error: 'NOT_FOUND',
    });
  });

  it('answers malformed JSON with 400 in the envelope', async () => {
    const res = await postRawJson(t.app, '/api/v1/auth/login', '{"email": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'INVALID_JSON' });
  });

  it('answers oversized bodies with 413 in the envelope', async () => {
    const res = await postRawJson(
      t.app,
      '/api/v1/auth/login',
      JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(200 * 1024) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, error: 'PAYLOAD_TOO_LARGE' });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('refuses stats without a session and serves them with one', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/tbm/user-stats' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, error: 'UNAUTHORIZED' });

    const { headers, bearer } = await createUser(t.app, { credits: 7 });
    for (const auth of [headers, bearer]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/tbm/user-stats',
        headers: auth,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: { credits: 7, fileUploads: 0, totalCostsAlignment: 0 },
      });
    }
  });
});

describe('configuration', () => {
  it('names every bad variable in one message', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', APP_URL: 'not a url', CLASSIFIER: 'llm' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('APP_URL');
    expect(message).toContain('LLM_API_KEY');
  });

  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      dataDir: './data',
      requireEmailVerification: true,
      signupCredits: 100,
      resultTtlHours: 24,
      classifier: 'local',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.stripe).toBeUndefined();
  });

  it('puts the app at http://localhost:$PORT unless APP_URL says otherwise (issue 34 §1)', () => {
    expect(loadConfig({ PORT: '3411' }).appUrl).toBe('http://localhost:3411');
    expect(loadConfig({ PORT: '3411', APP_URL: '' }).appUrl).toBe('http://localhost:3411');
    expect(loadConfig({ PORT: '3411', APP_URL: 'https://trusty.example.com/' }).appUrl).toBe(
      'https://trusty.example.com',
    );
  });
});

describe('behind a reverse proxy', () => {
  async function clientIp(trustProxy: string | undefined): Promise<string> {
    const database = await createTestDatabase();
    const app = await buildTestApp(testConfig(trustProxy ? { TRUST_PROXY: trustProxy } : {}), {
      database,
    });
    app.get('/api/v1/test-client-ip', async (request) => ({ ip: request.ip }));
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/api/v1/test-client-ip',
        remoteAddress: '10.0.0.9',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      return (res.json() as { ip: string }).ip;
    } finally {
      await app.close();
      await database.close();
    }
  }

  it('ignores X-Forwarded-For by default and honours it with TRUST_PROXY', async () => {
    expect(await clientIp(undefined)).toBe('10.0.0.9');
    expect(await clientIp('1')).toBe('203.0.113.7');
    expect(await clientIp('10.0.0.9')).toBe('203.0.113.7');
    expect(await clientIp('10.0.0.1')).toBe('10.0.0.9');
  });
});
