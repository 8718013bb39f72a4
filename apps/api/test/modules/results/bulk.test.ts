import { rowsPageSchema } from '@trusty/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultJournal, resultRows } from '../../../src/db/schema/index';
import { useTestApp } from '../../helpers/app';
import { createUser, type TestUser } from '../../helpers/users';
import { CLOUD, client, seedUpload } from './results-kit';

/** A selection of 5,000 rows is one statement, not a query per row: it must stay quick. */
const ROWS = 5_000;
/** Generous for a shared CI machine; the measured figures are printed. */
const QUICK_MS = 10_000;

let owner: TestUser;
let uploadId: string;
let rowIds: string[];
const t = useTestApp();

beforeAll(async () => {
  owner = await createUser(t.app);
  uploadId = await seedUpload(t, owner, ROWS);
  rowIds = (
    await t.app.db
      .select({ id: resultRows.id })
      .from(resultRows)
      .where(eq(resultRows.uploadId, uploadId))
  ).map((row) => row.id);
});

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  console.info(`${label}: ${ms.toFixed(0)} ms`);
  expect(ms).toBeLessThan(QUICK_MS);
  return result;
}

const journalCount = async (action: 'accept' | 'correct') =>
  Number(
    (
      await t.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(resultJournal)
        .where(
          sql`${resultJournal.action} = ${action} AND ${resultJournal.userId} = ${owner.user.id}`,
        )
    )[0]?.n,
  );

describe(`a selection of ${ROWS.toLocaleString('en-US')} rows`, () => {
  it('is corrected at once, every row journaled', async () => {
    expect(rowIds).toHaveLength(ROWS);
    const res = await timed(`correct ${ROWS} rows`, () =>
      client(t, owner).post('/results/rows/correct', { selection: { rowIds }, layers: CLOUD }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ updated: ROWS });
    expect(await journalCount('correct')).toBe(ROWS);
    const page = rowsPageSchema.parse(
      (
        await client(t, owner).get(`/results/uploads/${uploadId}/rows?review=corrected&pageSize=1`)
      ).json().data,
    );
    expect(page.total).toBe(ROWS);
    expect(page.items[0]).toMatchObject({ layers: CLOUD, method: 'user' });
  });

  it('is accepted at once by group (50 names), every unreviewed row journaled', async () => {
    const other = await seedUpload(t, owner, ROWS);
    const normalizedNames = Array.from({ length: 50 }, (_, i) => `dell laptop batch ${i}`);
    const res = await timed(`accept ${ROWS} rows by 50 groups`, () =>
      client(t, owner).post('/results/rows/accept', {
        selection: { uploadId: other, normalizedNames },
      }),
    );
    expect(res.json().data).toEqual({ updated: ROWS });
    expect(await journalCount('accept')).toBe(ROWS);
    const review = await client(t, owner).get(`/results/uploads/${other}/review`);
    expect(review.json().data.total).toBe(0);
  });

  it('is accepted at once by ids', async () => {
    const other = await seedUpload(t, owner, ROWS);
    const ids = (
      await t.app.db
        .select({ id: resultRows.id })
        .from(resultRows)
        .where(eq(resultRows.uploadId, other))
    ).map((row) => row.id);
    const res = await timed(`accept ${ROWS} rows by id`, () =>
      client(t, owner).post('/results/rows/accept', { selection: { rowIds: ids } }),
    );
    expect(res.json().data).toEqual({ updated: ROWS });
  });
});
