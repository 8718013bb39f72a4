import { Slots } from '../../lib/slots';
import { excelErrors } from './excel-errors';

/**
 * Caps how many spreadsheets are processed at once (each holds its upload and its rows in
 * memory while it runs), queues a few more, and keeps one user from filling the queue.
 */

export interface JobLimits {
  maxRunning: number;
  maxWaiting: number;
  maxPerUser: number;
}

/**
 * Two jobs per worker thread: while one is read or written in the thread, another's names are
 * classified on the main thread. The queue behind them holds a few minutes of work at most.
 */
export const jobLimitsFor = (workers: number): JobLimits => ({
  maxRunning: 2 * workers,
  maxWaiting: 8 * workers,
  maxPerUser: 2,
});

export class JobLimiter {
  private readonly slots: Slots;
  private readonly perUser = new Map<string, number>();

  constructor(private readonly limits: JobLimits) {
    this.slots = new Slots(limits.maxRunning);
  }

  /** Jobs running and waiting now (read by the metrics). */
  get stats(): { running: number; waiting: number } {
    return { running: this.slots.running, waiting: this.slots.waiting };
  }

  async run<T>(userId: string, signal: AbortSignal, job: () => Promise<T>): Promise<T> {
    const { maxRunning, maxWaiting, maxPerUser } = this.limits;
    const active = this.perUser.get(userId) ?? 0;
    if (active >= maxPerUser) throw excelErrors.userBusy();
    if (this.slots.running >= maxRunning && this.slots.waiting >= maxWaiting)
      throw excelErrors.busy();
    this.perUser.set(userId, active + 1);
    try {
      await this.slots.acquire(signal, excelErrors.cancelled);
      try {
        return await job();
      } finally {
        this.slots.release();
      }
    } finally {
      const left = (this.perUser.get(userId) ?? 1) - 1;
      if (left > 0) this.perUser.set(userId, left);
      else this.perUser.delete(userId);
    }
  }
}
