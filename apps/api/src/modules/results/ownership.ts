import { resultMessages } from '@trusty/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { excelResults } from '../../db/schema/index';
import { notFound } from '../../http/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Someone else's id, an unknown one and a malformed one all answer the same 404, so ids cannot
 * be probed (and a malformed id never reaches the database as a cast error, a 500).
 */
export const uploadNotFound = () => notFound(resultMessages.notFound);
export const rowNotFound = () => notFound(resultMessages.rowNotFound);

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Throws the upload 404 unless `uploadId` is one of the user's uploads. */
export async function assertOwnUpload(db: Db, userId: string, uploadId: string): Promise<void> {
  if (!isUuid(uploadId)) throw uploadNotFound();
  const rows = await db
    .select({ id: excelResults.id })
    .from(excelResults)
    .where(and(eq(excelResults.id, uploadId), eq(excelResults.userId, userId)));
  if (rows.length === 0) throw uploadNotFound();
}
