import type { ExcelProcessResult } from '@trusty/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeGracefully } from '../../src/http/graceful-shutdown';
import { openSharedDatabase, type SharedDatabase } from '../helpers/database';
import {
  chargesOf,
  expectStillProcessing,
  jobsOf,
  ledger,
  queueInstances,
  upload,
  type QueueInstance,
} from '../helpers/queue';
import { createUser, type TestUser } from '../helpers/users';

/**
 * An upload request that stops waiting before its job ends (its wait's bound, the instance
 * shutting down) answers 202 with the job's id and where its result will be, never a 503 "try
 * again": the job goes on, completes once and is charged once.
 */

let shared: SharedDatabase | undefined;
const { start, stopAll } = queueInstances();

beforeAll(async () => {
  shared = await openSharedDatabase('trusty_pending');
}, 60_000);

// No instance of one test may run another's job.
afterEach(stopAll, 60_000);

afterAll(async () => {
  await shared?.close();
}, 60_000);

/** The job completes on its own, is listed under Results, and is charged once. */
async function expectCompletedOnce(instance: QueueInstance, user: TestUser, processId: string) {
  await vi.waitUntil(
    async () => (await jobsOf(instance.app.db, user.user.id))[0]?.state === 'completed',
    { timeout: 30_000, interval: 50 },
  );
  const [job] = await jobsOf(instance.app.db, user.user.id);
  expect(job!.id).toBe(processId);
  const result = job!.result as ExcelProcessResult;
  const { charges } = await chargesOf(instance.app.db, user.user.id);
  expect(charges).toEqual([{ delta: -result.successfulRows, reference: `excel:${processId}` }]);
  const list = await fetch(`${instance.base}/api/v1/results?kind=uploads`, {
    headers: user.headers,
  });
  const items = ((await list.json()) as { data: { items: Array<{ id: string; status: string }> } })
    .data.items;
  expect(items.map((item) => [item.id, item.status])).toEqual([[processId, 'ready']]);
}

describe('an upload request that stops waiting before its job ends', () => {
  it('answers 202 with the job id once its wait is over; the job completes, charged once', async () => {
    const instance = await start(shared!.databases[0], { ROLE: 'all', UPLOAD_WAIT_SECONDS: '0.2' });
    const user = await createUser(instance.app, { credits: 10_000 });
    // Classification slow enough that the job outlasts the request's wait.
    const classify = instance.app.classifier.classifyLines.bind(instance.app.classifier);
    vi.spyOn(instance.app.classifier, 'classifyLines').mockImplementation(async (lines) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return classify(lines);
    });
    const processId = await expectStillProcessing(await upload(instance.base, user, ledger(50)));
    await expectCompletedOnce(instance, user, processId);
    vi.restoreAllMocks();
  });

  it('answers 202 before a shutting-down web instance cuts it; a worker then runs the job, charged once', async () => {
    const web = await start(shared!.databases[0], { ROLE: 'web' });
    const user = await createUser(web.app, { credits: 10_000 });
    const answer = upload(web.base, user, ledger(50));
    await vi.waitUntil(async () => (await jobsOf(web.app.db, user.user.id)).length === 1, {
      timeout: 10_000,
      interval: 20,
    });
    // No worker runs the job: the request waits until the shutdown's grace is nearly over.
    const closing = closeGracefully(web.app, 2_500);
    const processId = await expectStillProcessing(await answer);
    await closing;

    const worker = await start(shared!.databases[1], { ROLE: 'all' });
    await expectCompletedOnce(worker, user, processId);
  });
});
