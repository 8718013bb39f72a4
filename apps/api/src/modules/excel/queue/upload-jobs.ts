import type { ExcelProcessResult } from '@trusty/contracts';
import { isDatabaseUnavailable } from '../../../db/availability';
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
  markSent,
  readJob,
  requestCancel,
  shareInFlightJob,
  unexpectedFailure,
  type NewJob,
} from './job-store';

/**
 * The accepting side of a spreadsheet job (any instance with the web role): stores the file,
 * queues the job, and waits for its outcome, woken by the worker's `done` notification and
 * polling the job's row meanwhile (a notification can be lost; a row cannot). The client going
 * away cancels the job; a job pg-boss has given up on (every retry failed) ends failed.
 *
 * A wait that ends before the job does (the database went away, the wait's bound, this instance
 * shutting down) answers `processing`, never an error: the job goes on, and an upload repeated
 * after a "try again" would be charged a second time.
 */

export interface UploadJobsOptions {
  /** Jobs waiting in the queue (all instances) past which a new upload is refused with 503. */
  maxWaiting: number;
  /** How often a waiting request reads its job's row. */
  pollMs: number;
  /** How often it also asks pg-boss whether the job was given up. */
  queueCheckMs: number;
  /** The longest a request waits for its job before answering `processing`. */
  maxWaitMs: number;
  /** Shutting down: when waiting requests must have answered (epoch ms), else undefined. */
  answerBy(): number | undefined;
}

/** The job's result, or the word that it is still running (see Results). */
export type UploadOutcome =
  | { status: 'done'; result: ExcelProcessResult }
  | { status: 'processing'; processId: string; state: 'queued' | 'running' };

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

  /**
   * Queues the upload (or finds the same file of the account already in flight) and resolves
   * with its outcome, or throws what the client should see: an error only while nothing can run
   * (the job was refused, or is known not to be queued).
   */
  async submit(job: NewJob, bytes: Buffer, signal: AbortSignal): Promise<UploadOutcome> {
    const { id, own } = await this.enqueue(job, bytes);
    return this.outcome(id, signal, own);
  }

  /**
   * Queues the upload without waiting for it (the client polls or is called back), and says
   * which job will answer it: its own, or (`own: false`) the same upload already in flight,
   * which is not charged again. Throws only while the job is known not to be queued.
   */
  async enqueue(job: NewJob, bytes: Buffer): Promise<{ id: string; own: boolean }> {
    // A job with its own callback is always its own: its caller is waiting to hear of it.
    const dedupe = job.callbackUrl === undefined;
    const first = dedupe ? await shareInFlightJob(this.db, job) : undefined;
    if (first) return { id: first, own: false };
    if ((await this.queue.waiting()) >= this.options.maxWaiting) throw excelErrors.busy();
    await createJob(this.db, job, bytes);
    try {
      await this.queue.send(job.id);
    } catch (error) {
      // The send may have reached the queue with its answer lost: a job whose row says failed
      // never runs, so only a row written failed makes the error safe to show.
      const ended = await failUnfinishedJob(this.db, job.id, unexpectedFailure).then(
        () => true,
        () => false,
      );
      if (ended) throw error;
      return { id: job.id, own: true };
    }
    // Two identical uploads at the same moment: the one marked second steps aside.
    for (let tries = 0; tries < 3; tries++) {
      if (await markSent(this.db, job.id).catch(() => true)) return { id: job.id, own: true };
      const other = await shareInFlightJob(this.db, job);
      if (other) {
        await this.cancel(job.id);
        return { id: other, own: false };
      }
    }
    return { id: job.id, own: true };
  }

  /** Waits for the job; a client leaving cancels it only when it is the job's own request. */
  private async outcome(id: string, signal: AbortSignal, own: boolean): Promise<UploadOutcome> {
    let state: 'queued' | 'running' = 'queued';
    const processing = () => ({ status: 'processing', processId: id, state }) as const;
    const waitEnds = Date.now() + this.options.maxWaitMs;
    const deadline = () => Math.min(waitEnds, this.options.answerBy() ?? Infinity);
    let lastQueueCheck = Date.now();
    for (;;) {
      if (this.closed || Date.now() >= deadline()) return processing();
      if (signal.aborted) {
        if (own) await this.cancel(id);
        throw excelErrors.cancelled();
      }
      try {
        const job = await readJob(this.db, id);
        if (!job) throw new Error(`spreadsheet job ${id} vanished`);
        if (job.state === 'running') state = 'running';
        if (isFinished(job.state)) {
          if (job.state === 'completed' && job.result)
            return { status: 'done', result: job.result };
          const failure = job.error ?? unexpectedFailure;
          throw new AppError(failure.statusCode, failure.code, failure.message, failure.details);
        }
        if (Date.now() - lastQueueCheck >= this.options.queueCheckMs) {
          lastQueueCheck = Date.now();
          if (await this.queue.givenUp(id)) await failUnfinishedJob(this.db, id, unexpectedFailure);
        }
      } catch (error) {
        // The job runs on without this request: what it ends with appears in Results.
        if (isDatabaseUnavailable(error)) return processing();
        throw error;
      }
      await this.nextChange(id, signal, deadline() - Date.now());
    }
  }

  /** Resolves on the job's `done`, the client leaving, the app closing, or the next poll. */
  private nextChange(id: string, signal: AbortSignal, leftMs: number): Promise<void> {
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
      const timer = setTimeout(done, Math.max(0, Math.min(this.options.pollMs, leftMs)));
      signal.addEventListener('abort', done, { once: true });
      set.add(done);
    });
  }

  private wake(id: string): void {
    for (const done of [...(this.waiters.get(id) ?? [])]) done();
  }

  /** Whichever instance runs it hears the cancel; a job nobody has taken yet ends here. */
  private async cancel(id: string): Promise<void> {
    if (!(await requestCancel(this.db, id))) return;
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
