import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DataRow } from './ooxml/analyze-sheet';
import {
  isNamed,
  normalizedNames,
  storedConfidence,
  storedReason,
  type RowAnswer,
} from './row-outcomes';
import { copyUploadRows, serverConnectionOf } from './copy-rows';
import type { PreparedRows, RowRecord, RowsBatch, StoredUpload } from './stored-rows';
import { Turns } from './turns';

/**
 * Every row of an upload kept in `result_rows` (issue 15 §1), in the transaction that charges for
 * it (on PGlite just before it: staged-upload.ts). A 100,000-row upload is 100,000 rows, made
 * in batches (`prepareUploadRows`; 2,500 rows, 150 on PGlite, below), each while the database takes in the one
 * before; making them all first kept PostgreSQL waiting ~0.17 s per 100,000 rows (issue 19).
 *
 * PostgreSQL copies them (copy-rows.ts). PGlite gets each batch as one statement of two JSON
 * documents it expands: the rows, and the few distinct answers they share (one row per answer
 * would repeat the same six layers and reason thousands of times). There each statement runs on
 * the event loop, so a statement is as long as another user's request may wait: 150 rows take
 * 10–40 ms (300 took 30–50 ms quiet, up to 110 ms on a loaded machine; 2,500 took 105–280 ms),
 * and 100,000 rows take about the same total either way (measured: 250 to 2,500 rows per
 * statement, decision 023). COPY from a blob was measured slower on PGlite (7.4 against 4.6 s per
 * 100,000 rows), and it would hold the event loop for the whole blob.
 */
const ROWS_PER_BATCH = { serialDatabase: 150, server: 2_500 };

/**
 * Rows with no usable name are kept up to this many per upload; the rest are only counted
 * (`error_rows`). They carry nothing to review, are free, and a hostile sheet can have a
 * million of them: storing each would let one upload write a million rows for nothing.
 */
export const STORED_ERROR_ROWS = 1_000;

const answerRecord = (answer: RowAnswer, i: number) => ({
  i,
  s: answer.status,
  l: answer.kind === 'classified' ? answer.layers : null,
  f: storedConfidence(answer),
  m: answer.method,
  r: storedReason(answer),
  u: answer.ruleId,
  g: answer.charged,
  p: answer.layerConfidence ?? null,
});

/** One statement's rows and the answers they share, as JSON. */
export interface RowsStatement {
  rows: string;
  answers: string;
  count: number;
}

export function prepareUploadRows(
  rows: readonly DataRow[],
  outcomes: ReadonlyMap<number, RowAnswer>,
  serialDatabase = false,
  normalize: (name: string) => string = normalizedNames(),
): PreparedRows {
  const perBatch = serialDatabase ? ROWS_PER_BATCH.serialDatabase : ROWS_PER_BATCH.server;
  const hits = new Map<string, number>();
  let errorRowsLeft = STORED_ERROR_ROWS;
  async function* batches(): AsyncGenerator<RowsBatch> {
    // Sliced by time, not by batch: 2,500 rows (a PostgreSQL statement) held the loop 30–40 ms.
    const turns = new Turns();
    for (let at = 0; at < rows.length; at += perBatch) {
      const answers: RowAnswer[] = [];
      const indexOf = new Map<RowAnswer, number>();
      const records: RowRecord[] = [];
      const end = Math.min(rows.length, at + perBatch);
      for (let i = at; i < end; i++) {
        if (turns.due(i)) await turns.take();
        const row = rows[i] as DataRow;
        const answer = outcomes.get(row.row);
        if (!answer) continue;
        if (answer.kind === 'error' && errorRowsLeft-- <= 0) continue;
        let index = indexOf.get(answer);
        if (index === undefined) {
          index = answers.push(answer) - 1;
          indexOf.set(answer, index);
        }
        if (answer.ruleId) hits.set(answer.ruleId, (hits.get(answer.ruleId) ?? 0) + 1);
        records.push(
          isNamed(row)
            ? {
                n: row.row,
                c: row.name,
                k: normalize(row.name),
                x: row.context ?? null,
                a: row.amount !== undefined && Number.isFinite(row.amount) ? row.amount : null,
                y: row.currency ?? null,
                q: row.amountIssue ?? null,
                o: index,
              }
            : { n: row.row, c: '', k: '', x: null, a: null, y: null, q: null, o: index },
        );
      }
      if (records.length > 0) yield { records, answers };
    }
  }
  return { batches: batches(), hits: () => [...hits].map(([id, n]) => ({ id, n })) };
}

