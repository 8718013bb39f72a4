/**
 * A counting semaphore for long jobs: at most `size` holders at once, the rest served first come,
 * first served. A waiter whose request is aborted leaves the queue at once, so a client that went
 * away never takes a slot from the ones still waiting.
 */
export class Slots {
  private held = 0;
  private readonly queue: Array<() => void> = [];

  constructor(private readonly size: number) {}

  get running(): number {
    return this.held;
  }

  get waiting(): number {
    return this.queue.length;
  }

  /** Resolves once a slot is taken; rejects with `cancelled()` when `signal` aborts first. */
  acquire(signal: AbortSignal, cancelled: () => Error): Promise<void> {
    if (signal.aborted) return Promise.reject(cancelled());
    if (this.held < this.size) {
      this.held += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const start = () => {
        signal.removeEventListener('abort', cancel);
        this.held += 1;
        resolve();
      };
      const cancel = () => {
        const index = this.queue.indexOf(start);
        if (index !== -1) this.queue.splice(index, 1);
        reject(cancelled());
      };
      this.queue.push(start);
      signal.addEventListener('abort', cancel, { once: true });
    });
  }

  release(): void {
    this.held -= 1;
    this.queue.shift()?.();
  }

  /** Closing: every waiter takes a slot now (and must release it once it sees why). */
  wakeAll(): void {
    for (const wake of this.queue.splice(0)) wake();
  }
}
