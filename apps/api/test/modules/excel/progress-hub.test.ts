import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressHub } from '../../../src/modules/excel/progress-hub';
import type { ProgressBus } from '../../../src/modules/excel/progress/progress-bus';
import type { ProgressMessage } from '../../../src/modules/excel/progress/wire';

/** Records what the hub writes to a response; emits 'close' like a socket going away. */
class FakeResponse extends EventEmitter {
  status = 0;
  headers: Record<string, string> = {};
  text = '';
  ended = false;
  writeHead(status: number, headers: Record<string, string>) {
    this.status = status;
    this.headers = headers;
    return this;
  }
  write(chunk: string) {
    this.text += chunk;
    return true;
  }
  end() {
    this.ended = true;
    this.emit('close');
    return this;
  }
}
const sink = () => new FakeResponse() as FakeResponse & ServerResponse;

const progress = (percent: number) => ({
  event: 'progress' as const,
  data: { stage: 'analyzing' as const, processed: percent, total: 100, percent },
});

describe('ProgressHub', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a heartbeat comment every 15 seconds while the stream is open', () => {
    const hub = new ProgressHub();
    const response = sink();
    hub.attach('u1', 'conn-0001', response);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    vi.advanceTimersByTime(14_999);
    expect(response.text).not.toContain(': ping');
    vi.advanceTimersByTime(1);
    expect(response.text.match(/: ping\n\n/g)).toHaveLength(1);
    vi.advanceTimersByTime(30_000);
    expect(response.text.match(/: ping\n\n/g)).toHaveLength(3);
  });

  it('writes events as they come and closes after the final one', () => {
    const hub = new ProgressHub();
    const response = sink();
    hub.attach('u1', 'conn-0001', response);
    hub.publish('u1', 'conn-0001', progress(10));
    expect(response.text).toContain(
      'id: 1\nevent: progress\ndata: {"stage":"analyzing","processed":10,"total":100,"percent":10}\n\n',
    );
    hub.publish('u1', 'conn-0001', { event: 'error', data: { message: 'Boom' } });
    expect(response.text.endsWith('id: 2\nevent: error\ndata: {"message":"Boom"}\n\n')).toBe(true);
    expect(response.ended).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(response.text).not.toContain(': ping');
    expect(hub.size).toBe(0);
  });

  it('keeps the latest progress and the final event for a stream that arrives late', () => {
    const hub = new ProgressHub();
    hub.publish('u1', 'conn-0001', progress(10));
    hub.publish('u1', 'conn-0001', progress(20));
    hub.publish('u1', 'conn-0001', { event: 'error', data: { message: 'Boom' } });
    const response = sink();
    hub.attach('u1', 'conn-0001', response);
    expect(response.text).not.toContain('"percent":10');
    expect(response.text).toContain('"percent":20');
    expect(response.text).toContain('event: error');
    expect(response.ended).toBe(true);
  });

  it("never delivers one user's events to another user holding the same id", () => {
    const hub = new ProgressHub();
    const other = sink();
    hub.attach('intruder', 'conn-0001', other);
    hub.publish('owner', 'conn-0001', progress(50));
    hub.publish('owner', 'conn-0001', { event: 'error', data: { message: 'Boom' } });
    expect(other.text).not.toContain('event:');
    expect(other.ended).toBe(false);
  });

  it('forgets finished events nobody came for', () => {
    const hub = new ProgressHub();
    hub.publish('u1', 'conn-0001', { event: 'error', data: { message: 'Boom' } });
    expect(hub.size).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(hub.size).toBe(0);
  });

  it('cleans up when the browser goes away and limits open streams per user', () => {
    const hub = new ProgressHub({ maxStreamsPerUser: 2 });
    const first = sink();
    hub.attach('u1', 'conn-0001', first);
    hub.attach('u1', 'conn-0002', sink());
    expect(() => hub.attach('u1', 'conn-0003', sink())).toThrow(/Too many progress streams/);
    first.emit('close');
    expect(hub.size).toBe(1);
    expect(() => hub.attach('u1', 'conn-0003', sink())).not.toThrow();
  });
});

