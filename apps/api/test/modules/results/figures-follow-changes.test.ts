import {
  RESULT_COLUMNS,
  type ExcelProcessResult,
  type Rule,
  type UploadDetail,
  type UserStats,
} from '@trusty/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app';
import { apiAs, CLOUD, LAPTOP } from '../../helpers/stored-results';
import { createUser, type TestUser } from '../../helpers/users';
import { readWorkbook, upload } from '../excel/excel-helpers';
import { addRule, ledgerWorkbook, storedRows } from '../excel/rules-and-rows-fixtures';

/**
 * Issue 34 §3: the figures follow every change. A correction, a rule made from it and "Apply
 * rules and corrections" move the upload's counters, "decided by your rules", the rule's hits
 * and Total Costs Analyzed, all recounted from the stored rows, and the rewritten file's rows
 * and Summary say the same.
 */

const t = useTestApp();

async function uploadLedger(user: TestUser): Promise<string> {
  const res = await upload(t.app, user.headers, 'ledger.xlsx', await ledgerWorkbook());
  expect(res.statusCode).toBe(200);
  return (res.json().data as ExcelProcessResult).processId;
}

const detail = async (user: TestUser, id: string) =>
  (await apiAs(t, user).get(`/results/uploads/${id}`)).json().data as UploadDetail;
const stats = async (user: TestUser) =>
  (await apiAs(t, user).get('/tbm/user-stats')).json().data as UserStats;
const ruleHits = async (user: TestUser) =>
  Object.fromEntries(
    ((await apiAs(t, user).get('/rules')).json().data.items as Rule[]).map((rule) => [
      rule.match.value,
      rule.hits,
    ]),
  );
async function rowId(uploadId: string, row: number): Promise<string> {
  const found = (await storedRows(t.app, uploadId)).find((r) => r.rowNumber === row);
  if (!found) throw new Error(`no row ${row}`);
  return found.id;
}
async function correct(user: TestUser, rowIds: string[], layers = LAPTOP) {
  const res = await apiAs(t, user).post('/results/rows/correct', {
    selection: { rowIds },
    layers,
  });
  expect(res.statusCode).toBe(200);
}

/** The result sheet's Status and Method columns counted, and the Summary's counters. */
function fileFigures(bytes: Buffer) {
  const { sheets } = readWorkbook(bytes);
  const [header, ...rows] = sheets.Ledger as unknown[][];
  const status = (header as string[]).indexOf('Status');
  const method = (header as string[]).indexOf('Method');
  expect(status).toBe(4 + RESULT_COLUMNS.indexOf('Status'));
  const count = (column: number, value: string) =>
    rows.filter((row) => row[column] === value).length;
  const summary = new Map((sheets.Summary as unknown[][]).map((row) => [row[0], row[1]]));
  return {
    classified: count(status, 'Classified'),
    unclassified: count(status, 'Unclassified'),
    byRule: count(method, 'Your rule'),
    summaryClassified: summary.get('Rows classified'),
    summaryUnclassified: summary.get('Rows not classified (not charged)'),
  };
}

describe('correcting an unclassified row and making a rule of it', () => {
  it('moves every figure, and the page, the API and the file agree', async () => {
    const user = await createUser(t.app, { credits: 20 });
    const uploadId = await uploadLedger(user);
    const before = await detail(user, uploadId);
    const statsBefore = await stats(user);
    // Row 4, "Team lunch", is a line the engine does not place.
    expect((await storedRows(t.app, uploadId))[2]).toMatchObject({
      rowNumber: 4,
      status: 'unclassified',
    });

    // As the review dialog does it: the correction, then the rule ("always map lines like this").
    await correct(user, [await rowId(uploadId, 4)]);
    expect(await detail(user, uploadId)).toMatchObject({
      successfulRows: before.successfulRows + 1,
      unclassifiedRows: before.unclassifiedRows - 1,
      fileOutdated: true,
    });
    expect((await stats(user)).totalCostsAlignment).toBe(statsBefore.totalCostsAlignment + 1);

    await addRule(t.app, user, 'name', 'Team lunch', LAPTOP);
    const after = await detail(user, uploadId);
    expect(after).toMatchObject({
      successfulRows: before.successfulRows + 1,
      unclassifiedRows: before.unclassifiedRows - 1,
      ruleRows: before.ruleRows + 1,
    });
    expect(await ruleHits(user)).toEqual({ 'Team lunch': 1 });
    // The person's answer stands; the rule made from it now decides the row.
    expect((await storedRows(t.app, uploadId))[2]).toMatchObject({
      method: 'rule',
      review: 'corrected',
      itTower: LAPTOP['IT Tower'],
    });
    // Counted once: adopting the correction classifies nothing new.
    expect((await stats(user)).totalCostsAlignment).toBe(statsBefore.totalCostsAlignment + 1);

    const applied = await apiAs(t, user).post(`/results/uploads/${uploadId}/apply`);
    expect(applied.json().data).toMatchObject({ fileRewritten: true });
    const listed = (await apiAs(t, user).get('/results?kind=uploads')).json().data.items[0];
    expect(listed).toMatchObject({
      id: uploadId,
      successfulRows: after.successfulRows,
      unclassifiedRows: after.unclassifiedRows,
    });
    const file = await apiAs(t, user).get(`/tbm/excel/download/${uploadId}`);
    expect(fileFigures(file.rawPayload)).toEqual({
      classified: after.successfulRows,
      unclassified: after.unclassifiedRows,
      byRule: after.ruleRows,
      summaryClassified: after.successfulRows,
      summaryUnclassified: after.unclassifiedRows,
    });
  });
});

describe("a rule's hits are the rows it decides now", () => {
  it('loses a row a person corrects to other layers', async () => {
    const user = await createUser(t.app, { credits: 20 });
    await addRule(t.app, user, 'vendor', 'Acme Corp', LAPTOP);
    const uploadId = await uploadLedger(user);
    // Rows 7 and 8 are Acme Corp's.
    expect(await ruleHits(user)).toEqual({ 'Acme Corp': 2 });
    expect((await detail(user, uploadId)).ruleRows).toBe(2);

    await correct(user, [await rowId(uploadId, 7)], CLOUD);
    expect(await ruleHits(user)).toEqual({ 'Acme Corp': 1 });
    expect((await detail(user, uploadId)).ruleRows).toBe(1);
  });

  it('adopts a correction with its layers, and lets it go when its layers change', async () => {
    const user = await createUser(t.app, { credits: 20 });
    const uploadId = await uploadLedger(user);
    const aws = await rowId(uploadId, 3);
    await correct(user, [aws], LAPTOP);
    // A rule giving other layers than the person chose does not touch the correction.
    const other = await addRule(t.app, user, 'name', 'AWS EC2 compute', CLOUD);
    expect(await ruleHits(user)).toEqual({ 'AWS EC2 compute': 0 });

    const edited = await apiAs(t, user).patch(`/rules/${other}`, { layers: LAPTOP });
    expect(edited.json().data).toMatchObject({ hits: 1 });
    expect((await storedRows(t.app, uploadId))[1]).toMatchObject({
      method: 'rule',
      ruleId: other,
    });

    await apiAs(t, user).patch(`/rules/${other}`, { layers: CLOUD });
    expect(await ruleHits(user)).toEqual({ 'AWS EC2 compute': 0 });
    expect((await storedRows(t.app, uploadId))[1]).toMatchObject({
      method: 'user',
      ruleId: null,
      review: 'corrected',
      itTower: LAPTOP['IT Tower'],
    });
  });
});
