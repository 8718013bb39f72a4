import { useDocumentTitle } from '../../../lib/document-title';
import { CostAnalyzer } from '../components/cost-analyzer';
import { LatestResults } from '../components/latest-results';
import { StatCards } from '../components/stat-cards';

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Dashboard</h1>
        <p className="text-sm text-slate-600">
          Classify IT costs against the TBM taxonomy and track your usage.
        </p>
      </div>
      <StatCards />
      <CostAnalyzer />
      <LatestResults />
    </div>
  );
}
