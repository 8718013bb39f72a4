import {
  decimalToUnits,
  SPEND_LEADERS,
  unitsToDecimal,
  type CurrencySpend,
  type ResultMethod,
  type ReviewStatus,
  type RowStatus,
  type SpendCoverage,
  type SpendGroup,
  type SpendLeader,
} from '@trusty/contracts';

import { ExactSum } from '../../lib/exact-sum';
/**
 * The coverage figures of issue 31, assembled from spend cells: the money of a set of rows
 * grouped by currency, pool, tower, how the row was decided (its state) and the layers it is
 * covered at. The database groups its rows into cells (coverage-queries.ts); the Summary sheet
 * groups the rows it has in hand (`cellsOfRows`); both end here, so they tell one story.
 */

/**
 * How a row with a cost name stands: decided by one of the account's rules, by a person
 * (accepted or corrected), by the engine at or above the review threshold, below it and not
 * yet reviewed, or not placed at all. Total lines and rows in error have no state.
 */
export type SpendState = 'rule' | 'people' | 'engine' | 'review' | 'unclassified';

export interface SpendCell {
  currency: string | null;
  costPool: string | null;
  itTower: string | null;
  state: SpendState;
  /** Covered at the Cost Pool, IT Tower, Sub-Tower layer. */
  covered: readonly [boolean, boolean, boolean];
  /** Sum of the cell's amounts, in units of 10^-DECIMAL_SCALE; rows without one add nothing. */
  amount: bigint;
  /** Rows with an amount. */
  rows: number;
}

/** A leader row as grouped: the list it belongs to, its currency, and its money. */
export interface LeaderCell {
  list: 'review' | 'unclassified';
  by: 'vendor' | 'name';
  currency: string | null;
  key: string;
  label: string;
  amount: bigint;
  rows: number;
}

/**
 * How a row was answered, as the figures read it. Rows answered alike share one object (an
 * upload's 100,000 rows share a few hundred answers), so it is judged once, not per row.
 */
export interface SpendAnswer {
  status: RowStatus;
  costPool: string | null;
  itTower: string | null;
  confidence: number | null;
  /** Cost Pool, IT Tower, Sub-Tower: the engine's own per layer; null when not the engine's. */
  layerConfidence: readonly [number, number, number] | null;
  method: ResultMethod | null;
  review: ReviewStatus;
}

/** One row's money and the names its unmapped money is listed under. */
export interface SpendLine {
  amount: number | null;
  currency: string | null;
  amountIssue: string | null;
  vendor: string | null;
  normalizedName: string;
  costName: string;
}

/**
 * Confidence is stored as `real` and compared with the threshold as `real` (needs-review.ts):
 * the same single-precision comparison here, so a row at exactly the threshold agrees.
 */
const atLeast = (confidence: number, threshold: number) =>
  Math.fround(confidence) >= Math.fround(threshold);

export function spendStateOf(row: SpendAnswer, threshold: number): SpendState | undefined {
  if (row.status === 'unclassified') return 'unclassified';
  if (row.status !== 'classified') return undefined;
  // A rule made from a person's correction decides that row (decision 025): the rule's.
  if (row.method === 'rule') return 'rule';
  if (row.review !== 'unreviewed' || row.method === 'user') return 'people';
  return atLeast(row.confidence ?? 0, threshold) ? 'engine' : 'review';
}

const ALL_COVERED = [true, true, true] as const;
const NONE_COVERED = [false, false, false] as const;

function coveredOf(
  row: SpendAnswer,
  state: SpendState,
  threshold: number,
): readonly [boolean, boolean, boolean] {
  if (state === 'unclassified') return NONE_COVERED;
  if (state !== 'review') return ALL_COVERED;
  const layer = (i: number) => atLeast(row.layerConfidence?.[i] ?? row.confidence ?? 0, threshold);
  return [layer(0), layer(1), layer(2)];
}

interface Judged {
  state: SpendState;
  covered: readonly [boolean, boolean, boolean];
  /** By currency: the answer's money in it. */
  byCurrency: Map<string | null, { sum: ExactSum; rows: number }>;
}

type LeaderSums = Map<string, { label: string; sum: ExactSum; rows: number }>;
type LeaderLists = Record<LeaderCell['by'], Map<string | null, LeaderSums>>;

function getOrMake<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}

