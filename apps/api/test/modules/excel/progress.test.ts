import * as XLSX from '@e965/xlsx';
import type { ExcelProcessResult, ProgressEvent } from '@trusty/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { excelResults } from '../../../src/db/schema/index';
import { useListeningTestApp } from '../../helpers/app';
import { openProgressStream } from '../../helpers/sse';
import { createUser, type TestUser } from '../../helpers/users';
import { letterWord } from '../../helpers/ledger-names';
import { fixture } from './excel-helpers';
import { wideBlankRows } from './fixtures/slow-workbook';

/**
 * The live progress stream over a real socket (Server-Sent Events are a streaming response,
 * which only a real connection shows faithfully).
 */

const t = useListeningTestApp();
afterEach(() => vi.restoreAllMocks());

const openStream = (user: TestUser, connectionId: string, lastEventId?: number) =>
  openProgressStream(t.base, user.headers, connectionId, lastEventId);

function post(
  user: TestUser,
  fileName: string,
  bytes: Buffer,
  connectionId?: string,
  signal?: AbortSignal,
) {
  const form = new FormData();
  if (connectionId) form.append('connectionId', connectionId);
  form.append('excelFile', new Blob([bytes]), fileName);
  return fetch(`${t.base}/api/v1/tbm/excel/process-with-sse`, {
    method: 'POST',
    body: form,
    headers: user.headers,
    signal,
  });
}

/** A ledger big enough for many progress steps: 20,000 rows, 2,000 distinct names. */
function ledger(rows: number): Buffer {
  const data: unknown[][] = [['Cost Name', 'Amount']];
  for (let i = 0; i < rows; i++) data.push([`Cloud hosting site ${letterWord(i % 2000)}`, i]);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(data), 'Ledger');
  return XLSX.write(workbook, {
    type: 'buffer',
    bookType: 'xlsx',
    bookSST: true,
    compression: true,
  }) as Buffer;
}

describe('GET /tbm/excel/progress/:connectionId', () => {
  it('streams progress through every stage, then the result, then closes', async () => {
    const user = await createUser(t.app, { credits: 25_000 });
    const id = crypto.randomUUID();
    const stream = await openStream(user, id);
    const response = await post(user, 'ledger.xlsx', ledger(20_000), id);
    const body = (await response.json()) as { data: ExcelProcessResult };
    expect(response.status).toBe(200);
    await stream.closed;

    const progress = stream.events
      .filter((e) => e.event === 'progress')
      .map((e) => e.data as ProgressEvent);
    const last = stream.events.at(-1);
    expect(last).toEqual({ event: 'complete', data: { result: body.data } });
    expect(stream.events.filter((e) => e.event !== 'progress')).toHaveLength(1);
    expect(stream.ids).toEqual(stream.events.map((_, i) => i + 1));

    const stages = [...new Set(progress.map((p) => p.stage))];
    expect(stages).toEqual(['validating', 'analyzing', 'categorizing', 'writing']);
    const percents = progress.map((p) => p.percent);
    const steps = [...percents, 100].map((p, i, all) => p - (i === 0 ? 0 : (all[i - 1] as number)));
    expect(steps.every((step) => step >= 0)).toBe(true);
    expect(Math.max(...steps)).toBeLessThanOrEqual(5);
    const analyzing = progress.filter((p) => p.stage === 'analyzing');
    expect(analyzing.at(-1)).toMatchObject({ processed: 2000, total: 2000 });
  });

  it('delivers the result to a stream that opens after the work finished', async () => {
    const user = await createUser(t.app, { credits: 10 });
    const id = crypto.randomUUID();
    const response = await post(user, 'costs.xlsx', fixture('costs.xlsx'), id);
    const body = (await response.json()) as { data: ExcelProcessResult };
    const stream = await openStream(user, id);
    await stream.closed;
    expect(stream.events.at(-1)).toEqual({ event: 'complete', data: { result: body.data } });
  });

  it('resumes after Last-Event-ID, and tells a reconnect after the end the outcome', async () => {
    const user = await createUser(t.app, { credits: 25_000 });
    const id = crypto.randomUUID();
    const first = await openStream(user, id);
    const response = await post(user, 'ledger.xlsx', ledger(4_000), id);
    const body = (await response.json()) as { data: ExcelProcessResult };
    await first.closed;
    const total = first.ids.length;
    expect(total).toBeGreaterThan(4);

    const resumed = await openStream(user, id, total - 3);
    await resumed.closed;
    expect(resumed.ids).toEqual([total - 2, total - 1, total]);
    expect(resumed.events).toEqual(first.events.slice(-3));

    const after = await openStream(user, id, total);
    await after.closed;
    expect(after.events).toEqual([{ event: 'complete', data: { result: body.data } }]);
  });

  it('refuses a Last-Event-ID that is not one of its ids', async () => {
    const user = await createUser(t.app);
    for (const value of ['abc', '-1', '1e3', '9'.repeat(16)]) {
      const res = await fetch(`${t.base}/api/v1/tbm/excel/progress/${crypto.randomUUID()}`, {
        headers: { ...user.headers, 'last-event-id': value },
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(
        'Last-Event-ID must be the id of an event of this stream',
      );
    }
  });

  it('sends the error message and closes when the file is refused', async () => {
    const user = await createUser(t.app, { credits: 10 });
    const id = crypto.randomUUID();
    const stream = await openStream(user, id);
    const response = await post(user, 'notes.xlsx', fixture('text-renamed.xlsx'), id);
    expect(response.status).toBe(400);
    await stream.closed;
    expect(stream.events.at(-1)).toEqual({
      event: 'error',
      data: {
        message:
          'This file is CSV text, not an Excel workbook (open it in Excel and save it as .xlsx). Please upload a valid Excel file (.xlsx or .xls)',
      },
    });
  });

  it("gives another user's connection id nothing", async () => {
    const owner = await createUser(t.app, { credits: 10 });
    const eavesdropper = await createUser(t.app);
    const id = crypto.randomUUID();
    const spying = await openStream(eavesdropper, id);
    const response = await post(owner, 'costs.xlsx', fixture('costs.xlsx'), id);
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(spying.raw).not.toContain('event:');
    spying.abort();
    await spying.closed;
  });

  it('refuses malformed ids and anonymous callers', async () => {
    const user = await createUser(t.app);
    const malformed = await fetch(
      `${t.base}/api/v1/tbm/excel/progress/${encodeURIComponent('a b<script>')}`,
      { headers: user.headers },
    );
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { message: string }).message).toBe(
      'connectionId must be 8 to 128 letters, digits, "-" or "_"',
    );
    const anonymous = await fetch(`${t.base}/api/v1/tbm/excel/progress/${crypto.randomUUID()}`);
    expect(anonymous.status).toBe(401);
  });

  it('requires a connection id on process-with-sse', async () => {
    const user = await createUser(t.app, { credits: 10 });
    const response = await post(user, 'costs.xlsx', fixture('costs.xlsx'));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Send the "connectionId" of the progress stream with the file.',
    );
    expect((await stats(user)).credits).toBe(10);
  });
});

