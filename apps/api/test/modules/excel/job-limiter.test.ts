import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../src/http/errors';
import { JobLeases } from '../../../src/modules/excel/job-leases';
import { JobLimiter, jobLimitsFor, type JobLimits } from '../../../src/modules/excel/job-limiter';
import { useTestDatabase } from '../../helpers/database';
import { insertAccount } from '../../helpers/users';

const database = useTestDatabase();

/** Fresh accounts for one test (an account's slots are rows of the database). */
async function accounts<const N extends string>(...names: N[]): Promise<Record<N, string>> {
  const ids: Array<[N, string]> = [];
  for (const name of names) ids.push([name, await insertAccount(database.db, name)]);
  return Object.fromEntries(ids) as Record<N, string>;
}

const limiterOf = (limits: JobLimits) => new JobLimiter(limits, new JobLeases(database.db));

/** A job that runs until the test lets it finish (or fail). */
function gate<T = string>() {
  let finish!: (value: T) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<T>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  let started = false;
  return {
    job: () => {
      started = true;
      return done;
    },
    get started() {
      return started;
    },
    finish,
    fail,
  };
}

const never = () => new AbortController().signal;

/** The limiter's jobs in this process, running and waiting. */
const held = (limiter: JobLimiter) => limiter.stats.running + limiter.stats.waiting;

/**
 * Starts a job and waits until it runs or queues: an account's slot is a database row, so the
 * order of calls made at once is the order their statements finish, not the order they were made.
 */
