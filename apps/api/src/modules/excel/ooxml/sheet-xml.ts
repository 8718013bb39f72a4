import { StringDecoder } from 'node:string_decoder';
import { WorkbookError } from './workbook-errors';
import {
  attribute,
  columnIndex,
  decodeXml,
  endsName,
  malformed,
  MAX_COLUMNS,
  MAX_ROWS,
  refusedDoctype,
  richText,
  tagEnd,
} from './xml';

/**
 * Splits a worksheet part, fed chunk by chunk, into its head (everything up to and including
 * `<sheetData>`), its rows, and its tail (`</sheetData>` onwards). Rows are handed out as soon
 * as they are complete, so a sheet of any length is read with a small, bounded buffer.
 *
 * The time is linear in the part's size whatever it holds: every character is scanned once
 * (the search for a row's end resumes where the previous chunk stopped, a piece held across
 * chunks is kept as a list and joined once), and a cell, run or tag that never closes is
 * refused at the first search that fails instead of being searched for again from every later
 * tag. Decision 007 says why this is hand-written rather than a general XML parser.
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

const tooLarge = (detail: string) => new WorkbookError({ kind: 'too-much-data', detail });

/** Enough characters after a `<` to tell a comment, CDATA or DOCTYPE from an element. */
const LOOKAHEAD = 9;
/** Real prefixes are one or two letters; a long one only makes every search longer. */
const MAX_PREFIX = 64;

/** Finds a fixed string in text arriving piece by piece, including one split across pieces. */
class Seeker {
  private tail = '';

  constructor(readonly needle: string) {}

  reset(): void {
    this.tail = '';
  }

  /** Index in `text` just past the needle, or -1 (the end of the text is remembered). */
  find(text: string, from: number): number {
    const k = this.needle.length;
    const tail = this.tail;
    this.tail = '';
    if (tail) {
      const joint = tail + text.slice(from, from + k - 1);
      const at = joint.indexOf(this.needle);
      if (at !== -1) return from + at + k - tail.length;
    }
    const at = text.indexOf(this.needle, from);
    if (at !== -1) return at + k;
    this.tail = (tail + text.slice(Math.max(from, text.length - k + 1))).slice(-(k - 1));
    return -1;
  }
}

/** The end of one tag, scanned across pieces: a `>` outside quoted attribute values. */
class TagScanner {
  private quote = 0;

  reset(): void {
    this.quote = 0;
  }

  find(text: string, from: number): number {
    const length = text.length;
    let i = from;
    while (i < length) {
      if (this.quote !== 0) {
        const close = text.indexOf(this.quote === 34 ? '"' : "'", i);
        if (close === -1) return -1;
        this.quote = 0;
        i = close + 1;
        continue;
      }
      const code = text.charCodeAt(i);
      if (code === 62) return i + 1;
      if (code === 34 || code === 39) this.quote = code;
      i++;
    }
    return -1;
  }
}

export class SheetTokenizer {
  private readonly decoder = new StringDecoder('utf8');
  private state: 'head' | 'rows' | 'tail' = 'head';
  /** What the scan is inside of: running text, one markup construct, or a row's body. */
  private mode: 'text' | 'markup' | 'row' = 'text';
  private prefix = '';
  private rowName = 'row';
  private dataName = 'sheetData';
  private lastRow = 0;
  /** A `<` too close to the end of the last chunk to be classified yet. */
  private carry = '';
  /** The piece in progress (the head, a tag, or a row), joined once it is complete. */
  private pieces: string[] = [];
  private piecesLength = 0;
  private markupIsTag = false;
  private readonly tagScanner = new TagScanner();
  private markupSeeker = new Seeker('>');
  private rowSeeker = new Seeker('</row>');
  private rowStart = '';
  private head: string[] = [];
  private headLength = 0;
  private tokens: SheetToken[] = [];

  /** @param maxPending largest piece (one row, or the head) held while waiting for its end. */
  constructor(private readonly maxPending: number) {}

  push(chunk: Buffer): SheetToken[] {
    this.feed(this.decoder.write(chunk), false);
    return this.take();
  }

