import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { isDatabaseUnavailable } from '../db/availability';
import { executorOf, startQueueWorkers, type QueueWorkers } from '../db/queue-workers';

/**
 * Sweeps and retried jobs on pg-boss, in the app's own database (decision 032).
 *
 * A sweep runs once per period across every instance on the database: each instance offers it
 * to the queue as a singleton of the period's time slot (pg-boss keeps one job per slot, on
 * PostgreSQL and PGlite alike), and whichever worker fetches the job runs it, retried with
 * backoff if it fails. A queue carries jobs named by our own ids (a contact message's, say),
 * each retried with exponential backoff until its retry limit; an attempt whose process died is
 * run again after its expiry. Every call into pg-boss is awaited (decision 027).
 */

export interface RetryPolicy {
  /** How many times a failed job runs again at most. */
  retryLimit: number;
  /** The wait after the first failure; each next one doubles (plus up to as much again). */
  retryDelaySeconds: number;
  /** An attempt still active this long after it started (its process died) runs again. */
  expireSeconds: number;
}

export interface JobAttempt {
  id: string;
  /** 0 on the first run, then 1, 2, … */
  retryCount: number;
  retryLimit: number;
}

/** `retry` runs the job again after its backoff while retries are left. */
export type JobOutcome = 'done' | 'retry';

export interface JobSender {
  /** Queues the job `id`; a job of that id already in the queue is left as it is. */
  send(id: string, options?: { startAfterSeconds?: number }): Promise<void>;
}

export interface BackgroundJobs {
  /** Runs `sweep` about once every `everySeconds` across all instances, and soon after start. */
  schedule(name: string, everySeconds: number, sweep: () => Promise<unknown>): void;
  /** A queue of jobs with retry and backoff. `handle` should not throw (a throw is `retry`). */
  queue(
    name: string,
    policy: RetryPolicy,
    handle: (attempt: JobAttempt) => Promise<JobOutcome>,
  ): JobSender;
}

declare module 'fastify' {
  interface FastifyInstance {
    backgroundJobs: BackgroundJobs;
  }
}

const SWEEP_QUEUE = 'trusty-sweeps';
/** A failed sweep runs again after 5–10 s, then 10–20 s; the next period's run comes anyway. */
const SWEEP_RETRY: RetryPolicy = { retryLimit: 2, retryDelaySeconds: 5, expireSeconds: 15 * 60 };
/**
 * Idle workers look for jobs this often. Each instance wakes its own workers for the jobs it
 * queues and when a retry falls due, so the poll only matters for jobs another instance queued
 * or left behind.
 */
const POLL_SECONDS = 30;
const WAKE_MARGIN_MS = 100;
/** An instance offers each sweep at least twice per period (an offer in a taken slot is a no-op). */
const MAX_OFFER_EVERY_MS = 60_000;

interface Sweep {
  everySeconds: number;
  run: () => Promise<unknown>;
}

interface Queue {
  policy: RetryPolicy;
  handle: (attempt: JobAttempt) => Promise<JobOutcome>;
  workers?: QueueWorkers;
}

/**
 * Creates the queue unless it exists. Creating one is DDL (a partition of pgboss.job); two
 * instances starting together on a new database can deadlock on it, so that is tried again.
 */
async function ensureQueue(boss: PgBoss, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (!(await boss.getQueue(name))) await boss.createQueue(name, { name });
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      // 40P01 deadlock detected, 55P03 lock not available (pg-boss's lock_timeout).
      if (attempt >= 5 || (code !== '40P01' && code !== '55P03')) throw error;
      await sleep(100 * attempt + Math.random() * 100);
    }
  }
}

