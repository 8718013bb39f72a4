import {
  CATEGORIZATION_KEYS,
  resultMethodWords,
  type ResultMethod,
  type RowStatus,
} from '@trusty/contracts';
import {
  answerForInput,
  lineKey,
  normalizeCostName,
  type Classification,
  type CostLine,
} from '@trusty/tbm';
import { isTotalLine } from './cost-columns';
import type { DataRow } from './ooxml/analyze-sheet';
import type { RowOutcome } from './ooxml/write-result';
import type { SummaryRow } from './summary';
import { Turns } from './turns';

/**
 * What becomes of each row of a sheet once its names are classified, and what that costs: one
 * credit per row the engine classified, nothing for the rest (issue 17 §1: "a row that was not
 * classified is never paid for"; issue 15: a row one of the account's rules decided is free).
 */

/** Classified rows listed by View Details. */
export const DETAIL_ROWS = 1_000;
/** Error lines returned and stored; `errorRows` always has the full count. */
export const ERROR_LINES = 100;

export const SKIPPED_TOTAL_REASON = 'Total or subtotal line: not a cost item, so not classified';

export type NamedRow = Extract<DataRow, { name: string }>;

const TOWER = CATEGORIZATION_KEYS.indexOf('IT Tower');
const COST_POOL = CATEGORIZATION_KEYS.indexOf('Cost Pool');

/** The storage side of an outcome that costs nothing. */
const free = (status: RowStatus, method: ResultMethod | null) => ({
  status,
  method,
  ruleId: null,
  charged: false,
});

/**
 * Each distinct name's normalised form, worked out once (a few microseconds each, and a ledger
 * repeats its names): the key its rows are classified by, and the form stored with them.
 */
export function normalizedNames(): (name: string) => string {
  const forms = new Map<string, string>();
  return (name) => {
    let form = forms.get(name);
    if (form === undefined) forms.set(name, (form = normalizeCostName(name)));
    return form;
  };
}
export const isNamed = (row: DataRow): row is NamedRow => 'name' in row;

/** A row one of the account's rules decided before the engine saw it. */
export interface RuleDecision {
  ruleId: string;
  /** The six layers, in CATEGORIZATION_KEYS order. */
  layers: readonly string[];
  reason: string;
}

/**
 * A row's outcome as written, and as stored: how it was decided, by which rule, and whether it
 * costs a credit. Rows with the same answer share one object (it crosses to the writer once).
 */
export type RowAnswer = RowOutcome & {
  status: RowStatus;
  method: ResultMethod | null;
  ruleId: string | null;
  charged: boolean;
  /** The engine's confidence in the Cost Pool, IT Tower and Sub-Tower (coverage per layer). */
  layerConfidence?: readonly [number, number, number];
};

/** The three layers coverage is counted at, from an engine's answer. */
const coverageConfidence = (c: Classification): readonly [number, number, number] => [
  c.layerConfidence?.['Cost Pool'] ?? c.confidence,
  c.layerConfidence?.['IT Tower'] ?? c.confidence,
  c.layerConfidence?.['Sub-Tower'] ?? c.confidence,
];

/** The confidence a row is stored with: a rule's answer counts as certain (1). */
export const storedConfidence = (answer: RowAnswer): number | null =>
  answer.kind === 'classified' ? answer.confidence : null;

/** The reason a row is stored with: an error's message, otherwise the answer's reason. */
export const storedReason = (answer: RowAnswer): string =>
  answer.kind === 'error' ? answer.message : answer.reason;

/** A row with the columns read beside its name, as the engine takes it. */
export function costLineOf(row: NamedRow): CostLine {
  const c = row.context ?? {};
  const line: CostLine = { name: row.name };
  if (c.vendor) line.vendor = c.vendor;
  if (c.glAccount) line.glAccount = c.glAccount;
  if (c.glDescription) line.glDescription = c.glDescription;
  if (c.costCentre) line.costCentre = c.costCentre;
  if (c.serviceCategory || c.serviceSubcategory || c.chargeDescription || c.providerName)
    line.focus = {
      ...(c.serviceCategory && { category: c.serviceCategory }),
      ...(c.serviceSubcategory && { subcategory: c.serviceSubcategory }),
      ...(c.chargeDescription && { chargeDescription: c.chargeDescription }),
      ...(c.providerName && { provider: c.providerName }),
    };
  return line;
}

/**
 * Rows classified alike share one answer: by normalised name alone when the sheet has only names, by
 * normalised name and every column read beside it otherwise. The engine reads normalised tokens
 * only, so names that differ by an invoice number or a date get the same answer from one call
 * (issue 19: a realistic 100,000-row ledger's 75,577 distinct names are 847 normalised forms).
 */
export const rowKeyOf =
  (withContext: boolean, normalize: (name: string) => string = normalizeCostName) =>
  (row: NamedRow): string =>
    withContext ? lineKey(costLineOf(row), normalize(row.name)) : normalize(row.name);

/**
 * The rows sent to the classifier: named, and not a total line. Their count is the quote (the
 * most an upload can cost); the charge is the part of them that gets classified.
 */
export async function rowsToClassify(
  rows: readonly DataRow[],
  turns = new Turns(),
): Promise<NamedRow[]> {
  const named: NamedRow[] = [];
  for (let i = 0; i < rows.length; i++) {
    if (turns.due(i)) await turns.take();
    const row = rows[i] as DataRow;
    if (isNamed(row) && !isTotalLine(row.name)) named.push(row);
  }
  return named;
}

