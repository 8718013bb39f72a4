import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordFormSchema } from '@trusty/contracts';
import { CircleCheck, KeyRound, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { LinkButton } from '../../../components/ui/link-button';
import { PasswordField } from '../../../components/ui/account-fields';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { AuthSubmitButton } from '../components/auth-submit-button';
import { BackToLogin } from '../components/back-to-login';
import { PasswordRequirements } from '../components/password-requirements';

export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  const email = params.get('email')?.trim();
  if (!token || !email) return <InvalidResetLink />;
  return <ResetPasswordForm token={token} email={email} />;
}

function InvalidResetLink() {
  return (
    <AuthCard
      title="Invalid Reset Link"
      icon={<TriangleAlert aria-hidden="true" className="h-6 w-6" />}
    >
      <Alert className="mb-6">Invalid reset link. Please request a new password reset.</Alert>
      <div className="space-y-3">
        <LinkButton to={paths.forgotPassword} className="w-full">
          Request a new reset link
        </LinkButton>
        <BackToLogin />
      </div>
    </AuthCard>
  );
}

function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const requirementsId = useId();
  // Spec §5: errors show once a field has been touched; an empty field counts as missing.
  const {
    register,
    handleSubmit,
    control,
    trigger,
    getFieldState,
    formState: { errors },
  } = useForm({
    mode: 'onTouched',
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(({ password }) =>
    reset.mutate({ token, email, password }, { onSuccess: () => setDone(true) }),
  );

  if (done) {
    return (
      <AuthCard
        focusTitle
        title="Password Reset Successful"
        icon={<CircleCheck aria-hidden="true" className="h-6 w-6" />}
        description="Your password has been changed. Sign in with your new password."
      >
        <LinkButton to={paths.login} size="lg" className="w-full">
          Continue to Login
        </LinkButton>
      </AuthCard>
    );
  }

  const linkRefused = reset.error instanceof ApiError && reset.error.status === 400;
  return (
    <AuthCard
      title="Reset Your Password"
      icon={<KeyRound aria-hidden="true" className="h-6 w-6" />}
      description={
        <>
          Choose a new password for{' '}
          <strong className="font-semibold break-words text-slate-900">{email}</strong>
        </>
      }
      footer={<TextLink to={paths.login}>Back to login</TextLink>}
    >
      {linkRefused && (
        <Alert className="mb-4">
          This reset link is invalid or has expired. Please request a new password reset.{' '}
          <Link to={paths.forgotPassword} className="font-medium underline">
            Request a new reset link
          </Link>
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          aria-describedby={requirementsId}
          error={errors.password?.message}
          {...register('password', {
            // Keep "Passwords must match" current, but only once the confirmation was touched.
            onChange: () =>
              getFieldState('confirmPassword').isTouched && void trigger('confirmPassword'),
          })}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <PasswordRequirements id={requirementsId} value={password} />
        <AuthSubmitButton busy={reset.isPending} busyLabel="Resetting Password...">
          Reset Password
        </AuthSubmitButton>
      </form>
    </AuthCard>
  );
}
