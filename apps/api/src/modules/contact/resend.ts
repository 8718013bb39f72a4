import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { contactMessages } from '../../db/schema/index';
import { mailToTeam } from './mail';
import type { ContactDeps } from './service';

/**
 * How long a send may take before the message is offered to a sweep again. Every send (the
 * first one too) holds its message this long, so nobody else sends it meanwhile; it only
 * matters if the process died mid-send. Longer than nodemailer's own worst case
 * (2 min connect + 30 s greeting + 10 min idle socket).
 */
export const SEND_LEASE_MS = 15 * 60_000;

/** The first send counts: after the tenth failed send, about 6.5 hours in, we stop. */
export const MAX_MAIL_ATTEMPTS = 10;

/** Enough to drain a short outage in a few sweeps; small enough that one sweep stays short. */
export const RESEND_BATCH_SIZE = 10;

const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000];
const HOUR_MS = 60 * 60_000;

/** Wait after the given number of failed sends: 1, 5, 30 min, then hourly. */
export function retryDelayMs(attempts: number): number {
  return BACKOFF_MS[attempts - 1] ?? HOUR_MS;
}

/** The part of a pino / Fastify logger the sweep writes to. */
export interface ResendLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ResendDeps extends ContactDeps {
  log: ResendLog;
}

export interface ResendOptions {
  /** The sweep's clock (tests move it); stamps and due times are computed from it. */
  now?: Date;
  batchSize?: number;
}

export interface ResendResult {
  /** Messages this sweep took and tried to send. */
  claimed: number;
  sent: number;
  /** Failed and scheduled again. */
  failed: number;
  /** Failed for the last allowed time; left unsent. */
  gaveUp: number;
}

type Outcome = 'sent' | 'failed' | 'gaveUp' | 'unrecorded';

/**
 * One re-send sweep: takes up to a batch of contact messages that are still unsent and due,
 * mails each with the same content and reply-to as the first send, and records the outcome.
 *
 * Safe with several API processes: the messages are claimed in one statement that locks them
 * (FOR UPDATE SKIP LOCKED), counts the attempt and moves their next attempt a lease ahead, so a
 * concurrent sweep skips them. A message whose send fails goes back after a back-off; one send
 * failing never stops the others.
 */
export async function resendUnsentContactMessages(
  deps: ResendDeps,
  options: ResendOptions = {},
): Promise<ResendResult> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? RESEND_BATCH_SIZE;
  const t = contactMessages;

  const due = and(
    isNull(t.mailedAt),
    isNull(t.mailGaveUpAt),
    or(
      lte(t.nextAttemptAt, now),
      // Rows stored before re-sends existed carry no due time: their first send (perhaps by an
      // older process still running) gets the same lease as any other send.
      and(isNull(t.nextAttemptAt), lte(t.createdAt, new Date(now.getTime() - SEND_LEASE_MS))),
    ),
  );
  const candidates = deps.db
    .select({ id: t.id })
    .from(t)
    .where(due)
    .orderBy(t.createdAt)
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const claimed = await deps.db
    .update(t)
    .set({
      mailAttempts: sql`${t.mailAttempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + SEND_LEASE_MS),
    })
    .where(and(inArray(t.id, candidates), due))
    .returning();

  const outcomes = await Promise.all(claimed.map((row) => resendOne(deps, row, now)));
  const count = (outcome: Outcome) => outcomes.filter((o) => o === outcome).length;
  return {
    claimed: claimed.length,
    sent: count('sent'),
    failed: count('failed'),
    gaveUp: count('gaveUp'),
  };
}

async function resendOne(
  deps: ResendDeps,
  row: typeof contactMessages.$inferSelect,
  now: Date,
): Promise<Outcome> {
  const t = contactMessages;
  const contactMessageId = row.id;
  const attempts = row.mailAttempts;
  try {
    try {
      await mailToTeam(deps, row, row.id);
    } catch (err) {
      if (attempts >= MAX_MAIL_ATTEMPTS) {
        await deps.db
          .update(t)
          .set({ mailGaveUpAt: now, nextAttemptAt: null })
          .where(eq(t.id, row.id));
        deps.log.error(
          { err, contactMessageId, attempts },
          'contact message could not be mailed; giving up after the last attempt',
        );
        return 'gaveUp';
      }
      const nextAttemptAt = new Date(now.getTime() + retryDelayMs(attempts));
      await deps.db.update(t).set({ nextAttemptAt }).where(eq(t.id, row.id));
      deps.log.warn(
        { err, contactMessageId, attempts, nextAttemptAt },
        'contact message re-send failed; will retry',
      );
      return 'failed';
    }
    await deps.db.update(t).set({ mailedAt: now, nextAttemptAt: null }).where(eq(t.id, row.id));
    return 'sent';
  } catch (err) {
    // The database failed around the send; the lease brings the message back later.
    deps.log.error(
      { err, contactMessageId, attempts },
      'contact message re-send could not be recorded',
    );
    return 'unrecorded';
  }
}
