import { applyOutcomeSchema, applyQuoteSchema, type ExcelProcessResult } from '@trusty/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { excelResults, resultJournal, type StoredLayers } from '../../../src/db/schema/index';
import { useTestApp } from '../../helpers/app';
import { LAPTOP } from '../../helpers/stored-results';
import { createUser, type TestUser } from '../../helpers/users';
import { upload } from './excel-helpers';
import {
  addRule,
  hitsOf,
  ledgerWorkbook,
  resultCells,
  RULE_LAYERS,
  storedRows,
  storeRuleUnapplied,
  usageCharges,
} from './rules-and-rows-fixtures';

/**
 * GET/POST /results/uploads/:id/apply (issue 15 §4): the current rules applied again to the rows
 * nobody accepted or corrected, the workbook written again with every answer, never charged.
 */

const t = useTestApp();

/** A person's correction: the engine's answer for a laptop line. */
const CORRECTED: StoredLayers = LAPTOP;

const applyUrl = (id: string) => `/api/v1/results/uploads/${id}/apply`;
const quote = (user: TestUser, id: string) =>
  t.app.inject({ method: 'GET', url: applyUrl(id), headers: user.headers });
const apply = (user: TestUser, id: string) =>
  t.app.inject({ method: 'POST', url: applyUrl(id), headers: user.headers });
const download = (user: TestUser, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/tbm/excel/download/${id}`, headers: user.headers });

async function uploadLedger(user: TestUser): Promise<string> {
  const res = await upload(t.app, user.headers, 'ledger.xlsx', await ledgerWorkbook());
  expect(res.statusCode).toBe(200);
  return (res.json().data as ExcelProcessResult).processId;
}

async function rowIdAt(uploadId: string, row: number): Promise<string> {
  const found = (await storedRows(t.app, uploadId)).find((r) => r.rowNumber === row);
  if (!found) throw new Error(`no row ${row}`);
  return found.id;
}

async function review(user: TestUser, action: 'accept' | 'correct', rowIds: string[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/results/rows/${action}`,
    headers: user.headers,
    payload: { selection: { rowIds }, ...(action === 'correct' && { layers: CORRECTED }) },
  });
  expect(res.statusCode).toBe(200);
}

