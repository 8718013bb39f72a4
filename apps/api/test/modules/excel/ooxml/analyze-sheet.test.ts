import { describe, expect, it } from 'vitest';
import {
  analyzeWorkbook,
  type SheetLimits,
} from '../../../../src/modules/excel/ooxml/analyze-sheet';
import { openWorkbookPackage } from '../../../../src/modules/excel/ooxml/workbook-package';
import { ZipArchive } from '../../../../src/modules/excel/zip/zip-reader';
import { handmadeWorkbook, MAIN } from '../fixtures/handmade';

const zipLimits = { maxEntries: 100, maxTotalUncompressed: 1 << 30, maxRatio: 1000 };
const roomy: SheetLimits = { maxSheetBytes: 1 << 26, maxRowBytes: 1 << 20, maxCells: 1_000_000 };

const cell = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const sheet = (rows: string[]) =>
  Buffer.from(
    `<worksheet xmlns="${MAIN}"><sheetData>${rows.map((r, i) => `<row r="${i + 1}">${r}</row>`).join('')}</sheetData></worksheet>`,
  );

async function analyze(rows: string[], limits: SheetLimits = roomy) {
  const archive = new ZipArchive(handmadeWorkbook(sheet(rows)), zipLimits);
  const pkg = await openWorkbookPackage(archive);
  return analyzeWorkbook(archive, pkg, {
    limits,
    sharedStrings: [],
    onProgress: () => {},
    signal: new AbortController().signal,
  });
}

describe('analyzeWorkbook', () => {
  it('finds a header under title rows and reads the rows below it', async () => {
    const result = await analyze([
      cell('A1', 'Report'),
      '',
      cell('A3', 'Amount') + cell('B3', 'Line Description'),
      cell('A4', '10') + cell('B4', 'Zoom'),
    ]);
    expect(result).toMatchObject({
      headerRow: 3,
      costColumn: 2,
      amountColumn: 1,
      lastValueColumn: 2,
    });
    expect(result.rows).toEqual([{ row: 4, name: 'Zoom', amount: 10 }]);
  });

  it('looks for the header only in the first 20 rows', async () => {
    const titles = Array.from({ length: 20 }, (_, i) => cell(`A${i + 1}`, `Note ${i}`));
    await expect(
      analyze([...titles, cell('A21', 'Cost Name'), cell('A22', 'AWS')]),
    ).rejects.toMatchObject({ problem: { kind: 'no-cost-column' } });
  });

  it('refuses a sheet with more cells than the cap', async () => {
    const rows = [
      cell('A1', 'Cost Name'),
      ...Array.from({ length: 30 }, (_, i) => cell(`A${i + 2}`, 'AWS')),
    ];
    await expect(analyze(rows, { ...roomy, maxCells: 20 })).rejects.toMatchObject({
      problem: { kind: 'too-much-data' },
    });
  });

  it('refuses a row larger than the cap instead of buffering it', async () => {
    const rows = [cell('A1', 'Cost Name'), cell('A2', 'x'.repeat(5000))];
    await expect(analyze(rows, { ...roomy, maxRowBytes: 1024 })).rejects.toMatchObject({
      problem: { kind: 'too-much-data', detail: 'a single row' },
    });
  });

  it('refuses a sheet that inflates past its cap', async () => {
    const rows = [
      cell('A1', 'Cost Name'),
      ...Array.from({ length: 200 }, (_, i) => cell(`A${i + 2}`, 'Amazon Web Services')),
    ];
    await expect(analyze(rows, { ...roomy, maxSheetBytes: 4096 })).rejects.toMatchObject({
      problem: 'bomb',
    });
  });
});
