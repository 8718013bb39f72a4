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
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly perUser = new Map<string, number>();

  constructor(private readonly limits: JobLimits) {}

  /** Jobs running and waiting now (read by the metrics). */
  get stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(userId: string, signal: AbortSignal, job: () => Promise<T>): Promise<T> {
    const { maxRunning, maxWaiting, maxPerUser } = this.limits;
    const active = this.perUser.get(userId) ?? 0;
    if (active >= maxPerUser) throw excelErrors.userBusy();
    if (this.running >= maxRunning && this.waiting.length >= maxWaiting) throw excelErrors.busy();
    this.perUser.set(userId, active + 1);
    try {
      await this.acquire(signal);
      try {
        return await job();
      } finally {
        this.release();
      }
    } finally {
      const left = (this.perUser.get(userId) ?? 1) - 1;
      if (left > 0) this.perUser.set(userId, left);
      else this.perUser.delete(userId);
    }
  }

  private acquire(signal: AbortSignal): Promise<void> {
    if (this.running < this.limits.maxRunning) {
      this.running += 1;
      return Promise.resolve();
    }
    if (signal.aborted) return Promise.reject(excelErrors.cancelled());
    return new Promise((resolve, reject) => {
      const start = () => {
        signal.removeEventListener('abort', cancel);
        this.running += 1;
        resolve();
      };
      const cancel = () => {
        const index = this.waiting.indexOf(start);
        if (index !== -1) this.waiting.splice(index, 1);
        reject(excelErrors.cancelled());
      };
      this.waiting.push(start);
      signal.addEventListener('abort', cancel, { once: true });
    });
  }

  private release(): void {
    this.running -= 1;
    this.waiting.shift()?.();
  }
}
