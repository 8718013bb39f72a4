import { writeFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import * as XLSX from '@e965/xlsx';

/** Writes `rows` (the header first) as a workbook of one sheet at `path`. */
export function writeWorkbook(
  path: string,
  rows: ReadonlyArray<ReadonlyArray<unknown>>,
  { sheet = 'Ledger', bookType = 'xlsx' }: { sheet?: string; bookType?: XLSX.BookType } = {},
) {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    workbook,
    XLSX.utils.aoa_to_sheet(rows.map((row) => [...row])),
    sheet,
  );
  writeFileSync(path, XLSX.write(workbook, { type: 'buffer', bookType }) as Buffer);
}

/**
 * Processes the file at `path` on the Excel Processor page, as a user does with the mouse, and
 * closes the Processing Complete dialog once it says the run is over.
 */
export async function processOnExcelProcessor(page: Page, path: string) {
  await page.goto('/excel-processor');
  await page.getByLabel('Excel file').setInputFiles(path);
  await page.getByRole('button', { name: 'Process File' }).click();
  const done = page.getByRole('dialog', { name: 'Processing Complete' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'Close dialog' }).click();
}
