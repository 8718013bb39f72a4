import { randomUUID } from 'node:crypto';
import type { ColumnChoice, ExcelProcessResult, ProgressEvent } from '@trusty/contracts';
import type { Classification, CostLine } from '@trusty/tbm';
import type { Db } from '../../db/client';
import { InsufficientCreditsError } from '../../http/errors';
import type { Classifier } from '../../infra/classifier';
import { getBalance } from '../credits/service';
import { rememberedLayouts } from './column-layouts';
import { commitStaged, commitWhileWriting, type UploadCommit } from './commit-upload';
import { excelErrors, workbookProblemError } from './excel-errors';
import { describeFileKind } from './file-kind';
import { NameWarmer } from './name-warmer';
import type { ColumnsToRead } from './ooxml/analyze-sheet';
import { WorkbookError } from './ooxml/workbook-errors';
import { ProgressReporter } from './progress-reporter';
import {
  costLineOf,
  normalizedNames,
  rowKeyOf,
  rowOutcomes,
  rowsToClassify,
  type NamedRow,
} from './row-outcomes';
import { decideByRules, type RuleMatcher } from './rule-decisions';
import { prepareUploadRows } from './store-rows';
import type { PreparedRows, StoredUpload } from './stored-rows';
import { packSource } from './stored-source';
import { buildSummary, columnsReadLabels } from './summary';
import { storeTalliedRollup } from '../insights/spend-rollups';
import { sheetSpend } from './upload-spend';
import { Turns } from './turns';
import { SpreadsheetTaskError, type SpreadsheetPool } from './workers/spreadsheet-pool';
import {
  analysisBuffers,
  contextFieldsOf,
  outcomeBuffers,
  packOutcomes,
  unpackRowsInTurns,
} from './workers/packed-analysis';
import { movable, type NamesRead, type ReadResult } from './workers/spreadsheet-tasks';
import { convertXlsToXlsx, XlsConversionError } from './xls/convert-xls';
import { isZip, ZipError } from './zip/zip-reader';

/**
 * One spreadsheet, start to finish: check the file, find the cost names (in a worker thread),
 * let the account's rules decide the lines they match, quote the rest, classify each distinct
 * normalised line once, write the result workbook (in a worker thread, within what is left of
 * the upload's time budget) while its rows are stored, and charge for it in the transaction that
 * keeps it (commit-upload.ts). Until that transaction commits nothing is visible, so a failure or
 * a disconnect at any earlier point charges nothing and leaves nothing behind.
 */

export const LIMITS = {
  /** Declared total of all parts; only the parts read are actually inflated. */
  maxTotalUncompressed: 1024 * 1024 * 1024,
  maxEntries: 10_000,
  /** Larger than any real spreadsheet part's ratio; zip bombs are in the thousands. */
  maxRatio: 1_000,
  maxSheetBytes: 384 * 1024 * 1024,
  maxSharedStringsBytes: 128 * 1024 * 1024,
  maxRowBytes: 8 * 1024 * 1024,
  maxCells: 5_000_000,
  xlsWorkerHeapMb: 1024,
  xlsTimeoutMs: 120_000,
  /** Heap of a spreadsheet worker thread: the memory cap of one read or write. */
  workerHeapMb: 1024,
};

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
export { DETAIL_ROWS, ERROR_LINES } from './row-outcomes';

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

const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** The name as the user knows it: no folders, no control characters, a sane length. */
export function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (base.length <= 150) return base;
  const dot = base.lastIndexOf('.');
  return base.slice(0, 150 - (base.length - dot)) + base.slice(dot);
}

/**
 * The format by name and by content; either failing is the spec's invalid-type message, with
 * what the file looks like when that is recognisable ("This file is plain text, …").
 */
export function detectFormat(fileName: string, bytes: Buffer): 'xlsx' | 'xls' {
  if (!/\.xlsx?$/i.test(fileName)) throw excelErrors.invalidType();
  if (isZip(bytes)) return 'xlsx';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(OLE_SIGNATURE)) return 'xls';
  throw excelErrors.notAWorkbook(describeFileKind(bytes));
}

/** The upload as .xlsx bytes: an .xls is converted (in its own worker, bounded). */
export async function asXlsx(
  fileName: string,
  bytes: Buffer,
  signal: AbortSignal,
): Promise<Buffer> {
  if (detectFormat(fileName, bytes) === 'xlsx') return bytes;
  return convertXlsToXlsx(bytes, {
    maxCells: LIMITS.maxCells,
    maxHeapMb: LIMITS.xlsWorkerHeapMb,
    timeoutMs: LIMITS.xlsTimeoutMs,
    signal,
  });
}

