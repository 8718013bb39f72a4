import type { JournalEntry, Layers } from '@trusty/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUuid, rowNotFound } from './ownership';

interface JournalRecord {
  id: string | null;
  action: JournalEntry['action'] | null;
  actor: string | null;
  from_layers: Layers | null;
  to_layers: Layers | null;
  rule_id: string | null;
  created_at: Date | string | null;
}

/**
 * A row's history, oldest first. One query: the row itself decides the 404 (someone else's or
 * unknown), and a row nobody has changed yet answers an empty list.
 */
export async function getRowJournal(
  db: Db,
  input: { userId: string; rowId: string },
): Promise<JournalEntry[]> {
  if (!isUuid(input.rowId)) throw rowNotFound();
  const result = (await db.execute(sql`
    SELECT j.id, j.action, u.email AS actor, j.from_layers, j.to_layers, j.rule_id, j.created_at
    FROM result_rows r
    LEFT JOIN result_journal j ON j.row_id = r.id
    LEFT JOIN users u ON u.id = j.user_id
    WHERE r.id = ${input.rowId} AND r.user_id = ${input.userId}
    ORDER BY j.created_at, j.id`)) as unknown as { rows: JournalRecord[] };
  if (result.rows.length === 0) throw rowNotFound();
  return result.rows.flatMap((record) =>
    record.id === null || record.action === null || record.created_at === null
      ? []
      : [
          {
            id: record.id,
            rowId: input.rowId,
            action: record.action,
            actor: record.actor ?? '',
            from: record.from_layers,
            to: record.to_layers,
            ruleId: record.rule_id,
            createdAt: new Date(record.created_at).toISOString(),
          },
        ],
  );
}
