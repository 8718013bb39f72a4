import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { migrationsFolder } from '../../src/paths';

// PGlite whatever TEST_DATABASE_URL says: these are properties of the embedded database.
let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe('PGlite in the request process', () => {
  it('gives the event loop a turn while a long queue of calls runs', async () => {
    database = await openDatabase({ dataDir: 'memory://', migrationsFolder: migrationsFolder() });
    const { db } = database;
    // About 1 ms of work each: 300 queued calls are ~0.3 s of one chain of promise callbacks.
    const work = sql`SELECT count(*) FROM generate_series(1, 20000)`;
    await db.execute(work);
    let done = 0;
    const calls = Array.from({ length: 300 }, () => db.execute(work).then(() => (done += 1)));
    const doneWhenTimerRan = await new Promise<number>((resolve) =>
      setTimeout(() => resolve(done), 0),
    );
    await Promise.all(calls);
    expect(done).toBe(300);
    // A timer due at once runs after one slice (a few ms of calls), not after the whole queue.
    expect(doneWhenTimerRan).toBeLessThan(150);
  });

  it('runs a cluster on disk with a 64 MB page cache and WAL segments not zero-filled', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'trusty-pglite-cache-'));
    database = await openDatabase({ dataDir, migrationsFolder: migrationsFolder() });
    const setting = async (name: string) => {
      const result = (await database!.db.execute(
        sql`SELECT current_setting(${name}) AS value`,
      )) as unknown as { rows: Array<{ value: string }> };
      return result.rows[0]?.value;
    };
    expect(await setting('shared_buffers')).toBe('64MB');
    expect(await setting('wal_init_zero')).toBe('off');
  });
});
