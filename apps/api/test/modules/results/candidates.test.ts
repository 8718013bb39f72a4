import {
  answerCandidateSchema,
  reviewPageSchema,
  type ExcelProcessResult,
} from '@trusty/contracts';
import { isConsistent } from '@trusty/tbm';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app';
import { apiAs } from '../../helpers/stored-results';
import { createUser, type TestUser } from '../../helpers/users';
import { upload } from '../excel/excel-helpers';
import { LEDGER_ROWS, ledgerWorkbook, storedRows } from '../excel/rules-and-rows-fixtures';

/**
 * Issue 34 §6: in review, the engine's top answers for a line are one-click choices, each with
 * what on the line points to it; the answer the rows have comes first.
 */

let owner: TestUser;
let uploadId: string;
const t = useTestApp();

beforeAll(async () => {
  owner = await createUser(t.app, { credits: 20 });
  // Every answer below 99 % is up for review here.
  const set = await apiAs(t, owner).put('/results/preferences', { reviewThreshold: 0.99 });
  expect(set.statusCode).toBe(200);
  const res = await upload(
    t.app,
    owner.headers,
    'ledger.xlsx',
    await ledgerWorkbook([...LEDGER_ROWS, ['Dell laptop and monitor', 'Dell', '6500', 900]]),
  );
  uploadId = (res.json().data as ExcelProcessResult).processId;
});

describe('the engine’s best answers', () => {
  it('come with each review group: the current answer first, then others, each with its reason', async () => {
    const res = await apiAs(t, owner).get(`/results/uploads/${uploadId}/review`);
    const groups = reviewPageSchema.parse(res.json().data).items;
    const dell = groups.find((group) => group.costName === 'Dell laptop and monitor');
    expect(dell?.candidates.length).toBeGreaterThan(1);
    expect(dell?.candidates.length).toBeLessThanOrEqual(3);
    expect(dell?.candidates[0]).toMatchObject({
      current: true,
      layers: dell?.layers,
      reason: dell?.reason,
    });
    for (const candidate of dell?.candidates.slice(1) ?? []) {
      expect(candidate.current).toBe(false);
      expect(candidate.reason).toMatch(/→/);
      expect(isConsistent(candidate.layers)).toBe(true);
      expect(candidate.layers).not.toEqual(dell?.layers);
    }
    // Nothing recognised, nothing to offer: the engine's default placement is not an answer.
    const lunch = groups.find((group) => group.costName === 'Team lunch');
    expect(lunch).toMatchObject({ status: 'unclassified', candidates: [] });
  });

  it("are there for one of the caller's rows, and for nobody else", async () => {
    const row = (await storedRows(t.app, uploadId)).find(
      (r) => r.costName === 'Dell laptop and monitor',
    )!;
    const res = await apiAs(t, owner).get(`/results/rows/${row.id}/candidates`);
    expect(res.statusCode).toBe(200);
    const candidates = z.array(answerCandidateSchema).parse(res.json().data);
    expect(candidates[0]).toMatchObject({ current: true, reason: row.reason });

    const stranger = await createUser(t.app);
    for (const id of [row.id, crypto.randomUUID(), 'nope']) {
      const refused = await apiAs(t, stranger).get(`/results/rows/${id}/candidates`);
      expect(refused.statusCode).toBe(404);
    }
  });
});
