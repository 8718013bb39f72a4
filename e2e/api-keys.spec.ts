import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/console-errors';
import { BASE_URL } from './support/env';
import { registerVerifiedUser } from './support/users';

/** What a customer's script sends: three ledger lines, with its own ids. */
const ITEMS = [
  { id: 'GL-1', costName: 'Microsoft 365 E3 licenses', vendor: 'Microsoft', amount: 1200 },
  { id: 'GL-2', costName: 'AWS EC2 compute', vendor: 'Amazon Web Services', amount: 800 },
  { id: 'GL-3', costName: 'Cisco switch maintenance', vendor: 'Cisco', amount: 300 },
];

test('a key made in the browser classifies a batch from a script, and Results shows the rows', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerVerifiedUser(page.request);

  // 1. From the Profile to the API keys page; create a key and read it off the page, once.
  await page.goto('/profile');
  await page.getByRole('link', { name: 'API keys' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  await page.getByLabel('Name').fill('Nightly ERP export');
  await page.getByLabel(/^classify:/).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  const key = (await page.getByTestId('new-api-key').textContent())?.trim() ?? '';
  expect(key).toMatch(/^trusty_[0-9A-Za-z]{38}$/);
  await expectNoAxeViolations(page, 'the API keys page with a new key');
  await page.getByRole('button', { name: 'I have saved it' }).click();
  await expect(page.getByTestId('new-api-key')).toHaveCount(0);

  // 2. A script, outside the browser and its session, calls the batch endpoint with the key.
  const response = await fetch(`${BASE_URL}/api/v1/tbm/categorize/batch`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      'idempotency-key': 'e2e-batch-1',
    },
    body: JSON.stringify({ items: ITEMS }),
  });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as {
    data: { items: Array<{ id: string; classified: boolean }>; charged: number };
  };
  expect(data.items.map((item) => item.id)).toEqual(['GL-1', 'GL-2', 'GL-3']);
  expect(data.items.every((item) => item.classified)).toBe(true);

  // 3. Results lists the batch as one entry; its page shows the rows.
  await page.goto('/results');
  await page.getByRole('link', { name: 'API batch of 3 items' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API batch of 3 items' })).toBeVisible();
  const rows = page.getByRole('region', { name: 'Rows of API batch of 3 items' });
  for (const item of ITEMS) await expect(rows.getByText(item.costName)).toBeVisible();

  // 4. The keys page shows the key used: its prefix, last use and usage.
  await page.goto('/api-keys');
  const row = page.getByRole('row', { name: /Nightly ERP export/ });
  await expect(row).toContainText(key.slice(0, 15));
  await expect(row).not.toContainText('Never');
  await expect(row).toContainText(`1 calls, 3 items, ${data.charged} credits`);
});

test('the API reference page shows the examples and every call', async ({ page }) => {
  await page.goto('/docs/api');
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  for (const title of [
    'Authenticate with an API key',
    'Classify one cost',
    'Classify a batch',
    'Upload a spreadsheet and poll it',
    'Be told when a job is done',
  ])
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('/api/v1/tbm/categorize/batch', { exact: true })).toBeVisible();
  await expect(
    page.getByText('/api/v1/tbm/excel/status/{processId}', { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the API reference');
});
