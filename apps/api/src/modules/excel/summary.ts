import {
  minorDigits,
  RESULT_COLUMN_MEANINGS,
  RESULT_COLUMNS,
  shareOf,
  type CurrencySpend,
  type SpendCoverage,
  type SpendLeader,
} from '@trusty/contracts';
import type { SummaryValue, WrittenRow } from './ooxml/cells';
import { columnLetters } from './ooxml/xml';

/**
 * The Summary sheet: what was read; when the sheet has amounts, its spend per currency (issue
 * 31): never added across currencies, coverage per layer, how the money was decided, and where
 * the unmapped money sits, in the file's own number format for that currency (or one naming the
 * currency); rows per tower and pool; then what each result column means, so the file explains
 * itself to whoever opens it without Trusty (issue 34 §4).
 */

export interface SummaryRow {
  tower: string;
  costPool: string;
}

export interface SummaryInput {
  fileName: string;
  sheetName: string;
  /** Classified rows (by the engine or a rule), for the row tables. */
  rows: readonly SummaryRow[];
  errorRows: number;
  /** Named rows the engine could not place: counted apart, never in the tables (not charged). */
  unclassifiedRows: number;
  /** Total and subtotal lines, skipped. */
  skippedRows: number;
  hasAmounts: boolean;
  /** The spend figures (insights/spend-figures.ts), when the sheet has amounts. */
  coverage?: SpendCoverage;
  /** The file's number format (numFmtId) for each currency's amounts; `''`: none stated. */
  amountFormats?: Readonly<Record<string, number>>;
  taxonomyVersion: string;
  /** The columns read, as the sheet heads them, with their letters: "Cost Name (C), Vendor (B)". */
  columnsRead: string;
}

/** A number format for amounts: the file's own numFmtId, or a format code to add. */
export type MoneyFormat = number | string;

export interface Summary {
  rows: WrittenRow[];
  widths: number[];
  /** The amount formats the rows use, by currency key (`''`: none stated). */
  moneyFormats: Record<string, MoneyFormat>;
}

interface Group {
  name: string;
  rows: number;
}

function groupBy(rows: readonly SummaryRow[], key: (row: SummaryRow) => string): Group[] {
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const name = key(row);
    const group = groups.get(name) ?? { name, rows: 0 };
    group.rows += 1;
    groups.set(name, group);
  }
  return [...groups.values()].sort((a, b) => b.rows - a.rows || a.name.localeCompare(b.name));
}

/**
 * The columns read, as the sheet heads them, with their letters: ["Cost Name (C)", "Vendor (B)"]
 * (stored with the upload, and joined on the Summary sheet).
 */
export function columnsReadLabels(
  columns: ReadonlyArray<{ column: number; header: string }>,
): string[] {
  return columns.map(({ column, header }) => `${header} (${columnLetters(column)})`);
}

/** The result columns added to the sheet, one line each: its name and what it means. */
function columnMeanings(): WrittenRow[] {
  return [
    { cells: ['What the result columns mean'], bold: true },
    { cells: ['Column', 'Meaning'], bold: true },
    ...RESULT_COLUMNS.map((column) => ({ cells: [column, RESULT_COLUMN_MEANINGS[column]] })),
  ];
}

/** A format naming the currency, with its minor unit's digits: "[$EUR] #,##0.00". */
function formatCodeFor(currency: string): string {
  const digits = minorDigits(currency);
  return `[$${currency}] #,##0${digits > 0 ? `.${'0'.repeat(digits)}` : ''}`;
}

/** "#,##0.00": the format of amounts whose currency the file did not state. */
const PLAIN_AMOUNT_FORMAT = 4;

