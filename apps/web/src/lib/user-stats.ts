import type { SuccessEnvelope, UserStats } from '@trusty/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** Shared by the shell ("N remaining"), the dashboard and the profile. */
export const userStatsQueryKey = ['user-stats'] as const;

export const userStatsQuery = () =>
  queryOptions({
    queryKey: userStatsQueryKey,
    queryFn: ({ signal }) =>
      api.get<SuccessEnvelope<UserStats>>('/tbm/user-stats', signal).then((r) => r.data),
  });

export function useUserStats(enabled = true) {
  return useQuery({ ...userStatsQuery(), enabled });
}
