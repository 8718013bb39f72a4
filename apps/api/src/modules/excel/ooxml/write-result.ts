import { posix } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { RESULT_COLUMNS } from '@trusty/contracts';
import type { Summary } from '../summary';
import { StreamingDeflater, ZipWriter, type DeflatedPart } from '../zip/zip-writer';
import type { ZipArchive } from '../zip/zip-reader';
import type { AnalyzedSheet, SheetLimits } from './analyze-sheet';
import { numberCell, SharedStringsAppendix, sharedCell, worksheetXml } from './cells';
import {
  addContentTypeOverride,
  addRelationship,
  addResultStyles,
  addSheetToWorkbook,
  uniqueSheetName,
  SHARED_STRINGS_CONTENT_TYPE,
  SHARED_STRINGS_REL_TYPE,
  WORKSHEET_CONTENT_TYPE,
  WORKSHEET_REL_TYPE,
  type ResultStyles,
} from './package-edits';
import { readCells, SheetTokenizer, type RowXml } from './sheet-xml';
import { WorkbookError } from './workbook-errors';
import type { WorkbookPackage } from './workbook-package';
import { attribute, columnLetters, forEachTag, MAX_COLUMNS, tagEnd, type Tag } from './xml';

/**
 * Pass 2: the result workbook. Every part of the upload is copied unchanged except the
 * classified sheet, which gains the result columns on its header and data rows, and the
 * workbook's sheet list, relationships, content types and styles, which gain the Summary sheet
 * and three cell formats. Untouched parts are copied compressed, byte for byte.
 */

export type RowOutcome =
  | {
      kind: 'classified';
      layers: readonly string[];
      /** 0..1, written as a percentage: always a number, so the column pivots (issue 34 §4). */
      confidence: number;
      /** The Method column's words: who decided ("Engine", "Your rule", "Your correction"). */
      decidedBy: string;
      reason: string;
    }
  /** A name the engine could not place: no layers, no confidence (nothing to pretend), not charged. */
  | { kind: 'unclassified'; decidedBy: string; reason: string }
  /** A total or subtotal line: not a cost item, left alone. */
  | { kind: 'skipped'; reason: string }
  | { kind: 'error'; message: string };

const STATUS = { unclassified: 'Unclassified', skipped: 'Skipped' } as const;

export interface WriteOptions {
  archive: ZipArchive;
  pkg: WorkbookPackage;
  analysis: AnalyzedSheet;
  /** By spreadsheet row number. */
  outcomes: ReadonlyMap<number, RowOutcome>;
  /** Entries already in the workbook's shared string table (new ones are numbered after). */
  sharedStringCount: number;
  summary: Summary;
  limits: SheetLimits;
  onProgress(rowsWritten: number): void;
  signal: AbortSignal;
}

const WIDTHS = [24, 28, 24, 30, 28, 28, 12, 16, 12, 48];
/** styles.xml of workbooks with many formats runs to a few MB; far beyond that is hostile. */
const MAX_STYLES_BYTES = 32 * 1024 * 1024;
/** Already read once in pass 1 under the pipeline's own (lower) limit. */
const MAX_SHARED_STRINGS_BYTES = 512 * 1024 * 1024;

interface Layout {
  first: number;
  last: number;
  strings: SharedStringsAppendix;
  styles?: ResultStyles;
  headerStyle?: string;
}

/** The Status a row's amount problem adds to: "Classified – amount not read". */
export const AMOUNT_NOT_READ = 'amount not read';

function resultCells(
  layout: Layout,
  row: number,
  outcome: RowOutcome | 'header',
  p: string,
  amountIssue?: string,
): string {
  const text = (i: number, value: string, style?: string) =>
    sharedCell(layout.first + i, row, layout.strings.index(value), style, p);
  if (outcome === 'header')
    return RESULT_COLUMNS.map((name, i) => text(i, name, layout.headerStyle)).join('');
  const column = (name: (typeof RESULT_COLUMNS)[number]) => RESULT_COLUMNS.indexOf(name);
  if (outcome.kind === 'error')
    return text(column('Status'), 'Error') + text(column('Reason'), outcome.message);
  // A row whose amount could not be read says so beside its answer (issue 31).
  const status = (word: string) =>
    text(column('Status'), amountIssue ? `${word} – ${AMOUNT_NOT_READ}` : word);
  const reason = (words: string) =>
    text(column('Reason'), amountIssue ? `Amount not read: ${amountIssue}. ${words}` : words);
  if (outcome.kind === 'skipped') return status(STATUS.skipped) + reason(outcome.reason);
  if (outcome.kind === 'unclassified')
    return (
      text(column('Method'), outcome.decidedBy) +
      status(STATUS.unclassified) +
      reason(outcome.reason)
    );
  const confidence = numberCell(
    layout.first + column('Confidence'),
    row,
    Math.round(outcome.confidence * 100) / 100,
    layout.styles?.percent,
    p,
  );
  return (
    outcome.layers.map((value, i) => text(i, value)).join('') +
    confidence +
    text(column('Method'), outcome.decidedBy) +
    status('Classified') +
    reason(outcome.reason)
  );
}

