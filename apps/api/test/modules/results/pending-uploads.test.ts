import { randomUUID } from 'node:crypto';
import { resultMessages, resultsPageSchema, type ResultSummary } from '@trusty/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { excelResults, resultRows, spreadsheetJobs } from '../../../src/db/schema/index';
import { useTestApp } from '../../helpers/app';
import { insertUploadRecord } from '../../helpers/stored-results';
import { createUser, type TestUser } from '../../helpers/users';
import { client } from './results-kit';

/*
 * Uploads whose job has no stored result yet appear in the Results list (issue 19): queued and
 * running ones as processing, failed ones with their message. The job rows are written directly:
 * what the list shows of each state is the subject, not how the queue gets there.
 */

// The job runner puts a `running` job untouched for four heartbeats back in the queue: these
// rows have no worker, so the heartbeat is made longer than the file takes.
const t = useTestApp({ QUEUE_HEARTBEAT_SECONDS: '600' });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function insertJob(
  user: TestUser,
  fileName: string,
  state: string,
  createdAt: Date,
  extra: { id?: string; error?: unknown; cancelRequested?: boolean } = {},
): Promise<string> {
  const id = extra.id ?? randomUUID();
  await t.app.db.insert(spreadsheetJobs).values({
    id,
    userId: user.user.id,
    fileName,
    state,
    error: extra.error ?? null,
    cancelRequested: extra.cancelRequested ?? false,
    createdAt,
    updatedAt: createdAt,
  });
  return id;
}

async function storedUpload(user: TestUser, fileName: string, createdAt: Date): Promise<string> {
  const id = await insertUploadRecord(t, user, 2, fileName);
  await t.app.db.update(excelResults).set({ createdAt }).where(eq(excelResults.id, id));
  return id;
}

