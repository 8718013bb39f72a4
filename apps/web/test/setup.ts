import '@testing-library/jest-dom/vitest';
import { format } from 'node:util';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// jsdom has no matchMedia; react-hot-toast and responsive components ask for it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/**
 * The console guard (as e2e/support/console-errors.ts is for the browser): a console.error or
 * console.warn during a test — React's act, key and prop warnings, React Router's, our own
 * logging — fails that test. A test that provokes one on purpose replaces the method with
 * `vi.spyOn(console, 'warn').mockImplementation(…)` and asserts on it.
 */
const original = { error: console.error, warn: console.warn };
let logged: string[] = [];

beforeEach(() => {
  logged = [];
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...args: unknown[]) => {
      logged.push(`console.${level}: ${format(...args)}`);
      original[level](...args);
    };
  }
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  console.error = original.error;
  console.warn = original.warn;
  if (logged.length > 0)
    throw new Error(`The test logged to the console:\n${logged.join('\n').slice(0, 2000)}`);
});
