import type { UserStats } from '@trusty/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

/** Read fresh from the row, not from the request's session snapshot. */
export async function getUserStats(db: Db, userId: string): Promise<UserStats> {
  const rows = await db
    .select({
      credits: users.credits,
      fileUploads: users.fileUploads,
      totalCostsAlignment: users.totalCostsAlignment,
    })
    .from(users)
    .where(eq(users.id, userId));
  return rows[0] ?? { credits: 0, fileUploads: 0, totalCostsAlignment: 0 };
}
