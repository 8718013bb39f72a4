import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/console-errors';
import { writeWorkbook } from './support/excel';
import { registerVerifiedUser } from './support/users';

// Issue 17 §8 on a real phone-sized screen.
const PHONE = { width: 375, height: 812 };
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

const NAMES = [
  'AWS EC2 reserved instances 3yr',
  'Cisco SmartNet renewal FY25',
  'Salesforce Sales Cloud enterprise licences',
  'Dell Latitude 7440 laptops for the finance team',
];

/** A ledger whose result is long: every row classified, and eight rows without a name. */
function writeLedger(path: string): void {
  const rows: unknown[][] = [['Cost Name', 'Amount']];
  for (let i = 0; i < 24; i++) rows.push([NAMES[i % NAMES.length], 100 + i]);
  for (let i = 0; i < 8; i++) rows.push(['', 10]);
  writeWorkbook(path, rows, { sheet: 'Costs' });
}

/** Fully inside the first screen, without scrolling the page or the dialog. */
async function expectOnScreen(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'has a box').not.toBeNull();
  if (!box) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

/** Nothing is drawn over the element's centre (no toast, no other layer). */
async function expectUncovered(locator: Locator) {
  expect(
    await locator.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return top !== null && (el === top || el.contains(top));
    }),
  ).toBe(true);
}

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const toasts = (page: Page) => page.locator('[data-rht-toaster] [role="status"]');

/** While the toast is up, its box and the dialog title's box do not meet. */
async function expectToastClearOfTitle(page: Page, toastText: string | RegExp, title: Locator) {
  // By CSS, not by role: a modal dialog hides the rest of the page (the toaster too) from the
  // accessibility tree.
  const toast = toasts(page).filter({ hasText: toastText });
  await expect(toast).toBeVisible();
  // The dialog moves below the toast once the toast has measured itself.
  await expect
    .poll(async () => {
      const [t, d] = [await toast.boundingBox(), await title.boundingBox()];
      return t !== null && d !== null && !intersects(t, d);
    })
    .toBe(true);
  await expectUncovered(title);
}

