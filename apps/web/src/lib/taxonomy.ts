import { taxonomyResponseDataSchema, type TaxonomyResponseData } from '@trusty/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * GET /tbm/taxonomy, parsed: the members the layer pickers offer. Shared by the review queue and
 * the Rules page, which both let people choose layers.
 */
export async function getTaxonomyMembers(signal?: AbortSignal): Promise<TaxonomyResponseData> {
  const body = await api.get<{ data?: unknown }>('/tbm/taxonomy', signal);
  return taxonomyResponseDataSchema.parse(body?.data);
}

export const taxonomyMembersQuery = () =>
  queryOptions({
    queryKey: ['tbm-taxonomy', 'members'],
    queryFn: ({ signal }) => getTaxonomyMembers(signal),
    // Changes only with a deploy.
    staleTime: Infinity,
  });

export function useTaxonomyMembers() {
  return useQuery(taxonomyMembersQuery());
}
