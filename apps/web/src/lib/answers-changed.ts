import type { QueryClient } from '@tanstack/react-query';
import { userStatsQueryKey } from './user-stats';

/**
 * After a correction, a rule saved or imported, or "Apply rules and corrections": the stored
 * answers moved, and with them every figure recounted from them (issue 34 §3): the results
 * (lists, an upload's counters and rows, the review queue), the rules' hits and the dashboard's
 * stats. One place, so no page keeps an old figure.
 */
export function refreshAfterAnswersChanged(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['results'] }),
    queryClient.invalidateQueries({ queryKey: ['rules'] }),
    queryClient.invalidateQueries({ queryKey: userStatsQueryKey }),
  ]);
}
