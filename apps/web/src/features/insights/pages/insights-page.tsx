import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SpendOverview } from '../../../components/spend/spend-overview';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useInsights, type Period } from '../api/get-insights';
import { PeriodPicker } from '../components/period-picker';
import { RetryAlert } from '../../../components/ui/retry-alert';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period in the address (`?from=&to=`); a malformed date is left out, not an error. */
function periodFromParams(params: URLSearchParams): Period {
  const period: Period = {};
  const from = params.get('from');
  const to = params.get('to');
  if (from && DAY.test(from)) period.from = from;
  if (to && DAY.test(to)) period.to = to;
  if (period.from && period.to && period.from > period.to) return {};
  return period;
}

/**
 * Insights (issue 31): how much of the account's spend is mapped, how well, and where the rest
 * sits, per currency, over a period of its uploads; the charts and their table views.
 */
export function InsightsPage() {
  useDocumentTitle('Insights');
  const [search, setSearch] = useSearchParams();
  const period = periodFromParams(search);
  const [custom, setCustom] = useState(false);
  const insights = useInsights(period);

  const choose = (next: Period, isCustom: boolean) => {
    setCustom(isCustom);
    const params = new URLSearchParams();
    if (next.from) params.set('from', next.from);
    if (next.to) params.set('to', next.to);
    setSearch(params, { replace: true });
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Insights</h1>
        <p className="text-sm text-slate-600">
          How much of your spend is mapped to the TBM taxonomy with confidence, and where the rest
          sits. Amounts are kept per currency; none is converted into another.
        </p>
      </div>
      <PeriodPicker period={period} custom={custom} onChange={choose} />
      <section
        aria-labelledby="insights-spend"
        aria-busy={insights.isFetching}
        className="space-y-4"
      >
        <h2 id="insights-spend" className="sr-only">
          Spend
        </h2>
        {insights.isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner /> Loading your figures…
          </p>
        ) : insights.isError ? (
          <RetryAlert
            message={apiErrorMessage(insights.error, 'Could not load your figures.')}
            onRetry={() => void insights.refetch()}
          />
        ) : (
          <SpendOverview
            coverage={insights.data.coverage}
            trend={insights.data.trend}
            empty={
              period.from || period.to
                ? 'No upload with amounts in this period.'
                : 'No amounts yet: upload a ledger with an amount column (Amount, Cost, Spend, BilledCost, Debit and Credit…) to see your spend here.'
            }
          />
        )}
      </section>
    </div>
  );
}
