import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { COST_NAME_MAX, RESULT_COLUMNS, type ExcelProcessResult } from '@trusty/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../helpers/app';
import { createUser } from '../../../helpers/users';
import { upload, uploadDetails } from '../excel-helpers';
import { readArchive } from '../fuzz/zip-builder';

/**
 * Workbooks written by real programs (PROVENANCE.md says which, and where each came from): each
 * is uploaded, its result downloaded and re-read by two independent readers, and compared cell
 * for cell with the original.
 */

// Load shedding (503 when the whole machine is slow) is not what these files test.
const t = useTestApp({ OVERLOAD_EVENT_LOOP_DELAY_MS: '0' });

const corpus = (name: string): Buffer => readFileSync(new URL(`./${name}`, import.meta.url));

interface Processed {
  file: string;
  producer: string;
  /** Where the first cost-name header is: its sheet, row (1-based) and column letter. */
  classifiedSheet: string;
  headerRow: number;
  costColumn: string;
  /** Holds IT cost names the engine must recognise (others hold test words like "testtest"). */
  recognisable: boolean;
}

const PROCESSED: Processed[] = [
  {
    file: 'libreoffice-ledger.xlsx',
    producer: 'LibreOffice Calc 7.4',
    classifiedSheet: 'Ledger',
    headerRow: 4,
    costColumn: 'C',
    recognisable: true,
  },
  {
    file: 'libreoffice-ledger.xls',
    producer: 'LibreOffice Calc 7.4 (BIFF8)',
    classifiedSheet: 'Ledger',
    headerRow: 4,
    costColumn: 'C',
    recognisable: true,
  },
  {
    file: 'excel-2007-issue.xlsx',
    producer: 'Microsoft Excel 2007',
    classifiedSheet: 'test',
    headerRow: 1,
    costColumn: 'I',
    recognisable: false,
  },
  {
    file: 'excel-inventory-table.xlsx',
    producer: 'Microsoft Excel 2007 (a table part)',
    classifiedSheet: 'Sheet1',
    headerRow: 1,
    costColumn: 'A',
    recognisable: false,
  },
  {
    file: 'excel-mac-pivots.xlsx',
    producer: 'Microsoft Excel for Mac 16 (pivot tables)',
    classifiedSheet: 'PivotSheet2',
    headerRow: 1,
    costColumn: 'A',
    recognisable: false,
  },
  {
    file: 'google-sheets-rental-items.xlsx',
    producer: 'Google Sheets',
    classifiedSheet: 'English',
    headerRow: 3,
    costColumn: 'B',
    recognisable: false,
  },
];

/**
 * The counts the product promises, worked out from the original with SheetJS alone: every row
 * below the header holding a value is a row; a row whose name has no letter in it (empty, a
 * number, longer than the contracts allow) is an error row; every other name is classified,
 * left unclassified (nothing recognisable in it) or skipped (a total line), all three free of
 * errors.
 */
function expectedCounts(bytes: Buffer, c: Processed): { total: number; named: number } {
  const sheet = sheetjs(bytes).Sheets[c.classifiedSheet] as XLSX.WorkSheet;
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    blankrows: true,
  });
  const nameAt = XLSX.utils.decode_col(c.costColumn);
  let total = 0;
  let named = 0;
  for (const row of rows.slice(c.headerRow)) {
    const hasValue = (row ?? []).some(
      (v) => v !== undefined && v !== null && String(v).trim() !== '',
    );
    if (!hasValue) continue;
    total += 1;
    const name = row[nameAt];
    if (typeof name === 'string' && /\p{L}/u.test(name) && name.trim().length <= COST_NAME_MAX)
      named += 1;
  }
  return { total, named };
}

type Cell = { t?: string; v?: unknown; f?: string };
type Sheet = Record<string, Cell>;

function sheetjs(bytes: Buffer) {
  return XLSX.read(bytes, { type: 'buffer', cellFormula: true, cellDates: false });
}

/** Every cell holding a value, by address, as SheetJS reads it: type, value and formula. */
function valuedCells(sheet: Sheet | undefined): Map<string, Cell> {
  const cells = new Map<string, Cell>();
  for (const [ref, cell] of Object.entries(sheet ?? {})) {
    if (ref.startsWith('!') || cell.v === undefined) continue;
    cells.set(ref, { t: cell.t, v: cell.v, ...(cell.f ? { f: cell.f } : {}) });
  }
  return cells;
}

/** exceljs's view of the same: every cell with a value, as its JSON. */
function exceljsCells(workbook: ExcelJS.Workbook, name: string): Map<string, string> {
  const cells = new Map<string, string>();
  workbook.getWorksheet(name)?.eachRow({ includeEmpty: false }, (row) =>
    row.eachCell({ includeEmpty: false }, (cell) => {
      cells.set(cell.address, JSON.stringify(cell.value));
    }),
  );
  return cells;
}

