import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * PostgreSQL's LISTEN/NOTIFY as one small capability of a Database: every listener of a channel,
 * on every instance connected to the same database (this one included), hears every payload
 * notified on it. Delivery is at most once: a listener that is disconnected when a payload is sent
 * never hears it.
 */
export interface Notifications {
  /** Resolves once the listener is registered; the function it gives stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL refuses a payload of 8000 bytes or more (in the server's encoding, UTF-8 here). */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7_999;

/** Channel names go into LISTEN as identifiers, which cannot be bound as parameters. */
function checkedChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
  return channel;
}

type Listeners = Map<string, Set<(payload: string) => void>>;

function deliver(listeners: Listeners, channel: string, payload: string): void {
  for (const listener of listeners.get(channel) ?? []) {
    try {
      listener(payload);
    } catch {
      // One listener's bug must not keep the payload from the others, nor reach the driver.
    }
  }
}

/** PGlite has the same LISTEN/NOTIFY (one session, so a process hears what it notifies itself). */
export function pgliteNotifications(client: PGlite): Notifications {
  return {
    async listen(channel, onPayload) {
      // PGlite calls listeners while it handles the reply of whichever query brought the
      // notification: a throwing listener would fail that unrelated query.
      const stop = await client.listen(checkedChannel(channel), (payload) => {
        try {
          onPayload(payload);
        } catch {
          // The listener's own problem; the payload is lost for it alone.
        }
      });
      return async () => {
        await stop().catch(() => {});
      };
    },
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [checkedChannel(channel), payload]);
    },
    async close() {},
  };
}

export interface PostgresNotificationsOptions {
  url: string;
  /** Sends a payload (a pooled connection: NOTIFY needs no session of its own). */
  query: (text: string, values: unknown[]) => Promise<unknown>;
  connectionTimeoutMs: number;
  /** Hears a lost or refused listening connection; it is reopened, never fatal. */
  onError: (error: Error) => void;
  /** First wait before reopening a lost connection; doubles up to 30 s while it keeps failing. */
  retryMs?: number;
}

const MAX_RETRY_MS = 30_000;

/**
 * All channels of this process share one dedicated connection, opened with the first listener:
 * a pooled connection would lose its LISTEN when the pool recycled it. When that connection drops
 * (server restart, admin kill, network), it is reopened with a growing delay and every channel is
 * listened to again; payloads sent while it was away are lost, as with any LISTEN.
 */
export function postgresNotifications(options: PostgresNotificationsOptions): Notifications {
  const { url, query, connectionTimeoutMs, onError, retryMs = 500 } = options;
  const listeners: Listeners = new Map();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = retryMs;
  let closed = false;

  const lost = (which: pg.Client, error: Error) => {
    // A connection still opening reports its failure through connect(); a replaced one is over.
    if (client !== which) return;
    client = undefined;
    which.removeAllListeners('notification');
    which.end().catch(() => {});
    if (closed) return;
    onError(error);
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (retryTimer || closed || listeners.size === 0) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch(() => {
        // connect() has reported it and scheduled the next attempt.
      });
    }, delay);
    retryTimer.unref();
    delay = Math.min(MAX_RETRY_MS, delay * 2);
  };

  const open = async (): Promise<pg.Client> => {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: connectionTimeoutMs,
      keepAlive: true,
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('the listening connection ended')));
    next.on('notification', (message) => {
      if (message.payload !== undefined) deliver(listeners, message.channel, message.payload);
    });
    try {
      await next.connect();
      for (const channel of listeners.keys()) await next.query(`LISTEN ${channel}`);
      if (closed) throw new Error('notifications closed');
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
    delay = retryMs;
    return next;
  };

  /** The open connection, or the one being opened; a failure is reported once and retried. */
  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= open().then(
      (opened) => {
        connecting = undefined;
        return opened;
      },
      (error: unknown) => {
        connecting = undefined;
        if (!closed) {
          onError(error instanceof Error ? error : new Error(String(error)));
          scheduleReconnect();
        }
        throw error;
      },
    );
    return connecting;
  };

  return {
    async listen(channel, onPayload) {
      checkedChannel(channel);
      let set = listeners.get(channel);
      const first = !set;
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
      }
      set.add(onPayload);
      try {
        // A connection listens to every registered channel as it opens; LISTEN twice is harmless,
        // and covers a channel registered while the connection was opening.
        const connection = await connect();
        if (first) await connection.query(`LISTEN ${channel}`);
      } catch {
        // Reported by connect() and retried in the background: the listener stays registered
        // and starts hearing payloads once the connection is back.
      }
      return async () => {
        set.delete(onPayload);
        if (set.size > 0 || listeners.get(channel) !== set) return;
        listeners.delete(channel);
        await client?.query(`UNLISTEN ${channel}`).catch(() => {});
      };
    },
    async notify(channel, payload) {
      await query('SELECT pg_notify($1, $2)', [checkedChannel(channel), payload]);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      listeners.clear();
      const connection = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      await connection?.end().catch(() => {});
    },
  };
}
