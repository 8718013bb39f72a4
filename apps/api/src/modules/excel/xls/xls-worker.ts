import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from '@e965/xlsx';

/**
 * Worker thread: turns a legacy .xls (BIFF inside an OLE container) into an .xlsx package so the
 * one streaming pipeline handles both formats. SheetJS parses synchronously and, for large
 * files, for seconds and hundreds of MB; in a worker that neither blocks other users' requests
 * nor can take the server down (the thread has its own heap limit and a deadline).
 *
 * The result of an .xls upload is an .xlsx: SheetJS CE's BIFF8 writer allocates a 16 KB block
 * per cell (measured: 20,000 rows took 32 s and 4 GB; a full 65,536-row sheet needs ~12 GB).
 */

export interface XlsJob {
  bytes: Uint8Array;
  maxCells: number;
}

export type XlsOutcome =
  | { ok: true; xlsx: Uint8Array }
  | { ok: false; problem: 'encrypted' | 'invalid' | 'too-much-data'; detail: string };

/** SheetJS throws plain strings for broken BIFF records, not Errors. */
function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function convert({ bytes, maxCells }: XlsJob): XlsOutcome {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let streams: string[];
  try {
    streams = (
      XLSX.CFB.read(data, { type: 'buffer' }) as { FileIndex: Array<{ name: string }> }
    ).FileIndex.map((f) => f.name);
  } catch (error) {
    return { ok: false, problem: 'invalid', detail: describe(error) };
  }
  // A password-protected .xlsx is an OLE file holding the encrypted package.
  if (streams.includes('EncryptionInfo') || streams.includes('EncryptedPackage')) {
    return { ok: false, problem: 'encrypted', detail: 'encrypted OOXML package' };
  }
  if (!streams.includes('Workbook') && !streams.includes('Book')) {
    return {
      ok: false,
      problem: 'invalid',
      detail: `no workbook stream (${streams.slice(0, 8).join(', ')})`,
    };
  }

  let workbook: XLSX.WorkBook;
  try {
    // Values, not formulas: BIFF formulas do not all translate, and the values are what the
    // user sees. No formatted text either: it is only needed for display.
    workbook = XLSX.read(data, {
      type: 'buffer',
      cellFormula: false,
      cellHTML: false,
      cellText: false,
      cellNF: true,
    });
  } catch (error) {
    const detail = describe(error);
    return {
      ok: false,
      problem: /password|encrypt/i.test(detail) ? 'encrypted' : 'invalid',
      detail,
    };
  }
  // A Workbook stream of noise parses into a workbook with no sheet at all: not a spreadsheet.
  if (workbook.SheetNames.length === 0) {
    return { ok: false, problem: 'invalid', detail: 'the workbook stream holds no sheet' };
  }
  let cells = 0;
  for (const name of workbook.SheetNames) {
    const sheet = workbook.Sheets[name];
    if (sheet) cells += Object.keys(sheet).length;
  }
  if (cells > maxCells) return { ok: false, problem: 'too-much-data', detail: `${cells} cells` };

  // Stored, not deflated: the pipeline re-deflates the sheet it changes with zlib (much faster
  // than SheetJS's own deflate); inline strings spare it a shared-string table.
  let xlsx: Buffer;
  try {
    xlsx = XLSX.write(workbook, {
      type: 'buffer',
      bookType: 'xlsx',
      bookSST: false,
      compression: false,
    }) as Buffer;
  } catch (error) {
    // What SheetJS read but cannot write back came from a stream it misread: the file's fault.
    return { ok: false, problem: 'invalid', detail: `unwritable: ${describe(error)}` };
  }
  return { ok: true, xlsx: new Uint8Array(xlsx.buffer, xlsx.byteOffset, xlsx.byteLength) };
}

const outcome = convert(workerData as XlsJob);
parentPort?.postMessage(outcome, outcome.ok ? [outcome.xlsx.buffer as ArrayBuffer] : []);
