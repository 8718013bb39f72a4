import type { ColumnChoice, ExcelProcessResult, ProgressEvent } from '@trusty/contracts';
import type { Classification, CostLine } from '@trusty/tbm';
import type { Db } from '../../db/client';
import { InsufficientCreditsError } from '../../http/errors';
import type { Classifier } from '../../infra/classifier';
import { getBalance } from '../credits/service';
import { rememberedLayouts } from './column-layouts';
import { commitStaged, commitWhileWriting, type UploadCommit } from './commit-upload';
import { excelErrors } from './excel-errors';
import { NameWarmer } from './name-warmer';
import type { DataRow } from './ooxml/analyze-sheet';
import type { ProgressReporter } from './progress-reporter';
import { costLineOf, rowKeyOf, rowOutcomes, rowsToClassify, type NamedRow } from './row-outcomes';
import { decideByRules, type RuleMatcher } from './rule-decisions';
import { prepareUploadRows } from './store-rows';
import type { PreparedRows, StoredUpload } from './stored-rows';
import { packSource } from './stored-source';
import { buildSummary, columnsReadLabels } from './summary';
import { storeTalliedRollup } from '../insights/spend-rollups';
import { sheetSpend } from './upload-spend';
import type { Turns } from './turns';
import { asXlsx, cleanFileName, LIMITS, readWorkbook, type TimeBudget } from './workbook-io';
import type { SpreadsheetPool } from './workers/spreadsheet-pool';
import {
  analysisBuffers,
  outcomeBuffers,
  packOutcomes,
  unpackRowsInTurns,
  type PackedAnalysis,
} from './workers/packed-analysis';
import { movable, type ReadResult } from './workers/spreadsheet-tasks';

/**
 * The stages of one upload (process-spreadsheet.ts runs them in order): read, quote, key rows,
 * classify, write, commit. Each takes what the stages before it produced and the upload's run.
 */

export interface ProcessDeps {
  db: Db;
  classifier: Classifier;
  resultTtlHours: number;
  /** Reads and writes the workbook off the main thread. */
  pool: SpreadsheetPool;
  /** Time the worker threads may spend on one upload (reading and writing together). */
  jobBudgetMs: number;
  /** The account's rules, as they stand when the upload starts. */
  rules(userId: string): Promise<RuleMatcher>;
  /** PGlite: one transaction at a time (see storeUploadRows and staged-upload.ts). */
  serialDatabase?: boolean;
}

export interface ProcessInput {
  userId: string;
  fileName: string;
  /** Handed over: when they fill their own ArrayBuffer, they are moved to the worker, not copied. */
  bytes: Buffer;
  /**
   * The upload's id, chosen by whoever queued it: a retried job uses the same id, so its result
   * record and its ledger reference (`excel:<id>`, unique) can be written once only.
   */
  processId?: string;
  /** SHA-256 of the file as uploaded (hex), kept with the result. */
  contentHash?: string;
  /** The columns the person chose (issue 34 §2); else the account's remembered ones, or detection. */
  columnChoice?: ColumnChoice | undefined;
}

export interface ProcessHooks {
  onProgress(event: ProgressEvent): void;
  signal: AbortSignal;
  /** Runs last inside the transaction that stores and charges: a throw there writes nothing. */
  beforeCommit?(tx: Db, result: ExcelProcessResult): Promise<void>;
}

/** What every stage of one upload reads. */
export interface UploadRun {
  deps: ProcessDeps;
  input: ProcessInput;
  signal: AbortSignal;
  reporter: ProgressReporter;
  /** What is left of the worker threads' time for this upload. */
  budget: TimeBudget;
  /** Each distinct name's normalised form, for its key and its stored row (row-outcomes.ts). */
  normalize: (name: string) => string;
}

/**
 * Names per classifier call. A model server's calls: at most 250, and small enough for 40
 * progress steps. The local engine's: about a millisecond of work each (40 names),
 * so the loop's slice (turns.ts) ends close to its time.
 */
