import { analyzeWorkbook, type SheetLimits } from '../ooxml/analyze-sheet';
import { readCellFormats } from '../ooxml/number-formats';
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

export type SpreadsheetTask = ReadTask | WriteTask;
export type ResultOf<T extends SpreadsheetTask> = T extends ReadTask ? ReadResult : WriteResult;

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

export async function readTask(
  task: ReadTask,
  onProgress: TaskProgress,
  onNames?: NamesRead,
): Promise<ReadResult> {
  const archive = new ZipArchive(asBuffer(task.bytes), task.limits);
  const pkg = await openWorkbookPackage(archive);
  const sstEntry = pkg.sharedStringsPath ? archive.get(pkg.sharedStringsPath) : undefined;
  const sharedStrings = sstEntry
    ? await readSharedStrings(archive, sstEntry, task.limits.maxSharedStringsBytes)
    : [];
  const analysis = await analyzeWorkbook(archive, pkg, {
    limits: task.limits,
    sharedStrings,
    formats: await readCellFormats(archive, pkg),
    signal: neverAborted,
    onProgress,
    onNames,
  });
  return {
    bytes: task.bytes,
    pkg,
    analysis: packAnalysis(analysis),
    sharedStringCount: sharedStrings.length,
  };
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
