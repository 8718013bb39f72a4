import { insightsSchema, type Insights } from '@trusty/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface Period {
  from?: string;
  to?: string;
}

/** GET /insights: the account's spend coverage in a period (whole days, `to` included). */
export async function getInsights(period: Period, signal?: AbortSignal): Promise<Insights> {
  const search = new URLSearchParams();
  if (period.from) search.set('from', period.from);
  if (period.to) search.set('to', period.to);
  const query = search.toString();
  const body = await api.get<{ data?: unknown }>(`/insights${query ? `?${query}` : ''}`, signal);
  return insightsSchema.parse(body?.data);
}

/** Under `['results']`: a correction, a rule or a new upload refreshes it with the results. */
export const insightsQuery = (period: Period) =>
  queryOptions({
    queryKey: ['results', 'insights', period.from ?? null, period.to ?? null],
    queryFn: ({ signal }) => getInsights(period, signal),
    placeholderData: keepPreviousData,
  });

export function useInsights(period: Period) {
  return useQuery(insightsQuery(period));
}
