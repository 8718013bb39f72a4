import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api, apiErrorMessage } from '../../../lib/api-client';

/** POST /auth/verify-email with resend: a new link for that address (at most one a minute). */
export async function resendVerification(email: string): Promise<void> {
  await api.post('/auth/verify-email', { email, resend: true });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: () => toast.success('Verification email sent! Check your inbox.'),
    onError: (error) => toast.error(apiErrorMessage(error, 'Failed to resend verification email')),
  });
}
