import * as XLSX from '@e965/xlsx';
import type { ExcelProcessResult, ProgressEvent } from '@trusty/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeGracefully } from '../../src/http/graceful-shutdown';
import { openSharedDatabase, type SharedDatabase } from '../helpers/database';
import { chargesOf, jobsOf, ledger, queueInstances, storedRows, upload } from '../helpers/queue';
import { openProgressStream } from '../helpers/sse';
import { createUser } from '../helpers/users';

/**
 * The durable spreadsheet queue with two instances on one database (decision 024): an
 * instance with the web role only queues, one with the worker role runs; a worker that shuts
 * down hands its running job back and another finishes it, charged once.
 */

let shared: SharedDatabase | undefined;
const { start, started, stopAll } = queueInstances();

beforeAll(async () => {
  shared = await openSharedDatabase('trusty_queue');
}, 60_000);

afterAll(async () => {
  await stopAll();
  await shared?.close();
}, 60_000);

describe('spreadsheet jobs across a web and a worker instance', () => {
  it('queues on the web instance, runs on the worker, and streams and downloads from the worker', async () => {
    const web = await start(shared!.databases[0], { ROLE: 'web' });
    const worker = await start(shared!.databases[1], { ROLE: 'worker' });
    const user = await createUser(web.app, { credits: 1_000 });
    const id = crypto.randomUUID();
    const progress = await openProgressStream(worker.base, user.headers, id);

    const response = await upload(web.base, user, ledger(300), id);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: ExcelProcessResult };
    expect(data.totalRows).toBe(300);
    await progress.closed;
    const stages = progress.events
      .filter((e) => e.event === 'progress')
      .map((e) => (e.data as ProgressEvent).stage);
    expect(stages).toContain('analyzing');
    expect(progress.events.at(-1)).toEqual({ event: 'complete', data: { result: data } });

    const download = await fetch(`${worker.base}/api/v1/tbm/excel/download/${data.processId}`, {
      headers: user.headers,
    });
    expect(download.status).toBe(200);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    const [job] = await jobsOf(web.app.db, user.user.id);
    expect(job).toMatchObject({ id: data.processId, state: 'completed', attempt: 1 });
    const { charges } = await chargesOf(web.app.db, user.user.id);
    expect(charges).toEqual([
      { delta: -data.successfulRows, reference: `excel:${data.processId}` },
    ]);
  });

  it('answers a refused file from the worker with the same 4xx as before, and keeps no file', async () => {
    const web = started.find((i) => i.app.config.role === 'web')!;
    const user = await createUser(web.app, { credits: 10 });
    const sheet = XLSX.utils.aoa_to_sheet([['Amount'], [1], [2]]);
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, sheet, 'Numbers');
    const bytes = XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const response = await upload(web.base, user, bytes);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error: 'INVALID_FILE' });
    const [job] = await jobsOf(web.app.db, user.user.id);
    expect(job).toMatchObject({ state: 'failed', attempt: 1 });
    expect((await chargesOf(web.app.db, user.user.id)).balance).toBe(10);
  });
});

describe('a worker that shuts down mid-job', () => {
  // No other worker may take the job first.
  beforeAll(stopAll, 60_000);

  it('hands the job back; another instance finishes it and it is charged once', async () => {
    const leaving = await start(shared!.databases[0], { ROLE: 'all' });
    const user = await createUser(leaving.app, { credits: 50_000 });
    // Slow classification keeps the job running on the leaving instance until it shuts down.
    const classify = leaving.app.classifier.classifyLines.bind(leaving.app.classifier);
    vi.spyOn(leaving.app.classifier, 'classifyLines').mockImplementation(async (lines) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return classify(lines);
    });
    const answer = upload(leaving.base, user, ledger(6_000)).then(
      (response) => response.status,
      () => 'cut',
    );
    await vi.waitUntil(
      async () => (await jobsOf(leaving.app.db, user.user.id))[0]?.state === 'running',
      { timeout: 20_000, interval: 20 },
    );
    // Another worker is ready by the time the job comes back.
    const staying = await start(shared!.databases[1], { ROLE: 'worker' });
    await closeGracefully(leaving.app, 0);
    // The leaving instance did not finish it; its client is told to look in Results, or cut.
    expect([202, 'cut']).toContain(await answer);

    await vi.waitUntil(
      async () => (await jobsOf(staying.app.db, user.user.id))[0]?.state === 'completed',
      { timeout: 30_000, interval: 100 },
    );
    const [job] = await jobsOf(staying.app.db, user.user.id);
    // 2, or 3 when the queue's 4 s expiry (QUEUE_ENV) ran it again on a loaded machine.
    expect(job!.attempt).toBeGreaterThanOrEqual(2);
    const result = job!.result as ExcelProcessResult;
    expect(result.totalRows).toBe(6_000);
    expect(await storedRows(staying.app.db, job!.id)).toBe(6_000);
    const { charges, balance } = await chargesOf(staying.app.db, user.user.id);
    expect(charges).toEqual([{ delta: -result.successfulRows, reference: `excel:${job!.id}` }]);
    expect(balance).toBe(50_000 - result.successfulRows);
  });
});
