import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/console-errors';
import { APP_PORT, MAIL_SMTP_PORT } from './support/env';
import { linkIn, waitForMail } from './support/mail';
import { submitSignupForm, uniqueEmail } from './support/users';

/**
 * Issue 34 §1, as a newcomer meets it: the app started on a port of their choosing with no
 * APP_URL, opened at 127.0.0.1 rather than localhost. The start banner names the address, the
 * verification mail links to that port, and buying credits from 127.0.0.1 comes back there,
 * signed in and credited.
 */

const PORT = APP_PORT + 5;

interface Started {
  process: ChildProcess;
  banner: string;
  dataDir: string;
}

/** The production build on PORT, with no APP_URL; resolves with its start banner. */
function startOnPort(): Promise<Started> {
  const dataDir = mkdtempSync(join(tmpdir(), 'trusty-e2e-port-'));
  const { APP_URL: _unset, DATABASE_URL: _pglite, ...inherited } = process.env;
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
      LOG_LEVEL: 'info',
      RATE_LIMITS: 'false',
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_DB_QUEUE: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no start banner:\n${output}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const banner = output.split('\n').find((line) => line.includes('Trusty is up'));
      if (banner) {
        clearTimeout(timer);
        resolve({ process: child, banner, dataDir });
      }
    });
    child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}

let app: Started | undefined;

test.afterEach(async () => {
  if (!app) return;
  const exited = new Promise((resolve) => app!.process.once('exit', resolve));
  app.process.kill('SIGTERM');
  await exited;
  rmSync(app.dataDir, { recursive: true, force: true });
  app = undefined;
});

test('on another port, opened at 127.0.0.1: the banner, the mail link and the checkout all follow', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  app = await startOnPort();
  const local = `http://localhost:${PORT}`;
  const opened = `http://127.0.0.1:${PORT}`;
  expect(JSON.parse(app.banner)).toMatchObject({
    msg: `Trusty is up: open ${local}`,
    appUrl: local,
  });

  // Sign up at 127.0.0.1; the verification link names this server's port.
  const email = uniqueEmail('port');
  await page.goto(`${opened}/signup`);
  await submitSignupForm(page, email);
  await expect(page).toHaveURL(`${opened}/verify-email`);
  const link = linkIn(await waitForMail(email, /verify/i), '/verify-email');
  expect(new URL(link).origin).toBe(local);
  const mailTab = await context.newPage();
  await mailTab.goto(link);
  await expect(mailTab.getByText('Email verified successfully!')).toBeVisible();
  await mailTab.close();

  // Back in the 127.0.0.1 tab: buy credits, with nothing to warn about.
  const appUrlAnswered = page.waitForResponse((r) => r.url().endsWith('/subscription/app-url'));
  await page.goto(`${opened}/buy-credits`);
  await expect(page.getByRole('heading', { level: 1, name: 'Buy Credits' })).toBeVisible();
  expect(((await (await appUrlAnswered).json()) as { data: { appUrl: string } }).data.appUrl).toBe(
    local,
  );
  await expect(page.getByRole('group', { name: 'Tier 1' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);
  await page
    .getByRole('group', { name: 'Tier 1' })
    .getByRole('button', { name: 'Purchase Package' })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`^${opened.replace(/\./g, '\\.')}/api/v1/subscription/local-checkout/cs_local_`),
  );
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $20.00' }).click();

  // Back where the purchase started, still signed in, credited.
  await expect(
    page.getByText('Payment successful! Your credits have been added to your account.'),
  ).toBeVisible();
  await expect(page).toHaveURL(`${opened}/dashboard`);
  await expect(page.getByRole('banner').getByText('10,100 credits')).toBeVisible();
});
