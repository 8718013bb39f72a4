import { RESEND_COOLDOWN_SECONDS } from '@trusty/contracts';
import toast from 'react-hot-toast';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useResendVerification } from '../api/resend-verification';
import { useCountdown } from '../hooks/use-countdown';

export interface ResendVerificationProps {
  /** The signed-in user's address; without one the button explains that it has none. */
  email: string | undefined;
  /** A mail has just gone out (right after signup): wait out the cooldown before another. */
  justSent?: boolean;
}

/** "Resend Verification Email", then "Resend in {n}s" for 60 seconds after each send (spec §4). */
export function ResendVerification({ email, justSent = false }: ResendVerificationProps) {
  const resend = useResendVerification();
  const { secondsLeft, start } = useCountdown(justSent ? RESEND_COOLDOWN_SECONDS : 0);
  const coolingDown = secondsLeft > 0;

  const onResend = () => {
    if (!email) {
      toast.error('No user email found');
      return;
    }
    resend.mutate(email, { onSuccess: () => start(RESEND_COOLDOWN_SECONDS) });
  };

  return (
    <div className="space-y-3">
      {resend.isError && <Alert>Failed to resend verification email. Please try again.</Alert>}
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
