import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { freeWorkSpent } from '../../db/schema/index';

/**
 * Work an account can make the server do without paying for it: every upload that is read and
 * then refused (an invalid file, no cost column, not enough credits for its rows, a cancelled
 * run) costs CPU and charges nothing. Each account gets a small budget of such uploads and of
 * their processing time per rolling hour; charged uploads never count.
 *
 * Kept in the database every instance shares (free_work_spent, decision 021): an account that
 * spends its budget on one instance has spent it on all.
 */

export interface FreeWorkLimits {
  /** Uncharged uploads per window. */
  uploads: number;
  /** Milliseconds of uncharged processing per window. */
  workMs: number;
  windowMs: number;
}

export const FREE_WORK_LIMITS: FreeWorkLimits = {
  uploads: 20,
  workMs: 120_000,
  windowMs: 3_600_000,
};

interface Spent {
  at: number;
  ms: number;
  /** False for a preview: time spent, not an upload (issue 34 §2). */
  upload: boolean;
}

export class FreeWorkBudget {
  constructor(
    private readonly db: Db,
    private readonly limits: FreeWorkLimits = FREE_WORK_LIMITS,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /**
   * Milliseconds until the account may upload again, or 0 when it still has budget left.
   */
  async retryAfterMs(userId: string): Promise<number> {
    const now = this.now();
    const entries = await this.db
      .select({ at: freeWorkSpent.at, ms: freeWorkSpent.ms, upload: freeWorkSpent.upload })
      .from(freeWorkSpent)
      .where(
        and(eq(freeWorkSpent.userId, userId), gt(freeWorkSpent.at, now - this.limits.windowMs)),
      )
      .orderBy(asc(freeWorkSpent.at));
    return this.waitFor(entries, now);
  }

  /**
   * Records one uncharged upload (or, with `upload: false`, a preview's time only), and drops
   * the account's entries that have left the window in the same statement: the table holds at
   * most a window's worth per account, with no sweep.
   */
  async record(userId: string, ms: number, { upload = true } = {}): Promise<void> {
    const now = this.now();
    await this.db.execute(sql`
      WITH expired AS (
        DELETE FROM free_work_spent
        WHERE user_id = ${userId} AND at <= ${now - this.limits.windowMs}::bigint
      )
      INSERT INTO free_work_spent (user_id, at, ms, upload)
      VALUES (${userId}, ${now}::bigint, ${Math.round(ms)}::integer, ${upload})`);
  }

  private waitFor(entries: Spent[], now: number): number {
    const uploads = entries.filter((entry) => entry.upload).length;
    const workMs = entries.reduce((sum, entry) => sum + entry.ms, 0);
    if (uploads < this.limits.uploads && workMs < this.limits.workMs) return 0;
    // Budget returns as the oldest entries leave the window; wait until enough have left.
    let freedUploads = uploads;
    let freedMs = workMs;
    for (const entry of entries) {
      if (entry.upload) freedUploads -= 1;
      freedMs -= entry.ms;
      if (freedUploads < this.limits.uploads && freedMs < this.limits.workMs)
        return Math.max(1, entry.at + this.limits.windowMs - now);
    }
    return this.limits.windowMs;
  }
}
