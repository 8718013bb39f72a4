import { Coins, FileSpreadsheet, ListChecks, type LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { useUserStats } from '../../../lib/user-stats';
import { SpendCoveredCard } from './spend-covered-card';
import { RetryAlert } from '../../../components/ui/retry-alert';

interface Stat {
  label: string;
  value: number | undefined;
  icon: LucideIcon;
}

function StatCard({ label, value, icon: Icon, loading }: Stat & { loading: boolean }) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="h-5 w-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        {loading ? (
          <p className="mt-1 h-7 w-20 animate-pulse rounded bg-slate-200">
            <span className="sr-only">Loading</span>
          </p>
        ) : (
          <p className="text-2xl font-semibold break-words text-slate-900">
            {value === undefined ? '—' : value.toLocaleString('en-US')}
          </p>
        )}
      </div>
    </Card>
  );
}

/** Files Processed, Credits Remaining and Cost lines analyzed (spec §2; the spec's "Total Costs
 * Analyzed" counts cost lines, not money, so the label says so), and Spend covered (issue 31). */
export function StatCards() {
  const stats = useUserStats();
  const items: Stat[] = [
    { label: 'Files Processed', value: stats.data?.fileUploads, icon: FileSpreadsheet },
    { label: 'Credits Remaining', value: stats.data?.credits, icon: Coins },
    { label: 'Cost lines analyzed', value: stats.data?.totalCostsAlignment, icon: ListChecks },
  ];
  return (
    <section aria-labelledby="stats-heading" className="space-y-3">
      <h2 id="stats-heading" className="sr-only">
        Your statistics
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy={stats.isPending}>
        {items.map((item) => (
          <StatCard key={item.label} {...item} loading={stats.isPending} />
        ))}
        <SpendCoveredCard />
      </div>
      {stats.isError && (
        <RetryAlert
          message="Could not load your statistics."
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      )}
    </section>
  );
}
