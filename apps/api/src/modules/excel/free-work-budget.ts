/**
 * Work an account can make the server do without paying for it: every upload that is read and
 * then refused (an invalid file, no cost column, not enough credits for its rows, a cancelled
 * run) costs CPU and charges nothing. Each account gets a small budget of such uploads and of
 * their processing time per rolling hour; charged uploads never count.
 *
 * In memory, per process: enough for one instance; limits shared between instances belong in
 * the database.
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
}

/** Accounts tracked before old entries are swept on the next record. */
const SWEEP_ABOVE = 10_000;

export class FreeWorkBudget {
  private readonly spent = new Map<string, Spent[]>();

  constructor(
    private readonly limits: FreeWorkLimits = FREE_WORK_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Milliseconds until the account may upload again, or 0 when it still has budget left.
   */
  retryAfterMs(userId: string): number {
    const entries = this.current(userId);
    const uploads = entries.length;
    const workMs = entries.reduce((sum, entry) => sum + entry.ms, 0);
    if (uploads < this.limits.uploads && workMs < this.limits.workMs) return 0;
    // Budget returns as the oldest entries leave the window; wait until enough have left.
    let freedUploads = uploads;
    let freedMs = workMs;
    for (const entry of entries) {
      freedUploads -= 1;
      freedMs -= entry.ms;
      if (freedUploads < this.limits.uploads && freedMs < this.limits.workMs)
        return Math.max(1, entry.at + this.limits.windowMs - this.now());
    }
    return this.limits.windowMs;
  }

  record(userId: string, ms: number): void {
    if (this.spent.size > SWEEP_ABOVE) this.sweep();
    const entries = this.current(userId);
    entries.push({ at: this.now(), ms });
    this.spent.set(userId, entries);
  }

  private current(userId: string): Spent[] {
    const since = this.now() - this.limits.windowMs;
    const entries = (this.spent.get(userId) ?? []).filter((entry) => entry.at > since);
    if (entries.length > 0) this.spent.set(userId, entries);
    else this.spent.delete(userId);
    return entries;
  }

  private sweep(): void {
    for (const userId of [...this.spent.keys()]) this.current(userId);
  }
}
