import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './availability';
import { pgliteNotifications, postgresNotifications, type Notifications } from './notifications';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** Either driver; a transaction is also a Db, so services take `Db` and work inside one. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations (serialised across instances on PostgreSQL). */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query in time; throws DatabaseUnavailableError otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  /** How busy the database is right now (cheap, synchronous): read by load shedding and metrics. */
  load(): DatabaseLoad;
  /** LISTEN/NOTIFY: how instances on this database tell each other things (both drivers have it). */
  notifications: Notifications;
  close(): Promise<void>;
}

export interface DatabaseLoad {
  /** Work waiting its turn: pg callers waiting for a pooled connection; PGlite calls queued behind the running one. */
  waiting: number;
  /** pg only: connections open, and how many of them sit idle in the pool. */
  connections?: { total: number; idle: number };
}

/** The drizzle internals a raw prepared statement needs; drizzle's own builders use the same. */
interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ): { execute(values: Record<string, unknown>): Promise<{ rows: unknown[] }> };
  };
}

/**
 * A raw statement for a hot path (`db.execute` has no prepared form): its text is built once per
 * database instead of on every call, and on PostgreSQL it is a named prepared statement, which
 * node-postgres parses once per connection and then only binds. PGlite ignores the name (it has
 * no named statements) and keeps the saved build. Parameters are `sql.placeholder(key)`.
 */
export function preparedStatement<Row>(
  name: string,
  build: () => SQL,
): (db: Db, values: Record<string, unknown>) => Promise<Row[]> {
  const perDatabase = new WeakMap<Db, ReturnType<DrizzleInternals['session']['prepareQuery']>>();
  return async (db, values) => {
    let prepared = perDatabase.get(db);
    if (!prepared) {
      const { dialect, session } = db as unknown as DrizzleInternals;
      prepared = session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false);
      perDatabase.set(db, prepared);
    }
    const result = await prepared.execute(values);
    return result.rows as Row[];
  };
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000;
export const DEFAULT_ACQUIRE_TIMEOUT_MS = 2_000;
/** How much longer than statement_timeout the client waits before deciding the server is gone. */
const READ_GRACE_MS = 1_000;

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Hears errors of idle pooled connections (server restart, admin kill); they must not crash the process. */
  onPoolError?: (error: Error) => void;
  /** PGlite files live under `${dataDir}/pglite`; `memory://` keeps them in memory (tests). */
  dataDir: string;
  migrationsFolder: string;
  /**
   * PostgreSQL: the server cancels a statement after this long (statement_timeout), and the
   * client gives up READ_GRACE_MS later when the server does not answer at all (frozen host).
   */
  statementTimeoutMs?: number;
  /** PostgreSQL: the longest wait for a connection, new or from the pool. */
  acquireTimeoutMs?: number;
}

// Any constant works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK_KEY = 7_240_113;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.dataDir, options.migrationsFolder);
}

