import { CONTEXT_FIELDS, type ContextField, type RowContext } from '../cost-columns';
import type { AnalyzedSheet, DataRow } from '../ooxml/analyze-sheet';
import type { RowOutcome } from '../ooxml/write-result';
import type { Turns } from '../turns';

/**
 * The analysis of a sheet and the outcome of its rows, packed to cross a thread boundary.
 * Posting 100,000 row objects costs the sender and the receiver hundreds of milliseconds each
 * (measured: 0.7 s for the rows, 0.75 s for their outcomes, under load); typed arrays move for
 * free and one long string copies as one block. The main thread pays only for what it unpacks.
 */

const NAME = 0;
const NAME_WITH_AMOUNT = 1;
const ISSUE = 2;
/** A name whose amount could not be read: the reason is in `amountIssues`. */
const NAME_WITH_AMOUNT_ISSUE = 3;

export interface PackedAnalysis {
  /** Everything but the rows and their extents, as analyzed. */
  head: Omit<AnalyzedSheet, 'rows' | 'rowExtent'>;
  rowNumbers: Int32Array;
  kinds: Uint8Array;
  amounts: Float64Array;
  /** Each row's currency as 1 + its index in `currencyCodes`; 0 when none was stated. */
  currencies: Uint8Array;
  currencyCodes: string[];
  /** Why amounts could not be read: row index → reason, for the NAME_WITH_AMOUNT_ISSUE rows. */
  amountIssues: Array<[number, string]>;
  /** Every row's name or issue, one after the other; row i's ends at `textEnds[i]`. */
  text: string;
  textEnds: Int32Array;
  extentRows: Int32Array;
  extentColumns: Int32Array;
  /**
   * The context cells (vendor, GL account…) of the sheet's context fields, row by row and field by field in
   * `contextFields` order, one after the other; cell k ends at `contextEnds[k]` (empty = no value).
   */
  contextText: string;
  contextEnds: Int32Array;
}

/** The sheet's context fields, in their fixed order. */
export const contextFieldsOf = (head: Pick<AnalyzedSheet, 'contextColumns'>): ContextField[] =>
  CONTEXT_FIELDS.filter((field) => head.contextColumns[field] !== undefined);

export function packAnalysis(analysis: AnalyzedSheet): PackedAnalysis {
  const { rows, rowExtent, ...head } = analysis;
  const rowNumbers = new Int32Array(rows.length);
  const kinds = new Uint8Array(rows.length);
  const amounts = new Float64Array(rows.length);
  const currencies = new Uint8Array(rows.length);
  const currencyIndex = new Map<string, number>();
  const amountIssues: Array<[number, string]> = [];
  const textEnds = new Int32Array(rows.length);
  const texts: string[] = [];
  const fields = contextFieldsOf(head);
  const contextEnds = new Int32Array(rows.length * fields.length);
  const contextTexts: string[] = [];
  let contextEnd = 0;
  let end = 0;
  rows.forEach((row, i) => {
    fields.forEach((field, f) => {
      const value = ('name' in row && row.context?.[field]) || '';
      contextTexts.push(value);
      contextEnd += value.length;
      contextEnds[i * fields.length + f] = contextEnd;
    });
    rowNumbers[i] = row.row;
    const text = 'name' in row ? row.name : row.issue;
    if ('issue' in row) kinds[i] = ISSUE;
    else if (row.amountIssue !== undefined) {
      kinds[i] = NAME_WITH_AMOUNT_ISSUE;
      amountIssues.push([i, row.amountIssue]);
    } else if (row.amount !== undefined) {
      kinds[i] = NAME_WITH_AMOUNT;
      amounts[i] = row.amount;
      if (row.currency !== undefined) {
        let index = currencyIndex.get(row.currency);
        // ISO 4217 has fewer codes than a byte holds; past that, a row's currency goes unstated.
        if (index === undefined && currencyIndex.size < 255)
          currencyIndex.set(row.currency, (index = currencyIndex.size + 1));
        currencies[i] = index ?? 0;
      }
    } else kinds[i] = NAME;
    texts.push(text);
    end += text.length;
    textEnds[i] = end;
  });
  const extentRows = new Int32Array(rowExtent.size);
  const extentColumns = new Int32Array(rowExtent.size);
  let at = 0;
  for (const [row, column] of rowExtent) {
    extentRows[at] = row;
    extentColumns[at] = column;
    at += 1;
  }
  return {
    head,
    rowNumbers,
    kinds,
    amounts,
    currencies,
    currencyCodes: [...currencyIndex.keys()],
    amountIssues,
    text: texts.join(''),
    textEnds,
    extentRows,
    extentColumns,
    contextText: contextTexts.join(''),
    contextEnds,
  };
}

