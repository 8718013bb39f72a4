import type { ColumnRoles } from '@trusty/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { columnLayouts } from '../../db/schema/index';
import type { RememberedLayouts } from './column-roles';

/**
 * The account's remembered column choices (issue 34 §2), one per header layout. Only the most
 * recent few travel to the worker that reads an upload: an account sends a handful of report
 * layouts, and an unbounded list would be an unbounded message.
 */
export const REMEMBERED_LAYOUTS = 50;

export async function rememberedLayouts(db: Db, userId: string): Promise<RememberedLayouts> {
  const rows = await db
    .select({ layoutKey: columnLayouts.layoutKey, roles: columnLayouts.roles })
    .from(columnLayouts)
    .where(eq(columnLayouts.userId, userId))
    .orderBy(desc(columnLayouts.updatedAt))
    .limit(REMEMBERED_LAYOUTS);
  return Object.fromEntries(rows.map((row) => [row.layoutKey, row.roles]));
}

/** A person's choice for a header layout, kept for the next file of that layout. */
export async function rememberLayout(
  db: Db,
  userId: string,
  layoutKey: string,
  roles: ColumnRoles,
): Promise<void> {
  await db
    .insert(columnLayouts)
    .values({ userId, layoutKey, roles })
    .onConflictDoUpdate({
      target: [columnLayouts.userId, columnLayouts.layoutKey],
      set: { roles, updatedAt: sql`now()` },
    });
}
