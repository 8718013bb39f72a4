import { sql, type SQL } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import type { DataRow } from '../../src/modules/excel/ooxml/analyze-sheet';
import type { RowAnswer } from '../../src/modules/excel/row-outcomes';
import { prepareUploadRows, storeUploadRows } from '../../src/modules/excel/store-rows';
import type { StoredUpload } from '../../src/modules/excel/stored-rows';
import { createTestDatabase } from '../helpers/database';
import { addUpload, addUser, rowsOf } from './direct-rows';

/**
 * `storeUploadRows` keeps the same rows on either database, however it sends them (COPY on
 * PostgreSQL, JSON statements on PGlite): text that COPY's format would read as escapes, a rule
 * deleted since the upload began, more rows than one COPY statement takes, and an upload that
 * stops halfway.
 */

let database: Database;
let userId: string;
let uploadId: string;
beforeEach(async () => {
  database = await createTestDatabase();
  userId = await addUser(database.db, 'rows@example.com');
  uploadId = await addUpload(database.db, userId);
});
afterEach(() => database.close());

const query = async <T>(statement: SQL) => (await rowsOf<T>(database.db, statement)) as [T, ...T[]];

async function addRule(name: string): Promise<string> {
  const [{ id }] = await query<{ id: string }>(
    sql`INSERT INTO rules (user_id, match_kind, match_value, display_value, layers)
        VALUES (${userId}, 'name', ${name}, ${name}, '{}') RETURNING id`,
  );
  return id;
}

const LAYERS = ['IT', 'Compute', 'Compute', 'Servers', 'Cloud', 'IaaS'];
const engine = (reason: string): RowAnswer => ({
  kind: 'classified',
  layers: LAYERS,
  confidence: 0.75,
  decidedBy: 'Engine',
  reason,
  status: 'classified',
  method: 'lexicon',
  ruleId: null,
  charged: true,
  layerConfidence: [0.875, 0.75, 0.8125],
});
const byRule = (ruleId: string): RowAnswer => ({
  kind: 'classified',
  layers: LAYERS,
  confidence: 1,
  decidedBy: 'Your rule',
  reason: 'Your rule',
  status: 'classified',
  method: 'rule',
  ruleId,
  charged: false,
});

/** The rows of this test's upload, each with the answer `answerOf` gives its place. */
function uploadOf(rows: DataRow[], answerOf: (i: number) => RowAnswer): StoredUpload {
  const outcomes = new Map(rows.map((row, i) => [row.row, answerOf(i)]));
  return {
    userId,
    uploadId,
    taxonomyVersion: 'tbm-v5\tlocal',
    rows: prepareUploadRows(rows, outcomes),
  };
}

const stored = () =>
  query<{
    row_number: number;
    cost_name: string;
    normalized_name: string;
    context: Record<string, string>;
    amount: string | null;
    currency: string | null;
    amount_issue: string | null;
    status: string;
    it_tower: string | null;
    confidence: number | null;
    method: string | null;
    reason: string;
    rule_id: string | null;
    charged: boolean;
    taxonomy_version: string;
    pool_confidence: number | null;
    tower_confidence: number | null;
    sub_tower_confidence: number | null;
  }>(sql`
    SELECT row_number, cost_name, normalized_name, context, amount::text AS amount, currency,
           amount_issue, status, it_tower, confidence, method, reason, rule_id, charged,
           taxonomy_version, pool_confidence, tower_confidence, sub_tower_confidence
    FROM result_rows WHERE upload_id = ${uploadId} ORDER BY row_number`);

