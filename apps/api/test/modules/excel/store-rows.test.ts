import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app';
import { createUser } from '../../helpers/users';
import { upload } from './excel-helpers';
import { handmadeWorkbook, inlineCell as cell, MAIN } from './fixtures/handmade';
import {
  addRule,
  hitsOf,
  ledgerWorkbook,
  storedRows,
  usageCharges,
} from './rules-and-rows-fixtures';

/**
 * Issue 19: an upload's rows are stored in many small statements (a few hundred rows on PGlite,
 * where each statement holds the event loop). Whatever the cut, every row lands once, with its
 * own name and answer, and the text the sheet held comes back exactly.
 */

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

const t = useTestApp({ RATE_LIMITS: 'false' });

describe('storing an upload in many statements', () => {
  it('keeps every row once, in order, with its own answer, and counts rule hits across statements', async () => {
    // More rows than two statements hold on either database (300 on PGlite, 2,500 on PostgreSQL).
    const total = 5_100;
    const ledger: Array<[string, string, string, number]> = Array.from({ length: total }, (_, i) =>
      i % 7 === 3
        ? [`Acme widget service ${i}`, 'Acme Corp', '6300', i]
        : i % 2 === 0
          ? [`AWS EC2 compute batch ${i}`, 'Amazon Web Services', '6200', i]
          : [`Microsoft 365 E3 licenses seat ${i}`, 'Microsoft', '6100', i],
    );
    const ruled = ledger.filter(([, vendor]) => vendor === 'Acme Corp').length;
    const user = await createUser(t.app, { credits: total });
    const ruleId = await addRule(t.app, user, 'vendor', 'Acme Corp');

    const res = await upload(t.app, user.headers, 'ledger.xlsx', await ledgerWorkbook(ledger));
    expect(res.statusCode).toBe(200);
    const { processId, successfulRows, ruleRows } = res.json().data;
    expect(ruleRows).toBe(ruled);

    const rows = await storedRows(t.app, processId);
    expect(rows.map((row) => row.rowNumber)).toEqual(ledger.map((_, i) => i + 2));
    rows.forEach((row, i) => {
      const [name, vendor, glAccount, amount] = ledger[i] as (typeof ledger)[number];
      expect(row).toMatchObject({
        costName: name,
        amount: String(amount),
        context: { vendor, glAccount },
      });
      if (vendor === 'Acme Corp') expect(row).toMatchObject({ method: 'rule', ruleId });
      else expect(row).toMatchObject({ method: 'lexicon', ruleId: null, charged: true });
    });
    expect(rows.find((row) => row.costName.startsWith('AWS'))?.itTower).toBe('Compute');
    expect(rows.find((row) => row.costName.startsWith('Microsoft'))?.itTower).toBe('End User');
    expect(await hitsOf(t.app, ruleId)).toBe(ruled);
    expect(await usageCharges(t.app, user)).toEqual([
      { delta: -(successfulRows - ruled), kind: 'usage_excel' },
    ]);
  });

  it('stores hostile text exactly as the sheet held it', async () => {
    const names = [
      'Quote " and apostrophe \' and back\\slash',
      'Looks like COPY: \\N \\t \\n \\\\ end',
      '{"json": [1, 2], "nested": {"x": null}}',
      "Robert'); DROP TABLE result_rows;--",
      'Émile Zoë naïve café ß 東京 データ 🚀 עברית',
      'Combining e\u0301 and zero\u200bwidth',
      '$1 ${userId} %s ?',
    ];
    const ledger = names.map((name, i): [string, string, string, number] => [
      name,
      `Vendor ${name}`,
      `GL "${i}"\\`,
      i + 0.25,
    ]);
    const user = await createUser(t.app, { credits: 50 });
    const res = await upload(t.app, user.headers, 'hostile.xlsx', await ledgerWorkbook(ledger));
    expect(res.statusCode).toBe(200);

    const rows = await storedRows(t.app, res.json().data.processId);
    expect(rows.map((row) => [row.costName, row.context, row.amount])).toEqual(
      ledger.map(([name, vendor, glAccount, amount]) => [
        name,
        { vendor, glAccount },
        String(amount),
      ]),
    );
  });

  it('stores the rows of a sheet that repeats a row number, each with an id of its own', async () => {
    // A sheet may number two rows alike (`r="3"` twice): storing must not key anything on it.
    const sheet = [
      `<worksheet xmlns="${MAIN}"><sheetData>`,
      `<row r="1">${cell('A1', 'Cost Name')}</row>`,
      `<row r="2">${cell('A2', 'Cisco SmartNet renewal')}</row>`,
      `<row r="3">${cell('A3', 'AWS EC2 compute')}</row>`,
      `<row r="3">${cell('A3', 'Microsoft 365 E3 licenses')}</row>`,
      '</sheetData></worksheet>',
    ].join('');
    const user = await createUser(t.app, { credits: 10 });
    const res = await upload(
      t.app,
      user.headers,
      'repeated.xlsx',
      handmadeWorkbook(Buffer.from(sheet)),
    );
    expect(res.statusCode).toBe(200);
    const rows = await storedRows(t.app, res.json().data.processId);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  });

  it('leaves result_rows without triggers or rules of its own (PGlite skips them while storing)', async () => {
    // storeUploadRows sets session_replication_role = replica on PGlite, which silences every
    // trigger and rewrite rule: only the foreign-key checks may exist there, or they would be skipped.
    const triggers = await t.app.db.execute(sql`
      SELECT tgname FROM pg_trigger
      WHERE tgrelid = 'result_rows'::regclass AND NOT tgisinternal`);
    const rules = await t.app.db.execute(sql`
      SELECT rulename FROM pg_rules WHERE tablename = 'result_rows'`);
    expect(rowsOf(triggers)).toEqual([]);
    expect(rowsOf(rules)).toEqual([]);
  });
});
