import { excelErrors } from './excel-errors';

/**
 * Caps how many spreadsheets are processed at once (each holds up to a few hundred MB while it
 * runs), queues a few more, and keeps one user from filling the queue.
 */
export class JobLimiter {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly perUser = new Map<string, number>();

  constructor(
    private readonly maxRunning: number,
    private readonly maxWaiting: number,
    private readonly maxPerUser: number,
  ) {}

  async run<T>(userId: string, signal: AbortSignal, job: () => Promise<T>): Promise<T> {
    const active = this.perUser.get(userId) ?? 0;
    if (active >= this.maxPerUser) throw excelErrors.userBusy();
    if (this.running >= this.maxRunning && this.waiting.length >= this.maxWaiting)
      throw excelErrors.busy();
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
    if (this.running < this.maxRunning) {
      this.running += 1;
      return Promise.resolve();
    }
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
