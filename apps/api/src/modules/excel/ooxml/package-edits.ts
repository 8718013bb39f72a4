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
  /** cellXfs index of "#,##0.00" (Summary amounts). */
  amount: number;
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
 * Appends a bold font and three cell formats (percent, bold, amount) to the styles part. Returns
 * undefined when the part does not have the usual shape; the result is then written unstyled.
 */
export function addResultStyles(stylesXml: string): ResultStyles | undefined {
  const fonts = countIn(stylesXml, 'fonts', 'font');
  if (!fonts || fonts.count === 0) return undefined;
  let xml = insertBefore(
    stylesXml,
    'fonts',
    (p) => `<${p}font><${p}b/><${p}sz val="11"/></${p}font>`,
  );
  xml = setCount(xml, countIn(xml, 'fonts', 'font')?.open as Tag, fonts.count + 1);
  const xfs = countIn(xml, 'cellXfs', 'xf');
  if (!xfs) return undefined;
  xml = insertBefore(
    xml,
    'cellXfs',
    (p) =>
      `<${p}xf numFmtId="9" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
      `<${p}xf numFmtId="0" fontId="${fonts.count}" fillId="0" borderId="0" xfId="0" applyFont="1"/>` +
      `<${p}xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
  );
  xml = setCount(xml, countIn(xml, 'cellXfs', 'xf')?.open as Tag, xfs.count + 3);
  return { xml, percent: xfs.count, bold: xfs.count + 1, amount: xfs.count + 2 };
}
