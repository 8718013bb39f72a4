import { resultMessages, type PendingUploadSummary } from '@trusty/contracts';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Uploads whose job has not stored a result yet, for the Results list (decision 024): an upload
 * can outlive the request that sent it (an instance restarted, the browser was answered 503), so
 * the list is where the user finds it. Queued and running jobs show as processing, failed ones
 * with their message. A job whose result row exists is listed through that row instead (it may
 * still say running for a moment after the result commits); a cancelled job, or one whose client
 * went away, is not the user's any more. Ended jobs disappear when the queue's sweep forgets them.
 *
 * One branch of the list's UNION: the same columns as the others, in the same order.
 */
export function pendingUploadsBranch(userId: string): SQL {
  return sql`
    SELECT 'job' AS kind, j.id, j.created_at, j.file_name, j.state AS job_state,
           j.error->>'message' AS failure
    FROM spreadsheet_jobs AS j
    WHERE j.user_id = ${userId}
      AND (j.state = 'failed' OR (j.state IN ('queued', 'running') AND NOT j.cancel_requested))
      AND NOT EXISTS (SELECT 1 FROM excel_results AS e WHERE e.id = j.id)`;
}

export function toPendingUploadSummary(row: {
  id: string;
  createdAtMs: number | string;
  fileName: string | null;
  jobState: string | null;
  failure: string | null;
}): PendingUploadSummary {
  const base = {
    kind: 'upload' as const,
    id: row.id,
    fileName: row.fileName ?? '',
    createdAt: new Date(Number(row.createdAtMs)).toISOString(),
  };
  return row.jobState === 'failed'
    ? { ...base, status: 'failed', failure: row.failure || resultMessages.uploadFailed }
    : { ...base, status: 'processing' };
}
