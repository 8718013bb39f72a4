import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUuid, uploadNotFound } from './ownership';

/**
 * Dismisses a failed upload from the Results list (issue 34 §8): its job row goes, with the
 * file's pieces (cascade). Only a failed job of the caller's with no stored result: a queued or
 * running one is still the queue's, a stored upload has its own page. Anything else answers the
 * results' 404, so ids cannot be probed. The failure was logged when it happened.
 */
export async function dismissFailedUpload(db: Db, userId: string, jobId: string): Promise<void> {
  if (!isUuid(jobId)) throw uploadNotFound();
  const { rows } = (await db.execute(sql`
      DELETE FROM spreadsheet_jobs AS j
      WHERE j.id = ${jobId} AND j.user_id = ${userId} AND j.state = 'failed'
        AND NOT EXISTS (SELECT 1 FROM excel_results AS e WHERE e.id = j.id)
      RETURNING j.id`)) as unknown as { rows: unknown[] };
  if (rows.length === 0) throw uploadNotFound();
}
