import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ExcelProcessResult } from '@trusty/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { excelResults } from '../../../src/db/schema/index';
import { useListeningTestApp } from '../../helpers/app';
import { chargesOf, jobsOf, ledger, upload as uploadOverSocket } from '../../helpers/queue';
import { createUser, type TestUser } from '../../helpers/users';
import { fixture, upload } from './excel-helpers';

/**
 * Each upload keeps the SHA-256 of its file, on its job and on its stored result: the same file
 * sent again by the same account while the first one runs (a second tab, a retry after a
 * timeout) is answered with the first job, processed and charged once.
 */

const t = useListeningTestApp({ RATE_LIMITS: 'false' });

/** Classification slow enough that a second upload arrives while the first job runs. */
function slowClassifier() {
  const classify = t.app.classifier.classifyLines.bind(t.app.classifier);
  vi.spyOn(t.app.classifier, 'classifyLines').mockImplementation(async (lines) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    return classify(lines);
  });
}

afterEach(() => vi.restoreAllMocks());

const untilRunning = (user: TestUser) =>
  vi.waitUntil(async () => (await jobsOf(t.app.db, user.user.id))[0]?.state === 'running', {
    timeout: 20_000,
    interval: 20,
  });

/** Over a real socket, so that the client can leave. */
function send(user: TestUser, bytes: Buffer) {
  const controller = new AbortController();
  const answer = uploadOverSocket(t.base, user, bytes, undefined, controller.signal).then(
    async (response) => ({ status: response.status, body: (await response.json()) as Answer }),
    () => ({ status: 'left' as const, body: undefined }),
  );
  return { answer, leave: () => controller.abort() };
}

interface Answer {
  data: ExcelProcessResult;
}

async function expectOneJobCharged(user: TestUser, credits: number) {
  const jobs = await jobsOf(t.app.db, user.user.id);
  expect(jobs.map((job) => job.state)).toEqual(['completed']);
  const result = jobs[0]!.result as ExcelProcessResult;
  const { charges, balance } = await chargesOf(t.app.db, user.user.id);
  expect(charges).toEqual([{ delta: -result.successfulRows, reference: `excel:${jobs[0]!.id}` }]);
  expect(balance).toBe(credits - result.successfulRows);
  return result;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('an upload’s file hash', () => {
  it('is kept on the job and on the stored result', async () => {
    const user = await createUser(t.app, { credits: 100 });
    const bytes = fixture('costs.xlsx');
    const res = await upload(t.app, user.headers, 'costs.xlsx', bytes);
    expect(res.statusCode).toBe(200);
    const { processId } = res.json().data as { processId: string };
    const [job] = await jobsOf(t.app.db, user.user.id);
    expect(job?.contentHash).toBe(sha256(bytes));
    const [stored] = await t.app.db
      .select({ contentHash: excelResults.contentHash })
      .from(excelResults)
      .where(eq(excelResults.id, processId));
    expect(stored?.contentHash).toBe(sha256(bytes));
  });
});

describe('the same file sent again while it is processed', () => {
  /** A slow job, and the same file sent again once it runs. */
  async function sendAgainWhileRunning() {
    slowClassifier();
    const user = await createUser(t.app, { credits: 10_000 });
    const bytes = ledger(300);
    const first = send(user, bytes);
    await untilRunning(user);
    return { user, first, second: send(user, bytes) };
  }

  it('is answered with the first job: one job, one result, one charge', async () => {
    const { user, first, second } = await sendAgainWhileRunning();
    const [a, b] = await Promise.all([first.answer, second.answer]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body!.data).toEqual(a.body!.data);
    expect(await expectOneJobCharged(user, 10_000)).toEqual(a.body!.data);
  });

  it('goes on when the first client leaves: the second is answered, charged once', async () => {
    const { user, first, second } = await sendAgainWhileRunning();
    // The second request has found the job once the job is marked shared.
    await vi.waitUntil(async () => (await jobsOf(t.app.db, user.user.id))[0]?.shared === true, {
      timeout: 10_000,
      interval: 10,
    });
    first.leave();
    expect((await first.answer).status).toBe('left');
    const b = await second.answer;
    expect(b.status).toBe(200);
    expect(await expectOneJobCharged(user, 10_000)).toEqual(b.body!.data);
  });

  it('sent twice at the same moment, is still one job and one charge', async () => {
    const user = await createUser(t.app, { credits: 10_000 });
    const bytes = ledger(200);
    const [a, b] = await Promise.all([send(user, bytes).answer, send(user, bytes).answer]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body!.data.processId).toBe(a.body!.data.processId);
    const jobs = await jobsOf(t.app.db, user.user.id);
    // The one that stepped aside was cancelled before it could run.
    expect(jobs.filter((job) => job.state === 'completed')).toHaveLength(1);
    expect(jobs.every((job) => job.state === 'completed' || job.state === 'cancelled')).toBe(true);
    const { charges } = await chargesOf(t.app.db, user.user.id);
    expect(charges).toHaveLength(1);
  });

  it('is a new job once the first has finished, and for another account', async () => {
    const user = await createUser(t.app, { credits: 10_000 });
    const other = await createUser(t.app, { credits: 10_000 });
    const bytes = ledger(50);
    const one = await send(user, bytes).answer;
    const two = await send(user, bytes).answer;
    const three = await send(other, bytes).answer;
    const ids = [one, two, three].map((answer) => answer.body!.data.processId);
    expect(new Set(ids).size).toBe(3);
  });
});
