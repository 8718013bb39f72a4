import type { ColumnChoice, ColumnRoles } from '@trusty/contracts';
import { layoutKeyOf, ledgerColumnsOf, rolesOf, type RememberedLayouts } from '../column-roles';
import {
  checkCostName,
  cleanContext,
  CONTEXT_FIELDS,
  findLedgerColumns,
  HEADER_SCAN_ROWS,
  type ContextField,
  type HeaderCell,
  type LedgerColumns,
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
 * stream; only the numbers the next steps need are kept. A person's choice of sheet, header row
 * and columns replaces the search (issue 34 §2), and so does a choice the account remembers
 * for a header layout the workbook has.
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
  /**
   * How the sheet was read, as a choice: kept with the upload, so that Apply reads its source the
   * same way whatever detection or the account's memory says later.
   */
  choice: ColumnChoice;
  /** Where the columns came from. */
  columnSource: 'headers' | 'remembered' | 'chosen';
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
  columns?: ColumnsToRead;
}

/** What decides the columns, when not detection alone. */
export interface ColumnsToRead {
  /** A person's choice: this sheet, this header row, these columns. */
  choice?: ColumnChoice;
  /** The account's remembered layouts: a sheet with one of them is read that way, first. */
  remembered?: RememberedLayouts;
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
  columns: LedgerColumns;
  layoutKey: string;
  source: AnalyzedSheet['columnSource'];
  headerStyle?: string;
}

/** A row's text cells, as header cells. */
export const headerCellsOf = (cells: readonly CellXml[]): HeaderCell[] =>
  cells
    .filter((cell) => cell.value?.type === 'string')
    .map((cell) => ({ column: cell.column, text: cell.value?.text ?? '' }));

function found(
  row: number,
  cells: readonly CellXml[],
  columns: LedgerColumns,
  source: Found['source'],
): Found {
  const headerCell = cells.find((cell) => cell.column === columns.costColumn);
  return {
    headerRow: row,
    columns,
    layoutKey: layoutKeyOf(headerCellsOf(cells)),
    source,
    headerStyle: headerCell ? attribute(headerCell.attributes, 's') : undefined,
  };
}

/** A header row by a remembered layout, else by its headers. */
function headerOf(row: RowXml, cells: CellXml[], remembered: RememberedLayouts): Found | undefined {
  const texts = headerCellsOf(cells);
  const roles = remembered[layoutKeyOf(texts)];
  if (roles) return found(row.number, cells, ledgerColumnsOf(roles, texts), 'remembered');
  const columns = findLedgerColumns(texts);
  return columns ? found(row.number, cells, columns, 'headers') : undefined;
}

/** The header row a person chose, read with the roles they gave. */
const chosenHeader = (row: number, cells: readonly CellXml[], roles: ColumnRoles): Found =>
  found(row, cells, ledgerColumnsOf(roles, headerCellsOf(cells)), 'chosen');

/** The context cells of a row, as evidence; undefined when the row has none. */
function contextOf(cells: readonly CellXml[], columns: LedgerColumns): RowContext | undefined {
  let context: RowContext | undefined;
  for (const field of CONTEXT_FIELDS) {
    const column = columns.context[field];
    if (column === undefined) continue;
    const cell = cells.find((c) => c.column === column);
    const text = cell?.value?.type === 'error' ? undefined : cleanContext(cell?.value?.text);
    if (text) (context ??= {})[field] = text;
  }
  return context;
}

/**
 * Streams a worksheet's rows to `onRow` until it answers false or the sheet ends; `afterChunk`
 * runs after each inflated piece (progress, name batches).
 */
