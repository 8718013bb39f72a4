import PgBoss from 'pg-boss';
import type { Database } from '../../../db/client';
import {
  executorOf,
  startQueueWorkers,
  type QueueWorkers,
  type Settled,
} from '../../../db/queue-workers';

export type { Settled };

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
  /**
   * Whether pg-boss will not run the job again: failed after its retries, cancelled, or
   * completed (by an attempt whose row says otherwise, the row has nothing left to wait for).
   */
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
  let workers: QueueWorkers | undefined;
  const wakeWorkers = () => workers?.wake();

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
      return !job || ['failed', 'cancelled', 'completed'].includes(job.state);
    },
    async work(concurrency, handle) {
      workers = startQueueWorkers(
        boss,
        QUEUE_NAME,
        {
          concurrency,
          pollSeconds: options.pollSeconds,
          onError: options.onError,
          // A job to run again wakes every worker instance, as a new one does.
          onRetried: (id) =>
            database.notifications.notify(QUEUE_CHANNEL, id).catch(options.onError),
        },
        (job) => handle(job.id),
      );
      stopListening = await database.notifications.listen(QUEUE_CHANNEL, wakeWorkers);
    },
    async stopFetching() {
      await stopListening?.();
      stopListening = undefined;
      workers?.stop();
    },
    async close() {
      await stopListening?.();
      await workers?.close();
      // Nothing of ours is still running here (the runner has handed its jobs back), so there
      // is nothing to wait for; pg-boss closes no connection it did not open.
      await boss.stop({ graceful: false, close: false });
    },
  };
}
