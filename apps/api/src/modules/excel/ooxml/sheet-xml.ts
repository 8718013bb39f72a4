import { StringDecoder } from 'node:string_decoder';
import { attribute, columnIndex, decodeXml, NS, richText } from './xml';

/**
 * Splits a worksheet part, fed chunk by chunk, into its head (everything up to and including
 * `<sheetData>`), its rows, and its tail (`</sheetData>` onwards). Rows are handed out as soon
 * as they are complete, so a sheet of any length is read with a small, bounded buffer.
 */

export type SheetToken =
  | { kind: 'head'; xml: string }
  | { kind: 'row'; row: RowXml }
  | { kind: 'text'; xml: string }
  | { kind: 'tail'; xml: string };

export interface RowXml {
  /** The element exactly as it appears in the part. */
  raw: string;
  /** The spreadsheet row number (`r`, or one after the previous row). */
  number: number;
  /** Inside of the start tag, e.g. ` r="5" spans="1:6"`. */
  attributes: string;
  /** Everything between `<row …>` and `</row>` (empty for `<row …/>`). */
  body: string;
  /** The element's namespace prefix with its colon (`""` or `"x:"`). */
  prefix: string;
}

export class SheetTooLargeError extends Error {}

const SHEET_DATA = new RegExp(`<(${NS})sheetData\\b[^>]*?(/?)>`);

export class SheetTokenizer {
  private readonly decoder = new StringDecoder('utf8');
  private buffer = '';
  private state: 'head' | 'rows' | 'tail' = 'head';
  private prefix = '';
  private rowOpen = '<row';
  private rowClose = '</row>';
  private dataClose = '</sheetData>';
  private lastRow = 0;

  /** @param maxPending largest piece (one row, or the head) held while waiting for its end. */
  constructor(private readonly maxPending: number) {}

  push(chunk: Buffer): SheetToken[] {
    this.buffer += this.decoder.write(chunk);
    const tokens = this.drain();
    if (this.state !== 'tail' && this.buffer.length > this.maxPending) {
      throw new SheetTooLargeError('a single row or the sheet header is too large');
    }
    return tokens;
  }

  end(): SheetToken[] {
    this.buffer += this.decoder.end();
    const tokens = this.drain();
    if (this.state === 'head') throw new SheetTooLargeError('the sheet has no sheetData');
    if (this.state === 'rows') throw new SheetTooLargeError('the sheet ends inside its data');
    tokens.push({ kind: 'tail', xml: this.buffer });
    this.buffer = '';
    return tokens;
  }

  private drain(): SheetToken[] {
    const tokens: SheetToken[] = [];
    if (this.state === 'head') {
      const match = SHEET_DATA.exec(this.buffer);
      if (!match) return tokens;
      const end = match.index + match[0].length;
      tokens.push({ kind: 'head', xml: this.buffer.slice(0, end) });
      this.buffer = this.buffer.slice(end);
      this.prefix = match[1] ?? '';
      this.rowOpen = `<${this.prefix}row`;
      this.rowClose = `</${this.prefix}row>`;
      this.dataClose = `</${this.prefix}sheetData>`;
      // `<sheetData/>`: an empty sheet; what follows is already the tail.
      this.state = match[2] ? 'tail' : 'rows';
    }
    if (this.state !== 'rows') return tokens;

    let at = 0;
    const buffer = this.buffer;
    for (;;) {
      const next = buffer.indexOf('<', at);
      if (next === -1) break;
      if (next > at) tokens.push({ kind: 'text', xml: buffer.slice(at, next) });
      at = next;
      if (buffer.startsWith(this.dataClose, at)) {
        this.state = 'tail';
        break;
      }
      if (
        !buffer.startsWith(this.rowOpen, at) ||
        !/[\s/>]/.test(buffer[at + this.rowOpen.length] ?? '')
      ) {
        // Anything else between rows (a comment, an unknown element): pass it through untouched.
        const close = buffer.indexOf('>', at);
        if (close === -1) break;
        tokens.push({ kind: 'text', xml: buffer.slice(at, close + 1) });
        at = close + 1;
        continue;
      }
      const tagEnd = buffer.indexOf('>', at);
      if (tagEnd === -1) break;
      const selfClosing = buffer[tagEnd - 1] === '/';
      const attributes = buffer.slice(at + this.rowOpen.length, selfClosing ? tagEnd - 1 : tagEnd);
      let body = '';
      let end = tagEnd + 1;
      if (!selfClosing) {
        const close = buffer.indexOf(this.rowClose, tagEnd);
        if (close === -1) break;
        body = buffer.slice(tagEnd + 1, close);
        end = close + this.rowClose.length;
      }
      if (end - at > this.maxPending) throw new SheetTooLargeError('a single row is too large');
      const declared = Number(attribute(attributes, 'r'));
      const number = Number.isInteger(declared) && declared > 0 ? declared : this.lastRow + 1;
      this.lastRow = number;
      tokens.push({
        kind: 'row',
        row: { raw: buffer.slice(at, end), number, attributes, body, prefix: this.prefix },
      });
      at = end;
    }
    this.buffer = buffer.slice(at);
    return tokens;
  }
}

