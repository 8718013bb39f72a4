import {
  CATEGORIZATION_KEYS,
  resultMessages,
  resultMethodWords,
  type ApplyOutcome,
  type ApplyQuote,
  type ColumnChoice,
  type ResultMethod,
  type RowStatus,
} from '@trusty/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import {
  changeColumns,
  mergeChanges,
  NO_CHANGE,
  readChange,
  recountAfter,
} from '../results/recount';
import { setDecidedByRule, storedLayersOf } from '../results/row-shape';
import type { JobLimiter } from './job-limiter';
import type { RowOutcome } from './ooxml/write-result';
import { LIMITS, poolError, readWorkbook, TimeBudget, userError } from './process-spreadsheet';
import { ruleLineOf, type RuleMatcher } from './rule-decisions';
import { firstPiece, readOtherPieces, storeOtherPieces } from './stored-files';
import { unpackSource } from './stored-source';
import { queryCoverage } from '../insights/coverage-queries';
import { buildSummary, columnsReadLabels, type SummaryRow } from './summary';
import { reviewThresholdOf } from './upload-spend';
import { analysisBuffers, outcomeBuffers, packOutcomes } from './workers/packed-analysis';
import type { SpreadsheetPool } from './workers/spreadsheet-pool';
import { movable } from './workers/spreadsheet-tasks';

/**
 * "Apply rules and corrections" on a stored upload (issue 15 §4): the account's current rules
 * decide again the rows nobody has accepted or corrected, then the workbook is written again from
 * the upload as read, every row with its current answer (rules and corrections included).
 * Nothing is classified again, so nothing is charged: no ledger row, ever.
 */

/** An apply older than this is taken to have died with its instance; another may start. */
const CLAIM_STALE_MINUTES = 10;

const ROWS_PER_STATEMENT = 5_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const applyErrors = {
  notFound: () => notFound(resultMessages.notFound),
  busy: () =>
    conflict(
      'Rules and corrections are already being applied to this upload. Wait for that to finish, then try again.',
    ),
};

export interface ApplyDeps {
  db: Db;
  pool: SpreadsheetPool;
  limiter: JobLimiter;
  jobBudgetMs: number;
  taxonomyVersion: string;
  rules(userId: string): Promise<RuleMatcher>;
}

interface UploadRecord {
  id: string;
  original_name: string;
  columns_read: string[];
  /** How the upload's sheet was read (NULL before issue 34: detection, as then). */
  column_choice: ColumnChoice | null;
  /** The file can be written again: its source is still kept and it has not expired. */
  rewritable: boolean;
}

interface StoredRow {
  id: string;
  row_number: number;
  cost_name: string;
  context: Record<string, string>;
  status: RowStatus;
  method: string | null;
  rule_id: string | null;
  layers: string[] | null;
}

