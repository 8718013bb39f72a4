import { ErrorCode, RULES_MAX, ruleMessages, type RulesImportResult } from '@trusty/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rules, type StoredLayers } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { applyRulesToRows, releaseAdopted } from './apply-rules';
import { bumpRulesVersion } from './rule-store';
import { parseRulesCsv, type CsvProblem } from './rules-csv';
import { lockAccountRules, toRecord } from './service';

/** 400 in the shape of rulesImportErrorSchema: every problem, nothing imported. */
export function importRefused(problems: CsvProblem[], message?: string): AppError {
  const count = problems.length;
  return new AppError(
    400,
    ErrorCode.validation,
    message ??
      `The rules file was not imported: ${count} problem${count === 1 ? '' : 's'} to fix first.`,
    { problems },
  );
}

const CHUNK = 500;

/**
 * Imports a rules file all or nothing: every line is checked first, then every rule is created
 * or, when its match exists, updated, in one transaction that also applies the imported rules
 * to the account's unreviewed rows and bumps its rules version.
 */
export async function importRules(
  db: Db,
  input: { userId: string; text: string },
): Promise<RulesImportResult> {
  const { rules: parsed, problems } = parseRulesCsv(input.text);
  if (problems.length > 0) throw importRefused(problems);

  return db.transaction(async (tx) => {
    await lockAccountRules(tx, input.userId);
    const existing = await tx
      .select({ kind: rules.matchKind, value: rules.matchValue })
      .from(rules)
      .where(eq(rules.userId, input.userId));
    const held = new Set(existing.map((r) => `${r.kind}\u0000${r.value}`));
    const created = parsed.filter((r) => !held.has(`${r.kind}\u0000${r.matchValue}`)).length;
    if (existing.length + created > RULES_MAX) {
      throw importRefused(
        [{ line: parsed[0]?.line ?? 2, message: ruleMessages.tooMany }],
        ruleMessages.tooMany,
      );
    }
    const now = new Date();
    const importedIds: string[] = [];
    for (let i = 0; i < parsed.length; i += CHUNK) {
      const saved = await tx
        .insert(rules)
        .values(
          parsed.slice(i, i + CHUNK).map((r) => ({
            userId: input.userId,
            matchKind: r.kind,
            matchValue: r.matchValue,
            displayValue: r.displayValue,
            layers: r.layers as StoredLayers,
            enabled: r.enabled,
          })),
        )
        .onConflictDoUpdate({
          target: [rules.userId, rules.matchKind, rules.matchValue],
          set: {
            displayValue: sql`excluded.display_value`,
            layers: sql`excluded.layers`,
            enabled: sql`excluded.enabled`,
            updatedAt: now,
          },
        })
        .returning({ id: rules.id, enabled: rules.enabled });
      for (const row of saved) if (row.enabled) importedIds.push(row.id);
      await releaseAdopted(
        tx,
        input.userId,
        saved.map((row) => row.id),
      );
    }
    const enabled = await tx.select().from(rules).where(eq(rules.userId, input.userId));
    await applyRulesToRows(tx, {
      userId: input.userId,
      rules: enabled.filter((r) => r.enabled).map(toRecord),
      deciding: new Set(importedIds),
    });
    await bumpRulesVersion(tx, input.userId);
    return { created, updated: parsed.length - created };
  });
}
