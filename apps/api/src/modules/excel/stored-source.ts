import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/**
 * An upload's source is kept gzipped. A workbook whose parts are stored uncompressed (legal, and
 * easy to make) is megabytes of repetitive XML; on PGlite the database decodes and stores a
 * value on the event loop (an 8 MB source held it 210 ms), and gzip shrinks such a file a
 * hundredfold. zlib's asynchronous calls run on libuv's thread pool, so neither the packing nor
 * the unpacking holds the loop. An ordinary, already deflated workbook stays about its size.
 */
export function packSource(workbook: Buffer): Promise<Buffer> {
  return gzipAsync(workbook, { level: 1 });
}

const isGzip = (bytes: Buffer) => bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

/** The workbook as it was read; a source stored before packing (a ZIP, not gzip) as it is. */
export async function unpackSource(stored: Buffer, maxBytes: number): Promise<Buffer> {
  if (!isGzip(stored)) return stored;
  return gunzipAsync(stored, { maxOutputLength: maxBytes });
}
