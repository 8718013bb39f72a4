import { describe, expect, it, vi } from 'vitest';
import type { Notifications } from '../../../../src/db/notifications';
import {
  notificationBus,
  PROGRESS_CHANNEL,
} from '../../../../src/modules/excel/progress/progress-bus';
import type { ProgressMessage } from '../../../../src/modules/excel/progress/wire';

const message = (id: number, event: ProgressMessage['event']): ProgressMessage => ({
  origin: 'instance-a',
  userId: 'u1',
  connectionId: 'conn-0001',
  id,
  event,
});
const progress = (id: number) =>
  message(id, {
    event: 'progress',
    data: { stage: 'writing', processed: id, total: 100, percent: id },
  });
const failed = (id: number) => message(id, { event: 'error', data: { message: 'Boom' } });

/**
 * Notifications whose sends finish in the order the test chooses, as NOTIFYs on different pooled
 * connections can.
 */
function manualNotifications() {
  const pending: Array<{ payload: string; finish(error?: Error): void }> = [];
  const delivered: string[] = [];
  const listeners = new Set<(payload: string) => void>();
  const notifications: Notifications = {
    async listen(channel, listener) {
      expect(channel).toBe(PROGRESS_CHANNEL);
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
      };
    },
    notify(_channel, payload) {
      return new Promise((resolve, reject) => {
        pending.push({
          payload,
          finish: (error) => {
            if (error) return reject(error);
            delivered.push(payload);
            listeners.forEach((listener) => listener(payload));
            resolve();
          },
        });
      });
    },
    close: async () => {},
  };
  return { notifications, pending, delivered, hear: (p: string) => listeners.forEach((l) => l(p)) };
}

const ids = (payloads: string[]) => payloads.map((p) => (JSON.parse(p) as ProgressMessage).id);

describe('notificationBus', () => {
  it('sends one message at a time, in the order given', async () => {
    const manual = manualNotifications();
    const bus = notificationBus(manual.notifications, () => {});
    bus.send(progress(1));
    bus.send(progress(2));
    bus.send(failed(3));
    await vi.waitUntil(() => manual.pending.length === 1);
    // The second NOTIFY is not even started before the first has finished.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(manual.pending).toHaveLength(1);
    for (let i = 0; i < 3; i++) {
      await vi.waitUntil(() => manual.pending.length === i + 1);
      manual.pending[i]?.finish();
    }
    await bus.flushed();
    expect(ids(manual.delivered)).toEqual([1, 2, 3]);
  });

  it('drops progress past the backlog but never a final event, and reports failures sparingly', async () => {
    const manual = manualNotifications();
    const log = vi.fn();
    const bus = notificationBus(manual.notifications, log, { maxBacklog: 2 });
    bus.send(progress(1));
    bus.send(progress(2));
    bus.send(progress(3));
    bus.send(failed(4));
    expect(log).toHaveBeenCalledTimes(1);
    await vi.waitUntil(() => manual.pending.length === 1);
    manual.pending[0]?.finish(new Error('connection lost'));
    for (let i = 1; i < 3; i++) {
      await vi.waitUntil(() => manual.pending.length === i + 1);
      manual.pending[i]?.finish();
    }
    await bus.flushed();
    expect(ids(manual.delivered)).toEqual([2, 4]);
    // The failed send came within the report interval of the first report: counted, not logged.
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('hands listeners the messages it can read and skips the rest', async () => {
    const manual = manualNotifications();
    const log = vi.fn();
    const bus = notificationBus(manual.notifications, log);
    const received: ProgressMessage[] = [];
    const stop = await bus.subscribe((m) => received.push(m));
    manual.hear(JSON.stringify(progress(5)));
    manual.hear('not json');
    manual.hear(JSON.stringify({ ...progress(6), connectionId: 'a b' }));
    manual.hear(JSON.stringify({ ...progress(7), id: -1 }));
    expect(received).toEqual([progress(5)]);
    expect(log).toHaveBeenCalledTimes(3);
    await stop();
    manual.hear(JSON.stringify(progress(8)));
    expect(received).toHaveLength(1);
  });
});
