import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobLeases } from './job-leases';
import { JobLimiter, jobLimitsFor } from './job-limiter';
import { LIMITS } from './process-spreadsheet';
import { SpreadsheetPool } from './workers/spreadsheet-pool';

/**
 * The worker threads that read and write workbooks, and the limiter in front of them, shared by
 * every route that runs a workbook through them: uploads (`/tbm/excel`) and rewriting an upload
 * with its corrections (`/results/uploads/:id/apply`), so both compete for the same threads.
 */

export interface SpreadsheetWork {
  pool: SpreadsheetPool;
  limiter: JobLimiter;
}

declare module 'fastify' {
  interface FastifyInstance {
    spreadsheetWork: SpreadsheetWork;
  }
}

export const spreadsheetWork = fp(async (app: FastifyInstance) => {
  // Tests start many apps that never upload: there a thread starts with the first upload.
  const pool = new SpreadsheetPool({
    size: app.config.spreadsheet.workers,
    heapMb: LIMITS.workerHeapMb,
    keepWarm: app.config.env !== 'test',
  });
  if (app.config.env !== 'test') pool.warm();
  const limiter = new JobLimiter(
    jobLimitsFor(pool.size),
    new JobLeases(app.db, { onError: (error, message) => app.log.warn({ err: error }, message) }),
  );
  app.metrics.observeSpreadsheetJobs(() => ({ ...limiter.stats, threads: pool.threads }));
  app.addHook('onClose', () => pool.close());
  app.decorate('spreadsheetWork', { pool, limiter });
});
