import { describe, expect, it } from 'vitest';
import { Slots } from '../../src/lib/slots';

const cancelled = () => new Error('cancelled');
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('Slots', () => {
  it('lets `size` holders in and serves the rest first come, first served', async () => {
    const slots = new Slots(1);
    const order: string[] = [];
    await slots.acquire(new AbortController().signal, cancelled);
    const second = slots.acquire(new AbortController().signal, cancelled).then(() => {
      order.push('second');
    });
    const third = slots.acquire(new AbortController().signal, cancelled).then(() => {
      order.push('third');
    });
    await settled();
    expect(order).toEqual([]);
    expect({ running: slots.running, waiting: slots.waiting }).toEqual({ running: 1, waiting: 2 });
    slots.release();
    await second;
    expect(order).toEqual(['second']);
    slots.release();
    await third;
    expect(order).toEqual(['second', 'third']);
    expect(slots.running).toBe(1);
  });

  it('drops an aborted waiter from the queue, and refuses one aborted before it asks', async () => {
    const slots = new Slots(1);
    await slots.acquire(new AbortController().signal, cancelled);
    const leaving = new AbortController();
    const gone = slots.acquire(leaving.signal, cancelled);
    leaving.abort();
    await expect(gone).rejects.toThrow('cancelled');
    expect(slots.waiting).toBe(0);
    slots.release();
    expect(slots.running).toBe(0);
    await expect(slots.acquire(AbortSignal.abort(), cancelled)).rejects.toThrow('cancelled');
    expect(slots.running).toBe(0);
  });

  it('wakes every waiter when closing, each holding a slot to release', async () => {
    const slots = new Slots(1);
    await slots.acquire(new AbortController().signal, cancelled);
    const waiters = [1, 2].map(() => slots.acquire(new AbortController().signal, cancelled));
    slots.wakeAll();
    await Promise.all(waiters);
    expect({ running: slots.running, waiting: slots.waiting }).toEqual({ running: 3, waiting: 0 });
  });
});