/** Events as a browser would parse them from what the hub wrote: id, name and data. */
function eventsIn(text: string) {
  return text
    .split('\n\n')
    .filter((block) => /^event: /m.test(block))
    .map((block) => ({
      id: Number(/^id: (\d+)$/m.exec(block)?.[1]),
      event: /^event: (.*)$/m.exec(block)?.[1],
      data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] as string) as unknown,
    }));
}

const complete = {
  event: 'complete' as const,
  data: {
    result: {
      processId: 'p1',
      totalRows: 3,
      successfulRows: 3,
      errorRows: 0,
      unclassifiedRows: 0,
      skippedRows: 0,
      errors: [],
      expiresAt: '2026-11-25T00:00:00.000Z',
    },
  },
};

/** Instances sharing one in-memory bus, as instances share the database's NOTIFY channel. */
function memoryBus() {
  const listeners = new Set<(message: ProgressMessage) => void>();
  const sent: ProgressMessage[] = [];
  const bus: ProgressBus = {
    send(message) {
      sent.push(message);
      for (const listener of listeners) listener(structuredClone(message));
    },
    async subscribe(listener) {
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
      };
    },
    flushed: async () => {},
  };
  return { bus, sent, deliver: (message: ProgressMessage) => listeners.forEach((l) => l(message)) };
}