/** One cell as read: where it is, its raw XML, and its value when it has one. */
export interface CellXml {
  column: number;
  xml: string;
  /** undefined for a cell that only carries formatting. */
  value: CellValue | undefined;
}

export type CellValue =
  | { type: 'string'; text: string }
  | { type: 'number'; number: number; text: string }
  | { type: 'boolean'; text: string }
  | { type: 'error'; text: string };

const cellPatterns = new Map<string, RegExp>();
function cellPattern(prefix: string): RegExp {
  let pattern = cellPatterns.get(prefix);
  if (!pattern) {
    pattern = new RegExp(`<${prefix}c\\b([^>]*?)(?:/>|>([\\s\\S]*?)</${prefix}c>)`, 'g');
    cellPatterns.set(prefix, pattern);
  }
  return pattern;
}

function inner(body: string, element: string, prefix: string): string | undefined {
  const open = body.indexOf(`<${prefix}${element}`);
  if (open === -1) return undefined;
  const tagEnd = body.indexOf('>', open);
  if (tagEnd === -1 || body[tagEnd - 1] === '/') return '';
  const close = body.indexOf(`</${prefix}${element}>`, tagEnd);
  return close === -1 ? undefined : body.slice(tagEnd + 1, close);
}

/**
 * Reads a cell's value. Shared strings are resolved through `sharedStrings`; formulas give their
 * cached result (what the user sees), never the formula text.
 */
function cellValue(
  attributes: string,
  body: string | undefined,
  prefix: string,
  sharedStrings: readonly string[],
): CellValue | undefined {
  if (!body) return undefined;
  const type = attribute(attributes, 't') ?? 'n';
  if (type === 'inlineStr') {
    const is = inner(body, 'is', prefix);
    return is === undefined ? undefined : { type: 'string', text: richText(is) };
  }
  const raw = inner(body, 'v', prefix);
  if (raw === undefined) {
    // A formula without a cached value still occupies the column.
    return body.includes(`<${prefix}f`) ? { type: 'string', text: '' } : undefined;
  }
  switch (type) {
    case 's': {
      const text = sharedStrings[Number(raw)];
      return { type: 'string', text: text ?? '' };
    }
    case 'str':
    case 'd':
      return { type: 'string', text: decodeXml(raw) };
    case 'b':
      return { type: 'boolean', text: raw.trim() === '1' ? 'TRUE' : 'FALSE' };
    case 'e':
      return { type: 'error', text: decodeXml(raw) };
    default: {
      const number = Number(raw);
      return Number.isFinite(number)
        ? { type: 'number', number, text: raw.trim() }
        : { type: 'string', text: decodeXml(raw) };
    }
  }
}

/** The cells of a row in document order, with columns resolved (explicit `r` or positional). */
export function readCells(row: RowXml, sharedStrings: readonly string[]): CellXml[] {
  const cells: CellXml[] = [];
  let column = 0;
  const pattern = cellPattern(row.prefix);
  pattern.lastIndex = 0;
  for (let match = pattern.exec(row.body); match; match = pattern.exec(row.body)) {
    const attributes = match[1] as string;
    const ref = attribute(attributes, 'r');
    const letters = ref ? /^\$?([A-Z]{1,3})/.exec(ref)?.[1] : undefined;
    column = letters ? columnIndex(letters) : column + 1;
    cells.push({
      column,
      xml: match[0],
      value: cellValue(attributes, match[2], row.prefix, sharedStrings),
    });
  }
  return cells;
}
