import { zodResolver } from '@hookform/resolvers/zod';
import { signupFormSchema } from '@trusty/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { paths, withPackage } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { packageIdOf, rememberPendingPackage } from '../../../lib/pending-purchase';
import { useRegister } from '../api/register';
import { AuthCard } from '../components/auth-card';
import type { VerifyEmailLocationState } from './verify-email-page';

export function SignupPage() {
  useDocumentTitle('Create Your Account');
  const navigate = useNavigate();
  const registerAccount = useRegister();
  // A package chosen on the pricing cards waits through verification (see pending-purchase).
  const chosenPackage = packageIdOf(useLocation().search);
  useEffect(() => {
    if (chosenPackage) rememberPendingPackage(chosenPackage);
  }, [chosenPackage]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ confirmPassword: _confirm, ...account }) =>
    registerAccount.mutate(account, {
      onSuccess: () => {
        const state: VerifyEmailLocationState = { verificationSent: true };
        void navigate(paths.verifyEmail, { replace: true, state });
      },
    }),
  );

  return (
    <AuthCard
      title="Create Your Account"
      description="Start mapping your IT costs to the TBM taxonomy in minutes."
      footer={
        <>
          Already have an account?{' '}
          <TextLink to={chosenPackage ? withPackage(paths.login, chosenPackage) : paths.login}>
            Sign in
          </TextLink>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First Name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="8 to 64 characters with upper and lower case letters, a number and a special character."
          error={errors.password?.message}
          {...register('password', { deps: ['confirmPassword'] })}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <SubmitButton
          size="lg"
          className="w-full"
          busy={registerAccount.isPending}
          busyLabel="Creating Account..."
        >
          Create Account
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
