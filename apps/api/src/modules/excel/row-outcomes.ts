import { CATEGORIZATION_KEYS, type ExcelDetailRow } from '@trusty/contracts';
import { lineKey, type Classification, type CostLine } from '@trusty/tbm';
import { isTotalLine } from './cost-columns';
import type { DataRow } from './ooxml/analyze-sheet';
import type { RowOutcome } from './ooxml/write-result';
import type { SummaryRow } from './summary';

/**
 * What becomes of each row of a sheet once its names are classified, and what that costs: one
 * credit per classified row, nothing for the rest (issue 17 §1: "a row that was not classified
 * is never paid for").
 */

/** Classified rows kept for View Details. */
export const DETAIL_ROWS = 1_000;
/** Error lines returned and stored; `errorRows` always has the full count. */
export const ERROR_LINES = 100;

export const SKIPPED_TOTAL_REASON = 'Total or subtotal line: not a cost item, so not classified';

type NamedRow = Extract<DataRow, { name: string }>;

export const nameKey = (name: string) => name.toLowerCase();
export const isNamed = (row: DataRow): row is NamedRow => 'name' in row;

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
 * Rows classified alike share one answer: by name alone when the sheet has only names, by name and every
 * column read beside it otherwise.
 */
export const rowKeyOf =
  (withContext: boolean) =>
  (row: NamedRow): string =>
    withContext ? lineKey(costLineOf(row)) : nameKey(row.name);

/**
 * The rows sent to the classifier: named, and not a total line. Their count is the quote (the
 * most an upload can cost); the charge is the part of them that gets classified.
 */
export const rowsToClassify = (rows: readonly DataRow[]): NamedRow[] =>
  rows.filter((row): row is NamedRow => isNamed(row) && !isTotalLine(row.name));

export interface RowOutcomes {
  outcomes: Map<number, RowOutcome>;
  summaryRows: SummaryRow[];
  details: ExcelDetailRow[];
  errors: string[];
  /** Classified rows: the charge. */
  successfulRows: number;
  unclassifiedRows: number;
  skippedRows: number;
  errorRows: number;
}

export function rowOutcomes(
  rows: readonly DataRow[],
  byKey: ReadonlyMap<string, Classification>,
  keyOf: (row: NamedRow) => string = (row) => nameKey(row.name),
): RowOutcomes {
  const outcomes = new Map<number, RowOutcome>();
  // One outcome per distinct answer, shared by its rows: it crosses to the writer's thread once.
  const shared = new Map<Classification | string, RowOutcome>();
  const once = (key: Classification | string, make: () => RowOutcome): RowOutcome => {
    let outcome = shared.get(key);
    if (!outcome) shared.set(key, (outcome = make()));
    return outcome;
  };
  const result: RowOutcomes = {
    outcomes,
    summaryRows: [],
    details: [],
    errors: [],
    successfulRows: 0,
    unclassifiedRows: 0,
    skippedRows: 0,
    errorRows: 0,
  };
  const fail = (row: number, issue: string) => {
    result.errorRows += 1;
    if (result.errors.length < ERROR_LINES) result.errors.push(`Row ${row}: ${issue}`);
    outcomes.set(
      row,
      once(`error:${issue}`, () => ({ kind: 'error', message: issue })),
    );
  };

  for (const row of rows) {
    if (!isNamed(row)) {
      fail(row.row, row.issue);
      continue;
    }
    if (isTotalLine(row.name)) {
      result.skippedRows += 1;
      outcomes.set(
        row.row,
        once('skipped', () => ({ kind: 'skipped', reason: SKIPPED_TOTAL_REASON })),
      );
      continue;
    }
    const classification = byKey.get(keyOf(row));
    if (!classification) {
      fail(row.row, 'Could not be classified');
      continue;
    }
    if (!classification.recognised) {
      result.unclassifiedRows += 1;
      outcomes.set(
        row.row,
        once(classification, () => ({ kind: 'unclassified', reason: classification.reason })),
      );
      continue;
    }
    result.successfulRows += 1;
    outcomes.set(
      row.row,
      once(classification, () => ({
        kind: 'classified',
        layers: CATEGORIZATION_KEYS.map((key) => classification.layers[key]),
        confidence: classification.confidence,
        reason: classification.reason,
      })),
    );
    result.summaryRows.push({
      tower: classification.layers['IT Tower'],
      costPool: classification.layers['Cost Pool'],
      amount: row.amount,
    });
    if (result.details.length < DETAIL_ROWS) {
      result.details.push({
        row: row.row,
        costName: row.name,
        categorization: Object.fromEntries(
          CATEGORIZATION_KEYS.map((key) => [key, classification.layers[key]]),
        ) as ExcelDetailRow['categorization'],
        confidence: classification.confidence,
        reason: classification.reason,
      });
    }
  }
  return result;
}