describe('storing an upload’s rows', () => {
  it('keeps text exactly, however COPY would read it, and every column of the answer', async () => {
    const names = [
      'Tab\there, newline\nthere, return\rand back\\slash',
      'Looks like NULL: \\N and \\t \\\\',
      'Quote " and apostrophe \' 東京 🚀',
    ];
    const rows: DataRow[] = [
      ...names.map((name, i) => ({
        row: i + 2,
        name,
        ...[
          { amount: 0.1 + 0.2, currency: 'EUR' },
          { amountIssue: '"12\tabc\\N" is not a number' },
          { amount: -1e-7 },
        ][i],
        context: { vendor: `Vendor\t${i}\\N`, glAccount: '6100\n' },
      })),
      { row: 9, issue: 'No cost name' },
    ];
    const answers = [
      engine('matched "server"\tand\\more'),
      engine('plain'),
      engine('plain'),
      {
        kind: 'error',
        message: 'No cost name',
        status: 'error',
        method: null,
        ruleId: null,
        charged: false,
      } as RowAnswer,
    ];
    await database.db.transaction((tx) =>
      storeUploadRows(
        tx,
        uploadOf(rows, (i) => answers[i] as RowAnswer),
      ),
    );

    const kept = await stored();
    expect(kept.map((row) => [row.row_number, row.cost_name, row.context])).toEqual([
      [2, names[0], { vendor: 'Vendor\t0\\N', glAccount: '6100\n' }],
      [3, names[1], { vendor: 'Vendor\t1\\N', glAccount: '6100\n' }],
      [4, names[2], { vendor: 'Vendor\t2\\N', glAccount: '6100\n' }],
      [9, '', {}],
    ]);
    // The sheet's number exactly, as its shortest decimal; the currency; why none was read.
    expect(kept.map((row) => [row.amount, row.currency, row.amount_issue])).toEqual([
      ['0.30000000000000004', 'EUR', null],
      [null, null, '"12\tabc\\N" is not a number'],
      ['-0.0000001', null, null],
      [null, null, null],
    ]);
    expect([
      kept[0].pool_confidence,
      kept[0].tower_confidence,
      kept[0].sub_tower_confidence,
    ]).toEqual([0.875, 0.75, 0.8125]);
    expect(kept[0]).toMatchObject({
      status: 'classified',
      it_tower: 'Compute',
      method: 'lexicon',
      reason: 'matched "server"\tand\\more',
      charged: true,
      rule_id: null,
      taxonomy_version: 'tbm-v5\tlocal',
    });
    expect(kept[0].confidence).toBeCloseTo(0.75);
    expect(kept[0].normalized_name).not.toBe('');
    expect(kept[3]).toMatchObject({
      status: 'error',
      it_tower: null,
      confidence: null,
      method: null,
      reason: 'No cost name',
      charged: false,
    });
  });

  it('keeps the rule of a row only while the rule exists', async () => {
    const kept = await addRule('aws');
    const deleted = await addRule('azure');
    await database.db.execute(sql`DELETE FROM rules WHERE id = ${deleted}`);
    const rows: DataRow[] = [
      { row: 2, name: 'AWS EC2' },
      { row: 3, name: 'Azure VM' },
    ];
    await database.db.transaction((tx) =>
      storeUploadRows(
        tx,
        uploadOf(rows, (i) => byRule(i === 0 ? kept : deleted)),
      ),
    );
    expect((await stored()).map((row) => [row.rule_id, row.method, row.confidence])).toEqual([
      [kept, 'rule', 1],
      [null, 'rule', 1],
    ]);
  });

  it('stores more rows than one COPY statement takes, each once', async () => {
    const total = 26_000;
    const rows: DataRow[] = Array.from({ length: total }, (_, i) => ({
      row: i + 2,
      name: `Line ${i}`,
    }));
    const answer = engine('same');
    let reported = 0;
    const upload: StoredUpload = {
      ...uploadOf(rows, () => answer),
      onStored: (n) => (reported = n),
    };
    await database.db.transaction((tx) => storeUploadRows(tx, upload));
    const [{ count, first, last, distinct }] = await query<{
      count: number;
      first: number;
      last: number;
      distinct: number;
    }>(sql`
      SELECT count(*)::int AS count, min(row_number) AS first, max(row_number) AS last,
             count(DISTINCT row_number)::int AS distinct
      FROM result_rows WHERE upload_id = ${uploadId}`);
    expect({ count, first, last, distinct }).toEqual({
      count: total,
      first: 2,
      last: total + 1,
      distinct: total,
    });
    expect(reported).toBe(total);
  });

  it('stores nothing when told to stop halfway: the transaction rolls back', async () => {
    const rows: DataRow[] = Array.from({ length: 8_000 }, (_, i) => ({
      row: i + 2,
      name: `Line ${i}`,
    }));
    const answer = engine('same');
    const stop = new AbortController();
    const upload: StoredUpload = {
      ...uploadOf(rows, () => answer),
      onStored: (n) => {
        if (n >= 2_500) stop.abort();
      },
    };
    await expect(
      database.db.transaction((tx) => storeUploadRows(tx, upload, stop.signal)),
    ).rejects.toThrow();
    const [{ count }] = await query<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM result_rows WHERE upload_id = ${uploadId}`,
    );
    expect(count).toBe(0);
    // The connection is usable again once the transaction has rolled back.
    const [{ one }] = await query<{ one: number }>(sql`SELECT 1 AS one`);
    expect(one).toBe(1);
  });
});
