import {
  applyOutcomeSchema,
  applyQuoteSchema,
  type ApplyOutcome,
  type ApplyQuote,
} from '@trusty/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { resultsKeys } from './results-keys';
import { refreshAfterAnswersChanged } from '../../../lib/answers-changed';

const applyPath = (uploadId: string) => `/results/uploads/${encodeURIComponent(uploadId)}/apply`;

/** GET /results/uploads/:id/apply: what re-applying would change, and its price (0). */
export async function getApplyQuote(uploadId: string, signal?: AbortSignal): Promise<ApplyQuote> {
  const body = await api.get<{ data?: unknown }>(applyPath(uploadId), signal);
  return applyQuoteSchema.parse(body?.data);
}

export const applyQuoteQuery = (uploadId: string) =>
  queryOptions({
    queryKey: resultsKeys.applyQuote(uploadId),
    queryFn: ({ signal }) => getApplyQuote(uploadId, signal),
    // Asked afresh each time the dialog opens: rules and corrections change between openings.
    staleTime: 0,
    gcTime: 0,
  });

export function useApplyQuote(uploadId: string, enabled: boolean) {
  return useQuery({ ...applyQuoteQuery(uploadId), enabled });
}

/** POST /results/uploads/:id/apply: re-apply the rules and rewrite the file. */
export async function applyUpload(uploadId: string): Promise<ApplyOutcome> {
  const body = await api.post<{ data?: unknown }>(applyPath(uploadId), {});
  return applyOutcomeSchema.parse(body?.data);
}

export function useApplyUpload(uploadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => applyUpload(uploadId),
    // Rows, counters, the list, the review queue, the rules' hits and the stats all move.
    onSuccess: () => refreshAfterAnswersChanged(queryClient),
  });
}
