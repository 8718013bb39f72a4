import type { Notifications } from '../../../db/notifications';
import { decodeMessage, encodeMessage, type ProgressMessage } from './wire';

/**
 * Carries progress events to every instance on the same database, so a browser whose stream is
 * held by one instance hears the upload another instance runs.
 */
export interface ProgressBus {
  /** Queues a message for every instance; it never throws (a failure is logged and dropped). */
  send(message: ProgressMessage): void;
  /** Hears every message sent on the database, this instance's own included. */
  subscribe(onMessage: (message: ProgressMessage) => void): Promise<() => Promise<void>>;
  /** Resolves once everything queued has been sent or given up (tests, shutdown). */
  flushed(): Promise<void>;
}

export const PROGRESS_CHANNEL = 'trusty_excel_progress';

export interface BusLog {
  (error: unknown, message: string): void;
}

export interface NotificationBusOptions {
  /** Queued messages past which progress events are dropped (final events are always kept). */
  maxBacklog?: number;
  /** At most one failure report per this many ms, however many sends fail. */
  reportEveryMs?: number;
}

/**
 * LISTEN/NOTIFY on one channel. Messages are sent one after the other, each waiting for the
 * previous: NOTIFYs sent in parallel on pooled connections could commit, and so arrive, out of
 * order. The reporter sends at most one event per percent and one a second while a stage is slow,
 * so the queue stays short; when the database is slow it is bounded by dropping progress events
 * (the next one carries the whole state again), never a stream's final event.
 */
export function notificationBus(
  notifications: Notifications,
  log: BusLog,
  options: NotificationBusOptions = {},
): ProgressBus {
  const { maxBacklog = 1_000, reportEveryMs = 10_000 } = options;
  let tail: Promise<void> = Promise.resolve();
  let backlog = 0;
  let lastReport = -Infinity;
  let unreported = 0;

  const report = (error: unknown) => {
    unreported += 1;
    const now = Date.now();
    if (now - lastReport < reportEveryMs) return;
    log(error, `progress events not sent to other instances: ${unreported}`);
    lastReport = now;
    unreported = 0;
  };

  return {
    send(message) {
      if (backlog >= maxBacklog && message.event.event === 'progress') {
        report(new Error('too many progress events waiting for the database'));
        return;
      }
      backlog += 1;
      const payload = encodeMessage(message);
      tail = tail
        .then(() => notifications.notify(PROGRESS_CHANNEL, payload))
        .catch(report)
        .finally(() => {
          backlog -= 1;
        });
    },
    async subscribe(onMessage) {
      return notifications.listen(PROGRESS_CHANNEL, (payload) => {
        const message = decodeMessage(payload);
        if (message) onMessage(message);
        else log(new Error('unreadable payload'), 'progress message ignored');
      });
    },
    flushed: () => tail,
  };
}
