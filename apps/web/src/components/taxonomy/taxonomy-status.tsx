import { apiErrorMessage } from '../../lib/api-client';
import type { useTaxonomyMembers } from '../../lib/taxonomy';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

/**
 * Where layers are picked: a spinner while the TBM layers load, and when they could not be
 * loaded, why, with a way to try again.
 */
export function TaxonomyStatus({ taxonomy }: { taxonomy: ReturnType<typeof useTaxonomyMembers> }) {
  if (taxonomy.isPending)
    return (
      <div className="flex justify-center py-4">
        <Spinner label="Loading the TBM layers" />
      </div>
    );
  if (taxonomy.isError)
    return (
      <div className="space-y-2">
        <Alert>{apiErrorMessage(taxonomy.error, 'Could not load the TBM layers.')}</Alert>
        <Button variant="outline" size="sm" onClick={() => void taxonomy.refetch()}>
          Try Again
        </Button>
      </div>
    );
  return null;
}