function spendSection(spend: CurrencySpend, key: string): WrittenRow[] {
  const name = spend.currency ?? 'currency not stated';
  const money = (amount: string): SummaryValue => ({ amount: Number(amount), format: key });
  const share = (amount: string): SummaryValue => ({ share: shareOf(amount, spend.total) });
  const line = (label: string, amount: string): WrittenRow => ({
    cells: [label, money(amount), share(amount)],
  });
  const groups = (title: string, label: string, list: CurrencySpend['byPool']): WrittenRow[] => [
    { cells: [`${title} (${name})`], bold: true },
    { cells: [label, 'Rows', 'Amount', 'Mapped with confidence'], bold: true },
    ...list.map((g) => ({ cells: [g.name, g.rows, money(g.amount), money(g.confident)] })),
    { cells: [] },
  ];
  const leaders = (title: string, label: string, list: readonly SpendLeader[]): WrittenRow[] =>
    list.length === 0
      ? []
      : [
          { cells: [`${title} (${name})`], bold: true },
          { cells: [label, 'Rows', 'Amount'], bold: true },
          ...list.map((l) => ({ cells: [l.label, l.rows, money(l.amount)] })),
          { cells: [] },
        ];
  return [
    { cells: [`Spend in ${name}`, 'Amount', 'Share'], bold: true },
    { cells: ['Total spend', money(spend.total), spend.rows === 0 ? '' : share(spend.total)] },
    line('Mapped with confidence: Cost Pool', spend.covered.costPool),
    line('Mapped with confidence: IT Tower', spend.covered.itTower),
    line('Mapped with confidence: Sub-Tower', spend.covered.subTower),
    line('Decided by your rules', spend.byRules),
    line('Decided by people', spend.byPeople),
    line('Engine at or above the review threshold', spend.engineConfident),
    line('Still to review', spend.toReview),
    line('Unclassified', spend.unclassified),
    { cells: [] },
    ...groups('Spend per IT Tower', 'IT Tower', spend.byTower),
    ...groups('Spend per Cost Pool', 'Cost Pool', spend.byPool),
    ...leaders('Vendors with the most spend to review', 'Vendor', spend.topToReview.vendors),
    ...leaders('Names with the most spend to review', 'Cost name', spend.topToReview.names),
    ...leaders('Vendors with the most unclassified spend', 'Vendor', spend.topUnclassified.vendors),
    ...leaders('Names with the most unclassified spend', 'Cost name', spend.topUnclassified.names),
  ];
}

export function buildSummary(input: SummaryInput): Summary {
  const table = (title: string, label: string, groups: Group[]): WrittenRow[] => [
    { cells: [title], bold: true },
    { cells: [label, 'Rows'], bold: true },
    ...groups.map((group) => ({ cells: [group.name, group.rows] })),
    { cells: ['Total', input.rows.length], bold: true },
    { cells: [] },
  ];
  const coverage = input.hasAmounts ? input.coverage : undefined;
  const moneyFormats: Record<string, MoneyFormat> = {};
  const money: WrittenRow[] = [];
  for (const spend of coverage?.currencies ?? []) {
    const key = spend.currency ?? '';
    moneyFormats[key] =
      input.amountFormats?.[key] ??
      (spend.currency ? formatCodeFor(spend.currency) : PLAIN_AMOUNT_FORMAT);
    money.push(...spendSection(spend, key));
  }
  const threshold = coverage
    ? [{ cells: ['Review threshold', { share: coverage.reviewThreshold }] }]
    : [];
  const unread = coverage
    ? [
        { cells: ['Rows whose amount could not be read', coverage.amountIssues] },
        { cells: ['Rows without an amount', coverage.rowsWithoutAmount] },
      ]
    : [];
  return {
    widths: [44, 18, 18, 22],
    moneyFormats,
    rows: [
      { cells: ['Trusty classification summary'], bold: true },
      { cells: ['File', input.fileName] },
      { cells: ['Sheet', input.sheetName] },
      { cells: ['Columns read', input.columnsRead] },
      { cells: ['Rows classified', input.rows.length] },
      { cells: ['Rows not classified (not charged)', input.unclassifiedRows] },
      { cells: ['Total and subtotal rows skipped', input.skippedRows] },
      { cells: ['Rows with errors', input.errorRows] },
      ...unread,
      ...threshold,
      { cells: ['Taxonomy', `TBM ${input.taxonomyVersion}`] },
      ...(coverage
        ? [{ cells: ['Amounts are summed per currency; no currency is converted into another.'] }]
        : []),
      { cells: [] },
      ...money,
      ...table(
        'Rows per IT Tower',
        'IT Tower',
        groupBy(input.rows, (row) => row.tower),
      ),
      ...table(
        'Rows per Cost Pool',
        'Cost Pool',
        groupBy(input.rows, (row) => row.costPool),
      ),
      ...columnMeanings(),
    ],
  };
}
