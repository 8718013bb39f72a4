import { rowsPageSchema } from '@trusty/contracts';
import { expect, test } from './support/console-errors';
import { writeWorkbook } from './support/excel';
import { registerVerifiedUser } from './support/users';

/**
 * Issue 34 §2: after choosing a file, the Excel Processor shows what it will read; the user
 * changes the cost-name column it detected, processes, and the result is read from that column.
 */

test('change the detected cost-name column before processing: the result uses it', async ({
  page,
}) => {
  await registerVerifiedUser(page.request);
  const path = test.info().outputPath('codes.xlsx');
  // "Cost Name" holds account codes here; the costs are described in "Description".
  const rows = [
    ['Cost Name', 'Description', 'Amount'],
    ['IT-6100', 'Microsoft 365 E3 licenses', 1200],
    ['IT-6200', 'AWS EC2 compute', 800],
    ['IT-6300', 'Cisco switch maintenance', 300],
  ];
  writeWorkbook(path, rows);

  await page.goto('/excel-processor');
  await page.getByLabel('Excel file').setInputFiles(path);
  const columns = page.getByRole('region', { name: 'Columns to read' });
  const costName = columns.getByLabel('Cost name');
  await expect(costName).toHaveValue('1');
  await expect(columns.getByRole('region', { name: 'First rows of Ledger' })).toContainText(
    'Microsoft 365 E3 licenses',
  );
  await expect(columns).toContainText('Processing uses at most 3 credits');

  await costName.selectOption({ label: 'B · Description' });
  await expect(costName).toHaveValue('2');
  await page.getByRole('button', { name: 'Process File' }).click();
  const done = page.getByRole('dialog', { name: 'Processing Complete' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'Close dialog' }).click();

  await page.goto('/results');
  await page.getByRole('link', { name: 'codes.xlsx' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'codes.xlsx' })).toBeVisible();
  const uploadId = new URL(page.url()).pathname.split('/').at(-1)!;
  const stored = rowsPageSchema.parse(
    (await (await page.request.get(`/api/v1/results/uploads/${uploadId}/rows`)).json()).data,
  ).items;
  expect(stored.map((row) => row.costName).sort()).toEqual(
    ['AWS EC2 compute', 'Cisco switch maintenance', 'Microsoft 365 E3 licenses'].sort(),
  );
  expect(stored.every((row) => row.status === 'classified')).toBe(true);
  await expect(page.getByText('Microsoft 365 E3 licenses')).toBeVisible();
});
