import type { ResultPreferences } from '@trusty/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { notFound } from '../../http/errors';

/** Stored as `real`: read back rounded to the percent steps the Profile offers. */
export const asThreshold = (stored: number): number => Math.round(stored * 10_000) / 10_000;

export async function setResultPreferences(
  db: Db,
  userId: string,
  preferences: ResultPreferences,
): Promise<ResultPreferences> {
  const [row] = await db
    .update(users)
    .set({ reviewThreshold: preferences.reviewThreshold, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ reviewThreshold: users.reviewThreshold });
  if (!row) throw notFound('User not found');
  return { reviewThreshold: asThreshold(row.reviewThreshold) };
}
