import {
  categorizeResultSchema,
  categorizeSchema,
  type CategorizeResult,
  type SuccessEnvelope,
} from '@trusty/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { api, ApiError, errorMessage } from '../../../lib/api-client';
import { userStatsQueryKey } from '../../../lib/user-stats';

/** The analyzer form validates with the API's own rules (spec §5). */
export const analyzeCostSchema = categorizeSchema;
export type AnalyzeCostValues = z.output<typeof analyzeCostSchema>;

export const ANALYZE_SUCCESS = 'Cost has been successfully analyzed and categorized';
export const ANALYZE_FAILED = 'Failed to process the request. Please try again.';

/** POST /tbm/categorize: one credit for six TBM layers, a confidence and a reason. */
export async function analyzeCost(values: AnalyzeCostValues): Promise<CategorizeResult> {
  const body = await api.post<SuccessEnvelope<unknown>>('/tbm/categorize', values);
  const result = categorizeResultSchema.safeParse(body?.data);
  // An answer without the six layers cannot be shown; the generic message is the honest one.
  if (!result.success) throw new Error(ANALYZE_FAILED);
  return result.data;
}

export function useAnalyzeCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeCost,
    // An unclassified cost is not a success to celebrate: the result dialog says why, once.
    onSuccess: (result) => {
      if (result.classified) toast.success(ANALYZE_SUCCESS);
    },
    onError: (error) => {
      // Out of credits (402) is said in the form, with the way to buy more: no toast too.
      if (error instanceof ApiError && error.status === 402) return;
      toast.error(errorMessage(error, ANALYZE_FAILED));
    },
    // The balance moves on success, and a 402 means the shown balance was stale: refresh both ways.
    // The analysis is kept as a result too, so the latest results move with it.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userStatsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['results'] }),
      ]),
  });
}
