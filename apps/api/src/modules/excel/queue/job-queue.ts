import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import { isDatabaseUnavailable } from '../../../db/availability';
import type { Database } from '../../../db/client';

/**
 * The durable queue of spreadsheet jobs: pg-boss on the app's own database (decision 024). On
 * PostgreSQL any instance sends, any worker instance fetches (SKIP LOCKED), and a job whose
 * worker died is failed by expiry and retried elsewhere; on PGlite the same code runs in one
 * process. A job carries only its id; what it is about lives in spreadsheet_jobs.
 */

export const QUEUE_NAME = 'spreadsheet';
/** Wakes idle workers on every instance when a job is sent, instead of waiting for their poll. */
export const QUEUE_CHANNEL = 'trusty_spreadsheet_queue';

export interface QueueOptions {
  /**
   * The backstop: a job still active after this long is failed by pg-boss and retried. A
   * crashed worker is noticed much sooner by its silence (job-runner.ts); this catches a job
   * whose worker keeps its heartbeat but never ends.
   */
  expireSeconds: number;
  /** How often one instance looks for expired jobs. */
  maintenanceSeconds: number;
  /** Tries after the first: crashes, hand-backs at shutdown, a database gone for a moment. */
  retryLimit: number;
  /** How often an idle worker looks for work when no notification woke it. */
  pollSeconds: number;
  onError(error: unknown): void;
}

/** How a job's attempt ended, for the queue: over, or to be run again (by any worker). */
export type Settled = 'done' | 'retry';

/** While the database is away, a job's outcome is offered to pg-boss again this often… */
const SETTLE_RETRY_MS = 500;
/** …for this long; past it the job's expiry (or a silent-worker check) sees to it. */
const SETTLE_FOR_MS = 120_000;

export interface JobQueue {
  send(id: string): Promise<void>;
  /** Jobs sent and not yet taken by a worker, across every instance. */
  waiting(): Promise<number>;
  /** Jobs by pg-boss state (created, retry, active, completed, failed, cancelled). */
  countByState(): Promise<Record<string, number>>;
  /** Fails the job's current attempt so that pg-boss retries it (its worker went silent). */
  retry(id: string): Promise<void>;
  /** A job nobody should run any more leaves the queue (and stops counting as waiting). */
  cancel(id: string): Promise<void>;
  /** Whether pg-boss has given up on the job (failed after its retries, or cancelled). */
  givenUp(id: string): Promise<boolean>;
  /**
   * Starts `concurrency` workers on this instance; each takes one job at a time. `handle` says
   * whether the job is over or should run again (pg-boss retries it while retries are left); it
   * should not throw, and a throw counts as `retry`.
   */
  work(concurrency: number, handle: (id: string) => Promise<Settled>): Promise<void>;
  /** Fetch nothing more (running jobs go on). */
  stopFetching(): Promise<void>;
  /** Waits for the workers' last jobs to be settled with pg-boss, then stops it. */
  close(): Promise<void>;
}

/** pg-boss's `Db`: PGlite runs several statements in one call only without parameters. */
export function executorOf(database: Database): PgBoss.Db {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'postgres') {
    const pool = client as { query(text: string, values?: unknown[]): Promise<{ rows: [] }> };
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const pglite = client as {
    query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
    exec(text: string): Promise<{ rows: unknown[] }[]>;
  };
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values) as Promise<{ rows: [] }>;
      const results = await pglite.exec(text);
      return (results.at(-1) ?? { rows: [] }) as { rows: [] };
    },
  };
}

