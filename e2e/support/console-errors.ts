import { test as base, expect, type ConsoleMessage } from '@playwright/test';

export interface ConsoleGuard {
  /**
   * Tolerates console errors whose text matches, for a test that provokes one on purpose.
   * Chromium logs every failed request as a console error, e.g. the 401 of the session check
   * a guarded page makes for a visitor who is not signed in.
   */
  allow(pattern: RegExp): void;
}

function describe(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return `${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
}

/**
 * The app's own console.warn notes of a failure it also shows (spec §2: login and signup
 * failures "are only logged"). Any other warning — React's, React Router's (such as "No
 * `HydrateFallback` element provided") — fails the test like an error.
 */
const APP_FAILURE_NOTES = /^(Login failed:|Signup failed:|Logout call failed)/;

/** Playwright's test, failing any test whose page logs a console error or warning, or throws. */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        const type = message.type();
        if (type !== 'error' && type !== 'warning') return;
        if (type === 'warning' && APP_FAILURE_NOTES.test(message.text())) return;
        const text = describe(message);
        if (!allowed.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The 401 Chromium logs when a guarded page checks the session of a visitor who has none. */
export const SIGNED_OUT_SESSION_CHECK = /status of 401 .*\/api\/v1\/auth\/me\b/;
