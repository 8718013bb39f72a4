import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema } from '@trusty/contracts';
import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/account-fields';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';
import { AuthSubmitButton } from '../components/auth-submit-button';
import { BackToLogin } from '../components/back-to-login';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [retrying, setRetrying] = useState(false);
  // Spec §5: on the recovery forms errors show once a field has been touched.
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({
    mode: 'onTouched',
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  // "Try a different email" brings the form back with the cursor in its field.
  useEffect(() => {
    if (retrying && sentTo === null) setFocus('email');
  }, [retrying, sentTo, setFocus]);

  const onSubmit = handleSubmit((values) =>
    forgot.mutate(values, { onSuccess: () => setSentTo(values.email) }),
  );

  if (sentTo !== null) {
    return (
      <AuthCard
        focusTitle
        title="Check Your Email"
        icon={<MailCheck aria-hidden="true" className="h-6 w-6" />}
        description={
          <>
            We&apos;ve sent a password reset link to{' '}
            <strong className="font-semibold break-words text-slate-900">{sentTo}</strong>
          </>
        }
      >
        <p className="mb-6 rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
          If an account with that email exists, you&apos;ll receive a password reset link shortly.
        </p>
        <div className="space-y-3">
          <Button
            variant="outline"
            className="w-full"
            onClick={() => {
              setSentTo(null);
              setRetrying(true);
            }}
          >
            Try different email
          </Button>
          <BackToLogin />
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot Your Password?"
      description="Enter the email address of your account and we'll send you a link to reset your password."
      footer={<TextLink to={paths.login}>Back to login</TextLink>}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <EmailField error={errors.email?.message} {...register('email')} />
        <AuthSubmitButton busy={forgot.isPending} busyLabel="Sending...">
          Send Reset Link
        </AuthSubmitButton>
      </form>
    </AuthCard>
  );
}
