import {
  RULES_MAX,
  resultMessages,
  ruleMessages,
  type Layers,
  type Page,
  type Rule,
  type RuleMatch,
  type RulePreview,
} from '@trusty/contracts';
import { consistencyErrors } from '@trusty/tbm';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rules, type StoredLayers } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../http/errors';
import {
  applyRulesToRows,
  matchCondition,
  matchCounts,
  releaseAdopted,
  rowsRuleWouldChange,
} from './apply-rules';
import { normalizeRuleValue, type RuleRecord } from './rule-matcher';
import { bumpRulesVersion } from './rule-store';

export type RuleRow = typeof rules.$inferSelect;

/** A value such as "the" or "2024" leaves no word a cost name could be matched on. */
export const NOTHING_TO_MATCH =
  'What the rule matches has no words a cost name could be matched on.';

export const ruleNotFound = () => notFound(ruleMessages.notFound);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toRule(row: RuleRow): Rule {
  return {
    id: row.id,
    match: { kind: row.matchKind, value: row.displayValue },
    layers: row.layers,
    enabled: row.enabled,
    hits: row.hits,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const toRecord = (row: RuleRow): RuleRecord => ({
  id: row.id,
  matchKind: row.matchKind,
  matchValue: row.matchValue,
  displayValue: row.displayValue,
  layers: row.layers,
  enabled: row.enabled,
});

/** The stored form of a match, or a 400 when nothing of it can match a line. */
export function normalizedMatch(match: RuleMatch): { matchValue: string; displayValue: string } {
  const displayValue = match.value.trim();
  const matchValue = normalizeRuleValue(match.kind, displayValue);
  if (matchValue === '') throw badRequest(NOTHING_TO_MATCH);
  return { matchValue, displayValue };
}

export function assertConsistent(layers: Layers): void {
  if (consistencyErrors(layers).length > 0) throw badRequest(resultMessages.inconsistentLayers);
}

export async function listRules(
  db: Db,
  input: { userId: string; page: number; pageSize: number; q?: string | undefined },
): Promise<Page<Rule>> {
  const q = input.q?.trim();
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    eq(rules.userId, input.userId),
    pattern
      ? or(ilike(rules.displayValue, pattern), sql`${rules.layers}::text ILIKE ${pattern}`)
      : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(rules)
      .where(where)
      .orderBy(desc(rules.updatedAt), rules.id)
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ total: count() }).from(rules).where(where),
  ]);
  return {
    items: rows.map(toRule),
    page: input.page,
    pageSize: input.pageSize,
    total: Number(totals[0]?.total ?? 0),
  };
}

/**
 * Serialises an account's rule changes (the cap, the duplicate check, the version) without
 * locking its user row: a charge waits on that row, and applying a rule to a big account takes
 * a while. The version is bumped last, so the row is held only to the commit.
 */
