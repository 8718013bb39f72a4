import type { ForgotPasswordInput } from '@trusty/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api, apiErrorMessage } from '../../../lib/api-client';

/** POST /auth/forgot-password: always answers success, whether or not the account exists. */
export async function requestPasswordReset(values: ForgotPasswordInput): Promise<void> {
  await api.post('/auth/forgot-password', values);
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: () => toast.success('Password reset email sent! Check your inbox.'),
    onError: (error) => toast.error(apiErrorMessage(error, 'Failed to send reset email')),
  });
}