/** Uploads the long ledger; checks the toasts against the status dialog's title on the way. */
async function processLedger(page: Page, checkToasts = false) {
  const ledger = test.info().outputPath('long-ledger.xlsx');
  writeLedger(ledger);
  await page.getByLabel('Excel file').setInputFiles(ledger);
  await page.getByRole('button', { name: 'Process File' }).click();
  if (checkToasts) {
    // The toasts come with the result, while the dialog may still be showing its steps.
    const title = page.getByRole('dialog').getByRole('heading', { level: 2 }).first();
    await expectToastClearOfTitle(page, /processed successfully/, title);
    await expectToastClearOfTitle(page, /rows had errors/, title);
  }
  const dialog = page.getByRole('dialog', { name: 'Processing Complete' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('Excel Processor on a 375 × 812 phone', () => {
  test.beforeEach(async ({ page }) => {
    await registerVerifiedUser(page.request);
    await page.goto('/excel-processor');
    await expect(page.getByRole('heading', { name: 'Excel Processor', level: 1 })).toBeVisible();
  });

  test('the upload area is in the first screen', async ({ page }) => {
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectOnScreen(page.getByRole('heading', { name: 'Upload Excel File' }));
    await expectOnScreen(page.getByRole('button', { name: 'Choose File' }));
    // How It Works is still on the page, after the upload area.
    const howItWorks = await page.getByRole('heading', { name: 'How It Works' }).boundingBox();
    const upload = await page.getByRole('heading', { name: 'Upload Excel File' }).boundingBox();
    expect(howItWorks && upload && howItWorks.y > upload.y).toBe(true);
  });

  test('the result dialog keeps its buttons in view, and the toast clears its title', async ({
    page,
  }) => {
    const dialog = await processLedger(page, true);
    await expect(dialog.getByText('... and 3 more errors')).toBeAttached();
    // However long the body, the footer with the three actions stays on screen, uncovered.
    for (const name of ['Process Another File', 'View Details', 'Download Processed File']) {
      const button = dialog.getByRole('button', { name });
      await expectOnScreen(button);
      await expectUncovered(button);
    }
    await expect(toasts(page)).toHaveCount(0, { timeout: 8000 });
    await expectOnScreen(dialog.getByRole('button', { name: 'View Details' }));
    await expect(dialog.getByRole('button', { name: 'View Details' })).toBeInViewport({
      ratio: 1,
    });
    // When the body scrolls, it can be reached (and scrolled) from the keyboard.
    const body = dialog.locator('[data-dialog-body]');
    await expect
      .poll(() =>
        body.evaluate(
          (el) => el.scrollHeight > el.clientHeight === (el.getAttribute('tabindex') === '0'),
        ),
      )
      .toBe(true);
    await expectNoAxeViolations(page, 'the Processing Complete dialog on a phone');
  });

  test('classified rows show tower, pool and confidence on each card, without sideways scrolling', async ({
    page,
  }) => {
    const dialog = await processLedger(page);
    await dialog.getByRole('button', { name: 'View Details' }).tap();
    const details = page.getByRole('dialog', { name: 'Classified Rows' });
    await expect(details.getByText('Showing 24 of 24 classified rows.')).toBeVisible();

    const headers = await details.getByRole('columnheader').allTextContents();
    const column = (name: string) => headers.indexOf(name);
    const rows = details.getByRole('row');
    for (const index of [1, 2, 3, 4]) {
      const cells = rows.nth(index).locator('td, th');
      await cells.first().scrollIntoViewIfNeeded();
      for (const name of ['IT Tower', 'Cost Pool', 'Confidence']) {
        const cell = cells.nth(column(name));
        await expect(cell).toBeVisible();
        // The value is labelled on the card, and fits the screen's width.
        await expect(cell).toContainText(name);
        const box = await cell.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, `${name} fits`).toBe(true);
      }
      await expect(cells.nth(column('Confidence'))).toContainText(/\d{1,3}%/);
    }
    const body = details.locator('[data-dialog-body]');
    expect(await body.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await expectOnScreen(details.getByRole('button', { name: 'Close', exact: true }));
    await expectNoAxeViolations(page, 'the Classified Rows dialog on a phone');
  });
});

test('the analysis result on a phone: buttons in view, toast clear of the title', async ({
  page,
}) => {
  await registerVerifiedUser(page.request);
  await page.goto('/dashboard');
  const cost = 'Microsoft 365 E5 licences true-up for the group finance and HR teams FY25';
  await page.getByLabel('Cost Name').fill(cost);
  await page.getByRole('button', { name: 'Analyze Cost with AI' }).tap();
  const dialog = page.getByRole('dialog', { name: cost });
  await expect(dialog).toBeVisible();
  await expectToastClearOfTitle(
    page,
    'Cost has been successfully analyzed and categorized',
    dialog.getByRole('heading', { name: cost }),
  );
  for (const name of ['Close', 'Analyze Another']) {
    await expectOnScreen(dialog.getByRole('button', { name, exact: true }));
    await expectUncovered(dialog.getByRole('button', { name, exact: true }));
  }
});

/** The row number a Correct button names ("Correct row 5 …" → "5"). */
const rowOf = async (button: Locator) =>
  (await button.getAttribute('aria-label'))?.match(/^Correct row (\d+)/)?.[1] ?? '';

// Issue 34 §7: the data pages on a phone.
test.describe('data on a 375 × 812 phone', () => {
  test('the dashboard puts the analyzer first, in the first screen', async ({ page }) => {
    await registerVerifiedUser(page.request);
    await page.goto('/dashboard');
    const analyze = page.getByRole('button', { name: 'Analyze Cost with AI' });
    await expectOnScreen(page.getByLabel('Cost Name'));
    await expectOnScreen(analyze);
    const stats = page.getByRole('region', { name: 'Your statistics' });
    const [analyzer, cards] = [await analyze.boundingBox(), await stats.boundingBox()];
    expect(analyzer!.y).toBeLessThan(cards!.y);
  });

  test("an upload's rows are cards: name, confidence and Correct in view, nothing sideways", async ({
    page,
  }) => {
    await registerVerifiedUser(page.request);
    const ledger = test.info().outputPath('phone-rows.xlsx');
    writeLedger(ledger);
    await page.goto('/excel-processor');
    await page.getByLabel('Excel file').setInputFiles(ledger);
    await page.getByRole('button', { name: 'Process File' }).tap();
    const done = page.getByRole('dialog', { name: 'Processing Complete' });
    await expect(done).toBeVisible();
    await done.getByRole('button', { name: 'Close dialog' }).tap();
    await page.goto('/results');
    await page.getByRole('link', { name: 'phone-rows.xlsx' }).first().tap();
    const rows = page.getByRole('region', { name: 'Rows of phone-rows.xlsx' });
    await expect(rows).toBeVisible();

    const name = NAMES[3]!;
    const correct = rows
      .getByRole('button', { name: new RegExp(`^Correct row \\d+ ${name}$`) })
      .first();
    await correct.scrollIntoViewIfNeeded();
    // Still a table row to assistive technology, drawn as a card.
    const card = rows.getByRole('row').filter({
      has: page.getByRole('button', { name: `Correct row ${await rowOf(correct)} ${name}` }),
    });
    for (const part of [
      card.getByRole('rowheader', { name }),
      card.getByText(/^(Low|Medium|High) \d{1,3}%$/),
      correct,
    ]) {
      const box = await part.boundingBox();
      expect(box, 'has a box').not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }
    // No sideways scrolling, of the page or of the rows.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
    expect(await rows.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await correct.tap();
    await expect(page.getByRole('dialog', { name: 'Review this row' })).toBeVisible();
  });
});

// Issue 34 §8: a toast never covers the header's controls, on a phone or a desktop.
for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
  test.describe(`a toast on a ${viewport.width} px screen`, () => {
    test.use({ viewport });

    test("stays below the header's controls", async ({ page }) => {
      await registerVerifiedUser(page.request);
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Save Threshold' }).click();
      const toast = toasts(page).first();
      await expect(toast).toBeVisible();
      const header = page.getByRole('banner');
      // What a user sees while the toast slides in: the controls answer, not the toast.
      await expectUncovered(header.getByRole('link', { name: 'Profile' }));
      // Its resting place, once the entry animation is over.
      await expect
        .poll(() =>
          toast.evaluate((el) => {
            const moving: Animation[] = [];
            for (let n = el.parentElement; n && !n.hasAttribute('data-rht-toaster');) {
              moving.push(...n.getAnimations());
              n = n.parentElement;
            }
            return moving.every((a) => a.playState === 'finished');
          }),
        )
        .toBe(true);
      const controls = [
        header.getByRole('link', { name: 'Profile' }),
        header.getByText(/credits$/),
      ];
      if (viewport.width < 768) controls.push(header.getByRole('button', { name: 'Open menu' }));
      const shown = await toast.boundingBox();
      for (const control of controls) {
        await expectUncovered(control);
        expect(intersects(shown!, (await control.boundingBox())!)).toBe(false);
      }
    });
  });
}
