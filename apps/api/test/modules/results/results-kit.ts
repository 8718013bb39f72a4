import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { resultRows } from '../../../src/db/schema/index';
import type { TestApp } from '../../helpers/app';
import {
  apiAs,
  CLOUD,
  insertUploadRecord,
  LAPTOP,
  storedLaptopRow,
} from '../../helpers/stored-results';
import type { TestUser } from '../../helpers/users';
import { upload } from '../excel/excel-helpers';

export { CLOUD, LAPTOP };

/** Cost name, vendor, amount: one spreadsheet row. */
export type Line = [string, string, number];

export async function ledger(lines: Line[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Costs');
  sheet.addRow(['Cost Name', 'Vendor', 'Amount']);
  for (const line of lines) sheet.addRow(line);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Uploads `lines` through the real endpoint; returns the upload's id. */
export async function uploadLines(
  t: TestApp,
  user: TestUser,
  lines: Line[],
  fileName = 'ledger.xlsx',
): Promise<string> {
  const res = await upload(t.app, user.headers, fileName, await ledger(lines));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.processId as string;
}

export const client = apiAs;

/**
 * Arranges a row's confidence (the engine's own figures are not the subject of these tests):
 * every row of `uploadId` named `costName`.
 */
export async function setConfidence(
  t: TestApp,
  uploadId: string,
  costName: string,
  confidence: number,
): Promise<void> {
  const updated = await t.app.db
    .update(resultRows)
    .set({ confidence })
    .where(and(eq(resultRows.uploadId, uploadId), eq(resultRows.costName, costName)))
    .returning({ id: resultRows.id });
  expect(updated.length, `rows named ${costName}`).toBeGreaterThan(0);
}

export async function rowsOfUpload(t: TestApp, uploadId: string) {
  return t.app.db
    .select()
    .from(resultRows)
    .where(eq(resultRows.uploadId, uploadId))
    .orderBy(resultRows.rowNumber);
}

/**
 * An upload record with `count` rows made in the database directly (for the bulk tests, where
 * 5,000 rows through the spreadsheet path would test the spreadsheet path).
 */
export async function seedUpload(
  t: TestApp,
  user: TestUser,
  count: number,
  options: { confidence?: number; name?: (i: number) => string } = {},
): Promise<string> {
  const uploadId = await insertUploadRecord(t, user, count, 'seeded.xlsx');
  const name = options.name ?? ((i: number) => `Dell laptop batch ${i % 50}`);
  const values = Array.from({ length: count }, (_, i) =>
    storedLaptopRow(user, uploadId, i + 2, name(i), options.confidence ?? 0.5),
  );
  for (let i = 0; i < values.length; i += 1_000)
    await t.app.db.insert(resultRows).values(values.slice(i, i + 1_000));
  return uploadId;
}
