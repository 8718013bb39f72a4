import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExcelProcessResult, ProgressEvent } from '@trusty/contracts';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { migrationsFolder } from '../../src/paths';
import { buildTestApp, testConfig } from '../helpers/app';
import { startChildInstance, type ChildInstance } from '../helpers/child-instance';
import { openScratchTestDatabase } from '../helpers/database';
import { openProgressStream } from '../helpers/sse';
import { createUser, type TestUser } from '../helpers/users';
import { chargesOf, jobsOf, ledger, QUEUE_ENV, storedRows, upload } from '../helpers/queue';

/**
 * A worker killed with SIGKILL in the middle of a job (no shutdown, no hand-back): its silence
 * is noticed, the job runs again, and the account is charged once, for one stored result.
 * On PostgreSQL another instance finishes it and the web instance answers the waiting upload;
 * on PGlite (one process owns the database) the restarted process finishes it.
 */

const children: ChildInstance[] = [];
const cleanups: Array<() => Promise<void>> = [];

afterAll(async () => {
  for (const child of children) await child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup();
}, 60_000);

const ROWS = 20_000;

async function startApp(database: Database, env: Record<string, string>) {
  const app = await buildTestApp(testConfig({ ...QUEUE_ENV, ...env }), { database });
  await app.ready();
  cleanups.push(async () => {
    app.server.closeAllConnections();
    await app.close().catch(() => {});
  });
  return { app, base: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

async function child(env: Record<string, string>): Promise<ChildInstance> {
  const instance = await startChildInstance({ ...QUEUE_ENV, RATE_LIMITS: 'false', ...env });
  children.push(instance);
  return instance;
}

/** Until the job is being worked on: its row says so, or its progress stream does. */
async function untilAnalyzing(base: string, user: TestUser, connectionId: string) {
  const progress = await openProgressStream(base, user.headers, connectionId);
  return {
    progress,
    reached: vi.waitUntil(
      () => progress.events.some((e) => (e.data as ProgressEvent).stage === 'analyzing'),
      { timeout: 60_000, interval: 10 },
    ),
  };
}

async function expectChargedOnce(database: Database, user: TestUser) {
  const [job] = await jobsOf(database.db, user.user.id);
  expect(job).toMatchObject({ state: 'completed' });
  expect(job!.attempt).toBeGreaterThanOrEqual(2);
  const result = job!.result as ExcelProcessResult;
  expect(result.totalRows).toBe(ROWS);
  expect(await storedRows(database.db, job!.id)).toBe(ROWS);
  const { charges, balance } = await chargesOf(database.db, user.user.id);
  expect(charges).toEqual([{ delta: -result.successfulRows, reference: `excel:${job!.id}` }]);
  expect(balance).toBe(100_000 - result.successfulRows);
  return result;
}

describe('a worker killed mid-job', () => {
  it('is noticed by its silence; the job runs again and is charged once', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) {
      const { database, url } = await openScratchTestDatabase(adminUrl, 'trusty_crash');
      cleanups.push(() => database.close());
      const web = await startApp(database, { ROLE: 'web' });
      const doomed = await child({ ROLE: 'worker', DATABASE_URL: url });
      const user = await createUser(web.app, { credits: 100_000 });
      const id = crypto.randomUUID();
      const { reached } = await untilAnalyzing(web.base, user, id);
      const answer = upload(web.base, user, ledger(ROWS), id);
      await reached;
      await doomed.kill('SIGKILL');
      expect((await jobsOf(database.db, user.user.id))[0]?.state).toBe('running');

      // Another worker comes up; the web instance's waiting request gets the result.
      await startApp(database, { ROLE: 'worker' });
      const response = await answer;
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: ExcelProcessResult };
      expect(await expectChargedOnce(database, user)).toEqual(data);
      return;
    }

    // PGlite: set the account up in-process, then hand the directory to the server process.
    const dataDir = mkdtempSync(join(tmpdir(), 'trusty-crash-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const open = async () => {
      const database = await openDatabase({ dataDir, migrationsFolder: migrationsFolder() });
      await database.migrate();
      return database;
    };
    let database = await open();
    const setup = await buildTestApp(testConfig(), { database });
    await setup.ready();
    const user = await createUser(setup, { credits: 100_000 });
    await setup.close();
    await database.close();

    const doomed = await child({ ROLE: 'all', DATA_DIR: dataDir });
    const id = crypto.randomUUID();
    const { progress, reached } = await untilAnalyzing(doomed.base, user, id);
    const answer = upload(doomed.base, user, ledger(ROWS), id).catch(() => 'cut');
    await reached;
    // Our side of the stream ends first, so its socket dying is not an error of the test.
    progress.abort();
    await progress.closed;
    await doomed.kill('SIGKILL');
    expect(await answer).toBe('cut');

    const restarted = await child({ ROLE: 'all', DATA_DIR: dataDir });
    // The result appears in the account's Results once the restarted process has finished it.
    await vi.waitUntil(
      async () => {
        const response = await fetch(`${restarted.base}/api/v1/results?kind=uploads`, {
          headers: user.headers,
        });
        // Listed as processing from the start; ready once its result is stored.
        const body = (await response.json()) as { data?: { items?: Array<{ status?: string }> } };
        return (body.data?.items ?? []).some((item) => item.status === 'ready');
      },
      { timeout: 60_000, interval: 250 },
    );
    await restarted.kill('SIGTERM');
    database = await open();
    cleanups.push(() => database.close());
    await expectChargedOnce(database, user);
  }, 120_000);
});
