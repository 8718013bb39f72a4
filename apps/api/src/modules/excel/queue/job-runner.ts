import type { ExcelProcessResult, ProgressEvent } from '@trusty/contracts';
import type { Db } from '../../../db/client';
import type { Notifications } from '../../../db/notifications';
import { isDatabaseUnavailable } from '../../../db/availability';
import { AppError } from '../../../http/errors';
import { excelErrors } from '../excel-errors';
import type { ProcessHooks } from '../process-spreadsheet';
import type { Settled } from './job-queue';
import {
  claimJob,
  completeJob,
  finishJob,
  handBackJob,
  JobSupersededError,
  loadJobFile,
  reclaimSilentJobs,
  touchJobs,
  unexpectedFailure,
  type ClaimedJob,
  type JobFailure,
} from './job-store';

/**
 * The worker side of a spreadsheet job: takes it (a new attempt), runs the pipeline on the
 * stored file, and records how it ended. The result, the charge and the job's completion are
 * one transaction, so an attempt that dies before it commits leaves nothing behind, and one
 * that was cancelled or overtaken by a later attempt cannot commit at all.
 *
 * Which failures are retried: only those that say nothing about the file (this instance shutting
 * down, the database gone for a moment, the process dying, which pg-boss sees by expiry). A
 * refusal of the file or a bug would fail the same way again, so it ends the job at once.
 *
 * Nothing is thrown back to the queue: the outcome is written to the job's own row (waiting for
 * the database to come back if it has to) and the queue is told `done` or `retry`.
 */

/** Carries `done:<id>` (a job ended: waiting instances read it) and `cancel:<id>` (stop it). */
export const JOBS_CHANNEL = 'trusty_spreadsheet_jobs';

export const jobMessage = (kind: 'done' | 'cancel', id: string) => `${kind}:${id}`;

export function parseJobMessage(
  payload: string,
): { kind: 'done' | 'cancel'; id: string } | undefined {
  const match = /^(done|cancel):([0-9a-f-]{36})$/.exec(payload);
  return match ? { kind: match[1] as 'done' | 'cancel', id: match[2] as string } : undefined;
}

export interface JobRunnerDeps {
  db: Db;
  notifications: Notifications;
  /** Names this process in spreadsheet_jobs.instance. */
  instance: string;
  /** The pipeline, with everything but the job's own file and hooks bound. */
  process(job: ClaimedJob, bytes: Buffer, hooks: ProcessHooks): Promise<ExcelProcessResult>;
  publishProgress(job: ClaimedJob, event: ProgressEvent): void;
  /** Has the queue run a job again (its worker went silent). */
  retry(id: string): Promise<void>;
  /**
   * How often this worker touches its running jobs, and looks for other workers' jobs left
   * untouched for four times as long (those workers died or froze).
   */
  heartbeatMs: number;
  log(error: unknown, message: string): void;
}

const HAND_BACK = 'handed back';
const OVERTAKEN = 'overtaken';
/** While the database is away, the job's row is written again this often, for this long. */
const REWRITE_EVERY_MS = 250;
const REWRITE_FOR_MS = 120_000;

const failureOf = (error: AppError): JobFailure => ({
  statusCode: error.statusCode,
  code: error.code,
  message: error.message,
  ...(error.details ? { details: error.details } : {}),
});

export class JobRunner {
  private readonly running = new Map<
    string,
    { job: ClaimedJob; stop: AbortController; ended: Promise<void> }
  >();
  private stopListening?: () => Promise<void>;
  private heartbeat?: NodeJS.Timeout;
  private stopping = false;

  constructor(private readonly deps: JobRunnerDeps) {}

  /** Jobs running on this instance now. */
  get count(): number {
    return this.running.size;
  }

  /**
   * Hears cancellations sent by whichever instance holds the job's request, and starts the
   * heartbeat: touching this worker's jobs, and handing back those of workers gone silent.
   */
  async start(): Promise<void> {
    this.stopListening = await this.deps.notifications.listen(JOBS_CHANNEL, (payload) => {
      const message = parseJobMessage(payload);
      if (message?.kind === 'cancel') this.running.get(message.id)?.stop.abort('cancelled');
    });
    let beating = false;
    this.heartbeat = setInterval(() => {
      if (beating) return;
      beating = true;
      this.beat()
        .catch((error: unknown) => this.deps.log(error, 'spreadsheet job heartbeat failed'))
        .finally(() => (beating = false));
    }, this.deps.heartbeatMs);
    this.heartbeat.unref();
  }

  private async beat(): Promise<void> {
    const { db } = this.deps;
    await touchJobs(
      db,
      [...this.running.values()].map(({ job }) => job),
    );
    for (const id of await reclaimSilentJobs(db, 4 * this.deps.heartbeatMs, [
      ...this.running.keys(),
    ])) {
      this.deps.log(undefined, `spreadsheet job ${id}: its worker went silent; retrying it`);
      await this.deps.retry(id);
    }
  }