async function stats(user: TestUser) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/tbm/user-stats',
    headers: user.headers,
  });
  return res.json().data as { credits: number; fileUploads: number };
}

/**
 * Uploads a file on a progress stream and drops the request once a progress event is `reached`:
 * the request fails, and the stream ends saying the upload was cancelled and nothing charged.
 */
async function disconnectMidRun(
  user: TestUser,
  fileName: string,
  bytes: Buffer,
  reached: (progress: ProgressEvent) => boolean,
  wait: { timeout: number; interval?: number },
) {
  const id = crypto.randomUUID();
  const stream = await openStream(user, id);
  const controller = new AbortController();
  const request = post(user, fileName, bytes, id, controller.signal).catch((error: Error) => error);
  await vi.waitUntil(() => stream.events.some((e) => reached(e.data as ProgressEvent)), wait);
  controller.abort();
  expect(await request).toBeInstanceOf(Error);

  await stream.closed;
  expect(stream.events.at(-1)).toEqual({
    event: 'error',
    data: { message: 'The upload was cancelled; nothing was charged.' },
  });
}

describe('a client that disconnects mid-run', () => {
  it('stops the worker thread reading its workbook, and charges nothing', async () => {
    const user = await createUser(t.app, { credits: 10 });
    // Read to its end, this workbook would be refused as having no rows of costs.
    await disconnectMidRun(
      user,
      'blank.xlsx',
      wideBlankRows(16),
      (progress) => progress.stage === 'validating' && progress.percent > 0,
      { timeout: 10_000, interval: 5 },
    );
    expect(await stats(user)).toMatchObject({ credits: 10, fileUploads: 0 });
  });

  it('stops the work and charges nothing', async () => {
    const user = await createUser(t.app, { credits: 25_000 });
    const classify = t.app.classifier.classify.bind(t.app.classifier);
    // Slow classification, so the disconnect lands in the middle of the run.
    vi.spyOn(t.app.classifier, 'classify').mockImplementation(async (names) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return classify(names);
    });
    await disconnectMidRun(
      user,
      'ledger.xlsx',
      ledger(4_000),
      (progress) => progress.stage === 'analyzing',
      { timeout: 10_000 },
    );
    expect(await stats(user)).toMatchObject({ credits: 25_000, fileUploads: 0 });
    expect(
      await t.app.db.select().from(excelResults).where(eq(excelResults.userId, user.user.id)),
    ).toEqual([]);
  });
});