const SPANS = /\sspans="[^"]*"/;

function patchRow(row: RowXml, added: string, extent: number, layout: Layout): string {
  const p = row.prefix;
  // `spans` is an optional hint of the row's columns; it would now be wrong, so it goes.
  const start = `<${p}row${row.attributes.replace(SPANS, '')}>`;
  if (extent < layout.first) return `${start}${row.body}${added}</${p}row>`;
  // Formatting-only cells to the right of the data: the new cells take their place in column
  // order; blank cells in the new columns give way, later ones keep their position.
  const cells = readCells(row, []);
  const before = cells.filter((cell) => cell.column < layout.first).map((cell) => cell.xml);
  const after = cells
    .filter((cell) => cell.column > layout.last)
    .map((cell) => {
      if (attribute(cell.attributes, 'r') !== undefined) return cell.xml;
      const name = 2 + p.length;
      return `${cell.xml.slice(0, name)} r="${columnLetters(cell.column)}${row.number}"${cell.xml.slice(name)}`;
    });
  return `${start}${before.join('')}${added}${after.join('')}</${p}row>`;
}

interface Edit {
  at: number;
  remove: number;
  insert: string;
}

/** Widens `<dimension ref>` to the new columns and gives them widths in `<cols>`. */
function patchHead(head: string, layout: Layout, lastRow: number): string {
  let dimension: Tag | undefined;
  let cols: Tag | undefined;
  let colsClose: Tag | undefined;
  let sheetData: Tag | undefined;
  const ranges: Array<{ min: number; max: number; at: number }> = [];
  forEachTag(head, (tag) => {
    if (tag.closing) {
      if (tag.local === 'cols' && cols && !colsClose) colsClose = tag;
    } else if (tag.local === 'dimension') dimension ??= tag;
    else if (tag.local === 'cols') cols ??= tag;
    else if (tag.local === 'col' && cols && !colsClose)
      ranges.push({
        min: Number(attribute(tag.inside, 'min')),
        max: Number(attribute(tag.inside, 'max')),
        at: tag.start,
      });
    else if (tag.local === 'sheetData') sheetData = tag;
  });

  const edits: Edit[] = [];
  const ref = dimension ? attribute(dimension.inside, 'ref') : undefined;
  const match = ref ? /^([A-Z]{1,3}\d{1,7})(?::([A-Z]{1,3})(\d{1,7}))?$/.exec(ref) : undefined;
  if (dimension && match) {
    const endRow = Math.max(lastRow, Number(match[3] ?? /\d+$/.exec(match[1] as string)?.[0]));
    const tag = head.slice(dimension.start, dimension.end);
    const updated = tag.replace(
      /(\sref=)(["'])[^"']*\2/,
      (_m, name: string, quote: string) =>
        `${name}${quote}${match[1]}:${columnLetters(layout.last)}${endRow}${quote}`,
    );
    edits.push({ at: dimension.start, remove: tag.length, insert: updated });
  }

  const p = sheetData?.prefix ?? '';
  const widths = WIDTHS.map(
    (width, i) =>
      `<${p}col min="${layout.first + i}" max="${layout.first + i}" width="${width}" customWidth="1"/>`,
  ).join('');
  if (cols && colsClose) {
    // Column definitions must not overlap: keep the file's own when it already covers these.
    if (!ranges.some((r) => r.max >= layout.first && r.min <= layout.last)) {
      const next = ranges.find((r) => r.min > layout.last);
      edits.push({ at: next ? next.at : colsClose.start, remove: 0, insert: widths });
    }
  } else if (sheetData && !cols) {
    edits.push({ at: sheetData.start, remove: 0, insert: `<${p}cols>${widths}</${p}cols>` });
  }

  let xml = head;
  for (const edit of edits.sort((a, b) => b.at - a.at))
    xml = xml.slice(0, edit.at) + edit.insert + xml.slice(edit.at + edit.remove);
  return xml;
}

async function patchSheet(options: WriteOptions, layout: Layout): Promise<DeflatedPart> {
  const { archive, analysis, outcomes } = options;
  const entry = archive.get(analysis.sheet.path);
  if (!entry) throw new Error('classified sheet vanished');
  const amountIssues = new Map<number, string>();
  for (const row of analysis.rows)
    if ('amountIssue' in row && row.amountIssue) amountIssues.set(row.row, row.amountIssue);
  const tokenizer = new SheetTokenizer(options.limits.maxRowBytes);
  const deflater = new StreamingDeflater();
  let pending: string[] = [];
  let pendingLength = 0;
  let rowsWritten = 0;
  const emit = (xml: string) => {
    pending.push(xml);
    pendingLength += xml.length;
  };
  const flush = async () => {
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    pendingLength = 0;
    await deflater.write(text);
  };
  const handle = (tokens: ReturnType<SheetTokenizer['push']>) => {
    for (const token of tokens) {
      if (token.kind !== 'row') {
        emit(
          token.kind === 'head'
            ? patchHead(token.xml, layout, analysis.rows.at(-1)?.row ?? 0)
            : token.xml,
        );
        continue;
      }
      const row = token.row;
      const outcome = row.number === analysis.headerRow ? 'header' : outcomes.get(row.number);
      if (!outcome) {
        emit(row.raw);
        continue;
      }
      emit(
        patchRow(
          row,
          resultCells(layout, row.number, outcome, row.prefix, amountIssues.get(row.number)),
          analysis.rowExtent.get(row.number) ?? 0,
          layout,
        ),
      );
      rowsWritten += 1;
    }
  };
  try {
    for await (const chunk of archive.chunks(entry, options.limits.maxSheetBytes)) {
      if (options.signal.aborted) throw new WorkbookError({ kind: 'cancelled' });
      handle(tokenizer.push(chunk));
      if (pendingLength > 1 << 16) await flush();
      options.onProgress(rowsWritten);
    }
    handle(tokenizer.end());
    await flush();
    return await deflater.finish();
  } catch (error) {
    deflater.destroy();
    throw error;
  }
}

/**
 * The workbook's shared string table with the new entries appended. The table is streamed
 * through (inflate, copy, deflate); its optional count attributes are dropped rather than
 * recounted, since `count` would need every reference in every sheet.
 */
async function appendSharedStrings(
  archive: ZipArchive,
  path: string,
  strings: SharedStringsAppendix,
): Promise<DeflatedPart> {
  const entry = archive.get(path);
  if (!entry) throw new Error('shared strings vanished');
  const deflater = new StreamingDeflater();
  const decoder = new StringDecoder('utf8');
  let prefix: string | undefined;
  let carry = '';
  try {
    for await (const chunk of archive.chunks(entry, MAX_SHARED_STRINGS_BYTES)) {
      let text = carry + decoder.write(chunk);
      if (prefix === undefined) {
        const root = rootTag(text);
        if (!root) {
          // The prolog is a declaration and perhaps a comment; far more is not a string table.
          if (text.length > MAX_PROLOG)
            throw new WorkbookError({ kind: 'too-much-data', detail: 'shared strings prolog' });
          carry = text;
          continue;
        }
        prefix = root.prefix;
        const attributes = root.inside.replace(/\s(count|uniqueCount)="[^"]*"/g, '');
        const open = `<${prefix}sst${attributes}>`;
        // `<sst/>`: an empty table; close it after the new entries.
        text =
          text.slice(0, root.start) +
          open +
          (root.selfClosing ? `</${prefix}sst>` : '') +
          text.slice(root.end);
      }
      // Hold back the end of the text: the closing tag the new entries go before is there.
      await deflater.write(text.slice(0, Math.max(0, text.length - 64)));
      carry = text.slice(Math.max(0, text.length - 64));
    }
    carry += decoder.end();
    const close = carry.lastIndexOf(`</${prefix ?? ''}sst>`);
    if (prefix === undefined || close === -1)
      throw new Error('shared strings without a root element');
    await deflater.write(carry.slice(0, close) + strings.itemsXml(prefix) + carry.slice(close));
    return await deflater.finish();
  } catch (error) {
    deflater.destroy();
    throw error;
  }
}

const MAX_PROLOG = 1 << 20;

/** The root element's start tag, once the text holds all of it (prolog included). */
function rootTag(text: string): Tag | undefined {
  let at = 0;
  for (let lt = text.indexOf('<', at); lt !== -1; lt = text.indexOf('<', at)) {
    const terminator = text.startsWith('<?', lt)
      ? '?>'
      : text.startsWith('<!--', lt)
        ? '-->'
        : text.startsWith('<!', lt)
          ? '>'
          : undefined;
    if (terminator) {
      const end = text.indexOf(terminator, lt + 2);
      if (end === -1) return undefined;
      at = end + terminator.length;
      continue;
    }
    const gt = tagEnd(text, lt);
    if (gt === -1) return undefined;
    let found: Tag | undefined;
    forEachTag(text.slice(lt, gt + 1), (tag) => {
      found = { ...tag, start: lt, end: gt + 1 };
      return true;
    });
    return found;
  }
  return undefined;
}

function newSharedStringsXml(strings: SharedStringsAppendix): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${strings.itemsXml()}</sst>`
  );
}

/**
 * `xl/worksheets/sheetN.xml` with N one past the highest in use. Readers such as exceljs only
 * load worksheet parts named this way, so any other name loses the Summary for them.
 */
function nextSheetPath(archive: ZipArchive, dir: string): string {
  const folder = posix.join(dir, 'worksheets') + '/';
  let highest = 0;
  for (const entry of archive.entries) {
    if (!entry.name.startsWith(folder)) continue;
    const match = /^sheet(\d{1,9})\.xml$/i.exec(entry.name.slice(folder.length));
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return `${folder}sheet${highest + 1}.xml`;
}

/** `wanted`, or `wanted` with -2, -3… before its extension, whichever is free first. */
function unique(taken: (candidate: string) => boolean, wanted: string): string {
  if (!taken(wanted)) return wanted;
  const dot = wanted.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [wanted.slice(0, dot), wanted.slice(dot)] : [wanted, ''];
  for (let n = 2; ; n++) {
    const candidate = `${stem}-${n}${extension}`;
    if (!taken(candidate)) return candidate;
  }
}

export async function writeResultWorkbook(options: WriteOptions): Promise<Buffer> {
  const { archive, pkg, analysis } = options;
  const first = analysis.lastValueColumn + 1;
  const last = first + RESULT_COLUMNS.length - 1;
  if (last > MAX_COLUMNS)
    throw new WorkbookError({ kind: 'too-much-data', detail: 'no room for the result columns' });

  const stylesEntry = pkg.stylesPath ? archive.get(pkg.stylesPath) : undefined;
  const styles = stylesEntry
    ? addResultStyles(
        await archive.text(stylesEntry, MAX_STYLES_BYTES),
        options.summary.moneyFormats,
      )
    : undefined;
  const strings = new SharedStringsAppendix(options.sharedStringCount);
  const layout: Layout = { first, last, strings, styles, headerStyle: analysis.headerStyle };
  const sheetPart = await patchSheet(options, layout);
  const taken = (path: string) => archive.get(path) !== undefined;
  const dir = posix.dirname(pkg.workbookPath);

  const sharedStrings = pkg.sharedStringsPath
    ? {
        path: pkg.sharedStringsPath,
        part: await appendSharedStrings(archive, pkg.sharedStringsPath, strings),
      }
    : { path: unique(taken, posix.join(dir, 'sharedStrings.xml')) };
  const summaryPath = nextSheetPath(archive, dir);
  const summaryRelId = unique((id) => pkg.workbookRelsXml.includes(`"${id}"`), 'rIdTrustySummary');
  const workbookXml = addSheetToWorkbook(pkg.workbookXml, {
    name: uniqueSheetName(
      pkg.sheets.map((sheet) => sheet.name),
      'Summary',
    ),
    sheetId: Math.max(0, ...pkg.sheets.map((sheet) => sheet.sheetId)) + 1,
    relId: summaryRelId,
  });
  let relsXml = addRelationship(pkg.workbookRelsXml, {
    id: summaryRelId,
    type: WORKSHEET_REL_TYPE,
    target: posix.relative(dir, summaryPath),
  });
  let contentTypesXml = addContentTypeOverride(
    pkg.contentTypesXml,
    `/${summaryPath}`,
    WORKSHEET_CONTENT_TYPE,
  );
  if (!sharedStrings.part) {
    relsXml = addRelationship(relsXml, {
      id: unique((id) => relsXml.includes(`"${id}"`), 'rIdTrustyStrings'),
      type: SHARED_STRINGS_REL_TYPE,
      target: posix.relative(dir, sharedStrings.path),
    });
    contentTypesXml = addContentTypeOverride(
      contentTypesXml,
      `/${sharedStrings.path}`,
      SHARED_STRINGS_CONTENT_TYPE,
    );
  }

  const zip = new ZipWriter();
  for (const entry of archive.entries) {
    if (entry.name === analysis.sheet.path) zip.addDeflated(entry, sheetPart);
    else if (entry.name === sharedStrings.path && sharedStrings.part)
      zip.addDeflated(entry, sharedStrings.part);
    else if (entry.name === pkg.workbookPath) zip.addText(entry, workbookXml);
    else if (entry.name === pkg.workbookRelsPath) zip.addText(entry, relsXml);
    else if (entry.name === '[Content_Types].xml') zip.addText(entry, contentTypesXml);
    else if (entry.name === pkg.stylesPath && styles) zip.addText(entry, styles.xml);
    else zip.copy(entry, archive.raw(entry));
  }
  if (!sharedStrings.part) zip.addText(sharedStrings.path, newSharedStringsXml(strings));
  zip.addText(
    summaryPath,
    worksheetXml(options.summary.rows, options.summary.widths, styles ?? {}),
  );
  return zip.finish();
}
