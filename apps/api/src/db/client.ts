import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** Either driver; a transaction is also a Db, so services take `Db` and work inside one. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations (serialised across instances on PostgreSQL). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Hears errors of idle pooled connections (server restart, admin kill); they must not crash the process. */
  onPoolError?: (error: Error) => void;
  /** PGlite files live under `${dataDir}/pglite`; `memory://` keeps them in memory (tests). */
  dataDir: string;
  migrationsFolder: string;
}

// Any constant works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK_KEY = 7_240_113;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.migrationsFolder, options.onPoolError);
  return openPglite(options.dataDir, options.migrationsFolder);
}

async function openPglite(dataDir: string, migrationsFolder: string): Promise<Database> {
  let client: PGlite;
  if (dataDir === 'memory://') {
    client = new PGlite();
  } else {
    const dir = resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // One process per PGlite directory, so no cross-process lock is needed; callers inside this
  // process that arrive while a run is under way share it instead of racing it.
  let running: Promise<void> | undefined;
  return {
    db,
    kind: 'pglite',
    migrate() {
      running ??= (async () => {
        const { migrate } = await import('drizzle-orm/pglite/migrator');
        await migrate(drizzlePglite(client, { schema }), { migrationsFolder });
      })().finally(() => {
        running = undefined;
      });
      return running;
    },
    async close() {
      await client.close();
    },
  };
}

async function openPostgres(
  url: string,
  migrationsFolder: string,
  onPoolError: (error: Error) => void = (error) =>
    console.error('database connection error', error.message),
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that dies emits 'error' on the pool; unheard, it would end the process.
  // The pool drops that client and opens a new one on the next query.
  pool.on('error', onPoolError);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      const client = await pool.connect();
      try {
        // Two instances starting together: the second waits here, then finds nothing to apply.
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrate(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