export interface RowOutcomes {
  outcomes: Map<number, RowAnswer>;
  summaryRows: SummaryRow[];
  errors: string[];
  /** Classified rows, by the engine or by a rule. */
  successfulRows: number;
  /** Of those, rows the engine classified: the charge. */
  chargedRows: number;
  /** Of those, rows a rule decided: free. */
  ruleRows: number;
  unclassifiedRows: number;
  skippedRows: number;
  errorRows: number;
}

/**
 * One outcome per distinct answer, shared by its rows: it crosses to the writer's thread once.
 * Distinct names often get the same answer (the same layers, confidence and reason): one outcome
 * for them all. A ledger of mostly distinct names otherwise sent the writer's thread an outcome
 * per name, 75,000 objects cloned on this thread (~0.2 s without a turn).
 */
function sharedAnswers() {
  const shared = new Map<Classification | RuleDecision | string, RowAnswer>();
  const once = (key: Classification | RuleDecision | string, make: () => RowAnswer): RowAnswer => {
    let outcome = shared.get(key);
    if (!outcome) shared.set(key, (outcome = make()));
    return outcome;
  };
  const byContent = new Map<string, RowAnswer>();
  const sameContent = (classification: Classification, make: () => RowAnswer): RowAnswer => {
    const { layers, confidence, method, reason, recognised } = classification;
    const content = recognised
      ? `c\u0000${method}\u0000${confidence}\u0000${coverageConfidence(classification).join(' ')}\u0000${reason}\u0000${CATEGORIZATION_KEYS.map((key) => layers[key]).join('\u0000')}`
      : `u\u0000${method}\u0000${reason}`;
    let outcome = byContent.get(content);
    if (!outcome) byContent.set(content, (outcome = make()));
    return outcome;
  };
  const answerOf = (classification: Classification, make: () => RowAnswer): RowAnswer =>
    once(classification, () => sameContent(classification, make));
  return { once, sameContent, answerOf };
}

/** A row one of the account's rules decided: certain, and free. */
const ruleAnswer = (decision: RuleDecision): RowAnswer => ({
  kind: 'classified',
  layers: decision.layers,
  confidence: 1,
  decidedBy: resultMethodWords('rule'),
  reason: decision.reason,
  status: 'classified',
  method: 'rule',
  ruleId: decision.ruleId,
  charged: false,
});

/** A row the engine classified: charged. */
const engineAnswer = (classification: Classification): RowAnswer => ({
  kind: 'classified',
  layers: CATEGORIZATION_KEYS.map((key) => classification.layers[key]),
  confidence: classification.confidence,
  decidedBy: resultMethodWords(classification.method),
  reason: classification.reason,
  status: 'classified',
  method: classification.method,
  ruleId: null,
  charged: true,
  layerConfidence: coverageConfidence(classification),
});

export async function rowOutcomes(
  rows: readonly DataRow[],
  byKey: ReadonlyMap<string, Classification>,
  keyOf: (row: NamedRow) => string = rowKeyOf(false),
  ruled: ReadonlyMap<number, RuleDecision> = new Map(),
  turns = new Turns(),
): Promise<RowOutcomes> {
  const outcomes = new Map<number, RowAnswer>();
  const { once, sameContent, answerOf } = sharedAnswers();
  const result: RowOutcomes = {
    outcomes,
    summaryRows: [],
    errors: [],
    successfulRows: 0,
    chargedRows: 0,
    ruleRows: 0,
    unclassifiedRows: 0,
    skippedRows: 0,
    errorRows: 0,
  };
  const fail = (row: number, issue: string) => {
    result.errorRows += 1;
    if (result.errors.length < ERROR_LINES) result.errors.push(`Row ${row}: ${issue}`);
    outcomes.set(
      row,
      once(`error:${issue}`, () => ({ kind: 'error', message: issue, ...free('error', null) })),
    );
  };

  for (let i = 0; i < rows.length; i++) {
    if (turns.due(i)) await turns.take();
    const row = rows[i] as DataRow;
    if (!isNamed(row)) {
      fail(row.row, row.issue);
      continue;
    }
    if (isTotalLine(row.name)) {
      result.skippedRows += 1;
      outcomes.set(
        row.row,
        once('skipped', () => ({
          kind: 'skipped',
          reason: SKIPPED_TOTAL_REASON,
          ...free('skipped', null),
        })),
      );
      continue;
    }
    const decision = ruled.get(row.row);
    if (decision) {
      result.successfulRows += 1;
      result.ruleRows += 1;
      outcomes.set(
        row.row,
        once(decision, () => ruleAnswer(decision)),
      );
      result.summaryRows.push({
        tower: decision.layers[TOWER] as string,
        costPool: decision.layers[COST_POOL] as string,
      });
      continue;
    }
    const classification = byKey.get(keyOf(row));
    if (!classification) {
      fail(row.row, 'Could not be classified');
      continue;
    }
    if (!classification.recognised) {
      // the reason quotes the row's own name, which may differ from the one classified
      const own = answerForInput(classification, row.name);
      const make = (): RowAnswer => ({
        kind: 'unclassified',
        decidedBy: resultMethodWords(own.method),
        reason: own.reason,
        ...free('unclassified', own.method),
      });
      result.unclassifiedRows += 1;
      // the classified name itself: the answer's memo, not a content string built per row
      outcomes.set(row.row, own === classification ? answerOf(own, make) : sameContent(own, make));
      continue;
    }
    result.successfulRows += 1;
    result.chargedRows += 1;
    outcomes.set(
      row.row,
      answerOf(classification, () => engineAnswer(classification)),
    );
    result.summaryRows.push({
      tower: classification.layers['IT Tower'],
      costPool: classification.layers['Cost Pool'],
    });
  }
  return result;
}
