import { SpendOverview } from '../../../components/spend/spend-overview';
import { LoadError } from '../../../components/ui/load-error';
import { ResultsSkeleton } from './results-skeleton';
import { useUploadCoverage } from '../api/get-upload-coverage';

/** An upload's money: per currency, mapped at each layer, where the rest sits, and the charts. */
export function UploadSpend({ uploadId }: { uploadId: string }) {
  const coverage = useUploadCoverage(uploadId);
  return (
    <section aria-labelledby="spend-heading" className="space-y-4">
      <h2 id="spend-heading" className="text-lg font-semibold text-slate-900">
        Spend
      </h2>
      {coverage.isPending && <ResultsSkeleton label="Loading the spend" />}
      {coverage.isError && (
        <LoadError
          error={coverage.error}
          fallback="Could not load the spend."
          onRetry={() => void coverage.refetch()}
        />
      )}
      {coverage.data && (
        <SpendOverview
          coverage={coverage.data}
          empty="This file has no amounts: add an amount column (Amount, Cost, Spend, BilledCost, Debit and Credit…) to see its spend."
        />
      )}
    </section>
  );
}
