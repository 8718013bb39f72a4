import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { resultsKeys } from './results-keys';

export const DISMISS_FAILED = 'Could not dismiss this upload. Please try again.';

/** DELETE /results/failed-uploads/:id: a failed upload leaves the Results list (issue 34 §8). */
export async function dismissFailedUpload(id: string): Promise<void> {
  await apiRequest<unknown>(`/results/failed-uploads/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useDismissFailedUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissFailedUpload,
    // The Results list and the Dashboard's latest results both show failed uploads.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resultsKeys.all }),
  });
}