interface Change {
  id: string;
  ruleId: string;
  reason: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * An upload's rows read a page at a time, in row order, with a turn of the event loop between
 * pages: one query for 100,000 rows would hold PGlite (and so the event loop) for seconds.
 */
async function inPages<T extends { row_number: number }>(
  db: Db,
  page: (afterRow: number) => SQL,
): Promise<T[]> {
  const all: T[] = [];
  for (let after = -1; ;) {
    const rows = rowsOf<T>(await db.execute(page(after)));
    all.push(...rows);
    if (rows.length < ROWS_PER_STATEMENT) return all;
    after = (rows[rows.length - 1] as T).row_number;
    await nextTurn();
  }
}

async function findUpload(db: Db, userId: string, uploadId: string): Promise<UploadRecord> {
  if (!UUID.test(uploadId)) throw applyErrors.notFound();
  const [upload] = rowsOf<UploadRecord>(
    await db.execute(sql`
      SELECT id, original_name, columns_read, column_choice,
             (source IS NOT NULL AND expires_at > now()) AS rewritable
      FROM excel_results WHERE id = ${uploadId} AND user_id = ${userId}`),
  );
  if (!upload) throw applyErrors.notFound();
  return upload;
}

/**
 * The unreviewed rows the current rules would change, with the rule and reason for each. A row
 * already decided by the same rule, with its layers, is left as it is.
 */
async function plannedChanges(
  db: Db,
  userId: string,
  uploadId: string,
  rules: RuleMatcher,
): Promise<Change[]> {
  const rows = await inPages<StoredRow>(
    db,
    (after) => sql`
      SELECT id, row_number, cost_name, context, status, method, rule_id,
             CASE WHEN status = 'classified' THEN jsonb_build_array(cost_pool, sub_cost_pool,
               it_tower, sub_tower, technical_solution, technical_category) END AS layers
      FROM result_rows
      WHERE upload_id = ${uploadId} AND user_id = ${userId} AND review = 'unreviewed'
        AND status IN ('classified', 'unclassified') AND row_number > ${after}
      ORDER BY row_number LIMIT ${ROWS_PER_STATEMENT}`,
  );
  const changes: Change[] = [];
  const byLine = new Map<string, ReturnType<RuleMatcher['match']> | null>();
  for (const row of rows) {
    const vendor = row.context.vendor ?? '';
    const glAccount = row.context.glAccount ?? '';
    const key = `${row.cost_name}\u0000${vendor}\u0000${glAccount}`;
    let match = byLine.get(key);
    if (match === undefined) {
      match = rules.match(ruleLineOf(row.cost_name, row.context)) ?? null;
      byLine.set(key, match);
    }
    if (!match) continue;
    const layers = CATEGORIZATION_KEYS.map((layer) => match.rule.layers[layer]);
    const same =
      row.method === 'rule' &&
      row.rule_id === match.rule.id &&
      row.layers !== null &&
      row.layers.every((value, i) => value === layers[i]);
    if (!same) changes.push({ id: row.id, ruleId: match.rule.id, reason: match.reason });
  }
  return changes;
}

export async function quoteApply(
  deps: Pick<ApplyDeps, 'db' | 'rules'>,
  userId: string,
  uploadId: string,
): Promise<ApplyQuote> {
  const upload = await findUpload(deps.db, userId, uploadId);
  const changes = await plannedChanges(deps.db, userId, uploadId, await deps.rules(userId));
  // What a rule saved or imported since the file was written did already (issue 34 §8).
  const [already] = rowsOf<{ rows_by_rules: number; file_outdated: boolean }>(
    await deps.db.execute(sql`
      SELECT (SELECT count(*)::int FROM result_rows r
              WHERE r.upload_id = e.id AND r.user_id = ${userId} AND r.method = 'rule') AS rows_by_rules,
             (e.rows_changed_at IS NOT NULL
               AND (e.file_written_at IS NULL OR e.file_written_at < e.rows_changed_at)) AS file_outdated
      FROM excel_results e WHERE e.id = ${upload.id} AND e.user_id = ${userId}`),
  );
  return {
    rowsChanging: changes.length,
    credits: 0,
    rewritesFile: upload.rewritable,
    rowsByRules: Number(already?.rows_by_rules ?? 0),
    fileOutdated: Boolean(already?.file_outdated),
  };
}

/**
 * The rules' answers stored, each change journaled (`reapply`, from → to), in one transaction
 * with the recount of what they move: the upload's counters, the rules' hits (the rows each
 * decides), the account's total (recount.ts). A row a person accepts or corrects meanwhile is
 * left alone: the statement checks the review state again.
 */
async function storeChanges(
  db: Db,
  userId: string,
  uploadId: string,
  changes: readonly Change[],
): Promise<number> {
  if (changes.length === 0) return 0;
  return db.transaction(async (tx) => {
    let changed = 0;
    let moved = NO_CHANGE;
    for (let at = 0; at < changes.length; at += ROWS_PER_STATEMENT) {
      const batch = changes
        .slice(at, at + ROWS_PER_STATEMENT)
        .map((change) => ({ id: change.id, u: change.ruleId, r: change.reason }));
      const [result] = rowsOf<Record<string, unknown>>(
        await tx.execute(sql`
          WITH v AS (
            SELECT * FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS v(id uuid, u uuid, r text)
          ), target AS (
            SELECT r.*, ru.id AS new_rule_id, ru.layers AS new_layers, v.r AS new_reason
            FROM result_rows r JOIN v ON v.id = r.id
            JOIN rules ru ON ru.id = v.u AND ru.user_id = ${userId}
            WHERE r.upload_id = ${uploadId} AND r.user_id = ${userId} AND r.review = 'unreviewed'
            FOR UPDATE OF r
          ), changed AS (
            UPDATE result_rows r
            SET ${setDecidedByRule('t')}
            FROM target t WHERE r.id = t.id
            RETURNING r.id
          ), journal AS (
            INSERT INTO result_journal (user_id, row_id, action, from_layers, to_layers, rule_id)
            SELECT ${userId}, t.id, 'reapply', ${storedLayersOf('t')}, t.new_layers, t.new_rule_id
            FROM target t
          )
          SELECT (SELECT count(*)::int FROM changed) AS n,
                 ${changeColumns(sql`target.new_rule_id`)}`),
      );
      changed += Number(result?.n ?? 0);
      moved = mergeChanges(moved, readChange(result));
      await nextTurn();
    }
    await recountAfter(tx, userId, moved);
    return changed;
  });
}

interface AnswerRow {
  row_number: number;
  status: RowStatus;
  layers: string[] | null;
  confidence: number | null;
  method: ResultMethod | null;
  reason: string;
}

function outcomeOf(row: AnswerRow): RowOutcome {
  const decidedBy = row.method ? resultMethodWords(row.method) : '';
  if (row.status === 'classified')
    return {
      kind: 'classified',
      layers: row.layers ?? [],
      // a rule's or a person's answer is stored as certain (1), as the page and the API show it
      confidence: Math.round((row.confidence ?? 0) * 10_000) / 10_000,
      decidedBy,
      reason: row.reason,
    };
  if (row.status === 'error') return { kind: 'error', message: row.reason };
  if (row.status === 'unclassified') return { kind: 'unclassified', decidedBy, reason: row.reason };
  return { kind: 'skipped', reason: row.reason };
}

/** Each stored row's current answer as the workbook shows it; rows answered alike share one. */
function outcomesOf(rows: readonly AnswerRow[]) {
  const outcomes = new Map<number, RowOutcome>();
  const shared = new Map<string, RowOutcome>();
  const summaryRows: SummaryRow[] = [];
  const counts = { classified: 0, unclassified: 0, skipped: 0, error: 0 };
  for (const row of rows) {
    counts[row.status] += 1;
    const key = `${row.status}\u0000${row.layers?.join('\u0000') ?? ''}\u0000${row.confidence}\u0000${row.method}\u0000${row.reason}`;
    const outcome = shared.get(key) ?? outcomeOf(row);
    shared.set(key, outcome);
    outcomes.set(row.row_number, outcome);
    if (row.status === 'classified' && row.layers)
      summaryRows.push({ costPool: row.layers[0] as string, tower: row.layers[2] as string });
  }
  return { outcomes, summaryRows, counts };
}

/**
 * The workbook written again from its source through the worker pool (read pass, then write
 * pass, within one upload's time budget), with every row's current answer; stored as the
 * upload's file. False when the source is gone (expired) by the time it is read.
 */
async function rewriteFile(
  deps: ApplyDeps,
  userId: string,
  upload: UploadRecord,
  signal: AbortSignal,
): Promise<boolean> {
  // One snapshot for the record's piece and the others (stored-files.ts).
  const stored = await deps.db.transaction(
    async (tx) => {
      const [record] = rowsOf<{ source: string | null; written_at: Date | string }>(
        await tx.execute(sql`
          SELECT encode(source, 'base64') AS source, now() AS written_at
          FROM excel_results WHERE id = ${upload.id} AND expires_at > now()`),
      );
      if (!record?.source) return undefined;
      const first = Buffer.from(record.source, 'base64');
      return {
        source: await readOtherPieces(tx, upload.id, 'source', first),
        writtenAt: record.written_at,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  if (!stored) return false;
  // Rows changed after this moment make the file outdated again (rows_changed_at > file_written_at).
  const writtenAt = new Date(stored.writtenAt);
  const budget = new TimeBudget(deps.jobBudgetMs);
  const source = movable(await unpackSource(stored.source, LIMITS.maxTotalUncompressed));
  const quiet = () => undefined;
  // The same sheet, header and columns as the upload, whatever detection says now.
  const read = await readWorkbook(
    deps.pool,
    source,
    budget,
    quiet,
    signal,
    undefined,
    upload.column_choice ? { choice: upload.column_choice } : undefined,
  );
  const answers = await inPages<AnswerRow>(
    deps.db,
    (after) => sql`
      SELECT row_number, status, confidence, method, reason,
             CASE WHEN status = 'classified' THEN jsonb_build_array(cost_pool, sub_cost_pool,
               it_tower, sub_tower, technical_solution, technical_category) END AS layers
      FROM result_rows WHERE upload_id = ${upload.id} AND row_number > ${after}
      ORDER BY row_number LIMIT ${ROWS_PER_STATEMENT}`,
  );
  const { outcomes, summaryRows, counts } = outcomesOf(answers);
  const head = read.analysis.head;
  // The Summary's spend figures as the workspace shows them now (corrections, rules, threshold).
  const coverage =
    head.amountColumn === undefined
      ? undefined
      : await queryCoverage(
          deps.db,
          { userId, uploadId: upload.id },
          await reviewThresholdOf(deps.db, userId),
        );
  const packed = await packOutcomes(outcomes);
  const written = await deps.pool.run(
    {
      kind: 'write',
      bytes: read.bytes,
      pkg: read.pkg,
      analysis: read.analysis,
      outcomes: packed,
      sharedStringCount: read.sharedStringCount,
      summary: buildSummary({
        fileName: upload.original_name,
        sheetName: head.sheet.name,
        rows: summaryRows,
        errorRows: counts.error,
        unclassifiedRows: counts.unclassified,
        skippedRows: counts.skipped,
        hasAmounts: head.amountColumn !== undefined,
        coverage,
        amountFormats: head.amountFormats,
        taxonomyVersion: deps.taxonomyVersion,
        columnsRead:
          upload.columns_read.join(', ') || columnsReadLabels(head.columnsRead).join(', '),
      }),
      limits: LIMITS,
    },
    {
      signal,
      budgetMs: budget.left,
      transfer: [
        read.bytes.buffer as ArrayBuffer,
        ...analysisBuffers(read.analysis),
        ...outcomeBuffers(packed),
      ],
      onProgress: quiet,
    },
  );
  const file = Buffer.from(
    written.result.file.buffer,
    written.result.file.byteOffset,
    written.result.file.byteLength,
  );
  if (signal.aborted) return false;
  return deps.db.transaction(async (tx) => {
    const updated = rowsOf<{ id: string }>(
      await tx.execute(sql`
        UPDATE excel_results SET file = ${firstPiece(file)}, file_written_at = ${writtenAt}
        WHERE id = ${upload.id} AND expires_at > now() AND source IS NOT NULL
        RETURNING id`),
    );
    if (updated.length === 0) return false;
    await storeOtherPieces(tx, upload.id, 'file', file);
    return true;
  });
}

/**
 * Runs an apply: one at a time per upload, on any instance (a second gets 409). The claim is a
 * timestamp on the upload, cleared at the end; one left behind by a dead instance goes stale.
 */
export async function runApply(
  deps: ApplyDeps,
  userId: string,
  uploadId: string,
  signal: AbortSignal,
): Promise<ApplyOutcome> {
  const upload = await findUpload(deps.db, userId, uploadId);
  const claimed = rowsOf<{ id: string }>(
    await deps.db.execute(sql`
      UPDATE excel_results SET apply_started_at = now()
      WHERE id = ${uploadId} AND user_id = ${userId}
        AND (apply_started_at IS NULL
             OR apply_started_at < now() - make_interval(mins => ${CLAIM_STALE_MINUTES}))
      RETURNING id`),
  );
  if (claimed.length === 0) throw applyErrors.busy();
  try {
    const changes = await plannedChanges(deps.db, userId, uploadId, await deps.rules(userId));
    const rowsChanged = await storeChanges(deps.db, userId, uploadId, changes);
    let fileRewritten = false;
    if (upload.rewritable) {
      fileRewritten = await deps.limiter
        .run(userId, signal, () => rewriteFile(deps, userId, upload, signal))
        .catch((error: unknown) => {
          throw userError(poolError(error));
        });
    }
    return { rowsChanged, creditsCharged: 0, fileRewritten };
  } finally {
    await deps.db.execute(
      sql`UPDATE excel_results SET apply_started_at = NULL WHERE id = ${uploadId}`,
    );
  }
}
