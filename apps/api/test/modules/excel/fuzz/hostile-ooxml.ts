import { buildZip, encodeCp437, type ZipEntrySpec, type ZipOptions } from './zip-builder';

/**
 * Pathological .xlsx files, built in memory: malformed and oversized XML in the parts the
 * pipeline parses, unusual or lying ZIP structure around them, and a seeded mutator that turns
 * a valid workbook into any number of reproducible broken variants.
 */

export const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

export interface WorkbookSpec {
  /** The worksheet part; `sheetHead` and `sheetTail` wrap it unless `rawSheet` is set. */
  sheet: string | Buffer;
  sharedStrings?: string | Buffer;
  /** The sheet's entry name (a Buffer for raw, e.g. CP437, bytes) and the target the rels use. */
  sheetEntryName?: string | Buffer;
  sheetTarget?: string;
  /** ZIP options for every entry (data descriptors, zip64, method…), then for the sheet only. */
  entryDefaults?: Partial<ZipEntrySpec>;
  sheetEntry?: Partial<ZipEntrySpec>;
  extraEntries?: ZipEntrySpec[];
  zip?: ZipOptions;
}

export const text = (s: string | Buffer) => (typeof s === 'string' ? Buffer.from(s, 'utf8') : s);

/** A worksheet around the given `<sheetData>` content. */
export const sheetXml = (rows: string, doctype = '') =>
  `${XML_HEAD}${doctype}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetData>${rows}</sheetData></worksheet>`;

