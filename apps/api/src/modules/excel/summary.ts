import { RESULT_COLUMN_MEANINGS, RESULT_COLUMNS } from '@trusty/contracts';
import type { WrittenRow } from './ooxml/cells';
import { columnLetters } from './ooxml/xml';

/**
 * The Summary sheet: what was read, rows (and amounts, when the sheet has an amount column) per
 * tower and pool, then what each result column means, so the file explains itself to whoever
 * opens it without Trusty (issue 34 §4).
 */

export interface SummaryRow {
  tower: string;
  costPool: string;
  amount?: number;
}

export interface SummaryInput {
  fileName: string;
  sheetName: string;
  rows: readonly SummaryRow[];
  errorRows: number;
  /** Named rows the engine could not place: counted apart, never in the tables (not charged). */
  unclassifiedRows: number;
  /** Total and subtotal lines, skipped. */
  skippedRows: number;
  hasAmounts: boolean;
  taxonomyVersion: string;
  /** The columns read, as the sheet heads them, with their letters: "Cost Name (C), Vendor (B)". */
  columnsRead: string;
}

interface Group {
  name: string;
  rows: number;
  amount: number;
}

function groupBy(rows: readonly SummaryRow[], key: (row: SummaryRow) => string): Group[] {
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const name = key(row);
    const group = groups.get(name) ?? { name, rows: 0, amount: 0 };
    group.rows += 1;
    group.amount += row.amount ?? 0;
    groups.set(name, group);
  }
  return [...groups.values()].sort((a, b) => b.rows - a.rows || a.name.localeCompare(b.name));
}

/**
 * The columns read, as the sheet heads them, with their letters: ["Cost Name (C)", "Vendor (B)"]
 * (stored with the upload, and joined on the Summary sheet).
 */
export function columnsReadLabels(
  columns: ReadonlyArray<{ column: number; header: string }>,
): string[] {
  return columns.map(({ column, header }) => `${header} (${columnLetters(column)})`);
}

/** The result columns added to the sheet, one line each: its name and what it means. */
function columnMeanings(): WrittenRow[] {
  return [
    { cells: ['What the result columns mean'], bold: true },
    { cells: ['Column', 'Meaning'], bold: true },
    ...RESULT_COLUMNS.map((column) => ({ cells: [column, RESULT_COLUMN_MEANINGS[column]] })),
  ];
}

export function buildSummary(input: SummaryInput): { rows: WrittenRow[]; widths: number[] } {
  const amounts = (value: number) =>
    input.hasAmounts ? [{ amount: Math.round(value * 100) / 100 }] : [];
  const totalAmount = input.rows.reduce((sum, row) => sum + (row.amount ?? 0), 0);
  const table = (title: string, label: string, groups: Group[]): WrittenRow[] => [
    { cells: [title], bold: true },
    { cells: [label, 'Rows', ...(input.hasAmounts ? ['Amount'] : [])], bold: true },
    ...groups.map((group) => ({ cells: [group.name, group.rows, ...amounts(group.amount)] })),
    { cells: ['Total', input.rows.length, ...amounts(totalAmount)], bold: true },
    { cells: [] },
  ];
  return {
    widths: [36, 12, 18],
    rows: [
      { cells: ['Trusty classification summary'], bold: true },
      { cells: ['File', input.fileName] },
      { cells: ['Sheet', input.sheetName] },
      { cells: ['Columns read', input.columnsRead] },
      { cells: ['Rows classified', input.rows.length] },
      { cells: ['Rows not classified (not charged)', input.unclassifiedRows] },
      { cells: ['Total and subtotal rows skipped', input.skippedRows] },
      { cells: ['Rows with errors', input.errorRows] },
      { cells: ['Taxonomy', `TBM ${input.taxonomyVersion}`] },
      { cells: [] },
      ...table(
        'Rows per IT Tower',
        'IT Tower',
        groupBy(input.rows, (row) => row.tower),
      ),
      ...table(
        'Rows per Cost Pool',
        'Cost Pool',
        groupBy(input.rows, (row) => row.costPool),
      ),
      ...columnMeanings(),
    ],
  };
}
