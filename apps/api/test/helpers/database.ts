import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { migrationsFolder } from '../../src/paths';

/**
 * A clean, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server of TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({
      dataDir: 'memory://',
      migrationsFolder: migrationsFolder(),
    });
    await database.migrate();
    return database;
  }
  return (await openScratchTestDatabase(adminUrl, 'trusty_test')).database;
}

/**
 * The database of a test file that tests services on it directly: created before its first test
 * and closed after its last. Usage: `const database = useTestDatabase();`, then `database.db`.
 */
export function useTestDatabase(): Pick<Database, 'db'> {
  let opened: Database | undefined;
  beforeAll(async () => {
    opened = await createTestDatabase();
  });
  afterAll(() => opened?.close());
  return {
    get db() {
      if (!opened) throw new Error('the test database is created in beforeAll');
      return opened.db;
    },
  };
}

/**
 * A migrated scratch database on the PostgreSQL server of `adminUrl`, with its URL (for a
 * server process of its own); closing it drops it.
 */
export async function openScratchTestDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ database: Database; url: string }> {
  const scratch = await createScratchDatabase(adminUrl, prefix);
  // scratch.drop() ends any connection still open (DROP … WITH (FORCE)); that is expected here.
  const database = await openDatabase({
    databaseUrl: scratch.url,
    dataDir: 'memory://',
    migrationsFolder: migrationsFolder(),
    onPoolError: () => {},
  });
  await database.migrate();
  return {
    url: scratch.url,
    database: {
      ...database,
      async close() {
        await database.close();
        await scratch.drop();
      },
    },
  };
}

/** A new, empty database on the server of `adminUrl` (tests and the e2e run on PostgreSQL). */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  // The name is generated here from hex digits only, so it is safe to put in the statement.
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export interface SharedDatabase {
  /** What to hand instance A and instance B. */
  databases: [Database, Database];
  close(): Promise<void>;
}

/**
 * One migrated database for two instances of the app, as behind a load balancer. On PostgreSQL
 * (TEST_DATABASE_URL) each instance gets its own pool and listening connection on the same
 * scratch database; on PGlite both get the same Database object, as two apps in one process are
 * the only way to share one.
 */
export async function openSharedDatabase(prefix: string): Promise<SharedDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const shared = await createTestDatabase();
    return { databases: [shared, shared], close: () => shared.close() };
  }
  const scratch = await createScratchDatabase(adminUrl, prefix);
  const open = () =>
    openDatabase({
      databaseUrl: scratch.url,
      dataDir: 'memory://',
      migrationsFolder: migrationsFolder(),
      onPoolError: () => {},
    });
  const databases: [Database, Database] = [await open(), await open()];
  await Promise.all(databases.map((database) => database.migrate()));
  return {
    databases,
    async close() {
      for (const database of databases) await database.close();
      await scratch.drop();
    },
  };
}