async function list(user: TestUser, query = '') {
  const res = await client(t, user).get(`/results${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return resultsPageSchema.parse(res.json().data);
}

const describeItem = (item: ResultSummary) =>
  item.kind === 'upload' ? `${item.status}:${item.fileName}` : `analysis:${item.row.costName}`;

describe('GET /results with uploads still in the queue', () => {
  let owner: TestUser;
  let other: TestUser;
  const ids: Record<string, string> = {};
  const at = { queued: minutesAgo(10), running: minutesAgo(30), broken: minutesAgo(40) };
  const brokenMessage = 'The file is not a valid Excel workbook.';

  beforeAll(async () => {
    owner = await createUser(t.app, { credits: 5 });
    other = await createUser(t.app, { credits: 5 });

    ids.stored = await storedUpload(owner, 'stored.xlsx', minutesAgo(60));
    // Its job finished and is kept a day by the queue: listed once, through its result.
    await insertJob(owner, 'stored.xlsx', 'completed', minutesAgo(61), { id: ids.stored });

    const analysis = await client(t, owner).post('/tbm/categorize', {
      costName: 'Cisco SmartNet renewal FY25',
    });
    expect(analysis.statusCode, analysis.body).toBe(200);
    await t.app.db
      .update(resultRows)
      .set({ createdAt: minutesAgo(50) })
      .where(eq(resultRows.userId, owner.user.id));

    ids.broken = await insertJob(owner, 'broken.xlsx', 'failed', at.broken, {
      error: { statusCode: 400, code: 'INVALID_FILE', message: brokenMessage },
    });
    ids.running = await insertJob(owner, 'running.xlsx', 'running', at.running);
    await insertJob(owner, 'cancelled.xlsx', 'cancelled', minutesAgo(25));
    // The client went away while it ran: its worker is about to stop it.
    await insertJob(owner, 'abandoned.xlsx', 'running', minutesAgo(22), { cancelRequested: true });
    // The result committed but the job row does not say completed yet: one item, the stored one.
    ids.done = await storedUpload(owner, 'done.xlsx', minutesAgo(15));
    await insertJob(owner, 'done.xlsx', 'running', minutesAgo(20), { id: ids.done });
    ids.queued = await insertJob(owner, 'queued.xlsx', 'queued', at.queued);

    ids.theirs = await insertJob(other, 'theirs.xlsx', 'queued', minutesAgo(5));
  });

  it('lists queued and running uploads as processing and failed ones with their message, newest first with the rest', async () => {
    const page = await list(owner);
    expect(page.items.map(describeItem)).toEqual([
      'processing:queued.xlsx',
      'ready:done.xlsx',
      'processing:running.xlsx',
      'failed:broken.xlsx',
      'analysis:Cisco SmartNet renewal FY25',
      'ready:stored.xlsx',
    ]);
    expect(page.total).toBe(6);

    const [queued, , running, broken] = page.items;
    expect(queued).toEqual({
      kind: 'upload',
      status: 'processing',
      id: ids.queued,
      fileName: 'queued.xlsx',
      createdAt: at.queued.toISOString(),
    });
    expect(running).toEqual({
      kind: 'upload',
      status: 'processing',
      id: ids.running,
      fileName: 'running.xlsx',
      createdAt: at.running.toISOString(),
    });
    // No rows, counters or file yet: nothing to open or download.
    expect(broken).toEqual({
      kind: 'upload',
      status: 'failed',
      id: ids.broken,
      fileName: 'broken.xlsx',
      createdAt: at.broken.toISOString(),
      failure: brokenMessage,
    });
    expect(page.items[1]).toMatchObject({ status: 'ready', id: ids.done, totalRows: 2 });
  });

  it('shows each account only its own uploads in the queue', async () => {
    const theirs = await list(other);
    expect(theirs.items.map(describeItem)).toEqual(['processing:theirs.xlsx']);
    expect(theirs.total).toBe(1);
    expect((await list(owner)).items.some((item) => item.id === ids.theirs)).toBe(false);
  });

  it('counts pending uploads among the uploads, not among the analyses', async () => {
    const uploads = await list(owner, '?kind=uploads');
    expect(uploads.items.map(describeItem)).toEqual([
      'processing:queued.xlsx',
      'ready:done.xlsx',
      'processing:running.xlsx',
      'failed:broken.xlsx',
      'ready:stored.xlsx',
    ]);
    expect(uploads.total).toBe(5);
    const analyses = await list(owner, '?kind=analyses');
    expect(analyses.items.map(describeItem)).toEqual(['analysis:Cisco SmartNet renewal FY25']);
    expect(analyses.total).toBe(1);
  });

  it('pages through stored and pending items together without gaps or repeats', async () => {
    const all = (await list(owner)).items.map((item) => item.id);
    const pages = await Promise.all([1, 2, 3].map((n) => list(owner, `?page=${n}&pageSize=4`)));
    expect(pages.map((page) => page.items.length)).toEqual([4, 2, 0]);
    expect(pages.map((page) => page.total)).toEqual([6, 6, 6]);
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(all);

    const uploadPages = await Promise.all(
      [1, 2].map((n) => list(owner, `?kind=uploads&page=${n}&pageSize=3`)),
    );
    expect(uploadPages.flatMap((page) => page.items.map(describeItem))).toEqual([
      'processing:queued.xlsx',
      'ready:done.xlsx',
      'processing:running.xlsx',
      'failed:broken.xlsx',
      'ready:stored.xlsx',
    ]);
  });

  it('has no upload page for an upload still processing', async () => {
    const res = await client(t, owner).get(`/results/uploads/${ids.queued}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(resultMessages.notFound);
  });

  it('lists a processing upload as ready, once, when its result is stored', async () => {
    const user = await createUser(t.app);
    const id = await insertJob(user, 'soon.xlsx', 'running', minutesAgo(1));
    expect((await list(user)).items.map(describeItem)).toEqual(['processing:soon.xlsx']);

    await t.app.db.insert(excelResults).values({
      id,
      userId: user.user.id,
      originalName: 'soon.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      totalRows: 3,
      successfulRows: 3,
      errorRows: 0,
      errors: [],
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const after = await list(user);
    expect(after.items.map(describeItem)).toEqual(['ready:soon.xlsx']);
    expect(after.total).toBe(1);
    expect(after.items[0]).toMatchObject({ id, totalRows: 3, downloadable: false });
  });

  it('says a failed upload failed even when its job kept no message', async () => {
    const user = await createUser(t.app);
    await insertJob(user, 'lost.xlsx', 'failed', minutesAgo(1));
    const [item] = (await list(user)).items;
    expect(item).toMatchObject({
      status: 'failed',
      fileName: 'lost.xlsx',
      failure: resultMessages.uploadFailed,
    });
  });

  it('forgets a failed upload once the queue forgets its job', async () => {
    const user = await createUser(t.app);
    const id = await insertJob(user, 'old.xlsx', 'failed', minutesAgo(2), {
      error: { statusCode: 402, code: 'INSUFFICIENT_CREDITS', message: 'Not enough credits.' },
    });
    expect((await list(user)).total).toBe(1);
    await t.app.db.delete(spreadsheetJobs).where(eq(spreadsheetJobs.id, id));
    const after = await list(user);
    expect(after.total).toBe(0);
    expect(after.items).toEqual([]);
  });
});

describe('DELETE /results/failed-uploads/:id (issue 34 §8)', () => {
  it('dismisses a failed upload from the list, and only that', async () => {
    const owner = await createUser(t.app);
    const failed = await insertJob(owner, 'broken.xlsx', 'failed', minutesAgo(3), {
      error: { statusCode: 400, code: 'INVALID_FILE', message: 'Not a workbook.' },
    });
    await insertJob(owner, 'running.xlsx', 'running', minutesAgo(2));
    const res = await client(t, owner).delete(`/results/failed-uploads/${failed}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { id: failed } });
    expect((await list(owner)).items.map(describeItem)).toEqual(['processing:running.xlsx']);
    const again = await client(t, owner).delete(`/results/failed-uploads/${failed}`);
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for a job still running, a stored upload, another account's failure and a malformed id", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const running = await insertJob(owner, 'running.xlsx', 'running', minutesAgo(2));
    const stored = await storedUpload(owner, 'stored.xlsx', minutesAgo(4));
    const theirs = await insertJob(other, 'theirs.xlsx', 'failed', minutesAgo(1));
    for (const id of [running, stored, theirs, 'not-an-id', randomUUID()]) {
      const res = await client(t, owner).delete(`/results/failed-uploads/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(resultMessages.notFound);
    }
    expect((await list(owner)).items.map(describeItem)).toEqual([
      'processing:running.xlsx',
      'ready:stored.xlsx',
    ]);
    expect((await list(other)).items.map(describeItem)).toEqual(['failed:theirs.xlsx']);
    const anonymous = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/results/failed-uploads/${theirs}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
