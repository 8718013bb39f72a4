import type { RememberedLayouts } from '../column-roles';
import { analyzeWorkbook, type ColumnsToRead, type SheetLimits } from '../ooxml/analyze-sheet';
import { readCellFormats } from '../ooxml/number-formats';
import { previewWorkbook, type PreviewData } from '../ooxml/preview-sheet';
import {
  openWorkbookPackage,
  readSharedStrings,
  type WorkbookPackage,
} from '../ooxml/workbook-package';
import { writeResultWorkbook, type WriteOptions } from '../ooxml/write-result';
import { ZipArchive, type ZipLimits } from '../zip/zip-reader';
import {
  packAnalysis,
  unpackAnalysis,
  unpackOutcomes,
  type PackedAnalysis,
  type PackedOutcomes,
} from './packed-analysis';

/**
 * The two CPU-heavy passes over a workbook, as tasks a worker thread runs. Everything in and out
 * is plain data (structured-clonable), and each task stands alone: the bytes travel with it, so
 * a job does not hold a worker while its names are classified on the main thread.
 */

export type WorkbookLimits = ZipLimits & SheetLimits & { maxSharedStringsBytes: number };

export interface ReadTask {
  kind: 'read';
  /** The .xlsx upload; moved to the worker and moved back with the result. */
  bytes: Uint8Array;
  limits: WorkbookLimits;
  /** Post the cost names as they are read (the pool's `onNames`). */
  postNames?: boolean;
  /** A person's choice of sheet and columns, or the account's remembered ones (issue 34 §2). */
  columns?: ColumnsToRead;
}

/** The first rows and detected columns of a sheet, before anything is charged (issue 34 §2). */
export interface PreviewTask {
  kind: 'preview';
  bytes: Uint8Array;
  limits: WorkbookLimits;
  sheet?: string;
  remembered: RememberedLayouts;
}

export interface ReadResult {
  bytes: Uint8Array;
  pkg: WorkbookPackage;
  analysis: PackedAnalysis;
  sharedStringCount: number;
}

export interface WriteTask {
  kind: 'write';
  bytes: Uint8Array;
  pkg: WorkbookPackage;
  /** The read's analysis, as it came back. */
  analysis: PackedAnalysis;
  outcomes: PackedOutcomes;
  sharedStringCount: number;
  summary: WriteOptions['summary'];
  limits: WorkbookLimits;
}

export interface WriteResult {
  file: Uint8Array;
  /** The task's workbook, moved back: it is kept as the upload's source. */
  bytes: Uint8Array;
}

export type SpreadsheetTask = ReadTask | WriteTask | PreviewTask;
export type ResultOf<T extends SpreadsheetTask> = T extends ReadTask
  ? ReadResult
  : T extends PreviewTask
    ? PreviewData
    : WriteResult;

/** Done so far of total, in the task's own unit (sheet bytes read, rows written). */
export type TaskProgress = (done: number, total: number) => void;

/** A read's cost names so far, a batch at a time (analyze-sheet.ts's `onNames`). */
export type NamesRead = (names: string[]) => void;

/** A worker is stopped by terminating it, never by a signal: this one never fires. */
const neverAborted = new AbortController().signal;

/**
 * The bytes alone in an ArrayBuffer of their own, ready to be moved to another thread: moving
 * a view would move (or, for Node's shared pool of small buffers, copy) everything around it.
 */
export function movable(bytes: Uint8Array): Uint8Array {
  const alone = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return alone && bytes.buffer instanceof ArrayBuffer ? bytes : new Uint8Array(bytes);
}

const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** A workbook's package and shared strings, opened under the task's limits. */
async function openWorkbook(bytes: Uint8Array, limits: WorkbookLimits) {
  const archive = new ZipArchive(asBuffer(bytes), limits);
  const pkg = await openWorkbookPackage(archive);
  const sstEntry = pkg.sharedStringsPath ? archive.get(pkg.sharedStringsPath) : undefined;
  const sharedStrings = sstEntry
    ? await readSharedStrings(archive, sstEntry, limits.maxSharedStringsBytes)
    : [];
  return { archive, pkg, sharedStrings };
}

export async function readTask(
  task: ReadTask,
  onProgress: TaskProgress,
  onNames?: NamesRead,
): Promise<ReadResult> {
  const { archive, pkg, sharedStrings } = await openWorkbook(task.bytes, task.limits);
  const analysis = await analyzeWorkbook(archive, pkg, {
    limits: task.limits,
    sharedStrings,
    formats: await readCellFormats(archive, pkg),
    signal: neverAborted,
    onProgress,
    onNames,
    columns: task.columns,
  });
  return {
    bytes: task.bytes,
    pkg,
    analysis: packAnalysis(analysis),
    sharedStringCount: sharedStrings.length,
  };
}

export async function previewTask(task: PreviewTask): Promise<PreviewData> {
  const { archive, pkg, sharedStrings } = await openWorkbook(task.bytes, task.limits);
  return previewWorkbook(archive, pkg, {
    limits: task.limits,
    sharedStrings,
    signal: neverAborted,
    remembered: task.remembered,
    ...(task.sheet !== undefined ? { sheet: task.sheet } : {}),
  });
}

export async function writeTask(task: WriteTask, onProgress: TaskProgress): Promise<WriteResult> {
  const analysis = unpackAnalysis(task.analysis);
  const total = analysis.rows.length + 1;
  const file = await writeResultWorkbook({
    archive: new ZipArchive(asBuffer(task.bytes), task.limits),
    pkg: task.pkg,
    analysis,
    outcomes: unpackOutcomes(task.outcomes),
    sharedStringCount: task.sharedStringCount,
    summary: task.summary,
    limits: task.limits,
    signal: neverAborted,
    onProgress: (written) => onProgress(written, total),
  });
  return { file: movable(file), bytes: task.bytes };
}