/** The batches as `insertRowsStatement`'s two JSON documents. */
export async function* rowsStatements(rows: PreparedRows): AsyncGenerator<RowsStatement> {
  for await (const { records, answers } of rows.batches)
    yield {
      rows: JSON.stringify(records),
      answers: JSON.stringify(answers.map(answerRecord)),
      count: records.length,
    };
}

/**
 * One statement's rows. `createdAt` stamps them with their attempt (staged on PGlite, see
 * staged-upload.ts); otherwise the transaction's time. A rule deleted since the upload began
 * leaves its rows without a rule, as deleting it later would.
 */
export const insertRowsStatement = (
  upload: Pick<StoredUpload, 'userId' | 'uploadId' | 'taxonomyVersion'>,
  statement: RowsStatement,
  createdAt?: Date,
) => sql`
  INSERT INTO result_rows (user_id, upload_id, row_number, cost_name, normalized_name, context,
                           amount, currency, amount_issue, status, cost_pool, sub_cost_pool,
                           it_tower, sub_tower, technical_solution, technical_category,
                           confidence, pool_confidence, tower_confidence, sub_tower_confidence,
                           method, reason, rule_id, charged, taxonomy_version, created_at)
  SELECT ${upload.userId}::uuid, ${upload.uploadId}::uuid, r.n, r.c, r.k,
         coalesce(r.x, '{}'::jsonb), r.a, r.y, r.q, o.s, o.l->>0, o.l->>1, o.l->>2, o.l->>3,
         o.l->>4, o.l->>5, o.f, (o.p->>0)::real, (o.p->>1)::real, (o.p->>2)::real, o.m, o.r,
         ru.id, o.g, ${upload.taxonomyVersion},
         ${createdAt ? sql`${createdAt.toISOString()}::timestamptz` : sql`now()`}
  FROM json_to_recordset(${statement.rows}::json)
         AS r(n int, c text, k text, x jsonb, a numeric, y text, q text, o int)
  JOIN json_to_recordset(${statement.answers}::json)
         AS o(i int, s text, l jsonb, f real, m text, r text, u uuid, g boolean, p jsonb)
         ON o.i = r.o
  LEFT JOIN rules ru ON ru.id = o.u AND ru.user_id = ${upload.userId}::uuid`;

/**
 * The prepared rows stored in the caller's transaction; `stop` ends it early (the upload failed
 * meanwhile and the transaction rolls back). On PostgreSQL they are copied (copy-rows.ts);
 * otherwise inserted a statement at a time, a turn of the event loop between statements.
 */
export async function storeUploadRows(
  db: Db,
  upload: StoredUpload,
  stop?: AbortSignal,
): Promise<void> {
  const connection = upload.serialDatabase ? undefined : serverConnectionOf(db);
  if (connection) return copyUploadRows(connection, upload, stop);
  let stored = 0;
  // `replica` skips triggers, and the foreign-key checks are triggers; LOCAL ends with the transaction.
  if (upload.serialDatabase) await db.execute(sql`SET LOCAL session_replication_role = replica`);
  const statements = rowsStatements(upload.rows);
  let next = await statements.next();
  while (!next.done) {
    if (stop?.aborted) throw new Error('storing stopped: the upload failed');
    const { count } = next.value;
    // The next statement is made while the database runs this one.
    [, next] = await Promise.all([
      db.execute(insertRowsStatement(upload, next.value)),
      statements.next(),
    ]);
    stored += count;
    upload.onStored?.(stored);
    await nextTurn();
  }
  if (upload.serialDatabase) await db.execute(sql`SET LOCAL session_replication_role = origin`);
}

/** Each rule's hit count grown by the rows it decided. */
export async function addRuleHits(
  db: Db,
  upload: Pick<StoredUpload, 'userId' | 'rows'>,
): Promise<void> {
  const hits = upload.rows.hits();
  if (hits.length === 0) return;
  await db.execute(sql`
    UPDATE rules SET hits = rules.hits + v.n
    FROM json_to_recordset(${JSON.stringify(hits)}::json) AS v(id uuid, n int)
    WHERE rules.id = v.id AND rules.user_id = ${upload.userId}::uuid`);
}
