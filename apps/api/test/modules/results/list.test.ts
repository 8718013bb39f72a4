import { resultMessages, resultsPageSchema, type ResultSummary } from '@trusty/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { excelResults } from '../../../src/db/schema/index';
import { sweepExpiredResults } from '../../../src/modules/excel/results';
import { useTestApp } from '../../helpers/app';
import { createUser, type TestUser } from '../../helpers/users';
import { client, setConfidence, uploadLines } from './results-kit';

const t = useTestApp();

const categorize = (user: TestUser, costName: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/tbm/categorize',
    headers: user.headers,
    payload: { costName },
  });

async function list(user: TestUser, query = '') {
  const res = await client(t, user).get(`/results${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return resultsPageSchema.parse(res.json().data);
}

const describeItem = (item: ResultSummary) =>
  item.kind === 'upload' ? `upload:${item.fileName}` : `analysis:${item.row.costName}`;

describe('GET /results', () => {
  let owner: TestUser;
  let firstUpload: string;
  let secondUpload: string;
  beforeAll(async () => {
    owner = await createUser(t.app, { credits: 50 });
    firstUpload = await uploadLines(
      t,
      owner,
      [
        ['Dell laptop', 'Dell', 1200],
        ['asdfgh', 'Acme', 10],
        ['AWS EC2 reserved instances', 'Amazon', 2000],
        ['Dell laptop', 'Dell', 900],
      ],
      'first.xlsx',
    );
    expect((await categorize(owner, 'Cisco SmartNet renewal FY25')).json().data.classified).toBe(
      true,
    );
    expect((await categorize(owner, 'Team lunch receipt')).json().data.classified).toBe(false);
    secondUpload = await uploadLines(
      t,
      owner,
      [['Oracle database support', 'Oracle', 50]],
      'second.xlsx',
    );
  });

  it('lists uploads and single analyses together, newest first, each kind with its summary', async () => {
    const page = await list(owner);
    expect(page.total).toBe(4);
    expect(page.items.map(describeItem)).toEqual([
      'upload:second.xlsx',
      'analysis:Team lunch receipt',
      'analysis:Cisco SmartNet renewal FY25',
      'upload:first.xlsx',
    ]);

    const first = page.items[3];
    expect(first).toMatchObject({
      kind: 'upload',
      id: firstUpload,
      totalRows: 4,
      successfulRows: 3,
      unclassifiedRows: 1,
      errorRows: 0,
      downloadable: true,
    });
    const classified = page.items[2];
    expect(classified?.kind === 'analysis' && classified.row).toMatchObject({
      uploadId: null,
      row: null,
      status: 'classified',
      charged: true,
      review: 'unreviewed',
      method: 'lexicon',
      layers: { 'IT Tower': expect.any(String), 'Technical Category': expect.any(String) },
    });
    const unclassified = page.items[1];
    expect(unclassified?.kind === 'analysis' && unclassified.row).toMatchObject({
      status: 'unclassified',
      charged: false,
      layers: null,
      confidence: null,
      reason: expect.stringMatching(/^Unrecognised/),
    });
  });

  it('filters by kind and pages through the list without gaps or repeats', async () => {
    expect((await list(owner, '?kind=uploads')).items.map(describeItem)).toEqual([
      'upload:second.xlsx',
      'upload:first.xlsx',
    ]);
    const analyses = await list(owner, '?kind=analyses');
    expect(analyses.total).toBe(2);
    expect(analyses.items.every((item) => item.kind === 'analysis')).toBe(true);

    const pages = await Promise.all(
      [1, 2, 3].map((page) => list(owner, `?page=${page}&pageSize=3`)),
    );
    expect(pages.map((page) => page.items.length)).toEqual([3, 1, 0]);
    expect(pages.every((page) => page.total === 4 && page.pageSize === 3)).toBe(true);
    const all = (await list(owner)).items.map((item) => item.id);
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(all);
  });

  it('counts per upload the rows that need review under the account threshold', async () => {
    // Below 0.8: both laptops; unrecognised: asdfgh; above: the EC2 line.
    await setConfidence(t, firstUpload, 'Dell laptop', 0.55);
    await setConfidence(t, firstUpload, 'AWS EC2 reserved instances', 0.95);
    const needs = async () =>
      (await list(owner, '?kind=uploads')).items.find((item) => item.id === firstUpload);
    expect(await needs()).toMatchObject({ needsReview: 3 });

    const put = await client(t, owner).put('/results/preferences', { reviewThreshold: 0.5 });
    expect(put.statusCode).toBe(200);
    expect(await needs()).toMatchObject({ needsReview: 1 });
    await client(t, owner).put('/results/preferences', { reviewThreshold: 0.8 });
  });

  it('keeps listing an expired upload, no longer downloadable, with its rows, after the sweep too', async () => {
    await t.app.db
      .update(excelResults)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(excelResults.id, secondUpload));
    const api = client(t, owner);
    const expired = () => list(owner, '?kind=uploads');
    expect((await expired()).items[0]).toMatchObject({ id: secondUpload, downloadable: false });

    expect(await sweepExpiredResults(t.app.db)).toBeGreaterThanOrEqual(1);
    expect((await expired()).items[0]).toMatchObject({ id: secondUpload, downloadable: false });
    const detail = await api.get(`/results/uploads/${secondUpload}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ downloadable: false, totalRows: 1 });
    const rows = await api.get(`/results/uploads/${secondUpload}/rows`);
    expect(rows.json().data.items.map((row: { costName: string }) => row.costName)).toEqual([
      'Oracle database support',
    ]);
    const download = await api.get(`/tbm/excel/download/${secondUpload}`);
    expect(download.statusCode).toBe(404);
    expect((await api.get(`/tbm/excel/download/${firstUpload}`)).statusCode).toBe(200);
  });

  it("shows nobody else's results, and asks who is calling", async () => {
    const stranger = await createUser(t.app, { credits: 5 });
    expect(await list(stranger)).toEqual({ items: [], page: 1, pageSize: 25, total: 0 });
    const anonymous = await client(t, undefined).get('/results');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
  });

  it.each([
    ['a page size over 100', '?pageSize=101'],
    ['a page of 0', '?page=0'],
    ['an unknown kind', '?kind=files'],
  ])('refuses %s with 400', async (_case, query) => {
    const res = await client(t, owner).get(`/results${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
  });

  it('answers the results 404 message for an upload that is not there', async () => {
    const res = await client(t, owner).get(`/results/uploads/${crypto.randomUUID()}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      message: resultMessages.notFound,
      error: 'NOT_FOUND',
    });
  });
});
