import {
  reviewOutcomeSchema,
  type Layers,
  type ReviewOutcome,
  type RowSelection,
} from '@trusty/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterAnswersChanged } from '../../../lib/answers-changed';

export interface CorrectRowsVariables {
  selection: RowSelection;
  layers: Layers;
}

/** POST /results/rows/correct: the six layers replace the rows' answer (method user). */
export async function correctRows(input: CorrectRowsVariables): Promise<ReviewOutcome> {
  const body = await api.post<{ data?: unknown }>('/results/rows/correct', input);
  return reviewOutcomeSchema.parse(body?.data);
}

export function useCorrectRows() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctRows,
    onSuccess: () => refreshAfterAnswersChanged(queryClient),
  });
}