export async function forEachRow(
  archive: ZipArchive,
  sheet: SheetPart,
  options: Pick<AnalyzeOptions, 'limits' | 'sharedStrings' | 'signal'>,
  onRow: (row: RowXml, cells: CellXml[]) => boolean,
  afterChunk?: (read: number, total: number) => void,
): Promise<void> {
  const entry = archive.get(sheet.path);
  if (!entry) return;
  const tokenizer = new SheetTokenizer(options.limits.maxRowBytes);
  let cellCount = 0;
  const each = (row: RowXml): boolean => {
    const cells = readCells(row, options.sharedStrings);
    cellCount += cells.length;
    if (cellCount > options.limits.maxCells)
      throw new WorkbookError({ kind: 'too-much-data', detail: 'too many cells' });
    return onRow(row, cells);
  };
  let read = 0;
  for await (const chunk of archive.chunks(entry, options.limits.maxSheetBytes)) {
    if (options.signal.aborted) throw new WorkbookError({ kind: 'cancelled' });
    read += chunk.length;
    for (const token of tokenizer.push(chunk)) if (token.kind === 'row' && !each(token.row)) return;
    afterChunk?.(read, entry.uncompressedSize);
  }
  for (const token of tokenizer.end()) if (token.kind === 'row' && !each(token.row)) return;
}

/**
 * The first worksheet whose header row (within its first rows with text) has a layout the
 * account remembers, as the choice it stands for. Only the top of each sheet is inflated.
 */
export async function rememberedChoice(
  archive: ZipArchive,
  pkg: WorkbookPackage,
  options: Pick<AnalyzeOptions, 'limits' | 'sharedStrings' | 'signal'>,
  remembered: RememberedLayouts,
): Promise<ColumnChoice | undefined> {
  if (Object.keys(remembered).length === 0) return undefined;
  for (const sheet of pkg.sheets.filter((s) => s.isWorksheet)) {
    let choice: ColumnChoice | undefined;
    let rowsSeen = 0;
    await forEachRow(archive, sheet, options, (row, cells) => {
      if (!cells.some(hasText)) return true;
      rowsSeen += 1;
      const layoutKey = layoutKeyOf(headerCellsOf(cells));
      const roles = remembered[layoutKey];
      if (roles) choice = { sheet: sheet.name, headerRow: row.number, roles, layoutKey };
      return !choice && rowsSeen < HEADER_SCAN_ROWS;
    });
    if (choice) return choice;
  }
  return undefined;
}

/** The worksheets to search, in order: the chosen one alone when there is a choice. */
function sheetsToRead(pkg: WorkbookPackage, choice: ColumnChoice | undefined): SheetPart[] {
  const worksheets = pkg.sheets.filter((s) => s.isWorksheet);
  if (!choice) return worksheets;
  const chosen = worksheets.find((s) => s.name === choice.sheet);
  if (!chosen) throw new WorkbookError({ kind: 'no-such-sheet', sheet: choice.sheet });
  return [chosen];
}

/** What the read found on the sheet whose header it recognised, for the writer and the workspace. */
function analyzedSheet(
  sheet: SheetPart,
  header: Found,
  read: {
    money: RowMoneyReader | undefined;
    lastValueColumn: number;
    rowExtent: Map<number, number>;
    rows: DataRow[];
  },
): AnalyzedSheet {
  const { money, lastValueColumn, rowExtent, rows } = read;
  const { columns } = header;
  const { amountColumn, creditColumn, currencyColumn, headerCurrency } = columns;
  return {
    sheet,
    headerRow: header.headerRow,
    costColumn: columns.costColumn,
    ...(amountColumn === undefined ? {} : { amountColumn }),
    ...(creditColumn === undefined ? {} : { creditColumn }),
    ...(currencyColumn === undefined ? {} : { currencyColumn }),
    ...(headerCurrency === undefined ? {} : { headerCurrency }),
    amountFormats: Object.fromEntries(money?.formatIds ?? []),
    contextColumns: columns.context,
    focusExport: columns.focusExport,
    columnsRead: columns.read,
    headerStyle: header.headerStyle,
    choice: {
      sheet: sheet.name,
      headerRow: header.headerRow,
      roles: rolesOf(columns),
      layoutKey: header.layoutKey,
    },
    columnSource: header.source,
    lastValueColumn,
    rowExtent,
    rows,
  };
}

