import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/availability';
import { contactMessages } from '../../db/schema/index';
import type { JobAttempt, JobOutcome, RetryPolicy } from '../../lib/background-jobs';
import { mailToTeam, type TeamMailbox } from './mail';

/**
 * Contact mail that failed its first send is delivered by a pg-boss job per message (decision
 * 032): retried with exponential backoff, one attempt at a time whatever the number of
 * instances, and given up after the last attempt with an error log. The message stays stored
 * either way.
 */

export const CONTACT_MAIL_QUEUE = 'contact-mail';

/**
 * How long a send may take before it counts as lost: nodemailer's own worst case (2 min
 * connect + 30 s greeting + 10 min idle socket) with room to spare. A job attempt still active
 * after this long (its process died) runs again; a message whose first send began this long ago
 * and is still unsent without a job gets one from the sweep.
 */
export const SEND_LEASE_SECONDS = 15 * 60;

/** Messages the sweep queues at a time (a job of an id already queued is left as it is). */
const SWEEP_BATCH = 100;

/**
 * The jobs' retry policy: `attempts` sends in all, the first (in the request) included, so the
 * job runs `attempts - 1` times. With the default 60 s the waits are 1–2, 2–4, 4–8 … minutes:
 * the tenth send comes about 4–8 hours after the first.
 */
export function contactMailRetryPolicy(attempts: number, firstDelaySeconds: number): RetryPolicy {
  return {
    retryLimit: Math.max(0, attempts - 2),
    retryDelaySeconds: firstDelaySeconds,
    expireSeconds: SEND_LEASE_SECONDS,
  };
}

/** The part of a pino / Fastify logger delivery writes to. */
export interface DeliveryLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface DeliveryDeps extends TeamMailbox {
  db: Db;
  log: DeliveryLog;
}

/** One attempt of a message's job: the same mail as the first send, reply-to the sender. */
export async function deliverContactMessage(
  deps: DeliveryDeps,
  attempt: JobAttempt,
): Promise<JobOutcome> {
  const t = contactMessages;
  const contactMessageId = attempt.id;
  try {
    const [row] = await deps.db
      .update(t)
      .set({ mailAttempts: sql`${t.mailAttempts} + 1` })
      .where(and(eq(t.id, attempt.id), isNull(t.mailedAt), isNull(t.mailGaveUpAt)))
      .returning();
    // Mailed or given up meanwhile (or deleted): nothing to send.
    if (!row) return 'done';
    const attempts = row.mailAttempts;
    try {
      await mailToTeam(deps, row, row.id);
    } catch (err) {
      if (attempt.retryCount >= attempt.retryLimit) {
        await deps.db.update(t).set({ mailGaveUpAt: new Date() }).where(eq(t.id, row.id));
        deps.log.error(
          { err, contactMessageId, attempts },
          'contact message could not be mailed; giving up after the last attempt',
        );
        return 'done';
      }
      deps.log.warn(
        { err, contactMessageId, attempts },
        'contact message re-send failed; will retry',
      );
      return 'retry';
    }
    await deps.db.update(t).set({ mailedAt: new Date() }).where(eq(t.id, row.id));
    return 'done';
  } catch (err) {
    // The database failed around the send: the job runs again after its backoff.
    const details = { err, contactMessageId };
    if (isDatabaseUnavailable(err)) deps.log.warn(details, 'contact message re-send not recorded');
    else deps.log.error(details, 'contact message re-send not recorded');
    return 'retry';
  }
}

/**
 * The ids of unsent messages whose first send began a lease ago: the process that took them
 * may have died before it could queue their job. Queueing an id that has one changes nothing.
 */
export async function unsentWithoutRecentSend(db: Db, now = new Date()): Promise<string[]> {
  const t = contactMessages;
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        isNull(t.mailedAt),
        isNull(t.mailGaveUpAt),
        lt(t.createdAt, new Date(now.getTime() - SEND_LEASE_SECONDS * 1000)),
      ),
    )
    .orderBy(asc(t.createdAt))
    .limit(SWEEP_BATCH);
  return rows.map((row) => row.id);
}
