import { RESEND_COOLDOWN_SECONDS } from '@trusty/contracts';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/api-client';
import { resendCooldownOf, useResendVerification } from '../api/resend-verification';
import { useCountdown } from '../hooks/use-countdown';

export interface ResendVerificationProps {
  /** The signed-in user's address; without one the button explains that it has none. */
  email: string | undefined;
  /** A mail has just gone out (right after signup): wait out the cooldown before another. */
  justSent?: boolean;
}

/**
 * "Resend Verification Email", then "Resend in {n}s" for 60 seconds after each send (spec §4).
 * When the server's cooldown drops a resend, the countdown runs for the time it says and the
 * page says so, instead of claiming a mail went out.
 */
export function ResendVerification({ email, justSent = false }: ResendVerificationProps) {
  const resend = useResendVerification();
  const { secondsLeft, start } = useCountdown(justSent ? RESEND_COOLDOWN_SECONDS : 0);
  const coolingDown = secondsLeft > 0;

  const onResend = () => {
    if (!email) {
      toast.error('No user email found');
      return;
    }
    resend.mutate(email, {
      onSuccess: () => start(RESEND_COOLDOWN_SECONDS),
      onError: (error) => {
        const wait = resendCooldownOf(error);
        if (wait !== undefined) start(wait);
      },
    });
  };
  const heldBack = resendCooldownOf(resend.error) !== undefined;
  // The server's own words, when it gave any, in the same message rather than a second one.
  const failure = apiErrorMessage(resend.error, '');

  return (
    <div className="space-y-3">
      {resend.isError && !heldBack && (
        <Alert>
          Failed to resend verification email. Please try again.
          {failure && <span className="mt-1 block">{failure}</span>}
        </Alert>
      )}
      {heldBack && coolingDown && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Not sent: a verification email went out less than a minute ago. You can ask for another in{' '}
          {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}.
        </p>
      )}
      <Button
        variant="outline"
        className="w-full"
        onClick={onResend}
        disabled={resend.isPending || coolingDown}
      >
        {resend.isPending
          ? 'Sending...'
          : coolingDown
            ? `Resend in ${secondsLeft}s`
            : 'Resend Verification Email'}
      </Button>
    </div>
  );
}
