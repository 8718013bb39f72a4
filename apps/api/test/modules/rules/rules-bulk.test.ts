import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resultJournal, resultRows } from '../../../src/db/schema/index';
import { useTestApp } from '../../helpers/app';
import { createUser } from '../../helpers/users';
import { api, CLOUD, rowById, seedRows } from './rules-kit';

const t = useTestApp();

describe('a rule applied to a big account', () => {
  it('changes every unreviewed row it wins, past one statement of rows, and no other', async () => {
    const user = await createUser(t.app);
    const ROWS = 6_200;
    const { ids } = await seedRows(
      t,
      user,
      Array.from({ length: ROWS }, (_, i) => ({
        name: `Widget batch ${i % 97}`,
        vendor: i % 2 === 0 ? 'Acme Corp' : 'ACME  corp',
        review: i % 500 === 0 ? ('accepted' as const) : ('unreviewed' as const),
      })),
    );
    const accepted = Math.ceil(ROWS / 500);

    const preview = await api(t, user).post('/rules/preview', {
      match: { kind: 'vendor', value: 'acme corp' },
      layers: CLOUD,
    });
    expect(preview.json().data).toEqual({
      matchingRows: ROWS,
      changingRows: ROWS - accepted,
      protectedRows: accepted,
    });

    const started = performance.now();
    const res = await api(t, user).post('/rules', {
      match: { kind: 'vendor', value: 'Acme Corp' },
      layers: CLOUD,
    });
    const elapsed = performance.now() - started;
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.hits).toBe(ROWS - accepted);
    // Generous for a shared 2-core machine; a per-row round trip would take far longer.
    expect(elapsed).toBeLessThan(30_000);

    const [byRule] = await t.app.db
      .select({ n: count() })
      .from(resultRows)
      .where(eq(resultRows.ruleId, res.json().data.id));
    expect(byRule?.n).toBe(ROWS - accepted);
    const [journal] = await t.app.db
      .select({ n: count() })
      .from(resultJournal)
      .where(eq(resultJournal.userId, user.user.id));
    expect(journal?.n).toBe(ROWS - accepted);
    expect((await rowById(t, ids[0] as string)).method).toBe('lexicon');
    expect((await rowById(t, ids[1] as string)).method).toBe('rule');
  }, 120_000);
});
