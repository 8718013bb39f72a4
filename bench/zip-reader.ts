/**
 * ZIP reader spike (`npm run bench:zip`, decision 008): our reader (apps/api's zip/zip-reader.ts)
 * against yauzl, a maintained reader, on what the spreadsheet pipeline asks of one: list every
 * entry, locate each entry's compressed bytes (copied untouched by the writer) and inflate the
 * XML parts. yauzl runs as a library user would run it, with its own checks on
 * (`validateEntrySizes`, `strictFileNames`) and no limits of ours added.
 *
 * Timed on a 100,000-row ledger (bench/realistic-ledger.ts, the one `BENCH_LEDGER=realistic npm run
 * bench:excel` sends), the two readers alternating in one run; then each reads the hostile
 * archives the API's tests build (zip bombs, lying sizes and checksums, bad offsets, duplicate
 * and overlapping entries…) and the legal oddities they must accept.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import yauzl from 'yauzl';
import { LIMITS } from '../apps/api/src/modules/excel/workbook-io';
import { ZipArchive } from '../apps/api/src/modules/excel/zip/zip-reader';
import { handmadeWorkbook, MAIN, zip } from '../apps/api/test/modules/excel/fixtures/handmade';
import {
  baseWorkbook,
  legalZipCases,
  lyingZipCases,
} from '../apps/api/test/modules/excel/fuzz/hostile-ooxml';
import { writeRealisticLedger } from './realistic-ledger';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 9);

/** The pipeline's largest per-part cap: our reader holds every inflation to it. */
const PART_CAP = LIMITS.maxSheetBytes;
const inflated = (name: string) => name.endsWith('.xml') || name.endsWith('.rels');

interface Read {
  entries: number;
  rawBytes: number;
  inflatedBytes: number;
}

async function readOurs(bytes: Buffer): Promise<Read> {
  const archive = new ZipArchive(bytes, LIMITS);
  const read: Read = { entries: archive.entries.length, rawBytes: 0, inflatedBytes: 0 };
  for (const entry of archive.entries) {
    read.rawBytes += archive.raw(entry).length;
    if (!inflated(entry.name)) continue;
    for await (const chunk of archive.chunks(entry, PART_CAP)) read.inflatedBytes += chunk.length;
  }
  return read;
}

async function drain(stream: NodeJS.ReadableStream): Promise<number> {
  let bytes = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) bytes += chunk.length;
  return bytes;
}

/**
 * `stream`: the compressed bytes as a stream copy (`decodeFileData: false`), as yauzl offers
 * them; `offsets`: only their offset from the local header, sliced from the buffer in memory (the
 * zero-copy way our reader does it).
 */
function yauzlReader(raw: 'stream' | 'offsets') {
  return async (bytes: Buffer): Promise<Read> => {
    const archive = await yauzl.fromBufferPromise(bytes, {
      lazyEntries: true,
      validateEntrySizes: true,
      strictFileNames: true,
    });
    const read: Read = { entries: 0, rawBytes: 0, inflatedBytes: 0 };
    try {
      for await (const entry of archive.eachEntry()) {
        read.entries++;
        // What the writer would copy: the compressed bytes exactly as stored.
        if (raw === 'stream') {
          read.rawBytes += await drain(
            await archive.openReadStreamPromise(entry, { decodeFileData: false }),
          );
        } else {
          const { fileDataStart } = await archive.readLocalFileHeaderPromise(entry, {
            minimal: true,
          });
          read.rawBytes += bytes.subarray(
            fileDataStart,
            fileDataStart + entry.compressedSize,
          ).length;
        }
        if (inflated(entry.fileName))
          read.inflatedBytes += await drain(await archive.openReadStreamPromise(entry));
      }
    } finally {
      archive.close();
    }
    return read;
  };
}

const READERS = {
  ours: readOurs,
  yauzl: yauzlReader('stream'),
  'yauzl-offsets': yauzlReader('offsets'),
} as const;
type ReaderName = keyof typeof READERS;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

async function timeWorkbook(bytes: Buffer): Promise<void> {
  const names = Object.keys(READERS) as ReaderName[];
  const times = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<
    ReaderName,
    number[]
  >;
  const reads: Partial<Record<ReaderName, Read>> = {};
  for (let run = 0; run < RUNS; run++) {
    // Rotate which reader goes first, so none always meets a warmer heap.
    const order = names.map((_, i) => names[(i + run) % names.length] as ReaderName);
    for (const name of order) {
      const start = performance.now();
      reads[name] = await READERS[name](bytes);
      times[name].push(performance.now() - start);
    }
  }
  for (const name of names) {
    const read = reads[name] as Read;
    console.log(
      `  ${name.padEnd(13)} median ${median(times[name]).toFixed(1)} ms ` +
        `(min ${Math.min(...times[name]).toFixed(1)}, max ${Math.max(...times[name]).toFixed(1)}) · ` +
        `${read.entries} entries, ${read.rawBytes} compressed bytes located, ${read.inflatedBytes} inflated`,
    );
  }
  for (const name of names.filter((n) => n !== 'ours'))
    console.log(`  ${name} / ours: ${(median(times[name]) / median(times.ours)).toFixed(2)}×`);
}

// --- hostile archives ------------------------------------------------------------------------

const CENTRAL = Buffer.from([0x50, 0x4b, 0x01, 0x02]);

