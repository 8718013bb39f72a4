import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * A finished spreadsheet job is announced to the upload's `callbackUrl` and to the account's
 * webhook. The deliveries are written in the statement (and, on completion, the transaction)
 * that finishes the job, so no finished job can go unannounced; sending them is the delivery
 * queue's work (deliveries.ts).
 */

export type JobEvent = 'spreadsheet.completed' | 'spreadsheet.failed';

/** One row per target the job has; none when it has neither. Answers the new deliveries' ids. */
export async function recordAnnouncements(
  db: Db,
  jobId: string,
  event: JobEvent,
): Promise<string[]> {
  const result = await db.execute(sql`
    INSERT INTO webhook_deliveries (user_id, job_id, target, url, event, payload)
    SELECT j.user_id, j.id, t.target, t.url, ${event},
           jsonb_build_object(
             'event', ${event}::text,
             'processId', j.id,
             'state', j.state,
             'fileName', j.file_name,
             'result', j.result,
             'error', CASE WHEN j.error IS NULL THEN NULL
                           ELSE jsonb_build_object('code', j.error->'code', 'message', j.error->'message') END,
             'statusUrl', '/api/v1/tbm/excel/status/' || j.id,
             'downloadUrl', CASE WHEN j.state = 'completed'
                                 THEN '/api/v1/tbm/excel/download/' || j.id END,
             'occurredAt', now())
    FROM spreadsheet_jobs j
    LEFT JOIN webhooks w ON w.user_id = j.user_id
    CROSS JOIN LATERAL (VALUES ('callback', j.callback_url), ('webhook', w.url)) AS t(target, url)
    WHERE j.id = ${jobId}::uuid AND t.url IS NOT NULL
    ON CONFLICT (job_id, target) DO NOTHING
    RETURNING id`);
  return (result as unknown as { rows: Array<{ id: string }> }).rows.map((row) => row.id);
}
