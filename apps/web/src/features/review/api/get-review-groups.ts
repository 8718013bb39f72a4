import { reviewPageSchema, type Page, type ReviewGroup } from '@trusty/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

export const REVIEW_PAGE_SIZE = 25;

/** GET /results/uploads/:id/review: unreviewed rows below the threshold, grouped by name. */
export async function getReviewGroups(
  uploadId: string,
  page: number,
  signal?: AbortSignal,
): Promise<Page<ReviewGroup>> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(REVIEW_PAGE_SIZE) });
  const body = await api.get<{ data?: unknown }>(
    `/results/uploads/${encodeURIComponent(uploadId)}/review?${query.toString()}`,
    signal,
  );
  return reviewPageSchema.parse(body?.data);
}

export const reviewGroupsQuery = (uploadId: string, page: number) =>
  queryOptions({
    queryKey: reviewKeys.review(uploadId, page),
    queryFn: ({ signal }) => getReviewGroups(uploadId, page, signal),
    // Paging keeps the current groups on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export function useReviewGroups(uploadId: string, page: number) {
  return useQuery(reviewGroupsQuery(uploadId, page));
}
