import {
  controlCharactersToSpaces,
  COST_NAME_HEADERS,
  COST_NAME_MAX,
  wellFormed,
} from '@trusty/contracts';
import { findMoneyColumns, type MoneyColumns } from './money-columns';

/**
 * Which column holds the cost names (and, when there are, the amounts and their currency:
 * money-columns.ts), and whether a cell holds a name worth classifying.
 */

/** Case-, space- and separator-insensitive: "Cost Name", "cost_name", "COST-NAME" → "costname". */
export function normalizeHeader(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

const ACCEPTED = [...new Set(COST_NAME_HEADERS.map(normalizeHeader))];

/** Rows scanned from the top of a sheet for the header (title rows may sit above it). */
export const HEADER_SCAN_ROWS = 20;

export interface HeaderCell {
  column: number;
  text: string;
}

/** The best cost-name header in a row (earlier in the accepted list wins), if any. */
export function findCostNameColumn(cells: readonly HeaderCell[]): number | undefined {
  let best: { column: number; rank: number } | undefined;
  for (const cell of cells) {
    const rank = ACCEPTED.indexOf(normalizeHeader(cell.text));
    if (rank !== -1 && (!best || rank < best.rank)) best = { column: cell.column, rank };
  }
  return best?.column;
}

/**
 * The columns around the cost name that the engine reads as evidence: who was paid, the GL account, the
 * cost centre, and a FOCUS export's own category columns.
 */
export const CONTEXT_FIELDS = [
  'vendor',
  'glAccount',
  'glDescription',
  'costCentre',
  'serviceCategory',
  'serviceSubcategory',
  'chargeDescription',
  'providerName',
] as const;
export type ContextField = (typeof CONTEXT_FIELDS)[number];
export type RowContext = Partial<Record<ContextField, string>>;

/** Headers per field, normalised (see `normalizeHeader`); the first listed wins within a field. */
const CONTEXT_HEADERS: Record<ContextField, readonly string[]> = {
  vendor: [
    'vendor',
    'vendorname',
    'supplier',
    'suppliername',
    'payee',
    'payeename',
    'merchant',
    'merchantname',
    'seller',
    'sellername',
  ],
  glAccount: [
    'glaccount',
    'glaccountnumber',
    'glaccountno',
    'glaccountcode',
    'glcode',
    'glacct',
    'gl',
    'account',
    'accountnumber',
    'accountno',
    'accountcode',
    'generalledgeraccount',
    'ledgeraccount',
    'nominalcode',
    'nominalaccount',
    'naturalaccount',
    'costelement',
  ],
  glDescription: [
    'gldescription',
    'glaccountdescription',
    'glaccountname',
    'glname',
    'accountdescription',
    'accountname',
    'nominaldescription',
    'costelementname',
    'costelementdescription',
    'expensetype',
    'expensecategory',
  ],
  costCentre: [
    'costcenter',
    'costcentre',
    'cc',
    'costcentername',
    'costcentrename',
    'costcenterdescription',
    'costcentredescription',
    'costcentercode',
    'costcentrecode',
  ],
  serviceCategory: ['servicecategory'],
  serviceSubcategory: ['servicesubcategory'],
  chargeDescription: ['chargedescription'],
  providerName: ['providername', 'provider'],
};

export interface LedgerColumns extends MoneyColumns {
  costColumn: number;
  context: Partial<Record<ContextField, number>>;
  /** No cost-name header: a FOCUS export, named by its ServiceName (or ChargeDescription). */
  focusExport: boolean;
  /** Every column read, as the sheet heads it, in column order (for the Summary). */
  read: Array<{ column: number; header: string }>;
}

/**
 * The columns of a header row the engine reads: the cost name (a cost-name header, or for a FOCUS export
 * ServiceName / ChargeDescription beside ServiceCategory), the amount, and the context columns.
 */
export function findLedgerColumns(cells: readonly HeaderCell[]): LedgerColumns | undefined {
  const byHeader = new Map<string, HeaderCell>();
  for (const cell of cells) {
    const key = normalizeHeader(cell.text);
    if (key && !byHeader.has(key)) byHeader.set(key, cell);
  }
  const column = (headers: readonly string[]) =>
    headers.map((h) => byHeader.get(h)?.column).find((c) => c !== undefined);

  let costColumn = findCostNameColumn(cells);
  const focusExport = costColumn === undefined && column(['servicecategory']) !== undefined;
  if (focusExport) costColumn = column(['servicename', 'chargedescription']);
  if (costColumn === undefined) return undefined;

  const money = findMoneyColumns(cells, new Set([costColumn]), focusExport);
  const context: Partial<Record<ContextField, number>> = {};
  const taken = new Set<number | undefined>([
    costColumn,
    money.amountColumn,
    money.creditColumn,
    money.currencyColumn,
  ]);
  for (const field of CONTEXT_FIELDS) {
    const found = column(CONTEXT_HEADERS[field]);
    if (found === undefined || taken.has(found)) continue;
    context[field] = found;
    taken.add(found);
  }
  const read = cells
    .filter((cell) => taken.has(cell.column))
    .sort((a, b) => a.column - b.column)
    .map((cell) => ({ column: cell.column, header: cell.text.trim() }));
  return { costColumn, ...money, context, focusExport, read };
}

/** A context cell's text as evidence: control characters gone, spaces collapsed, length bounded. */
export function cleanContext(text: string | undefined): string | undefined {
  const clean = wellFormed(controlCharactersToSpaces(text ?? ''))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, COST_NAME_MAX);
  return clean || undefined;
}

