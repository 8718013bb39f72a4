import { RULE_MATCH_LABELS, type RuleMatchKind } from '@trusty/contracts';
import { normalizeCostName } from '@trusty/tbm';
import type { StoredLayers } from '../../db/schema/index';

/**
 * The account's rules as a pure matcher (decision 020): no database, so the spreadsheet
 * pipeline, a single analysis and the learning bench all decide a line the same way.
 */

export interface RuleRecord {
  id: string;
  matchKind: RuleMatchKind;
  /** Normalised with `normalizeRuleValue` (the form stored in `rules.match_value`). */
  matchValue: string;
  /** As the user typed it: the reason quotes this. */
  displayValue: string;
  layers: StoredLayers;
  enabled: boolean;
}

export interface RuleLine {
  name: string;
  vendor?: string;
  glAccount?: string;
}

export interface RuleMatchResult {
  rule: RuleRecord;
  reason: string;
}

export interface RuleSet {
  readonly size: number;
  match(line: RuleLine): RuleMatchResult | undefined;
}

/**
 * Vendor and GL account columns are identifiers people type inconsistently in case and spacing
 * only; the engine's cost-name normalisation (singulars, abbreviations, dropped numbers) would
 * merge distinct account codes such as "6100-10" and "6100-20".
 */
export function normalizeForRules(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * A rule's value in the form rows are compared in: names and phrases as the engine normalises a
 * cost name (the same function that fills `result_rows.normalized_name`), vendor and GL account
 * as `normalizeForRules`. An empty result means the value cannot match anything.
 */
export function normalizeRuleValue(kind: RuleMatchKind, value: string): string {
  return kind === 'name' || kind === 'phrase' ? normalizeCostName(value) : normalizeForRules(value);
}

export function ruleReason(rule: Pick<RuleRecord, 'matchKind' | 'displayValue'>): string {
  return `Your rule: ${RULE_MATCH_LABELS[rule.matchKind]} "${rule.displayValue}"`;
}

/** Longest value first; ties broken by value then id so every instance picks the same rule. */
function byPrecedence(a: RuleRecord, b: RuleRecord): number {
  return (
    b.matchValue.length - a.matchValue.length ||
    (a.matchValue < b.matchValue ? -1 : a.matchValue > b.matchValue ? 1 : 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

interface Phrase {
  rule: RuleRecord;
  words: string[];
}

/**
 * Phrases are matched on word sequences, never as regular expressions built from user input:
 * each phrase is filed under its first word, so a line costs one map lookup per word plus a
 * comparison with the phrases that start there.
 */
function phraseIndex(rules: RuleRecord[]): Map<string, Phrase[]> {
  const index = new Map<string, Phrase[]>();
  for (const rule of rules) {
    const words = rule.matchValue.split(' ').filter(Boolean);
    const first = words[0];
    if (first === undefined) continue;
    const list = index.get(first) ?? [];
    list.push({ rule, words });
    index.set(first, list);
  }
  return index;
}

function matchPhrase(index: Map<string, Phrase[]>, name: string): RuleRecord | undefined {
  if (index.size === 0 || name === '') return undefined;
  const words = name.split(' ');
  let best: RuleRecord | undefined;
  for (let i = 0; i < words.length; i++) {
    const candidates = index.get(words[i] as string);
    if (!candidates) continue;
    for (const phrase of candidates) {
      if (best && byPrecedence(best, phrase.rule) <= 0) continue;
      if (i + phrase.words.length > words.length) continue;
      let whole = true;
      for (let j = 1; j < phrase.words.length; j++) {
        if (words[i + j] !== phrase.words[j]) {
          whole = false;
          break;
        }
      }
      if (whole) best = phrase.rule;
    }
  }
  return best;
}

/** Exact-match kinds keep, per value, the one rule that wins it. */
function exactIndex(rules: RuleRecord[]): Map<string, RuleRecord> {
  const index = new Map<string, RuleRecord>();
  for (const rule of rules) {
    const held = index.get(rule.matchValue);
    if (!held || byPrecedence(rule, held) < 0) index.set(rule.matchValue, rule);
  }
  return index;
}

export function compileRules(rules: readonly RuleRecord[]): RuleSet {
  const enabled = rules.filter((rule) => rule.enabled && rule.matchValue !== '');
  const ofKind = (kind: RuleMatchKind) => enabled.filter((rule) => rule.matchKind === kind);
  const names = exactIndex(ofKind('name'));
  const vendors = exactIndex(ofKind('vendor'));
  const glAccounts = exactIndex(ofKind('glAccount'));
  const phrases = phraseIndex(ofKind('phrase'));

  return {
    size: enabled.length,
    match(line) {
      if (enabled.length === 0) return undefined;
      const name = names.size > 0 || phrases.size > 0 ? normalizeCostName(line.name) : '';
      const rule =
        (name !== '' ? names.get(name) : undefined) ??
        (vendors.size > 0 && line.vendor
          ? vendors.get(normalizeForRules(line.vendor))
          : undefined) ??
        (glAccounts.size > 0 && line.glAccount
          ? glAccounts.get(normalizeForRules(line.glAccount))
          : undefined) ??
        matchPhrase(phrases, name);
      return rule ? { rule, reason: ruleReason(rule) } : undefined;
    },
  };
}
