import { RESULT_COLUMNS } from '@trusty/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { analyzeWorkbook } from '../../../../src/modules/excel/ooxml/analyze-sheet';
import {
  openWorkbookPackage,
  readSharedStrings,
} from '../../../../src/modules/excel/ooxml/workbook-package';
import {
  writeResultWorkbook,
  type RowOutcome,
} from '../../../../src/modules/excel/ooxml/write-result';
import { ZipArchive } from '../../../../src/modules/excel/zip/zip-reader';
import { readWorkbook } from '../excel-helpers';
import { MAIN, REL } from '../fixtures/handmade';
import { buildZip } from '../fuzz/zip-builder';

const zipLimits = { maxEntries: 100, maxTotalUncompressed: 1 << 30, maxRatio: 1000 };
const limits = { maxSheetBytes: 1 << 26, maxRowBytes: 1 << 20, maxCells: 1_000_000 };
const LAYERS = ['Pool', 'Sub-Pool', 'Tower', 'Sub-Tower', 'Solution', 'Category'];
const WORKSHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';

/** The pipeline's read and write passes, every row classified the same way. */
async function processWorkbook(bytes: Buffer): Promise<{ input: ZipArchive; output: ZipArchive }> {
  const input = new ZipArchive(bytes, zipLimits);
  const pkg = await openWorkbookPackage(input);
  const sstEntry = pkg.sharedStringsPath ? input.get(pkg.sharedStringsPath) : undefined;
  const sharedStrings = sstEntry ? await readSharedStrings(input, sstEntry, 1 << 26) : [];
  const signal = new AbortController().signal;
  const analysis = await analyzeWorkbook(input, pkg, {
    limits,
    sharedStrings,
    onProgress: () => {},
    signal,
  });
  const outcome: RowOutcome = {
    kind: 'classified',
    layers: LAYERS,
    confidence: 0.9,
    decidedBy: 'Engine',
    reason: 'matched',
  };
  const file = await writeResultWorkbook({
    archive: input,
    pkg,
    analysis,
    outcomes: new Map(analysis.rows.map((row) => [row.row, outcome])),
    sharedStringCount: sharedStrings.length,
    summary: {
      rows: [{ cells: ['Trusty classification summary'], bold: true }, { cells: ['Rows', 2] }],
      widths: [36, 12],
      moneyFormats: {},
    },
    limits,
    onProgress: () => {},
    signal,
  });
  return { input, output: new ZipArchive(file, zipLimits) };
}

/** Three sheets, written by exceljs (sheet1.xml … sheet3.xml, shared strings, styles). */
async function exceljsWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Notes').addRow(['Prepared by finance']);
  const costs = workbook.addWorksheet('Costs');
  costs.addRow(['Cost Name', 'Amount']);
  costs.addRow(['AWS EC2 compute', 120.5]);
  costs.addRow(['Zoom meetings', 30]);
  workbook.addWorksheet('Empty');
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rules openpyxl (and Excel) apply: each listed sheet resolves to a declared worksheet part. */
async function expectConsistentPackage(output: ZipArchive): Promise<string[]> {
  const text = (name: string) => output.text(output.get(name)!, 1 << 24);
  const workbook = await text('xl/workbook.xml');
  const rels = await text('xl/_rels/workbook.xml.rels');
  const types = await text('[Content_Types].xml');
  const parts: string[] = [];
  for (const [, id] of workbook.matchAll(/<sheet\b[^>]*?r:id="([^"]+)"/g)) {
    const target = new RegExp(`<Relationship\\b[^>]*?Id="${id}"[^>]*?Target="([^"]+)"`).exec(
      rels,
    )?.[1];
    expect(target, `relationship ${id}`).toBeDefined();
    const part = `xl/${target}`;
    expect(output.get(part), part).toBeDefined();
    expect(types).toContain(`<Override PartName="/${part}" ContentType="${WORKSHEET_TYPE}"/>`);
    parts.push(part);
  }
  return parts;
}

