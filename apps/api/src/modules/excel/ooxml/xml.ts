import { WorkbookError } from './workbook-errors';

/**
 * Just enough XML for SpreadsheetML parts: entity and `_xHHHH_` decoding, escaping, attributes,
 * start tags and cell references. Element names may carry a namespace prefix (`x:row`), which
 * some producers (the .NET Open XML SDK) use.
 *
 * Every scan here moves forward only and never revisits the text it has passed: an upload is
 * hostile until proven otherwise, and a pattern that rescans (a lazy `[\s\S]*?` from each of
 * 320,000 unclosed tags) turns a 2.6 KB file into minutes of CPU. No regular expression here
 * may backtrack over unbounded text.
 */

export const malformed = (detail: string): WorkbookError =>
  new WorkbookError({ kind: 'not-a-workbook', detail: `malformed XML: ${detail}` });

const ENTITY = /&(?:#(\d+)|#x([0-9a-fA-F]+)|(lt|gt|amp|quot|apos));/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
/** ST_Xstring escapes characters XML cannot carry as `_xHHHH_` (and `_` itself as `_x005F_`). */
const XSTRING = /_x([0-9a-fA-F]{4})_/g;

/** XML 1.0's Char production: a reference to anything else makes the document malformed. */
const isXmlChar = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  (code >= 0x10000 && code <= 0x10ffff);

function fromCodePoint(code: number): string {
  if (!isXmlChar(code)) throw malformed(`character reference to U+${code.toString(16)}`);
  return String.fromCodePoint(code);
}

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (_m, dec?: string, hex?: string, name?: string) =>
    dec
      ? fromCodePoint(Number(dec))
      : hex
        ? fromCodePoint(parseInt(hex, 16))
        : (NAMED[name as string] ?? ''),
  );
}

