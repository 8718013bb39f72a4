import { createInflateRaw, crc32 } from 'node:zlib';

/**
 * A minimal, defensive ZIP reader for uploaded workbooks. It reads the central directory of a
 * buffer already held in memory (uploads are capped at 10 MB) and inflates only the entries the
 * caller asks for, counting every inflated byte, so a decompression bomb is refused before it
 * can fill memory. Untouched entries are never inflated: the writer copies their bytes as-is.
 */

export interface ZipEntry {
  /** Decoded by the UTF-8 flag (general purpose bit 11), CP437 otherwise. */
  name: string;
  /** The name exactly as stored, written back unchanged when the entry is copied. */
  nameBytes: Buffer;
  /** 0 stored, 8 deflated (the only methods accepted). */
  method: number;
  flags: number;
  crc32: number;
  compressedSize: number;
  /** As declared by the central directory; inflation is held to it. */
  uncompressedSize: number;
  modTime: number;
  modDate: number;
  /** Offset of the compressed data in the archive. */
  dataOffset: number;
}

export interface ZipLimits {
  maxEntries: number;
  /** Sum of the declared uncompressed sizes of all entries. */
  maxTotalUncompressed: number;
  /** Declared uncompressed/compressed ratio above which an entry (over 1 MB) is a bomb. */
  maxRatio: number;
}

export type ZipProblem = 'corrupt' | 'encrypted' | 'bomb' | 'unsupported';

/** Why an archive was refused; the workbook layer turns it into the message the user reads. */
export class ZipError extends Error {
  constructor(
    readonly problem: ZipProblem,
    message: string,
  ) {
    super(message);
    this.name = 'ZipError';
  }
}

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const MAX_COMMENT = 0xffff;

export const isZip = (bytes: Buffer): boolean =>
  bytes.length >= 4 && bytes.readUInt32LE(0) === LOCAL_SIGNATURE;

