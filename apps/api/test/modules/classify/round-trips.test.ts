import { PGlite } from '@electric-sql/pglite';
import { and, eq, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, resultRows } from '../../../src/db/schema/index';
import { getBalance } from '../../../src/modules/credits/service';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createUser } from '../../helpers/users';

/** The most SQL statements one categorize call may send (issue 19: the lean hot path). */
const MAX_STATEMENTS = 3;

type Method = (this: unknown, ...args: unknown[]) => unknown;

/** Every statement since the last reset. */
const sent: string[] = [];

/**
 * Records every SQL statement the drivers are handed: node-postgres at its one entry (every pooled query goes through Client#query), PGlite at its
 * public calls, a transaction counting as its BEGIN, the statements run inside it and its
 * COMMIT. Installed before the database opens, because the app binds these methods when it
 * opens its connections.
 */
function installRecorder(): () => void {
  const textOf = (query: unknown) =>
    typeof query === 'string' ? query : String((query as { text?: string }).text);
  const record = (text: string) => sent.push(text);
  const patched: Array<[object, string, Method]> = [];
  const wrap = (target: object, name: string, replacement: (original: Method) => Method) => {
    const original = (target as Record<string, Method>)[name] as Method;
    patched.push([target, name, original]);
    (target as Record<string, Method>)[name] = replacement(original);
  };
  const counting = (original: Method): Method =>
    function (this: unknown, ...args: unknown[]) {
      record(textOf(args[0]));
      return original.apply(this, args);
    };

  wrap(pg.Client.prototype, 'query', counting);
  wrap(PGlite.prototype, 'query', counting);
  wrap(PGlite.prototype, 'exec', counting);
  wrap(
    PGlite.prototype,
    'transaction',
    (original) =>
      async function (this: unknown, callback: unknown) {
        record('BEGIN');
        const result = await original.call(this, async (tx: Record<string, Method>) => {
          for (const name of ['query', 'exec'] as const) tx[name] = counting(tx[name] as Method);
          return (callback as (tx: unknown) => Promise<unknown>)(tx);
        });
        record('COMMIT');
        return result;
      },
  );
  return () => {
    for (const [target, name, original] of patched.reverse())
      (target as Record<string, Method>)[name] = original;
  };
}

/** Runs `work` alone and returns the statements sent meanwhile along with its result. */
async function statementsOf<T>(
  work: () => Promise<T>,
): Promise<{ result: T; statements: string[] }> {
  sent.length = 0;
  const result = await work();
  return { result, statements: [...sent] };
}

/**
 * The app runs its sweeps once when it is ready and then every minute or more: waiting for
 * them to go quiet leaves the next few seconds to the measured calls alone.
 */
async function untilQuiet(quietMs = 300): Promise<void> {
  for (;;) {
    const count = sent.length;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    if (sent.length === count) return;
  }
}

let uninstall: () => void;
let t: TestApp;
beforeAll(async () => {
  uninstall = installRecorder();
  t = await createTestApp();
  await untilQuiet();
});
afterAll(async () => {
  await t.close();
  uninstall();
});

async function categorizeAlone(headers: Record<string, string>, costName: string) {
  const { result: res, statements } = await statementsOf(() =>
    t.app.inject({ method: 'POST', url: '/api/v1/tbm/categorize', headers, payload: { costName } }),
  );
  return { res, statements };
}

describe('POST /tbm/categorize round trips', () => {
  it('counts a transaction as its BEGIN, its statements and its COMMIT (the bound means something)', async () => {
    const { statements } = await statementsOf(() =>
      t.app.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        await tx.execute(sql`SELECT 2`);
      }),
    );
    expect(statements.map((text) => text.trim().split(/\s/)[0]?.toUpperCase())).toEqual([
      'BEGIN',
      'SELECT',
      'SELECT',
      'COMMIT',
    ]);
  });

  it(`classifies, charges and stores in at most ${MAX_STATEMENTS} statements`, async () => {
    const { user, headers } = await createUser(t.app, { credits: 5 });

    for (const costName of ['Cisco SmartNet renewal FY25', 'AWS EC2 reserved instances']) {
      const { res, statements } = await categorizeAlone(headers, costName);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.classified).toBe(true);
      expect(statements.length).toBeGreaterThan(0);
      expect(statements.length, statements.join('\n---\n')).toBeLessThanOrEqual(MAX_STATEMENTS);
    }

    // The few statements did the whole job: two credits taken, two results and ledger rows.
    expect(await getBalance(t.app.db, user.id)).toBe(3);
    const stored = await t.app.db
      .select()
      .from(resultRows)
      .where(and(eq(resultRows.userId, user.id), isNull(resultRows.uploadId)));
    const ledger = await t.app.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, user.id));
    expect(stored).toHaveLength(2);
    expect(
      ledger
        .filter((row) => row.kind === 'usage_categorize')
        .map((row) => row.balanceAfter)
        .sort(),
    ).toEqual([3, 4]);
  });

  it('keeps an unrecognised analysis, uncharged, within the same bound', async () => {
    const { user, headers } = await createUser(t.app, { credits: 2 });
    const { res, statements } = await categorizeAlone(headers, 'asdfgh qwerty');
    expect(res.json().data.classified).toBe(false);
    expect(statements.length, statements.join('\n---\n')).toBeLessThanOrEqual(MAX_STATEMENTS);
    const kept = await t.app.db
      .select()
      .from(resultRows)
      .where(and(eq(resultRows.userId, user.id), isNull(resultRows.uploadId)));
    expect(kept.map((row) => [row.status, row.charged])).toEqual([['unclassified', false]]);
    expect(await getBalance(t.app.db, user.id)).toBe(2);
  });

  it('refuses a balance below the price without writing, within the same bound', async () => {
    const { user, headers } = await createUser(t.app, { credits: 0 });
    const { res, statements } = await categorizeAlone(headers, 'Dell Latitude laptops');
    expect(res.statusCode).toBe(402);
    expect(statements.length).toBeLessThanOrEqual(MAX_STATEMENTS);
    expect(
      await t.app.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id)),
    ).toHaveLength(0);
  });
});