const chunkSize = (count: number) => Math.max(1, Math.min(250, Math.ceil(count / 40)));
const LOCAL_CALL_NAMES = 40;
/**
 * Reading's share of the validating stage; the rest is naming each row's line. Its names are
 * mostly normalised during the read (name-warmer.ts), so what is left after it is a fifth of
 * the time on a realistic ledger (issue 19's benchmark: ~1 s and ~0.3 s).
 */
const READ_SHARE = 0.8;

/** The validating stage in thousandths: reading the workbook, then naming each row's line. */
export function reportValidating(run: UploadRun, fraction: number): void {
  run.reporter.update('validating', Math.floor(1000 * fraction), 1000);
}

/** Stage 1, read: the file checked (an .xls converted), its rows and cost names read in a worker thread. */
export async function readUpload(run: UploadRun): Promise<{ fileName: string; read: ReadResult }> {
  const { deps, input, signal } = run;
  reportValidating(run, 0);
  const fileName = cleanFileName(input.fileName);
  const xlsx = await asXlsx(fileName, input.bytes, signal);
  // names are normalised while the worker still reads; the rest when the rows are keyed
  const warmer = new NameWarmer(run.normalize);
  const read = await readWorkbook(
    deps.pool,
    movable(xlsx),
    run.budget,
    (done, total) => reportValidating(run, total > 0 ? (READ_SHARE * done) / total : 0),
    signal,
    warmer.add,
    input.columnChoice
      ? { choice: input.columnChoice }
      : { remembered: await rememberedLayouts(deps.db, input.userId) },
  ).finally(() => warmer.stop());
  return { fileName, read };
}

export interface Quote {
  rows: DataRow[];
  /** Rows one of the account's rules decides, by row number. */
  ruled: ReturnType<typeof decideByRules>;
  /** Rows the engine will classify: the most the upload can cost. */
  named: NamedRow[];
}

/**
 * Stage 2, quote: the most the upload can cost is one credit per row with a usable name that is
 * not a total line and that none of the account's rules decides. The balance must cover it before
 * any work; the charge at commit is only the rows the engine actually classified (rule,
 * unclassified, skipped and error rows are free).
 */
export async function quoteUpload(
  run: UploadRun,
  packed: PackedAnalysis,
  turns: Turns,
): Promise<Quote> {
  const { deps, input } = run;
  const rows = await unpackRowsInTurns(packed, turns);
  const candidates = await rowsToClassify(rows, turns);
  const ruled = decideByRules(candidates, await deps.rules(input.userId));
  const named = ruled.size > 0 ? candidates.filter((row) => !ruled.has(row.row)) : candidates;
  const available = await getBalance(deps.db, input.userId);
  if (available < named.length) throw new InsufficientCreditsError(named.length, available);
  return { rows, ruled, named };
}

export interface KeyedRows {
  keyOf: (row: NamedRow) => string;
  keyByRow: Map<number, string>;
  /** Each distinct line once, by its key. */
  distinct: Map<string, CostLine>;
}

/**
 * Stage 3, key rows: each row's key (its normalised name, with the columns beside it when the
 * sheet has them), worked out once: reading the context columns is not free over 100,000 rows.
 */
export async function keyRows(
  run: UploadRun,
  named: readonly NamedRow[],
  withContext: boolean,
  turns: Turns,
): Promise<KeyedRows> {
  const keyOf = rowKeyOf(withContext, run.normalize);
  const keyByRow = new Map<number, string>();
  const distinct = new Map<string, CostLine>();
  const everyPercent = Math.ceil(named.length / 100);
  for (let i = 0; i < named.length; i++) {
    if (i % everyPercent === 0)
      reportValidating(run, READ_SHARE + ((1 - READ_SHARE) * i) / named.length);
    if (turns.due(i)) await turns.take();
    const row = named[i] as NamedRow;
    const key = keyOf(row);
    keyByRow.set(row.row, key);
    if (!distinct.has(key)) distinct.set(key, costLineOf(row));
  }
  return { keyOf, keyByRow, distinct };
}

/**
 * Each distinct line once, by its key: names alone go to `classify` (one text each, as a single analysis
 * does); lines with columns beside the name go to `classifyLines`.
 */
