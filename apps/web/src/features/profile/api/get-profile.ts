import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchCurrentUser } from '../../../lib/session';

/** GET /auth/me under the key spec §7 refreshes after a profile update. */
export const userProfileQueryKey = ['user-profile'] as const;

export const userProfileQuery = () =>
  queryOptions({
    queryKey: userProfileQueryKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
  });

export function useUserProfile() {
  return useQuery(userProfileQuery());
}
