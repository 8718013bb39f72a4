import type { SuccessEnvelope, TaxonomyResponseData } from '@trusty/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /tbm/taxonomy: public, and the same for everyone until a deploy. */
export async function getTaxonomy(signal?: AbortSignal): Promise<TaxonomyResponseData> {
  const response = await api.get<SuccessEnvelope<TaxonomyResponseData>>('/tbm/taxonomy', signal);
  return response.data;
}

export const taxonomyQuery = () =>
  queryOptions({
    queryKey: ['tbm-taxonomy'],
    queryFn: ({ signal }) => getTaxonomy(signal),
    // Changes only with a deploy; the page shows built-in examples until (or unless) it answers.
    staleTime: Infinity,
  });

export function useTaxonomy() {
  return useQuery(taxonomyQuery());
}
