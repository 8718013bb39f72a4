import type { Page } from '@playwright/test';
import { expect, test } from './support/console-errors';
import { writeWorkbook } from './support/excel';
import { registerVerifiedUser } from './support/users';

/**
 * Issue 34 §5: the same file chosen again is announced before anything is charged ("processed on
 * <date>: open it, or process it again"), and processing it again is an explicit choice.
 */

async function credits(page: Page): Promise<number> {
  const response = await page.request.get('/api/v1/tbm/user-stats');
  return ((await response.json()) as { data: { credits: number } }).data.credits;
}

test('the same file twice: announced, opened, and charged again only when chosen', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerVerifiedUser(page.request);
  const path = test.info().outputPath('twice.xlsx');
  const rows = [
    ['Cost Name', 'Amount'],
    ['Microsoft 365 E3 licenses', 1200],
    ['AWS EC2 compute', 800],
  ];
  writeWorkbook(path, rows);

  const process = async (button: 'Process File' | 'Process again') => {
    await page.getByRole('button', { name: button }).click();
    const done = page.getByRole('dialog', { name: 'Processing Complete' });
    await expect(done).toBeVisible();
    await done.getByRole('button', { name: 'Close dialog' }).click();
  };

  await page.goto('/excel-processor');
  await page.getByLabel('Excel file').setInputFiles(path);
  await expect(page.getByRole('region', { name: 'Columns to read' })).toBeVisible();
  await expect(page.getByText(/This file was processed on/)).toHaveCount(0);
  await process('Process File');
  const afterFirst = await credits(page);

  // The same file again: said before any charge, with the way to the first result.
  await page.getByRole('button', { name: 'Process Another File' }).click();
  await page.getByLabel('Excel file').setInputFiles(path);
  const notice = page.getByRole('status').filter({ hasText: 'This file was processed on' });
  await expect(notice).toContainText(
    /This file was processed on \d{1,2} [A-Z][a-z]+ \d{4}: open it, or process it again/,
  );
  await expect(page.getByRole('button', { name: 'Process File' })).toBeDisabled();
  await notice.getByRole('link', { name: 'open it' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'twice.xlsx' })).toBeVisible();
  expect(await credits(page)).toBe(afterFirst);

  // Chosen explicitly, it is processed, and charged, again.
  await page.goto('/excel-processor');
  await page.getByLabel('Excel file').setInputFiles(path);
  await expect(notice).toBeVisible();
  await process('Process again');
  expect(await credits(page)).toBe(afterFirst - 2);
  await page.goto('/results?kind=uploads');
  await expect(page.getByRole('link', { name: 'twice.xlsx' })).toHaveCount(2);
});
