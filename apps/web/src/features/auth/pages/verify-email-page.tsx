import { CircleCheck, Mail, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { LinkButton } from '../../../components/ui/link-button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useAuthStore } from '../../../lib/auth-store';
import { useDocumentTitle } from '../../../lib/document-title';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';
import { BackToLogin } from '../components/back-to-login';
import { ResendVerification } from '../components/resend-verification';

/** Router state from the signup page: the first verification mail has just been sent. */
export interface VerifyEmailLocationState {
  verificationSent?: boolean;
}

/** Verified (just now, or before): the way into the app. */
function VerifiedCard({
  title,
  description,
  focusTitle,
}: {
  title: string;
  description: string;
  focusTitle?: boolean;
}) {
  return (
    <AuthCard
      focusTitle={focusTitle}
      title={title}
      icon={<CircleCheck aria-hidden="true" className="h-6 w-6" />}
      description={description}
    >
      <LinkButton to={paths.dashboard} className="w-full">
        Go to Dashboard
      </LinkButton>
    </AuthCard>
  );
}

export function VerifyEmailPage() {
  useDocumentTitle('Verify Your Email');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  const email = params.get('email')?.trim();
  if (token && email) return <VerifyLink token={token} email={email} />;
  return <AwaitingVerification />;
}

/** Waiting state: the signed-in user is asked to open the mail; they may ask for another. */
function AwaitingVerification() {
  const user = useAuthStore((s) => s.user);
  const location = useLocation();
  const justSent = (location.state as VerifyEmailLocationState | null)?.verificationSent === true;

  if (user?.isEmailVerified) {
    return (
      <VerifiedCard
        title="Email Already Verified"
        description="Your email address is verified. You're ready to go."
      />
    );
  }

  return (
    <AuthCard
      title="Verify Your Email"
      icon={<Mail aria-hidden="true" className="h-6 w-6" />}
      description={
        user ? (
          <>
            We&apos;ve sent a verification link to{' '}
            <strong className="font-semibold break-words text-slate-900">{user.email}</strong>
          </>
        ) : (
          "We've sent a verification link to your email address."
        )
      }
    >
      <p className="mb-6 rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
        Check your inbox and click the link to activate your account. If you can&apos;t find it,
        look in your spam folder or send a new one.
      </p>
      <div className="space-y-3">
        <ResendVerification email={user?.email} justSent={justSent} />
        <BackToLogin />
      </div>
    </AuthCard>
  );
}

/** A link from the mail: verifying → success or error (spec §4). */
function VerifyLink({ token, email }: { token: string; email: string }) {
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const user = useAuthStore((s) => s.user);
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  // A link is single use: ask once per link, even when React runs effects twice.
  const attempted = useRef<string | null>(null);

  useEffect(() => {
    const key = `${token}\n${email}`;
    if (attempted.current === key) return;
    attempted.current = key;
    mutate({ token, email });
  }, [token, email, mutate]);

  if (verify.isSuccess) {
    return (
      <VerifiedCard
        focusTitle
        title="Email Verified!"
        description="Thanks for confirming your address. Your account is ready."
      />
    );
  }

  if (verify.isError) {
    return (
      <AuthCard
        focusTitle
        title="Verification Failed"
        icon={<TriangleAlert aria-hidden="true" className="h-6 w-6" />}
      >
        <Alert className="mb-6">
          Email verification failed. The link may be expired or invalid.
        </Alert>
        <div className="space-y-3">
          {isAuthenticated && user && <ResendVerification email={user.email} />}
          <BackToLogin />
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Verifying Your Email"
      description="Please wait while we confirm your email address."
    >
      <div className="flex justify-center py-4">
        <Spinner className="h-8 w-8" label="Verifying your email" />
      </div>
    </AuthCard>
  );
}
