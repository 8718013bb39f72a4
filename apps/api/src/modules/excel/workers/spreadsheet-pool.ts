import { Worker } from 'node:worker_threads';
import { Slots } from '../../../lib/slots';
import type { WorkerReply, WorkerSetup } from './spreadsheet-worker';
import type { NamesRead, ResultOf, SpreadsheetTask, TaskProgress } from './spreadsheet-tasks';
import { rebuildFailure } from './task-failure';

/**
 * Worker threads for reading and writing workbooks. Never more tasks run than there are
 * threads, so a task's wall time is close to its CPU time (Node 20 has no per-thread CPU clock):
 * that is what the time budget measures, from the moment a thread takes the task. A niced thread
 * on a saturated machine runs slower than that; the budget (60 s by default against 2–5 s for
 * a 100,000-row workbook) leaves room for it. A task over its budget, cancelled, or out of
 * memory ends with its thread, which is replaced on demand.
 */

export type TaskProblem = 'over-budget' | 'out-of-memory' | 'cancelled' | 'crashed';

/** The pool's own refusals; `crashed` is our fault (a 500), the others are the job's. */
export class SpreadsheetTaskError extends Error {
  constructor(
    readonly problem: TaskProblem,
    detail: string,
  ) {
    super(detail);
    this.name = 'SpreadsheetTaskError';
  }
}

export interface PoolOptions {
  size: number;
  /** Heap of each thread: the memory cap of one task. */
  heapMb: number;
  /** A thread idle this long after a task is ended (its heap is returned to the system). */
  idleMs?: number;
  /**
   * Keep one thread started, so an upload does not wait for one to start (0.5–2 s on a loaded
   * machine: its modules load again in each thread).
   */
  keepWarm?: boolean;
  /**
   * Nice value of each thread (0–19; Linux keeps it per thread). Above 0, the main thread's
   * requests and the database take a busy core first, and a thread still has every idle cycle.
   */
  nice?: number;
}

export interface RunOptions {
  signal: AbortSignal;
  /** Milliseconds the task may run once a thread has it. */
  budgetMs: number;
  onProgress: TaskProgress;
  /** A read's cost names as it goes, so the main thread can start on them. */
  onNames?: NamesRead;
  transfer?: ArrayBuffer[];
}

interface Listener {
  message(reply: WorkerReply): void;
  death(error: SpreadsheetTaskError): void;
}

/**
 * The worker script: the bundled `spreadsheet-worker.js` beside the server bundle in production,
 * or the TypeScript source loaded through tsx when running from source (tests, dev, benchmark).
 */
