import { userSchema, type RegisterInput, type SuccessEnvelope, type User } from '@trusty/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api, apiErrorMessage } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';

/** POST /auth/register: creates the account and signs it in (spec §7 reads data.user). */
export async function register(values: RegisterInput): Promise<User> {
  const body = await api.post<SuccessEnvelope<{ user?: unknown }>>('/auth/register', values);
  return userSchema.parse(body?.data?.user);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      queryClient.removeQueries();
      useAuthStore.getState().setUser(user);
      toast.success('Account created successfully! Please verify your email.');
    },
    onError: (error) => {
      const message = apiErrorMessage(error, 'Signup failed');
      console.warn('Signup failed:', message);
      toast.error(message);
    },
  });
}
