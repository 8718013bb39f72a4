import { rowsPageSchema } from '@trusty/contracts';
import { expect, test } from './support/console-errors';
import { writeWorkbook } from './support/excel';
import { registerVerifiedUser } from './support/users';

test('user try (throwaway)', async ({ page }) => {
  await registerVerifiedUser(page.request);
  const path = test.info().outputPath('ledger.xlsx');
  writeWorkbook(path, [
    ['Cost Name', 'Vendor', 'GL Account', 'Amount'],
    ['Northway IT Solutions Ltd', '', '', 1200],
    ['Brackwater Networks Ltd', '', '', 300],
    ['Storage tanks', 'Tankco', '', 5000],
    ['Annual support and maintenance', 'Idox Software', '', 900],
    ['Audit fee', 'KPMG', '', 15000],
    ['Cloud', '', '', 700],
    ['Dell Latitude laptops', 'Dell', '7200 Software Licences', 8000],
    ['MSFT 365 E5 annual true-up FY25', 'Microsoft', '6410-Software Subscriptions', 20000],
    ['Patient monitors', 'Philips', '', 4000],
  ]);
  await page.goto('/excel-processor');
  await page.getByLabel('Excel file').setInputFiles(path);
  await page.getByRole('button', { name: 'Process File' }).click();
  const done = page.getByRole('dialog', { name: 'Processing Complete' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'Close dialog' }).click();
  await page.goto('/results');
  await page.getByRole('link', { name: 'ledger.xlsx' }).first().click();
  const uploadId = new URL(page.url()).pathname.split('/').at(-1)!;
  const body = await (await page.request.get(`/api/v1/results/uploads/${uploadId}/rows`)).json();
  const items = rowsPageSchema.parse(body.data).items;
  for (const r of items) console.log(JSON.stringify(r).slice(0, 600));
  await page.screenshot({ path: test.info().outputPath('results.png'), fullPage: true });
  console.log('SHOT', test.info().outputPath('results.png'));
});
