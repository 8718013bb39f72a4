import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

/**
 * A ZIP writer for hostile test archives, independent of the code under test: every field the
 * reader trusts can be set, including to a lie. Also a central-directory lister, so tests can
 * compare the entry names of an upload and its result byte for byte.
 */

export interface ZipEntrySpec {
  /** A string is written as UTF-8; a Buffer is written as it is (e.g. CP437 bytes). */
  name: string | Buffer;
  data: Buffer;
  /** 8 (deflate, default) or 0 (stored). */
  method?: 0 | 8;
  /** General-purpose flag bit 11. Default: set when a string name is not plain ASCII. */
  utf8Flag?: boolean;
  /** Flag bit 3: the local header carries zeros and a data descriptor follows the data. */
  dataDescriptor?: boolean;
  /** Saturated 32-bit sizes with the real ones in a zip64 extra field (both headers). */
  zip64?: boolean;
  /** Values written in the local header instead of the real ones. */
  localLie?: { compressedSize?: number; uncompressedSize?: number; crc32?: number };
  /** Values written in the central directory instead of the real ones. */
  centralLie?: { compressedSize?: number; uncompressedSize?: number; crc32?: number };
}

export interface ZipOptions {
  /** Writes a zip64 end record and locator, with the classic end record saturated. */
  zip64End?: boolean;
  comment?: Buffer;
}

const UTF8_FLAG = 0x0800;
const DESCRIPTOR_FLAG = 0x0008;
const SATURATED = 0xffffffff;

const isAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

/** CP437's upper half, 0x80..0xFF: what a ZIP entry name means without the UTF-8 flag. */
const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐' +
  '└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

export function encodeCp437(text: string): Buffer {
  return Buffer.from(
    [...text].map((ch) => {
      const code = ch.charCodeAt(0);
      if (code < 0x80) return code;
      const at = CP437_HIGH.indexOf(ch);
      if (at === -1) throw new Error(`${ch} has no CP437 code`);
      return 0x80 + at;
    }),
  );
}

export function decodeCp437(bytes: Buffer): string {
  return [...bytes]
    .map((byte) => (byte < 0x80 ? String.fromCharCode(byte) : CP437_HIGH.charAt(byte - 0x80)))
    .join('');
}

function zip64Extra(values: number[]): Buffer {
  const extra = Buffer.alloc(4 + 8 * values.length);
  extra.writeUInt16LE(0x0001, 0);
  extra.writeUInt16LE(8 * values.length, 2);
  values.forEach((value, i) => extra.writeBigUInt64LE(BigInt(value), 4 + 8 * i));
  return extra;
}

/**
 * The fields a local header (from byte 4) and a central directory record (from byte 6) share, in
 * the same order: version needed, flags, method, a fixed time and date, CRC-32, the two sizes
 * (saturated when the sizes are in a ZIP64 extra field), the name's and the extra field's length.
 */
function writeEntryFields(
  header: Buffer,
  at: number,
  fields: {
    zip64?: boolean;
    flags: number;
    method: number;
    crc32: number;
    compressedSize: number;
    uncompressedSize: number;
    nameLength: number;
    extraLength: number;
  },
): void {
  header.writeUInt16LE(fields.zip64 ? 45 : 20, at);
  header.writeUInt16LE(fields.flags, at + 2);
  header.writeUInt16LE(fields.method, at + 4);
  header.writeUInt16LE(0x6000, at + 6);
  header.writeUInt16LE(0x5b21, at + 8);
  header.writeUInt32LE(fields.crc32 >>> 0, at + 10);
  header.writeUInt32LE(fields.zip64 ? SATURATED : fields.compressedSize, at + 14);
  header.writeUInt32LE(fields.zip64 ? SATURATED : fields.uncompressedSize, at + 18);
  header.writeUInt16LE(fields.nameLength, at + 22);
  header.writeUInt16LE(fields.extraLength, at + 24);
}

