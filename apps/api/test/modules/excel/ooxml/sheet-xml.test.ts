import { describe, expect, it } from 'vitest';
import {
  readCells,
  SheetTokenizer,
  type RowXml,
  type SheetToken,
} from '../../../../src/modules/excel/ooxml/sheet-xml';
import { decodeXml, richText } from '../../../../src/modules/excel/ooxml/xml';
import { MAIN } from '../fixtures/handmade';

/** Feeds `xml` in pieces of `size` bytes and collects every token. */
function tokenize(xml: string, size = 1 << 16, maxPending = 1 << 20): SheetToken[] {
  const bytes = Buffer.from(xml);
  const tokenizer = new SheetTokenizer(maxPending);
  const tokens: SheetToken[] = [];
  for (let at = 0; at < bytes.length; at += size)
    tokens.push(...tokenizer.push(bytes.subarray(at, at + size)));
  tokens.push(...tokenizer.end());
  return tokens;
}

const rowsOf = (tokens: SheetToken[]) =>
  tokens.flatMap((token) => (token.kind === 'row' ? [token.row] : []));

/** Everything the tokenizer handed out, put back together. */
const joined = (tokens: SheetToken[]) =>
  tokens.map((token) => (token.kind === 'row' ? token.row.raw : token.xml)).join('');

const row = (body: string, number = 1, prefix = ''): RowXml => ({
  raw: '',
  number,
  attributes: '',
  body,
  prefix,
});

const SHEET =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  `<x:worksheet xmlns:x="${MAIN}"><!-- a comment with <x:row> in it --><x:dimension ref="A1:B3"/>` +
  '<x:sheetData>\n<x:row r="1" spans="1:2"><x:c r="A1" t="inlineStr"><x:is><x:t>Cost Name</x:t></x:is></x:c></x:row>' +
  '<!-- between rows --><x:row r="2"/>' +
  '<x:row><x:c t="str"><x:v>café &amp; <![CDATA[<raw>]]> é</x:v></x:c><x:c title="a > b"><x:v>12.5</x:v></x:c></x:row>' +
  '</x:sheetData><x:mergeCells count="0"/></x:worksheet>';

describe('SheetTokenizer', () => {
  it('gives the same tokens whatever the chunk boundaries, and loses no byte', () => {
    const whole = tokenize(SHEET);
    expect(rowsOf(whole).map((r) => r.number)).toEqual([1, 2, 3]);
    expect(joined(whole)).toBe(SHEET);
    for (const size of [1, 2, 3, 5, 7, 11, 64]) {
      const pieces = tokenize(SHEET, size);
      expect(rowsOf(pieces)).toEqual(rowsOf(whole));
      expect(joined(pieces)).toBe(SHEET);
    }
  });

  it('reads values, entities, CDATA and attributes holding ">" in a prefixed sheet', () => {
    const [, , third] = rowsOf(tokenize(SHEET, 3));
    const cells = readCells(third as RowXml, []);
    expect(cells.map((cell) => [cell.column, cell.value])).toEqual([
      [1, { type: 'string', text: 'café & <raw> é' }],
      [2, { type: 'number', number: 12.5, text: '12.5' }],
    ]);
  });

  it('refuses a row past 1,048,576, given or implied by position', () => {
    const sheet = (rows: string) => `<worksheet><sheetData>${rows}</sheetData></worksheet>`;
    expect(() => tokenize(sheet('<row r="1048577"/>'))).toThrow(
      expect.objectContaining({ problem: { kind: 'too-many-rows', row: 1_048_577 } }),
    );
    expect(() => tokenize(sheet('<row r="1048576"/><row/>'))).toThrow(
      expect.objectContaining({ problem: { kind: 'too-many-rows', row: 1_048_577 } }),
    );
    expect(rowsOf(tokenize(sheet('<row r="1048576"/>')))[0]?.number).toBe(1_048_576);
  });

  it('refuses a cell past column XFD, given or implied by position', () => {
    expect(readCells(row('<c r="XFD1"><v>1</v></c>'), [])[0]?.column).toBe(16_384);
    expect(() => readCells(row('<c r="XFE1"><v>1</v></c>'), [])).toThrow(
      expect.objectContaining({ problem: { kind: 'too-many-columns', column: 16_385 } }),
    );
    expect(() => readCells(row('<c r="XFD1"/><c><v>2</v></c>'), [])).toThrow(
      expect.objectContaining({ problem: { kind: 'too-many-columns', column: 16_385 } }),
    );
    expect(() => readCells(row('<c r="A99999999999" t="str"><v>x</v></c>'), [])).toThrow(
      expect.objectContaining({ problem: { kind: 'too-many-rows', row: 99_999_999_999 } }),
    );
    expect(() => readCells(row(`<c r="${'A'.repeat(100_000)}1"/>`), [])).toThrow(
      expect.objectContaining({ problem: expect.objectContaining({ kind: 'too-many-columns' }) }),
    );
  });

  it('refuses a DOCTYPE, an unterminated cell and a sheet cut off inside its data', () => {
    expect(() =>
      tokenize('<!DOCTYPE x [<!ENTITY a "b">]><worksheet><sheetData/></worksheet>'),
    ).toThrow(
      expect.objectContaining({ problem: expect.objectContaining({ kind: 'not-a-workbook' }) }),
    );
    expect(() => readCells(row('<c r="A1"><v>1</v>'), [])).toThrow(
      expect.objectContaining({ problem: expect.objectContaining({ kind: 'not-a-workbook' }) }),
    );
    expect(() => tokenize('<worksheet><sheetData><row r="1"><c/>')).toThrow(
      expect.objectContaining({ problem: expect.objectContaining({ kind: 'not-a-workbook' }) }),
    );
  });

  it('holds no more than its limit while waiting for the end of a row', () => {
    const sheet = `<worksheet><sheetData><row r="1"><c><v>${'9'.repeat(5000)}</v></c></row></sheetData></worksheet>`;
    expect(rowsOf(tokenize(sheet, 100, 6000))).toHaveLength(1);
    expect(() => tokenize(sheet, 100, 4000)).toThrow(
      expect.objectContaining({ problem: { kind: 'too-much-data', detail: 'a single row' } }),
    );
  });
});

describe('text decoding', () => {
  it('decodes _xHHHH_ escapes, _x0000_ included, and an escaped escape', () => {
    expect(decodeXml('a_x0000_b_x0009_c')).toBe('a\u0000b\u0009c');
    expect(decodeXml('_x005F_x0041_')).toBe('_x0041_');
    // An undeclared entity stays as written (a DOCTYPE, the only way to declare one, is refused).
    expect(decodeXml('&#x41;&#66;&lt;&unknown;')).toBe('AB<&unknown;');
    // A reference to a character XML cannot hold makes the part malformed, as in any parser.
    for (const reference of ['&#0;', '&#x1F;', '&#xD800;', '&#x110000;', '&#99999999999;'])
      expect(() => decodeXml(reference), reference).toThrow(
        expect.objectContaining({ problem: expect.objectContaining({ kind: 'not-a-workbook' }) }),
      );
  });

  it('joins rich text runs and leaves phonetic runs out', () => {
    expect(
      richText(
        '<r><rPr><b/></rPr><t>東京</t></r><r><t xml:space="preserve"> tower_x0031_</t></r>' +
          '<rPh sb="0" eb="2"><t>トウキョウ</t></rPh><t/>',
      ),
    ).toBe('東京 tower1');
  });
});
