import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { ExcelStreamEvent } from '@trusty/contracts';
import { ErrorCode } from '@trusty/contracts';
import { AppError, serviceBusy } from '../../http/errors';
import type { ProgressBus } from './progress/progress-bus';
import { fitEvent, type ProgressMessage } from './progress/wire';

/**
 * Live progress streams: (user, connectionId) → the open SSE response and the stream's recent
 * events. A job publishes to its own user's channel only, so a connection id opened by someone
 * else never receives anything.
 *
 * Every event carries an `id:`, numbered by the instance that publishes it. With a bus, every
 * instance hears every event and keeps the recent ones, so the browser's stream may be held by any
 * instance, and an EventSource that reconnects (to any instance) with `Last-Event-ID` is sent what
 * it missed. A stream's final event (`complete` or `error`) is sent to every later connection too,
 * until the stream is forgotten, so a reconnect after the end still learns the outcome.
 *
 * Memory is bounded whatever the clients choose as ids: a stream is forgotten `retainMs` after its
 * last event while no browser holds it, at most `maxChannels` streams are remembered (the least
 * recently active is forgotten first), and each keeps its last `maxEventsPerChannel` events.
 */

export interface ProgressHubOptions {
  heartbeatMs: number;
  /** How long a stream's events wait, with no browser attached, for a (re)connection. */
  retainMs: number;
  /** An open stream is closed after this long whatever happens (no job outlives it). */
  maxStreamMs: number;
  maxStreamsPerUser: number;
  /** Streams remembered by this instance, attached or not. */
  maxChannels: number;
  /** Recent events kept per stream for a resume; a progress event carries the whole state. */
  maxEventsPerChannel: number;
  /** How long EventSource waits before reconnecting after the connection drops. */
  retryMs: number;
}

interface SentEvent {
  id: number;
  final: boolean;
  text: string;
}

interface Channel {
  userId: string;
  sink?: ServerResponse;
  events: SentEvent[];
  lastId: number;
  finished: boolean;
  /** Forgets the stream `retainMs` after its last event while no browser holds it. */
  expiry?: NodeJS.Timeout;
  streamTimers: NodeJS.Timeout[];
}

const DEFAULTS: ProgressHubOptions = {
  heartbeatMs: 15_000,
  retainMs: 60_000,
  maxStreamMs: 30 * 60_000,
  maxStreamsPerUser: 5,
  maxChannels: 2_000,
  maxEventsPerChannel: 32,
  retryMs: 2_000,
};

