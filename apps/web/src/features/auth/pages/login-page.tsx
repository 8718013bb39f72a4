import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@trusty/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { paths, withPackage } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import {
  afterSignInPath,
  packageIdOf,
  rememberPendingPackage,
} from '../../../lib/pending-purchase';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';

export function LoginPage() {
  useDocumentTitle('Sign In');
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const chosenPackage = packageIdOf(location.search);
  useEffect(() => {
    if (chosenPackage) rememberPendingPackage(chosenPackage);
  }, [chosenPackage]);
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
          <TextLink to={chosenPackage ? withPackage(paths.signup, chosenPackage) : paths.signup}>
            Create an account
          </TextLink>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
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
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex justify-end">
          <TextLink to={paths.forgotPassword} className="text-sm">
            Forgot your password?
          </TextLink>
        </div>
        <SubmitButton size="lg" className="w-full" busy={login.isPending} busyLabel="Signing in...">
          Sign In
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