  end(): SheetToken[] {
    this.feed(this.decoder.end(), true);
    if (this.state === 'head') throw malformed('the sheet has no sheetData');
    if (this.state === 'rows' || this.mode !== 'text')
      throw malformed('the sheet ends inside its data');
    return this.take();
  }

  private take(): SheetToken[] {
    const tokens = this.tokens;
    this.tokens = [];
    return tokens;
  }

  private feed(input: string, final: boolean): void {
    const text = this.carry ? this.carry + input : input;
    this.carry = '';
    const length = text.length;
    let i = 0;
    while (i < length) {
      if (this.mode === 'row') {
        const end = this.rowSeeker.find(text, i);
        if (end === -1) {
          this.hold(text.slice(i));
          return;
        }
        this.hold(text.slice(i, end));
        i = end;
        this.finishRow();
        continue;
      }
      if (this.mode === 'markup') {
        const end = this.markupIsTag
          ? this.tagScanner.find(text, i)
          : this.markupSeeker.find(text, i);
        if (end === -1) {
          this.hold(text.slice(i));
          return;
        }
        this.hold(text.slice(i, end));
        i = end;
        this.finishMarkup();
        continue;
      }
      if (this.state === 'tail') {
        this.tokens.push({ kind: 'tail', xml: i === 0 ? text : text.slice(i) });
        return;
      }
      const lt = text.indexOf('<', i);
      const stop = lt === -1 ? length : lt;
      if (stop > i) this.text(text.slice(i, stop));
      if (lt === -1) return;
      if (!final && length - lt < LOOKAHEAD) {
        this.carry = text.slice(lt);
        return;
      }
      i = this.completeInText(text, lt);
      if (i === -1) i = this.startMarkup(text, lt);
    }
  }

  /**
   * The common case, kept free of copies: a tag, and for a row its whole element, lies within
   * this text. Returns where to go on, or -1 to read it piece by piece instead (then at most the
   * rest of this text is scanned a second time, once per chunk).
   */
  private completeInText(text: string, lt: number): number {
    const next = text.charCodeAt(lt + 1);
    if (next === 33 /* ! */ || next === 63 /* ? */) return -1;
    const gt = tagEnd(text, lt);
    if (gt === -1) return -1;
    if (gt + 1 - lt > this.maxPending) throw tooLarge('a single tag');
    this.markupIsTag = true;
    this.onTag(text.slice(lt, gt + 1));
    if (this.mode !== 'row') return gt + 1;
    const close = text.indexOf(this.rowSeeker.needle, gt + 1);
    if (close === -1) return gt + 1;
    const end = close + this.rowSeeker.needle.length;
    if (end - lt > this.maxPending) throw tooLarge('a single row');
    this.mode = 'text';
    const start = this.rowStart;
    this.rowStart = '';
    this.emitRow(text.slice(lt, end), rowAttributes(start), text.slice(gt + 1, close));
    return end;
  }

  /** Classifies the construct at `lt` and returns where scanning for its end begins. */
  private startMarkup(text: string, lt: number): number {
    this.mode = 'markup';
    this.markupIsTag = false;
    let from = lt + 2;
    if (text.startsWith('<!--', lt)) {
      this.markupSeeker = new Seeker('-->');
      from = lt + 4;
    } else if (text.startsWith('<![CDATA[', lt)) {
      this.markupSeeker = new Seeker(']]>');
      from = lt + 9;
    } else if (text.startsWith('<!DOCTYPE', lt)) {
      throw refusedDoctype();
    } else if (text.startsWith('<?', lt)) {
      this.markupSeeker = new Seeker('?>');
    } else if (text.startsWith('<!', lt)) {
      this.markupSeeker = new Seeker('>');
    } else {
      this.markupIsTag = true;
      this.tagScanner.reset();
      from = lt + 1;
    }
    from = Math.min(from, text.length);
    this.hold(text.slice(lt, from));
    return from;
  }

  private hold(piece: string): void {
    if (piece.length === 0) return;
    this.pieces.push(piece);
    this.piecesLength += piece.length;
    if (this.piecesLength + this.headLength > this.maxPending)
      throw tooLarge(this.state === 'head' ? 'the sheet header' : 'a single row');
  }

