import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@trusty/contracts';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { EmailField, PasswordField } from '../../../components/ui/account-fields';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { afterSignInPath } from '../../../lib/pending-purchase';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { useChosenPackage } from '../hooks/use-chosen-package';
import { AuthSubmitButton } from '../components/auth-submit-button';

export function LoginPage() {
  useDocumentTitle('Sign In');
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const keepChosenPackage = useChosenPackage(location.search);
  // Spec §5: errors appear only after a submit attempt (react-hook-form's default mode).
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => void navigate(afterSignInPath(location.state), { replace: true }),
    }),
  );

  return (
    <AuthCard
      title="Welcome Back"
      description="Sign in to classify your IT costs with Trusty."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <TextLink to={keepChosenPackage(paths.signup)}>Create an account</TextLink>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordField
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex justify-end">
          <TextLink to={paths.forgotPassword} className="text-sm">
            Forgot your password?
          </TextLink>
        </div>
        <AuthSubmitButton busy={login.isPending} busyLabel="Signing in...">
          Sign In
        </AuthSubmitButton>
      </form>
    </AuthCard>
  );
}
