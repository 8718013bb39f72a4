import { Slots } from '../../lib/slots';
import { excelErrors } from './excel-errors';
import type { JobLeases } from './job-leases';

/**
 * Caps how many spreadsheets this process works on at once (each holds its upload and its rows
 * in memory while it runs) and queues a few more: those slots belong to the process. How many
 * an account may have running or queued is counted across every instance (job-leases.ts).
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

  constructor(
    private readonly limits: JobLimits,
    private readonly leases: JobLeases,
  ) {
    this.slots = new Slots(limits.maxRunning);
  }

  /** Jobs running and waiting now (read by the metrics). */
  get stats(): { running: number; waiting: number } {
    return { running: this.slots.running, waiting: this.slots.waiting };
  }

  /**
   * Holds one of the account's slots while `job` runs, and nothing of this process: an upload
   * waits in the shared queue (decision 024), not for this process's threads.
   */
  async forAccount<T>(userId: string, job: () => Promise<T>): Promise<T> {
    const lease = await this.leases.acquire(userId, this.limits.maxPerUser);
    if (!lease) throw excelErrors.userBusy();
    try {
      return await job();
    } finally {
      await lease.release();
    }
  }

  /** Runs `job` on this process's threads, holding one of the account's slots too (apply). */
  async run<T>(userId: string, signal: AbortSignal, job: () => Promise<T>): Promise<T> {
    const { maxRunning, maxWaiting } = this.limits;
    return this.forAccount(userId, async () => {
      if (this.slots.running >= maxRunning && this.slots.waiting >= maxWaiting)
        throw excelErrors.busy();
      await this.slots.acquire(signal, excelErrors.cancelled);
      try {
        return await job();
      } finally {
        this.slots.release();
      }
    });
  }
}
