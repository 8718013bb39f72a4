import {
  resultsPageSchema,
  type Page,
  type ResultSummary,
  type ResultsQuery,
} from '@trusty/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hasProcessing } from '../lib/pending-uploads';
import { resultsKeys } from './results-keys';

export const RESULTS_PAGE_SIZE = 20;

/** How often a page listing a processing upload asks again. */
export const RESULTS_POLL_MS = 3_000;

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
    // Only while an upload on the page is still processing; the query stops polling by itself
    // once none is, and when the page unmounts (no observer left).
    refetchInterval: (query) => (hasProcessing(query.state.data) ? RESULTS_POLL_MS : false),
  });

export function useResults(query: Pick<ResultsQuery, 'kind' | 'page' | 'pageSize'>) {
  return useQuery(resultsQuery(query));
}
