import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { migrationsFolder } from '../../src/paths';
import { createScratchDatabase, createTestDatabase } from '../helpers/database';
import { addUpload, addUser, rowsOf } from './direct-rows';

/**
 * What result_rows' keys guarantee (migration 0010): an upload's row belongs to the upload and
 * to its owner together, an analysis to its user; deleting an upload or a user takes its rows.
 */

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

/** The SQLSTATE a statement fails with (drizzle wraps the driver's error). */
async function failureCode(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
  } catch (error) {
    const { code, cause } = error as { code?: string; cause?: { code?: string } };
    return cause?.code ?? code;
  }
  return undefined;
}

const addRow = (db: Database['db'], userId: string, uploadId: string | null, name: string) =>
  db.execute(sql`
    INSERT INTO result_rows (user_id, upload_id, row_number, cost_name, normalized_name, status,
                             taxonomy_version)
    VALUES (${userId}, ${uploadId}, ${uploadId ? 2 : null}, ${name}, ${name}, 'classified', 'v')`);

const names = async (db: Database['db']) =>
  (
    await rowsOf<{ cost_name: string }>(
      db,
      sql`SELECT cost_name FROM result_rows ORDER BY cost_name`,
    )
  ).map((row) => row.cost_name);

describe('result_rows keys', () => {
  it("refuses an upload's row of another user or of no upload, and an analysis of no user", async () => {
    database = await createTestDatabase();
    const { db } = database;
    const owner = await addUser(db, 'owner@example.com');
    const other = await addUser(db, 'other@example.com');
    const upload = await addUpload(db, owner);

    await addRow(db, owner, upload, 'kept');
    expect(await failureCode(addRow(db, other, upload, 'not theirs'))).toBe('23503');
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(await failureCode(addRow(db, owner, missing, 'no upload'))).toBe('23503');
    expect(await failureCode(addRow(db, missing, null, 'no user'))).toBe('23503');
    await addRow(db, other, null, 'analysis');
    expect(await names(db)).toEqual(['analysis', 'kept']);
  });

  it("deletes an upload's rows with it, and a user's uploads, rows and analyses with the user", async () => {
    database = await createTestDatabase();
    const { db } = database;
    const owner = await addUser(db, 'owner@example.com');
    const other = await addUser(db, 'other@example.com');
    const first = await addUpload(db, owner);
    const second = await addUpload(db, owner);
    await addRow(db, owner, first, 'first upload');
    await addRow(db, owner, second, 'second upload');
    await addRow(db, owner, null, 'owner analysis');
    await addRow(db, other, null, 'other analysis');

    await db.execute(sql`DELETE FROM excel_results WHERE id = ${first}`);
    expect(await names(db)).toEqual(['other analysis', 'owner analysis', 'second upload']);
    await db.execute(sql`DELETE FROM users WHERE id = ${owner}`);
    expect(await names(db)).toEqual(['other analysis']);
  });

  it('upgrades a database that already holds rows', async () => {
    // The migrations up to 0009 alone, some rows, then all of them.
    const folder = mkdtempSync(join(tmpdir(), 'trusty-migrations-'));
    cpSync(migrationsFolder(), folder, { recursive: true });
    const journalPath = join(folder, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
      entries: Array<{ tag: string }>;
    };
    const upTo = journal.entries.findIndex((entry) => entry.tag.startsWith('0010_'));
    expect(upTo).toBeGreaterThan(0);
    writeFileSync(
      journalPath,
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }),
    );
    const adminUrl = process.env.TEST_DATABASE_URL;
    const scratch = adminUrl ? await createScratchDatabase(adminUrl, 'trusty_keys') : undefined;
    // PGlite: the same cluster on disk, opened again.
    const dataDir = scratch ? 'memory://' : mkdtempSync(join(tmpdir(), 'trusty-keys-'));
    const open = async (migrations: string) => {
      const opened = await openDatabase({
        databaseUrl: scratch?.url,
        dataDir,
        migrationsFolder: migrations,
        onPoolError: () => {},
      });
      await opened.migrate();
      return opened;
    };
    try {
      const before = await open(folder);
      const owner = await addUser(before.db, 'owner@example.com');
      const upload = await addUpload(before.db, owner);
      await addRow(before.db, owner, upload, 'upload row');
      await addRow(before.db, owner, null, 'analysis');
      await before.close();

      database = await open(migrationsFolder());
      const rows = await rowsOf<{ cost_name: string; analysis_user_id: string | null }>(
        database.db,
        sql`SELECT cost_name, analysis_user_id FROM result_rows ORDER BY cost_name`,
      );
      expect(rows).toEqual([
        { cost_name: 'analysis', analysis_user_id: owner },
        { cost_name: 'upload row', analysis_user_id: null },
      ]);
    } finally {
      await database?.close();
      database = undefined;
      await scratch?.drop();
    }
  });
});
