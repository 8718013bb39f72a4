import { resultMessages, rowsPageSchema, uploadDetailSchema } from '@trusty/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app';
import { createUser, type TestUser } from '../../helpers/users';
import { CLOUD, client, setConfidence, uploadLines, type Line } from './results-kit';

const t = useTestApp();

/** Sheet rows 2.. in this order. */
const LINES: Line[] = [
  ['Dell laptop', 'Dell', 1200],
  ['asdfgh', 'Acme', 10],
  ['AWS EC2 reserved instances', 'Amazon', 2000],
  ['Microsoft 365 E3 licenses', 'Microsoft', 500],
  ['Discount 100% off_peak', 'Acme', 5],
  ['Total', '', 3715],
  ['Cisco SmartNet renewal FY25', 'Cisco', 800],
];

let owner: TestUser;
let uploadId: string;
beforeAll(async () => {
  owner = await createUser(t.app, { credits: 50 });
  uploadId = await uploadLines(t, owner, LINES);
  // Confidence bands: low < 0.6 ≤ medium < 0.8 ≤ high.
  await setConfidence(t, uploadId, 'Dell laptop', 0.55);
  await setConfidence(t, uploadId, 'AWS EC2 reserved instances', 0.7);
  await setConfidence(t, uploadId, 'Microsoft 365 E3 licenses', 0.8);
  await setConfidence(t, uploadId, 'Cisco SmartNet renewal FY25', 0.95);
});

