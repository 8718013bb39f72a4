import { SpendOverview } from '../../../components/spend/spend-overview';
import { Button } from '../../../components/ui/button';
import { ResultsSkeleton } from './results-skeleton';
import { apiErrorMessage } from '../../../lib/api-client';
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
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          <span>{apiErrorMessage(coverage.error, 'Could not load the spend.')}</span>
          <Button variant="outline" size="sm" onClick={() => void coverage.refetch()}>
            Try Again
          </Button>
        </div>
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
