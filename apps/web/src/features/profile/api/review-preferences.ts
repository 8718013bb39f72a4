import { resultPreferencesSchema, type ResultPreferences } from '@trusty/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Under `['results']`: a new threshold changes what every upload counts as needing review. */
export const reviewPreferencesKey = ['results', 'preferences'] as const;

/** GET /results/preferences: the review threshold (0.5–0.99). */
export async function getReviewPreferences(signal?: AbortSignal): Promise<ResultPreferences> {
  const body = await api.get<{ data?: unknown }>('/results/preferences', signal);
  return resultPreferencesSchema.parse(body?.data);
}

export function useReviewPreferences() {
  return useQuery(
    queryOptions({
      queryKey: reviewPreferencesKey,
      queryFn: ({ signal }) => getReviewPreferences(signal),
    }),
  );
}

/** PUT /results/preferences (validated by resultPreferencesSchema here and on the server). */
export async function updateReviewPreferences(
  input: ResultPreferences,
): Promise<ResultPreferences> {
  const body = await api.put<{ data?: unknown }>('/results/preferences', input);
  return resultPreferencesSchema.parse(body?.data);
}

export function useUpdateReviewPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReviewPreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(reviewPreferencesKey, saved);
      // Needs-review counts and the review queues follow the new threshold.
      void queryClient.invalidateQueries({ queryKey: ['results'] });
    },
  });
}
