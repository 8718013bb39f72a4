import type { ExcelProcessResult } from '@trusty/contracts';
import type { Db } from '../../../db/client';
import type { Notifications } from '../../../db/notifications';
import { AppError } from '../../../http/errors';
import { excelErrors } from '../excel-errors';
import type { JobQueue } from './job-queue';
import { JOBS_CHANNEL, jobMessage, parseJobMessage } from './job-runner';
import {
  createJob,
  failUnfinishedJob,
  isFinished,
  readJob,
  requestCancel,
  unexpectedFailure,
  type NewJob,
} from './job-store';

/**
 * The accepting side of a spreadsheet job (any instance with the web role): stores the file,
 * queues the job, and waits for its outcome, woken by the worker's `done` notification and
 * polling the job's row meanwhile (a notification can be lost; a row cannot). The client going
 * away cancels the job; a job pg-boss has given up on (every retry failed) ends failed.
 */

export interface UploadJobsOptions {
  /** Jobs waiting in the queue (all instances) past which a new upload is refused with 503. */
  maxWaiting: number;
  /** How often a waiting request reads its job's row. */
  pollMs: number;
  /** How often it also asks pg-boss whether the job was given up. */
  queueCheckMs: number;
}

export class UploadJobs {
  private readonly waiters = new Map<string, Set<() => void>>();
  private stopListening?: () => Promise<void>;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly notifications: Notifications,
    private readonly queue: JobQueue,
    private readonly options: UploadJobsOptions,
  ) {}

  async listen(): Promise<void> {
    this.stopListening = await this.notifications.listen(JOBS_CHANNEL, (payload) => {
      const message = parseJobMessage(payload);
      if (message?.kind === 'done') this.wake(message.id);
    });
  }

  /** Queues the upload and resolves with its result, or throws what the client should see. */
  async submit(job: NewJob, bytes: Buffer, signal: AbortSignal): Promise<ExcelProcessResult> {
    await this.enqueue(job, bytes);
    return this.outcome(job.id, signal);
  }

  /** Queues the upload without waiting for it (the client polls or is called back). */
  async enqueue(job: NewJob, bytes: Buffer): Promise<void> {
    if ((await this.queue.waiting()) >= this.options.maxWaiting) throw excelErrors.busy();
    await createJob(this.db, job, bytes);
    try {
      await this.queue.send(job.id);
    } catch (error) {
      await failUnfinishedJob(this.db, job.id, unexpectedFailure).catch(() => {});
      throw error;
    }
  }

  private async outcome(id: string, signal: AbortSignal): Promise<ExcelProcessResult> {
    let lastQueueCheck = Date.now();
    for (;;) {
      if (this.closed) throw excelErrors.stillRunning();
      if (signal.aborted) {
        await this.cancel(id);
        throw excelErrors.cancelled();
      }
      const job = await readJob(this.db, id);
      if (!job) throw new Error(`spreadsheet job ${id} vanished`);
      if (isFinished(job.state)) {
        if (job.state === 'completed' && job.result) return job.result;
        const failure = job.error ?? unexpectedFailure;
        throw new AppError(failure.statusCode, failure.code, failure.message, failure.details);
      }
      if (Date.now() - lastQueueCheck >= this.options.queueCheckMs) {
        lastQueueCheck = Date.now();
        if (await this.queue.givenUp(id)) await failUnfinishedJob(this.db, id, unexpectedFailure);
      }
      await this.nextChange(id, signal);
    }
  }

  /** Resolves on the job's `done`, the client leaving, the app closing, or the next poll. */
  private nextChange(id: string, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const set = this.waiters.get(id) ?? new Set();
      this.waiters.set(id, set);
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        set.delete(done);
        if (set.size === 0) this.waiters.delete(id);
        resolve();
      };
      const timer = setTimeout(done, this.options.pollMs);
      signal.addEventListener('abort', done, { once: true });
      set.add(done);
    });
  }

  private wake(id: string): void {
    for (const done of [...(this.waiters.get(id) ?? [])]) done();
  }

  /** Whichever instance runs it hears the cancel; a job nobody has taken yet ends here. */
  private async cancel(id: string): Promise<void> {
    await requestCancel(this.db, id);
    await this.notifications.notify(JOBS_CHANNEL, jobMessage('cancel', id)).catch(() => {});
    // A cancelled job must not hold a place in the queue until some worker fetches it.
    await this.queue.cancel(id).catch(() => {});
  }

  /** The app is closing: waiting requests stop waiting (their jobs go on elsewhere). */
  async close(): Promise<void> {
    this.closed = true;
    for (const id of [...this.waiters.keys()]) this.wake(id);
    await this.stopListening?.();
  }
}