async function classifyDistinct(
  classifier: Classifier,
  distinct: ReadonlyMap<string, CostLine>,
  withContext: boolean,
  signal: AbortSignal,
  turns: Turns,
  onProgress: (done: number) => void,
): Promise<Map<string, Classification>> {
  const byKey = new Map<string, Classification>();
  const entries = [...distinct];
  const local = classifier.runsOnEventLoop;
  const size = local ? LOCAL_CALL_NAMES : chunkSize(entries.length);
  for (let at = 0; at < entries.length; at += size) {
    if (signal.aborted) throw excelErrors.cancelled();
    const chunk = entries.slice(at, at + size);
    const lines = chunk.map(([, line]) => line);
    const results = withContext
      ? await classifier.classifyLines(lines)
      : await classifier.classify(lines.map((line) => line.name));
    chunk.forEach(([key], i) => {
      const result = results[i];
      if (result) byKey.set(key, result);
    });
    onProgress(Math.min(entries.length, at + chunk.length));
    if (!local || turns.over()) await turns.take();
  }
  return byKey;
}

export type Categorized = Awaited<ReturnType<typeof rowOutcomes>>;
type SheetSpend = Awaited<ReturnType<typeof sheetSpend>>;

/**
 * Stage 4, classify: each distinct line once (the analyzing stage), then every row's outcome from
 * its line's answer or its rule (the categorizing stage).
 */
export async function classifyRows(
  run: UploadRun,
  quote: Quote,
  keyed: KeyedRows,
  withContext: boolean,
  turns: Turns,
): Promise<Categorized> {
  const { reporter } = run;
  const { rows } = quote;
  const { distinct, keyByRow, keyOf } = keyed;
  reporter.update('analyzing', 0, distinct.size);
  const byKey = await classifyDistinct(
    run.deps.classifier,
    distinct,
    withContext,
    run.signal,
    turns,
    (done) => reporter.update('analyzing', done, distinct.size),
  );
  reporter.update('categorizing', 0, rows.length);
  const categorized = await rowOutcomes(
    rows,
    byKey,
    (row) => keyByRow.get(row.row) ?? keyOf(row),
    quote.ruled,
    turns,
  );
  reporter.update('categorizing', rows.length, rows.length);
  return categorized;
}

/**
 * The writing stage's progress: the write pass (a unit per row) and storing the rows (two units
 * per row: it takes about twice as long), which run at once.
 */
export class WritingProgress {
  readonly units: number;
  private written = 0;
  private stored = 0;

  constructor(
    private readonly reporter: ProgressReporter,
    totalRows: number,
  ) {
    this.units = totalRows * 3 + 1;
    this.report();
  }

  rowsWritten(done: number): void {
    this.written = done;
    this.report();
  }

  rowsStored(done: number): void {
    this.stored = done;
    this.report();
  }

  done(): void {
    this.reporter.update('writing', this.units, this.units);
  }

  private report(): void {
    this.reporter.update('writing', this.written + this.stored * 2, this.units);
  }
}

/** The written workbook, and the upload as read (kept to write it again with corrections). */
export interface WrittenFiles {
  file: Buffer;
  source: Buffer;
}

/**
 * Stage 5, write: the result workbook written in a worker thread, within what is left of the
 * upload's time budget, with its Summary sheet (the spend figures from the rows in hand, also
 * rolled up at commit). Starts the write and returns: the rows are stored while it runs.
 */
