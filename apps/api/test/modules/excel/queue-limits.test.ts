import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { spreadsheetJobs } from '../../../src/db/schema/index';
import { QUEUE_NAME } from '../../../src/modules/excel/queue/job-queue';
import { useListeningTestApp } from '../../helpers/app';
import { chargesOf, jobsOf, ledger, upload } from '../../helpers/queue';
import { createUser, type TestUser } from '../../helpers/users';

/**
 * The shared queue's waiting room: with no worker to run them (a `web` instance alone), uploads
 * wait; past 8 per thread waiting, a new upload is refused at once, and a client that leaves
 * cancels its job, which frees its place.
 */

const t = useListeningTestApp({ ROLE: 'web', SPREADSHEET_WORKERS: '1', RATE_LIMITS: 'false' });

let uploadsSent = 0;

/** Each a different file: the same file twice from one account would be one job. */
function startUpload(user: TestUser) {
  const controller = new AbortController();
  const bytes = ledger(2 + uploadsSent++);
  const answer = upload(t.base, user, bytes, undefined, controller.signal).then(
    async (response) => ({
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: (await response.json()) as unknown,
    }),
    () => ({ status: 'aborted' as const, body: undefined }),
  );
  return { answer, leave: () => controller.abort() };
}

const waiting = async () =>
  (await t.app.db.select().from(spreadsheetJobs).where(eq(spreadsheetJobs.state, 'queued'))).length;

/**
 * Jobs the shared queue counts as waiting, which is what admission reads: a job's row is
 * 'queued' from the start, but it is sent to the queue only once its file is stored.
 */
const inTheQueue = async () => {
  const { rows } = (await t.app.db.execute(
    sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${QUEUE_NAME} AND state < 'active'`,
  )) as unknown as { rows: Array<{ n: number }> };
  return rows[0]?.n ?? 0;
};

describe('the queue past its waiting room', () => {
  it('refuses a ninth waiting upload with 503, and takes it once a waiting client has left', async () => {
    const users = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(t.app, { credits: 50 })));
    // Two each: an account's own limit is two uploads at a time.
    const queued = users.slice(0, 4).flatMap((user) => [startUpload(user), startUpload(user)]);
    await vi.waitUntil(async () => (await inTheQueue()) === 8, { timeout: 20_000, interval: 20 });
    expect(await waiting()).toBe(8);

    const refused = await startUpload(users[4]!).answer;
    expect(refused).toEqual({
      status: 503,
      retryAfter: '60',
      body: {
        success: false,
        error: 'SERVER_BUSY',
        message: 'Many spreadsheets are being processed right now. Please try again in a minute.',
        retryAfterSeconds: 60,
      },
    });

    queued[0]!.leave();
    expect((await queued[0]!.answer).status).toBe('aborted');
    await vi.waitUntil(async () => (await waiting()) === 7, { timeout: 10_000, interval: 20 });
    const [left] = await jobsOf(t.app.db, users[0]!.user.id).then((jobs) =>
      jobs.filter((job) => job.state !== 'queued'),
    );
    expect(left).toMatchObject({ state: 'cancelled', cancelRequested: true, attempt: 0 });

    const taken = startUpload(users[4]!);
    await vi.waitUntil(async () => (await jobsOf(t.app.db, users[4]!.user.id)).length === 1, {
      timeout: 10_000,
      interval: 20,
    });
    expect((await jobsOf(t.app.db, users[4]!.user.id))[0]?.state).toBe('queued');

    for (const upload of [...queued.slice(1), taken]) upload.leave();
    await Promise.all([...queued, taken].map((upload) => upload.answer));
    await vi.waitUntil(async () => (await waiting()) === 0, { timeout: 10_000, interval: 20 });
    // Nothing ran, nothing was charged.
    for (const user of users) expect((await chargesOf(t.app.db, user.user.id)).balance).toBe(50);
  });
});
