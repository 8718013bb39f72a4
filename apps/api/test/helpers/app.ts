import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
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

/**
 * Builds the real app on a fresh database. Usage per test file:
 *   let t: TestApp; beforeAll(async () => { t = await createTestApp() }); afterAll(() => t.close());
 */
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
