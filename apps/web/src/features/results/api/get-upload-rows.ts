import { rowsPageSchema, type Page, type ResultRow, type RowsQuery } from '@trusty/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { resultsKeys } from './results-keys';

export const ROWS_PAGE_SIZE = 25;

export type RowsFilter = Partial<Omit<RowsQuery, 'pageSize'>>;

/** The query string of a rows request: only the filters that are set. */
export function rowsSearch(filter: RowsFilter): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== '') search.set(key, String(value));
  search.set('pageSize', String(ROWS_PAGE_SIZE));
  return search.toString();
}

/** GET /results/uploads/:id/rows: the upload's rows, searched, filtered and paged. */
export async function getUploadRows(
  uploadId: string,
  filter: RowsFilter,
  signal?: AbortSignal,
): Promise<Page<ResultRow>> {
  const body = await api.get<{ data?: unknown }>(
    `/results/uploads/${encodeURIComponent(uploadId)}/rows?${rowsSearch(filter)}`,
    signal,
  );
  return rowsPageSchema.parse(body?.data);
}

export const uploadRowsQuery = (uploadId: string, filter: RowsFilter) =>
  queryOptions({
    queryKey: resultsKeys.rows(uploadId, filter),
    queryFn: ({ signal }) => getUploadRows(uploadId, filter, signal),
    placeholderData: keepPreviousData,
  });

export function useUploadRows(uploadId: string, filter: RowsFilter) {
  return useQuery(uploadRowsQuery(uploadId, filter));
}
