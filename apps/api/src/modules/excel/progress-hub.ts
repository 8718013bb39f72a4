import type { ServerResponse } from 'node:http';
import type { ExcelStreamEvent } from '@trusty/contracts';
import { ErrorCode } from '@trusty/contracts';
import { AppError } from '../../http/errors';

/**
 * Live progress streams, in memory: (user, connectionId) → the open SSE response. A job
 * publishes to its own user's channel only, so a connection id opened by someone else never
 * receives anything. Events published before the browser's stream arrives are held (the last
 * progress and the final event) and delivered when it does; the stream closes after the final
 * event. One instance serves its own streams (ARCHITECTURE.md: "Growing past one machine").
 */

export interface ProgressHubOptions {
  heartbeatMs: number;
  /** How long a finished job's events wait for a stream that never came. */
  orphanMs: number;
  /** An open stream is closed after this long whatever happens (no job outlives it). */
  maxStreamMs: number;
  maxStreamsPerUser: number;
}

interface Channel {
  userId: string;
  sink?: ServerResponse;
  pending: { progress?: string; final?: string };
  finished: boolean;
  timers: NodeJS.Timeout[];
}

const DEFAULTS: ProgressHubOptions = {
  heartbeatMs: 15_000,
  orphanMs: 60_000,
  maxStreamMs: 30 * 60_000,
  maxStreamsPerUser: 5,
};

function serialize(event: ExcelStreamEvent): string {
  return `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

export class ProgressHub {
  private readonly channels = new Map<string, Channel>();
  private readonly options: ProgressHubOptions;

  constructor(options: Partial<ProgressHubOptions> = {}) {
    this.options = { ...DEFAULTS, ...options };
  }

  private key(userId: string, connectionId: string): string {
    return `${userId}\u0000${connectionId}`;
  }

  private drop(key: string, channel: Channel): void {
    for (const timer of channel.timers) clearTimeout(timer);
    channel.timers = [];
    if (this.channels.get(key) === channel) this.channels.delete(key);
  }

  /**
   * Makes an HTTP response the event stream of (user, connectionId). `takeOver` is called once
   * the stream is accepted, before anything is written (Fastify: `reply.hijack()`).
   */
  attach(
    userId: string,
    connectionId: string,
    sink: ServerResponse,
    takeOver: () => void = () => {},
  ): void {
    const key = this.key(userId, connectionId);
    const open = [...this.channels.values()].filter((c) => c.userId === userId && c.sink).length;
    const existing = this.channels.get(key);
    if (open >= this.options.maxStreamsPerUser && !existing?.sink) {
      throw new AppError(
        429,
        ErrorCode.rateLimited,
        'Too many progress streams are open. Close some tabs and try again.',
      );
    }
    takeOver();
    // The same id opened again (a reconnect): the newer stream replaces the older one.
    existing?.sink?.end();
    const channel: Channel = existing ?? { userId, pending: {}, finished: false, timers: [] };
    for (const timer of channel.timers) clearTimeout(timer);
    channel.timers = [];
    channel.sink = sink;
    this.channels.set(key, channel);

    sink.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    sink.write(': connected\n\n');
    if (channel.pending.progress) sink.write(channel.pending.progress);
    if (channel.pending.final) sink.write(channel.pending.final);
    channel.pending = {};
    if (channel.finished) {
      this.drop(key, channel);
      sink.end();
      return;
    }

    const heartbeat = setInterval(() => sink.write(': ping\n\n'), this.options.heartbeatMs);
    const lifetime = setTimeout(() => sink.end(), this.options.maxStreamMs);
    heartbeat.unref();
    lifetime.unref();
    channel.timers.push(heartbeat, lifetime);
    sink.once('close', () => {
      clearInterval(heartbeat);
      if (channel.sink === sink) {
        channel.sink = undefined;
        this.drop(key, channel);
      }
    });
  }

  publish(userId: string, connectionId: string, event: ExcelStreamEvent): void {
    const key = this.key(userId, connectionId);
    let channel = this.channels.get(key);
    if (!channel) {
      channel = { userId, pending: {}, finished: false, timers: [] };
      this.channels.set(key, channel);
    }
    if (channel.finished) return;
    const text = serialize(event);
    const final = event.event !== 'progress';
    if (final) channel.finished = true;
    if (channel.sink) {
      channel.sink.write(text);
      if (final) {
        const sink = channel.sink;
        this.drop(key, channel);
        sink.end();
      }
      return;
    }
    if (final) {
      channel.pending.final = text;
      const orphan = setTimeout(() => this.drop(key, channel), this.options.orphanMs);
      orphan.unref();
      channel.timers.push(orphan);
    } else {
      channel.pending.progress = text;
    }
  }

  /** Open streams and channels waiting for one (for tests and shutdown). */
  get size(): number {
    return this.channels.size;
  }

  closeAll(): void {
    for (const [key, channel] of this.channels) {
      const sink = channel.sink;
      this.drop(key, channel);
      sink?.end();
    }
  }
}
