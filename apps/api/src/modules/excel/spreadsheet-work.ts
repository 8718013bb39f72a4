import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobLeases } from './job-leases';
import { JobLimiter, jobLimitsFor } from './job-limiter';
import { LIMITS, processSpreadsheet } from './process-spreadsheet';
import { ProgressHub } from './progress-hub';
import { notificationBus } from './progress/progress-bus';
import { openJobQueue, type JobQueue } from './queue/job-queue';
import { JobRunner } from './queue/job-runner';
import {
  failUnfinishedJob,
  quietUnfinishedJobs,
  sweepJobs,
  unexpectedFailure,
} from './queue/job-store';
import { UploadJobs } from './queue/upload-jobs';
import { accountRules } from './rule-decisions';
import { SpreadsheetPool } from './workers/spreadsheet-pool';

/**
 * Everything that works on workbooks, shared by the routes that need it: the worker threads
 * that read and write them and the limiter in front of them (uploads and `apply` compete for
 * the same threads), the progress hub, and the durable job queue (decision 024). An instance
 * with the web role queues uploads and waits for them; one with the worker role runs them.
 */

export interface SpreadsheetWork {
  pool: SpreadsheetPool;
  limiter: JobLimiter;
  hub: ProgressHub;
  uploads: UploadJobs;
}

declare module 'fastify' {
  interface FastifyInstance {
    spreadsheetWork: SpreadsheetWork;
  }
}

/** How often a waiting upload request reads its job, and asks the queue whether it gave up. */
const POLL_MS = 1_000;
const QUEUE_CHECK_MS = 5_000;
/** Shutting down, a waiting upload answers this long before the grace ends (and it is cut). */
const ANSWER_BEFORE_CUT_MS = 1_500;
/**
 * Ended jobs are kept a day (their results live on in Results); one untouched for an hour is
 * lost; one untouched for five minutes that the queue has given up on ends failed.
 */
const JOB_SWEEP = {
  everySeconds: 10 * 60,
  keepMs: 24 * 3_600_000,
  staleMs: 3_600_000,
  quietMs: 5 * 60_000,
};

export const spreadsheetWork = fp(async (app: FastifyInstance) => {
  const { config } = app;
  const log = (error: unknown, message: string) => app.log.warn({ err: error }, message);
  // Tests start many apps that never upload: there a thread starts with the first upload.
  const pool = new SpreadsheetPool({
    size: config.spreadsheet.workers,
    heapMb: LIMITS.workerHeapMb,
    keepWarm: config.env !== 'test',
    nice: config.spreadsheet.workerNice,
  });
  const runsJobs = config.role !== 'web';
  if (config.env !== 'test' && runsJobs) pool.warm();
  const limits = jobLimitsFor(pool.size);
  const limiter = new JobLimiter(limits, new JobLeases(app.db, { onError: log }));

  // Every instance on the database hears every upload's progress (LISTEN/NOTIFY, on PGlite too).
  const hub = new ProgressHub({}, notificationBus(app.database.notifications, log));
  await hub.listen();

  const queue: JobQueue = await openJobQueue(app.database, {
    expireSeconds: config.queue.jobTimeoutSeconds,
    maintenanceSeconds: config.queue.maintenanceSeconds,
    retryLimit: 2,
    pollSeconds: config.queue.pollSeconds,
    onError: (error) => log(error, 'spreadsheet queue error'),
  });
  const uploads = new UploadJobs(app.db, app.database.notifications, queue, {
    maxWaiting: limits.maxWaiting,
    pollMs: POLL_MS,
    queueCheckMs: QUEUE_CHECK_MS,
    maxWaitMs: config.queue.uploadWaitMs,
    answerBy: () =>
      app.inFlight.closing ? (app.inFlight.graceEndsAt ?? 0) - ANSWER_BEFORE_CUT_MS : undefined,
  });
  await uploads.listen();
  app.backgroundJobs.schedule('spreadsheet job sweep', JOB_SWEEP.everySeconds, async () => {
    let count = await sweepJobs(app.db, JOB_SWEEP.keepMs, JOB_SWEEP.staleMs);
    // After a 202 nobody may be waiting to notice that the queue gave a job up.
    for (const id of await quietUnfinishedJobs(app.db, JOB_SWEEP.quietMs)) {
      if (!(await queue.givenUp(id))) continue;
      await failUnfinishedJob(app.db, id, unexpectedFailure);
      count++;
    }
    if (count > 0) app.log.info({ count }, 'ended or lost spreadsheet jobs cleared');
  });

  let runner: JobRunner | undefined;
  if (runsJobs) {
    runner = new JobRunner({
      db: app.db,
      notifications: app.database.notifications,
      instance: `${hostname()}:${process.pid}`,
      process: (job, bytes, hooks) =>
        processSpreadsheet(
          {
            db: app.db,
            classifier: app.classifier,
            resultTtlHours: config.resultTtlHours,
            pool,
            jobBudgetMs: config.spreadsheet.jobBudgetMs,
            rules: (userId) => accountRules(app.db, userId),
            serialDatabase: app.database.kind === 'pglite',
          },
          {
            userId: job.userId,
            fileName: job.fileName,
            bytes,
            processId: job.id,
            contentHash: job.contentHash || undefined,
            columnChoice: job.columnChoice,
          },
          hooks,
        ),
      publishProgress: (job, event) => {
        if (job.connectionId)
          hub.publish(job.userId, job.connectionId, { event: 'progress', data: event });
      },
      retry: (id) => queue.retry(id),
      heartbeatMs: config.queue.heartbeatSeconds * 1000,
      log,
    });
    await runner.start();
    // Two jobs per thread, as before the queue: one is read or written while another classifies.
    await queue.work(limits.maxRunning, async (id) => {
      const settled = await runner!.run(id);
      // The job's announcements were written with its end; they go out now (or with the
      // webhooks' own retries, if the database is away).
      await app.webhooks
        .dispatchForJob(id)
        .catch((error: unknown) => log(error, `webhooks of spreadsheet job ${id} not sent yet`));
      return settled;
    });
  }

  app.metrics.observeSpreadsheetJobs(() => ({
    running: (runner?.count ?? 0) + limiter.stats.running,
    waiting: limiter.stats.waiting,
    threads: pool.threads,
  }));
  app.metrics.observeSpreadsheetQueue(() => queue.countByState());

  // Open streams would keep the server from closing; end them first.
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => {
    await queue.stopFetching();
    await uploads.close();
    // Jobs still running when the shutdown's grace ends go back to the queue (at once when the
    // app is closed without one).
    await runner?.handBack(app.inFlight.graceEndsAt ?? 0);
    await queue.close();
    await pool.close();
  });
  app.decorate('spreadsheetWork', { pool, limiter, hub, uploads });
});
