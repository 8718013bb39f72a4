import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { RULES_CSV_COLUMNS } from '@trusty/contracts';
import { expect, test } from './support/console-errors';
import { APP_PORT, BASE_URL } from './support/env';
import { registerVerifiedUser } from './support/users';

/**
 * Issue 33 §5, as the attack was run: a page of the same site on another port (the session
 * cookie is SameSite, and another port of the same host is the same site, so the browser sends
 * it) makes no-cors fetches and posts a form to the API. None of them creates a rule or charges
 * an upload. The same calls from the app's own page work, so the calls themselves are sound.
 */

const OTHER_ORIGIN = `http://localhost:${APP_PORT + 3}`;

const RULE_CSV = [
  RULES_CSV_COLUMNS.join(','),
  'name,Dell Latitude laptops,Hardware,Expense,End User,Workspace,Workplace,Client Computing,true',
  '',
].join('\r\n');

function ledgerBase64(): string {
  const rows = [['Cost Name'], ['AWS EC2 compute'], ['Microsoft 365 E3 licenses']];
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Ledger');
  return (XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer).toString('base64');
}

/** What the attacker's page runs: requests a page may make without a preflight. */
async function attack(page: Page) {
  await page.evaluate(
    async ({ api, csv, workbook }) => {
      // The answer is unreadable from another origin (and blocked outright by our
      // Cross-Origin-Resource-Policy), but the request is made: the attack needs no answer.
      const send = (path: string, body: BodyInit) =>
        fetch(`${api}${path}`, {
          method: 'POST',
          mode: 'no-cors',
          credentials: 'include',
          body,
        }).catch(() => undefined);
      const form = new FormData();
      const bytes = Uint8Array.from(atob(workbook), (c) => c.charCodeAt(0));
      form.append('excelFile', new Blob([bytes]), 'ledger.xlsx');
      await send('/api/v1/rules/import', csv);
      await send('/api/v1/tbm/excel/process', form);
    },
    { api: BASE_URL, csv: RULE_CSV, workbook: ledgerBase64() },
  );
}

async function accountOf(page: Page) {
  const rules = await (await page.request.get('/api/v1/rules')).json();
  const stats = await (await page.request.get('/api/v1/tbm/user-stats')).json();
  return { rules: rules.data.items.length as number, credits: stats.data.credits as number };
}

let other: Server;

test.beforeAll(async () => {
  other = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      '<!doctype html><html lang="en"><title>Another app</title><form method="post" ' +
        `action="${BASE_URL}/api/v1/rules/import" enctype="text/plain">` +
        '<textarea name="match,value">x</textarea></form></html>',
    );
  });
  await new Promise<void>((resolve) => other.listen(APP_PORT + 3, 'localhost', resolve));
});

test.afterAll(() => new Promise<void>((resolve) => other.close(() => resolve())));

test('a page on another port of the same host can neither create a rule nor upload', async ({
  page,
  consoleGuard,
}) => {
  await registerVerifiedUser(page.request);
  const before = await accountOf(page);
  expect(before.rules).toBe(0);

  await page.goto(OTHER_ORIGIN);
  consoleGuard.allow(/403|ERR_BLOCKED_BY_RESPONSE/);
  await attack(page);
  expect(await accountOf(page)).toEqual(before);
  // A plain form, posted by the page: the browser navigates to the refusal.
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/v1/rules/import'));
  await page.locator('form').evaluate((form: HTMLFormElement) => form.submit());
  expect((await posted).status()).toBe(403);
  // The answer is the start of a navigation: let it end, or the next goto is interrupted by it.
  await page.waitForURL(`${BASE_URL}/api/v1/rules/import`);
  expect(await accountOf(page)).toEqual(before);

  // The same calls from the app's own page: the rule is made and the upload charged.
  await page.goto('/dashboard');
  await attack(page);
  const after = await accountOf(page);
  expect(after.rules).toBe(1);
  expect(after.credits).toBeLessThan(before.credits);
});
