import { reviewOutcomeSchema, type RowSelection, type ReviewOutcome } from '@trusty/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

/** POST /results/rows/accept: the rows keep their answer and leave the review queue. */
export async function acceptRows(selection: RowSelection): Promise<ReviewOutcome> {
  const body = await api.post<{ data?: unknown }>('/results/rows/accept', { selection });
  return reviewOutcomeSchema.parse(body?.data);
}

export function useAcceptRows() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptRows,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.results }),
  });
}
