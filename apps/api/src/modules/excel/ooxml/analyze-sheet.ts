import {
  checkCostName,
  cleanContext,
  CONTEXT_FIELDS,
  findLedgerColumns,
  HEADER_SCAN_ROWS,
  type ContextField,
  type RowContext,
} from '../cost-columns';
import type { MoneyColumns } from '../money-columns';
import { RowMoneyReader, type RowMoney } from '../row-money';
import type { ZipArchive } from '../zip/zip-reader';
import { readCells, SheetTokenizer, type CellXml, type RowXml } from './sheet-xml';
import { NO_FORMATS, type CellFormats } from './number-formats';
import { WorkbookError } from './workbook-errors';
import type { SheetPart, WorkbookPackage } from './workbook-package';
import { attribute } from './xml';

/**
 * Pass 1 over an .xlsx: finds the first worksheet with a cost-name header (within its first
 * rows, title rows allowed above it) and reads every row below it. The sheet is inflated as a
 * stream; only the numbers the next steps need are kept.
 */

export type DataRow =
  ({ row: number; name: string; context?: RowContext } & RowMoney) | { row: number; issue: string };

export interface AnalyzedSheet extends MoneyColumns {
  sheet: SheetPart;
  headerRow: number;
  costColumn: number;
  /** The number format first seen on each currency's amounts (`''`: none stated), by numFmtId. */
  amountFormats: Record<string, number>;
  /** Columns read as evidence beside the name (vendor, GL account, cost centre, FOCUS columns). */
  contextColumns: Partial<Record<ContextField, number>>;
  /** A FOCUS export: named by ServiceName, or by ChargeDescription where ServiceName is empty. */
  focusExport: boolean;
  /** Every column read, headed as in the sheet, for the Summary. */
  columnsRead: Array<{ column: number; header: string }>;
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
  /** The workbook's cell styles as number formats (an amount's currency may be in its format). */
  formats?: CellFormats;
  /** Bytes of the chosen sheet inflated so far, of its total. */
  onProgress(done: number, total: number): void;
  /**
   * The chosen sheet's cost names read so far, a batch at a time and in row order (issue rows
   * left out), for whoever can start on them before the whole sheet is read.
   */
  onNames?(names: string[]): void;
  signal: AbortSignal;
}

/** Names handed to `onNames` at a time: a message per batch crosses to the main thread. */
export const NAMES_BATCH = 2_048;

const hasText = (cell: CellXml) => cell.value !== undefined && cell.value.text.trim() !== '';

function rightmost(cells: readonly CellXml[]): number {
  let column = 0;
  for (const cell of cells) if (cell.column > column) column = cell.column;
  return column;
}

interface Found extends MoneyColumns {
  headerRow: number;
  costColumn: number;
  contextColumns: Partial<Record<ContextField, number>>;
  focusExport: boolean;
  columnsRead: Array<{ column: number; header: string }>;
  headerStyle?: string;
}

function headerOf(row: RowXml, cells: CellXml[]): Found | undefined {
  const texts = cells
    .filter((cell) => cell.value?.type === 'string')
    .map((cell) => ({ column: cell.column, text: cell.value?.text ?? '' }));
  const columns = findLedgerColumns(texts);
  if (!columns) return undefined;
  const headerCell = cells.find((cell) => cell.column === columns.costColumn);
  const { amountColumn, creditColumn, currencyColumn, headerCurrency } = columns;
  return {
    headerRow: row.number,
    costColumn: columns.costColumn,
    ...(amountColumn === undefined ? {} : { amountColumn }),
    ...(creditColumn === undefined ? {} : { creditColumn }),
    ...(currencyColumn === undefined ? {} : { currencyColumn }),
    ...(headerCurrency === undefined ? {} : { headerCurrency }),
    contextColumns: columns.context,
    focusExport: columns.focusExport,
    columnsRead: columns.read,
    headerStyle: headerCell ? attribute(headerCell.attributes, 's') : undefined,
  };
}

/** The context cells of a row, as evidence; undefined when the row has none. */
function contextOf(cells: readonly CellXml[], found: Found): RowContext | undefined {
  let context: RowContext | undefined;
  for (const field of CONTEXT_FIELDS) {
    const column = found.contextColumns[field];
    if (column === undefined) continue;
    const cell = cells.find((c) => c.column === column);
    const text = cell?.value?.type === 'error' ? undefined : cleanContext(cell?.value?.text);
    if (text) (context ??= {})[field] = text;
  }
  return context;
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
    let money: RowMoneyReader | undefined;
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
        if (found) {
          rowExtent.set(row.number, rightmost(cells));
          money = new RowMoneyReader(found, options.formats ?? NO_FORMATS);
        }
        // Not within the first rows: this sheet has no header; move on to the next sheet.
        return found !== undefined || rowsSeen < HEADER_SCAN_ROWS;
      }
      if (!withText) return true;
      rowExtent.set(row.number, rightmost(cells));
      let nameCell = cells.find((cell) => cell.column === found?.costColumn);
      // a FOCUS row without a service name (a tax or credit line) is named by its charge description
      const chargeColumn = found.contextColumns.chargeDescription;
      if (found.focusExport && !nameCell?.value?.text.trim() && chargeColumn !== undefined)
        nameCell = cells.find((cell) => cell.column === chargeColumn) ?? nameCell;
      const check = checkCostName(nameCell?.value?.text, nameCell?.value?.type);
      if (!check.ok) {
        rows.push({ row: row.number, issue: check.issue });
        return true;
      }
      const context = contextOf(cells, found);
      // The row is its money read so far: a column's ambiguous amounts are settled in place.
      const read = money?.read(cells) ?? {};
      rows.push(
        Object.assign(read, { row: row.number, name: check.name }, context ? { context } : {}),
      );
      return true;
    };

    let keepReading = true;
    let read = 0;
    let named: string[] = [];
    let rowsNamed = 0;
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
      if (!found) continue;
      options.onProgress(read, entry.uncompressedSize);
      if (!options.onNames) continue;
      for (; rowsNamed < rows.length; rowsNamed++) {
        const row = rows[rowsNamed] as DataRow;
        if ('name' in row) named.push(row.name);
      }
      if (named.length >= NAMES_BATCH) {
        options.onNames(named);
        named = [];
      }
    }
    if (keepReading)
      for (const token of tokenizer.end()) if (token.kind === 'row') onRow(token.row);

    if (found) {
      if (rows.length === 0) throw new WorkbookError({ kind: 'no-data-rows', sheet: sheet.name });
      money?.settle();
      const amountFormats = Object.fromEntries(money?.formatIds ?? []);
      return { sheet, ...found, amountFormats, lastValueColumn, rowExtent, rows };
    }
  }
  throw new WorkbookError(sawValues ? { kind: 'no-cost-column' } : { kind: 'empty' });
}