export function buildZip(entries: ZipEntrySpec[], options: ZipOptions = {}): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = typeof entry.name === 'string' ? Buffer.from(entry.name, 'utf8') : entry.name;
    const method = entry.method ?? 8;
    const data = method === 8 ? deflateRawSync(entry.data, { level: 6 }) : entry.data;
    const crc = crc32(entry.data);
    const utf8 = entry.utf8Flag ?? (typeof entry.name === 'string' ? !isAscii(entry.name) : false);
    const flags = (utf8 ? UTF8_FLAG : 0) | (entry.dataDescriptor ? DESCRIPTOR_FLAG : 0);
    const real = { compressedSize: data.length, uncompressedSize: entry.data.length, crc32: crc };
    const inCentral = { ...real, ...entry.centralLie };
    const inLocal = entry.dataDescriptor
      ? { compressedSize: 0, uncompressedSize: 0, crc32: 0, ...entry.localLie }
      : { ...real, ...entry.localLie };

    const localExtra = entry.zip64
      ? zip64Extra([inLocal.uncompressedSize, inLocal.compressedSize])
      : Buffer.alloc(0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    const common = { zip64: entry.zip64, flags, method, nameLength: name.length };
    writeEntryFields(local, 4, { ...common, ...inLocal, extraLength: localExtra.length });
    const descriptor = Buffer.alloc(entry.dataDescriptor ? (entry.zip64 ? 24 : 16) : 0);
    if (entry.dataDescriptor) {
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(real.crc32 >>> 0, 4);
      if (entry.zip64) {
        descriptor.writeBigUInt64LE(BigInt(real.compressedSize), 8);
        descriptor.writeBigUInt64LE(BigInt(real.uncompressedSize), 16);
      } else {
        descriptor.writeUInt32LE(real.compressedSize, 8);
        descriptor.writeUInt32LE(real.uncompressedSize, 12);
      }
    }

    const centralExtra = entry.zip64
      ? zip64Extra([inCentral.uncompressedSize, inCentral.compressedSize, offset])
      : Buffer.alloc(0);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(entry.zip64 ? 45 : 20, 4);
    writeEntryFields(record, 6, { ...common, ...inCentral, extraLength: centralExtra.length });
    record.writeUInt32LE(entry.zip64 ? SATURATED : offset, 42);

    parts.push(local, name, localExtra, data, descriptor);
    central.push(record, name, centralExtra);
    offset += local.length + name.length + localExtra.length + data.length + descriptor.length;
  }

  const directory = Buffer.concat(central);
  const tail: Buffer[] = [];
  if (options.zip64End) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeUInt16LE(45, 12);
    record.writeUInt16LE(45, 14);
    record.writeBigUInt64LE(BigInt(entries.length), 24);
    record.writeBigUInt64LE(BigInt(entries.length), 32);
    record.writeBigUInt64LE(BigInt(directory.length), 40);
    record.writeBigUInt64LE(BigInt(offset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(offset + directory.length), 8);
    locator.writeUInt32LE(1, 16);
    tail.push(record, locator);
  }
  const comment = options.comment ?? Buffer.alloc(0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(options.zip64End ? 0xffff : entries.length, 8);
  end.writeUInt16LE(options.zip64End ? 0xffff : entries.length, 10);
  end.writeUInt32LE(options.zip64End ? SATURATED : directory.length, 12);
  end.writeUInt32LE(options.zip64End ? SATURATED : offset, 16);
  end.writeUInt16LE(comment.length, 20);
  return Buffer.concat([...parts, directory, ...tail, end, comment]);
}

/** One entry as stored: its name's raw bytes, whether it is flagged UTF-8, and its data. */
export interface StoredEntry {
  name: Buffer;
  utf8Flag: boolean;
  data: Buffer;
}

/** The classic end record: the last signature whose comment runs exactly to the end. */
function endOfCentralDirectory(archive: Buffer): number {
  for (let at = archive.length - 22; at >= 0; at--) {
    if (
      archive.readUInt32LE(at) === 0x06054b50 &&
      at + 22 + archive.readUInt16LE(at + 20) === archive.length
    )
      return at;
  }
  throw new Error('no end of central directory');
}

/**
 * Every entry of an archive, inflated, read from its central directory (zip64 included): an
 * independent reader, for looking into what the API returns and comparing it with what it got.
 */
export function readArchive(archive: Buffer): StoredEntry[] {
  const end = endOfCentralDirectory(archive);
  let count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  if (count === 0xffff || at === SATURATED) {
    const zip64 = Number(archive.readBigUInt64LE(end - 20 + 8));
    count = Number(archive.readBigUInt64LE(zip64 + 32));
    at = Number(archive.readBigUInt64LE(zip64 + 48));
  }
  const entries: StoredEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central record ${i}`);
    const flags = archive.readUInt16LE(at + 8);
    const method = archive.readUInt16LE(at + 10);
    let compressedSize = archive.readUInt32LE(at + 20);
    const uncompressedSize = archive.readUInt32LE(at + 24);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    let local = archive.readUInt32LE(at + 42);
    const extra = at + 46 + nameLength;
    if (archive.readUInt16LE(extra) === 0x0001 && extraLength >= 4) {
      // zip64: only the saturated fields are present, in this order.
      let field = extra + 4;
      const next = () => {
        const value = Number(archive.readBigUInt64LE(field));
        field += 8;
        return value;
      };
      if (uncompressedSize === SATURATED) next();
      if (compressedSize === SATURATED) compressedSize = next();
      if (local === SATURATED) local = next();
    }
    const data = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const raw = archive.subarray(data, data + compressedSize);
    entries.push({
      name: Buffer.from(archive.subarray(at + 46, at + 46 + nameLength)),
      utf8Flag: (flags & UTF8_FLAG) !== 0,
      data: method === 8 ? inflateRawSync(raw) : Buffer.from(raw),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
