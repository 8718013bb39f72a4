import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/http/errors';
import { JobLimiter, jobLimitsFor } from '../../../src/modules/excel/job-limiter';

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
const settle = () => new Promise((resolve) => setImmediate(resolve));

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('JobLimiter', () => {
  it('runs up to maxRunning jobs and queues the next in order', async () => {
    const limiter = new JobLimiter({ maxRunning: 2, maxWaiting: 4, maxPerUser: 5 });
    const [a, b, c, d] = [gate(), gate(), gate(), gate()];
    const runs = [a, b, c, d].map((g, i) => limiter.run(`user-${i}`, never(), g.job));
    await settle();
    expect([a.started, b.started, c.started, d.started]).toEqual([true, true, false, false]);

    a.finish('a');
    await settle();
    expect([c.started, d.started]).toEqual([true, false]);
    b.finish('b');
    await settle();
    expect(d.started).toBe(true);
    c.finish('c');
    d.finish('d');
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('answers 503 when the queue is full', async () => {
    const limiter = new JobLimiter({ maxRunning: 1, maxWaiting: 1, maxPerUser: 2 });
    const [running, waiting] = [gate(), gate()];
    const first = limiter.run('alice', never(), running.job);
    const second = limiter.run('bob', never(), waiting.job);
    const busy = await refusal(limiter.run('carol', never(), gate().job));
    expect(busy.statusCode).toBe(503);
    expect(busy.code).toBe('SERVER_BUSY');
    running.finish('');
    waiting.finish('');
    await Promise.all([first, second]);
    // Room again once the queue has drained.
    const later = gate();
    const third = limiter.run('carol', never(), later.job);
    await settle();
    expect(later.started).toBe(true);
    later.finish('');
    await third;
  });

  it('answers 429 to a user who already has maxPerUser jobs, running or waiting', async () => {
    const limiter = new JobLimiter({ maxRunning: 1, maxWaiting: 8, maxPerUser: 2 });
    const [running, waiting] = [gate(), gate()];
    const first = limiter.run('alice', never(), running.job);
    const second = limiter.run('alice', never(), waiting.job);
    const tooMany = await refusal(limiter.run('alice', never(), gate().job));
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.message).toMatch(/already have spreadsheets being processed/);
    // Someone else still queues.
    const bobs = gate();
    const bob = limiter.run('bob', never(), bobs.job);
    running.finish('');
    waiting.finish('');
    await Promise.all([first, second]);
    await settle();
    expect(bobs.started).toBe(true);
    bobs.finish('');
    await bob;
  });

  it('releases the slot and the user when a job fails', async () => {
    const limiter = new JobLimiter({ maxRunning: 1, maxWaiting: 2, maxPerUser: 1 });
    const failing = gate();
    const next = gate();
    const first = limiter.run('alice', never(), failing.job);
    const queued = limiter.run('bob', never(), next.job);
    failing.fail(new Error('worker crashed'));
    await expect(first).rejects.toThrow('worker crashed');
    await settle();
    expect(next.started).toBe(true);
    next.finish('done');
    expect(await queued).toBe('done');
    // Alice's count went back to zero: her next job is accepted and runs at once.
    const again = gate();
    const retry = limiter.run('alice', never(), again.job);
    await settle();
    expect(again.started).toBe(true);
    again.finish('ok');
    expect(await retry).toBe('ok');
  });

  it('drops a waiting job whose request was cancelled, without running it', async () => {
    const limiter = new JobLimiter({ maxRunning: 1, maxWaiting: 2, maxPerUser: 1 });
    const running = gate();
    const cancelled = gate();
    const after = gate();
    const first = limiter.run('alice', never(), running.job);
    const abort = new AbortController();
    const dropped = refusal(limiter.run('bob', abort.signal, cancelled.job));
    const third = limiter.run('carol', never(), after.job);
    abort.abort();
    const error = await dropped;
    expect(error.statusCode).toBe(499);
    expect(error.message).toBe('The upload was cancelled; nothing was charged.');

    running.finish('');
    await first;
    await settle();
    expect(cancelled.started).toBe(false);
    expect(after.started).toBe(true);
    after.finish('');
    await third;
    // Bob's cancelled job no longer counts against him.
    const bobs = gate();
    const bob = limiter.run('bob', never(), bobs.job);
    await settle();
    expect(bobs.started).toBe(true);
    bobs.finish('');
    await bob;
  });

  it('refuses at once a job whose request was cancelled before a slot was free', async () => {
    const limiter = new JobLimiter({ maxRunning: 1, maxWaiting: 2, maxPerUser: 2 });
    const running = gate();
    const first = limiter.run('alice', never(), running.job);
    const abort = new AbortController();
    abort.abort();
    const late = gate();
    expect((await refusal(limiter.run('bob', abort.signal, late.job))).statusCode).toBe(499);
    running.finish('');
    await first;
    expect(late.started).toBe(false);
  });

  it('is sized from the worker threads: two jobs in flight per thread', () => {
    expect(jobLimitsFor(1)).toEqual({ maxRunning: 2, maxWaiting: 8, maxPerUser: 2 });
    expect(jobLimitsFor(3)).toMatchObject({ maxRunning: 6, maxWaiting: 24 });
  });
});
