import { letterWord } from '../helpers/ledger-names';
import * as XLSX from '@e965/xlsx';
import type { ExcelProcessResult, ProgressEvent } from '@trusty/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/client';
import { buildTestApp, testConfig } from '../helpers/app';
import { openSharedDatabase, type SharedDatabase } from '../helpers/database';
import { openProgressStream, type ReceivedStream } from '../helpers/sse';
import { createUser, type TestUser } from '../helpers/users';

/**
 * Two instances of the app on one database (openSharedDatabase), as behind a load balancer: the
 * upload goes to A, the browser's progress stream to B.
 */

interface Instance {
  app: FastifyInstance;
  base: string;
}

let shared: SharedDatabase | undefined;
let a: Instance;
let b: Instance;

async function start(database: Database): Promise<Instance> {
  const app = await buildTestApp(testConfig(), { database });
  await app.ready();
  return { app, base: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

beforeAll(async () => {
  shared = await openSharedDatabase('trusty_cluster');
  a = await start(shared.databases[0]);
  b = await start(shared.databases[1]);
}, 60_000);

afterAll(async () => {
  for (const instance of [a, b]) {
    // fetch keeps a spare connection after an aborted request; Fastify's close waits for it.
    instance?.app.server.closeAllConnections();
    await instance?.app.close();
  }
  await shared?.close();
}, 60_000);

afterEach(() => vi.restoreAllMocks());

function upload(instance: Instance, user: TestUser, bytes: Buffer, connectionId: string) {
  const form = new FormData();
  form.append('connectionId', connectionId);
  form.append('excelFile', new Blob([bytes]), 'ledger.xlsx');
  return fetch(`${instance.base}/api/v1/tbm/excel/process-with-sse`, {
    method: 'POST',
    body: form,
    headers: user.headers,
  });
}

/** A ledger big enough for many progress steps. */
function ledger(rows: number): Buffer {
  const data: unknown[][] = [['Cost Name', 'Amount']];
  for (let i = 0; i < rows; i++) data.push([`Cloud hosting site ${letterWord(i % 2000)}`, i]);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(data), 'Ledger');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

const stream = (instance: Instance, user: TestUser, id: string, lastEventId?: number) =>
  openProgressStream(instance.base, user.headers, id, lastEventId);

const consecutive = (ids: number[]) =>
  ids.every((id, i) => i === 0 || id === (ids[i - 1] ?? 0) + 1);

describe('live progress across two instances on one database', () => {
  it('streams from B the progress and result of an upload on A; B resumes after Last-Event-ID', async () => {
    const user = await createUser(a.app, { credits: 25_000 });
    const id = crypto.randomUUID();
    const onB = await stream(b, user, id);
    const response = await upload(a, user, ledger(10_000), id);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: ExcelProcessResult };
    await onB.closed;

    expect(onB.events.at(-1)).toEqual({ event: 'complete', data: { result: body.data } });
    const stages = onB.events
      .filter((e) => e.event === 'progress')
      .map((e) => (e.data as ProgressEvent).stage);
    expect([...new Set(stages)]).toEqual(['validating', 'analyzing', 'categorizing', 'writing']);
    // Every event A published reached B, numbered by A.
    expect(onB.ids).toEqual(onB.events.map((_, i) => i + 1));

    const total = onB.ids.length;
    const resumed = await stream(b, user, id, total - 4);
    await resumed.closed;
    expect(resumed.ids).toEqual([total - 3, total - 2, total - 1, total]);
    expect(resumed.events).toEqual(onB.events.slice(-4));
  });

  it('resumes on B mid-run with only the events after Last-Event-ID, to the end', async () => {
    const user = await createUser(a.app, { credits: 25_000 });
    const classify = a.app.classifier.classify.bind(a.app.classifier);
    // Slow classification on A keeps the job running while B's stream drops and comes back.
    vi.spyOn(a.app.classifier, 'classify').mockImplementation(async (names) => {
      await new Promise((resolve) => setTimeout(resolve, 40));
      return classify(names);
    });
    const id = crypto.randomUUID();
    const first = await stream(b, user, id);
    const response = upload(a, user, ledger(4_000), id);
    await vi.waitUntil(
      () => first.events.some((e) => (e.data as ProgressEvent).stage === 'analyzing'),
      { timeout: 20_000, interval: 5 },
    );
    first.abort();
    await first.closed;
    const seen = first.ids.at(-1) as number;
    expect(first.events.some((e) => e.event !== 'progress')).toBe(false);

    const resumed = await stream(b, user, id, seen);
    const body = (await (await response).json()) as { data: ExcelProcessResult };
    await resumed.closed;
    expect(resumed.ids[0]).toBe(seen + 1);
    expect(consecutive(resumed.ids)).toBe(true);
    expect(resumed.events.at(-1)).toEqual({ event: 'complete', data: { result: body.data } });
  });

  it('gives the outcome to a stream opened on B after the upload on A has finished', async () => {
    const user = await createUser(a.app, { credits: 10 });
    const id = crypto.randomUUID();
    const response = await upload(a, user, ledger(3), id);
    const body = (await response.json()) as { data: ExcelProcessResult };
    // B hears A's notifications asynchronously: connect until B has the end (and so ends the stream).
    let late: ReceivedStream | undefined;
    await vi.waitUntil(
      async () => {
        late = await stream(b, user, id);
        const ended = await Promise.race([
          late.closed.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 200)),
        ]);
        if (!ended) late.abort();
        return ended;
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(late?.events.at(-1)).toEqual({ event: 'complete', data: { result: body.data } });
  });

  it("gives another user's stream of the same id on B nothing", async () => {
    const owner = await createUser(a.app, { credits: 10 });
    const other = await createUser(a.app);
    const id = crypto.randomUUID();
    const spying = await stream(b, other, id);
    const watching = await stream(b, owner, id);
    expect((await upload(a, owner, ledger(3), id)).status).toBe(200);
    await watching.closed;
    expect(watching.events.at(-1)?.event).toBe('complete');
    expect(spying.raw).not.toContain('event:');
    spying.abort();
    await spying.closed;
  });
});
