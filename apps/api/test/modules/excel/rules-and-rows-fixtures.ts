import { RESULT_COLUMNS } from '@trusty/contracts';
import ExcelJS from 'exceljs';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { creditLedger, resultRows, rules, type StoredLayers } from '../../../src/db/schema/index';
import { normalizeRuleValue } from '../../../src/modules/rules/rule-matcher';
import type { TestUser } from '../../helpers/users';
import { readWorkbook } from './excel-helpers';

/** A small ledger: name, vendor, GL account and amount, with a total and an empty name. */
export const LEDGER_ROWS: Array<[string, string, string, number]> = [
  ['Microsoft 365 E3 licenses', 'Microsoft', '6100', 1200],
  ['AWS EC2 compute', 'Amazon Web Services', '6200', 800],
  ['Team lunch', 'Pizza Place', '7000', 50],
  ['Total', '', '', 2050],
  ['', 'Orphan vendor', '6400', 10],
  ['Acme widget service', 'Acme Corp', '6300', 100],
  ['Acme widget service', 'Acme Corp', '6300', 100],
];

export async function ledgerWorkbook(
  rows: Array<[string, string, string, number]> = LEDGER_ROWS,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Ledger');
  sheet.addRow(['Cost Name', 'Vendor', 'GL Account', 'Amount']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Six consistent layers (the engine's for "Cisco switch maintenance"), a rule's answer here. */
export const RULE_LAYERS: StoredLayers = {
  'Cost Pool': 'Hardware',
  'Sub-Cost Pool': 'Maintenance & Support',
  'IT Tower': 'Network',
  'Sub-Tower': 'LAN/WAN',
  'Technical Solution': 'Infrastructure',
  'Technical Category': 'Network',
};

/** A rule saved through the rules API, as a user saves one. */
export async function addRule(
  app: FastifyInstance,
  user: TestUser,
  kind: 'name' | 'vendor' | 'glAccount' | 'phrase',
  value: string,
  layers: StoredLayers = RULE_LAYERS,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/rules',
    headers: user.headers,
    payload: { match: { kind, value }, layers },
  });
  if (res.statusCode !== 201) throw new Error(`rule refused: ${res.body}`);
  return (res.json().data as { id: string }).id;
}

/**
 * A rule stored without being applied to the rows already kept: the rules API applies a new rule
 * to stored rows itself, but a rule saved while an upload is being processed misses that
 * upload's rows (they are stored after), and that is what "Apply rules" catches up on. Stored as
 * the rules module stores one (the value normalised as it matches), with rules_version bumped.
 */
export async function storeRuleUnapplied(
  app: FastifyInstance,
  user: TestUser,
  matchKind: 'name' | 'vendor' | 'glAccount' | 'phrase',
  value: string,
  layers: StoredLayers = RULE_LAYERS,
): Promise<string> {
  const [rule] = await app.db
    .insert(rules)
    .values({
      userId: user.user.id,
      matchKind,
      matchValue: normalizeRuleValue(matchKind, value),
      displayValue: value,
      layers,
    })
    .returning({ id: rules.id });
  await app.db.execute(
    sql`UPDATE users SET rules_version = rules_version + 1 WHERE id = ${user.user.id}`,
  );
  return rule!.id;
}

export async function storedRows(app: FastifyInstance, uploadId: string) {
  return app.db
    .select()
    .from(resultRows)
    .where(eq(resultRows.uploadId, uploadId))
    .orderBy(asc(resultRows.rowNumber));
}

export async function usageCharges(app: FastifyInstance, user: TestUser) {
  return app.db
    .select({ delta: creditLedger.delta, kind: creditLedger.kind })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, user.user.id), eq(creditLedger.kind, 'usage_excel')));
}

export async function hitsOf(app: FastifyInstance, ruleId: string): Promise<number> {
  const [rule] = await app.db.select({ hits: rules.hits }).from(rules).where(eq(rules.id, ruleId));
  return rule?.hits ?? -1;
}

/** The result columns of one sheet row (1-based, as Excel numbers rows), by header. */
export function resultCells(bytes: Buffer, sheetName: string, row: number) {
  const sheet = readWorkbook(bytes).sheets[sheetName] ?? [];
  const header = sheet[0] as string[];
  return Object.fromEntries(
    RESULT_COLUMNS.map((name) => [name, sheet[row - 1]?.[header.indexOf(name)]]),
  ) as Record<(typeof RESULT_COLUMNS)[number], unknown>;
}