function findEndOfCentralDirectory(bytes: Buffer): number {
  const stop = Math.max(0, bytes.length - 22 - MAX_COMMENT);
  for (let at = bytes.length - 22; at >= stop; at--) {
    if (bytes.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  throw new ZipError('corrupt', 'no end of central directory');
}

function need(condition: boolean, what: string): asserts condition {
  if (!condition) throw new ZipError('corrupt', what);
}

export class ZipArchive {
  readonly entries: ZipEntry[];
  private readonly byName: Map<string, ZipEntry>;

  constructor(
    readonly bytes: Buffer,
    limits: ZipLimits,
  ) {
    this.entries = readCentralDirectory(bytes, limits);
    this.byName = new Map(this.entries.map((entry) => [entry.name, entry]));
  }

  get(name: string): ZipEntry | undefined {
    return this.byName.get(name);
  }

  /** The entry's bytes as stored in the archive (for copying without inflating). */
  raw(entry: ZipEntry): Buffer {
    return this.bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  }

  /**
   * Inflates an entry chunk by chunk. Never yields more than the declared size nor `maxBytes`;
   * a full read also checks the CRC. Stop early by breaking out of the loop.
   */
  async *chunks(entry: ZipEntry, maxBytes: number): AsyncGenerator<Buffer> {
    if (entry.uncompressedSize > maxBytes) {
      throw new ZipError('bomb', `${entry.name} inflates to ${entry.uncompressedSize} bytes`);
    }
    const raw = this.raw(entry);
    let produced = 0;
    let crc = 0;
    const take = (chunk: Buffer) => {
      produced += chunk.length;
      if (produced > entry.uncompressedSize) {
        // More data than declared: a lying header, the classic way to slip a bomb past checks.
        throw new ZipError('bomb', `${entry.name} inflates past its declared size`);
      }
      crc = crc32(chunk, crc);
    };
    if (entry.method === 0) {
      for (let at = 0; at < raw.length; at += 1 << 16) {
        const chunk = raw.subarray(at, Math.min(raw.length, at + (1 << 16)));
        take(chunk);
        yield chunk;
      }
    } else {
      const inflater = createInflateRaw({ chunkSize: 1 << 16 });
      inflater.end(raw);
      try {
        for await (const chunk of inflater as AsyncIterable<Buffer>) {
          take(chunk);
          yield chunk;
        }
      } catch (error) {
        if (error instanceof ZipError) throw error;
        throw new ZipError('corrupt', `${entry.name}: ${(error as Error).message}`);
      } finally {
        inflater.destroy();
      }
    }
    if (produced !== entry.uncompressedSize || crc !== entry.crc32) {
      throw new ZipError('corrupt', `${entry.name}: size or checksum mismatch`);
    }
  }

  /** A whole (small) entry as text. */
  async text(entry: ZipEntry, maxBytes: number): Promise<string> {
    const parts: Buffer[] = [];
    for await (const chunk of this.chunks(entry, maxBytes)) parts.push(chunk);
    return Buffer.concat(parts).toString('utf8');
  }
}

/** Bit 11 of the general purpose flags: the name (and comment) are UTF-8. */
export const UTF8_NAME_FLAG = 0x0800;

/** IBM code page 437, bytes 0x80–0xFF: what a ZIP name means when the UTF-8 flag is not set. */
const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐' +
  '└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

export function decodeEntryName(bytes: Buffer, flags: number): string {
  if (flags & UTF8_NAME_FLAG) return bytes.toString('utf8');
  let name = '';
  for (const byte of bytes)
    name += byte < 0x80 ? String.fromCharCode(byte) : CP437_HIGH[byte - 0x80];
  return name;
}

function readCentralDirectory(bytes: Buffer, limits: ZipLimits): ZipEntry[] {
  need(isZip(bytes), 'not a zip archive');
  const eocd = findEndOfCentralDirectory(bytes);
  let count = bytes.readUInt16LE(eocd + 10);
  let directorySize = bytes.readUInt32LE(eocd + 12);
  let directoryOffset = bytes.readUInt32LE(eocd + 16);

  if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    const locator = eocd - 20;
    need(
      locator >= 0 && bytes.readUInt32LE(locator) === ZIP64_LOCATOR_SIGNATURE,
      'zip64 locator missing',
    );
    const zip64 = Number(bytes.readBigUInt64LE(locator + 8));
    need(
      zip64 >= 0 &&
        zip64 + 56 <= bytes.length &&
        bytes.readUInt32LE(zip64) === ZIP64_EOCD_SIGNATURE,
      'zip64 record',
    );
    count = Number(bytes.readBigUInt64LE(zip64 + 32));
    directorySize = Number(bytes.readBigUInt64LE(zip64 + 40));
    directoryOffset = Number(bytes.readBigUInt64LE(zip64 + 48));
  }
  if (count > limits.maxEntries) throw new ZipError('bomb', `${count} entries`);
  need(directoryOffset + directorySize <= bytes.length, 'central directory out of bounds');

  const entries: ZipEntry[] = [];
  const spans: Span[] = [];
  const names = new Set<string>();
  let total = 0;
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    need(
      at + 46 <= bytes.length && bytes.readUInt32LE(at) === CENTRAL_SIGNATURE,
      'central directory entry',
    );
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const modTime = bytes.readUInt16LE(at + 12);
    const modDate = bytes.readUInt16LE(at + 14);
    const crc = bytes.readUInt32LE(at + 16);
    let compressedSize = bytes.readUInt32LE(at + 20);
    let uncompressedSize = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    let localOffset = bytes.readUInt32LE(at + 42);
    const end = at + 46 + nameLength + extraLength + commentLength;
    need(end <= bytes.length, 'central directory entry out of bounds');
    const nameBytes = bytes.subarray(at + 46, at + 46 + nameLength);
    const name = decodeEntryName(nameBytes, flags);

    // zip64 extended information: only the fields whose 32-bit value is saturated are present.
    for (let x = at + 46 + nameLength; x + 4 <= at + 46 + nameLength + extraLength;) {
      const id = bytes.readUInt16LE(x);
      const size = bytes.readUInt16LE(x + 2);
      if (id === 0x0001) {
        let field = x + 4;
        const next = () => {
          need(field + 8 <= x + 4 + size, 'zip64 extra field');
          const value = Number(bytes.readBigUInt64LE(field));
          field += 8;
          return value;
        };
        if (uncompressedSize === 0xffffffff) uncompressedSize = next();
        if (compressedSize === 0xffffffff) compressedSize = next();
        if (localOffset === 0xffffffff) localOffset = next();
      }
      x += 4 + size;
    }

    if (flags & 0x0001) throw new ZipError('encrypted', `${name} is encrypted`);
    if (method !== 0 && method !== 8)
      throw new ZipError('unsupported', `${name}: compression method ${method}`);
    need(!names.has(name), `duplicate entry ${name}`);
    names.add(name);
    need(method !== 0 || compressedSize === uncompressedSize, `${name}: stored size mismatch`);

    need(
      localOffset + 30 <= bytes.length && bytes.readUInt32LE(localOffset) === LOCAL_SIGNATURE,
      `${name}: local header`,
    );
    const dataOffset =
      localOffset +
      30 +
      bytes.readUInt16LE(localOffset + 26) +
      bytes.readUInt16LE(localOffset + 28);
    need(dataOffset + compressedSize <= bytes.length, `${name}: data out of bounds`);

    total += uncompressedSize;
    if (total > limits.maxTotalUncompressed)
      throw new ZipError('bomb', `more than ${limits.maxTotalUncompressed} bytes in total`);
    if (
      uncompressedSize > 1 << 20 &&
      uncompressedSize > Math.max(1, compressedSize) * limits.maxRatio
    ) {
      throw new ZipError(
        'bomb',
        `${name} compresses ${Math.round(uncompressedSize / Math.max(1, compressedSize))}:1`,
      );
    }

    spans.push({ name, start: localOffset, end: dataOffset + compressedSize });
    entries.push({
      name,
      nameBytes,
      method,
      flags,
      crc32: crc,
      compressedSize,
      uncompressedSize,
      modTime,
      modDate,
      dataOffset,
    });
    at = end;
  }
  refuseOverlaps(spans);
  return entries;
}

/** Where an entry lies in the archive: its local header up to the end of its data. */
interface Span {
  name: string;
  start: number;
  end: number;
}

/**
 * Two entries whose bytes overlap are the building block of the non-recursive zip bomb (many
 * names pointing into one small run of data, each inflated in full); no writer produces them.
 */
function refuseOverlaps(spans: Span[]) {
  const byStart = [...spans].sort((a, b) => a.start - b.start);
  for (let i = 1; i < byStart.length; i++) {
    const [before, after] = [byStart[i - 1]!, byStart[i]!];
    if (after.start < before.end) {
      throw new ZipError('corrupt', `${after.name} overlaps ${before.name}`);
    }
  }
}