export const backgroundJobs = fp(async (app: FastifyInstance) => {
  const sweeps = new Map<string, Sweep>();
  const queues = new Map<string, Queue>();
  const timers = new Set<NodeJS.Timeout>();
  let sweepWorkers: QueueWorkers | undefined;
  let boss: PgBoss | undefined;
  let closing = false;
  const warn = (error: unknown, message: string) => app.log.warn({ err: error }, message);

  /** Wakes a queue's workers at `when` (a retry or a delayed job falling due). */
  const wakeAt = (workers: () => QueueWorkers | undefined, when: Date) => {
    if (closing) return;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        workers()?.wake();
      },
      // A little after: pg-boss keeps microseconds, and a worker woken a moment early finds
      // nothing due and sleeps until its next poll.
      Math.max(0, when.getTime() - Date.now()) + WAKE_MARGIN_MS,
    );
    timer.unref();
    timers.add(timer);
  };
  /** After a failed attempt: its retry's due time is pg-boss's (backoff with jitter). Never throws. */
  const wakeForRetry =
    (boss: PgBoss, name: string, workers: () => QueueWorkers | undefined) => async (id: string) => {
      const job = await boss.getJobById(name, id).catch(() => null);
      if (job?.state === 'retry') wakeAt(workers, new Date(job.startAfter));
    };

  app.decorate<BackgroundJobs>('backgroundJobs', {
    schedule(name, everySeconds, run) {
      if (boss) throw new Error(`sweep ${name} scheduled after start`);
      sweeps.set(name, { everySeconds, run });
    },
    queue(name, policy, handle) {
      if (boss) throw new Error(`queue ${name} defined after start`);
      const queue: Queue = { policy, handle };
      queues.set(name, queue);
      return {
        async send(id, options = {}) {
          if (!boss) throw new Error('background jobs are not running');
          const startAfter = options.startAfterSeconds ?? 0;
          const created = await boss.send(
            name,
            {},
            {
              id,
              retryLimit: policy.retryLimit,
              retryDelay: policy.retryDelaySeconds,
              retryBackoff: true,
              expireInSeconds: policy.expireSeconds,
              startAfter,
            },
          );
          if (created) wakeAt(() => queue.workers, new Date(Date.now() + startAfter * 1000));
        },
      };
    },
  });

  async function offerSweep(name: string, everySeconds: number): Promise<void> {
    if (!boss || closing) return;
    const created = await boss
      .send(
        SWEEP_QUEUE,
        { sweep: name },
        {
          singletonKey: name,
          singletonSeconds: everySeconds,
          retryLimit: SWEEP_RETRY.retryLimit,
          retryDelay: SWEEP_RETRY.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: SWEEP_RETRY.expireSeconds,
        },
      )
      .catch((error: unknown) => {
        warn(error, `${name} could not be queued`);
        return null;
      });
    if (created) sweepWorkers?.wake();
  }

  async function runSweep(job: PgBoss.JobWithMetadata): Promise<JobOutcome> {
    const name = (job.data as { sweep?: string }).sweep ?? '';
    const sweep = sweeps.get(name);
    // Another version of the app (a rolling deploy) may know a sweep this one does not.
    if (!sweep) return 'done';
    try {
      await sweep.run();
      return 'done';
    } catch (error) {
      // An outage is reported where requests meet it; a sweep simply tries again.
      if (isDatabaseUnavailable(error)) warn(error, `${name} failed`);
      else app.log.error({ err: error }, `${name} failed`);
      return 'retry';
    }
  }

  app.addHook('onReady', async () => {
    const started = new PgBoss({
      db: executorOf(app.database),
      schema: 'pgboss',
      // pg-boss's own cron works through boss.work, whose complete/fail are not awaited
      // (decision 027), and counts in whole minutes: sweeps are offered by our timers instead.
      schedule: false,
      // The spreadsheet queue's pg-boss maintains the schema (expiry, archive) for every queue.
      supervise: false,
    });
    started.on('error', (error) => warn(error, 'background job queue error'));
    await started.start();
    for (const name of [SWEEP_QUEUE, ...queues.keys()]) await ensureQueue(started, name);
    boss = started;

    const onError = (error: unknown) => warn(error, 'background job queue error');
    sweepWorkers = startQueueWorkers(
      started,
      SWEEP_QUEUE,
      {
        concurrency: 2,
        pollSeconds: POLL_SECONDS,
        onError,
        onRetried: wakeForRetry(started, SWEEP_QUEUE, () => sweepWorkers),
      },
      (job) => runSweep(job),
    );
    for (const [name, queue] of queues) {
      queue.workers = startQueueWorkers(
        started,
        name,
        {
          concurrency: 1,
          pollSeconds: POLL_SECONDS,
          includeMetadata: true,
          onError,
          // Never throws: a throw here would have the failed attempt recorded twice.
          onRetried: wakeForRetry(started, name, () => queue.workers),
        },
        (job) =>
          queue
            .handle({ id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit })
            .catch((error: unknown): JobOutcome => {
              app.log.error({ err: error, queue: name, jobId: job.id }, 'background job failed');
              return 'retry';
            }),
      );
    }
    for (const [name, { everySeconds }] of sweeps) {
      void offerSweep(name, everySeconds);
      const timer = setInterval(
        () => void offerSweep(name, everySeconds),
        Math.min((everySeconds * 1000) / 2, MAX_OFFER_EVERY_MS),
      );
      timer.unref();
      timers.add(timer);
    }
  });

  // Before anything else closes: a sweep or job under way still has the database, the mailer
  // and the spreadsheet queue while it finishes.
  app.addHook('preClose', async () => {
    closing = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    await Promise.all([
      sweepWorkers?.close(),
      ...[...queues.values()].map((queue) => queue.workers?.close()),
    ]);
  });
  app.addHook('onClose', async () => {
    await boss?.stop({ graceful: false, close: false });
  });
});
