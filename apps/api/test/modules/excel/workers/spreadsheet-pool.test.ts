import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../../src/modules/excel/process-spreadsheet';
import {
  SpreadsheetPool,
  SpreadsheetTaskError,
} from '../../../../src/modules/excel/workers/spreadsheet-pool';
import type { ReadTask } from '../../../../src/modules/excel/workers/spreadsheet-tasks';
import { ZipError } from '../../../../src/modules/excel/zip/zip-reader';
import { NAMES_BATCH } from '../../../../src/modules/excel/ooxml/analyze-sheet';
import { unpackRows } from '../../../../src/modules/excel/workers/packed-analysis';
import { fixture } from '../excel-helpers';
import { handmadeWorkbook, inlineCell as cell, MAIN } from '../fixtures/handmade';
import { wideBlankRows, manySharedStrings } from '../fixtures/slow-workbook';

/**
 * The pool on its own: threads, budgets, cancellation and the errors that cross the thread
 * boundary. The HTTP behaviour built on it is in routes-limits.test.ts.
 */

let slow: Buffer;
beforeAll(() => {
  slow = wideBlankRows(8);
});

let pool: SpreadsheetPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

const readOf = (bytes: Buffer): ReadTask => ({
  kind: 'read',
  bytes: new Uint8Array(bytes),
  limits: LIMITS,
});
const run = (
  task: ReadTask,
  options: {
    budgetMs?: number;
    signal?: AbortSignal;
    onProgress?: () => void;
    onNames?: (names: string[]) => void;
  } = {},
) =>
  (pool as SpreadsheetPool).run(task, {
    budgetMs: options.budgetMs ?? 60_000,
    signal: options.signal ?? new AbortController().signal,
    onProgress: options.onProgress ?? (() => {}),
    onNames: options.onNames,
    transfer: [task.bytes.buffer as ArrayBuffer],
  });

/** A "Cost Name" and "Amount" sheet of `rows` rows; every tenth has an amount and no name. */
function ledgerOf(rows: number): Buffer {
  const parts = [`<worksheet xmlns="${MAIN}"><sheetData>`];
  parts.push(`<row r="1">${cell('A1', 'Cost Name')}${cell('B1', 'Amount')}</row>`);
  for (let r = 2; r <= rows + 1; r++) {
    const name = r % 10 === 0 ? '' : cell(`A${r}`, `Oracle support renewal ${r}`);
    parts.push(`<row r="${r}">${name}<c r="B${r}"><v>${r}</v></c></row>`);
  }
  parts.push('</sheetData></worksheet>');
  return handmadeWorkbook(Buffer.from(parts.join('')));
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a failure');
}

