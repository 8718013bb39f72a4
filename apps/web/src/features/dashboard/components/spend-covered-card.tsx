import { sumDecimals } from '@trusty/contracts';
import { PieChart } from 'lucide-react';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { formatAmount, formatShare } from '../../../lib/money';
import { useSpendCovered } from '../api/get-spend-covered';
import { StatCardFrame } from './stat-card-frame';

/**
 * Spend covered (issue 31): the share of the account's spend mapped with confidence, in its
 * largest currency, with the others below; never one figure across currencies.
 */
export function SpendCoveredCard() {
  const coverage = useSpendCovered();
  const currencies = coverage.data?.currencies ?? [];
  const confident = (s: (typeof currencies)[number]) =>
    sumDecimals([s.byRules, s.byPeople, s.engineConfident]);
  const [first, ...others] = currencies;
  return (
    <StatCardFrame icon={PieChart} label="Spend covered" loading={coverage.isPending}>
      {!first ? (
        <>
          <p className="text-2xl font-semibold text-slate-900">—</p>
          <p className="text-xs text-slate-600">
            {coverage.isError ? 'Could not load your spend.' : 'No amounts yet.'}
          </p>
        </>
      ) : (
        <>
          <p className="text-2xl font-semibold text-slate-900">
            {formatShare(confident(first), first.total)}
          </p>
          <p className="text-xs break-words text-slate-600">
            of {formatAmount(first.total, first.currency)}
            {others.map((s) => (
              <span key={s.currency ?? ''} className="block">
                {formatShare(confident(s), s.total)} of {formatAmount(s.total, s.currency)}
              </span>
            ))}
          </p>
          <TextLink to={paths.insights} className="text-xs">
            See Insights
          </TextLink>
        </>
      )}
    </StatCardFrame>
  );
}
