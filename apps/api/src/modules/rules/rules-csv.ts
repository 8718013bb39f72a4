import {
  LAYER_KEYS,
  RULE_MATCH_KINDS,
  RULE_MATCH_LABELS,
  RULE_VALUE_MAX,
  RULES_CSV_COLUMNS,
  controlCharactersMessage,
  hasControlCharacters,
  ruleMessages,
  type Layers,
  type RuleMatchKind,
} from '@trusty/contracts';
import { consistencyErrors } from '@trusty/tbm';
import { CsvError, parse } from 'csv-parse/sync';
import { csvText, FORMULA_START } from '../../lib/csv';
import type { RuleRow } from './service';
import { normalizeRuleValue } from './rule-matcher';

/**
 * The rules CSV (decision 020): the columns of RULES_CSV_COLUMNS. Exported cells that a
 * spreadsheet would run as a formula are prefixed with an apostrophe; import removes it again.
 */

const cell = csvText;

export function rulesToCsv(rows: readonly RuleRow[]): string {
  const lines = [RULES_CSV_COLUMNS.join(',')];
  for (const row of rows) {
    lines.push(
      [
        row.matchKind,
        row.displayValue,
        ...LAYER_KEYS.map((key) => row.layers[key]),
        row.enabled ? 'true' : 'false',
      ]
        .map(cell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

export interface CsvRule {
  line: number;
  kind: RuleMatchKind;
  displayValue: string;
  matchValue: string;
  layers: Layers;
  enabled: boolean;
}

export interface CsvProblem {
  line: number;
  message: string;
}

const KINDS = new Map<string, RuleMatchKind>();
for (const kind of RULE_MATCH_KINDS) {
  KINDS.set(kind.toLowerCase(), kind);
  KINDS.set(RULE_MATCH_LABELS[kind].toLowerCase(), kind);
}

const unprefix = (value: string) =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;

function readLine(fields: string[], line: number, problems: CsvProblem[]): CsvRule | undefined {
  const found: string[] = [];
  const [kindText = '', rawValue = '', ...rest] = fields.map((f) => unprefix(f.trim()));
  const kind = KINDS.get(kindText.toLowerCase());
  if (!kind)
    found.push(`match must be one of ${RULE_MATCH_KINDS.join(', ')} (found "${kindText}")`);
  let matchValue = '';
  if (rawValue === '') found.push(ruleMessages.valueRequired);
  else if (rawValue.length > RULE_VALUE_MAX) found.push(ruleMessages.valueTooLong);
  else if (hasControlCharacters(rawValue)) found.push(controlCharactersMessage('value'));
  else if (kind) {
    matchValue = normalizeRuleValue(kind, rawValue);
    if (matchValue === '') found.push('value has no words a cost name could be matched on');
  }
  const layers = {} as Layers;
  LAYER_KEYS.forEach((key, i) => {
    const value = rest[i] ?? '';
    if (value === '') found.push(`${key} is empty`);
    layers[key] = value;
  });
  if (LAYER_KEYS.every((key) => layers[key] !== '')) {
    const errors = consistencyErrors(layers);
    if (errors.length > 0) found.push(...errors);
  }
  const enabledText = (rest[LAYER_KEYS.length] ?? '').toLowerCase();
  if (enabledText !== '' && enabledText !== 'true' && enabledText !== 'false')
    found.push(`enabled must be true or false (found "${enabledText}")`);
  if (fields.length > RULES_CSV_COLUMNS.length)
    found.push(`has ${fields.length} columns; expected ${RULES_CSV_COLUMNS.length}`);
  for (const message of found) problems.push({ line, message });
  if (found.length > 0 || !kind) return undefined;
  return {
    line,
    kind,
    displayValue: rawValue,
    matchValue,
    layers,
    enabled: enabledText !== 'false',
  };
}

/**
 * Every line of a rules file checked, or every problem by line number (the header is line 1).
 * A match given twice in the file is a problem too: which line should win is not ours to guess.
 */
export function parseRulesCsv(text: string): { rules: CsvRule[]; problems: CsvProblem[] } {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 1;
      return { rules: [], problems: [{ line, message: `is not valid CSV: ${error.message}` }] };
    }
    throw error;
  }
  const [header, ...body] = records;
  if (!header) return { rules: [], problems: [{ line: 1, message: ruleMessages.csvEmpty }] };
  const names = header.record.map((name) => name.trim().toLowerCase());
  const expected = RULES_CSV_COLUMNS.map((name) => name.toLowerCase());
  if (names.length !== expected.length || names.some((name, i) => name !== expected[i]))
    return { rules: [], problems: [{ line: header.info.lines, message: ruleMessages.csvHeader }] };
  if (body.length === 0)
    return { rules: [], problems: [{ line: 2, message: ruleMessages.csvEmpty }] };

  const problems: CsvProblem[] = [];
  const rules: CsvRule[] = [];
  const seen = new Map<string, number>();
  for (const { record, info } of body) {
    const rule = readLine(record, info.lines, problems);
    if (!rule) continue;
    const key = `${rule.kind}\u0000${rule.matchValue}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      problems.push({ line: rule.line, message: `repeats the match of line ${earlier}` });
      continue;
    }
    seen.set(key, rule.line);
    rules.push(rule);
  }
  return { rules, problems };
}