export async function startWriting(
  run: UploadRun,
  upload: { fileName: string; read: ReadResult; rows: DataRow[]; categorized: Categorized },
  turns: Turns,
): Promise<{ files: Promise<WrittenFiles>; progress: WritingProgress; spend: SheetSpend }> {
  const { deps, input, budget } = run;
  const { fileName, rows, categorized } = upload;
  const { bytes, pkg, analysis: packed, sharedStringCount } = upload.read;
  const analysis = packed.head;
  // The spend figures, from the rows in hand: on the Summary, and stored with the rows.
  const spend = await sheetSpend(deps.db, input.userId, {
    rows,
    outcomes: categorized.outcomes,
    normalize: run.normalize,
    turns,
  });
  const outcomes = await packOutcomes(categorized.outcomes, turns);
  const progress = new WritingProgress(run.reporter, rows.length);
  const writing = deps.pool.run(
    {
      kind: 'write',
      bytes,
      pkg,
      analysis: packed,
      outcomes,
      sharedStringCount,
      summary: buildSummary({
        fileName,
        sheetName: analysis.sheet.name,
        rows: categorized.summaryRows,
        errorRows: categorized.errorRows,
        unclassifiedRows: categorized.unclassifiedRows,
        skippedRows: categorized.skippedRows,
        hasAmounts: analysis.amountColumn !== undefined,
        coverage: spend.coverage,
        amountFormats: analysis.amountFormats,
        taxonomyVersion: deps.classifier.taxonomyVersion,
        columnsRead: columnsReadLabels(analysis.columnsRead).join(', '),
      }),
      limits: LIMITS,
    },
    {
      signal: run.signal,
      budgetMs: budget.left,
      transfer: [
        bytes.buffer as ArrayBuffer,
        ...analysisBuffers(packed),
        ...outcomeBuffers(outcomes),
      ],
      onProgress: (done) => progress.rowsWritten(done),
    },
  );
  const files = writing.then(async (written) => {
    budget.spend(written.ms);
    const asBuffer = (bytes: Uint8Array) =>
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return {
      file: asBuffer(written.result.file),
      source: await packSource(asBuffer(written.result.bytes)),
    };
  });
  return { files, progress, spend };
}

/**
 * Stage 6, commit: the rows stored (while the workbook is written, or before, on PGlite) and the
 * upload charged and kept in one transaction (commit-upload.ts). Until it commits nothing is
 * visible; rows being stored stop early once the write has failed or the client has left.
 */
export async function commitUpload(
  run: UploadRun,
  upload: {
    processId: string;
    fileName: string;
    read: ReadResult;
    rows: DataRow[];
    categorized: Categorized;
    files: Promise<WrittenFiles>;
    progress: WritingProgress;
    spend: SheetSpend;
  },
  beforeCommit: ProcessHooks['beforeCommit'],
): Promise<ExcelProcessResult> {
  const { deps, input, signal } = run;
  const { processId, rows, categorized, files, progress } = upload;
  const analysis = upload.read.analysis.head;
  const stopStoring = new AbortController();
  void files.catch(() => stopStoring.abort());
  signal.addEventListener('abort', () => stopStoring.abort(), { once: true });

  const expiresAt = new Date(Date.now() + deps.resultTtlHours * 3_600_000);
  const {
    successfulRows,
    chargedRows,
    ruleRows,
    errorRows,
    unclassifiedRows,
    skippedRows,
    errors,
  } = categorized;
  const result: ExcelProcessResult = {
    processId,
    totalRows: rows.length,
    successfulRows,
    errorRows,
    unclassifiedRows,
    skippedRows,
    ruleRows,
    errors,
    expiresAt: expiresAt.toISOString(),
  };
  const uploadOf = (prepared: PreparedRows): StoredUpload => ({
    userId: input.userId,
    uploadId: processId,
    taxonomyVersion: deps.classifier.taxonomyVersion,
    rows: prepared,
    serialDatabase: deps.serialDatabase,
    onStored: (stored) => progress.rowsStored(stored),
  });
  const committing: UploadCommit = {
    userId: input.userId,
    processId,
    fileName: upload.fileName,
    result,
    chargedRows,
    columnsRead: columnsReadLabels(analysis.columnsRead),
    columnChoice: analysis.choice,
    contentHash: input.contentHash,
    expiresAt,
    prepare: () =>
      uploadOf(prepareUploadRows(rows, categorized.outcomes, deps.serialDatabase, run.normalize)),
    files,
    stop: stopStoring.signal,
    signal,
    rollUp: (tx) =>
      storeTalliedRollup(tx, { userId: input.userId, uploadId: processId }, upload.spend.tallied),
    beforeCommit,
  };
  await (deps.serialDatabase
    ? commitStaged(deps.db, committing)
    : commitWhileWriting(deps.db, committing));
  progress.done();
  return result;
}
