import { resultsPageSchema, type ResultSummary } from '@trusty/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const LATEST_RESULTS_COUNT = 5;

/** GET /results: the newest few. Under `['results']`, which corrections and new work refresh. */
export async function getLatestResults(signal?: AbortSignal): Promise<ResultSummary[]> {
  const body = await api.get<{ data?: unknown }>(
    `/results?kind=all&page=1&pageSize=${LATEST_RESULTS_COUNT}`,
    signal,
  );
  return resultsPageSchema.parse(body?.data).items;
}

export const latestResultsQuery = () =>
  queryOptions({
    queryKey: ['results', 'latest'],
    queryFn: ({ signal }) => getLatestResults(signal),
  });

export function useLatestResults() {
  return useQuery(latestResultsQuery());
}