/**
 * The spend of rows in hand (a sheet being written) as cells and leaders. It runs on the main
 * thread over up to a few hundred thousand rows: each answer is judged once, and a row costs a
 * few map look-ups by values it already holds and an exact addition (lib/exact-sum.ts).
 */
export class SpendTally {
  private readonly judged = new Map<SpendAnswer, Judged | null>();
  /** list → vendor or name → currency → key → money. */
  private readonly leaders: Record<'review' | 'unclassified', LeaderLists> = {
    review: { vendor: new Map(), name: new Map() },
    unclassified: { vendor: new Map(), name: new Map() },
  };
  rowsWithoutAmount = 0;
  amountIssues = 0;

  constructor(readonly threshold: number) {}

  add(answer: SpendAnswer, line: SpendLine): void {
    let judged = this.judged.get(answer);
    if (judged === undefined) {
      const state = spendStateOf(answer, this.threshold);
      judged = state
        ? { state, covered: coveredOf(answer, state, this.threshold), byCurrency: new Map() }
        : null;
      this.judged.set(answer, judged);
    }
    if (!judged) return;
    if (line.amountIssue) {
      this.amountIssues += 1;
      return;
    }
    if (line.amount === null) {
      this.rowsWithoutAmount += 1;
      return;
    }
    const money = getOrMake(judged.byCurrency, line.currency, newMoney);
    money.sum.add(line.amount);
    money.rows += 1;
    const { state } = judged;
    if (state !== 'review' && state !== 'unclassified') return;
    const lists = this.leaders[state];
    if (line.vendor) lead(lists.vendor, line, line.vendor, line.vendor);
    lead(lists.name, line, line.normalizedName, line.costName);
  }

  /** The cells and leaders so far (answers that landed in the same cell are merged). */
  result(): { cells: SpendCell[]; leaders: LeaderCell[] } {
    const cells = new Map<string, SpendCell>();
    for (const [answer, judged] of this.judged) {
      if (!judged) continue;
      const placed = judged.state !== 'unclassified';
      const costPool = placed ? answer.costPool : null;
      const itTower = placed ? answer.itTower : null;
      for (const [currency, money] of judged.byCurrency) {
        const id = JSON.stringify([currency, costPool, itTower, judged.state, judged.covered]);
        const cell = getOrMake(cells, id, () => ({
          currency,
          costPool,
          itTower,
          state: judged.state,
          covered: judged.covered,
          amount: 0n,
          rows: 0,
        }));
        cell.amount += money.sum.total();
        cell.rows += money.rows;
      }
    }
    const leaders: LeaderCell[] = [];
    for (const list of ['review', 'unclassified'] as const)
      for (const by of ['vendor', 'name'] as const)
        for (const [currency, sums] of this.leaders[list][by])
          for (const [key, { label, sum, rows }] of sums)
            leaders.push({ list, by, currency, key, label, amount: sum.total(), rows });
    return { cells: [...cells.values()], leaders };
  }
}

const newMoney = () => ({ sum: new ExactSum(), rows: 0 });
const newLeaderSums = (): LeaderSums => new Map();

function lead(
  byCurrency: Map<string | null, LeaderSums>,
  line: SpendLine,
  key: string,
  label: string,
): void {
  const sums = getOrMake(byCurrency, line.currency, newLeaderSums);
  let leader = sums.get(key);
  if (!leader) sums.set(key, (leader = { label, sum: new ExactSum(), rows: 0 }));
  else if (label < leader.label) leader.label = label;
  leader.sum.add(line.amount as number);
  leader.rows += 1;
}

/** Code-unit order, as the database's "C" collation sorts: ties break alike on either side. */
export const textOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const byAmount = <T extends { amount: bigint; name?: string; key?: string }>(a: T, b: T) =>
  a.amount === b.amount
    ? textOrder(a.name ?? a.key ?? '', b.name ?? b.key ?? '')
    : a.amount > b.amount
      ? -1
      : 1;

interface Group {
  name: string;
  amount: bigint;
  confident: bigint;
  rows: number;
}

