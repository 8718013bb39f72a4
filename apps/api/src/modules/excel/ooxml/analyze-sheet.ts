import {
  checkCostName,
  findAmountColumn,
  findCostNameColumn,
  HEADER_SCAN_ROWS,
  parseAmount,
} from '../cost-columns';
import type { ZipArchive } from '../zip/zip-reader';
import { readCells, SheetTokenizer, type CellXml, type RowXml } from './sheet-xml';
import { WorkbookError } from './workbook-errors';
import type { SheetPart, WorkbookPackage } from './workbook-package';
import { attribute } from './xml';

/**
 * Pass 1 over an .xlsx: finds the first worksheet with a cost-name header (within its first
 * rows, title rows allowed above it) and reads every row below it. The sheet is inflated as a
 * stream; only the numbers the next steps need are kept.
 */

export type DataRow =
  { row: number; name: string; amount?: number } | { row: number; issue: string };

export interface AnalyzedSheet {
  sheet: SheetPart;
  headerRow: number;
  costColumn: number;
  amountColumn?: number;
  /** Style of the cost-name header cell, reused for the appended headers. */
  headerStyle?: string;
  /** Rightmost column holding a value anywhere in the sheet; appended columns start after it. */
  lastValueColumn: number;
  /** Rightmost column of any cell (formatting included) per header/data row. */
  rowExtent: Map<number, number>;
  rows: DataRow[];
}

export interface SheetLimits {
  /** Inflated size of one worksheet part. */
  maxSheetBytes: number;
  /** One row's XML (or the part before the rows). */
  maxRowBytes: number;
  maxCells: number;
}

export interface AnalyzeOptions {
  limits: SheetLimits;
  sharedStrings: readonly string[];
  /** Bytes of the chosen sheet inflated so far, of its total. */
  onProgress(done: number, total: number): void;
  signal: AbortSignal;
}

const hasText = (cell: CellXml) => cell.value !== undefined && cell.value.text.trim() !== '';

function rightmost(cells: readonly CellXml[]): number {
  let column = 0;
  for (const cell of cells) if (cell.column > column) column = cell.column;
  return column;
}

interface Found {
  headerRow: number;
  costColumn: number;
  amountColumn?: number;
  headerStyle?: string;
}

function headerOf(row: RowXml, cells: CellXml[]): Found | undefined {
  const texts = cells
    .filter((cell) => cell.value?.type === 'string')
    .map((cell) => ({ column: cell.column, text: cell.value?.text ?? '' }));
  const costColumn = findCostNameColumn(texts);
  if (costColumn === undefined) return undefined;
  const headerCell = cells.find((cell) => cell.column === costColumn);
  return {
    headerRow: row.number,
    costColumn,
    amountColumn: findAmountColumn(texts, costColumn),
    headerStyle: headerCell ? attribute(headerCell.attributes, 's') : undefined,
  };
}

export async function analyzeWorkbook(
  archive: ZipArchive,
  pkg: WorkbookPackage,
  options: AnalyzeOptions,
): Promise<AnalyzedSheet> {
  const { limits, sharedStrings } = options;
  let sawValues = false;

  for (const sheet of pkg.sheets.filter((s) => s.isWorksheet)) {
    const entry = archive.get(sheet.path);
    if (!entry) continue;
    const tokenizer = new SheetTokenizer(limits.maxRowBytes);
    let found: Found | undefined;
    let rowsSeen = 0;
    let cellCount = 0;
    let lastValueColumn = 0;
    const rowExtent = new Map<number, number>();
    const rows: DataRow[] = [];

    const onRow = (row: RowXml): boolean => {
      const cells = readCells(row, sharedStrings);
      cellCount += cells.length;
      if (cellCount > limits.maxCells)
        throw new WorkbookError({ kind: 'too-much-data', detail: 'too many cells' });
      if (cells.length === 0) return true;
      for (const cell of cells)
        if (cell.value !== undefined && cell.column > lastValueColumn)
          lastValueColumn = cell.column;
      const withText = cells.some(hasText);
      if (withText) sawValues = true;

      if (!found) {
        if (!withText) return true;
        rowsSeen += 1;
        found = headerOf(row, cells);
        if (found) rowExtent.set(row.number, rightmost(cells));
        // Not within the first rows: this sheet has no header; move on to the next sheet.
        return found !== undefined || rowsSeen < HEADER_SCAN_ROWS;
      }
      if (!withText) return true;
      rowExtent.set(row.number, rightmost(cells));
      const nameCell = cells.find((cell) => cell.column === found?.costColumn);
      const check = checkCostName(nameCell?.value?.text, nameCell?.value?.type);
      if (!check.ok) {
        rows.push({ row: row.number, issue: check.issue });
        return true;
      }
      const amountCell =
        found.amountColumn === undefined
          ? undefined
          : cells.find((cell) => cell.column === found?.amountColumn);
      const amount =
        amountCell?.value?.type === 'number'
          ? amountCell.value.number
          : amountCell?.value
            ? parseAmount(amountCell.value.text)
            : undefined;
      rows.push(
        amount === undefined
          ? { row: row.number, name: check.name }
          : { row: row.number, name: check.name, amount },
      );
      return true;
    };

    let keepReading = true;
    let read = 0;
    for await (const chunk of archive.chunks(entry, limits.maxSheetBytes)) {
      if (options.signal.aborted) throw new WorkbookError({ kind: 'cancelled' });
      read += chunk.length;
      for (const token of tokenizer.push(chunk)) {
        if (token.kind === 'row' && !onRow(token.row)) {
          keepReading = false;
          break;
        }
      }
      if (!keepReading) break;
      if (found) options.onProgress(read, entry.uncompressedSize);
    }
    if (keepReading)
      for (const token of tokenizer.end()) if (token.kind === 'row') onRow(token.row);

    if (found) {
      if (rows.length === 0) throw new WorkbookError({ kind: 'no-data-rows', sheet: sheet.name });
      return { sheet, ...found, lastValueColumn, rowExtent, rows };
    }
  }
  throw new WorkbookError(sawValues ? { kind: 'no-cost-column' } : { kind: 'empty' });
}