/** Low-level refusals become the sentence the user reads. */
export function userError(error: unknown): unknown {
  if (error instanceof ZipError) {
    if (error.problem === 'bomb') return excelErrors.tooMuchData();
    return error.problem === 'encrypted'
      ? excelErrors.passwordProtected()
      : excelErrors.invalidType();
  }
  if (error instanceof WorkbookError) return workbookProblemError(error.problem);
  if (error instanceof XlsConversionError) {
    if (error.problem === 'encrypted') return excelErrors.passwordProtected();
    if (error.problem === 'cancelled') return excelErrors.cancelled();
    if (error.problem === 'crashed') return new Error(`xls conversion failed: ${error.message}`);
    return error.problem === 'invalid' ? excelErrors.invalidType() : excelErrors.tooMuchData();
  }
  return error;
}

/** The worker pool's refusals: the file's cost (over budget, out of memory) or a disconnect. */
export function poolError(error: unknown): unknown {
  if (!(error instanceof SpreadsheetTaskError)) return error;
  if (error.problem === 'over-budget') return excelErrors.tookTooLong();
  if (error.problem === 'out-of-memory') return excelErrors.outOfMemory();
  if (error.problem === 'cancelled') return excelErrors.cancelled();
  return new Error(`spreadsheet worker failed: ${error.message}`);
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

/** What is left of one upload's worker time; each task may use only the rest. */
export class TimeBudget {
  constructor(private leftMs: number) {}

  get left(): number {
    return this.leftMs;
  }

  spend(ms: number): void {
    this.leftMs -= ms;
  }
}

/** The read pass, in a worker thread: the bytes move there and back. */
export async function readWorkbook(
  pool: SpreadsheetPool,
  bytes: Uint8Array,
  budget: TimeBudget,
  onProgress: (done: number, total: number) => void,
  signal: AbortSignal,
  onNames?: NamesRead,
  columns?: ColumnsToRead,
): Promise<ReadResult> {
  const { result, ms } = await pool.run(
    { kind: 'read', bytes, limits: LIMITS, postNames: onNames !== undefined, columns },
    {
      signal,
      budgetMs: budget.left,
      transfer: [bytes.buffer as ArrayBuffer],
      onProgress,
      onNames,
    },
  );
  budget.spend(ms);
  return result;
}

export async function processSpreadsheet(
  deps: ProcessDeps,
  input: ProcessInput,
  hooks: ProcessHooks,
): Promise<ExcelProcessResult> {
  const { signal } = hooks;
  const reporter = new ProgressReporter(hooks.onProgress);
  try {
    // The validating stage in thousandths: reading the workbook, then naming each row's line.
    const validating = (fraction: number) =>
      reporter.update('validating', Math.floor(1000 * fraction), 1000);
    validating(0);
    const fileName = cleanFileName(input.fileName);
    const xlsx = await asXlsx(fileName, input.bytes, signal);
    const budget = new TimeBudget(deps.jobBudgetMs);
    // Each distinct name's normalised form, for its key and its stored row: names are worked out
    // while the worker still reads, the rest when the rows are keyed.
    const normalize = normalizedNames();
    const warmer = new NameWarmer(normalize);
    const {
      bytes,
      pkg,
      analysis: packed,
      sharedStringCount,
    } = await readWorkbook(
      deps.pool,
      movable(xlsx),
      budget,
      (done, total) => validating(total > 0 ? (READ_SHARE * done) / total : 0),
      signal,
      warmer.add,
      input.columnChoice
        ? { choice: input.columnChoice }
        : { remembered: await rememberedLayouts(deps.db, input.userId) },
    ).finally(() => warmer.stop());

    // The quote is the most the upload can cost: one credit per row with a usable name that is
    // not a total line and that none of the account's rules decides. The balance must cover it
    // before any work; the charge below is only the rows the engine actually classified
    // (rule, unclassified, skipped and error rows are free).
    const analysis = packed.head;
    // Every loop over the rows here gives the event loop back every few milliseconds (turns.ts).
    const turns = new Turns();
    const rows = await unpackRowsInTurns(packed, turns);
    const candidates = await rowsToClassify(rows, turns);
    const ruled = decideByRules(candidates, await deps.rules(input.userId));
    const named = ruled.size > 0 ? candidates.filter((row) => !ruled.has(row.row)) : candidates;
    const available = await getBalance(deps.db, input.userId);
    if (available < named.length) throw new InsufficientCreditsError(named.length, available);

    const withContext = contextFieldsOf(analysis).length > 0;
    const keyOf = rowKeyOf(withContext, normalize);
    // each row's key is worked out once: reading the context columns is not free over 100,000 rows
    const keyByRow = new Map<number, string>();
    const distinct = new Map<string, CostLine>();
    const everyPercent = Math.ceil(named.length / 100);
    for (let i = 0; i < named.length; i++) {
      if (i % everyPercent === 0) validating(READ_SHARE + ((1 - READ_SHARE) * i) / named.length);
      if (turns.due(i)) await turns.take();
      const row = named[i] as NamedRow;
      const key = keyOf(row);
      keyByRow.set(row.row, key);
      if (!distinct.has(key)) distinct.set(key, costLineOf(row));
    }
    reporter.update('analyzing', 0, distinct.size);
    const byKey = await classifyDistinct(
      deps.classifier,
      distinct,
      withContext,
      signal,
      turns,
      (done) => reporter.update('analyzing', done, distinct.size),
    );

    reporter.update('categorizing', 0, rows.length);
    const categorized = await rowOutcomes(
      rows,
      byKey,
      (row) => keyByRow.get(row.row) ?? keyOf(row),
      ruled,
      turns,
    );
    reporter.update('categorizing', rows.length, rows.length);

    const totalRows = rows.length;
    // The spend figures, from the rows in hand: on the Summary, and stored with the rows.
    const spend = await sheetSpend(deps.db, input.userId, {
      rows,
      outcomes: categorized.outcomes,
      normalize,
      turns,
    });
    const outcomes = await packOutcomes(categorized.outcomes, turns);
    const processId = input.processId ?? randomUUID();
    // The writing stage is the write pass (a unit per row) and storing the rows (two units per
    // row: it takes about twice as long); the two run at once.
    const writingUnits = totalRows * 3 + 1;
    let rowsWritten = 0;
    let rowsStored = 0;
    const reportWriting = () =>
      reporter.update('writing', rowsWritten + rowsStored * 2, writingUnits);
    reportWriting();
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
        signal,
        budgetMs: budget.left,
        transfer: [
          bytes.buffer as ArrayBuffer,
          ...analysisBuffers(packed),
          ...outcomeBuffers(outcomes),
        ],
        onProgress: (done) => {
          rowsWritten = done;
          reportWriting();
        },
      },
    );
    const uploadOf = (prepared: PreparedRows): StoredUpload => ({
      userId: input.userId,
      uploadId: processId,
      taxonomyVersion: deps.classifier.taxonomyVersion,
      rows: prepared,
      serialDatabase: deps.serialDatabase,
      onStored: (stored) => {
        rowsStored = stored;
        reportWriting();
      },
    });
    // The written workbook, and the upload as read (kept to write it again with corrections).
    const files = writing.then(async (written) => {
      budget.spend(written.ms);
      const asBuffer = (bytes: Uint8Array) =>
        Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      return {
        file: asBuffer(written.result.file),
        source: await packSource(asBuffer(written.result.bytes)),
      };
    });
    // Rows being stored stop early once the write has failed or the client has left.
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
      totalRows,
      successfulRows,
      errorRows,
      unclassifiedRows,
      skippedRows,
      ruleRows,
      errors,
      expiresAt: expiresAt.toISOString(),
    };
    const committing: UploadCommit = {
      userId: input.userId,
      processId,
      fileName,
      result,
      chargedRows,
      columnsRead: columnsReadLabels(analysis.columnsRead),
      columnChoice: analysis.choice,
      contentHash: input.contentHash,
      expiresAt,
      prepare: () =>
        uploadOf(prepareUploadRows(rows, categorized.outcomes, deps.serialDatabase, normalize)),
      files,
      stop: stopStoring.signal,
      signal,
      rollUp: (tx) =>
        storeTalliedRollup(tx, { userId: input.userId, uploadId: processId }, spend.tallied),
      beforeCommit: hooks.beforeCommit,
    };
    await (deps.serialDatabase
      ? commitStaged(deps.db, committing)
      : commitWhileWriting(deps.db, committing));
    reporter.update('writing', writingUnits, writingUnits);
    return result;
  } catch (error) {
    throw userError(poolError(error));
  } finally {
    reporter.stop();
  }
}