export const inline = (ref: string, value: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;

export const HEADER_ROW = `<row r="1">${inline('A1', 'Cost Name')}${inline('B1', 'Amount')}</row>`;

export function workbook(spec: WorkbookSpec): Buffer {
  const target = spec.sheetTarget ?? 'worksheets/sheet1.xml';
  const sheetEntryName = spec.sheetEntryName ?? `xl/${target}`;
  const withSst = spec.sharedStrings !== undefined;
  const parts: ZipEntrySpec[] = [
    {
      name: '[Content_Types].xml',
      data: text(
        `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          `<Override PartName="/xl/${target}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
          (withSst
            ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
            : '') +
          '</Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: text(
        `${XML_HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: text(
        `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Costs" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: text(
        `${XML_HEAD}<Relationships xmlns="${PKG_REL}">` +
          `<Relationship Id="rId1" Type="${REL}/worksheet" Target="${target}"/>` +
          (withSst
            ? `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>`
            : '') +
          '</Relationships>',
      ),
    },
    { name: sheetEntryName, data: text(spec.sheet), ...spec.sheetEntry },
  ];
  if (withSst) parts.push({ name: 'xl/sharedStrings.xml', data: text(spec.sharedStrings ?? '') });
  const entries = [
    ...parts.map((p) => ({ ...spec.entryDefaults, ...p })),
    ...(spec.extraEntries ?? []),
  ];
  return buildZip(entries, spec.zip);
}

/** Five cost lines, names in shared strings and inline, amounts as numbers: the valid base. */
export const BASE_NAMES = [
  'Microsoft 365 E3 licenses',
  'AWS EC2 reserved instances',
  'Cisco SmartNet renewal',
  'Contractor SAP Basis',
  'Zoom meetings',
];

export function baseWorkbookSpec(): WorkbookSpec {
  const sst =
    `${XML_HEAD}<sst xmlns="${MAIN}" count="3" uniqueCount="3">` +
    `<si><t>Cost Name</t></si><si><t>Amount</t></si><si><r><t>${BASE_NAMES[0]}</t></r></si></sst>`;
  const rows = [
    `<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>`,
    `<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2"><v>1200.5</v></c></row>`,
    ...BASE_NAMES.slice(1).map(
      (name, i) =>
        `<row r="${i + 3}">${inline(`A${i + 3}`, name)}<c r="B${i + 3}"><v>${(i + 1) * 100}</v></c></row>`,
    ),
  ];
  return { sheet: sheetXml(rows.join('')), sharedStrings: sst };
}

export const baseWorkbook = () => workbook(baseWorkbookSpec());

/**
 * A harmless upload of about `size` bytes that the API reads through and refuses (no cost-name
 * column): what any file that large costs the server, to compare a hostile one against.
 */
export function harmlessOfSize(size: number): Buffer {
  const small = workbook({ sheet: sheetXml(`<row r="1">${inline('A1', 'Vendor')}</row>`) });
  const padding = Buffer.alloc(Math.max(0, size - small.length - 200), 'x');
  return workbook({
    sheet: sheetXml(`<row r="1">${inline('A1', 'Vendor')}</row>`),
    extraEntries: [{ name: 'customXml/padding.bin', data: padding, method: 0 }],
  });
}

/**
 * A shape whose size grows with `n`. `expect` is what the issue requires of it: `refused`
 * (a 4xx), `processed` (200) or `either` (a 200 or a 4xx, never a 500 or a hang).
 */
export interface HostileShape {
  name: string;
  /** The size that exercises it (small enough for the upload cap). */
  n: number;
  expect: 'refused' | 'processed' | 'either';
  build(n: number): Buffer;
}

const stored = { method: 0 } as const;

/** The issue's workbook: `<c>` repeated N times inside one row, never closed. */
export const unclosedCellsInRow = (n: number, closeRow = true) =>
  workbook({
    sheet: `${XML_HEAD}<worksheet xmlns="${MAIN}"><sheetData>${HEADER_ROW}<row r="2">${'<c>'.repeat(n)}${
      closeRow ? '</row></sheetData></worksheet>' : ''
    }`,
    sheetEntry: stored,
  });

export const SCALABLE_SHAPES: HostileShape[] = [
  {
    name: '<c> repeated N times in one row, unclosed (row closed)',
    n: 320_000,
    expect: 'refused',
    build: (n) => unclosedCellsInRow(n),
  },
  {
    name: '<c> repeated N times in one row, nothing closed until the end of the part',
    n: 320_000,
    expect: 'refused',
    build: (n) => unclosedCellsInRow(n, false),
  },
  {
    name: 'N unclosed <si><t> shared strings',
    n: 300_000,
    expect: 'refused',
    build: (n) =>
      workbook({
        ...baseWorkbookSpec(),
        sharedStrings: `${XML_HEAD}<sst xmlns="${MAIN}">${'<si><t>Cost Name'.repeat(n)}</sst>`,
        sheetEntry: stored,
        entryDefaults: stored,
      }),
  },
  {
    name: 'N shared strings whose <t> is never closed',
    n: 300_000,
    expect: 'refused',
    build: (n) =>
      workbook({
        ...baseWorkbookSpec(),
        sharedStrings: `${XML_HEAD}<sst xmlns="${MAIN}">${'<si><t>Zoom</si>'.repeat(n)}</sst>`,
        entryDefaults: stored,
      }),
  },
  {
    name: 'N inline strings with an unclosed <t>, one per row',
    n: 100_000,
    expect: 'refused',
    build: (n) => {
      let rows = HEADER_ROW;
      for (let r = 2; r < n + 2; r++)
        rows += `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>Zoom`;
      return workbook({ sheet: sheetXml(rows), sheetEntry: stored });
    },
  },
  {
    name: 'elements nested N deep inside a cell',
    n: 100_000,
    expect: 'either',
    build: (n) =>
      workbook({
        sheet: sheetXml(
          `${HEADER_ROW}<row r="2"><c r="A2" t="inlineStr"><is>${'<r>'.repeat(n)}<t>Zoom meetings</t>${'</r>'.repeat(n)}</is></c></row>`,
        ),
        sheetEntry: stored,
      }),
  },
  {
    name: 'unclosed elements nested N deep between rows',
    n: 100_000,
    expect: 'refused',
    build: (n) =>
      workbook({
        sheet: sheetXml(`${HEADER_ROW}${'<x:a xmlns:x="urn:x">'.repeat(n)}${inline('A2', 'Zoom')}`),
        sheetEntry: stored,
      }),
  },
  {
    name: 'an attribute value of N bytes on a cell',
    n: 4_000_000,
    expect: 'either',
    build: (n) =>
      workbook({
        sheet: sheetXml(
          `${HEADER_ROW}<row r="2"><c r="A2" t="inlineStr" data="${'a'.repeat(n)}"><is><t>Zoom meetings</t></is></c></row>`,
        ),
        sheetEntry: stored,
      }),
  },
  {
    name: 'an attribute value of N bytes, never closed',
    n: 4_000_000,
    expect: 'refused',
    build: (n) =>
      workbook({
        sheet: `${XML_HEAD}<worksheet xmlns="${MAIN}"><sheetData>${HEADER_ROW}<row r="2" x="${'b'.repeat(n)}`,
        sheetEntry: stored,
      }),
  },
  {
    name: 'N tiny <c/> elements spread over rows of 1,000, then one cost line',
    n: 2_000_000,
    expect: 'processed',
    build: (n) => {
      const perRow = 1_000;
      const rows: string[] = [HEADER_ROW];
      const empty = `>${'<c/>'.repeat(perRow)}</row>`;
      const count = Math.ceil(n / perRow);
      for (let r = 2; r < count + 2; r++) rows.push(`<row r="${r}"${empty}`);
      rows.push(`<row r="${count + 2}">${inline(`A${count + 2}`, 'Zoom meetings')}</row>`);
      return workbook({ sheet: sheetXml(rows.join('')), sheetEntry: stored });
    },
  },
];

const LAUGHS = Array.from(
  { length: 9 },
  (_, i) =>
    `<!ENTITY lol${i + 1} "${Array.from({ length: 10 }, () => (i === 0 ? 'lol' : `&lol${i};`)).join('')}">`,
).join('');

export interface FixedCase {
  name: string;
  expect: 'refused' | 'processed' | 'either';
  bytes: Buffer;
  /** Text that must never appear in a result (what an expanded entity would have brought in). */
  mustNotLeak?: string;
}

const row2 = (cell: string) => sheetXml(`${HEADER_ROW}<row r="2">${cell}</row>`);

export function entityCases(): FixedCase[] {
  return [
    {
      name: 'DOCTYPE with an internal entity used as the cost name',
      expect: 'either',
      bytes: workbook({
        sheet: sheetXml(
          `${HEADER_ROW}<row r="2">${inline('A2', '&vendor;')}</row>`,
          '<!DOCTYPE worksheet [<!ENTITY vendor "Cisco SmartNet renewal">]>',
        ),
      }),
    },
    {
      name: 'billion laughs in the worksheet',
      expect: 'either',
      bytes: workbook({
        sheet: sheetXml(
          `${HEADER_ROW}<row r="2">${inline('A2', '&lol9;')}</row>`,
          `<!DOCTYPE worksheet [${LAUGHS}]>`,
        ),
      }),
      mustNotLeak: 'lollollollollol',
    },
    {
      name: 'billion laughs in the shared strings',
      expect: 'either',
      bytes: workbook({
        ...baseWorkbookSpec(),
        sharedStrings: `${XML_HEAD}<!DOCTYPE sst [${LAUGHS}]><sst xmlns="${MAIN}"><si><t>Cost Name</t></si><si><t>Amount</t></si><si><t>&lol9;</t></si></sst>`,
      }),
      mustNotLeak: 'lollollollollol',
    },
    {
      name: 'an external entity pointing at a local file',
      expect: 'either',
      bytes: workbook({
        sheet: sheetXml(
          `${HEADER_ROW}<row r="2">${inline('A2', 'Zoom &xxe;')}</row>`,
          '<!DOCTYPE worksheet [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
        ),
      }),
      mustNotLeak: 'root:',
    },
    {
      name: 'an external parameter entity in the content types',
      expect: 'either',
      bytes: (() => {
        const spec = baseWorkbookSpec();
        return workbook({
          ...spec,
          extraEntries: [
            {
              name: 'docProps/app.xml',
              data: text(
                `${XML_HEAD}<!DOCTYPE p [<!ENTITY % ext SYSTEM "http://127.0.0.1:1/x.dtd"> %ext;]><Properties/>`,
              ),
            },
          ],
        });
      })(),
    },
    {
      name: 'numeric character references out of range',
      expect: 'either',
      bytes: workbook({
        sheet: row2(
          inline('A2', 'Zoom &#x110000; &#0; &#xD800; &#99999999999999999999; &#xFFFE; meetings'),
        ),
      }),
    },
    {
      name: '_x0000_ escapes in the cost name',
      expect: 'either',
      bytes: workbook({ sheet: row2(inline('A2', 'Zoom_x0000_ meetings_x005F_x0000_')) }),
    },
    {
      name: 'a lone-surrogate escape (_xD800_) in the cost name',
      expect: 'either',
      bytes: workbook({ sheet: row2(inline('A2', 'Zoom meetings _xD800_')) }),
    },
    {
      name: 'entities that are not declared',
      expect: 'either',
      bytes: workbook({ sheet: row2(inline('A2', 'Zoom &nope; &amp meetings')) }),
    },
  ];
}

/** References beyond Excel's grid: the issue requires them refused. */
export function gridCases(): FixedCase[] {
  return [
    {
      name: 'a row numbered past 1,048,576',
      expect: 'refused',
      bytes: workbook({
        sheet: sheetXml(`${HEADER_ROW}<row r="1048577">${inline('A1048577', 'Zoom')}</row>`),
      }),
    },
    {
      name: 'a cell in a column past XFD',
      expect: 'refused',
      bytes: workbook({ sheet: row2(`${inline('A2', 'Zoom')}${inline('XFE2', 'Okta')}`) }),
    },
    {
      name: 'a row of 16,385 cells without references',
      expect: 'refused',
      bytes: workbook({
        sheet: row2(`${inline('A2', 'Zoom')}${'<c><v>1</v></c>'.repeat(16_384)}`),
      }),
    },
    {
      name: 'a cell reference with an absurd row number',
      expect: 'refused',
      bytes: workbook({ sheet: row2(inline('A99999999999', 'Zoom')) }),
    },
  ];
}

/** ZIP structures that are legal: a real reader must accept them. */
export function legalZipCases(): Array<FixedCase & { spec: WorkbookSpec }> {
  const base = baseWorkbookSpec();
  const unusualName = 'Übersicht Kosten ñ.xml';
  const cases: Array<{ name: string; spec: WorkbookSpec }> = [
    { name: 'every entry stored, none deflated', spec: { ...base, entryDefaults: stored } },
    {
      name: 'every entry with a data descriptor (flag bit 3)',
      spec: { ...base, entryDefaults: { dataDescriptor: true } },
    },
    {
      name: 'zip64 extra fields on every entry and a zip64 end record',
      spec: { ...base, entryDefaults: { zip64: true }, zip: { zip64End: true } },
    },
    {
      name: 'zip64 entries with data descriptors',
      spec: { ...base, entryDefaults: { zip64: true, dataDescriptor: true } },
    },
    {
      name: 'local headers that disagree with the central directory',
      spec: { ...base, entryDefaults: { localLie: { compressedSize: 7, uncompressedSize: 3 } } },
    },
    {
      name: 'a sheet part named in CP437 (no UTF-8 flag)',
      spec: {
        ...base,
        sheetTarget: `worksheets/${unusualName}`,
        sheetEntryName: encodeCp437(`xl/worksheets/${unusualName}`),
      },
    },
    {
      name: 'a sheet part named in UTF-8 with the flag',
      spec: {
        ...base,
        sheetTarget: `worksheets/${unusualName}`,
        sheetEntryName: `xl/worksheets/${unusualName}`,
      },
    },
    {
      name: 'extra parts named in CP437, flagged UTF-8, and UTF-8 without the flag',
      spec: {
        ...base,
        extraEntries: [
          { name: encodeCp437('customXml/Ünïcödé ÇP437.xml'), data: text('<a/>') },
          { name: 'customXml/Ünïcödé – UTF-8 ✓.xml', data: text('<b/>'), utf8Flag: true },
          { name: 'customXml/Ünflagged ✓.xml', data: text('<c/>'), utf8Flag: false },
        ],
      },
    },
    {
      name: 'an archive comment',
      spec: { ...base, zip: { comment: text('PK\x05\x06 not an end') } },
    },
  ];
  return cases.map((c) => ({ ...c, expect: 'processed' as const, bytes: workbook(c.spec) }));
}

/** ZIP structures that lie about what they hold. */
export function lyingZipCases(): FixedCase[] {
  const base = baseWorkbookSpec();
  return [
    {
      name: 'the sheet declares fewer bytes than it inflates to',
      expect: 'refused',
      bytes: workbook({ ...base, sheetEntry: { centralLie: { uncompressedSize: 100 } } }),
    },
    {
      name: 'the sheet declares more bytes than it inflates to',
      expect: 'refused',
      bytes: workbook({ ...base, sheetEntry: { centralLie: { uncompressedSize: 50_000 } } }),
    },
    {
      name: 'the sheet declares more compressed bytes than the archive holds',
      expect: 'refused',
      bytes: workbook({ ...base, sheetEntry: { centralLie: { compressedSize: 0x7fffffff } } }),
    },
    {
      name: 'the sheet has the wrong CRC',
      expect: 'refused',
      bytes: workbook({ ...base, sheetEntry: { centralLie: { crc32: 0x12345678 } } }),
    },
    {
      name: 'a zip64 field declaring 2^52 bytes',
      expect: 'refused',
      bytes: workbook({
        ...base,
        sheetEntry: { zip64: true, centralLie: { uncompressedSize: 2 ** 52 } },
      }),
    },
    {
      name: 'a stored sheet whose sizes disagree',
      expect: 'refused',
      bytes: workbook({
        ...base,
        sheetEntry: { method: 0, centralLie: { uncompressedSize: 10 } },
      }),
    },
  ];
}

/** mulberry32: small, fast and seeded, so a failing variant is rebuilt from its index. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TAG_SNIPPETS = [
  '<c>',
  '</c>',
  '<row>',
  '</row>',
  '<row r="0">',
  '<row r="-3">',
  '<c r="A0">',
  '<c r="ZZZZ1">',
  '<v>',
  '</v>',
  '<v>1e999</v>',
  '<v>NaN</v>',
  '<is><t>',
  '</t></is>',
  '<f>SUM(A1:A9)</f>',
  '<![CDATA[',
  ']]>',
  '<!--',
  '-->',
  '<?pi x?>',
  '&',
  '&#x0;',
  '_x0000_',
  '"',
  '<',
  '>',
  '\u0000',
  '\uFFFF',
  '<sheetData>',
  '</sheetData>',
  '<!DOCTYPE x [<!ENTITY e "x">]>',
  '<c t="s"><v>999999</v></c>',
  '<c t="s"><v>-1</v></c>',
  '<c t="inlineStr"><is><t>Cost Name</t></is></c>',
];

type Random = () => number;
type Mutation =
  | { kind: 'xml'; edit(random: Random, xml: string): string }
  | { kind: 'zip'; edit(random: Random, zipped: Buffer): Buffer };

const pick = <T>(random: Random, items: readonly T[]): T | undefined =>
  items[Math.floor(random() * items.length)];
const at = (random: Random, length: number) => Math.floor(random() * length);
const xml = (edit: (random: Random, xml: string) => string): Mutation => ({ kind: 'xml', edit });
const zip = (edit: (random: Random, zipped: Buffer) => Buffer): Mutation => ({ kind: 'zip', edit });

const TAG = /<[^>]*>/g;
function tagSpans(text: string): Array<[number, number]> {
  return [...text.matchAll(TAG)].map((m) => [m.index, m.index + m[0].length]);
}

const CENTRAL_SIGNATURE = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
function centralRecords(zipped: Buffer): number[] {
  const found: number[] = [];
  for (
    let p = zipped.indexOf(CENTRAL_SIGNATURE);
    p !== -1;
    p = zipped.indexOf(CENTRAL_SIGNATURE, p + 1)
  )
    found.push(p);
  return found;
}

const MUTATIONS: Array<[string, Mutation]> = [
  ['truncate the archive', zip((r, z) => z.subarray(0, at(r, z.length)))],
  [
    'flip bits of the archive',
    zip((r, z) => {
      const out = Buffer.from(z);
      const flips = 1 + at(r, 8);
      for (let i = 0; i < flips; i++) {
        const p = at(r, out.length);
        out[p] = (out[p] ?? 0) ^ (1 << at(r, 8));
      }
      return out;
    }),
  ],
  [
    'overwrite a 32-bit field of the archive',
    zip((r, z) => {
      const out = Buffer.from(z);
      const value = pick(r, [0, 0xffffffff, 0x7fffffff, 1, at(r, 1 << 20)]) ?? 0;
      out.writeUInt32LE(value, at(r, Math.max(1, out.length - 4)));
      return out;
    }),
  ],
  [
    'swap the sizes in a central record',
    zip((r, z) => {
      const out = Buffer.from(z);
      const p = pick(r, centralRecords(z));
      if (p === undefined || p + 28 > out.length) return out;
      const compressed = out.readUInt32LE(p + 20);
      out.writeUInt32LE(out.readUInt32LE(p + 24), p + 20);
      out.writeUInt32LE(compressed, p + 24);
      return out;
    }),
  ],
  [
    'splice random bytes into the archive',
    zip((r, z) => {
      const p = at(r, z.length);
      const junk = Buffer.from(Array.from({ length: 1 + at(r, 64) }, () => at(r, 256)));
      return Buffer.concat([z.subarray(0, p), junk, z.subarray(p)]);
    }),
  ],
  [
    'duplicate a tag',
    xml((r, x) => {
      const [s, e] = pick(r, tagSpans(x)) ?? [0, 0];
      return x.slice(0, e) + x.slice(s, e).repeat(1 + at(r, 200)) + x.slice(e);
    }),
  ],
  [
    'delete a tag',
    xml((r, x) => {
      const [s, e] = pick(r, tagSpans(x)) ?? [0, 0];
      return x.slice(0, s) + x.slice(e);
    }),
  ],
  [
    'insert a hostile snippet',
    xml((r, x) => {
      const p = at(r, x.length);
      return x.slice(0, p) + (pick(r, TAG_SNIPPETS) ?? '').repeat(1 + at(r, 50)) + x.slice(p);
    }),
  ],
  ['truncate the XML', xml((r, x) => x.slice(0, at(r, x.length)))],
  [
    'swap two tags',
    xml((r, x) => {
      const spans = tagSpans(x);
      const [a, b] = [pick(r, spans), pick(r, spans)].sort((p, q) => (p?.[0] ?? 0) - (q?.[0] ?? 0));
      if (!a || !b || a[1] > b[0]) return x;
      return (
        x.slice(0, a[0]) +
        x.slice(b[0], b[1]) +
        x.slice(a[1], b[0]) +
        x.slice(a[0], a[1]) +
        x.slice(b[1])
      );
    }),
  ],
  [
    'change a number in the XML',
    xml((r, x) => {
      const m = pick(r, [...x.matchAll(/\d+/g)]);
      if (!m) return x;
      const value = pick(r, ['0', '-1', '1048577', '99999999999999999999', '1e308', '', 'x']);
      return x.slice(0, m.index) + value + x.slice(m.index + m[0].length);
    }),
  ],
  [
    'replace characters of the XML',
    xml((r, x) => {
      const chars = [...x];
      const count = 1 + at(r, 10);
      for (let i = 0; i < count; i++)
        chars[at(r, chars.length)] = String.fromCharCode(at(r, 0x3000));
      return chars.join('');
    }),
  ],
];

export interface Variant {
  index: number;
  mutations: string[];
  bytes: Buffer;
}

/**
 * `count` variants of the valid base workbook, each one to three mutations deep: XML edits of
 * the sheet or the shared strings first, then edits of the zipped bytes. The same seed always
 * gives the same variants, so a failure is reproduced from its seed and index.
 */
export function mutatedVariants(seed: number, count: number): Variant[] {
  const random = seededRandom(seed);
  const variants: Variant[] = [];
  for (let index = 0; index < count; index++) {
    const chosen = Array.from({ length: 1 + at(random, 3) }, () => pick(random, MUTATIONS));
    const spec = baseWorkbookSpec();
    const mutations: string[] = [];
    for (const [name, mutation] of chosen.filter((m) => m !== undefined)) {
      if (mutation.kind !== 'xml') continue;
      mutations.push(name);
      if (random() < 0.7 || spec.sharedStrings === undefined)
        spec.sheet = mutation.edit(random, String(spec.sheet));
      else spec.sharedStrings = mutation.edit(random, String(spec.sharedStrings));
    }
    let bytes = workbook(spec);
    for (const [name, mutation] of chosen.filter((m) => m !== undefined)) {
      if (mutation.kind !== 'zip') continue;
      mutations.push(name);
      bytes = mutation.edit(random, bytes);
    }
    variants.push({ index, mutations, bytes });
  }
  return variants;
}
