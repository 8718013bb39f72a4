import { zodResolver } from '@hookform/resolvers/zod';
import { signupFormSchema } from '@trusty/contracts';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import {
  EmailField,
  PasswordField,
  FirstNameField,
  LastNameField,
} from '../../../components/ui/account-fields';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { useRegister } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { useChosenPackage } from '../hooks/use-chosen-package';
import { AuthSubmitButton } from '../components/auth-submit-button';
import type { VerifyEmailLocationState } from './verify-email-page';

export function SignupPage() {
  useDocumentTitle('Create Your Account');
  const navigate = useNavigate();
  const registerAccount = useRegister();
  const keepChosenPackage = useChosenPackage(useLocation().search);
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
          Already have an account? <TextLink to={keepChosenPackage(paths.login)}>Sign in</TextLink>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FirstNameField error={errors.firstName?.message} {...register('firstName')} />
          <LastNameField error={errors.lastName?.message} {...register('lastName')} />
        </div>
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordField
          autoComplete="new-password"
          hint="8 to 64 characters with upper and lower case letters, a number and a special character."
          error={errors.password?.message}
          {...register('password', { deps: ['confirmPassword'] })}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <AuthSubmitButton busy={registerAccount.isPending} busyLabel="Creating Account...">
          Create Account
        </AuthSubmitButton>
      </form>
    </AuthCard>
  );
}
