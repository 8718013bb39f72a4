import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resultRows, users } from '../../src/db/schema/index';
import { createTestApp, useTestApp } from '../helpers/app';
import { createUser } from '../helpers/users';

const t = useTestApp({ BENCH_REFERENCE_ROUTE: 'true' });

describe('POST /bench/reference', () => {
  it("does a single analysis' database work: one stored row and the usage counter", async () => {
    const { user } = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bench/reference',
      payload: { userId: user.id },
    });
    expect(res.statusCode).toBe(200);
    const stored = await t.app.db
      .select()
      .from(resultRows)
      .where(and(eq(resultRows.userId, user.id), isNull(resultRows.uploadId)));
    expect(stored).toEqual([
      expect.objectContaining({ status: 'classified', charged: true, costName: 'bench reference' }),
    ]);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.totalCostsAlignment).toBe(1);
  });

  it('is not there unless the benchmark asks for it', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/v1/bench/reference',
        payload: { userId: crypto.randomUUID() },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
