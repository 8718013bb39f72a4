import {
  userSchema,
  type SuccessEnvelope,
  type UpdateProfileInput,
  type User,
} from '@trusty/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { userStatsQueryKey } from '../../../lib/user-stats';
import { userProfileQueryKey } from './get-profile';

/** PUT /auth/me with the names (validated by updateProfileSchema in the form and on the server). */
export async function updateProfile(input: UpdateProfileInput): Promise<User> {
  const body = await api.put<SuccessEnvelope<unknown>>('/auth/me', input);
  return userSchema.parse(body?.data);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      // The header and anything else reading the signed-in user show the new name at once.
      useAuthStore.getState().setUser(user);
      queryClient.setQueryData(userProfileQueryKey, user);
      void queryClient.invalidateQueries({ queryKey: userProfileQueryKey });
      void queryClient.invalidateQueries({ queryKey: userStatsQueryKey });
    },
  });
}