function serialize(id: number, event: ExcelStreamEvent): string {
  return `id: ${id}\nevent: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

export class ProgressHub {
  private readonly channels = new Map<string, Channel>();
  private readonly options: ProgressHubOptions;
  /** Tells this instance's own events apart from the bus's echo of them. */
  private readonly origin = randomUUID();
  private unsubscribe?: () => Promise<void>;

  constructor(
    options: Partial<ProgressHubOptions> = {},
    private readonly bus?: ProgressBus,
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** Starts hearing the other instances' events (no-op without a bus). */
  async listen(): Promise<void> {
    if (!this.bus || this.unsubscribe) return;
    this.unsubscribe = await this.bus.subscribe((message) => {
      if (message.origin !== this.origin) this.record(message);
    });
  }

  private key(userId: string, connectionId: string): string {
    return `${userId}\u0000${connectionId}`;
  }

  private drop(key: string, channel: Channel): void {
    clearTimeout(channel.expiry);
    for (const timer of channel.streamTimers) clearTimeout(timer);
    channel.streamTimers = [];
    if (this.channels.get(key) === channel) this.channels.delete(key);
  }

  /** Marks the channel as the most recently active (Map order is the eviction order). */
  private touch(key: string, channel: Channel): void {
    this.channels.delete(key);
    this.channels.set(key, channel);
    if (channel.sink) {
      clearTimeout(channel.expiry);
      channel.expiry = undefined;
    } else if (channel.expiry) {
      channel.expiry.refresh();
    } else {
      channel.expiry = setTimeout(() => this.drop(key, channel), this.options.retainMs);
      channel.expiry.unref();
    }
  }

  /** A channel for `key`, making room by forgetting the least recently active unattached one. */
  private channelFor(key: string, userId: string): Channel | undefined {
    const existing = this.channels.get(key);
    if (existing) return existing;
    if (this.channels.size >= this.options.maxChannels) {
      let idle: [string, Channel] | undefined;
      for (const entry of this.channels) {
        if (!entry[1].sink) {
          idle = entry;
          break;
        }
      }
      if (!idle) return undefined;
      this.drop(...idle);
    }
    const channel: Channel = {
      userId,
      events: [],
      lastId: 0,
      finished: false,
      streamTimers: [],
    };
    this.channels.set(key, channel);
    return channel;
  }

  /**
   * Makes an HTTP response the event stream of (user, connectionId). `takeOver` is called once
   * the stream is accepted, before anything is written (Fastify: `reply.hijack()`). With
   * `lastEventId` (the browser's `Last-Event-ID`), the stream resumes after that event; without,
   * it starts from the latest progress.
   */
  attach(
    userId: string,
    connectionId: string,
    sink: ServerResponse,
    takeOver: () => void = () => {},
    lastEventId?: number,
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
    const channel = this.channelFor(key, userId);
    if (!channel) throw serviceBusy(5);
    takeOver();
    // The same id opened again (a reconnect): the newer stream replaces the older one.
    const previous = channel.sink;
    for (const timer of channel.streamTimers) clearTimeout(timer);
    channel.streamTimers = [];
    channel.sink = sink;
    previous?.end();
    this.touch(key, channel);

    sink.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    sink.write(`: connected\nretry: ${this.options.retryMs}\n\n`);
    for (const event of this.replay(channel, lastEventId)) sink.write(event.text);
    if (channel.finished) {
      channel.sink = undefined;
      this.touch(key, channel);
      sink.end();
      return;
    }

    const heartbeat = setInterval(() => sink.write(': ping\n\n'), this.options.heartbeatMs);
    const lifetime = setTimeout(() => sink.end(), this.options.maxStreamMs);
    heartbeat.unref();
    lifetime.unref();
    channel.streamTimers.push(heartbeat, lifetime);
    sink.once('close', () => {
      if (channel.sink !== sink) return;
      for (const timer of channel.streamTimers) clearTimeout(timer);
      channel.streamTimers = [];
      channel.sink = undefined;
      // A stream that never heard anything has nothing to resume.
      if (channel.events.length === 0) this.drop(key, channel);
      else this.touch(key, channel);
    });
  }

  /**
   * What a new connection is sent: everything after `lastEventId`, or only the latest progress
   * when the browser has seen nothing yet; the final event whenever the stream has ended.
   */
  private replay(channel: Channel, lastEventId: number | undefined): SentEvent[] {
    const final = channel.events.find((event) => event.final);
    if (lastEventId === undefined) {
      const progress = channel.events.filter((event) => !event.final).at(-1);
      return [progress, final].filter((event) => event !== undefined);
    }
    const missed = channel.events.filter((event) => event.id > lastEventId);
    return final && !missed.includes(final) ? [...missed, final] : missed;
  }

  /** Publishes an event of a job running on this instance, to every instance's streams. */
  publish(userId: string, connectionId: string, event: ExcelStreamEvent): void {
    const channel = this.channels.get(this.key(userId, connectionId));
    if (channel?.finished) return;
    const envelope = {
      origin: this.origin,
      userId,
      connectionId,
      id: (channel?.lastId ?? 0) + 1,
    };
    const message: ProgressMessage = { ...envelope, event: fitEvent(event, envelope) };
    this.record(message);
    this.bus?.send(message);
  }

  /** Keeps an event for resumes and writes it to the stream if one is open here. */
  private record({ userId, connectionId, id, event }: ProgressMessage): void {
    const key = this.key(userId, connectionId);
    const channel = this.channelFor(key, userId);
    // An event repeated or overtaken (ids only grow), or one after the end, changes nothing.
    if (!channel || channel.finished || id <= channel.lastId) return;
    const final = event.event !== 'progress';
    const sent: SentEvent = { id, final, text: serialize(id, event) };
    channel.events.push(sent);
    if (channel.events.length > this.options.maxEventsPerChannel) channel.events.shift();
    channel.lastId = id;
    channel.finished = final;
    const sink = channel.sink;
    if (sink) {
      sink.write(sent.text);
      if (final) {
        for (const timer of channel.streamTimers) clearTimeout(timer);
        channel.streamTimers = [];
        channel.sink = undefined;
        sink.end();
      }
    }
    this.touch(key, channel);
  }

  /** Streams remembered, attached or not (for tests). */
  get size(): number {
    return this.channels.size;
  }

  /** Ends every open stream and forgets everything (shutdown). */
  async closeAll(): Promise<void> {
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = undefined;
    for (const [key, channel] of this.channels) {
      const sink = channel.sink;
      channel.sink = undefined;
      this.drop(key, channel);
      sink?.end();
    }
    await unsubscribe?.();
    await this.bus?.flushed();
  }
}