describe('writeResultWorkbook', () => {
  it('stores the Summary as the next worksheet part, which exceljs and SheetJS both read', async () => {
    const { input, output } = await processWorkbook(await exceljsWorkbook());
    expect(input.get('xl/worksheets/sheet3.xml')).toBeDefined();
    const parts = await expectConsistentPackage(output);
    expect(parts).toEqual([
      'xl/worksheets/sheet1.xml',
      'xl/worksheets/sheet2.xml',
      'xl/worksheets/sheet3.xml',
      'xl/worksheets/sheet4.xml',
    ]);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(output.bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Notes',
      'Costs',
      'Empty',
      'Summary',
    ]);
    expect(workbook.getWorksheet('Summary')?.getCell('A1').value).toBe(
      'Trusty classification summary',
    );
    expect(workbook.getWorksheet('Summary')?.getCell('B2').value).toBe(2);
    const costs = workbook.getWorksheet('Costs');
    expect(costs?.getRow(1).values).toEqual([undefined, 'Cost Name', 'Amount', ...RESULT_COLUMNS]);
    expect(costs?.getRow(2).values).toEqual([
      undefined,
      'AWS EC2 compute',
      120.5,
      ...LAYERS,
      0.9,
      'Engine',
      'Classified',
      'matched',
    ]);

    const sheetjs = readWorkbook(output.bytes);
    expect(sheetjs.names).toEqual(['Notes', 'Costs', 'Empty', 'Summary']);
    expect(sheetjs.sheets.Summary?.[0]).toEqual(['Trusty classification summary']);
    expect(sheetjs.sheets.Costs?.[2]).toEqual([
      'Zoom meetings',
      30,
      ...LAYERS,
      0.9,
      'Engine',
      'Classified',
      'matched',
    ]);
  });

  it('copies every part it does not change byte for byte', async () => {
    const { input, output } = await processWorkbook(await exceljsWorkbook());
    const changed = new Set([
      'xl/worksheets/sheet2.xml',
      'xl/sharedStrings.xml',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      '[Content_Types].xml',
      'xl/styles.xml',
    ]);
    const untouched = input.entries.filter((entry) => !changed.has(entry.name));
    expect(untouched.length).toBeGreaterThan(3);
    for (const entry of untouched) {
      const copy = output.get(entry.name);
      expect(copy, entry.name).toBeDefined();
      expect(output.raw(copy!).equals(input.raw(entry)), entry.name).toBe(true);
      expect(copy!.crc32).toBe(entry.crc32);
    }
  });
});

describe('entry names', () => {
  const ascii = (name: string, data: string) => ({
    name: Buffer.from(name),
    utf8Flag: false,
    data: Buffer.from(data),
  });
  const cp437 = Buffer.from([
    ...Buffer.from('docs/r'),
    0x82,
    ...Buffer.from('sum'),
    0x82,
    0x2e,
    0x74,
    0x78,
    0x74,
  ]);
  const utf8 = Buffer.from('docs/naïve 東京.txt', 'utf8');
  const workbook = buildZip([
    ascii(
      '[Content_Types].xml',
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${WORKSHEET_TYPE}"/></Types>`,
    ),
    ascii(
      '_rels/.rels',
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    ascii(
      'xl/workbook.xml',
      `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Costs" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    ascii(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    ascii(
      'xl/worksheets/sheet1.xml',
      `<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Cost Name</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>AWS</t></is></c></row></sheetData></worksheet>`,
    ),
    { name: cp437, utf8Flag: false, data: Buffer.from('one') },
    { name: utf8, utf8Flag: true, data: Buffer.from('two') },
  ]);

  it('decodes names by the UTF-8 flag, as CP437 without it', () => {
    const names = new ZipArchive(workbook, zipLimits).entries.map((entry) => entry.name);
    expect(names).toContain('docs/résumé.txt');
    expect(names).toContain('docs/naïve 東京.txt');
  });

  it('writes every copied name back with its own bytes and flag, and new ones as UTF-8', async () => {
    const { input, output } = await processWorkbook(workbook);
    for (const entry of input.entries) {
      const copy = output.get(entry.name);
      expect(copy?.nameBytes.equals(entry.nameBytes), entry.name).toBe(true);
      expect((copy?.flags ?? 0) & 0x0800).toBe(entry.flags & 0x0800);
    }
    expect(output.get('docs/résumé.txt')?.nameBytes.equals(cp437)).toBe(true);
    expect(await output.text(output.get('docs/résumé.txt')!, 100)).toBe('one');
    expect((output.get('xl/worksheets/sheet2.xml')?.flags ?? 0) & 0x0800).toBe(0x0800);
    expect(readWorkbook(output.bytes).names).toEqual(['Costs', 'Summary']);
  });
});