/** A promise that rejects with DatabaseUnavailableError unless `work` settles within `ms`. */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailableError(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) throw error;
    throw new DatabaseUnavailableError('database check failed', { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * PostgreSQL's page cache inside PGlite's WebAssembly memory, touched and so resident from the
 * start: initdb's default of 128 MB is most of an idle instance. Pages it does not hold are read
 * from files the operating system caches anyway. 64 MB keeps the hot path's tables and indexes
 * (and a 100k-row upload's) in it; measured: idle RSS −60 MB, categorize unchanged.
 */
const PGLITE_SHARED_BUFFERS = '64MB';

async function openPglite(dataDir: string, migrationsFolder: string): Promise<Database> {
  let client: PGlite;
  if (dataDir === 'memory://') {
    client = new PGlite();
  } else {
    const dir = resolve(dataDir, 'pglite');
    if (!existsSync(join(dir, 'PG_VERSION'))) await createCluster(dir);
    client = new PGlite(dir, {
      startParams: [
        ...PGlite.defaultStartParams,
        '-c',
        `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
        // PostgreSQL fills each new 16 MB WAL segment with zeros before using it, in PGlite a
        // write on the event loop: during a 100k-row upload one statement in ~100 took 45–50 ms
        // (a new segment every ~0.7 s) where the others take under 15 ms. Off, only the
        // segment's last byte is written (a documented setting, for file systems that need no
        // space reserved up front); PGlite already runs without fsync (-F).
        '-c',
        'wal_init_zero=off',
      ],
    });
  }
  await client.waitReady;
  const { pending, bulkClient } = queueCalls(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  bulkVariants.set(db, drizzlePglite(bulkClient, { schema }) as unknown as Db);
  // One process per PGlite directory, so no cross-process lock is needed; callers inside this
  // process that arrive while a run is under way share it instead of racing it.
  let running: Promise<void> | undefined;
  return {
    db,
    kind: 'pglite',
    notifications: pgliteNotifications(client),
    migrate() {
      running ??= (async () => {
        const { migrate } = await import('drizzle-orm/pglite/migrator');
        await migrate(drizzlePglite(client, { schema }), { migrationsFolder });
      })().finally(() => {
        running = undefined;
      });
      return running;
    },
    // PGlite runs inside this process, so it cannot be frozen apart from it and has no
    // statement timeout; what can happen is an instance that was closed or crashed.
    ping(timeoutMs = DEFAULT_ACQUIRE_TIMEOUT_MS) {
      return within(
        timeoutMs,
        client.query('SELECT 1').then(() => undefined),
      );
    },
    load: () => ({ waiting: Math.max(0, pending.count - 1) }),
    async close() {
      await client.close();
    },
  };
}

/**
 * Creating a cluster (initdb) grows PGlite's WebAssembly memory to ~630 MB, and WebAssembly
 * memory never shrinks: an instance that created its cluster would hold that for the life of the
 * process, where one opened on an existing cluster starts at ~200 MB. Closing it is not enough
 * (the memory waits for a full garbage collection, which an idle server may not run for hours,
 * and the allocator keeps part of it even then), so the cluster is created by a short-lived
 * child process, and the app then opens it like any existing one. About 0.5 s more, on the
 * first start only.
 */
async function createCluster(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  await new Promise<void>((resolvePromise, reject) => {
    execFile(
      process.execPath,
      ['--input-type=commonjs', '-e', CREATE_CLUSTER_SCRIPT, pglite, dir],
      (error, _stdout, stderr) =>
        error
          ? reject(
              new Error(`could not create the PGlite cluster: ${stderr.trim() || error.message}`),
            )
          : resolvePromise(),
    );
  });
}

/** PGlite is required by the path the app resolved, so the child finds the app's own copy. */
const CREATE_CLUSTER_SCRIPT = `
const [pglite, dir] = process.argv.slice(1);
const { PGlite } = require(pglite);
(async () => {
  const creator = new PGlite(dir);
  await creator.waitReady;
  await creator.close();
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
`;

/**
 * PGlite runs one call at a time (a transaction counts as one call until it ends) and queues the
 * rest without saying how many; counting them at the door is the only way to see the queue.
 *
 * It also runs them back to back in one chain of promise callbacks, without going back to the
 * event loop in between (a timer due at once waited for all of 300 queued calls): past
 * saturation the loop went to its sockets only once the whole queue had run, so no request
 * could be read, nor refused, meanwhile.
 * So the calls queue here instead, one handed to PGlite at a time, and once the current chain
 * has run SLICE_MS the next waits for one turn of the event loop (setImmediate), letting
 * sockets be read in between. One call at a time is what PGlite's own lock does already: a
 * query, exec or transaction never ran beside another.
 */
function queueCalls(client: PGlite): { pending: { count: number }; bulkClient: PGlite } {
  const pending = { count: 0 };
  // The same client, its calls marked as bulk work (see bulkDb).
  const bulkClient = Object.create(client) as PGlite;
  let interactive = 0;
  let tail: Promise<unknown> = Promise.resolve();
  let sliceStartedAt: number | undefined;
  const turn = async () => {
    const now = performance.now();
    if (sliceStartedAt === undefined) {
      sliceStartedAt = now;
      // Runs once the loop gets its turn: the chain that started the slice has ended.
      setImmediate(() => (sliceStartedAt = undefined));
    } else if (now - sliceStartedAt >= SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      await turn();
    }
  };
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = (client[method] as (...args: unknown[]) => Promise<unknown>).bind(client);
    const queued =
      (bulk: boolean) =>
      async (...args: unknown[]) => {
        if (bulk) await interactiveQuiet(() => interactive);
        else interactive += 1;
        pending.count += 1;
        const run = tail.then(async () => {
          await turn();
          return original(...args);
        });
        tail = run.catch(() => {});
        try {
          return await run;
        } finally {
          pending.count -= 1;
          if (!bulk) interactive -= 1;
        }
      };
    (client as unknown as Record<string, unknown>)[method] = queued(false);
    (bulkClient as unknown as Record<string, unknown>)[method] = queued(true);
  }
  return { pending, bulkClient };
}

/**
 * The longest run of PGlite calls before the event loop gets a turn. Short, because new
 * connections are taken in between turns: with 10 ms, 400 clients connecting at once past
 * saturation waited up to 2.9 s in the kernel's accept queue (seen with `ss`); with 1–3 ms,
 * under 0.5 s, at no measurable cost in throughput.
 */
const SLICE_MS = 2;

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const {
    migrationsFolder,
    statementTimeoutMs = DEFAULT_STATEMENT_TIMEOUT_MS,
    acquireTimeoutMs = DEFAULT_ACQUIRE_TIMEOUT_MS,
    onPoolError = (error: Error) => console.error('database connection error', error.message),
  } = options;
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A server that is down refuses at once; one that is frozen accepts the TCP connection and
    // never answers: without these a request would wait for the OS (minutes), not seconds.
    connectionTimeoutMillis: acquireTimeoutMs,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + READ_GRACE_MS,
    keepAlive: true,
  });
  // An idle client that dies emits 'error' on the pool; unheard, it would end the process.
  // The pool drops that client and opens a new one on the next query.
  pool.on('error', onPoolError);
  pool.on('connect', guardConnection);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  db.transaction = transactionsThatRelease(pool);
  const notifications = postgresNotifications({
    url,
    query: (text, values) => pool.query(text, values),
    connectionTimeoutMs: acquireTimeoutMs,
    onError: onPoolError,
  });
  return {
    db,
    kind: 'postgres',
    notifications,
    async migrate() {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      // Its own connection, without the pool's timeouts: a migration may run long, and the
      // advisory lock may wait for another instance's migration.
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: acquireTimeoutMs,
      });
      client.on('error', onPoolError);
      await client.connect();
      try {
        // Two instances starting together: the second waits here, then finds nothing to apply.
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrate(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        await client.end().catch(() => {});
      }
    },
    ping(timeoutMs = acquireTimeoutMs) {
      return within(
        timeoutMs,
        pool
          // query_timeout per query is supported by pg but missing from its types.
          .query({ text: 'SELECT 1', query_timeout: timeoutMs } as pg.QueryConfig)
          .then(() => undefined),
      );
    },
    load: () => ({
      waiting: pool.waitingCount,
      connections: { total: pool.totalCount, idle: pool.idleCount },
    }),
    async close() {
      await notifications.close();
      await pool.end();
    },
  };
}

/**
 * drizzle's transaction on a pool sends BEGIN before the try whose finally releases the
 * connection: a BEGIN that fails (a frozen server's read timeout, a dropped connection) never
 * gives its connection back. Ten of them left the pool empty for good, so the instance answered
 * 503 after the database came back and its shutdown waited forever (test/db/postgres-outage).
 * Here drizzle runs the transaction on a connection checked out by us and always released; one
 * the database failed under is closed rather than reused.
 */
function transactionsThatRelease(pool: pg.Pool): Db['transaction'] {
  const onConnection = new WeakMap<pg.PoolClient, Db>();
  const transaction = async (...args: Parameters<Db['transaction']>) => {
    const connection = await pool.connect();
    let failure: Error | undefined;
    try {
      let db = onConnection.get(connection);
      if (!db) {
        db = drizzlePg(connection, { schema }) as unknown as Db;
        onConnection.set(connection, db);
      }
      return await db.transaction(...args);
    } catch (error) {
      if (isDatabaseUnavailable(error)) failure = error as Error;
      throw error;
    } finally {
      connection.release(failure);
    }
  };
  return transaction as Db['transaction'];
}

/**
 * A connection that fails while checked out (a transaction in flight when the server stops)
 * emits 'error' on its client, and pg-pool listens only while the client is idle: unheard, that
 * event would end the process. The query that was running receives the error itself.
 *
 * pg's query_timeout answers the caller but leaves the connection waiting for the reply of a
 * server that may never send it, so every later query on that connection (a transaction's
 * ROLLBACK, the next checkout of it) would wait its own full timeout too. Closing the socket
 * fails those at once, and the pool replaces the connection.
 */
function guardConnection(client: pg.PoolClient): void {
  client.on('error', () => {});
  const original = client.query.bind(client) as (...args: unknown[]) => unknown;
  const drop = (error: unknown) => {
    if (error instanceof Error && error.message === 'Query read timeout') {
      // pg's own pool does the same to a connection that timed out (no public API for it).
      (
        client as unknown as { connection: { stream: { destroy(): void } } }
      ).connection.stream.destroy();
    }
  };
  const guarded = (...args: unknown[]): unknown => {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        drop(error);
        (callback as (error: unknown, result: unknown) => void)(error, result);
      };
      return original(...args);
    }
    const result = original(...args);
    if (result instanceof Promise) result.catch(drop);
    return result;
  };
  (client as unknown as { query: typeof guarded }).query = guarded;
}

const bulkVariants = new WeakMap<Db, Db>();

/**
 * The database for bulk work (an upload's staged rows, file pieces and job parts): on PGlite
 * each of its calls waits until no other call is queued before it joins the queue. A categorize
 * call is up to three queries one after the other; with bulk statements queued between them (up
 * to 15 ms each), every one of the three could wait for one, where now only the first can (for
 * the statement already running): p50 during an upload 12–14 → 7–8 ms. On PostgreSQL (and for
 * a transaction) it is `db` itself: bulk statements run on a connection of their own.
 */
export const bulkDb = (db: Db): Db => bulkVariants.get(db) ?? db;

/**
 * The longest a bulk call defers to others: past saturation there is always a call queued, and
 * an upload still has to finish (each of its 700-odd statements waits at most this long).
 */
const BULK_DEFER_MS = 50;

/**
 * Resolves at the first turn of the event loop with no interactive call queued. Checked at a
 * turn, not at once: a request's next query is issued in the promise callbacks that follow its
 * previous one, so by the next turn it is queued and counted. Then every millisecond, so that
 * waiting does not keep the loop spinning.
 */
async function interactiveQuiet(queued: () => number): Promise<void> {
  const since = performance.now();
  await new Promise((resolve) => setImmediate(resolve));
  while (queued() > 0 && performance.now() - since < BULK_DEFER_MS)
    await new Promise((resolve) => setTimeout(resolve, 1));
}
