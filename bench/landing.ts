// `npm run bench:landing`: loads `/` of the production build in Chromium, as a desktop and as a
// throttled phone (4x CPU, 150 ms latency, 1.6 Mbps — Lighthouse's mobile profile), and prints
// the JavaScript bytes on the wire and FCP / LCP / load. Needs `npm run build` first.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const PORT = Number(process.env.BENCH_PORT ?? 3590);
const ROUNDS = 3;
const url = `http://localhost:${PORT}/`;

const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: 'localhost',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'trusty-bench-')),
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
});

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  for (const profile of ['desktop', 'phone (throttled)'] as const) {
    const runs: Array<{ js: number; files: number; fcp: number; lcp: number; load: number }> = [];
    for (let round = 0; round < ROUNDS; round++) {
      const context = await browser.newContext(
        profile === 'desktop' ? {} : { viewport: { width: 375, height: 812 }, isMobile: true },
      );
      const page = await context.newPage();
      if (profile !== 'desktop') {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: 1.6e6 / 8,
          uploadThroughput: 750e3 / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      }
      let js = 0;
      let files = 0;
      page.on('response', (response) => {
        if (!response.url().endsWith('.js')) return;
        void response.allHeaders().then((headers) => {
          js += Number(headers['content-length'] ?? 0);
          files += 1;
        });
      });
      await page.addInitScript(() => {
        (window as unknown as { __lcp: number }).__lcp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            (window as unknown as { __lcp: number }).__lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const timing = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const fcp = performance.getEntriesByName('first-contentful-paint')[0];
        return {
          fcp: fcp?.startTime ?? 0,
          lcp: (window as unknown as { __lcp: number }).__lcp,
          load: nav.loadEventEnd,
        };
      });
      runs.push({ js, files, ...timing });
      await context.close();
    }
    const last = runs.at(-1)!;
    console.log(
      `${profile.padEnd(18)} JS on the wire ${(last.js / 1024).toFixed(1)} KiB in ${last.files} files | ` +
        `FCP ${Math.round(median(runs.map((r) => r.fcp)))} ms | LCP ${Math.round(median(runs.map((r) => r.lcp)))} ms | ` +
        `load ${Math.round(median(runs.map((r) => r.load)))} ms (median of ${ROUNDS})`,
    );
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
