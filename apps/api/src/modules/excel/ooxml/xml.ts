/**
 * Just enough XML for SpreadsheetML parts: entity and `_xHHHH_` decoding, escaping, attributes,
 * and cell references. Element names may carry a namespace prefix (`x:row`), which some
 * producers (the .NET Open XML SDK) use, so every pattern here allows one.
 */

/** `(?:x:)?` — an optional namespace prefix in front of an element name. */
export const NS = '(?:[A-Za-z_][\\w.-]*:)?';

const ENTITY = /&(?:#(\d+)|#x([0-9a-fA-F]+)|(lt|gt|amp|quot|apos));/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
/** ST_Xstring escapes characters XML cannot carry as `_xHHHH_` (and `_` itself as `_x005F_`). */
const XSTRING = /_x([0-9a-fA-F]{4})_/g;

function fromCodePoint(code: number): string {
  return code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}

export function decodeXml(text: string): string {
  let out = text;
  if (out.includes('<![CDATA['))
    out = out.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_m, data: string) => escapeXml(data));
  if (out.includes('&')) {
    out = out.replace(ENTITY, (_m, dec?: string, hex?: string, name?: string) =>
      dec
        ? fromCodePoint(Number(dec))
        : hex
          ? fromCodePoint(parseInt(hex, 16))
          : (NAMED[name as string] ?? ''),
    );
  }
  if (out.includes('_x'))
    out = out.replace(XSTRING, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return out;
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

const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** Attributes of a start tag's inside (`r="A1" t="s"`), values decoded. */
export function parseAttributes(inside: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of inside.matchAll(ATTRIBUTE)) {
    attributes[match[1] as string] = decodeXml(match[2] ?? match[3] ?? '');
  }
  return attributes;
}

/** Reads one attribute without building the whole map (hot path: every cell). */
export function attribute(inside: string, name: string): string | undefined {
  const at = inside.indexOf(`${name}=`);
  if (at === -1) return undefined;
  // The name must start the attribute (" r=" not "ref=").
  const before = at === 0 ? ' ' : inside[at - 1];
  if (before !== ' ' && before !== '\t' && before !== '\n' && before !== '\r') {
    return parseAttributes(inside)[name];
  }
  const quote = inside[at + name.length + 1];
  if (quote !== '"' && quote !== "'") return parseAttributes(inside)[name];
  const end = inside.indexOf(quote, at + name.length + 2);
  return end === -1 ? undefined : inside.slice(at + name.length + 2, end);
}

/** Concatenated `<t>` text of a string item or inline string, without phonetic runs. */
export function richText(xml: string): string {
  const body = xml.includes('rPh')
    ? xml.replace(new RegExp(`<${NS}rPh\\b[\\s\\S]*?</${NS}rPh>`, 'g'), '')
    : xml;
  let text = '';
  for (const match of body.matchAll(
    new RegExp(`<${NS}t\\b[^>]*?(?:/>|>([\\s\\S]*?)</${NS}t>)`, 'g'),
  )) {
    if (match[1]) text += decodeXml(match[1]);
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

/** "AB12" → { column: 28, row: 12 }; undefined when it is not a cell reference. */
export function parseCellRef(ref: string): { column: number; row: number } | undefined {
  const match = /^\$?([A-Z]{1,3})\$?(\d{1,7})$/.exec(ref);
  if (!match) return undefined;
  return { column: columnIndex(match[1] as string), row: Number(match[2]) };
}

/** Excel's limits: columns A..XFD, rows 1..1,048,576. */
export const MAX_COLUMNS = 16_384;
export const MAX_ROWS = 1_048_576;
