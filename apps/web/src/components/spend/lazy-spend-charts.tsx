import { lazy, Suspense } from 'react';
import type { SpendChartsProps } from './spend-charts';

/**
 * The spend charts, fetched when first shown: the charting library is a chunk of its own that
 * the landing page and the other pages never load (issue 31: `/` keeps its JavaScript budget).
 */
const Charts = lazy(async () => ({ default: (await import('./spend-charts')).SpendCharts }));

function ChartsLoading() {
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
      <p className="sr-only">Loading the charts…</p>
      {[0, 1].map((i) => (
        <div key={i} className="h-72 animate-pulse rounded-2xl bg-slate-100" />
      ))}
    </div>
  );
}

export function LazySpendCharts(props: SpendChartsProps) {
  return (
    <Suspense fallback={<ChartsLoading />}>
      <Charts {...props} />
    </Suspense>
  );
}
