import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { APP_PORT, BASE_URL, MAIL_HTTP_PORT, MAIL_SMTP_PORT, MAIL_URL } from './support/env';

// One fresh data directory per run (set once; workers inherit it through the environment).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'trusty-e2e-'));

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../.tmp/results/playwright.json' }]],
  outputDir: '../test-results',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: [
    {
      command: 'npx tsx e2e/support/mail-catcher.ts',
      cwd: '..',
      url: `${MAIL_URL}/health`,
      env: { MAIL_SMTP_PORT: String(MAIL_SMTP_PORT), MAIL_HTTP_PORT: String(MAIL_HTTP_PORT) },
      reuseExistingServer: false,
    },
    {
      // The production build, as `npm start` serves it, on an empty data directory.
      command: 'npx tsx e2e/support/start-app.ts',
      cwd: '..',
      url: `${BASE_URL}/api/v1/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        NODE_ENV: 'production',
        PORT: String(APP_PORT),
        HOST: 'localhost',
        APP_URL: BASE_URL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        LOG_LEVEL: 'warn',
        // Every journey signs up and logs in from one address; the limits have their own API tests.
        RATE_LIMITS: 'false',
        // Load shedding reacts to how busy the shared CI machine is; it has its own API tests.
        OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
        OVERLOAD_DB_QUEUE: '0',
      },
    },
  ],
});
