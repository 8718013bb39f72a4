import type { JobStatus } from '@trusty/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';

/**
 * GET /tbm/excel/status/:processId: where an upload stands, for clients that poll instead of
 * reading the progress stream. The job's row while it exists (a day after it ends); after that
 * the stored result answers for it.
 */

type Execute = { rows: unknown[] };
const rowsOf = <T>(result: unknown) => (result as Execute).rows as T[];
const iso = (value: Date | string) => new Date(value).toISOString();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface JobRecord {
  state: JobStatus['state'];
  result: unknown;
  error: { code?: string; message?: string } | null;
  created_at: Date | string;
  updated_at: Date | string;
}

interface ResultRecord {
  id: string;
  total_rows: number;
  successful_rows: number;
  error_rows: number;
  unclassified_rows: number;
  skipped_rows: number;
  errors: string[];
  expires_at: Date | string;
  created_at: Date | string;
}

export async function jobStatus(db: Db, userId: string, processId: string): Promise<JobStatus> {
  const gone = () => notFound('No spreadsheet job with this id');
  if (!UUID.test(processId)) throw gone();
  const [job] = rowsOf<JobRecord>(
    await db.execute(sql`
      SELECT state, result, error, created_at, updated_at FROM spreadsheet_jobs
      WHERE id = ${processId}::uuid AND user_id = ${userId}::uuid`),
  );
  if (job) {
    return {
      processId,
      state: job.state,
      createdAt: iso(job.created_at),
      updatedAt: iso(job.updated_at),
      ...(job.result ? { result: job.result } : {}),
      ...(job.error
        ? { error: { code: job.error.code ?? 'FAILED', message: job.error.message ?? '' } }
        : {}),
    };
  }
  const [stored] = rowsOf<ResultRecord>(
    await db.execute(sql`
      SELECT id, total_rows, successful_rows, error_rows, unclassified_rows, skipped_rows, errors,
             expires_at, created_at
      FROM excel_results
      WHERE id = ${processId}::uuid AND user_id = ${userId}::uuid AND kind = 'upload'`),
  );
  if (!stored) throw gone();
  return {
    processId,
    state: 'completed',
    createdAt: iso(stored.created_at),
    updatedAt: iso(stored.created_at),
    result: {
      processId,
      totalRows: stored.total_rows,
      successfulRows: stored.successful_rows,
      errorRows: stored.error_rows,
      unclassifiedRows: stored.unclassified_rows,
      skippedRows: stored.skipped_rows,
      errors: stored.errors,
      expiresAt: iso(stored.expires_at),
    },
  };
}

/** Uploads accepted to run in the background that have not ended, per account. */
export async function unfinishedJobs(db: Db, userId: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      SELECT count(*)::int AS n FROM spreadsheet_jobs
      WHERE user_id = ${userId}::uuid AND state IN ('queued', 'running')`),
  );
  return Number(row?.n ?? 0);
}
