import { describe, expect, it } from 'vitest';
import type { AnalyzedSheet } from '../../../../src/modules/excel/ooxml/analyze-sheet';
import type { RowOutcome } from '../../../../src/modules/excel/ooxml/write-result';
import {
  packAnalysis,
  packOutcomes,
  unpackAnalysis,
  unpackOutcomes,
  unpackRows,
} from '../../../../src/modules/excel/workers/packed-analysis';

const analysis: AnalyzedSheet = {
  sheet: { name: 'Costs', sheetId: 3, path: 'xl/worksheets/sheet3.xml', isWorksheet: true },
  headerRow: 4,
  costColumn: 2,
  amountColumn: 5,
  currencyColumn: 6,
  amountFormats: { EUR: 164, '': 4 },
  headerStyle: '7',
  contextColumns: {},
  focusExport: false,
  columnsRead: [
    { column: 2, header: 'Cost Name' },
    { column: 5, header: 'Amount' },
  ],
  choice: { sheet: 'Costs', headerRow: 4, roles: { costName: 2, amount: 5 } },
  columnSource: 'chosen',
  lastValueColumn: 9,
  rowExtent: new Map([
    [4, 9],
    [5, 6],
    [9, 12],
  ]),
  rows: [
    { row: 5, name: 'Microsoft 365 E3 licenses', amount: 12_000.5, currency: 'EUR' },
    { row: 6, name: 'Zoom — Ünïcödé 😀' },
    { row: 7, issue: 'Cost name is empty' },
    { row: 8, name: 'Negative credit', amount: -0.25, currency: 'USD' },
    { row: 9, name: 'Zero', amount: 0 },
    { row: 10, name: 'Unreadable', amountIssue: '"12abc" is not a number' },
    { row: 11, name: 'Back in euros', amount: 3, currency: 'EUR' },
  ],
};

describe('packed analysis', () => {
  it('comes back exactly as it was analyzed', () => {
    expect(unpackAnalysis(structuredClone(packAnalysis(analysis)))).toEqual(analysis);
    expect(unpackRows(packAnalysis(analysis))).toEqual(analysis.rows);
  });

  it("carries each row's context cells, empty ones left out", () => {
    const withContext: AnalyzedSheet = {
      ...analysis,
      contextColumns: { vendor: 3, serviceCategory: 7, glDescription: 4 },
      rows: [
        {
          row: 5,
          name: 'Annual renewal',
          amount: 10,
          context: { vendor: 'Cisco', glDescription: 'Maintenance — Ünïcödé' },
        },
        { row: 6, name: 'No context' },
        { row: 7, issue: 'Cost name is empty' },
        { row: 8, name: 'Amazon S3', context: { serviceCategory: 'Storage' } },
      ],
    };
    expect(unpackAnalysis(structuredClone(packAnalysis(withContext)))).toEqual(withContext);
  });

  it('keeps an empty sheet of rows empty', () => {
    const empty = { ...analysis, rows: [], rowExtent: new Map<number, number>() };
    expect(unpackAnalysis(packAnalysis(empty))).toEqual(empty);
  });

  it('sends each distinct outcome once and gives every row its own', async () => {
    const classified: RowOutcome = {
      kind: 'classified',
      layers: ['Application', 'SaaS', 'Productivity', 'Office', 'Microsoft', 'M365'],
      confidence: 0.91,
      decidedBy: 'Engine',
      reason: 'Matched product Microsoft 365',
    };
    const failed: RowOutcome = { kind: 'error', message: 'Cost name is empty' };
    const outcomes = new Map<number, RowOutcome>([
      [5, classified],
      [6, failed],
      [7, classified],
      [8, { kind: 'error', message: 'Could not be classified' }],
      [9, classified],
    ]);
    const packed = await packOutcomes(outcomes);
    expect(packed.table).toHaveLength(3);
    expect(unpackOutcomes(structuredClone(packed))).toEqual(outcomes);
  });
});
