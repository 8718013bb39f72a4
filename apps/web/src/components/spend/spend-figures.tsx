import type { CurrencySpend, SpendLeader } from '@trusty/contracts';
import { currencyLabel, formatAmount, formatShare } from '../../lib/money';
import { SelectField } from '../ui/select-field';
import { STATE_COLOURS } from './spend-palette';

/** The ways money is decided, in the order the coverage bar stacks them. */
export const SPEND_STATES = [
  { key: 'byRules', label: 'Decided by your rules' },
  { key: 'byPeople', label: 'Decided by people' },
  { key: 'engineConfident', label: 'Engine at or above the threshold' },
  { key: 'toReview', label: 'Still to review' },
  { key: 'unclassified', label: 'Unclassified' },
] as const satisfies ReadonlyArray<{ key: keyof typeof STATE_COLOURS; label: string }>;

export const COVERAGE_LAYERS = [
  { key: 'costPool', label: 'Cost Pool' },
  { key: 'itTower', label: 'IT Tower' },
  { key: 'subTower', label: 'Sub-Tower' },
] as const;

/** Picks the currency the figures show: totals are never added across currencies. */
export function CurrencyPicker(props: {
  currencies: ReadonlyArray<CurrencySpend['currency']>;
  value: CurrencySpend['currency'];
  onChange(currency: CurrencySpend['currency']): void;
}) {
  if (props.currencies.length < 2) return null;
  return (
    <SelectField
      label="Currency"
      value={props.value ?? ''}
      onChange={(event) => props.onChange(event.target.value || null)}
      className="w-48"
    >
      {props.currencies.map((currency) => (
        <option key={currency ?? ''} value={currency ?? ''}>
          {currencyLabel(currency)}
        </option>
      ))}
    </SelectField>
  );
}

/** The headline figures of one currency: how much is mapped at each layer, and how. */
export function CoverageFigures({ spend }: { spend: CurrencySpend }) {
  const money = (amount: string) => formatAmount(amount, spend.currency);
  const line = (label: string, amount: string, colour?: string) => (
    <tr key={label} className="border-b border-slate-100 last:border-0">
      <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-700">
        {colour && (
          <span
            aria-hidden="true"
            className="mr-2 inline-block h-2.5 w-2.5 rounded-sm"
            style={{ backgroundColor: colour }}
          />
        )}
        {label}
      </th>
      <td className="py-2 pr-3 text-right font-medium whitespace-nowrap tabular-nums">
        {money(amount)}
      </td>
      <td className="py-2 text-right whitespace-nowrap text-slate-600 tabular-nums">
        {formatShare(amount, spend.total)}
      </td>
    </tr>
  );
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Spend in {currencyLabel(spend.currency)}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Figure</th>
          <th scope="col">Amount</th>
          <th scope="col">Share of the spend</th>
        </tr>
      </thead>
      <tbody>
        <tr className="border-b border-slate-200">
          <th scope="row" className="py-2 pr-3 text-left font-semibold text-slate-900">
            Total spend
          </th>
          <td className="py-2 pr-3 text-right font-semibold whitespace-nowrap tabular-nums">
            {money(spend.total)}
          </td>
          <td className="py-2 text-right text-slate-600">
            {spend.rows.toLocaleString('en-US')} rows
          </td>
        </tr>
        {COVERAGE_LAYERS.map((layer) =>
          line(`Mapped with confidence: ${layer.label}`, spend.covered[layer.key]),
        )}
        {SPEND_STATES.map((state) => line(state.label, spend[state.key], STATE_COLOURS[state.key]))}
      </tbody>
    </table>
  );
}

function LeaderTable(props: { title: string; leaders: SpendLeader[]; spend: CurrencySpend }) {
  if (props.leaders.length === 0) return null;
  return (
    <div className="min-w-0">
      <h4 className="mb-1 text-sm font-medium text-slate-800">{props.title}</h4>
      <table className="w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {props.leaders.map((leader) => (
            <tr key={leader.key} className="border-b border-slate-100 last:border-0">
              <th
                scope="row"
                className="py-1.5 pr-3 text-left font-normal break-words text-slate-700"
              >
                {leader.label}
                <span className="text-slate-500">
                  {' '}
                  · {leader.rows.toLocaleString('en-US')} rows
                </span>
              </th>
              <td className="py-1.5 text-right whitespace-nowrap tabular-nums">
                {formatAmount(leader.amount, props.spend.currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Where the unmapped money sits: the vendors and names holding the most of it. */
export function SpendLeaders({ spend, complete }: { spend: CurrencySpend; complete: boolean }) {
  const lists = [
    { title: 'Vendors with the most spend to review', leaders: spend.topToReview.vendors },
    { title: 'Names with the most spend to review', leaders: spend.topToReview.names },
    { title: 'Vendors with the most unclassified spend', leaders: spend.topUnclassified.vendors },
    { title: 'Names with the most unclassified spend', leaders: spend.topUnclassified.names },
  ];
  if (lists.every((list) => list.leaders.length === 0))
    return (
      <p className="text-sm text-slate-600">No money is waiting for review or unclassified.</p>
    );
  return (
    <div className="space-y-3">
      <div className="grid gap-6 md:grid-cols-2">
        {lists.map((list) => (
          <LeaderTable key={list.title} {...list} spend={spend} />
        ))}
      </div>
      {!complete && (
        <p className="text-xs text-slate-500">
          Picked from each upload&rsquo;s largest 100: a vendor spread thinly over many uploads may
          be missing.
        </p>
      )}
    </div>
  );
}