/** Decodes `_xHHHH_` escapes (a cell may hold any UTF-16 unit, `_x0000_` included). */
export function decodeXstring(text: string): string {
  return text.includes('_x')
    ? text.replace(XSTRING, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : text;
}

/** Text content as the cell holds it: CDATA sections kept verbatim, entities and escapes decoded. */
export function decodeXml(text: string): string {
  let out = '';
  let at = 0;
  for (
    let open = text.indexOf('<![CDATA[', at);
    open !== -1;
    open = text.indexOf('<![CDATA[', at)
  ) {
    const close = text.indexOf(']]>', open + 9);
    if (close === -1) throw malformed('unterminated CDATA section');
    out += decodeEntities(text.slice(at, open)) + text.slice(open + 9, close);
    at = close + 3;
  }
  out += at === 0 ? decodeEntities(text) : decodeEntities(text.slice(at));
  return decodeXstring(out);
}

// Characters XML 1.0 cannot contain at all; they are written as ST_Xstring escapes.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text content or attribute value, safe in both positions. */
export function escapeXml(text: string): string {
  return text
    .replace(/_(?=x[0-9a-fA-F]{4}_)/g, '_x005F_')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(
      FORBIDDEN,
      (ch) => `_x${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`,
    );
}

const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;
/** Characters that end an element name: space, `/`, `>` (and the end of the text). */
export const endsName = (code: number): boolean =>
  Number.isNaN(code) || isSpace(code) || code === 47 || code === 62;

/**
 * One attribute of a start tag's inside (`r="A1" t="s"`), its value decoded. One forward pass;
 * a stray word without `=` is skipped and an unterminated quote ends the scan (the tag is garbage
 * anyway). The hot path: every cell's `r` and `t`.
 */
export function attribute(inside: string, name: string): string | undefined {
  const length = inside.length;
  let i = 0;
  while (i < length) {
    while (i < length && isSpace(inside.charCodeAt(i))) i++;
    const nameStart = i;
    while (i < length) {
      const code = inside.charCodeAt(i);
      if (code === 61 || isSpace(code)) break;
      i++;
    }
    const nameEnd = i;
    while (i < length && isSpace(inside.charCodeAt(i))) i++;
    if (inside.charCodeAt(i) !== 61) {
      if (i === nameStart) i++;
      continue;
    }
    i++;
    while (i < length && isSpace(inside.charCodeAt(i))) i++;
    const quote = inside[i];
    if (quote !== '"' && quote !== "'") return undefined;
    const end = inside.indexOf(quote, i + 1);
    if (end === -1) return undefined;
    if (nameEnd - nameStart === name.length && inside.startsWith(name, nameStart)) {
      const raw = inside.slice(i + 1, end);
      return raw.includes('&') ? decodeEntities(raw) : raw;
    }
    i = end + 1;
  }
  return undefined;
}

/**
 * Index of the `>` closing the tag that starts at `from` (a `<`), skipping quoted attribute
 * values; -1 when the text ends first. Each character is looked at once.
 */
export function tagEnd(text: string, from: number): number {
  const length = text.length;
  for (let i = from + 1; i < length; i++) {
    const code = text.charCodeAt(i);
    if (code === 62) return i;
    if (code === 34 || code === 39) {
      const close = text.indexOf(code === 34 ? '"' : "'", i + 1);
      if (close === -1) return -1;
      i = close;
    }
  }
  return -1;
}

export interface Tag {
  /** Index of `<`. */
  start: number;
  /** Index just past `>`. */
  end: number;
  /** Qualified name as written (`x:row`). */
  name: string;
  /** Its prefix with the colon (`""` or `"x:"`). */
  prefix: string;
  local: string;
  closing: boolean;
  selfClosing: boolean;
  /** Inside of a start tag after the name (` r="5"`). */
  inside: string;
}

/**
 * Every element tag of a complete piece of XML, in order; comments, processing instructions,
 * CDATA and declarations are stepped over. Stops early when `visit` returns true. Refuses a
 * DOCTYPE: a workbook never needs one, and entity declarations are how XML bombs are built.
 */
export function forEachTag(xml: string, visit: (tag: Tag) => boolean | void): void {
  let at = 0;
  for (let lt = xml.indexOf('<', at); lt !== -1; lt = xml.indexOf('<', at)) {
    const next = xml.charCodeAt(lt + 1);
    if (next === 33 /* ! */) {
      if (xml.startsWith('<!--', lt)) at = skipPast(xml, '-->', lt + 4, 'comment');
      else if (xml.startsWith('<![CDATA[', lt)) at = skipPast(xml, ']]>', lt + 9, 'CDATA');
      else if (xml.startsWith('<!DOCTYPE', lt)) throw refusedDoctype();
      else at = skipPast(xml, '>', lt + 2, 'declaration');
      continue;
    }
    if (next === 63 /* ? */) {
      at = skipPast(xml, '?>', lt + 2, 'processing instruction');
      continue;
    }
    const gt = tagEnd(xml, lt);
    if (gt === -1) throw malformed('unterminated tag');
    const closing = next === 47;
    const selfClosing = !closing && xml.charCodeAt(gt - 1) === 47;
    const nameStart = closing ? lt + 2 : lt + 1;
    let nameEnd = nameStart;
    while (nameEnd < gt && !endsName(xml.charCodeAt(nameEnd))) nameEnd++;
    const name = xml.slice(nameStart, nameEnd);
    const colon = name.indexOf(':');
    at = gt + 1;
    const tag: Tag = {
      start: lt,
      end: gt + 1,
      name,
      prefix: colon === -1 ? '' : name.slice(0, colon + 1),
      local: colon === -1 ? name : name.slice(colon + 1),
      closing,
      selfClosing,
      inside: closing ? '' : xml.slice(nameEnd, selfClosing ? gt - 1 : gt),
    };
    if (visit(tag) === true) return;
  }
}

function skipPast(xml: string, terminator: string, from: number, what: string): number {
  const end = xml.indexOf(terminator, from);
  if (end === -1) throw malformed(`unterminated ${what}`);
  return end + terminator.length;
}

export const refusedDoctype = (): WorkbookError =>
  new WorkbookError({ kind: 'not-a-workbook', detail: 'a DOCTYPE declaration' });

/** The first start tag with this local name (any prefix), or undefined. */
export function findStartTag(xml: string, local: string): Tag | undefined {
  let found: Tag | undefined;
  forEachTag(xml, (tag) => {
    if (tag.closing || tag.local !== local) return false;
    found = tag;
    return true;
  });
  return found;
}

/** The first closing tag with this local name after `from`, or undefined. */
export function findEndTag(xml: string, local: string, from = 0): Tag | undefined {
  let found: Tag | undefined;
  forEachTag(xml, (tag) => {
    if (!tag.closing || tag.local !== local || tag.start < from) return false;
    found = tag;
    return true;
  });
  return found;
}

/**
 * Concatenated `<t>` text of a string item or inline string, without phonetic runs (`<rPh>`).
 * One forward pass: each tag is found once and each run's end is searched for once.
 */
export function richText(xml: string): string {
  let text = '';
  let at = 0;
  for (let lt = xml.indexOf('<', at); lt !== -1; lt = xml.indexOf('<', at)) {
    const next = xml.charCodeAt(lt + 1);
    if (next === 33 /* ! */ || next === 63 /* ? */ || next === 47 /* / */) {
      if (xml.startsWith('<!--', lt)) at = skipPast(xml, '-->', lt + 4, 'comment');
      else if (next === 63) at = skipPast(xml, '?>', lt + 2, 'processing instruction');
      else at = skipPast(xml, '>', lt + 2, 'tag');
      continue;
    }
    const gt = tagEnd(xml, lt);
    if (gt === -1) throw malformed('unterminated tag');
    let nameEnd = lt + 1;
    while (nameEnd < gt && !endsName(xml.charCodeAt(nameEnd))) nameEnd++;
    const name = xml.slice(lt + 1, nameEnd);
    const local = name.slice(name.indexOf(':') + 1);
    at = gt + 1;
    if (xml.charCodeAt(gt - 1) === 47 || (local !== 't' && local !== 'rPh')) continue;
    // Runs hold only text; their end is the first closing tag of the same name.
    const close = xml.indexOf(`</${name}>`, at);
    if (close === -1) throw malformed(`unterminated <${name}>`);
    if (local === 't') text += decodeXml(xml.slice(at, close));
    at = close + name.length + 3;
  }
  return text;
}

/** "A" → 1, "AB" → 28. */
export function columnIndex(letters: string): number {
  let index = 0;
  for (let i = 0; i < letters.length; i++) index = index * 26 + (letters.charCodeAt(i) - 64);
  return index;
}

/** 1 → "A", 28 → "AB". */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** Excel's limits: columns A..XFD, rows 1..1,048,576. */
export const MAX_COLUMNS = 16_384;
export const MAX_ROWS = 1_048_576;