  private takePieces(): string {
    const joined = this.pieces.length === 1 ? (this.pieces[0] as string) : this.pieces.join('');
    this.pieces = [];
    this.piecesLength = 0;
    return joined;
  }

  private text(xml: string): void {
    if (this.state === 'head') {
      this.head.push(xml);
      this.headLength += xml.length;
      if (this.headLength > this.maxPending) throw tooLarge('the sheet header');
    } else this.tokens.push({ kind: 'text', xml });
  }

  private finishMarkup(): void {
    this.mode = 'text';
    const raw = this.takePieces();
    if (this.markupIsTag) this.onTag(raw);
    else this.text(raw);
  }

  private onTag(raw: string): void {
    const closing = raw.charCodeAt(1) === 47;
    let nameEnd = closing ? 2 : 1;
    while (nameEnd < raw.length && !endsName(raw.charCodeAt(nameEnd))) nameEnd++;
    const name = raw.slice(closing ? 2 : 1, nameEnd);
    const selfClosing = raw.charCodeAt(raw.length - 2) === 47;

    if (this.state === 'head') {
      this.text(raw);
      const colon = name.indexOf(':');
      if (closing || name.slice(colon + 1) !== 'sheetData') return;
      if (colon >= MAX_PREFIX) throw malformed('namespace prefix too long');
      this.prefix = name.slice(0, colon + 1);
      this.rowName = `${this.prefix}row`;
      this.dataName = name;
      this.rowSeeker = new Seeker(`</${this.rowName}>`);
      this.tokens.push({ kind: 'head', xml: this.head.join('') });
      this.head = [];
      this.headLength = 0;
      // `<sheetData/>`: an empty sheet; what follows is already the tail.
      this.state = selfClosing ? 'tail' : 'rows';
      return;
    }
    if (!closing && name === this.rowName) {
      if (selfClosing) {
        this.emitRow(raw, raw.slice(nameEnd, raw.length - 2), '');
        return;
      }
      this.rowStart = raw;
      this.rowSeeker.reset();
      this.mode = 'row';
      return;
    }
    if (closing && name === this.dataName) {
      this.state = 'tail';
      this.tokens.push({ kind: 'tail', xml: raw });
      return;
    }
    // Anything else between rows (an unknown element): passed through untouched.
    this.text(raw);
  }

  private finishRow(): void {
    this.mode = 'text';
    const start = this.rowStart;
    this.rowStart = '';
    const rest = this.takePieces();
    const body = rest.slice(0, rest.length - this.rowSeeker.needle.length);
    this.emitRow(start + rest, rowAttributes(start), body);
  }

  private emitRow(raw: string, attributes: string, body: string): void {
    const declared = Number(attribute(attributes, 'r'));
    const number = Number.isInteger(declared) && declared > 0 ? declared : this.lastRow + 1;
    if (number > MAX_ROWS) throw new WorkbookError({ kind: 'too-many-rows', row: number });
    this.lastRow = number;
    this.tokens.push({
      kind: 'row',
      row: { raw, number, attributes, body, prefix: this.prefix },
    });
  }
}

/** Inside of a (not self-closing) row start tag. */
function rowAttributes(start: string): string {
  let nameEnd = 1;
  while (nameEnd < start.length && !endsName(start.charCodeAt(nameEnd))) nameEnd++;
  return start.slice(nameEnd, start.length - 1);
}

/** One cell as read: where it is, its raw XML, and its value when it has one. */
export interface CellXml {
  column: number;
  xml: string;
  /** Inside of the start tag, e.g. ` r="B5" s="3" t="s"`. */
  attributes: string;
  /** undefined for a cell that only carries formatting. */
  value: CellValue | undefined;
}

export type CellValue =
  | { type: 'string'; text: string }
  | { type: 'number'; number: number; text: string }
  | { type: 'boolean'; text: string }
  | { type: 'error'; text: string };

/** Start of the first `<{name}` element in `body` (not `<{name}x`), or -1. */
function elementStart(body: string, name: string): number {
  for (let at = body.indexOf(`<${name}`); at !== -1; at = body.indexOf(`<${name}`, at + 1)) {
    if (endsName(body.charCodeAt(at + name.length + 1))) return at;
  }
  return -1;
}

