import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

/**
 * Rows written and read straight in SQL, for tests of what the database itself keeps (its keys,
 * what storing an upload's rows leaves), below the HTTP API that would make them otherwise.
 */

export const rowsOf = async <T>(db: Database['db'], query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export async function addUser(db: Database['db'], email: string): Promise<string> {
  const [user] = await rowsOf<{ id: string }>(
    db,
    sql`INSERT INTO users (email, password_hash, first_name, last_name)
        VALUES (${email}, 'x', 'A', 'B') RETURNING id`,
  );
  return (user as { id: string }).id;
}

export async function addUpload(db: Database['db'], userId: string): Promise<string> {
  const [upload] = await rowsOf<{ id: string }>(
    db,
    sql`INSERT INTO excel_results (user_id, original_name, content_type, total_rows,
                                   successful_rows, error_rows, errors, expires_at)
        VALUES (${userId}, 'ledger.xlsx', 'x', 1, 1, 0, '[]', now() + interval '1 day')
        RETURNING id`,
  );
  return (upload as { id: string }).id;
}
