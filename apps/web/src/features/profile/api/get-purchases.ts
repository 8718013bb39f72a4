import type { Purchase, SuccessEnvelope } from '@trusty/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /subscription/purchases: the signed-in user's purchases, newest first. */
export async function getPurchases(signal?: AbortSignal): Promise<Purchase[]> {
  const body = await api.get<SuccessEnvelope<Purchase[]>>('/subscription/purchases', signal);
  return body?.data ?? [];
}

export const purchasesQuery = () =>
  queryOptions({
    queryKey: ['purchases'],
    queryFn: ({ signal }) => getPurchases(signal),
  });

export function usePurchases() {
  return useQuery(purchasesQuery());
}
