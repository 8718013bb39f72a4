import { CATEGORIZATION_KEYS } from '@trusty/contracts';
import type { Db } from '../../db/client';
import type { StoredLayers } from '../../db/schema/index';
import { loadRuleSet } from '../rules/rule-store';
import type { NamedRow, RuleDecision } from './row-outcomes';

/**
 * The account's rules before the engine (issue 15 §3): a row a rule decides is never sent to the
 * engine and costs nothing. Matching itself belongs to the rules module; this is the shape the
 * spreadsheet pipeline needs of it.
 */

export interface RuleLine {
  name: string;
  vendor?: string;
  glAccount?: string;
}

export interface RuleMatcher {
  /** How many rules can match (none: nothing to look up). */
  readonly size?: number;
  match(line: RuleLine): { rule: { id: string; layers: StoredLayers }; reason: string } | undefined;
}

/** The account's enabled rules, compiled (cached per instance by the rules module). */
export function accountRules(db: Db, userId: string, rulesVersion?: number): Promise<RuleMatcher> {
  return loadRuleSet(db, userId, rulesVersion);
}

/** The line a rule reads of a row: its name, and its vendor and GL account when the sheet has them. */
export function ruleLineOf(name: string, context: { vendor?: string; glAccount?: string } = {}) {
  const line: RuleLine = { name };
  if (context.vendor) line.vendor = context.vendor;
  if (context.glAccount) line.glAccount = context.glAccount;
  return line;
}

/**
 * The rows a rule decides, by row number. Each distinct (name, vendor, GL account) is matched
 * once, and rows decided alike share one decision object, so their outcome crosses to the writer
 * once.
 */
export function decideByRules(
  rows: readonly NamedRow[],
  rules: RuleMatcher,
): Map<number, RuleDecision> {
  const decided = new Map<number, RuleDecision>();
  if (rules.size === 0) return decided;
  const byLine = new Map<string, RuleDecision | null>();
  const shared = new Map<string, RuleDecision>();
  for (const row of rows) {
    const vendor = row.context?.vendor ?? '';
    const glAccount = row.context?.glAccount ?? '';
    const key = vendor || glAccount ? `${row.name}\u0000${vendor}\u0000${glAccount}` : row.name;
    let decision = byLine.get(key);
    if (decision === undefined) {
      const match = rules.match(ruleLineOf(row.name, row.context));
      decision = null;
      if (match) {
        const id = `${match.rule.id}\u0000${match.reason}`;
        decision = shared.get(id) ?? {
          ruleId: match.rule.id,
          layers: CATEGORIZATION_KEYS.map((layer) => match.rule.layers[layer]),
          reason: match.reason,
        };
        shared.set(id, decision);
      }
      byLine.set(key, decision);
    }
    if (decision) decided.set(row.row, decision);
  }
  return decided;
}
