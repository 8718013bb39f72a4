import { StringDecoder } from 'node:string_decoder';
import { posix } from 'node:path';
import type { ZipArchive, ZipEntry } from '../zip/zip-reader';
import { WorkbookError } from './workbook-errors';
import { decodeXstring } from './xml';
import { elementsOf, XmlStream } from './xml-parser';

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

const notAWorkbook = (detail: string) => new WorkbookError({ kind: 'not-a-workbook', detail });

/** Small parts (workbook, relationships, content types) never legitimately approach this. */
const MAX_SMALL_PART = 32 * 1024 * 1024;

interface Relationship {
  id: string;
  type: string;
  target: string;
  external: boolean;
}

function relationships(xml: string): Relationship[] {
  return elementsOf(xml, new Set(['Relationship'])).elements.map(({ attributes: a }) => {
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
  if (!entry) throw notAWorkbook(`missing ${path}`);
  return archive.text(entry, MAX_SMALL_PART);
}

export async function openWorkbookPackage(archive: ZipArchive): Promise<WorkbookPackage> {
  if (!archive.get('[Content_Types].xml')) throw notAWorkbook('no content types');
  const contentTypesXml = await readPart(archive, '[Content_Types].xml');
  // Only edited later, never interpreted; parsed now so a malformed or DOCTYPE part is refused.
  if (elementsOf(contentTypesXml, new Set()).root !== 'Types') throw notAWorkbook('content types');
  const rootRels = relationships(await readPart(archive, '_rels/.rels'));
  const office = rootRels.find((r) => r.type.endsWith('/officeDocument') && !r.external);
  if (!office) throw notAWorkbook('no office document');
  const workbookPath = resolveTarget('', office.target);
  // .xlsb keeps a binary workbook; .ods and .docx are zips too, without a spreadsheet workbook.
  if (!workbookPath.endsWith('.xml'))
    throw notAWorkbook(`unsupported workbook part ${workbookPath}`);
  const workbookXml = await readPart(archive, workbookPath);
  const workbook = elementsOf(workbookXml, new Set(['sheet']));
  if (workbook.root !== 'workbook') throw notAWorkbook('not a spreadsheet workbook');

  const workbookRelsPath = relsPathOf(workbookPath);
  const workbookRelsXml = await readPart(archive, workbookRelsPath);
  const rels = relationships(workbookRelsXml);
  const dir = posix.dirname(workbookPath);
  const byId = new Map(rels.map((r) => [r.id, r]));

  const sheets: SheetPart[] = [];
  for (const { attributes: a } of workbook.elements) {
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
const MAX_ITEM = 4 * 1024 * 1024;

/**
 * The shared string table, read item by item with a streaming parser (it can hold most of a
 * workbook's text): the `<t>` runs of each `<si>`, phonetic runs (`<rPh>`) left out.
 */
export async function readSharedStrings(
  archive: ZipArchive,
  entry: ZipEntry,
  maxBytes: number,
): Promise<string[]> {
  const strings: string[] = [];
  const decoder = new StringDecoder('utf8');
  let inItem = false;
  let phonetic = 0;
  let inRun = false;
  let item = '';
  let run = '';
  const stream = new XmlStream({
    open(tag, local) {
      if (local === 'si') {
        // Items never nest: refuse at once rather than stack up a hostile file's open tags.
        if (inItem) throw new WorkbookError({ kind: 'not-a-workbook', detail: 'nested <si>' });
        inItem = true;
        item = '';
      } else if (local === 'rPh') phonetic += tag.isSelfClosing ? 0 : 1;
      else if (local === 't' && inItem && phonetic === 0) {
        inRun = !tag.isSelfClosing;
        run = '';
      }
    },
    text(text) {
      if (!inRun) return;
      run += text;
      if (item.length + run.length > MAX_ITEM)
        throw new WorkbookError({ kind: 'too-much-data', detail: 'a shared string' });
    },
    close(local) {
      if (local === 't' && inRun) {
        // Escapes cannot straddle runs, so each run is decoded on its own.
        item += decodeXstring(run);
        inRun = false;
      } else if (local === 'rPh') phonetic = Math.max(0, phonetic - 1);
      else if (local === 'si' && inItem) {
        strings.push(item);
        inItem = false;
      }
    },
  });
  for await (const chunk of archive.chunks(entry, maxBytes)) stream.write(decoder.write(chunk));
  stream.write(decoder.end());
  stream.close();
  return strings;
}
