import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import type { FastifyInstance } from 'fastify';

export const fixture = (name: string): Buffer =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** A multipart body as a browser would send it (boundary and all), for app.inject. */
/**
 * The same workbook as other bytes (its zip comment says which copy it is): one account sending
 * the same file twice while the first runs is one job (decision 029), so tests that mean two
 * jobs send two copies.
 */
export function copyOf(workbook: Buffer, copy: number): Buffer {
  const comment = Buffer.from(`copy ${copy}`);
  const end = workbook.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || workbook.readUInt16LE(end + 20) !== 0) throw new Error('not a comment-less zip');
  const copied = Buffer.concat([workbook, comment]);
  copied.writeUInt16LE(comment.length, end + 20);
  return copied;
}

export async function multipartBody(
  fields: Array<[string, string] | [string, Buffer, string]>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value, fileName] of fields) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value]), fileName);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') as string },
  };
}

export async function upload(
  app: FastifyInstance,
  auth: Record<string, string>,
  fileName: string,
  bytes: Buffer,
  options: { url?: string; connectionId?: string } = {},
) {
  const fields: Array<[string, string] | [string, Buffer, string]> = [];
  if (options.connectionId) fields.push(['connectionId', options.connectionId]);
  fields.push(['excelFile', bytes, fileName]);
  const { payload, headers } = await multipartBody(fields);
  return app.inject({
    method: 'POST',
    url: options.url ?? '/api/v1/tbm/excel/process',
    payload,
    headers: { ...headers, ...auth },
  });
}

/** GET /tbm/excel/results/:processId as `auth`: an upload's details. */
export function uploadDetails(
  app: FastifyInstance,
  auth: Record<string, string>,
  processId: string,
) {
  return app.inject({
    method: 'GET',
    url: `/api/v1/tbm/excel/results/${processId}`,
    headers: auth,
  });
}

/** Every sheet as rows of raw cell values (undefined for empty cells). */
export function readWorkbook(bytes: Buffer): {
  names: string[];
  sheets: Record<string, unknown[][]>;
  workbook: XLSX.WorkBook;
} {
  const workbook = XLSX.read(bytes, { type: 'buffer', cellFormula: true, cellDates: false });
  const sheets: Record<string, unknown[][]> = {};
  for (const name of workbook.SheetNames) {
    sheets[name] = XLSX.utils.sheet_to_json(workbook.Sheets[name] as XLSX.WorkSheet, {
      header: 1,
      raw: true,
      defval: undefined,
      blankrows: true,
    });
  }
  return { names: workbook.SheetNames, sheets, workbook };
}