describe('applying rules and corrections to an upload', () => {
  let user: TestUser;
  let uploadId: string;
  let vendorRule: string;
  let phraseRule: string;

  beforeAll(async () => {
    user = await createUser(t.app, { credits: 20 });
    uploadId = await uploadLedger(user);
    // Saved while the upload ran, so not yet applied to it: a vendor, a phrase and an exact name.
    vendorRule = await storeRuleUnapplied(t.app, user, 'vendor', 'Microsoft');
    phraseRule = await storeRuleUnapplied(t.app, user, 'phrase', 'acme widget');
    await storeRuleUnapplied(t.app, user, 'name', 'AWS EC2 compute');
    // A person accepted row 3 (AWS) and corrected row 8 (Acme): the rules leave both alone.
    await review(user, 'accept', [await rowIdAt(uploadId, 3)]);
    await review(user, 'correct', [await rowIdAt(uploadId, 8)]);
  });

  it('quotes 0 credits and the rows the rules would change, before anything changes', async () => {
    const res = await quote(user, uploadId);
    expect(res.statusCode).toBe(200);
    expect(applyQuoteSchema.parse(res.json().data)).toEqual({
      rowsChanging: 2,
      credits: 0,
      rewritesFile: true,
      rowsByRules: 0,
      // The correction of row 8 is stored, not yet in the file.
      fileOutdated: true,
    });
    const rows = await storedRows(t.app, uploadId);
    expect(rows.filter((row) => row.method === 'rule')).toEqual([]);
  });

  it('changes the unreviewed rows, journals them, rewrites the file and charges nothing', async () => {
    const before = await usageCharges(t.app, user);
    const res = await apply(user, uploadId);
    expect(res.statusCode).toBe(200);
    expect(applyOutcomeSchema.parse(res.json().data)).toEqual({
      rowsChanged: 2,
      creditsCharged: 0,
      fileRewritten: true,
    });
    expect(await usageCharges(t.app, user)).toEqual(before);

    const rows = await storedRows(t.app, uploadId);
    const at = (n: number) => rows.find((row) => row.rowNumber === n);
    expect(at(2)).toMatchObject({
      method: 'rule',
      ruleId: vendorRule,
      itTower: RULE_LAYERS['IT Tower'],
      reason: 'Your rule: Vendor "Microsoft"',
      charged: true,
    });
    expect(at(7)).toMatchObject({ status: 'classified', method: 'rule', ruleId: phraseRule });
    expect(at(3)).toMatchObject({ method: 'lexicon', review: 'accepted', itTower: 'Compute' });
    expect(at(8)).toMatchObject({ method: 'user', review: 'corrected', subTower: 'Workspace' });
    expect(await hitsOf(t.app, vendorRule)).toBe(1);
    expect(await hitsOf(t.app, phraseRule)).toBe(1);

    const journal = await t.app.db
      .select()
      .from(resultJournal)
      .where(eq(resultJournal.rowId, at(2)!.id));
    expect(journal).toEqual([
      expect.objectContaining({
        action: 'reapply',
        ruleId: vendorRule,
        fromLayers: expect.objectContaining({ 'IT Tower': 'End User' }),
        toLayers: RULE_LAYERS,
      }),
    ]);

    const [record] = await t.app.db
      .select()
      .from(excelResults)
      .where(eq(excelResults.id, uploadId));
    expect(record).toMatchObject({ successfulRows: 4, unclassifiedRows: 1, applyStartedAt: null });
    expect(record!.fileWrittenAt!.getTime()).toBeGreaterThanOrEqual(
      record!.rowsChangedAt!.getTime(),
    );

    const file = (await download(user, uploadId)).rawPayload;
    expect(resultCells(file, 'Ledger', 2)).toEqual({
      ...RULE_LAYERS,
      Confidence: 1,
      Method: 'Your rule',
      Status: 'Classified',
      Reason: 'Your rule: Vendor "Microsoft"',
    });
    expect(resultCells(file, 'Ledger', 8)).toMatchObject({
      ...CORRECTED,
      Confidence: 1,
      Method: 'Your correction',
      Status: 'Classified',
    });
    expect(resultCells(file, 'Ledger', 3)).toMatchObject({ 'IT Tower': 'Compute' });
    expect(resultCells(file, 'Ledger', 3)).toMatchObject({
      Confidence: expect.any(Number),
      Method: 'Engine',
    });
    expect(resultCells(file, 'Ledger', 4)).toMatchObject({ Status: 'Unclassified' });
    expect(resultCells(file, 'Ledger', 5)).toMatchObject({ Status: 'Skipped' });
    expect(resultCells(file, 'Ledger', 6)).toMatchObject({
      Status: 'Error',
      Reason: 'Cost name is empty',
    });
  });

  it('has nothing left to change once applied', async () => {
    expect((await quote(user, uploadId)).json().data).toMatchObject({
      rowsChanging: 0,
      rowsByRules: 2,
      fileOutdated: false,
    });
    const again = await apply(user, uploadId);
    expect(again.json().data).toEqual({ rowsChanged: 0, creditsCharged: 0, fileRewritten: true });
  });
});

describe('a rule saved after the upload', () => {
  it('has rewritten its rows already: the quote says so, and that the file is behind', async () => {
    const user = await createUser(t.app, { credits: 10 });
    const uploadId = await uploadLedger(user);
    expect((await quote(user, uploadId)).json().data).toMatchObject({
      rowsChanging: 0,
      rowsByRules: 0,
      fileOutdated: false,
    });
    // Saved through the API, the rule decides the stored Microsoft row at once.
    await addRule(t.app, user, 'vendor', 'Microsoft');
    expect((await quote(user, uploadId)).json().data).toEqual({
      rowsChanging: 0,
      credits: 0,
      rewritesFile: true,
      rowsByRules: 1,
      fileOutdated: true,
    });
    await apply(user, uploadId);
    expect((await quote(user, uploadId)).json().data).toMatchObject({
      rowsChanging: 0,
      rowsByRules: 1,
      fileOutdated: false,
    });
  });
});