describe('ProgressHub event ids and resume', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('numbers each connection’s events from 1, apart from other connections', () => {
    const hub = new ProgressHub();
    const a = sink();
    const b = sink();
    hub.attach('u1', 'conn-000a', a);
    hub.attach('u1', 'conn-000b', b);
    hub.publish('u1', 'conn-000a', progress(1));
    hub.publish('u1', 'conn-000a', progress(2));
    hub.publish('u1', 'conn-000b', progress(7));
    hub.publish('u1', 'conn-000a', complete);
    expect(eventsIn(a.text).map((e) => [e.id, e.event])).toEqual([
      [1, 'progress'],
      [2, 'progress'],
      [3, 'complete'],
    ]);
    expect(eventsIn(b.text).map((e) => e.id)).toEqual([1]);
    expect(a.text).toContain('retry: 2000\n');
  });

  it('resumes after Last-Event-ID with every later event, then goes on streaming', () => {
    const hub = new ProgressHub();
    const first = sink();
    hub.attach('u1', 'conn-0001', first);
    for (const percent of [10, 20, 30, 40]) hub.publish('u1', 'conn-0001', progress(percent));
    first.emit('close');

    const again = sink();
    hub.attach('u1', 'conn-0001', again, undefined, 2);
    expect(
      eventsIn(again.text).map((e) => [e.id, (e.data as { percent: number }).percent]),
    ).toEqual([
      [3, 30],
      [4, 40],
    ]);
    hub.publish('u1', 'conn-0001', progress(50));
    hub.publish('u1', 'conn-0001', complete);
    expect(eventsIn(again.text).map((e) => e.id)).toEqual([3, 4, 5, 6]);
    expect(again.ended).toBe(true);
  });

  it('without Last-Event-ID a late stream gets the latest progress only, with its id', () => {
    const hub = new ProgressHub();
    for (const percent of [10, 20, 30]) hub.publish('u1', 'conn-0001', progress(percent));
    const late = sink();
    hub.attach('u1', 'conn-0001', late);
    expect(eventsIn(late.text).map((e) => e.id)).toEqual([3]);
    expect(late.ended).toBe(false);
  });

  it('replays the final event to a reconnect after the end, even one that had seen it', () => {
    const hub = new ProgressHub();
    const live = sink();
    hub.attach('u1', 'conn-0001', live);
    hub.publish('u1', 'conn-0001', progress(10));
    hub.publish('u1', 'conn-0001', { event: 'error', data: { message: 'Boom' } });
    expect(live.ended).toBe(true);

    const resumed = sink();
    hub.attach('u1', 'conn-0001', resumed, undefined, 1);
    expect(eventsIn(resumed.text)).toEqual([{ id: 2, event: 'error', data: { message: 'Boom' } }]);
    expect(resumed.ended).toBe(true);

    const again = sink();
    hub.attach('u1', 'conn-0001', again, undefined, 2);
    expect(eventsIn(again.text).map((e) => e.event)).toEqual(['error']);
    expect(again.ended).toBe(true);

    // Publishing after the end changes nothing (the job is over).
    hub.publish('u1', 'conn-0001', progress(99));
    const last = sink();
    hub.attach('u1', 'conn-0001', last);
    expect(last.text).not.toContain('"percent":99');
  });

  it('forgets a finished stream retainMs after its end; a reconnect then waits', () => {
    const hub = new ProgressHub({ retainMs: 5_000 });
    hub.publish('u1', 'conn-0001', complete);
    vi.advanceTimersByTime(4_999);
    expect(hub.size).toBe(1);
    vi.advanceTimersByTime(1);
    expect(hub.size).toBe(0);
    const late = sink();
    hub.attach('u1', 'conn-0001', late, undefined, 1);
    expect(late.text).not.toContain('event:');
    expect(late.ended).toBe(false);
  });

  it('keeps a stream that a browser holds however quiet it is, and retainMs after it leaves', () => {
    const hub = new ProgressHub({ retainMs: 5_000 });
    const response = sink();
    hub.attach('u1', 'conn-0001', response);
    hub.publish('u1', 'conn-0001', progress(10));
    vi.advanceTimersByTime(60_000);
    expect(hub.size).toBe(1);
    response.emit('close');
    vi.advanceTimersByTime(4_999);
    expect(hub.size).toBe(1);
    vi.advanceTimersByTime(1);
    expect(hub.size).toBe(0);
  });

  it('keeps the last maxEventsPerChannel events: an older Last-Event-ID gets what is left', () => {
    const hub = new ProgressHub({ maxEventsPerChannel: 3 });
    for (let percent = 1; percent <= 10; percent++)
      hub.publish('u1', 'conn-0001', progress(percent));
    const resumed = sink();
    hub.attach('u1', 'conn-0001', resumed, undefined, 2);
    expect(eventsIn(resumed.text).map((e) => e.id)).toEqual([8, 9, 10]);
  });

  it('remembers at most maxChannels streams, forgetting the least recently active idle one', () => {
    const hub = new ProgressHub({ maxChannels: 3 });
    hub.publish('u1', 'conn-0001', progress(1));
    hub.publish('u1', 'conn-0002', progress(2));
    hub.publish('u1', 'conn-0003', progress(3));
    hub.publish('u1', 'conn-0001', progress(4));
    hub.publish('u1', 'conn-0004', progress(5));
    expect(hub.size).toBe(3);
    const forgotten = sink();
    hub.attach('u2', 'conn-0002', forgotten);
    // u2's own stream took the place of the oldest idle one (u1's conn-0003 now).
    const kept = sink();
    hub.attach('u1', 'conn-0001', kept);
    expect(eventsIn(kept.text).map((e) => e.id)).toEqual([2]);
    const gone = sink();
    hub.attach('u1', 'conn-0003', gone, undefined, 0);
    expect(gone.text).not.toContain('event:');
  });

  it('answers 503 when every remembered stream is held open by a browser', () => {
    const hub = new ProgressHub({ maxChannels: 2 });
    hub.attach('u1', 'conn-0001', sink());
    hub.attach('u2', 'conn-0001', sink());
    let taken = false;
    expect(() =>
      hub.attach('u3', 'conn-0001', sink(), () => {
        taken = true;
      }),
    ).toThrow(expect.objectContaining({ statusCode: 503 }) as Error);
    expect(taken).toBe(false);
    // Events for streams nobody can hold are dropped, not stored past the bound.
    hub.publish('u4', 'conn-0001', progress(1));
    expect(hub.size).toBe(2);
  });

  it('replaces an open stream with a reconnect of the same id', () => {
    const hub = new ProgressHub();
    const old = sink();
    hub.attach('u1', 'conn-0001', old);
    hub.publish('u1', 'conn-0001', progress(10));
    const fresh = sink();
    hub.attach('u1', 'conn-0001', fresh, undefined, 1);
    expect(old.ended).toBe(true);
    hub.publish('u1', 'conn-0001', progress(20));
    expect(old.text).not.toContain('"percent":20');
    expect(eventsIn(fresh.text).map((e) => e.id)).toEqual([2]);
  });
});