function startWorker(heapMb: number, nice: number): Worker {
  const options = {
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
    workerData: { nice } satisfies WorkerSetup,
  };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./spreadsheet-worker.js', import.meta.url), options);
  // import.meta.resolve is missing under vitest; the bare name then resolves from the cwd.
  const tsx = import.meta.resolve?.('tsx/esm/api') ?? 'tsx/esm/api';
  const source = new URL('./spreadsheet-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { ...options, eval: true });
}

class Thread {
  readonly worker: Worker;
  readonly ready: Promise<void>;
  listener?: Listener;
  alive = true;
  idleTimer?: NodeJS.Timeout;

  constructor(heapMb: number, nice: number) {
    this.worker = startWorker(heapMb, nice);
    this.ready = new Promise((resolve, reject) => {
      this.listener = {
        message: (reply) => (reply.type === 'ready' ? resolve() : undefined),
        death: reject,
      };
    });
    // Awaited by whoever runs the first task; this keeps an early death from being unhandled.
    this.ready.catch(() => undefined);
    this.worker.on('message', (reply: WorkerReply) => this.listener?.message(reply));
    this.worker.on('error', (error: Error & { code?: string }) => {
      this.alive = false;
      this.listener?.death(
        new SpreadsheetTaskError(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out-of-memory' : 'crashed',
          error.message,
        ),
      );
    });
    this.worker.on('exit', (code) => {
      this.alive = false;
      this.listener?.death(new SpreadsheetTaskError('crashed', `worker exited with ${code}`));
    });
  }

  end(): Promise<number> {
    this.alive = false;
    clearTimeout(this.idleTimer);
    return this.worker.terminate();
  }
}

export class SpreadsheetPool {
  private readonly idle: Thread[] = [];
  private readonly live = new Set<Thread>();
  private readonly slots: Slots;
  private closed = false;

  constructor(private readonly options: PoolOptions) {
    this.slots = new Slots(options.size);
  }

  get size(): number {
    return this.options.size;
  }

  /** Threads alive now, busy or idle (for tests and monitoring). */
  get threads(): number {
    return this.live.size;
  }

  /** Runs a task on a free thread (waiting for one if all are busy); the time taken is `ms`. */
  async run<T extends SpreadsheetTask>(
    task: T,
    options: RunOptions,
  ): Promise<{ result: ResultOf<T>; ms: number }> {
    if (this.closed) throw new SpreadsheetTaskError('crashed', 'pool closed');
    await this.slots.acquire(
      options.signal,
      () => new SpreadsheetTaskError('cancelled', 'cancelled before a thread was free'),
    );
    let thread: Thread | undefined;
    try {
      if (this.closed) throw new SpreadsheetTaskError('crashed', 'pool closed');
      thread = this.takeIdle() ?? this.spawn();
      thread.worker.ref();
      await thread.ready;
      if (options.signal.aborted) throw new SpreadsheetTaskError('cancelled', 'cancelled');
      return (await this.execute(thread, task, options)) as { result: ResultOf<T>; ms: number };
    } finally {
      if (thread) this.putBack(thread);
      this.slots.release();
    }
  }

  /** Starts a thread now if none is idle, so the next task finds one ready or nearly. */
  warm(): void {
    if (this.closed || this.idle.length > 0 || this.live.size >= this.options.size) return;
    const thread = this.spawn();
    thread.worker.unref();
    this.idle.push(thread);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.slots.wakeAll();
    await Promise.all([...this.live].map((thread) => thread.end()));
    this.live.clear();
    this.idle.length = 0;
  }

  private takeIdle(): Thread | undefined {
    for (let thread = this.idle.pop(); thread; thread = this.idle.pop()) {
      clearTimeout(thread.idleTimer);
      if (thread.alive) return thread;
      this.live.delete(thread);
    }
    return undefined;
  }

  private spawn(): Thread {
    const thread = new Thread(this.options.heapMb, this.options.nice ?? 0);
    this.live.add(thread);
    return thread;
  }

  private putBack(thread: Thread): void {
    thread.listener = undefined;
    if (!thread.alive || this.closed) {
      this.live.delete(thread);
      if (thread.alive) void thread.end();
      return;
    }
    // An idle thread must not keep the process alive.
    thread.worker.unref();
    thread.idleTimer = setTimeout(() => {
      const index = this.idle.indexOf(thread);
      if (index !== -1) this.idle.splice(index, 1);
      this.live.delete(thread);
      void thread.end();
      // A fresh thread holds none of the memory the last task grew.
      if (this.options.keepWarm) this.warm();
    }, this.options.idleMs ?? 60_000);
    thread.idleTimer.unref();
    this.idle.push(thread);
  }

  private execute(
    thread: Thread,
    task: SpreadsheetTask,
    options: RunOptions,
  ): Promise<{ result: unknown; ms: number }> {
    const { signal } = options;
    return new Promise((resolve, reject) => {
      const started = performance.now();
      let settled = false;
      const settle = (error: Error | undefined, result?: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        thread.listener = undefined;
        if (error) reject(error);
        else resolve({ result, ms: performance.now() - started });
      };
      // Terminating is the only way to stop a thread stuck in synchronous work.
      const stop = (problem: TaskProblem, detail: string) => {
        void thread.end();
        settle(new SpreadsheetTaskError(problem, detail));
      };
      const onAbort = () => stop('cancelled', 'cancelled');
      const timer = setTimeout(
        () => stop('over-budget', `over its budget of ${Math.round(options.budgetMs)} ms`),
        Math.max(0, options.budgetMs),
      );
      signal.addEventListener('abort', onAbort, { once: true });
      thread.listener = {
        message: (reply) => {
          if (reply.type === 'progress') options.onProgress(reply.done, reply.total);
          else if (reply.type === 'names') options.onNames?.(reply.names);
          else if (reply.type === 'done') settle(undefined, reply.result);
          else if (reply.type === 'failed') settle(rebuildFailure(reply.failure));
        },
        death: (error) => settle(error),
      };
      try {
        thread.worker.postMessage(task, options.transfer ?? []);
      } catch (error) {
        // A task that cannot be posted (not plain data) never reached the thread, which stays.
        settle(error as Error);
      }
    });
  }
}
