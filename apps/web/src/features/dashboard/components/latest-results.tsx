import { SpendLine } from '../../../components/spend/spend-line';
import type { ResultSummary } from '@trusty/contracts';
import { Calculator, FileSpreadsheet } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { ConfidenceBadge } from '../../../components/ui/confidence-badge';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { formatDate, formatNumber } from '../../../lib/format';
import { useLatestResults } from '../api/get-latest-results';
import { RetryAlert } from '../../../components/ui/retry-alert';

function LatestResult({ item }: { item: ResultSummary }) {
  // No page yet for an upload still processing or failed: its state, and the Results list.
  if (item.kind === 'upload' && item.status !== 'ready')
    return (
      <li className="flex items-start gap-3 py-3">
        <FileSpreadsheet aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
        <div className="min-w-0">
          <TextLink to={`${paths.results}?kind=uploads`} className="break-all">
            {item.fileName}
          </TextLink>
          <p
            className={item.status === 'failed' ? 'text-sm text-red-700' : 'text-sm text-slate-600'}
          >
            {formatDate(item.createdAt)} · {item.status === 'failed' ? 'Failed' : 'Processing…'}
          </p>
        </div>
      </li>
    );
  if (item.kind === 'upload')
    return (
      <li className="flex items-start gap-3 py-3">
        <FileSpreadsheet aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
        <div className="min-w-0">
          <TextLink to={paths.result(item.id)} className="break-all">
            {item.fileName}
          </TextLink>
          <p className="text-sm text-slate-600">
            {formatDate(item.createdAt)} · {formatNumber(item.totalRows)}{' '}
            {item.totalRows === 1 ? 'row' : 'rows'}
            {item.needsReview > 0 && ` · ${formatNumber(item.needsReview)} to review`}
          </p>
          <SpendLine spend={item.spend} />
        </div>
      </li>
    );
  const { row } = item;
  return (
    <li className="flex items-start gap-3 py-3">
      <Calculator aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
      <div className="min-w-0">
        {/* A single analysis has no page of its own: the list of analyses is where it lives. */}
        <TextLink to={`${paths.results}?kind=analyses`} className="break-words">
          {row.costName}
        </TextLink>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
          <span>
            {formatDate(item.createdAt)}
            {row.layers && ` · ${row.layers['IT Tower']} / ${row.layers['Sub-Tower']}`}
          </span>
          <ConfidenceBadge method={row.method} confidence={row.confidence} none="Not classified" />
        </p>
      </div>
    </li>
  );
}

/** The newest few results on the Dashboard, each a link to where it is kept. */
export function LatestResults() {
  const results = useLatestResults();
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="latest-results-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="latest-results-heading" className="text-lg font-semibold text-slate-900">
            Latest results
          </h2>
          <TextLink to={paths.results} className="text-sm">
            See all results
          </TextLink>
        </div>
        {results.isPending && (
          <div aria-hidden="true" className="mt-3 space-y-3">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-10 animate-pulse rounded bg-slate-100" />
            ))}
          </div>
        )}
        {results.isPending && (
          <p role="status" className="sr-only">
            Loading your latest results
          </p>
        )}
        {results.isError && (
          <RetryAlert
            message="Could not load your latest results."
            onRetry={() => void results.refetch()}
            className="mt-3"
          />
        )}
        {results.isSuccess && results.data.length === 0 && (
          <p className="mt-3 text-sm text-slate-600">
            Nothing yet: analyse a cost below or process a spreadsheet in the{' '}
            <TextLink to={paths.excelProcessor}>Excel Processor</TextLink>.
          </p>
        )}
        {results.isSuccess && results.data.length > 0 && (
          <ul className="mt-1 divide-y divide-slate-100">
            {results.data.map((item) => (
              <LatestResult key={`${item.kind}-${item.id}`} item={item} />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
