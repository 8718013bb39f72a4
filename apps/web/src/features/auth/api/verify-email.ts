import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api, apiErrorMessage } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { userStatsQueryKey } from '../../../lib/user-stats';

export interface VerifyEmailValues {
  token: string;
  email: string;
}

/** POST /auth/verify-email with the token and email of the link. */
export async function verifyEmail(values: VerifyEmailValues): Promise<void> {
  await api.post('/auth/verify-email', values);
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: (_answer, { email }) => {
      // The link may have been opened while someone else is signed in: only their own address counts.
      const { user, markVerified } = useAuthStore.getState();
      if (user && user.email.toLowerCase() === email.trim().toLowerCase()) markVerified();
      // Verifying grants the signup credits.
      void queryClient.invalidateQueries({ queryKey: userStatsQueryKey });
      toast.success('Email verified successfully!');
    },
    onError: (error) => toast.error(apiErrorMessage(error, 'Email verification failed')),
  });
}
