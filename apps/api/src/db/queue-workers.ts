import { setTimeout as sleep } from 'node:timers/promises';
import type PgBoss from 'pg-boss';
import { isDatabaseUnavailable } from './availability';
import type { Database } from './client';

/**
 * pg-boss on the app's own database, and the loop that works its queues. pg-boss's own worker
 * (`boss.work`) calls `complete()` and `fail()` without awaiting them: a database outage at the
 * end of a job rejected with nobody listening and ended the process (issue 33). Here every call
 * into pg-boss is awaited, and while the database is away a job's outcome is offered again.
 */

/** pg-boss's `Db`: PGlite runs several statements in one call only without parameters. */
export function executorOf(database: Database): PgBoss.Db {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'postgres') {
    type Client = {
      query(text: string, values?: unknown[]): Promise<{ rows: [] }>;
      release(): void;
    };
    const pool = client as { connect(): Promise<Client> };
    return {
      // pg-boss sends some commands as one string `BEGIN; …; COMMIT;`: when one of them fails
      // (a deadlock while two instances create a queue, say) the rest is skipped and the
      // connection would go back to the pool inside an aborted transaction.
      async executeSql(text, values) {
        const connection = await pool.connect();
        try {
          return await connection.query(text, values);
        } catch (error) {
          await connection.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          connection.release();
        }
      },
    };
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

/**
 * How a job's attempt ended, for the queue: over, to be run again (pg-boss retries it while
 * retries are left, with the job's delay), or overtaken by a later attempt of the same job,
 * which settles it instead.
 */
export type Settled = 'done' | 'retry' | 'overtaken';

/** While the database is away, an outcome is offered to pg-boss again this often… */
const SETTLE_RETRY_MS = 500;
/** …for this long; past it the job's expiry runs it again. */
const SETTLE_FOR_MS = 120_000;

export interface QueueWorkerOptions {
  concurrency: number;
  /** How often an idle worker looks for work when nothing woke it. */
  pollSeconds: number;
  /** Hand the handler pg-boss's retry count and limit too. */
  includeMetadata?: boolean;
  onError(error: unknown): void;
  /** After a `retry` was recorded: wake whoever should take the job up again. */
  onRetried?(id: string): Promise<void>;
}

export interface QueueWorkers {
  /** An idle worker looks for work now instead of at its next poll. */
  wake(): void;
  /** Fetch nothing more; jobs in hand go on. */
  stop(): void;
  /** Stops fetching and resolves once every job in hand has been settled with pg-boss. */
  close(): Promise<void>;
}

/**
 * `concurrency` workers on `queue`, each one job at a time. `handle` should not throw; a throw
 * counts as `retry`.
 */
export function startQueueWorkers(
  boss: PgBoss,
  queue: string,
  options: QueueWorkerOptions,
  handle: (job: PgBoss.JobWithMetadata) => Promise<Settled>,
): QueueWorkers {
  let fetching = true;
  const idleWorkers = new Set<() => void>();
  const wake = () => {
    for (const done of [...idleWorkers]) done();
  };
  /** Until the next poll, a wake-up, or the end of fetching. */
  const idle = () =>
    new Promise<void>((resolve) => {
      // Fetching ended while this worker was fetching: the wake-up has already gone by.
      if (!fetching) {
        resolve();
        return;
      }
      const done = () => {
        clearTimeout(timer);
        idleWorkers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, options.pollSeconds * 1000);
      idleWorkers.add(done);
    });

  async function settle(id: string, outcome: Settled): Promise<void> {
    if (outcome === 'overtaken') return;
    const until = Date.now() + SETTLE_FOR_MS;
    for (;;) {
      try {
        if (outcome === 'done') await boss.complete(queue, id);
        else {
          await boss.fail(queue, id, { message: 'retried' });
          await options.onRetried?.(id);
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

  async function work(): Promise<void> {
    while (fetching) {
      // pg-boss's fetch answers [] when the database does not answer.
      const [job] = await boss
        .fetch(queue, { batchSize: 1, includeMetadata: options.includeMetadata ?? false })
        .catch((error: unknown) => {
          options.onError(error);
          return [];
        });
      if (!job) {
        await idle();
        continue;
      }
      const outcome = await handle(job as PgBoss.JobWithMetadata).catch(
        (error: unknown): Settled => {
          options.onError(error);
          return 'retry';
        },
      );
      await settle(job.id, outcome);
    }
  }

  const workers = Array.from({ length: options.concurrency }, () => work());
  return {
    wake,
    stop() {
      fetching = false;
      wake();
    },
    async close() {
      fetching = false;
      wake();
      await Promise.all(workers);
    },
  };
}
