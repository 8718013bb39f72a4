import { resendCooldownSchema } from '@trusty/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api, ApiError } from '../../../lib/api-client';

/** POST /auth/verify-email with resend: a new link for that address (at most one a minute). */
export async function resendVerification(email: string): Promise<void> {
  await api.post('/auth/verify-email', { email, resend: true });
}

/**
 * Seconds until another resend is accepted, when the server dropped this one because a mail
 * went out less than RESEND_COOLDOWN_SECONDS ago; undefined for any other failure.
 */
export function resendCooldownOf(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const parsed = resendCooldownSchema.safeParse(error.body);
  return parsed.success ? parsed.data.retryAfterSeconds : undefined;
}

export function useResendVerification() {
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: () => toast.success('Verification email sent! Check your inbox.'),
    // A failure is said once, on the page (ResendVerification), not toasted as well (issue 17 §9).
  });
}
