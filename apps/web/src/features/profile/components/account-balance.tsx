import { Coins, FileSpreadsheet, ListChecks, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { formatNumber } from '../../../lib/format';
import { useUserStats } from '../../../lib/user-stats';
import { RetryAlert } from '../../../components/ui/retry-alert';

function Figure({
  label,
  value,
  icon: Icon,
  loading,
}: {
  label: string;
  value: number | undefined;
  icon: LucideIcon;
  loading: boolean;
}) {
  return (
    <div className="flex items-center gap-3 rounded-xl bg-slate-50 px-4 py-3">
      <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
      <dt className="min-w-0 flex-1 text-sm text-slate-600">{label}</dt>
      <dd className="text-lg font-semibold whitespace-nowrap text-slate-900 tabular-nums">
        {loading ? (
          <span className="inline-block h-6 w-16 animate-pulse rounded bg-slate-200 align-middle">
            <span className="sr-only">Loading</span>
          </span>
        ) : value === undefined ? (
          '—'
        ) : (
          formatNumber(value)
        )}
      </dd>
    </div>
  );
}

/** Spec §2: what the account holds and has used, with the way to buy more. */
export function AccountBalance() {
  const stats = useUserStats();
  const loading = stats.isPending;
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Account Balance</h2>
      <dl className="mt-4 space-y-2" aria-busy={loading}>
        <Figure
          label="Credits available"
          value={stats.data?.credits}
          icon={Coins}
          loading={loading}
        />
        <Figure
          label="File Uploads"
          value={stats.data?.fileUploads}
          icon={FileSpreadsheet}
          loading={loading}
        />
        <Figure
          label="Cost lines analyzed"
          value={stats.data ? Math.round(stats.data.totalCostsAlignment) : undefined}
          icon={ListChecks}
          loading={loading}
        />
      </dl>
      {stats.isError && (
        <RetryAlert
          message="Could not load your balance."
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
          className="mt-3"
        />
      )}
      <Link
        to={paths.buyCredits}
        className="mt-4 inline-flex h-10 items-center justify-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Buy more credits
      </Link>
    </Card>
  );
}
