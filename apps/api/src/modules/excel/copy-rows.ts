import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CATEGORIZATION_KEYS, numberToDecimal } from '@trusty/contracts';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from '../../db/client';
import { storedConfidence, storedReason, type RowAnswer } from './row-outcomes';
import type { RowRecord, StoredUpload } from './stored-rows';
import { Turns } from './turns';

/**
 * An upload's rows into PostgreSQL with COPY (issue 19): the database reads each row straight
 * from the text it is sent, where `insertRowsStatement` has it parse two JSON documents and join
 * them. Measured with 100,000 realistic rows into a table already holding some: 2.2–2.4 s as
 * statements of 2,500 rows against 1.74–1.78 s copied (decision 023).
 *
 * A COPY is one statement, and the connection's statement timeout applies to it: rows go in COPY
 * statements of ROWS_PER_COPY each, far within it on any upload the limits admit.
 */
const ROWS_PER_COPY = 25_000;

const COLUMNS = [
  'user_id',
  'upload_id',
  'row_number',
  'cost_name',
  'normalized_name',
  'context',
  'amount',
  'currency',
  'amount_issue',
  'status',
  'cost_pool',
  'sub_cost_pool',
  'it_tower',
  'sub_tower',
  'technical_solution',
  'technical_category',
  'confidence',
  'pool_confidence',
  'tower_confidence',
  'sub_tower_confidence',
  'method',
  'reason',
  'rule_id',
  'charged',
  'taxonomy_version',
].join(', ');

const NULL = '\\N';
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const SPECIAL = /[\\\t\n\r\0]/g;

/**
 * A value as COPY's text format reads it: backslash, tab, newline and carriage return escaped
 * (anything else stands for itself). PostgreSQL's text cannot hold U+0000; names and context are
 * cleaned of control characters when read, so one here is dropped rather than failing the upload.
 */
export function copyValue(value: string): string {
  return value.replace(SPECIAL, (c) => ESCAPES[c] ?? '');
}

const orNull = (value: string | number | null | undefined) =>
  value === null || value === undefined ? NULL : String(value);

/** The connection of a transaction on a PostgreSQL server; none on PGlite or outside one. */
export function serverConnectionOf(db: Db): pg.Client | undefined {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  return client instanceof pg.Client ? client : undefined;
}

/**
 * Each answer's columns, from status to taxonomy version, made once per upload: a ledger's
 * 100,000 rows share a few hundred answers. A rule no longer there (deleted since the upload
 * began) leaves its rows without one, as deleting it later would.
 */
function answerColumns(upload: StoredUpload, liveRules: ReadonlySet<string>) {
  const made = new Map<RowAnswer, string>();
  const taxonomy = copyValue(upload.taxonomyVersion);
  return (answer: RowAnswer): string => {
    let columns = made.get(answer);
    if (columns === undefined) {
      columns = [
        answer.status,
        // As the statement's `layers->>i`: a layer an answer lacks is NULL.
        ...CATEGORIZATION_KEYS.map((_, i) => {
          const layer = answer.kind === 'classified' ? answer.layers[i] : undefined;
          return layer === undefined ? NULL : copyValue(layer);
        }),
        orNull(storedConfidence(answer)),
        ...[0, 1, 2].map((i) => orNull(answer.layerConfidence?.[i])),
        orNull(answer.method),
        copyValue(storedReason(answer)),
        answer.ruleId && liveRules.has(answer.ruleId) ? answer.ruleId : NULL,
        answer.charged ? 't' : 'f',
        taxonomy,
      ].join('\t');
      made.set(answer, columns);
    }
    return columns;
  };
}

/** One row as a line of COPY text. */
function rowLine(
  record: RowRecord,
  answers: readonly RowAnswer[],
  rowStart: string,
  columnsOf: (answer: RowAnswer) => string,
): string {
  const context = record.x === null ? '{}' : copyValue(JSON.stringify(record.x));
  return (
    `${rowStart}${record.n}\t${copyValue(record.c)}\t${copyValue(record.k)}\t${context}\t` +
    `${record.a === null ? NULL : numberToDecimal(record.a)}\t${record.y === null ? NULL : copyValue(record.y)}\t` +
    `${record.q === null ? NULL : copyValue(record.q)}\t${columnsOf(answers[record.o] as RowAnswer)}\n`
  );
}

/**
 * The prepared rows copied in the transaction `connection` runs; each batch is made while the
 * database takes in the one before. `stop` ends it early: the COPY fails and the transaction
 * rolls back.
 */
export async function copyUploadRows(
  connection: pg.Client,
  upload: StoredUpload,
  stop?: AbortSignal,
): Promise<void> {
  // The account's rules that still exist, kept so until the transaction ends (a rule's delete
  // waits for it), so every rule a row names passes its foreign key.
  const { rows } = await connection.query<{ id: string }>(
    'SELECT id FROM rules WHERE user_id = $1 FOR KEY SHARE',
    [upload.userId],
  );
  const columnsOf = answerColumns(upload, new Set(rows.map((row) => row.id)));
  const rowStart = `${upload.userId}\t${upload.uploadId}\t`;
  const batches = upload.rows.batches[Symbol.asyncIterator]();
  let next = await batches.next();
  let stored = 0;
  const turns = new Turns();
  while (!next.done) {
    // The text is made in slices of the event loop, as the batches are (2,500 rows at once held
    // it up to 40 ms).
    async function* copyText(): AsyncGenerator<string> {
      let copied = 0;
      while (!next.done && copied < ROWS_PER_COPY) {
        const { records, answers } = next.value;
        let text = '';
        for (let i = 0; i < records.length; i++) {
          if (turns.due(i) && text) {
            yield text;
            text = '';
            await turns.take();
          }
          text += rowLine(records[i] as RowRecord, answers, rowStart, columnsOf);
        }
        yield text;
        copied += records.length;
        stored += records.length;
        upload.onStored?.(stored);
        next = await batches.next();
      }
    }
    await pipeline(
      Readable.from(copyText()),
      connection.query(copyFrom(`COPY result_rows (${COLUMNS}) FROM STDIN`)),
      { signal: stop },
    );
  }
}
