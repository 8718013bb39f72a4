import type { PricePackage, PricesResponse } from '@trusty/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** GET /subscription/prices in display order (the API answers newest first, the cards read oldest first). Shared by the landing page's pricing and Buy Credits, so they share one cache entry. */
export async function getPrices(signal?: AbortSignal): Promise<PricePackage[]> {
  const response = await api.get<PricesResponse>('/subscription/prices', signal);
  return [...(response?.prices ?? [])].reverse();
}

/** The package that carries the Most Popular badge, on the landing page and on Buy Credits. */
export const POPULAR_PACKAGE_INDEX = 1;

export const pricesQuery = () =>
  queryOptions({
    queryKey: ['subscription-prices'],
    queryFn: ({ signal }) => getPrices(signal),
  });

export function usePrices() {
  return useQuery(pricesQuery());
}
