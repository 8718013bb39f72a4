import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'trusty-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root">spa</div>');
  writeFileSync(
    join(dist, 'client-routes.json'),
    JSON.stringify([
      '/',
      '/dashboard',
      '/reset-password',
      '/verify-email',
      '/results',
      '/results/:id',
      '/results/:id/review',
    ]),
  );
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'app-1234.js.br'), 'brotli-bytes');
  t = await createTestApp({}, { webDist: dist });
});
afterAll(() => t.close());

/** GETs `url` and expects the web app's index.html, answered with `status`. */
async function expectIndexHtml(url: string, status: number) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(status);
  expect(res.body).toContain('<div id="root">spa</div>');
  return res;
}

describe('serving the built web app', () => {
  it('answers client routes (deep links, refresh) with index.html and 200', async () => {
    for (const url of [
      '/',
      '/dashboard',
      '/dashboard/',
      '/reset-password?token=a&email=b',
      '/verify-email?token=t&email=a%40example.com',
    ]) {
      const res = await expectIndexHtml(url, 200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers every path a route pattern matches (deep links to one result) with the app', async () => {
    for (const url of [
      '/results',
      '/results/5d1c7a4e-8b2f-4e3a-9c6d-1a2b3c4d5e6f',
      '/results/anything-at-all/',
      '/results/5d1c7a4e-8b2f-4e3a-9c6d-1a2b3c4d5e6f/review',
      '/results/abc/review?page=2',
    ])
      await expectIndexHtml(url, 200);
    // A pattern matches one segment per parameter, nothing deeper or different.
    for (const url of ['/results/abc/def', '/results/abc/review/more', '/results/abc/reviews']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('answers any other page with index.html (the client renders its 404 page) and 404', async () => {
    for (const url of ['/no/such/page', '/nope', '/dashboard/extra', '/Dashboardx?x=1']) {
      const res = await expectIndexHtml(url, 404);
      expect(res.headers['content-type'], url).toContain('text/html');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/nope' });
    expect(head.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'HEAD', url: '/dashboard' })).statusCode).toBe(200);
  });

  it('points /favicon.ico at the app icon (pages without an icon link ask for it)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/favicon.svg');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
  });

  it('serves fingerprinted assets as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the pre-compressed file to clients that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toBe('brotli-bytes');
  });

  it('keeps unknown API routes a JSON 404, and non-GET methods too', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
    const post = await t.app.inject({ method: 'POST', url: '/dashboard' });
    expect(post.statusCode).toBe(404);
  });
});

describe('a build without the routes manifest', () => {
  it('still serves the home page, and 404 for the rest', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'trusty-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root">old</div>');
    const old = await createTestApp({}, { webDist: dist });
    try {
      expect((await old.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
      const other = await old.app.inject({ method: 'GET', url: '/dashboard' });
      expect(other.statusCode).toBe(404);
      expect(other.body).toContain('<div id="root">old</div>');
    } finally {
      await old.close();
    }
  });
});
