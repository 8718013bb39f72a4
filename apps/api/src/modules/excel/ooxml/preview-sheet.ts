import type { ColumnSource, DetectedRoles, SheetPreview } from '@trusty/contracts';
import { detectRoles, layoutKeyOf, type RememberedLayouts } from '../column-roles';
import { checkCostName, cleanContext, HEADER_SCAN_ROWS, isTotalLine } from '../cost-columns';
import type { ZipArchive } from '../zip/zip-reader';
import { forEachRow, headerCellsOf, rememberedChoice, type AnalyzeOptions } from './analyze-sheet';
import type { CellXml } from './sheet-xml';
import { WorkbookError } from './workbook-errors';
import type { SheetPart, WorkbookPackage } from './workbook-package';
import { columnLetters } from './xml';

/**
 * What the Excel Processor shows before anything is charged (issue 34 §2): a sheet's header and
 * first rows, the roles detected (or remembered) for its columns, and per column how many rows
 * would be costs to classify — the quote for whichever column the user picks. Runs in a worker
 * thread under the same limits as an upload's read; the whole sheet is streamed once to count.
 */

export type PreviewData = Omit<SheetPreview, 'balance' | 'duplicateOf'>;

export interface PreviewOptions extends Pick<
  AnalyzeOptions,
  'limits' | 'sharedStrings' | 'signal'
> {
  /** The sheet to show; by default the one an upload would read. */
  sheet?: string;
  remembered: RememberedLayouts;
}

/** Rows shown under the header. */
export const PREVIEW_ROWS = 5;
/** Columns listed at most (a hostile sheet may have 16,384). */
export const PREVIEW_COLUMNS = 200;
/** Characters of a cell shown. */
const CELL_CHARS = 60;

interface Header {
  sheet: SheetPart;
  row: number;
  cells: CellXml[];
  roles: DetectedRoles;
  source: ColumnSource;
}

const hasText = (cell: CellXml) => cell.value !== undefined && cell.value.text.trim() !== '';

/** A sheet's header as an upload would find it: detected, else its first row with text. */
async function headerOf(
  archive: ZipArchive,
  sheet: SheetPart,
  options: PreviewOptions,
): Promise<{ detected?: Header; first?: Header }> {
  let detected: Header | undefined;
  let first: Header | undefined;
  let rowsSeen = 0;
  await forEachRow(archive, sheet, options, (row, cells) => {
    if (!cells.some(hasText)) return true;
    rowsSeen += 1;
    first ??= { sheet, row: row.number, cells, roles: {}, source: 'none' };
    const texts = headerCellsOf(cells);
    const remembered = options.remembered[layoutKeyOf(texts)];
    const roles = remembered ?? detectRoles(texts);
    if (roles.costName !== undefined)
      detected = {
        sheet,
        row: row.number,
        cells,
        roles,
        source: remembered ? 'remembered' : 'headers',
      };
    return !detected && rowsSeen < HEADER_SCAN_ROWS;
  });
  return { detected, first };
}

/** The sheet and header to show: the chosen sheet, or the one an upload would read. */
async function chooseHeader(
  archive: ZipArchive,
  pkg: WorkbookPackage,
  options: PreviewOptions,
): Promise<Header> {
  const worksheets = pkg.sheets.filter((s) => s.isWorksheet);
  if (options.sheet !== undefined) {
    const sheet = worksheets.find((s) => s.name === options.sheet);
    if (!sheet) throw new WorkbookError({ kind: 'no-such-sheet', sheet: options.sheet });
    const { detected, first } = await headerOf(archive, sheet, options);
    return detected ?? first ?? { sheet, row: 1, cells: [], roles: {}, source: 'none' };
  }
  const remembered = await rememberedChoice(archive, pkg, options, options.remembered);
  if (remembered) {
    const sheet = worksheets.find((s) => s.name === remembered.sheet) as SheetPart;
    const { detected } = await headerOf(archive, sheet, options);
    if (detected) return detected;
  }
  let firstWithText: Header | undefined;
  for (const sheet of worksheets) {
    const { detected, first } = await headerOf(archive, sheet, options);
    if (detected) return detected;
    firstWithText ??= first;
  }
  if (!firstWithText) throw new WorkbookError({ kind: 'empty' });
  return firstWithText;
}

const shown = (cell: CellXml | undefined) =>
  cell?.value ? (cleanContext(cell.value.text) ?? '').slice(0, CELL_CHARS) : '';

export async function previewWorkbook(
  archive: ZipArchive,
  pkg: WorkbookPackage,
  options: PreviewOptions,
): Promise<PreviewData> {
  const header = await chooseHeader(archive, pkg, options);
  const sample: Array<{ row: number; cells: CellXml[] }> = [];
  const named = new Map<number, number>();
  const seen = new Set(header.cells.filter(hasText).map((cell) => cell.column));
  let dataRows = 0;
  await forEachRow(archive, header.sheet, options, (row, cells) => {
    if (row.number <= header.row || !cells.some(hasText)) return true;
    dataRows += 1;
    if (sample.length < PREVIEW_ROWS) {
      sample.push({ row: row.number, cells });
      for (const cell of cells) if (hasText(cell)) seen.add(cell.column);
    }
    for (const cell of cells) {
      if (!cell.value) continue;
      const check = checkCostName(cell.value.text, cell.value.type);
      if (check.ok && !isTotalLine(check.name))
        named.set(cell.column, (named.get(cell.column) ?? 0) + 1);
    }
    return true;
  });
  for (const column of named.keys()) seen.add(column);
  const columns = [...seen].sort((a, b) => a - b).slice(0, PREVIEW_COLUMNS);
  const headerCell = (column: number) => header.cells.find((cell) => cell.column === column);
  return {
    sheets: pkg.sheets.filter((s) => s.isWorksheet).map((s) => s.name),
    sheet: header.sheet.name,
    headerRow: header.row,
    layoutKey: layoutKeyOf(headerCellsOf(header.cells)),
    columns: columns.map((column) => ({
      column,
      letter: columnLetters(column),
      header: shown(headerCell(column)),
    })),
    rows: sample.map(({ row, cells }) => ({
      row,
      cells: columns.map((column) => shown(cells.find((cell) => cell.column === column))),
    })),
    roles: header.roles,
    source: header.source,
    certain: header.source !== 'none',
    namedRows: columns.map((column) => ({ column, rows: named.get(column) ?? 0 })),
    dataRows,
  };
}
