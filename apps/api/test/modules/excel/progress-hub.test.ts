import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressHub } from '../../../src/modules/excel/progress-hub';

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
      'event: progress\ndata: {"stage":"analyzing","processed":10,"total":100,"percent":10}\n\n',
    );
    hub.publish('u1', 'conn-0001', { event: 'error', data: { message: 'Boom' } });
    expect(response.text.endsWith('event: error\ndata: {"message":"Boom"}\n\n')).toBe(true);
    expect(response.ended).toBe(true);
    expect(hub.size).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(response.text).not.toContain(': ping');
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