export type NameCheck = { ok: true; name: string } | { ok: false; issue: string };

const quote = (text: string) => (text.length > 40 ? `"${text.slice(0, 37)}..."` : `"${text}"`);

/**
 * A cell's text as a cost name, or why the row cannot be classified. The issue becomes the
 * row's error line (`Row N: …`) and the row is not charged.
 *
 * Control characters (a stray NUL, or `_x0000_` and `&#0;` once decoded) are stripped rather
 * than failing the row: they come from exports, not from the person, the words around them
 * still classify, and PostgreSQL could not store the name with a NUL in it. A cell of nothing
 * else is empty.
 */
export function checkCostName(
  text: string | undefined,
  kind: 'string' | 'number' | 'boolean' | 'error' | undefined,
): NameCheck {
  const name = wellFormed(controlCharactersToSpaces(text ?? ''))
    .replace(/\s+/g, ' ')
    .trim();
  if (!name) return { ok: false, issue: 'Cost name is empty' };
  if (kind === 'error') return { ok: false, issue: `Cost name cell shows the error ${name}` };
  if (kind === 'boolean')
    return { ok: false, issue: `Cost name ${name} is a TRUE/FALSE value, not a name` };
  if (name.length > COST_NAME_MAX)
    return { ok: false, issue: `Cost name is longer than ${COST_NAME_MAX} characters` };
  if (!/\p{L}/u.test(name))
    return { ok: false, issue: `Cost name ${quote(name)} has no words to classify` };
  return { ok: true, name };
}

const TOTAL_WORD = /^(grand ?total|sub-?total|totals?)$/;
/** Words a label may add around "Total" ("Total Q3 2024", "Network subtotal"); more is a description. */
const TOTAL_LABEL_WORDS = 4;

/**
 * Whether a cost name is a total or subtotal line ("Total", "Subtotal Q3", "Grand total",
 * "Network subtotal") rather than a cost item. Such rows are skipped: not classified, not
 * charged and not an error; the result workbook marks them "Skipped" so the reader sees why they
 * have no layers. A longer description that merely starts with "Total" ("Total cost of
 * ownership study by Gartner") is still classified.
 */
export function isTotalLine(name: string): boolean {
  const lower = name.toLowerCase();
  // Every total word contains "total": most names are out without splitting them into words.
  if (!lower.includes('total')) return false;
  const words = lower
    .replace(/grand\s+total/g, 'grandtotal')
    .replace(/sub[\s-]+total/g, 'subtotal')
    .split(/[^\p{L}\p{N}-]+/u)
    .filter(Boolean);
  if (words.length === 0 || words.length > TOTAL_LABEL_WORDS + 1) return false;
  return TOTAL_WORD.test(words[0]!) || TOTAL_WORD.test(words[words.length - 1]!);
}
