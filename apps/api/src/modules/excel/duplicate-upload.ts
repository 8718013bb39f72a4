import { ALREADY_PROCESSED, duplicateMessage, type SheetPreview } from '@trusty/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { excelResults } from '../../db/schema/index';
import { AppError } from '../../http/errors';

/**
 * The same file, already processed in the account (issue 34 §5): found by the content hash every
 * upload keeps (issue 33), the latest first. Uploads only; batches of the public API are not files.
 */
export async function earlierUpload(
  db: Db,
  userId: string,
  contentHash: string,
): Promise<SheetPreview['duplicateOf']> {
  const [found] = await db
    .select({
      processId: excelResults.id,
      fileName: excelResults.originalName,
      createdAt: excelResults.createdAt,
    })
    .from(excelResults)
    .where(
      and(
        eq(excelResults.userId, userId),
        eq(excelResults.contentHash, contentHash),
        eq(excelResults.kind, 'upload'),
      ),
    )
    .orderBy(desc(excelResults.createdAt))
    .limit(1);
  return found ? { ...found, createdAt: new Date(found.createdAt).toISOString() } : null;
}

/** 409 naming the earlier upload: nothing is read, queued or charged. */
export function alreadyProcessed(earlier: NonNullable<SheetPreview['duplicateOf']>): AppError {
  return new AppError(409, ALREADY_PROCESSED, duplicateMessage(earlier.createdAt), {
    duplicateOf: earlier,
  });
}