/** Text content of the first `<{name}>` child; '' when it is self-closing. */
function inner(body: string, name: string): string | undefined {
  // Nearly every cell is `<v>…</v>` and nothing else: no need to look further.
  if (
    body.charCodeAt(0) === 60 &&
    body.charCodeAt(name.length + 1) === 62 &&
    body.startsWith(name, 1)
  ) {
    const close = body.indexOf(`</${name}>`, name.length + 2);
    if (close === -1) throw malformed(`unterminated <${name}>`);
    return body.slice(name.length + 2, close);
  }
  const open = elementStart(body, name);
  if (open === -1) return undefined;
  const gt = tagEnd(body, open);
  if (gt === -1) throw malformed(`unterminated <${name}>`);
  if (body.charCodeAt(gt - 1) === 47) return '';
  const close = body.indexOf(`</${name}>`, gt);
  if (close === -1) throw malformed(`unterminated <${name}>`);
  return body.slice(gt + 1, close);
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
    const is = inner(body, `${prefix}is`);
    return is === undefined ? undefined : { type: 'string', text: richText(is) };
  }
  const raw = inner(body, `${prefix}v`);
  if (raw === undefined) {
    // A formula without a cached value still occupies the column.
    return elementStart(body, `${prefix}f`) !== -1 ? { type: 'string', text: '' } : undefined;
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

/**
 * Column of a cell reference's letters (`$AB12` → 28), or undefined without letters. A reference
 * past Excel's grid, in either direction, is refused.
 */
function refColumn(ref: string): number | undefined {
  let i = ref.charCodeAt(0) === 36 ? 1 : 0;
  const start = i;
  while (i < ref.length && ref.charCodeAt(i) >= 65 && ref.charCodeAt(i) <= 90) i++;
  if (i === start) return undefined;
  // Four letters already pass XFD; do not spend time on a megabyte of them.
  const column = i - start > 3 ? MAX_COLUMNS + 1 : columnIndex(ref.slice(start, i));
  if (column > MAX_COLUMNS) throw new WorkbookError({ kind: 'too-many-columns', column });
  const row = Number(ref.slice(ref.charCodeAt(i) === 36 ? i + 1 : i));
  if (row > MAX_ROWS) throw new WorkbookError({ kind: 'too-many-rows', row });
  return column;
}

/**
 * The cells of a row in document order, with columns resolved (explicit `r` or positional).
 * One forward pass: each cell's end is searched for once, from its own start tag.
 */
export function readCells(row: RowXml, sharedStrings: readonly string[]): CellXml[] {
  const cells: CellXml[] = [];
  const { body, prefix } = row;
  const name = `${prefix}c`;
  const close = `</${name}>`;
  let column = 0;
  let at = 0;
  for (let lt = body.indexOf('<', at); lt !== -1; lt = body.indexOf('<', at)) {
    if (body.startsWith('<!--', lt)) {
      const end = body.indexOf('-->', lt + 4);
      if (end === -1) throw malformed('unterminated comment');
      at = end + 3;
      continue;
    }
    const gt = tagEnd(body, lt);
    if (gt === -1) throw malformed('unterminated tag');
    at = gt + 1;
    if (!body.startsWith(name, lt + 1) || !endsName(body.charCodeAt(lt + 1 + name.length)))
      continue;
    const selfClosing = body.charCodeAt(gt - 1) === 47;
    const attributes = body.slice(lt + 1 + name.length, selfClosing ? gt - 1 : gt);
    let content: string | undefined;
    if (!selfClosing) {
      const end = body.indexOf(close, at);
      if (end === -1) throw malformed(`unterminated <${name}>`);
      content = body.slice(at, end);
      at = end + close.length;
    }
    const ref = attribute(attributes, 'r');
    const explicit = ref ? refColumn(ref) : undefined;
    column = explicit ?? column + 1;
    if (column > MAX_COLUMNS) throw new WorkbookError({ kind: 'too-many-columns', column });
    cells.push({
      column,
      xml: body.slice(lt, at),
      attributes,
      value: cellValue(attributes, content, prefix, sharedStrings),
    });
  }
  return cells;
}
