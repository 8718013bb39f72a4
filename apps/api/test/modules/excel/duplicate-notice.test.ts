import { duplicateMessage, sheetPreviewSchema, type ExcelProcessResult } from '@trusty/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { excelResults } from '../../../src/db/schema/index';
import { useTestApp } from '../../helpers/app';
import { createUser, type TestUser } from '../../helpers/users';
import { multipartBody } from './excel-helpers';
import { ledgerWorkbook, LEDGER_ROWS, usageCharges } from './rules-and-rows-fixtures';

/**
 * Issue 34 §5: the same file (by content) already processed in the account is announced before
 * anything is charged, and processing it again is an explicit choice (`onDuplicate`).
 */

const t = useTestApp({ RATE_LIMITS: 'false' });

async function post(user: TestUser, url: string, bytes: Buffer, fields: Record<string, string>) {
  const { payload, headers } = await multipartBody([
    ...Object.entries(fields),
    ['excelFile', bytes, 'ledger.xlsx'],
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/tbm/excel/${url}`,
    payload,
    headers: { ...headers, ...user.headers },
  });
}

const uploadsOf = (user: TestUser) =>
  t.app.db.select().from(excelResults).where(eq(excelResults.userId, user.user.id));

describe('the same file sent again', () => {
  it('is refused before any charge when the client asks, naming the earlier upload', async () => {
    const user = await createUser(t.app, { credits: 50 });
    const bytes = await ledgerWorkbook();
    const first = await post(user, 'process', bytes, { onDuplicate: 'ask' });
    expect(first.statusCode).toBe(200);
    const { processId } = first.json().data as ExcelProcessResult;
    const [earlier] = await uploadsOf(user);
    const charges = await usageCharges(t.app, user);

    const again = await post(user, 'process', bytes, { onDuplicate: 'ask' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      error: 'ALREADY_PROCESSED',
      message: duplicateMessage(earlier!.createdAt),
      duplicateOf: {
        processId,
        fileName: 'ledger.xlsx',
        createdAt: earlier!.createdAt.toISOString(),
      },
    });
    expect(again.json().message).toMatch(
      /^This file was processed on \d{1,2} [A-Z][a-z]+ \d{4}: open it, or process it again\.$/,
    );
    expect(await usageCharges(t.app, user)).toEqual(charges);
    expect(await uploadsOf(user)).toHaveLength(1);
  });

  it('is processed, and charged, when the person chooses to process it again', async () => {
    const user = await createUser(t.app, { credits: 50 });
    const bytes = await ledgerWorkbook();
    await post(user, 'process', bytes, { onDuplicate: 'ask' });
    const again = await post(user, 'process', bytes, { onDuplicate: 'process' });
    expect(again.statusCode).toBe(200);
    expect(await uploadsOf(user)).toHaveLength(2);
    expect(await usageCharges(t.app, user)).toHaveLength(2);
    // A client that says nothing (the API's own clients) is answered as before.
    expect((await post(user, 'process', bytes, {})).statusCode).toBe(200);
    expect((await post(user, 'process', bytes, { onDuplicate: 'maybe' })).statusCode).toBe(400);
  });

  it('is announced by the preview, for that account and that content only', async () => {
    const user = await createUser(t.app, { credits: 50 });
    const bytes = await ledgerWorkbook();
    const before = sheetPreviewSchema.parse((await post(user, 'preview', bytes, {})).json().data);
    expect(before.duplicateOf).toBeNull();
    const first = await post(user, 'process', bytes, { onDuplicate: 'ask' });
    const { processId } = first.json().data as ExcelProcessResult;

    const after = sheetPreviewSchema.parse((await post(user, 'preview', bytes, {})).json().data);
    expect(after.duplicateOf).toMatchObject({ processId, fileName: 'ledger.xlsx' });
    const other = await ledgerWorkbook(LEDGER_ROWS.slice(0, 3));
    const different = sheetPreviewSchema.parse(
      (await post(user, 'preview', other, {})).json().data,
    );
    expect(different.duplicateOf).toBeNull();
    const stranger = await createUser(t.app, { credits: 5 });
    const theirs = sheetPreviewSchema.parse(
      (await post(stranger, 'preview', bytes, {})).json().data,
    );
    expect(theirs.duplicateOf).toBeNull();
  });
});
