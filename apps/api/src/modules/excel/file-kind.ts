/**
 * What a file that is not a workbook looks like, in words a person recognises (issue 34 §8): a
 * text file renamed .xlsx passes the browser's check by name, and "Please upload a valid Excel
 * file" tells its sender nothing they did not believe they had done. Only the first bytes are
 * looked at.
 */

const SIGNATURES: Array<[string, number[]]> = [
  ['a PDF document', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['a PNG image', [0x89, 0x50, 0x4e, 0x47]],
  ['a JPEG image', [0xff, 0xd8, 0xff]],
  ['a GIF image', [0x47, 0x49, 0x46, 0x38]],
  ['a 7-Zip archive', [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]],
  ['a RAR archive', [0x52, 0x61, 0x72, 0x21]],
  ['a gzip archive', [0x1f, 0x8b]],
];

const SAMPLE_BYTES = 4_096;

/** Mostly printable, no NUL: text in some encoding. */
function looksLikeText(sample: Buffer): boolean {
  if (sample.length === 0 || sample.includes(0)) return false;
  let control = 0;
  for (const byte of sample) if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) control += 1;
  return control / sample.length < 0.01;
}

/** "plain text", "a PDF document"…: what the bytes look like, or undefined when unrecognised. */
export function describeFileKind(bytes: Buffer): string | undefined {
  for (const [kind, signature] of SIGNATURES)
    if (signature.every((byte, i) => bytes[i] === byte)) return kind;
  const sample = bytes.subarray(0, SAMPLE_BYTES);
  if (!looksLikeText(sample)) return undefined;
  const text = sample
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (text.startsWith('<!doctype html') || text.startsWith('<html')) return 'a web page (HTML)';
  if (text.startsWith('<?xml')) return 'an XML text file';
  if (text.startsWith('{') || text.startsWith('[')) return 'a JSON text file';
  const lines = text.split(/\r?\n/).slice(0, 5).filter(Boolean);
  const separated = (separator: string) =>
    lines.length > 1 && lines.every((line) => line.includes(separator));
  if (separated(',') || separated(';') || separated('\t')) return 'CSV text';
  return 'plain text';
}
