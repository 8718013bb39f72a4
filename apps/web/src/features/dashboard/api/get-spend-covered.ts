import { insightsSchema, type SpendCoverage } from '@trusty/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /insights (all time): the account's coverage, for the Spend covered card. */
export async function getSpendCovered(signal?: AbortSignal): Promise<SpendCoverage> {
  const body = await api.get<{ data?: unknown }>('/insights', signal);
  return insightsSchema.parse(body?.data).coverage;
}

/** Under `['results']`: corrections, rules and new uploads refresh it with the results. */
export const spendCoveredQuery = () =>
  queryOptions({
    queryKey: ['results', 'insights', null, null, 'coverage'],
    queryFn: ({ signal }) => getSpendCovered(signal),
  });

export function useSpendCovered() {
  return useQuery(spendCoveredQuery());
}