export async function lockAccountRules(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`rules:${userId}`}))`);
}

async function enabledRecords(tx: Db, userId: string): Promise<RuleRecord[]> {
  const rows = await tx
    .select()
    .from(rules)
    .where(and(eq(rules.userId, userId), eq(rules.enabled, true)));
  return rows.map(toRecord);
}

/** A new or changed enabled rule takes the account's unreviewed rows it wins, at once. */
export async function applyOneRule(tx: Db, userId: string, row: RuleRow): Promise<number> {
  if (!row.enabled) return 0;
  return applyRulesToRows(tx, {
    userId,
    rules: await enabledRecords(tx, userId),
    deciding: new Set([row.id]),
    where: matchCondition(row.matchKind, row.matchValue),
  });
}

async function reread(tx: Db, id: string): Promise<RuleRow> {
  const [row] = await tx.select().from(rules).where(eq(rules.id, id));
  if (!row) throw ruleNotFound();
  return row;
}

export async function createRule(
  db: Db,
  input: { userId: string; match: RuleMatch; layers: Layers; enabled: boolean },
): Promise<Rule> {
  assertConsistent(input.layers);
  const { matchValue, displayValue } = normalizedMatch(input.match);
  return db.transaction(async (tx) => {
    await lockAccountRules(tx, input.userId);
    const [held] = await tx
      .select({ n: count() })
      .from(rules)
      .where(eq(rules.userId, input.userId));
    if (Number(held?.n ?? 0) >= RULES_MAX) throw conflict(ruleMessages.tooMany);
    const [row] = await tx
      .insert(rules)
      .values({
        userId: input.userId,
        matchKind: input.match.kind,
        matchValue,
        displayValue,
        layers: input.layers as StoredLayers,
        enabled: input.enabled,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(ruleMessages.duplicate);
    const changed = await applyOneRule(tx, input.userId, row);
    await bumpRulesVersion(tx, input.userId);
    return toRule(changed > 0 ? await reread(tx, row.id) : row);
  });
}

async function ownRule(tx: Db, userId: string, id: string, lock = false): Promise<RuleRow> {
  if (!UUID.test(id)) throw ruleNotFound();
  const query = tx
    .select()
    .from(rules)
    .where(and(eq(rules.id, id), eq(rules.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw ruleNotFound();
  return row;
}

export async function updateRule(
  db: Db,
  input: {
    userId: string;
    id: string;
    match?: RuleMatch | undefined;
    layers?: Layers | undefined;
    enabled?: boolean | undefined;
  },
): Promise<Rule> {
  if (input.layers) assertConsistent(input.layers);
  const match = input.match ? normalizedMatch(input.match) : undefined;
  return db.transaction(async (tx) => {
    await lockAccountRules(tx, input.userId);
    const current = await ownRule(tx, input.userId, input.id, true);
    const kind = input.match?.kind ?? current.matchKind;
    if (match && (kind !== current.matchKind || match.matchValue !== current.matchValue)) {
      const [other] = await tx
        .select({ id: rules.id })
        .from(rules)
        .where(
          and(
            eq(rules.userId, input.userId),
            eq(rules.matchKind, kind),
            eq(rules.matchValue, match.matchValue),
          ),
        );
      if (other) throw conflict(ruleMessages.duplicate);
    }
    const [row] = await tx
      .update(rules)
      .set({
        ...(match ? { matchKind: kind, ...match } : {}),
        ...(input.layers ? { layers: input.layers as StoredLayers } : {}),
        ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
        updatedAt: new Date(),
      })
      .where(eq(rules.id, current.id))
      .returning();
    if (!row) throw ruleNotFound();
    const released = await releaseAdopted(tx, input.userId, [row.id]);
    const changed = released + (await applyOneRule(tx, input.userId, row));
    await bumpRulesVersion(tx, input.userId);
    return toRule(changed > 0 ? await reread(tx, row.id) : row);
  });
}

/**
 * Deletes a rule. Rows it decided keep their answer (their `rule_id` is cleared by the foreign
 * key): taking an answer back would need the engine again, which a delete must not charge.
 */
export async function deleteRule(db: Db, input: { userId: string; id: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAccountRules(tx, input.userId);
    const row = await ownRule(tx, input.userId, input.id);
    await tx.delete(rules).where(eq(rules.id, row.id));
    await bumpRulesVersion(tx, input.userId);
  });
}

/** What saving a rule would do to the stored rows; nothing is written. */
export async function previewRule(
  db: Db,
  input: { userId: string; match: RuleMatch; layers: Layers },
): Promise<RulePreview> {
  const { matchValue, displayValue } = normalizedMatch(input.match);
  const others = await enabledRecords(db, input.userId);
  // Saving an existing match updates that rule: the preview stands in its place.
  const same = others.find((r) => r.matchKind === input.match.kind && r.matchValue === matchValue);
  const candidate: RuleRecord = {
    id: same?.id ?? '00000000-0000-0000-0000-000000000000',
    matchKind: input.match.kind,
    matchValue,
    displayValue,
    layers: input.layers as StoredLayers,
    enabled: true,
  };
  const [counts, changingRows] = await Promise.all([
    matchCounts(db, input.userId, input.match.kind, matchValue),
    rowsRuleWouldChange(db, input.userId, candidate, others),
  ]);
  return { matchingRows: counts.matching, changingRows, protectedRows: counts.protectedRows };
}
