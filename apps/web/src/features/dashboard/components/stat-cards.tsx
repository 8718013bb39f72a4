import { Coins, FileSpreadsheet, ListChecks, type LucideIcon } from 'lucide-react';
import { useUserStats } from '../../../lib/user-stats';
import { SpendCoveredCard } from './spend-covered-card';
import { StatCardFrame } from './stat-card-frame';
import { RetryAlert } from '../../../components/ui/retry-alert';

interface Stat {
  label: string;
  value: number | undefined;
  icon: LucideIcon;
}

function StatCard({ value, ...frame }: Stat & { loading: boolean }) {
  return (
    <StatCardFrame {...frame}>
      <p className="text-2xl font-semibold break-words text-slate-900">
        {value === undefined ? '—' : value.toLocaleString('en-US')}
      </p>
    </StatCardFrame>
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
