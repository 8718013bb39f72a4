import { classifyLine, normalizeCostName, type Classification } from '@trusty/tbm';
import { describe, expect, it, vi } from 'vitest';
import type { AnalyzedSheet, DataRow } from '../../../src/modules/excel/ooxml/analyze-sheet';
import { rowKeyOf, rowOutcomes, rowsToClassify } from '../../../src/modules/excel/row-outcomes';
import { SLICE_MS, Turns } from '../../../src/modules/excel/turns';
import { CountedTurns } from './counted-turns';
import {
  packAnalysis,
  packOutcomes,
  unpackOutcomes,
  unpackRows,
  unpackRowsInTurns,
} from '../../../src/modules/excel/workers/packed-analysis';

/**
 * Issue 19: the main thread's loops over an upload's rows give the event loop back every few
 * milliseconds, so another user's request never waits for a whole loop.
 */

/** Counts the timers that fire while `work` runs: a loop that never yields lets none through. */
async function timersDuring<T>(work: () => Promise<T>): Promise<{ result: T; fired: number }> {
  let fired = 0;
  let running = true;
  const tick = () => {
    fired += 1;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  const result = await work();
  running = false;
  return { result, fired };
}

const ROWS: DataRow[] = Array.from({ length: 5_000 }, (_, i) =>
  i % 7 === 3
    ? { row: i + 2, issue: 'Cost name is empty' }
    : {
        row: i + 2,
        name: i % 11 === 0 ? 'Total' : `Microsoft 365 E3 licenses ${i}`,
        amount: i,
        ...(i % 2 === 0 && { context: { vendor: `Vendor ${i % 13}` } }),
      },
);

const sheet: AnalyzedSheet = {
  sheet: { name: 'Costs', sheetId: 1, path: 'xl/worksheets/sheet1.xml', isWorksheet: true },
  headerRow: 1,
  costColumn: 2,
  amountColumn: 3,
  amountFormats: {},
  headerStyle: undefined,
  contextColumns: { vendor: 4 },
  focusExport: false,
  columnsRead: [{ column: 2, header: 'Cost Name' }],
  choice: { sheet: 'Costs', headerRow: 1, roles: { costName: 2, amount: 3, vendor: 4 } },
  columnSource: 'headers',
  lastValueColumn: 4,
  rowExtent: new Map(),
  rows: ROWS,
};

describe('loops over the rows take turns', () => {
  it('unpacks the same rows as in one go, letting other work run between slices', async () => {
    const packed = packAnalysis(sheet);
    const turns = new CountedTurns(500);
    const { result, fired } = await timersDuring(() => unpackRowsInTurns(packed, turns));
    expect(result).toEqual(unpackRows(packed));
    expect(result).toEqual(ROWS);
    expect(turns.turnsTaken).toBe(9);
    expect(fired).toBeGreaterThanOrEqual(9);
  });

  it('picks the rows to classify and works out their outcomes in slices', async () => {
    const turns = new CountedTurns(1_000);
    const { result: named, fired } = await timersDuring(() => rowsToClassify(ROWS, turns));
    expect(named.map((row) => row.row)).toEqual(
      ROWS.filter((row) => 'name' in row && row.name !== 'Total').map((row) => row.row),
    );
    expect(turns.turnsTaken).toBe(4);
    expect(fired).toBeGreaterThanOrEqual(4);

    const byKey = new Map(
      named.map((row) => [normalizeCostName(row.name), classifyLine({ name: row.name })]),
    );
    const outcomeTurns = new CountedTurns(1_000);
    const outcomes = await rowOutcomes(ROWS, byKey, undefined, undefined, outcomeTurns);
    expect(outcomeTurns.turnsTaken).toBe(4);
    expect(outcomes.outcomes.size).toBe(ROWS.length);
    expect(outcomes.skippedRows + outcomes.errorRows + outcomes.successfulRows).toBe(
      ROWS.length - outcomes.unclassifiedRows,
    );

    // Packed for the writer's thread in slices too, the same as in one go.
    const packTurns = new CountedTurns(1_000);
    const { result: packed, fired: firedWhilePacking } = await timersDuring(() =>
      packOutcomes(outcomes.outcomes, packTurns),
    );
    expect(packTurns.turnsTaken).toBe(4);
    expect(firedWhilePacking).toBeGreaterThanOrEqual(4);
    expect(packed).toEqual(await packOutcomes(outcomes.outcomes));
    expect(unpackOutcomes(packed)).toEqual(outcomes.outcomes);
  });

  it('takes a turn once its slice of time is spent, not before', async () => {
    // the clock is ours: a loaded machine (CI's parallel tests) may pause longer than a slice
    let now = 1_000;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
    try {
      const turns = new Turns();
      now += SLICE_MS - 0.1;
      expect(turns.due(0)).toBe(false);
      now += 0.2;
      // The clock is read only every so many rows.
      expect(turns.due(1)).toBe(false);
      expect(turns.due(0)).toBe(true);
      await turns.take();
      expect(turns.due(0)).toBe(false);
      now += SLICE_MS;
      expect(turns.over()).toBe(true);
    } finally {
      clock.mockRestore();
    }
  });
});

describe('row outcomes', () => {
  it('gives distinct names with the same answer one shared outcome, and different answers their own', async () => {
    const rows: DataRow[] = [
      { row: 2, name: 'Microsoft 365 E3 licenses INV-1' },
      { row: 3, name: 'Microsoft 365 E3 licenses INV-2' },
      { row: 4, name: 'Cisco SmartNet renewal' },
      { row: 5, name: 'Team lunch' },
      { row: 6, name: 'Office party' },
    ];
    const answers = rows.map((row) =>
      'name' in row ? classifyLine({ name: row.name }) : undefined,
    );
    const [m1, m2, cisco, lunch, party] = answers;
    // Two answers alike in all but their input, as distinct references on one product give.
    expect(m1).not.toBe(m2);
    expect({ ...m1, input: '', normalized: '' }).toEqual({ ...m2, input: '', normalized: '' });
    const byKey = new Map(
      rows.map((row, i) => ['name' in row ? normalizeCostName(row.name) : '', answers[i]!]),
    );
    const { outcomes, chargedRows } = await rowOutcomes(rows, byKey);
    expect(outcomes.get(2)).toBe(outcomes.get(3));
    expect(outcomes.get(4)).not.toBe(outcomes.get(2));
    expect(outcomes.get(4)).toMatchObject({ kind: 'classified', reason: cisco?.reason });
    expect(chargedRows).toBe(answers.filter((answer) => answer?.recognised).length);
    expect(lunch?.recognised).toBe(false);
    expect(outcomes.get(5)).toMatchObject({ kind: 'unclassified', reason: lunch?.reason });
    // Same answer, same outcome; otherwise its own.
    const sameAsLunch =
      party?.recognised === false &&
      party.reason === lunch?.reason &&
      party.method === lunch.method;
    expect(outcomes.get(6) === outcomes.get(5)).toBe(sameAsLunch);
  });

  it('shares one answer among names that normalise alike, each unrecognised row quoting its own name', async () => {
    const rows: DataRow[] = [
      { row: 2, name: 'Team lunch INV-1001' },
      { row: 3, name: 'Team lunch Mar-24 INV-2002' },
      { row: 4, name: 'Cisco SmartNet renewal PO 4500123' },
      { row: 5, name: 'Cisco SmartNet renewal #77' },
    ];
    const keyOf = rowKeyOf(false);
    const byKey = new Map<string, Classification>();
    for (const row of rows)
      if ('name' in row && !byKey.has(keyOf(row)))
        byKey.set(keyOf(row), classifyLine({ name: row.name }));
    expect(byKey.size).toBe(2);

    const { outcomes, unclassifiedRows, chargedRows } = await rowOutcomes(rows, byKey, keyOf);
    expect([unclassifiedRows, chargedRows]).toEqual([2, 2]);
    expect(outcomes.get(2)).toMatchObject({ kind: 'unclassified' });
    expect(outcomes.get(2)).toHaveProperty(
      'reason',
      expect.stringContaining("'Team lunch INV-1001'"),
    );
    expect(outcomes.get(3)).toHaveProperty(
      'reason',
      expect.stringContaining("'Team lunch Mar-24 INV-2002'"),
    );
    expect(outcomes.get(3)).not.toHaveProperty('reason', expect.stringContaining('INV-1001'));
    expect(outcomes.get(4)).toBe(outcomes.get(5));
    expect(outcomes.get(4)).toMatchObject({ kind: 'classified', charged: true });
  });
});