  /**
   * One job, from the queue: resolves once it has ended (`done`), or when it should run again
   * (`retry`: this instance is shutting down, or the database went away under it). Never throws.
   */
  async run(id: string): Promise<Settled> {
    const { db } = this.deps;
    let job: ClaimedJob | undefined;
    try {
      job = await claimJob(db, id, this.deps.instance);
    } catch (error) {
      // The claim may have been written: the next attempt's claim takes the job over.
      this.deps.log(error, `spreadsheet job ${id}: not claimed (database unavailable?)`);
      return 'retry';
    }
    // Ended already (an attempt that committed just before it was given up on), or cancelled.
    if (!job) return 'done';
    const stop = new AbortController();
    let ended!: () => void;
    const entry = { job, stop, ended: new Promise<void>((resolve) => (ended = resolve)) };
    // An older attempt of the job on this instance (the queue's expiry ran it again) can no
    // longer commit: it stops.
    this.running.get(id)?.stop.abort(OVERTAKEN);
    this.running.set(id, entry);
    try {
      const bytes = await loadJobFile(db, id);
      await this.deps.process(job, bytes, {
        signal: stop.signal,
        onProgress: (event) => this.deps.publishProgress(job, event),
        beforeCommit: (tx, result) => completeJob(tx, job, result),
      });
      await this.announce(id);
      return 'done';
    } catch (error) {
      return await this.settle(job, error, stop.signal);
    } finally {
      if (this.running.get(id) === entry) this.running.delete(id);
      ended();
    }
  }

  /**
   * An attempt that threw: back to the queue, or ended with what its client will be told. A row
   * that is no longer this attempt's is left alone, and so is the queue (`overtaken`); a row
   * that could not be written at all is run again (`retry`).
   */
  private async settle(job: ClaimedJob, error: unknown, signal: AbortSignal): Promise<Settled> {
    const { db } = this.deps;
    let written: boolean | undefined;
    if (signal.reason === HAND_BACK) {
      written = await this.write(() => handBackJob(db, job), job.id, 0);
      return written === false ? 'overtaken' : 'retry';
    }
    if (isDatabaseUnavailable(error)) {
      this.deps.log(error, `spreadsheet job ${job.id}: database unavailable; it will run again`);
      written = await this.write(() => handBackJob(db, job), job.id);
      return written === false ? 'overtaken' : 'retry';
    }
    written = await this.write(() => this.end(job, error), job.id);
    return written === undefined ? 'retry' : written ? 'done' : 'overtaken';
  }

  /**
   * Writes to the job's row, again and again while the database is away (for up to `forMs`);
   * undefined when it gave up. The row then stays `running` and untouched, and a worker's
   * heartbeat reclaims it.
   */
  private async write(
    change: () => Promise<boolean>,
    id: string,
    forMs = REWRITE_FOR_MS,
  ): Promise<boolean | undefined> {
    const until = Date.now() + forMs;
    for (;;) {
      try {
        return await change();
      } catch (error) {
        if (!isDatabaseUnavailable(error) || this.stopping || Date.now() >= until) {
          this.deps.log(error, `spreadsheet job ${id}: its row was not updated`);
          return undefined;
        }
        await new Promise((resolve) => setTimeout(resolve, REWRITE_EVERY_MS));
      }
    }
  }

  /** Ends the job as its error says; false when a later attempt owns the row. */
  private async end(job: ClaimedJob, error: unknown): Promise<boolean> {
    const { db } = this.deps;
    let ended: boolean;
    // Cancelled (the flag was seen at commit) or overtaken: the job's outcome is not ours to write.
    if (error instanceof JobSupersededError) {
      ended = await finishJob(db, job, 'cancelled', failureOf(excelErrors.cancelled()));
    } else if (error instanceof AppError) {
      const state = error.statusCode === 499 ? 'cancelled' : 'failed';
      ended = await finishJob(db, job, state, failureOf(error));
    } else {
      this.deps.log(error, 'spreadsheet job failed');
      ended = await finishJob(db, job, 'failed', unexpectedFailure);
    }
    if (ended) await this.announce(job.id);
    return ended;
  }

  private async announce(id: string): Promise<void> {
    await this.deps.notifications
      .notify(JOBS_CHANNEL, jobMessage('done', id))
      .catch((error: unknown) => this.deps.log(error, 'job end not announced (waiters poll)'));
  }

  /**
   * Shutting down: lets running jobs finish until `deadline` (epoch ms), then hands the rest
   * back to the queue, where another instance takes them up.
   */
  async handBack(deadline: number): Promise<void> {
    this.stopping = true;
    clearInterval(this.heartbeat);
    await this.stopListening?.();
    while (this.running.size > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    for (const { stop } of this.running.values()) stop.abort(HAND_BACK);
    await Promise.all([...this.running.values()].map(({ ended }) => ended));
  }
}