describe('who and when', () => {
  it("answers 404 for someone else's upload, an unknown id and a malformed one", async () => {
    const owner = await createUser(t.app, { credits: 10 });
    const uploadId = await uploadLedger(owner);
    const stranger = await createUser(t.app);
    for (const id of [uploadId, crypto.randomUUID(), 'not-an-id']) {
      for (const res of [await quote(stranger, id), await apply(stranger, id)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
      }
    }
    const anonymous = await t.app.inject({ method: 'GET', url: applyUrl(uploadId) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('after the file expired, changes the rows only', async () => {
    const user = await createUser(t.app, { credits: 10 });
    const uploadId = await uploadLedger(user);
    await storeRuleUnapplied(t.app, user, 'vendor', 'Microsoft');
    await t.app.db
      .update(excelResults)
      .set({ expiresAt: new Date(Date.now() - 1000), file: null, source: null })
      .where(eq(excelResults.id, uploadId));

    expect((await quote(user, uploadId)).json().data).toEqual({
      rowsChanging: 1,
      credits: 0,
      rewritesFile: false,
      rowsByRules: 0,
      fileOutdated: false,
    });
    const res = await apply(user, uploadId);
    expect(res.json().data).toEqual({ rowsChanged: 1, creditsCharged: 0, fileRewritten: false });
    const [row] = await storedRows(t.app, uploadId);
    expect(row).toMatchObject({ rowNumber: 2, method: 'rule' });
  });

  it('runs one apply per upload at a time: a second gets 409; a claim left by a dead instance goes stale', async () => {
    const user = await createUser(t.app, { credits: 10 });
    const uploadId = await uploadLedger(user);
    await storeRuleUnapplied(t.app, user, 'vendor', 'Microsoft');
    const claim = (minutesAgo: number) =>
      t.app.db.execute(
        sql`UPDATE excel_results SET apply_started_at = now() - make_interval(mins => ${minutesAgo})
            WHERE id = ${uploadId}`,
      );

    await claim(0);
    const busy = await apply(user, uploadId);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ success: false, error: 'CONFLICT' });
    expect((await storedRows(t.app, uploadId))[0]).toMatchObject({ method: 'lexicon' });

    await claim(30);
    const res = await apply(user, uploadId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ rowsChanged: 1 });
  });

  it('lets two simultaneous applies of one upload through one at a time', async () => {
    const user = await createUser(t.app, { credits: 10 });
    const uploadId = await uploadLedger(user);
    await storeRuleUnapplied(t.app, user, 'vendor', 'Microsoft');
    const codes = (await Promise.all([apply(user, uploadId), apply(user, uploadId)]))
      .map((res) => res.statusCode)
      .sort();
    expect(codes).toEqual([200, 409]);
  });

  it('applies to every row of an upload longer than one page of rows', async () => {
    const user = await createUser(t.app, { credits: 20_000 });
    const lines: Array<[string, string, string, number]> = Array.from({ length: 10_001 }, (_, i) =>
      i % 2 === 0
        ? ['Microsoft 365 E3 licenses', 'Microsoft', '6100', i]
        : ['AWS EC2 compute', 'Amazon Web Services', '6200', i],
    );
    const res = await upload(t.app, user.headers, 'long.xlsx', await ledgerWorkbook(lines));
    expect(res.statusCode).toBe(200);
    const { processId } = res.json().data as ExcelProcessResult;
    await storeRuleUnapplied(t.app, user, 'vendor', 'Microsoft');

    expect((await quote(user, processId)).json().data).toMatchObject({ rowsChanging: 5_001 });
    expect((await apply(user, processId)).json().data).toEqual({
      rowsChanged: 5_001,
      creditsCharged: 0,
      fileRewritten: true,
    });
    const file = (await download(user, processId)).rawPayload;
    // The first and the last data rows (2 and 10,002), and an AWS row between them.
    expect(resultCells(file, 'Ledger', 2)).toMatchObject({ Method: 'Your rule' });
    expect(resultCells(file, 'Ledger', 10_002)).toMatchObject({
      'IT Tower': RULE_LAYERS['IT Tower'],
      Method: 'Your rule',
    });
    expect(resultCells(file, 'Ledger', 10_001)).toMatchObject({ 'IT Tower': 'Compute' });
  });
});
