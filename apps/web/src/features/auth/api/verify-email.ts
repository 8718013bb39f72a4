import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { useNavigate } from 'react-router';
import { api, ApiError, apiErrorMessage } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { pendingPurchasePath } from '../../../lib/pending-purchase';
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
  const navigate = useNavigate();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: (_answer, { email }) => {
      // The link may have been opened while someone else is signed in: only their own address counts.
      const { user, markVerified } = useAuthStore.getState();
      const ownAddress = user?.email.toLowerCase() === email.trim().toLowerCase();
      if (ownAddress) markVerified();
      // Verifying grants the signup credits.
      void queryClient.invalidateQueries({ queryKey: userStatsQueryKey });
      toast.success('Email verified successfully!');
      // A package chosen before signing up: on to buying it (through sign-in if this browser
      // has no session), instead of the success card's way to the dashboard. Not into the
      // account of someone else who happens to be signed in here.
      const purchase = pendingPurchasePath();
      if (purchase && (!user || ownAddress)) void navigate(purchase, { replace: true });
    },
    onError: (error) => {
      // A refused link (400) is explained on the page ("Email verification failed. The link may
      // be expired or invalid."): one failure, one message. Only a failure that text does not
      // describe (the network, the server, a rate limit) is toasted.
      if (error instanceof ApiError && error.status === 400) return;
      toast.error(apiErrorMessage(error, 'Email verification failed'));
    },
  });
}
