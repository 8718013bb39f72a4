import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { migrationsFolder } from '../../src/paths';
import { createScratchDatabase } from '../helpers/database';

const journal = JSON.parse(
  readFileSync(join(migrationsFolder(), 'meta/_journal.json'), 'utf8'),
) as {
  entries: unknown[];
};

async function appliedMigrations(database: Database): Promise<number> {
  const result = (await database.db.execute(
    sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
  )) as unknown as {
    rows: Array<{ n: number }>;
  };
  return Number(result.rows[0]?.n);
}

describe('migrations at start', () => {
  // Two instances starting together on one database: on PostgreSQL they are two processes with
  // their own pools (the advisory lock makes the second wait, then find nothing to do); on
  // PGlite one process migrates twice. Either way every migration is applied exactly once.
  it('apply once when two starts race', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    const options = {
      dataDir: 'memory://',
      migrationsFolder: migrationsFolder(),
      onPoolError: () => {},
    };
    if (adminUrl) {
      const scratch = await createScratchDatabase(adminUrl, 'trusty_migrate');
      const first = await openDatabase({ ...options, databaseUrl: scratch.url });
      const second = await openDatabase({ ...options, databaseUrl: scratch.url });
      try {
        await Promise.all([first.migrate(), second.migrate()]);
        expect(await appliedMigrations(first)).toBe(journal.entries.length);
      } finally {
        await first.close();
        await second.close();
        await scratch.drop();
      }
    } else {
      // Both runs really start: without openPglite's in-process guard the second one creates
      // the same tables again and fails with 42P07 (checked by removing the guard). A restart
      // on the same directory then finds everything applied.
      const dataDir = mkdtempSync(join(tmpdir(), 'trusty-migrate-'));
      const database = await openDatabase({ ...options, dataDir });
      try {
        const runs = await Promise.allSettled([database.migrate(), database.migrate()]);
        expect(runs.map((run) => run.status)).toEqual(['fulfilled', 'fulfilled']);
        expect(await appliedMigrations(database)).toBe(journal.entries.length);
      } finally {
        await database.close();
      }
      const restarted = await openDatabase({ ...options, dataDir });
      try {
        await restarted.migrate();
        expect(await appliedMigrations(restarted)).toBe(journal.entries.length);
      } finally {
        await restarted.close();
      }
    }
  });

  it('keeps PGlite data on disk between starts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'trusty-pglite-'));
    const first = await openDatabase({ dataDir, migrationsFolder: migrationsFolder() });
    await first.migrate();
    await first.db.execute(
      sql`INSERT INTO contact_messages (first_name, last_name, email, phone, message) VALUES ('A', 'B', 'a@b.co', '123456', 'kept')`,
    );
    await first.close();
    const raw = new PGlite(join(dataDir, 'pglite'));
    const rows = await raw.query<{ message: string }>('SELECT message FROM contact_messages');
    await raw.close();
    expect(rows.rows.map((r) => r.message)).toEqual(['kept']);
  });
});
