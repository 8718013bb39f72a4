import {
  resultsPageSchema,
  type Page,
  type ResultSummary,
  type ResultsQuery,
} from '@trusty/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { resultsKeys } from './results-keys';

export const RESULTS_PAGE_SIZE = 20;

/** GET /results?kind=&page=&pageSize=: uploads and single analyses, newest first. */
export async function getResults(
  query: Pick<ResultsQuery, 'kind' | 'page' | 'pageSize'>,
  signal?: AbortSignal,
): Promise<Page<ResultSummary>> {
  const search = new URLSearchParams({
    kind: query.kind,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  const body = await api.get<{ data?: unknown }>(`/results?${search.toString()}`, signal);
  return resultsPageSchema.parse(body?.data);
}

export const resultsQuery = (query: Pick<ResultsQuery, 'kind' | 'page' | 'pageSize'>) =>
  queryOptions({
    queryKey: resultsKeys.list(query),
    queryFn: ({ signal }) => getResults(query, signal),
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useResults(query: Pick<ResultsQuery, 'kind' | 'page' | 'pageSize'>) {
  return useQuery(resultsQuery(query));
}
