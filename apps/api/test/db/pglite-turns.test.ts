import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { bulkDb, openDatabase, type Database } from '../../src/db/client';
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

  it("lets a request's next query go before bulk work queued meanwhile", async () => {
    database = await openDatabase({ dataDir: 'memory://', migrationsFolder: migrationsFolder() });
    const { db } = database;
    const order: string[] = [];
    const query = (label: string, on = db) =>
      on.execute(sql`SELECT count(*) FROM generate_series(1, 20000)`).then(() => {
        order.push(label);
      });
    // A request's first query is running when an upload's bulk statement arrives; the request's
    // second query follows its first, and goes ahead of the bulk statement.
    const request = query('first').then(() => query('second'));
    const bulk = query('bulk', bulkDb(db));
    await Promise.all([request, bulk]);
    expect(order).toEqual(['first', 'second', 'bulk']);
  });

  it('still runs bulk work while other calls never stop coming', async () => {
    database = await openDatabase({ dataDir: 'memory://', migrationsFolder: migrationsFolder() });
    const { db } = database;
    let bulkDone = false;
    const bulk = bulkDb(db)
      .execute(sql`SELECT 1`)
      .then(() => (bulkDone = true));
    // Others' calls back to back for 400 ms: there is always one queued.
    const until = performance.now() + 400;
    let others = 0;
    while (performance.now() < until) {
      await Promise.all([db.execute(sql`SELECT 1`), db.execute(sql`SELECT 1`)]);
      others += 2;
      if (bulkDone) break;
    }
    await bulk;
    expect(bulkDone).toBe(true);
    // It waited its turn, a while, but not the whole 400 ms.
    expect(others).toBeGreaterThan(0);
    expect(performance.now()).toBeLessThan(until);
  });
});