export async function analyzeWorkbook(
  archive: ZipArchive,
  pkg: WorkbookPackage,
  options: AnalyzeOptions,
): Promise<AnalyzedSheet> {
  const remembered = options.columns?.remembered ?? {};
  const rememberedAs = options.columns?.choice
    ? undefined
    : await rememberedChoice(archive, pkg, options, remembered);
  const choice = options.columns?.choice ?? rememberedAs;
  let sawValues = false;

  for (const sheet of sheetsToRead(pkg, choice)) {
    let header: Found | undefined;
    let money: RowMoneyReader | undefined;
    const takeHeader = (at: Found): Found => {
      money = new RowMoneyReader(at.columns, options.formats ?? NO_FORMATS);
      return (header = at);
    };
    let rowsSeen = 0;
    let lastValueColumn = 0;
    const rowExtent = new Map<number, number>();
    const rows: DataRow[] = [];

    /** A header row: the chosen one, or the first the search recognises. */
    const findHeader = (row: RowXml, cells: CellXml[], withText: boolean): boolean => {
      if (choice) {
        if (row.number < choice.headerRow) return true;
        const chosen = takeHeader(
          chosenHeader(
            choice.headerRow,
            row.number === choice.headerRow ? cells : [],
            choice.roles,
          ),
        );
        if (rememberedAs) chosen.source = 'remembered';
        if (row.number === choice.headerRow) {
          rowExtent.set(row.number, rightmost(cells));
          return true;
        }
        return onData(row, cells, withText);
      }
      if (!withText) return true;
      rowsSeen += 1;
      const detected = headerOf(row, cells, remembered);
      if (detected) {
        takeHeader(detected);
        rowExtent.set(row.number, rightmost(cells));
      }
      // Not within the first rows: this sheet has no header; move on to the next sheet.
      return detected !== undefined || rowsSeen < HEADER_SCAN_ROWS;
    };

    const onData = (row: RowXml, cells: CellXml[], withText: boolean): boolean => {
      const columns = (header as Found).columns;
      if (!withText) return true;
      rowExtent.set(row.number, rightmost(cells));
      let nameCell = cells.find((cell) => cell.column === columns.costColumn);
      // a FOCUS row without a service name (a tax or credit line) is named by its charge description
      const chargeColumn = columns.context.chargeDescription;
      if (columns.focusExport && !nameCell?.value?.text.trim() && chargeColumn !== undefined)
        nameCell = cells.find((cell) => cell.column === chargeColumn) ?? nameCell;
      const check = checkCostName(nameCell?.value?.text, nameCell?.value?.type);
      if (!check.ok) {
        rows.push({ row: row.number, issue: check.issue });
        return true;
      }
      const context = contextOf(cells, columns);
      // The row is its money read so far: a column's ambiguous amounts are settled in place.
      const read = money?.read(cells) ?? {};
      rows.push(
        Object.assign(read, { row: row.number, name: check.name }, context ? { context } : {}),
      );
      return true;
    };

    let rowsNamed = 0;
    let named: string[] = [];
    await forEachRow(
      archive,
      sheet,
      options,
      (row, cells) => {
        if (cells.length === 0) return true;
        for (const cell of cells)
          if (cell.value !== undefined && cell.column > lastValueColumn)
            lastValueColumn = cell.column;
        const withText = cells.some(hasText);
        if (withText) sawValues = true;
        return header ? onData(row, cells, withText) : findHeader(row, cells, withText);
      },
      (read, total) => {
        if (!header) return;
        options.onProgress(read, total);
        if (!options.onNames) return;
        for (; rowsNamed < rows.length; rowsNamed++) {
          const row = rows[rowsNamed] as DataRow;
          if ('name' in row) named.push(row.name);
        }
        if (named.length >= NAMES_BATCH) {
          options.onNames(named);
          named = [];
        }
      },
    );

    if (header) {
      if (rows.length === 0) throw new WorkbookError({ kind: 'no-data-rows', sheet: sheet.name });
      money?.settle();
      return analyzedSheet(sheet, header, { money, lastValueColumn, rowExtent, rows });
    }
  }
  throw new WorkbookError(sawValues ? { kind: 'no-cost-column' } : { kind: 'empty' });
}