/** Row i of the packed analysis, on its own: a reader can stop and resume between rows. */
function rowReader(packed: PackedAnalysis): (i: number) => DataRow {
  const { rowNumbers, kinds, amounts, currencies, currencyCodes, text, textEnds } = packed;
  const { contextText, contextEnds } = packed;
  const fields = contextFieldsOf(packed.head);
  const amountIssues = new Map(packed.amountIssues);
  return (i) => {
    const row = rowNumbers[i] as number;
    const value = text.slice(i === 0 ? 0 : textEnds[i - 1], textEnds[i]);
    let context: RowContext | undefined;
    for (let f = 0; f < fields.length; f++) {
      const cell = i * fields.length + f;
      const cellStart = cell === 0 ? 0 : (contextEnds[cell - 1] as number);
      const cellEnd = contextEnds[cell] as number;
      if (cellEnd > cellStart)
        (context ??= {})[fields[f] as ContextField] = contextText.slice(cellStart, cellEnd);
    }
    const kind = kinds[i];
    if (kind === ISSUE) return { row, issue: value };
    const named = { row, name: value, ...(context ? { context } : {}) };
    if (kind === NAME_WITH_AMOUNT_ISSUE)
      return { ...named, amountIssue: amountIssues.get(i) ?? '' };
    if (kind !== NAME_WITH_AMOUNT) return named;
    const currency = currencyCodes[(currencies[i] as number) - 1];
    return { ...named, amount: amounts[i] as number, ...(currency ? { currency } : {}) };
  };
}

export function unpackRows(packed: PackedAnalysis): DataRow[] {
  const read = rowReader(packed);
  const rows: DataRow[] = new Array(packed.rowNumbers.length);
  for (let i = 0; i < rows.length; i++) rows[i] = read(i);
  return rows;
}

/** unpackRows on the main thread: 100,000 rows held the event loop 40–90 ms in one go. */
export async function unpackRowsInTurns(packed: PackedAnalysis, turns: Turns): Promise<DataRow[]> {
  const read = rowReader(packed);
  const rows: DataRow[] = new Array(packed.rowNumbers.length);
  for (let i = 0; i < rows.length; i++) {
    if (turns.due(i)) await turns.take();
    rows[i] = read(i);
  }
  return rows;
}

export function unpackAnalysis(packed: PackedAnalysis): AnalyzedSheet {
  const rowExtent = new Map<number, number>();
  packed.extentRows.forEach((row, i) => rowExtent.set(row, packed.extentColumns[i] as number));
  return { ...packed.head, rows: unpackRows(packed), rowExtent };
}

export const analysisBuffers = (packed: PackedAnalysis): ArrayBuffer[] =>
  [
    packed.rowNumbers,
    packed.kinds,
    packed.amounts,
    packed.currencies,
    packed.textEnds,
    packed.extentRows,
    packed.extentColumns,
    packed.contextEnds,
  ].map((array) => array.buffer as ArrayBuffer);

/** Each distinct outcome once (rows with the same name share one), and which row has which. */
export interface PackedOutcomes {
  table: RowOutcome[];
  rowNumbers: Int32Array;
  indexes: Int32Array;
}

/** With `turns`, the loop gives the event loop back (100,000 rows held it 5–6 ms in one go). */
export async function packOutcomes(
  outcomes: ReadonlyMap<number, RowOutcome>,
  turns?: Turns,
): Promise<PackedOutcomes> {
  const table: RowOutcome[] = [];
  const indexOf = new Map<RowOutcome, number>();
  const rowNumbers = new Int32Array(outcomes.size);
  const indexes = new Int32Array(outcomes.size);
  let at = 0;
  for (const [row, outcome] of outcomes) {
    if (turns?.due(at)) await turns.take();
    let index = indexOf.get(outcome);
    if (index === undefined) {
      index = table.push(outcome) - 1;
      indexOf.set(outcome, index);
    }
    rowNumbers[at] = row;
    indexes[at] = index;
    at += 1;
  }
  return { table, rowNumbers, indexes };
}

export function unpackOutcomes(packed: PackedOutcomes): Map<number, RowOutcome> {
  const outcomes = new Map<number, RowOutcome>();
  packed.rowNumbers.forEach((row, i) =>
    outcomes.set(row, packed.table[packed.indexes[i] as number] as RowOutcome),
  );
  return outcomes;
}

export const outcomeBuffers = (packed: PackedOutcomes): ArrayBuffer[] => [
  packed.rowNumbers.buffer as ArrayBuffer,
  packed.indexes.buffer as ArrayBuffer,
];
