import { describe, expect, it } from 'vitest';
import { analyzeWorkbook } from '../../../../src/modules/excel/ooxml/analyze-sheet';
import { SheetTokenizer } from '../../../../src/modules/excel/ooxml/sheet-xml';
import {
  openWorkbookPackage,
  readSharedStrings,
} from '../../../../src/modules/excel/ooxml/workbook-package';
import { ZipArchive } from '../../../../src/modules/excel/zip/zip-reader';
import { handmadeWorkbook, MAIN, zip } from '../fixtures/handmade';

/**
 * Hostile shapes that made the old regular-expression reader quadratic (320,000 unclosed `<c>`
 * in one row took 174 s). Each runs at n and 8n: a linear reader takes about 8 times longer, a
 * quadratic one 64 times. The bound (24 times, and seconds in absolute terms where the old reader
 * took minutes) leaves room for a loaded machine without letting a quadratic reader through.
 */

const N = 20_000;
const zipLimits = { maxEntries: 100, maxTotalUncompressed: 1 << 30, maxRatio: 1e9 };
const limits = { maxSheetBytes: 1 << 28, maxRowBytes: 1 << 25, maxCells: 5_000_000 };
const HEADER = '<row r="1"><c r="A1" t="inlineStr"><is><t>Cost Name</t></is></c></row>';

async function analyzeSheet(rowsXml: string) {
  const sheet = Buffer.from(
    `<worksheet xmlns="${MAIN}"><sheetData>${HEADER}${rowsXml}</sheetData></worksheet>`,
  );
  const archive = new ZipArchive(handmadeWorkbook(sheet), zipLimits);
  return analyzeWorkbook(archive, await openWorkbookPackage(archive), {
    limits,
    sharedStrings: [],
    onProgress: () => {},
    signal: new AbortController().signal,
  });
}

async function sharedStrings(itemsXml: string) {
  const archive = new ZipArchive(
    zip([{ name: 'sst.xml', data: Buffer.from(`<sst xmlns="${MAIN}">${itemsXml}</sst>`) }]),
    zipLimits,
  );
  return readSharedStrings(archive, archive.get('sst.xml')!, 1 << 28);
}

async function timed(run: () => Promise<unknown>): Promise<{ seconds: number; outcome: unknown }> {
  const start = performance.now();
  let outcome: unknown;
  try {
    outcome = await run();
  } catch (error) {
    outcome = error;
  }
  return { seconds: (performance.now() - start) / 1000, outcome };
}

async function expectLinear(run: (n: number) => Promise<unknown>): Promise<unknown> {
  await timed(() => run(N / 4)); // warm up the JIT
  const small = await timed(() => run(N));
  const large = await timed(() => run(8 * N));
  expect(large.seconds).toBeLessThan(5);
  expect(large.seconds).toBeLessThan(24 * Math.max(small.seconds, 0.025));
  return large.outcome;
}

const refused = (kind: string) =>
  expect.objectContaining({ problem: expect.objectContaining({ kind }) });

describe('reading time is linear in the input', () => {
  it('unclosed <c> in one row', async () => {
    const outcome = await expectLinear((n) => analyzeSheet(`<row r="2">${'<c>'.repeat(n)}</row>`));
    expect(outcome).toEqual(refused('not-a-workbook'));
  });

  it('unclosed <t> in an inline string', async () => {
    const outcome = await expectLinear((n) =>
      analyzeSheet(`<row r="2"><c r="A2" t="inlineStr"><is>${'<t>'.repeat(n)}</is></c></row>`),
    );
    expect(outcome).toEqual(refused('not-a-workbook'));
  });

  it('unclosed <si>, and unclosed <t> in one <si>, in the shared strings', async () => {
    expect(await expectLinear((n) => sharedStrings('<si>'.repeat(n)))).toEqual(
      refused('not-a-workbook'),
    );
    expect(await expectLinear((n) => sharedStrings(`<si>${'<t>'.repeat(n)}</si>`))).toEqual(
      refused('not-a-workbook'),
    );
  });

  it('deeply nested runs, read to the end', async () => {
    const nested = (n: number) => `${'<r>'.repeat(n)}<t>AWS</t>${'</r>'.repeat(n)}`;
    const rows = await expectLinear((n) =>
      analyzeSheet(`<row r="2"><c r="A2" t="inlineStr"><is>${nested(n)}</is></c></row>`),
    );
    expect(rows).toMatchObject({ rows: [{ row: 2, name: 'AWS' }] });
    expect(await expectLinear((n) => sharedStrings(`<si>${nested(n)}</si>`))).toEqual(['AWS']);
  });

  it('many tiny rows, a huge attribute value, and many entities', async () => {
    const tiny = await expectLinear((n) =>
      analyzeSheet(Array.from({ length: n }, (_, i) => `<row><c><v>${i}</v></c></row>`).join('')),
    );
    expect((tiny as { rows: unknown[] }).rows).toHaveLength(8 * N);
    const attribute = await expectLinear((n) =>
      analyzeSheet(`<row r="2" x="${'a>'.repeat(n)}"><c r="A2" t="str"><v>AWS</v></c></row>`),
    );
    expect(attribute).toMatchObject({ rows: [{ row: 2, name: 'AWS' }] });
    const entities = await expectLinear((n) =>
      sharedStrings(`<si><t>${'&amp;'.repeat(n)}</t></si>`),
    );
    expect((entities as string[])[0]).toHaveLength(8 * N);
  });

  it('one row far larger than a chunk, fed chunk by chunk', async () => {
    const feed = async (n: number) => {
      const tokenizer = new SheetTokenizer(1 << 26);
      const xml = Buffer.from(
        `<worksheet><sheetData><row r="1" a="${'x'.repeat(n * 20)}"><c><v>${'9'.repeat(n * 20)}</v></c></row></sheetData></worksheet>`,
      );
      let rows = 0;
      for (let at = 0; at < xml.length; at += 1 << 16)
        rows += tokenizer
          .push(xml.subarray(at, at + (1 << 16)))
          .filter((t) => t.kind === 'row').length;
      return rows + tokenizer.end().filter((t) => t.kind === 'row').length;
    };
    expect(await expectLinear(feed)).toBe(1);
  });
});