async function rows(query = '') {
  const res = await client(t, owner).get(`/results/uploads/${uploadId}/rows${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return rowsPageSchema.parse(res.json().data);
}
const names = async (query = '') => (await rows(query)).items.map((row) => row.costName);

describe('GET /results/uploads/:id', () => {
  it('answers the upload with its counters and the columns read', async () => {
    const res = await client(t, owner).get(`/results/uploads/${uploadId}`);
    expect(res.statusCode).toBe(200);
    const detail = uploadDetailSchema.parse(res.json().data);
    expect(detail).toMatchObject({
      kind: 'upload',
      id: uploadId,
      fileName: 'ledger.xlsx',
      totalRows: LINES.length,
      skippedRows: 1,
      reviewThreshold: 0.8,
      reviewed: 0,
      ruleRows: 0,
      fileOutdated: false,
      downloadable: true,
      // Dell laptop and AWS (below 0.8), asdfgh and the discount (unrecognised); 0.8 itself
      // is not below.
      needsReview: 4,
    });
    expect(detail.columnsRead).toEqual(expect.arrayContaining([expect.stringMatching(/^Vendor/)]));
  });
});

describe('GET /results/uploads/:id/rows', () => {
  it('answers the rows in sheet order, paged', async () => {
    const all = await rows();
    expect(all.total).toBe(LINES.length);
    expect(all.items.map((row) => row.row)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(all.items[0]).toMatchObject({
      uploadId,
      costName: 'Dell laptop',
      normalizedName: 'dell laptop',
      context: { vendor: 'Dell' },
      amount: '1200',
      currency: null,
      amountIssue: null,
      status: 'classified',
      confidence: 0.55,
      review: 'unreviewed',
      charged: true,
    });
    const second = await rows('?page=2&pageSize=3');
    expect(second).toMatchObject({ page: 2, pageSize: 3, total: LINES.length });
    expect(second.items.map((row) => row.row)).toEqual([5, 6, 7]);
    expect((await rows('?page=4&pageSize=3')).items).toEqual([]);
  });

  it('searches the name as written, case-insensitively, with % and _ taken literally', async () => {
    expect(await names('?q=LAPTOP')).toEqual(['Dell laptop']);
    expect(await names(`?q=${encodeURIComponent('100%')}`)).toEqual(['Discount 100% off_peak']);
    expect(await names(`?q=${encodeURIComponent('%')}`)).toEqual(['Discount 100% off_peak']);
    expect(await names('?q=f_p')).toEqual(['Discount 100% off_peak']);
    expect(await names('?q=nothing-like-this')).toEqual([]);
  });

  it('searches the normalised name too (a plural finds the singular)', async () => {
    expect(await names('?q=reserved%20instance')).toEqual(['AWS EC2 reserved instances']);
    expect(await names('?q=laptops')).toEqual(['Dell laptop']);
  });

  it('filters by confidence band; a row without confidence is in none', async () => {
    expect(await names('?band=low')).toEqual(['Dell laptop']);
    expect(await names('?band=medium')).toEqual(['AWS EC2 reserved instances']);
    expect(await names('?band=high')).toEqual([
      'Microsoft 365 E3 licenses',
      'Cisco SmartNet renewal FY25',
    ]);
  });

  it('filters by tower, cost pool, status and review state', async () => {
    const aws = (await rows('?q=EC2')).items[0];
    const tower = aws?.layers?.['IT Tower'] as string;
    const pool = aws?.layers?.['Cost Pool'] as string;
    expect(await names(`?tower=${encodeURIComponent(tower)}`)).toContain(
      'AWS EC2 reserved instances',
    );
    for (const row of (await rows(`?tower=${encodeURIComponent(tower)}`)).items)
      expect(row.layers?.['IT Tower']).toBe(tower);
    for (const row of (await rows(`?costPool=${encodeURIComponent(pool)}`)).items)
      expect(row.layers?.['Cost Pool']).toBe(pool);
    expect(await names('?tower=No%20such%20tower')).toEqual([]);

    expect(await names('?status=skipped')).toEqual(['Total']);
    expect(await names('?status=unclassified')).toEqual(['asdfgh', 'Discount 100% off_peak']);

    const cisco = (await rows('?q=Cisco')).items[0];
    const corrected = await client(t, owner).post('/results/rows/correct', {
      selection: { rowIds: [cisco?.id] },
      layers: CLOUD,
    });
    expect(corrected.json().data).toEqual({ updated: 1 });
    expect(await names('?review=corrected')).toEqual(['Cisco SmartNet renewal FY25']);
    expect(
      await names(`?costPool=${encodeURIComponent(CLOUD['Cost Pool'])}&review=corrected`),
    ).toEqual(['Cisco SmartNet renewal FY25']);
    expect(await names('?review=accepted')).toEqual([]);
  });

  it('filters the rows that need review, and the rest', async () => {
    const needing = await names('?needsReview=true');
    expect(needing).toEqual([
      'Dell laptop',
      'asdfgh',
      'AWS EC2 reserved instances',
      'Discount 100% off_peak',
    ]);
    const rest = await names('?needsReview=false');
    expect([...needing, ...rest].sort()).toEqual(LINES.map(([name]) => name).sort());
  });

  it.each([
    ['an unknown band', '?band=lowest'],
    ['an unknown status', '?status=done'],
    ['a needsReview that is not true or false', '?needsReview=yes'],
    ['a search over 200 characters', `?q=${'a'.repeat(201)}`],
  ])('refuses %s with 400', async (_case, query) => {
    const res = await client(t, owner).get(`/results/uploads/${uploadId}/rows${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
  });
});

describe('an upload that is not yours', () => {
  it.each(['', '/rows', '/review'])(
    'answers 404 on /results/uploads/:id%s for another account, an unknown and a malformed id',
    async (suffix) => {
      const stranger = await createUser(t.app, { credits: 1 });
      for (const [user, id] of [
        [stranger, uploadId],
        [owner, crypto.randomUUID()],
        [owner, 'not-an-id'],
        [owner, "1' OR '1'='1"],
        [owner, 'f'.repeat(90)],
      ] as const) {
        const res = await client(t, user).get(
          `/results/uploads/${encodeURIComponent(id)}${suffix}`,
        );
        expect(res.statusCode, `${id}${suffix}`).toBe(404);
        expect(res.json()).toEqual({
          success: false,
          message: resultMessages.notFound,
          error: 'NOT_FOUND',
        });
      }
    },
  );
});