async function exceljs(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

describe.each(PROCESSED)('$file, written by $producer', (c) => {
  const isXls = c.file.endsWith('.xls');
  let original: Buffer;
  let result: Buffer;
  let response: ExcelProcessResult;
  let details: Array<{ row: number }>;

  beforeAll(async () => {
    original = corpus(c.file);
    const user = await createUser(t.app, { credits: 5_000 });
    const res = await upload(t.app, user.headers, c.file, original);
    expect(res.statusCode, res.body).toBe(200);
    response = res.json().data;
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/v1/tbm/excel/download/${response.processId}`,
      headers: user.headers,
    });
    expect(file.statusCode).toBe(200);
    result = file.rawPayload;
    const detail = await uploadDetails(t.app, user.headers, response.processId);
    details = detail.json().data.rows;
  });

  it('answers the row counts the workbook holds', () => {
    const expected = expectedCounts(original, c);
    expect(expected.total).toBeGreaterThan(0);
    expect(response).toMatchObject({
      totalRows: expected.total,
      errorRows: expected.total - expected.named,
    });
    expect(response.successfulRows + response.unclassifiedRows + response.skippedRows).toBe(
      expected.named,
    );
    if (c.recognisable) expect(response.successfulRows).toBeGreaterThan(0);
  });

  it('keeps every sheet and every original cell unchanged (SheetJS)', () => {
    const before = sheetjs(original);
    const after = sheetjs(result);
    expect(after.SheetNames).toEqual([...before.SheetNames, 'Summary']);
    for (const name of before.SheetNames) {
      const originalCells = valuedCells(before.Sheets[name] as Sheet);
      const resultCells = valuedCells(after.Sheets[name] as Sheet);
      // A converted .xls keeps values, not formulas (decision 005).
      const compared = (cell: Cell | undefined) =>
        cell && isXls ? { t: cell.t, v: cell.v } : cell;
      for (const [ref, cell] of originalCells)
        expect(compared(resultCells.get(ref)), `${name}!${ref}`).toEqual(compared(cell));
      if (name !== c.classifiedSheet) expect(resultCells.size, name).toBe(originalCells.size);
    }
  });

  it('appends the six layers, Confidence, Status and Reason to the classified sheet only', () => {
    const after = sheetjs(result);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(
      after.Sheets[c.classifiedSheet] as XLSX.WorkSheet,
      {
        header: 1,
        raw: true,
        blankrows: true,
      },
    );
    const header = rows[c.headerRow - 1] ?? [];
    const start = header.indexOf(RESULT_COLUMNS[0]);
    expect(start).toBeGreaterThan(0);
    expect(header.slice(start, start + RESULT_COLUMNS.length)).toEqual([...RESULT_COLUMNS]);
    // Nothing of the original sits at or to the right of the appended columns.
    const originalRows = XLSX.utils.sheet_to_json<unknown[]>(
      sheetjs(original).Sheets[c.classifiedSheet] as XLSX.WorkSheet,
      { header: 1, raw: true, blankrows: true },
    );
    for (const row of originalRows)
      expect(row.slice(start).filter((v) => v !== undefined && v !== null)).toEqual([]);

    const status = start + RESULT_COLUMNS.indexOf('Status');
    const confidence = start + RESULT_COLUMNS.indexOf('Confidence');
    const statuses = rows
      .slice(c.headerRow)
      .map((row) => row?.[status])
      .filter((v) => v !== undefined);
    const count = (status: string) => statuses.filter((s) => s === status).length;
    expect(statuses).toHaveLength(response.totalRows);
    expect(count('Classified')).toBe(response.successfulRows);
    expect(count('Error')).toBe(response.errorRows);
    expect(count('Unclassified')).toBe(response.unclassifiedRows);
    expect(count('Skipped')).toBe(response.skippedRows);
    for (const { row } of details) {
      const cells = rows[row - 1] ?? [];
      const layers = cells.slice(start, start + 6);
      expect(
        layers.every((v) => typeof v === 'string' && v.length > 0),
        `row ${row}`,
      ).toBe(true);
      expect(cells[confidence]).toBeGreaterThanOrEqual(0);
      expect(cells[confidence]).toBeLessThanOrEqual(1);
      expect(cells[status]).toBe('Classified');
    }
    for (const name of after.SheetNames.filter((n) => n !== c.classifiedSheet && n !== 'Summary')) {
      const sheetRows = XLSX.utils.sheet_to_json<unknown[]>(after.Sheets[name] as XLSX.WorkSheet, {
        header: 1,
      });
      expect(sheetRows.flat(), name).not.toContain(RESULT_COLUMNS[0]);
    }
  });

  it('adds the Summary sheet', () => {
    const summary = XLSX.utils.sheet_to_json<unknown[]>(
      sheetjs(result).Sheets.Summary as XLSX.WorkSheet,
      {
        header: 1,
      },
    );
    const tower = summary.findIndex((row) => row[0] === 'Rows per IT Tower');
    expect(tower).toBeGreaterThanOrEqual(0);
    const total = summary.find((row) => row[0] === 'Total');
    expect(total?.[1]).toBe(response.successfulRows);
  });

  it('is read by exceljs with every original cell unchanged', async () => {
    const after = await exceljs(result);
    expect(after.getWorksheet('Summary')).toBeDefined();
    if (isXls) return;
    const before = await exceljs(original);
    for (const sheet of before.worksheets) {
      const resultCells = exceljsCells(after, sheet.name);
      for (const [ref, value] of exceljsCells(before, sheet.name))
        expect(resultCells.get(ref), `${sheet.name}!${ref}`).toBe(value);
    }
  });

  // An .xls has no ZIP entries to compare.
  if (!isXls)
    it('writes every entry name back as it was: same bytes, same UTF-8 flag', () => {
      const out = readArchive(result);
      for (const entry of readArchive(original)) {
        const match = out.find((o) => o.name.equals(entry.name));
        expect(match, entry.name.toString('latin1')).toBeDefined();
        expect(match?.utf8Flag, entry.name.toString('latin1')).toBe(entry.utf8Flag);
      }
    });
});

describe('workbooks without a cost-name column', () => {
  it.each([['numbers-attendance.xlsx', 'Apple Numbers']])(
    'reads %s (%s) through and refuses it with the reason',
    async (file) => {
      const user = await createUser(t.app, { credits: 100 });
      const res = await upload(t.app, user.headers, file, corpus(file));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: 'INVALID_FILE' });
      expect(res.json().message).toMatch(/^No cost-name column found\./);
    },
  );
});
