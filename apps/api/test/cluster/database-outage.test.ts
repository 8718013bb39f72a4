import type { ExcelProcessResult, ProgressEvent } from '@trusty/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { migrationsFolder } from '../../src/paths';
import { startChildInstance, type ChildInstance } from '../helpers/child-instance';
import {
  chargesOf,
  expectStillProcessing,
  jobsOf,
  ledger,
  QUEUE_ENV,
  storedRows,
  upload,
} from '../helpers/queue';
import { openProgressStream } from '../helpers/sse';
import { createUser, type TestUser } from '../helpers/users';
import { startPostgresServer, type PostgresServer } from '../db/postgres-server';

/**
 * PostgreSQL stopped as a crash would (`-m immediate`: every connection cut) while an upload is
 * being processed, and started again once the job has run into the outage: every instance stays
 * up and answers health throughout, the waiting upload is told the job is still processing (202,
 * never a 503 that invites a second, charged upload), and once the database is back the job
 * completes and is charged once. On one instance (ROLE=all), then on a web instance and two
 * workers. The server is this file's own; the shared one is never stopped.
 */

const ROWS = 6_000;
const CREDITS = 100_000;
/**
 * The shortest outage: longer than a waiting request's poll of its job (1 s), so the request
 * meets the outage too. The database comes back once this has passed and the job has met it.
 */
const OUTAGE_MS = 2_500;

let server: PostgresServer;
let database: Database;
const children: ChildInstance[] = [];

beforeAll(async () => {
  server = await startPostgresServer();
  database = await openDatabase({
    databaseUrl: server.url,
    dataDir: 'memory://',
    migrationsFolder: migrationsFolder(),
    // The outage cuts this pool's idle connections too.
    onPoolError: () => {},
  });
  await database.migrate();
}, 120_000);

afterAll(async () => {
  for (const child of children) await child.kill('SIGKILL');
  await database?.close().catch(() => {});
  server?.destroy();
}, 60_000);

async function instance(role: 'all' | 'web' | 'worker'): Promise<ChildInstance> {
  const child = await startChildInstance({
    ...QUEUE_ENV,
    ROLE: role,
    DATABASE_URL: server.url,
    RATE_LIMITS: 'false',
  });
  children.push(child);
  return child;
}

const alive = (child: ChildInstance) =>
  child.process.exitCode === null && child.process.signalCode === null;

/** Health answers 200 on every instance, however long the outage lasts. */
function watchHealth(instances: ChildInstance[]) {
  const failures: string[] = [];
  let polls = 0;
  let stopped = false;
  const polling = (async () => {
    while (!stopped) {
      for (const child of instances) {
        const status = await fetch(`${child.base}/api/v1/health`, {
          signal: AbortSignal.timeout(2_000),
        }).then(
          (response) => String(response.status),
          (error: Error) => error.name,
        );
        polls++;
        if (status !== '200') failures.push(`${child.base}: ${status}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await polling;
      return { failures, polls };
    },
  };
}

/** A log line of one of the workers saying its job met the outage, or one of them exiting. */
function jobMetOutage(workers: ChildInstance[], from: number[]) {
  return vi.waitUntil(
    () =>
      workers.some(
        (child, i) =>
          !alive(child) ||
          child.logs
            .slice(from[i])
            .some((line) => line.includes('database unavailable; it will run again')),
      ),
    { timeout: 60_000, interval: 20 },
  );
}

async function outageDuringUpload(web: ChildInstance, workers: ChildInstance[], user: TestUser) {
  const id = crypto.randomUUID();
  const progress = await openProgressStream(web.base, user.headers, id);
  const answer = upload(web.base, user, ledger(ROWS), id);
  await vi.waitUntil(
    () => progress.events.some((e) => (e.data as ProgressEvent).stage === 'analyzing'),
    { timeout: 60_000, interval: 10 },
  );
  progress.abort();
  await progress.closed;

  const health = watchHealth([web, ...workers]);
  const logsBefore = workers.map((child) => child.logs.length);
  server.stop('immediate');
  try {
    await Promise.all([
      jobMetOutage(workers, logsBefore),
      new Promise((resolve) => setTimeout(resolve, OUTAGE_MS)),
    ]);
  } finally {
    server.start();
  }
  const response = await answer;
  const { failures, polls } = await health.stop();

  expect(workers.every(alive) && alive(web)).toBe(true);
  expect(polls).toBeGreaterThan(0);
  expect(failures).toEqual([]);
  // The waiting request could not follow its job through the outage: it says so, and where.
  await expectStillProcessing(response);

  await vi.waitUntil(
    async () => (await jobsOf(database.db, user.user.id))[0]?.state === 'completed',
    { timeout: 60_000, interval: 100 },
  );
  const [job] = await jobsOf(database.db, user.user.id);
  const result = job!.result as ExcelProcessResult;
  expect(result.totalRows).toBe(ROWS);
  expect(await storedRows(database.db, job!.id)).toBe(ROWS);
  const { charges, balance } = await chargesOf(database.db, user.user.id);
  expect(charges).toEqual([{ delta: -result.successfulRows, reference: `excel:${job!.id}` }]);
  expect(balance).toBe(CREDITS - result.successfulRows);
  for (const child of [web, ...workers])
    expect(child.logs.join('\n')).not.toMatch(/unhandled|uncaught/i);
}

describe('PostgreSQL stopped mid-upload and started again', () => {
  it('one instance (ROLE=all) stays up; the job completes once the database is back, charged once', async () => {
    const all = await instance('all');
    const user = await createUser(database, { credits: CREDITS });
    await outageDuringUpload(all, [all], user);
    await all.kill('SIGTERM');
  }, 120_000);

  it('a web instance and two workers stay up; the job completes on a worker, charged once', async () => {
    const [web, ...workers] = await Promise.all([
      instance('web'),
      instance('worker'),
      instance('worker'),
    ]);
    const user = await createUser(database, { credits: CREDITS });
    await outageDuringUpload(web!, workers, user);
  }, 120_000);
});