describe('SpreadsheetPool', () => {
  it('reads a workbook in a thread and hands its bytes back', async () => {
    pool = new SpreadsheetPool({ size: 1, heapMb: 256 });
    const costs = fixture('costs.xlsx');
    const { result, ms } = await run(readOf(costs));
    expect(result.analysis.head.sheet.name).toBe('Costs');
    expect(result.analysis.rowNumbers).toHaveLength(10);
    expect(Buffer.from(result.bytes).equals(costs)).toBe(true);
    expect(ms).toBeGreaterThan(0);
    expect(pool.threads).toBe(1);
  });

  it('runs its threads at the nice value it is given, and only them', async () => {
    // Linux keeps a nice value per thread; /proc lists each thread with its own (field 19).
    const niceValues = () =>
      readdirSync('/proc/self/task').map((id) =>
        Number(readFileSync(`/proc/self/task/${id}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]),
      );
    const before = niceValues().filter((nice) => nice === 7).length;
    pool = new SpreadsheetPool({ size: 1, heapMb: 256, nice: 7 });
    const { result } = await run(readOf(fixture('costs.xlsx')));
    expect(result.analysis.rowNumbers).toHaveLength(10);
    expect(niceValues().filter((nice) => nice === 7).length).toBe(before + 1);
    expect(getPriority()).toBe(0);
  });

  it('ends a task over its budget with its thread, and the next task gets a new one', async () => {
    pool = new SpreadsheetPool({ size: 1, heapMb: 256 });
    await run(readOf(fixture('costs.xlsx')));
    const started = performance.now();
    const error = await failure(run(readOf(slow), { budgetMs: 100 }));
    expect(error).toBeInstanceOf(SpreadsheetTaskError);
    expect((error as SpreadsheetTaskError).problem).toBe('over-budget');
    // Refused at the deadline, not when the (much longer) read would have finished.
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(pool.threads).toBe(0);
    const { result } = await run(readOf(fixture('costs.xlsx')));
    expect(result.analysis.rowNumbers).toHaveLength(10);
  });

  it('stops a running task when its signal aborts', async () => {
    pool = new SpreadsheetPool({ size: 1, heapMb: 256 });
    const abort = new AbortController();
    let progressed = 0;
    const task = run(readOf(slow), {
      signal: abort.signal,
      onProgress: () => {
        progressed += 1;
        // The thread is busy reading: only termination can stop it now.
        if (progressed === 2) abort.abort();
      },
    });
    const error = await failure(task);
    expect((error as SpreadsheetTaskError).problem).toBe('cancelled');
    expect(pool.threads).toBe(0);
  });

  it('never runs more tasks than threads; a task waiting for a thread can be cancelled', async () => {
    pool = new SpreadsheetPool({ size: 1, heapMb: 256 });
    const first = run(readOf(slow), { budgetMs: 60_000 });
    const abort = new AbortController();
    const waiting = run(readOf(fixture('costs.xlsx')), { signal: abort.signal });
    const third = run(readOf(fixture('header-name.xlsx')));
    abort.abort();
    expect(((await failure(waiting)) as SpreadsheetTaskError).problem).toBe('cancelled');
    const firstError = await failure(first);
    // The slow workbook has a header and no cost names: read to the end, then refused.
    expect(firstError.message).toMatch(/no rows of costs|no-data-rows/);
    const { result, ms } = await third;
    expect(result.analysis.rowNumbers).toHaveLength(1);
    // Its time counts from the moment a thread took it, not while it waited.
    expect(ms).toBeLessThan(1_000);
    expect(pool.threads).toBe(1);
  });

  it('starts a thread ahead of the first task when warmed, and runs the task on it', async () => {
    pool = new SpreadsheetPool({ size: 2, heapMb: 256 });
    pool.warm();
    pool.warm();
    // One waiting thread is enough: warming again starts no second one.
    expect(pool.threads).toBe(1);
    const { result } = await run(readOf(fixture('costs.xlsx')));
    expect(result.analysis.rowNumbers).toHaveLength(10);
    expect(pool.threads).toBe(1);
  });

  it('brings a refusal back as the typed error and keeps the thread', async () => {
    pool = new SpreadsheetPool({ size: 1, heapMb: 256 });
    const error = await failure(run(readOf(fixture('corrupt.xlsx'))));
    expect(error).toBeInstanceOf(ZipError);
    expect((error as ZipError).problem).toBe('corrupt');
    expect(pool.threads).toBe(1);
  });

  it('refuses a task that runs out of its heap, and survives it', async () => {
    pool = new SpreadsheetPool({ size: 1, heapMb: 32 });
    await run(readOf(fixture('costs.xlsx')));
    const error = await failure(run(readOf(manySharedStrings(40))));
    expect((error as SpreadsheetTaskError).problem).toBe('out-of-memory');
    expect(pool.threads).toBe(0);
    const { result } = await run(readOf(fixture('costs.xlsx')));
    expect(result.analysis.rowNumbers).toHaveLength(10);
  });

  it('posts the cost names as it reads them when asked, in batches and in row order', async () => {
    pool = new SpreadsheetPool({ size: 1, heapMb: 256 });
    const batches: string[][] = [];
    const { result } = await run(
      { ...readOf(ledgerOf(20_000)), postNames: true },
      { onNames: (names) => batches.push(names) },
    );
    const named = unpackRows(result.analysis).flatMap((row) => ('name' in row ? [row.name] : []));
    expect(named).toHaveLength(18_000);
    // Batches as they fill; the last names come with the result only.
    expect(batches.length).toBeGreaterThanOrEqual(2);
    for (const batch of batches) expect(batch.length).toBeGreaterThanOrEqual(NAMES_BATCH);
    const posted = batches.flat();
    expect(posted.length).toBeGreaterThan(named.length / 2);
    expect(posted).toEqual(named.slice(0, posted.length));
  });

  it('posts no names unless the task asks for them', async () => {
    pool = new SpreadsheetPool({ size: 1, heapMb: 256 });
    const batches: string[][] = [];
    const { result } = await run(readOf(ledgerOf(20_000)), {
      onNames: (names) => batches.push(names),
    });
    expect(result.analysis.rowNumbers).toHaveLength(20_000);
    expect(batches).toEqual([]);
  });
});
