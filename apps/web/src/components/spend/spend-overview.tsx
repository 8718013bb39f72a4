import { sumDecimals, type CoverageTrendPoint, type SpendCoverage } from '@trusty/contracts';
import { useState } from 'react';
import { formatNumber } from '../../lib/format';
import { currencyLabel, formatAmount, formatShare } from '../../lib/money';
import { Card } from '../ui/card';
import { LazySpendCharts } from './lazy-spend-charts';
import { CoverageFigures, CurrencyPicker, SpendLeaders } from './spend-figures';

/**
 * The money of a set of rows (an upload, or the account's period): per currency, how much is
 * mapped at each layer, where the rest sits, and the charts (issue 31). One currency at a time:
 * amounts are never added across currencies.
 */
export function SpendOverview(props: {
  coverage: SpendCoverage;
  trend?: CoverageTrendPoint[];
  /** Said when there is no money to show. */
  empty: string;
}) {
  const { coverage } = props;
  const currencies = coverage.currencies.map((spend) => spend.currency);
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const spend = coverage.currencies.find((s) => s.currency === chosen) ?? coverage.currencies[0];
  const notes = [
    coverage.amountIssues > 0 &&
      `${formatNumber(coverage.amountIssues)} rows have an amount that could not be read; each says why in its status.`,
    coverage.rowsWithoutAmount > 0 &&
      `${formatNumber(coverage.rowsWithoutAmount)} rows have no amount.`,
  ].filter(Boolean);

  if (!spend)
    return (
      <div className="space-y-1 text-sm text-slate-600">
        <p>{props.empty}</p>
        {notes.map((note) => (
          <p key={String(note)}>{note}</p>
        ))}
      </div>
    );
  return (
    <div className="space-y-4">
      <ul aria-label="Spend per currency" className="flex flex-wrap gap-3">
        {coverage.currencies.map((s) => {
          const confident = sumDecimals([s.byRules, s.byPeople, s.engineConfident]);
          return (
            <li key={s.currency ?? ''}>
              <Card className="px-4 py-3">
                <p className="text-xs font-medium text-slate-600">{currencyLabel(s.currency)}</p>
                <p className="text-lg font-semibold text-slate-900 tabular-nums">
                  {formatAmount(s.total, s.currency)}
                </p>
                <p className="text-xs text-slate-600">
                  {formatShare(confident, s.total)} mapped with confidence
                </p>
              </Card>
            </li>
          );
        })}
      </ul>
      <CurrencyPicker currencies={currencies} value={spend.currency} onChange={setChosen} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="p-4">
          <h3 className="mb-2 text-base font-semibold text-slate-900">
            Coverage in {currencyLabel(spend.currency)}
          </h3>
          <CoverageFigures spend={spend} />
          <p className="mt-2 text-xs text-slate-500">
            Mapped with confidence: decided by a rule or a person, or placed by the engine at or
            above your review threshold ({Math.round(coverage.reviewThreshold * 100)}%).
          </p>
        </Card>
        <Card className="p-4">
          <h3 className="mb-2 text-base font-semibold text-slate-900">
            Where the unmapped money sits
          </h3>
          <SpendLeaders spend={spend} complete={coverage.leadersComplete} />
        </Card>
      </div>
      {notes.map((note) => (
        <p key={String(note)} className="text-sm text-slate-600">
          {note}
        </p>
      ))}
      <LazySpendCharts spend={spend} trend={props.trend} />
    </div>
  );
}