async function enter<T>(
  limiter: JobLimiter,
  userId: string,
  job: () => Promise<T>,
  signal = never(),
) {
  const before = held(limiter);
  const run = limiter.run(userId, signal, job);
  run.catch(() => {});
  await vi.waitFor(() => expect(held(limiter)).toBe(before + 1));
  // Wrapped: an async function returning the promise itself would wait for the job to end.
  return { run };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const started = (g: { started: boolean }) => vi.waitFor(() => expect(g.started).toBe(true));

describe('JobLimiter', () => {
  it('runs up to maxRunning jobs and queues the next in order', async () => {
    const limiter = limiterOf({ maxRunning: 2, maxWaiting: 4, maxPerUser: 5 });
    const people = await accounts('a', 'b', 'c', 'd');
    const [a, b, c, d] = [gate(), gate(), gate(), gate()];
    const runs = [
      (await enter(limiter, people.a, a.job)).run,
      (await enter(limiter, people.b, b.job)).run,
      (await enter(limiter, people.c, c.job)).run,
      (await enter(limiter, people.d, d.job)).run,
    ];
    expect([a.started, b.started, c.started, d.started]).toEqual([true, true, false, false]);

    a.finish('a');
    await started(c);
    expect(d.started).toBe(false);
    b.finish('b');
    await started(d);
    c.finish('c');
    d.finish('d');
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('answers 503 when the queue is full', async () => {
    const limiter = limiterOf({ maxRunning: 1, maxWaiting: 1, maxPerUser: 2 });
    const { alice, bob, carol } = await accounts('alice', 'bob', 'carol');
    const [running, waiting] = [gate(), gate()];
    const first = (await enter(limiter, alice, running.job)).run;
    const second = (await enter(limiter, bob, waiting.job)).run;
    const busy = await refusal(limiter.run(carol, never(), gate().job));
    expect(busy.statusCode).toBe(503);
    expect(busy.code).toBe('SERVER_BUSY');
    running.finish('');
    waiting.finish('');
    await Promise.all([first, second]);
    // Room again once the queue has drained, and the refusal gave Carol's slot back.
    const later = gate();
    const third = limiter.run(carol, never(), later.job);
    await started(later);
    later.finish('');
    await third;
  });

  it('answers 429 to a user who already has maxPerUser jobs, running or waiting', async () => {
    const limiter = limiterOf({ maxRunning: 1, maxWaiting: 8, maxPerUser: 2 });
    const { alice, bob } = await accounts('alice', 'bob');
    const [running, waiting] = [gate(), gate()];
    const first = (await enter(limiter, alice, running.job)).run;
    const second = (await enter(limiter, alice, waiting.job)).run;
    const tooMany = await refusal(limiter.run(alice, never(), gate().job));
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.message).toBe(
      'You already have spreadsheets being processed. Wait for them to finish, then try again.',
    );
    // Someone else still queues.
    const bobs = gate();
    const bobRun = (await enter(limiter, bob, bobs.job)).run;
    running.finish('');
    waiting.finish('');
    await Promise.all([first, second]);
    await started(bobs);
    bobs.finish('');
    await bobRun;
  });

  it('counts an account’s jobs on every instance: one on each of two processes is two', async () => {
    const limits = { maxRunning: 4, maxWaiting: 4, maxPerUser: 2 };
    const [onA, onB] = [limiterOf(limits), limiterOf(limits)];
    const { alice } = await accounts('alice');
    const [first, second] = [gate(), gate()];
    const runs = [
      (await enter(onA, alice, first.job)).run,
      (await enter(onB, alice, second.job)).run,
    ];
    expect((await refusal(onA.run(alice, never(), gate().job))).statusCode).toBe(429);
    expect((await refusal(onB.run(alice, never(), gate().job))).statusCode).toBe(429);
    first.finish('');
    await runs[0];
    // A's job ended: its slot is free for a job on B.
    const third = gate();
    const again = onB.run(alice, never(), third.job);
    await started(third);
    second.finish('');
    third.finish('');
    await Promise.all([runs[1], again]);
  });

  it('releases the slot and the user when a job fails', async () => {
    const limiter = limiterOf({ maxRunning: 1, maxWaiting: 2, maxPerUser: 1 });
    const { alice, bob } = await accounts('alice', 'bob');
    const failing = gate();
    const next = gate();
    const first = (await enter(limiter, alice, failing.job)).run;
    const queued = (await enter(limiter, bob, next.job)).run;
    failing.fail(new Error('worker crashed'));
    await expect(first).rejects.toThrow('worker crashed');
    await started(next);
    next.finish('done');
    expect(await queued).toBe('done');
    // Alice's count went back to zero: her next job is accepted and runs at once.
    const again = gate();
    const retry = limiter.run(alice, never(), again.job);
    await started(again);
    again.finish('ok');
    expect(await retry).toBe('ok');
  });

  it('drops a waiting job whose request was cancelled, without running it', async () => {
    const limiter = limiterOf({ maxRunning: 1, maxWaiting: 2, maxPerUser: 1 });
    const { alice, bob, carol } = await accounts('alice', 'bob', 'carol');
    const running = gate();
    const cancelled = gate();
    const after = gate();
    const first = (await enter(limiter, alice, running.job)).run;
    const abort = new AbortController();
    const dropped = refusal((await enter(limiter, bob, cancelled.job, abort.signal)).run);
    const third = (await enter(limiter, carol, after.job)).run;
    abort.abort();
    const error = await dropped;
    expect(error.statusCode).toBe(499);
    expect(error.message).toBe('The upload was cancelled; nothing was charged.');

    running.finish('');
    await first;
    await started(after);
    expect(cancelled.started).toBe(false);
    after.finish('');
    await third;
    // Bob's cancelled job no longer counts against him.
    const bobs = gate();
    const bobRun = limiter.run(bob, never(), bobs.job);
    await started(bobs);
    bobs.finish('');
    await bobRun;
  });

  it('refuses at once a job whose request was cancelled before a slot was free', async () => {
    const limiter = limiterOf({ maxRunning: 1, maxWaiting: 2, maxPerUser: 2 });
    const { alice, bob } = await accounts('alice', 'bob');
    const running = gate();
    const first = (await enter(limiter, alice, running.job)).run;
    const abort = new AbortController();
    abort.abort();
    const late = gate();
    expect((await refusal(limiter.run(bob, abort.signal, late.job))).statusCode).toBe(499);
    running.finish('');
    await first;
    expect(late.started).toBe(false);
  });

  it('is sized from the worker threads: two jobs in flight per thread', () => {
    expect(jobLimitsFor(1)).toEqual({ maxRunning: 2, maxWaiting: 8, maxPerUser: 2 });
    expect(jobLimitsFor(3)).toMatchObject({ maxRunning: 6, maxWaiting: 24 });
  });
});