describe('ProgressHub across instances', () => {
  it('streams another instance’s events with that instance’s ids, and resumes on either', async () => {
    const { bus } = memoryBus();
    const a = new ProgressHub({}, bus);
    const b = new ProgressHub({}, bus);
    await a.listen();
    await b.listen();
    const onB = sink();
    b.attach('u1', 'conn-0001', onB);
    a.publish('u1', 'conn-0001', progress(10));
    a.publish('u1', 'conn-0001', progress(20));
    expect(eventsIn(onB.text).map((e) => e.id)).toEqual([1, 2]);
    onB.emit('close');
    a.publish('u1', 'conn-0001', progress(30));
    a.publish('u1', 'conn-0001', complete);

    for (const hub of [a, b]) {
      const resumed = sink();
      hub.attach('u1', 'conn-0001', resumed, undefined, 2);
      expect(eventsIn(resumed.text).map((e) => [e.id, e.event])).toEqual([
        [3, 'progress'],
        [4, 'complete'],
      ]);
      expect(resumed.ended).toBe(true);
    }
    await a.closeAll();
    await b.closeAll();
  });

  it('ignores its own echo, repeated or overtaken ids, and other users’ streams', async () => {
    const { bus, sent, deliver } = memoryBus();
    const hub = new ProgressHub({}, bus);
    await hub.listen();
    const response = sink();
    hub.attach('u1', 'conn-0001', response);
    hub.publish('u1', 'conn-0001', progress(10));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ userId: 'u1', connectionId: 'conn-0001', id: 1 });
    // The bus echoed it back to its sender: written once only.
    expect(eventsIn(response.text)).toHaveLength(1);

    const remote = { origin: 'other', userId: 'u1', connectionId: 'conn-0001' };
    deliver({ ...remote, id: 3, event: progress(30) });
    deliver({ ...remote, id: 2, event: progress(20) });
    deliver({ ...remote, id: 3, event: progress(30) });
    deliver({ ...remote, userId: 'u2', id: 4, event: progress(40) });
    expect(eventsIn(response.text).map((e) => e.id)).toEqual([1, 3]);
    await hub.closeAll();
    deliver({ ...remote, id: 5, event: progress(50) });
    expect(hub.size).toBe(0);
  });

  it('sends one event that fits a NOTIFY, however long the result’s error lines', async () => {
    const { bus, sent } = memoryBus();
    const hub = new ProgressHub({}, bus);
    const errors = Array.from({ length: 100 }, (_, i) => `Row ${i + 2}: ${'é'.repeat(300)}`);
    const result = { ...complete.data.result, errorRows: 100, errors };
    const response = sink();
    hub.attach('u1', 'conn-0001', response);
    hub.publish('u1', 'conn-0001', { event: 'complete', data: { result } });
    const payload = JSON.stringify(sent[0]);
    expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    const delivered = eventsIn(response.text)[0]?.data as { result: typeof result };
    expect(delivered.result.errorRows).toBe(100);
    expect(delivered.result.errors.length).toBeGreaterThan(0);
    expect(delivered.result.errors[0]?.startsWith('Row 2: ééé')).toBe(true);
    expect(delivered).toEqual((sent[0]?.event as typeof complete).data);
  });
});
