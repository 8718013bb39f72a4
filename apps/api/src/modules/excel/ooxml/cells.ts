import { columnLetters, escapeXml } from './xml';

/**
 * Cells the pipeline writes. Text is always written as a string (shared or inline), never as a
 * formula: a cost name such as `=HYPERLINK(…)` or `@SUM(…)` stays text. `p` is the namespace
 * prefix the sheet uses for its elements (`""` or `"x:"`).
 */

function cell(
  column: number,
  row: number,
  style: number | string | undefined,
  p: string,
  type: string,
  inner: string,
): string {
  const styleAttribute = style === undefined ? '' : ` s="${style}"`;
  const typeAttribute = type ? ` t="${type}"` : '';
  return `<${p}c r="${columnLetters(column)}${row}"${styleAttribute}${typeAttribute}>${inner}</${p}c>`;
}

/** `<t>` with its text, keeping leading and trailing spaces. */
function textElement(text: string, p: string): string {
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<${p}t${space}>${escapeXml(text)}</${p}t>`;
}

export function textCell(
  column: number,
  row: number,
  text: string,
  style?: number | string,
  p = '',
): string {
  return cell(column, row, style, p, 'inlineStr', `<${p}is>${textElement(text, p)}</${p}is>`);
}

/** A cell holding entry `index` of the shared string table. */
export function sharedCell(
  column: number,
  row: number,
  index: number,
  style?: number | string,
  p = '',
): string {
  return cell(column, row, style, p, 's', `<${p}v>${index}</${p}v>`);
}

export function numberCell(
  column: number,
  row: number,
  value: number,
  style?: number | string,
  p = '',
): string {
  return cell(column, row, style, p, '', `<${p}v>${Number.isFinite(value) ? value : 0}</${p}v>`);
}

/**
 * New entries for the workbook's shared string table: repeated texts (layer names, statuses,
 * reasons) are stored once, which keeps the result about a fifth smaller than inline text.
 */
export class SharedStringsAppendix {
  private readonly indexes = new Map<string, number>();
  readonly texts: string[] = [];

  /** @param base how many entries the workbook's table already has. */
  constructor(private readonly base: number) {}

  index(text: string): number {
    let index = this.indexes.get(text);
    if (index === undefined) {
      index = this.base + this.texts.length;
      this.indexes.set(text, index);
      this.texts.push(text);
    }
    return index;
  }

  /** The `<si>` items to append, with the table's element prefix. */
  itemsXml(p = ''): string {
    return this.texts.map((text) => `<${p}si>${textElement(text, p)}</${p}si>`).join('');
  }
}

/**
 * A value of a written sheet: text, a plain number, an amount in the number format of its
 * currency (`format` is the currency key, `''` for none stated), or a share shown as a percentage.
 */
export type SummaryValue = string | number | { amount: number; format: string } | { share: number };

export interface WrittenRow {
  cells: SummaryValue[];
  bold?: boolean;
}

export interface WrittenStyles {
  bold?: number;
  /** cellXfs index per currency key. */
  money?: Readonly<Record<string, number>>;
  share?: number;
}

/** A complete worksheet part holding `rows` from A1, for the Summary sheet. */
export function worksheetXml(
  rows: readonly WrittenRow[],
  widths: readonly number[],
  styles: WrittenStyles,
): string {
  const cols = widths
    .map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`)
    .join('');
  const body = rows
    .map((row, r) => {
      const cells = row.cells
        .map((value, c) => {
          if (typeof value === 'string')
            return value === ''
              ? ''
              : textCell(c + 1, r + 1, value, row.bold ? styles.bold : undefined);
          if (typeof value === 'number')
            return numberCell(c + 1, r + 1, value, row.bold ? styles.bold : undefined);
          if ('share' in value) return numberCell(c + 1, r + 1, value.share, styles.share);
          return numberCell(c + 1, r + 1, value.amount, styles.money?.[value.format]);
        })
        .join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    `<sheetFormatPr defaultRowHeight="15"/>${cols ? `<cols>${cols}</cols>` : ''}<sheetData>${body}</sheetData></worksheet>`
  );
}
