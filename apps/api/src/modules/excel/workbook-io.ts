import { withoutBidiControls } from '@trusty/contracts';
import type { ColumnsToRead } from './ooxml/analyze-sheet';
import { WorkbookError } from './ooxml/workbook-errors';
import { excelErrors, workbookProblemError } from './excel-errors';
import { describeFileKind } from './file-kind';
import { SpreadsheetTaskError, type SpreadsheetPool } from './workers/spreadsheet-pool';
import type { NamesRead, ReadResult } from './workers/spreadsheet-tasks';
import { convertXlsToXlsx, XlsConversionError } from './xls/convert-xls';
import { isZip, ZipError } from './zip/zip-reader';

/**
 * A workbook in and out of the worker threads: the limits every read and write works within, the file's name and
 * format checks, the read pass, and the refusals the user reads. Shared by a first upload (process-spreadsheet.ts),
 * its preview and its rewrite with corrections.
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

const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * The name as the user knows it: no folders, no control characters, no bidirectional controls
 * (a right-to-left override would show "invoice\u202Excsl.exe" as "invoiceexe.lsx"), a sane
 * length.
 */
export function cleanFileName(name: string): string {
  const last = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const base = withoutBidiControls(last.replace(/[\u0000-\u001f\u007f]/g, '')).trim();
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
