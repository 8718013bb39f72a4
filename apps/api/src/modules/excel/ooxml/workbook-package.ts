import { StringDecoder } from 'node:string_decoder';
import { posix } from 'node:path';
import type { ZipArchive, ZipEntry } from '../zip/zip-reader';
import { SheetTooLargeError } from './sheet-xml';
import { NS, parseAttributes, richText } from './xml';

/**
 * The parts of an .xlsx package the pipeline needs: where the workbook is, its sheets in order
 * (name and part), the shared strings, the styles part, and the relationship and content-type
 * parts it must extend to add the Summary sheet.
 */

export interface SheetPart {
  name: string;
  sheetId: number;
  /** Part path inside the archive, e.g. `xl/worksheets/sheet1.xml`. */
  path: string;
  /** Only worksheets can hold a cost-name column (not chart or dialog sheets). */
  isWorksheet: boolean;
}

export interface WorkbookPackage {
  workbookPath: string;
  workbookXml: string;
  workbookRelsPath: string;
  workbookRelsXml: string;
  contentTypesXml: string;
  sheets: SheetPart[];
  sharedStringsPath?: string;
  stylesPath?: string;
}

export class NotAWorkbookError extends Error {}

/** Small parts (workbook, relationships, content types) never legitimately approach this. */
const MAX_SMALL_PART = 32 * 1024 * 1024;

const RELATIONSHIP = new RegExp(`<${NS}Relationship\\b([^>]*?)/?>`, 'g');
const SHEET = new RegExp(`<${NS}sheet\\b([^>]*?)/?>`, 'g');

interface Relationship {
  id: string;
  type: string;
  target: string;
  external: boolean;
}

function relationships(xml: string): Relationship[] {
  return [...xml.matchAll(RELATIONSHIP)].map((match) => {
    const a = parseAttributes(match[1] as string);
    return {
      id: a.Id ?? '',
      type: a.Type ?? '',
      target: a.Target ?? '',
      external: a.TargetMode === 'External',
    };
  });
}

/** Resolves a relationship target against the folder of the part that owns it. */
function resolveTarget(fromDir: string, target: string): string {
  const path = target.startsWith('/') ? target.slice(1) : posix.join(fromDir, target);
  return posix.normalize(path).replace(/^(\.\.\/)+/, '');
}

function relsPathOf(partPath: string): string {
  return posix.join(posix.dirname(partPath), '_rels', `${posix.basename(partPath)}.rels`);
}

async function readPart(archive: ZipArchive, path: string): Promise<string> {
  const entry = archive.get(path);
  if (!entry) throw new NotAWorkbookError(`missing ${path}`);
  return archive.text(entry, MAX_SMALL_PART);
}

export async function openWorkbookPackage(archive: ZipArchive): Promise<WorkbookPackage> {
  if (!archive.get('[Content_Types].xml')) throw new NotAWorkbookError('no content types');
  const contentTypesXml = await readPart(archive, '[Content_Types].xml');
  const rootRels = relationships(await readPart(archive, '_rels/.rels'));
  const office = rootRels.find((r) => r.type.endsWith('/officeDocument') && !r.external);
  if (!office) throw new NotAWorkbookError('no office document');
  const workbookPath = resolveTarget('', office.target);
  // .xlsb keeps a binary workbook; .ods and .docx are zips too, without a spreadsheet workbook.
  if (!workbookPath.endsWith('.xml'))
    throw new NotAWorkbookError(`unsupported workbook part ${workbookPath}`);
  const workbookXml = await readPart(archive, workbookPath);
  if (!new RegExp(`<${NS}workbook\\b`).test(workbookXml))
    throw new NotAWorkbookError('not a spreadsheet workbook');

  const workbookRelsPath = relsPathOf(workbookPath);
  const workbookRelsXml = await readPart(archive, workbookRelsPath);
  const rels = relationships(workbookRelsXml);
  const dir = posix.dirname(workbookPath);
  const byId = new Map(rels.map((r) => [r.id, r]));

  const sheets: SheetPart[] = [];
  for (const match of workbookXml.matchAll(SHEET)) {
    const a = parseAttributes(match[1] as string);
    // The relationship id attribute is namespaced (`r:id`), with whatever prefix the file chose.
    const idKey = Object.keys(a).find((key) => key.endsWith(':id'));
    const rel = idKey ? byId.get(a[idKey] as string) : undefined;
    if (!rel || rel.external) continue;
    const path = resolveTarget(dir, rel.target);
    if (!archive.get(path)) continue;
    sheets.push({
      name: a.name ?? '',
      sheetId: Number(a.sheetId) || 0,
      path,
      isWorksheet: rel.type.endsWith('/worksheet'),
    });
  }

  const find = (suffix: string) => {
    const rel = rels.find((r) => r.type.endsWith(suffix) && !r.external);
    const path = rel ? resolveTarget(dir, rel.target) : undefined;
    return path && archive.get(path) ? path : undefined;
  };
  return {
    workbookPath,
    workbookXml,
    workbookRelsPath,
    workbookRelsXml,
    contentTypesXml,
    sheets,
    sharedStringsPath: find('/sharedStrings'),
    stylesPath: find('/styles'),
  };
}

/** Excel caps a cell at 32,767 characters; one shared string far beyond that is hostile. */
const MAX_PENDING_ITEM = 4 * 1024 * 1024;

/** The shared string table, read item by item (it can hold most of a workbook's text). */
export async function readSharedStrings(
  archive: ZipArchive,
  entry: ZipEntry,
  maxBytes: number,
): Promise<string[]> {
  const strings: string[] = [];
  const decoder = new StringDecoder('utf8');
  const item = new RegExp(`<(${NS})si\\b[^>]*?(?:/>|>([\\s\\S]*?)</\\1si>)`, 'g');
  let buffer = '';
  const drain = () => {
    item.lastIndex = 0;
    let consumed = 0;
    for (let match = item.exec(buffer); match; match = item.exec(buffer)) {
      strings.push(match[2] ? richText(match[2]) : '');
      consumed = item.lastIndex;
    }
    buffer = buffer.slice(consumed);
  };
  for await (const chunk of archive.chunks(entry, maxBytes)) {
    buffer += decoder.write(chunk);
    drain();
    if (buffer.length > MAX_PENDING_ITEM)
      throw new SheetTooLargeError('a shared string is too large');
  }
  buffer += decoder.end();
  drain();
  return strings;
}
