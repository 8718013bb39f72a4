import type { ResetPasswordInput } from '@trusty/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api, ApiError, apiErrorMessage } from '../../../lib/api-client';

/** POST /auth/reset-password with the link's token and email. */
export async function resetPassword(values: ResetPasswordInput): Promise<void> {
  await api.post('/auth/reset-password', values);
}

export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => toast.success('Password reset successfully! You can now login.'),
    onError: (error) => {
      // A refused link (400) is explained on the page, with the way to a new one: no toast too.
      if (error instanceof ApiError && error.status === 400) return;
      toast.error(apiErrorMessage(error, 'Password reset failed'));
    },
  });
}
