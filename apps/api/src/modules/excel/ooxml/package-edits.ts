import { endsName, escapeXml, findEndTag, findStartTag, type Tag } from './xml';

/**
 * Additive edits to the package parts when the Summary sheet and the result styles are added.
 * Each edit inserts before a closing tag and leaves everything else byte-for-byte as it was.
 */

const RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
export const WORKSHEET_REL_TYPE = `${RELATIONSHIPS_NS}/worksheet`;
export const WORKSHEET_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';
export const SHARED_STRINGS_REL_TYPE = `${RELATIONSHIPS_NS}/sharedStrings`;
export const SHARED_STRINGS_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml';

/** Inserts `make(prefix)` before `</element>`, using the prefix the file itself uses. */
function insertBefore(xml: string, element: string, make: (prefix: string) => string): string {
  const close = findEndTag(xml, element);
  if (!close) throw new Error(`no </${element}>`);
  return xml.slice(0, close.start) + make(close.prefix) + xml.slice(close.start);
}

/** "Summary", or "Summary (2)"… when the workbook already has one (names are case-insensitive). */
export function uniqueSheetName(existing: readonly string[], wanted: string): string {
  const taken = new Set(existing.map((name) => name.toLowerCase()));
  if (!taken.has(wanted.toLowerCase())) return wanted;
  for (let n = 2; ; n++) {
    const name = `${wanted} (${n})`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}

export function addSheetToWorkbook(
  workbookXml: string,
  sheet: { name: string; sheetId: number; relId: string },
): string {
  // Use whatever prefix the file binds to the relationships namespace; declare one if none.
  const bound = new RegExp(`xmlns:([\\w.-]+)="${RELATIONSHIPS_NS}"`).exec(workbookXml)?.[1];
  const idAttribute = bound
    ? `${bound}:id="${escapeXml(sheet.relId)}"`
    : `xmlns:r="${RELATIONSHIPS_NS}" r:id="${escapeXml(sheet.relId)}"`;
  return insertBefore(
    workbookXml,
    'sheets',
    (prefix) =>
      `<${prefix}sheet name="${escapeXml(sheet.name)}" sheetId="${sheet.sheetId}" ${idAttribute}/>`,
  );
}

export function addRelationship(
  relsXml: string,
  rel: { id: string; type: string; target: string },
): string {
  return insertBefore(
    relsXml,
    'Relationships',
    (prefix) =>
      `<${prefix}Relationship Id="${escapeXml(rel.id)}" Type="${rel.type}" Target="${escapeXml(rel.target)}"/>`,
  );
}

export function addContentTypeOverride(
  contentTypesXml: string,
  partName: string,
  contentType: string,
): string {
  return insertBefore(
    contentTypesXml,
    'Types',
    (prefix) =>
      `<${prefix}Override PartName="${escapeXml(partName)}" ContentType="${contentType}"/>`,
  );
}

export interface ResultStyles {
  xml: string;
  /** cellXfs index of "0%". */
  percent: number;
  /** cellXfs index of bold text (Summary headings). */
  bold: number;
  /** cellXfs index of "0.00%" (Summary shares). */
  share: number;
  /** cellXfs index of each Summary amount format, by currency key. */
  money: Record<string, number>;
}

/** The file's own numFmtId, or a format code to add to the workbook. */
export type MoneyFormat = number | string;

/** The first id of custom number formats; lower ids are Excel's built-in ones. */
const FIRST_CUSTOM_FORMAT = 164;

/** Adds custom number formats (creating `<numFmts>` when the part has none); their ids by code. */
function addNumberFormats(
  xml: string,
  codes: readonly string[],
): { xml: string; ids: Map<string, number> } | undefined {
  const ids = new Map<string, number>();
  if (codes.length === 0) return { xml, ids };
  let next = FIRST_CUSTOM_FORMAT;
  for (const match of xml.matchAll(/numFmtId="(\d+)"/g))
    next = Math.max(next, Number(match[1]) + 1);
  const items = (p: string) =>
    codes
      .map((code) => {
        ids.set(code, next);
        return `<${p}numFmt numFmtId="${next++}" formatCode="${escapeXml(code)}"/>`;
      })
      .join('');
  const existing = countIn(xml, 'numFmts', 'numFmt');
  if (existing) {
    const updated = insertBefore(xml, 'numFmts', items);
    return {
      xml: setCount(
        updated,
        countIn(updated, 'numFmts', 'numFmt')?.open as Tag,
        existing.count + codes.length,
      ),
      ids,
    };
  }
  // `<numFmts>` comes first in a styles part, before `<fonts>`.
  const fonts = findStartTag(xml, 'fonts');
  if (!fonts || findStartTag(xml, 'numFmts')) return undefined;
  const block = `<${fonts.prefix}numFmts count="${codes.length}">${items(fonts.prefix)}</${fonts.prefix}numFmts>`;
  return { xml: xml.slice(0, fonts.start) + block + xml.slice(fonts.start), ids };
}

function countIn(
  xml: string,
  block: string,
  element: string,
): { count: number; open: Tag } | undefined {
  const open = findStartTag(xml, block);
  if (!open || open.selfClosing) return undefined;
  const close = xml.indexOf(`</${open.prefix}${block}>`, open.end);
  if (close === -1) return undefined;
  const child = `<${open.prefix}${element}`;
  let count = 0;
  for (
    let at = xml.indexOf(child, open.end);
    at !== -1 && at < close;
    at = xml.indexOf(child, at + 1)
  )
    if (endsName(xml.charCodeAt(at + child.length))) count++;
  return { count, open };
}

function setCount(xml: string, open: Tag, count: number): string {
  const tag = xml.slice(open.start, open.end);
  const updated = /\bcount="\d*"/.test(tag)
    ? tag.replace(/\bcount="\d*"/, `count="${count}"`)
    : tag.replace(/>$/, ` count="${count}">`);
  return xml.slice(0, open.start) + updated + xml.slice(open.end);
}

/**
 * Appends a bold font and the result's cell formats (percent, bold, share, and an amount format
 * per currency of the Summary) to the styles part. Returns undefined when the part does not have
 * the usual shape; the result is then written unstyled.
 */
export function addResultStyles(
  stylesXml: string,
  moneyFormats: Readonly<Record<string, MoneyFormat>> = {},
): ResultStyles | undefined {
  const fonts = countIn(stylesXml, 'fonts', 'font');
  if (!fonts || fonts.count === 0) return undefined;
  const keys = Object.keys(moneyFormats);
  const codes = [
    ...new Set(keys.map((key) => moneyFormats[key]).filter((f) => typeof f === 'string')),
  ];
  const formats = addNumberFormats(stylesXml, codes);
  if (!formats) return undefined;
  let xml = insertBefore(
    formats.xml,
    'fonts',
    (p) => `<${p}font><${p}b/><${p}sz val="11"/></${p}font>`,
  );
  xml = setCount(xml, countIn(xml, 'fonts', 'font')?.open as Tag, fonts.count + 1);
  const xfs = countIn(xml, 'cellXfs', 'xf');
  if (!xfs) return undefined;
  const numberXf = (p: string, id: number) =>
    `<${p}xf numFmtId="${id}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`;
  const moneyIds = keys.map((key) => {
    const format = moneyFormats[key] as MoneyFormat;
    return typeof format === 'number' ? format : (formats.ids.get(format) as number);
  });
  xml = insertBefore(
    xml,
    'cellXfs',
    (p) =>
      numberXf(p, 9) +
      `<${p}xf numFmtId="0" fontId="${fonts.count}" fillId="0" borderId="0" xfId="0" applyFont="1"/>` +
      numberXf(p, 10) +
      moneyIds.map((id) => numberXf(p, id)).join(''),
  );
  xml = setCount(xml, countIn(xml, 'cellXfs', 'xf')?.open as Tag, xfs.count + 3 + keys.length);
  const money = Object.fromEntries(keys.map((key, i) => [key, xfs.count + 3 + i]));
  return { xml, percent: xfs.count, bold: xfs.count + 1, share: xfs.count + 2, money };
}