/** Rewrites a 32-bit field of the `index`-th central directory record. */
function patchCentral(archive: Buffer, index: number, field: number, value: number): Buffer {
  const patched = Buffer.from(archive);
  let at = patched.indexOf(CENTRAL);
  for (let i = 0; i < index; i++) at = patched.indexOf(CENTRAL, at + 4);
  if (field === 8 || field === 10) patched.writeUInt16LE(value, at + field);
  else patched.writeUInt32LE(value >>> 0, at + field);
  return patched;
}

interface Case {
  name: string;
  /** What the pipeline must do with it: refuse it, read it, or either (it never extracts names to disk). */
  expect: 'refuse' | 'read' | 'either';
  bytes: Buffer;
}

function hostileCases(): Case[] {
  const sheetHead = Buffer.from(
    `<?xml version="1.0"?><worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Cost Name</t></is></c></row>`,
  );
  const sheetTail = Buffer.from('</sheetData></worksheet>');
  // apps/api/test/modules/excel/fixtures/make-fixtures.ts's zip-bomb.xlsx and zip-bomb-lying.xlsx.
  const bomb = Buffer.concat([sheetHead, Buffer.alloc(200 * 1024 * 1024, ' '), sheetTail]);
  const lyingBomb = Buffer.concat([sheetHead, Buffer.alloc(50 * 1024 * 1024, ' '), sheetTail]);
  const small = (name: string) => ({ name, data: Buffer.from(`<x>${name}</x>`) });
  const base = baseWorkbook();
  const same = (name: string) => ({ name, data: Buffer.from('<x>same</x>') });
  const two = zip([small('a.xml'), small('b.xml')]);
  return [
    {
      name: 'zip bomb: 200 MB sheet, sizes declared',
      expect: 'refuse',
      bytes: handmadeWorkbook(bomb),
    },
    {
      name: 'zip bomb: 50 MB sheet declared as 4 KB',
      expect: 'refuse',
      bytes: handmadeWorkbook(lyingBomb, 4096),
    },
    ...lyingZipCases().map((c) => ({ name: c.name, expect: 'refuse' as const, bytes: c.bytes })),
    {
      name: '10,001 entries (cap 10,000)',
      expect: 'refuse',
      bytes: zip(Array.from({ length: 10_001 }, (_, i) => small(`customXml/item${i}.xml`))),
    },
    {
      name: 'two entries declaring 600 MB each (1.2 GB in all)',
      expect: 'refuse',
      bytes: patchCentral(patchCentral(two, 0, 24, 600 << 20), 1, 24, 600 << 20),
    },
    {
      name: 'an encrypted entry (flag bit 0)',
      expect: 'refuse',
      bytes: patchCentral(base, 4, 8, 1),
    },
    { name: 'compression method 14 (LZMA)', expect: 'refuse', bytes: patchCentral(two, 0, 10, 14) },
    {
      name: 'two entries with the same name',
      expect: 'refuse',
      bytes: zip([small('xl/worksheets/sheet1.xml'), small('xl/worksheets/sheet1.xml')]),
    },
    {
      name: 'two entries sharing one local header (overlap)',
      expect: 'refuse',
      // Same data under two names, so the checksums agree: the non-recursive bomb's building block.
      bytes: patchCentral(zip([same('a.xml'), same('b.xml')]), 1, 42, 0),
    },
    {
      name: 'a local header offset past the end',
      expect: 'refuse',
      bytes: patchCentral(two, 1, 42, 0x7fffff00),
    },
    {
      name: 'a local header offset into the middle of data',
      expect: 'refuse',
      bytes: patchCentral(two, 1, 42, 7),
    },
    {
      name: 'truncated to 60 %',
      expect: 'refuse',
      bytes: base.subarray(0, Math.floor(base.length * 0.6)),
    },
    {
      name: 'an entry named ../../etc/passwd',
      expect: 'either',
      bytes: zip([small('../../etc/passwd')]),
    },
    ...legalZipCases().map((c) => ({ name: c.name, expect: 'read' as const, bytes: c.bytes })),
  ];
}

async function outcome(reader: ReaderName, bytes: Buffer): Promise<string> {
  const start = performance.now();
  let verdict: string;
  try {
    const read = await READERS[reader](bytes);
    verdict = `read (${read.inflatedBytes} B inflated)`;
  } catch (error) {
    const problem = (error as { problem?: string }).problem;
    verdict = `refused${problem ? ` [${problem}]` : ''}: ${(error as Error).message.slice(0, 60)}`;
  }
  return `${verdict} · ${(performance.now() - start).toFixed(1)} ms`;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'trusty-bench-zip-'));
  try {
    const path = join(dir, 'ledger.xlsx');
    await writeRealisticLedger(path, ROWS);
    const ledger = readFileSync(path);
    console.log(
      `Workbook: ${ROWS} rows, ${(ledger.length / 1e6).toFixed(1)} MB; ${RUNS} alternating runs each`,
    );
    await timeWorkbook(ledger);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  console.log('\nHostile and odd archives (expected: what the pipeline must do)');
  const misses = Object.fromEntries(Object.keys(READERS).map((name) => [name, 0])) as Record<
    ReaderName,
    number
  >;
  for (const c of hostileCases()) {
    console.log(`- ${c.name} (expected: ${c.expect})`);
    for (const reader of Object.keys(READERS) as ReaderName[]) {
      const result = await outcome(reader, c.bytes);
      const ok =
        c.expect === 'either' || result.startsWith(c.expect === 'refuse' ? 'refused' : 'read');
      if (!ok) misses[reader]++;
      console.log(`    ${reader.padEnd(13)} ${ok ? '  ' : '✗ '}${result}`);
    }
  }
  console.log(
    `\nNot as expected: ${Object.entries(misses)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ')}`,
  );
}

await main();
