import { reviewPageSchema, type Page, type ReviewGroup, type ReviewQuery } from '@trusty/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

export const REVIEW_PAGE_SIZE = 25;

/** The queue's order and money filters (issue 31); unset ones are the API's defaults. */
export type ReviewFilter = Pick<ReviewQuery, 'order' | 'currency' | 'minAmount' | 'maxAmount'>;

/** GET /results/uploads/:id/review: unreviewed rows below the threshold, grouped by name. */
export async function getReviewGroups(
  uploadId: string,
  page: number,
  filter: ReviewFilter = {},
  signal?: AbortSignal,
): Promise<Page<ReviewGroup> & { order: 'amount' | 'confidence' }> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(REVIEW_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
  const body = await api.get<{ data?: unknown }>(
    `/results/uploads/${encodeURIComponent(uploadId)}/review?${query.toString()}`,
    signal,
  );
  return reviewPageSchema.parse(body?.data);
}

export const reviewGroupsQuery = (uploadId: string, page: number, filter: ReviewFilter = {}) =>
  queryOptions({
    queryKey: [...reviewKeys.review(uploadId, page), filter],
    queryFn: ({ signal }) => getReviewGroups(uploadId, page, filter, signal),
    // Paging keeps the current groups on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export function useReviewGroups(uploadId: string, page: number, filter: ReviewFilter = {}) {
  return useQuery(reviewGroupsQuery(uploadId, page, filter));
}
