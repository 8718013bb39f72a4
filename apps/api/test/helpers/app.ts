import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createTestDatabase } from './database';
import { guardedLogStream } from './error-logs';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    // Errors are logged so that a test fails on one it did not expect (helpers/error-logs.ts).
    LOG_LEVEL: 'error',
    DATA_DIR: 'memory://',
    APP_URL: 'http://localhost:3000',
    // Load shedding reacts to how busy the machine is, not to what a test does: off unless a
    // test of it turns it on (test/http/overload.test.ts).
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    OVERLOAD_DB_QUEUE: '0',
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Every log line written so far (only when built with captureLogs). */
  logs: string[];
  close(): Promise<void>;
}

/**
 * buildApp for tests: every log line also goes to the error-log guard (helpers/error-logs.ts),
 * and nothing reaches stdout. Tests build apps with this, never with buildApp itself.
 */
export function buildTestApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  return buildApp(config, { ...options, logStream: guardedLogStream(options.logStream) });
}

/** POSTs `body` exactly as written, under a JSON content type (malformed JSON, a body made by hand). */
export function postRawJson(app: FastifyInstance, url: string, body: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: body,
  });
}

/** Builds the real app on a fresh database (for a test file, useTestApp below does it). */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'database' | 'logStream'> & { captureLogs?: boolean } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const logs: string[] = [];
  const logStream = options.captureLogs
    ? new Writable({
        write(chunk, _encoding, callback) {
          logs.push(String(chunk));
          callback();
        },
      })
    : undefined;
  const config = testConfig(options.captureLogs ? { LOG_LEVEL: 'info', ...env } : env);
  const app = await buildTestApp(config, { ...options, database, logStream });
  await app.ready();
  return {
    app,
    database,
    logs,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The app of a test file (or of a describe block): built on a fresh database before its first
 * test and closed after its last. Usage: `const t = useTestApp();`, then `t.app` in the tests.
 * `env` may be a function, read when the app is built (for settings known only then).
 */
export function useTestApp(
  env: Record<string, string> | (() => Record<string, string>) = {},
  options?: Parameters<typeof createTestApp>[1],
): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(typeof env === 'function' ? env() : env, options);
  });
  afterAll(() => built?.close());
  const current = (): TestApp => {
    if (!built) throw new Error('the test app is built in beforeAll: use it inside a test or hook');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get logs() {
      return current().logs;
    },
    close: () => current().close(),
  };
}

/**
 * useTestApp, listening on a port of its own, for tests over a real socket: `t.base` is its URL.
 * fetch opens a spare connection after an aborted request and never sends on it, and Fastify's
 * close only ends connections that have finished a request, so every connection is ended first.
 */
export function useListeningTestApp(
  ...args: Parameters<typeof useTestApp>
): TestApp & { readonly base: string } {
  const t = useTestApp(...args);
  let base: string | undefined;
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  // Registered after useTestApp's, so it runs before the app closes.
  afterAll(() => {
    if (base) t.app.server.closeAllConnections();
  });
  return Object.defineProperty(t, 'base', {
    get() {
      if (!base) throw new Error('the test app listens in beforeAll');
      return base;
    },
  }) as TestApp & { readonly base: string };
}