function groupsOf(
  cells: readonly SpendCell[],
  key: (cell: SpendCell) => string | null,
): SpendGroup[] {
  const groups = new Map<string, Group>();
  for (const cell of cells) {
    const name = key(cell);
    if (cell.state === 'unclassified' || name === null) continue;
    const group = groups.get(name) ?? { name, amount: 0n, confident: 0n, rows: 0 };
    group.amount += cell.amount;
    if (cell.state !== 'review') group.confident += cell.amount;
    group.rows += cell.rows;
    groups.set(name, group);
  }
  return [...groups.values()].sort(byAmount).map((group) => ({
    name: group.name,
    amount: unitsToDecimal(group.amount),
    confident: unitsToDecimal(group.confident),
    rows: group.rows,
  }));
}

function leadersOf(
  leaders: readonly LeaderCell[],
  currency: string | null,
  list: LeaderCell['list'],
  by: LeaderCell['by'],
): SpendLeader[] {
  return leaders
    .filter((l) => l.currency === currency && l.list === list && l.by === by)
    .sort(byAmount)
    .slice(0, SPEND_LEADERS)
    .map((l) => ({ key: l.key, label: l.label, amount: unitsToDecimal(l.amount), rows: l.rows }));
}

function currencySpend(
  currency: string | null,
  cells: readonly SpendCell[],
  leaders: readonly LeaderCell[],
): CurrencySpend {
  const sum = (keep: (cell: SpendCell) => boolean) =>
    unitsToDecimal(cells.filter(keep).reduce((total, cell) => total + cell.amount, 0n));
  const flow = new Map<string, { costPool: string; itTower: string; amount: bigint }>();
  for (const cell of cells) {
    if (cell.state === 'unclassified' || cell.costPool === null || cell.itTower === null) continue;
    const id = `${cell.costPool}\u0000${cell.itTower}`;
    const link = flow.get(id) ?? { costPool: cell.costPool, itTower: cell.itTower, amount: 0n };
    link.amount += cell.amount;
    flow.set(id, link);
  }
  return {
    currency,
    total: sum(() => true),
    rows: cells.reduce((rows, cell) => rows + cell.rows, 0),
    covered: {
      costPool: sum((cell) => cell.covered[0]),
      itTower: sum((cell) => cell.covered[1]),
      subTower: sum((cell) => cell.covered[2]),
    },
    byRules: sum((cell) => cell.state === 'rule'),
    byPeople: sum((cell) => cell.state === 'people'),
    engineConfident: sum((cell) => cell.state === 'engine'),
    toReview: sum((cell) => cell.state === 'review'),
    unclassified: sum((cell) => cell.state === 'unclassified'),
    byPool: groupsOf(cells, (cell) => cell.costPool),
    byTower: groupsOf(cells, (cell) => cell.itTower),
    flow: [...flow.values()]
      .sort((a, b) =>
        a.amount === b.amount
          ? textOrder(`${a.costPool}\u0000${a.itTower}`, `${b.costPool}\u0000${b.itTower}`)
          : a.amount > b.amount
            ? -1
            : 1,
      )
      .map((link) => ({ ...link, amount: unitsToDecimal(link.amount) })),
    topToReview: {
      vendors: leadersOf(leaders, currency, 'review', 'vendor'),
      names: leadersOf(leaders, currency, 'review', 'name'),
    },
    topUnclassified: {
      vendors: leadersOf(leaders, currency, 'unclassified', 'vendor'),
      names: leadersOf(leaders, currency, 'unclassified', 'name'),
    },
  };
}

/** The figures per currency, largest total first (then by code; no currency last). */
export function coverageOf(input: {
  cells: readonly SpendCell[];
  leaders: readonly LeaderCell[];
  reviewThreshold: number;
  rowsWithoutAmount: number;
  amountIssues: number;
  leadersComplete: boolean;
}): SpendCoverage {
  const currencies = [...new Set(input.cells.map((cell) => cell.currency))];
  const spend = currencies.map((currency) =>
    currencySpend(
      currency,
      input.cells.filter((cell) => cell.currency === currency),
      input.leaders,
    ),
  );
  const total = (s: CurrencySpend) => decimalToUnits(s.total);
  spend.sort((a, b) => {
    if ((a.currency === null) !== (b.currency === null)) return a.currency === null ? 1 : -1;
    if (total(a) !== total(b)) return total(a) > total(b) ? -1 : 1;
    return textOrder(a.currency ?? '', b.currency ?? '');
  });
  return {
    reviewThreshold: input.reviewThreshold,
    currencies: spend,
    rowsWithoutAmount: input.rowsWithoutAmount,
    amountIssues: input.amountIssues,
    leadersComplete: input.leadersComplete,
  };
}