export async function openJobQueue(database: Database, options: QueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    db: executorOf(database),
    schema: 'pgboss',
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: options.maintenanceSeconds,
  });
  boss.on('error', options.onError);
  await boss.start();
  await boss.createQueue(QUEUE_NAME, {
    name: QUEUE_NAME,
    retryLimit: options.retryLimit,
    retryDelay: 0,
    expireInSeconds: options.expireSeconds,
  });
  let stopListening: (() => Promise<void>) | undefined;
  let fetching = false;
  const workers: Promise<void>[] = [];
  const idleWorkers = new Set<() => void>();
  const wakeWorkers = () => {
    for (const wake of [...idleWorkers]) wake();
  };
  /** Until the next poll, a notification of a new job, or the end of fetching. */
  const idle = () =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        idleWorkers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, options.pollSeconds * 1000);
      idleWorkers.add(wake);
    });

  /**
   * pg-boss's own worker (`boss.work`) calls complete() and fail() without awaiting them, so a
   * database outage at the end of a job rejected with nobody listening and ended the process.
   * Here every call is awaited: an outcome is offered again while the database is away, and
   * what still fails is reported. A job left active is retried after its expiry, or sooner by
   * a worker that finds its row untouched (job-runner.ts).
   */
  async function settle(id: string, outcome: Settled): Promise<void> {
    const until = Date.now() + SETTLE_FOR_MS;
    for (;;) {
      try {
        if (outcome === 'done') await boss.complete(QUEUE_NAME, id);
        else {
          await boss.fail(QUEUE_NAME, id, { message: 'retried' });
          await database.notifications.notify(QUEUE_CHANNEL, id).catch(options.onError);
        }
        return;
      } catch (error) {
        if (!isDatabaseUnavailable(error) || !fetching || Date.now() > until) {
          options.onError(error);
          return;
        }
        await sleep(SETTLE_RETRY_MS);
      }
    }
  }

  async function workLoop(handle: (id: string) => Promise<Settled>): Promise<void> {
    while (fetching) {
      // pg-boss's fetch answers [] when the database does not answer.
      const [job] = await boss.fetch(QUEUE_NAME, { batchSize: 1 }).catch((error: unknown) => {
        options.onError(error);
        return [];
      });
      if (!job) {
        await idle();
        continue;
      }
      const outcome = await handle(job.id).catch((error: unknown): Settled => {
        options.onError(error);
        return 'retry';
      });
      await settle(job.id, outcome);
    }
  }

  return {
    async send(id) {
      // Per job, not only on the queue: an existing queue keeps the options it was created with.
      await boss.send(
        QUEUE_NAME,
        {},
        {
          id,
          retryLimit: options.retryLimit,
          retryDelay: 0,
          expireInSeconds: options.expireSeconds,
        },
      );
      await database.notifications.notify(QUEUE_CHANNEL, id).catch(options.onError);
    },
    waiting: () => boss.getQueueSize(QUEUE_NAME, { before: 'active' }),
    async countByState() {
      // countStates is in pg-boss 10 but missing from its types.
      const counts = await (
        boss as unknown as {
          countStates(): Promise<{ queues?: Record<string, Record<string, number>> }>;
        }
      ).countStates();
      return counts.queues?.[QUEUE_NAME] ?? {};
    },
    async retry(id) {
      await boss.fail(QUEUE_NAME, id, { message: 'its worker went silent' });
      await database.notifications.notify(QUEUE_CHANNEL, id).catch(options.onError);
    },
    async cancel(id) {
      await boss.cancel(QUEUE_NAME, id);
    },
    async givenUp(id) {
      const job = await boss.getJobById(QUEUE_NAME, id);
      return !job || job.state === 'failed' || job.state === 'cancelled';
    },
    async work(concurrency, handle) {
      fetching = true;
      for (let i = 0; i < concurrency; i++) workers.push(workLoop(handle));
      stopListening = await database.notifications.listen(QUEUE_CHANNEL, wakeWorkers);
    },
    async stopFetching() {
      await stopListening?.();
      stopListening = undefined;
      fetching = false;
      wakeWorkers();
    },
    async close() {
      await stopListening?.();
      fetching = false;
      wakeWorkers();
      await Promise.all(workers);
      // Nothing of ours is still running here (the runner has handed its jobs back), so there
      // is nothing to wait for; pg-boss closes no connection it did not open.
      await boss.stop({ graceful: false, close: false });
    },
  };
}
