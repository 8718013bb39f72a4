import { excelMessages } from '@trusty/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, excelResults } from '../../../src/db/schema/index';
import { createTestApp, useTestApp, type TestApp } from '../../helpers/app';
import { createUser, type TestUser } from '../../helpers/users';
import { fixture, upload } from './excel-helpers';
import { wideBlankRows } from './fixtures/slow-workbook';

/**
 * What keeps one upload from costing everyone else: the work runs in a worker thread within a
 * time budget, an empty balance is refused before the file is read, and the work an account
 * can cause without paying is capped.
 */

/** About a second of reading, 100 ms at a time per row, then refused: nothing to classify. */
let slow: Buffer;
const t = useTestApp({ SPREADSHEET_WORKERS: '1' });

beforeAll(async () => {
  slow = wideBlankRows(8);
});

async function balance(app: TestApp['app'], user: TestUser): Promise<number> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/v1/tbm/user-stats',
    headers: user.headers,
  });
  return res.json().data.credits;
}

const usageRows = (app: TestApp['app'], user: TestUser) =>
  app.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, user.user.id), eq(creditLedger.kind, 'usage_excel')));
const storedResults = (app: TestApp['app'], user: TestUser) =>
  app.db.select().from(excelResults).where(eq(excelResults.userId, user.user.id));

describe('an account without credits', () => {
  it('is refused with 402 before its file is read', async () => {
    const user = await createUser(t.app, { credits: 0 });
    // Not a workbook at all: reading it would answer 400, so a 402 proves it was never read.
    const res = await upload(t.app, user.headers, 'notes.xlsx', fixture('text-renamed.xlsx'));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      success: false,
      error: 'INSUFFICIENT_CREDITS',
      message: 'Not enough credits: 1 needed, 0 available.',
    });

    const funded = await createUser(t.app, { credits: 1 });
    const read = await upload(t.app, funded.headers, 'notes.xlsx', fixture('text-renamed.xlsx'));
    expect(read.statusCode).toBe(400);
    expect(read.json().message).toBe(
      `This file is CSV text, not an Excel workbook (open it in Excel and save it as .xlsx). ${excelMessages.invalidType}`,
    );
  });
});

describe('the event loop while a workbook is read', () => {
  it('keeps answering health checks within 100 ms, then refuses the workbook', async () => {
    const user = await createUser(t.app, { credits: 10 });
    let done = false;
    const pending = upload(t.app, user.headers, 'blank.xlsx', slow).finally(() => {
      done = true;
    });
    const latencies: number[] = [];
    while (!done) {
      const started = performance.now();
      const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
      latencies.push(performance.now() - started);
      expect(health.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const res = await pending;
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The sheet "Sheet1" has a cost-name column but no rows of costs below its header.',
    );
    // The read took a while (many polls), and no poll waited for it.
    expect(latencies.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...latencies)).toBeLessThan(100);
  });
});

describe('a workbook over its time budget', () => {
  let tight: TestApp;
  beforeAll(async () => {
    tight = await createTestApp({ SPREADSHEET_WORKERS: '1', SPREADSHEET_JOB_SECONDS: '0.05' });
  });
  afterAll(() => tight.close());

  it('is refused with a clear 413, charges nothing, and the next upload runs', async () => {
    const user = await createUser(tight.app, { credits: 50 });
    const res = await upload(tight.app, user.headers, 'blank.xlsx', slow);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, error: 'PAYLOAD_TOO_LARGE' });
    expect(res.json().message).toMatch(
      /^This workbook took too long to process, so it was stopped; nothing was charged\./,
    );
    expect(await balance(tight.app, user)).toBe(50);
    expect(await usageRows(tight.app, user)).toEqual([]);
    expect(await storedResults(tight.app, user)).toEqual([]);

    // The single thread was ended and replaced: a normal workbook goes through. (Its budget is
    // raised first, read per upload, so that a loaded machine cannot fail it on time.)
    tight.app.config.spreadsheet.jobBudgetMs = 60_000;
    const next = await upload(tight.app, user.headers, 'costs.xlsx', fixture('costs.xlsx'));
    expect(next.statusCode).toBe(200);
    const charged = next.json().data.successfulRows;
    expect(charged).toBeGreaterThan(0);
    expect(await balance(tight.app, user)).toBe(50 - charged);
    expect(await usageRows(tight.app, user)).toHaveLength(1);
  });
});

describe('free work per account', () => {
  it('answers 429 after 20 uploads that charged nothing, for that account only', async () => {
    const user = await createUser(t.app, { credits: 10 });
    for (let i = 0; i < 20; i++) {
      const res = await upload(t.app, user.headers, 'notes.xlsx', fixture('text-renamed.xlsx'));
      expect(res.statusCode, `upload ${i + 1}`).toBe(400);
    }
    const refused = await upload(t.app, user.headers, 'costs.xlsx', fixture('costs.xlsx'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, error: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(
      /^Too many of your recent uploads could not be processed\. .* try again in 60 minutes\.$/,
    );
    expect(refused.json().retryAfterSeconds).toBeGreaterThan(3_500);
    expect(await balance(t.app, user)).toBe(10);

    const other = await createUser(t.app, { credits: 10 });
    const fine = await upload(t.app, other.headers, 'costs.xlsx', fixture('costs.xlsx'));
    expect(fine.statusCode).toBe(200);
  });

  it('never counts uploads that were charged', async () => {
    const user = await createUser(t.app, { credits: 30 });
    for (let i = 0; i < 25; i++) {
      const res = await upload(t.app, user.headers, 'name.xlsx', fixture('header-name.xlsx'));
      expect(res.statusCode, `upload ${i + 1}`).toBe(200);
    }
    expect(await balance(t.app, user)).toBe(5);
  });
});
