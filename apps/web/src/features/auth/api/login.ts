import { userSchema, type loginSchema, type User } from '@trusty/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { api, apiErrorMessage } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';

export type LoginValues = z.output<typeof loginSchema>;

class InvalidLoginResponseError extends Error {
  constructor() {
    super('Invalid login response: missing user or token');
  }
}

/**
 * POST /auth/login. Spec §7: the answer carries user and token, possibly under data. The token
 * is only checked for: the session lives in the httpOnly cookie, never in script reach.
 */
export async function login(values: LoginValues): Promise<User> {
  const body = await api.post<unknown>('/auth/login', values);
  const record = (body ?? {}) as { data?: unknown; user?: unknown; token?: unknown };
  const payload = (record.data && typeof record.data === 'object' ? record.data : record) as {
    user?: unknown;
    token?: unknown;
  };
  const user = userSchema.safeParse(payload.user);
  if (!user.success || typeof payload.token !== 'string' || !payload.token)
    throw new InvalidLoginResponseError();
  return user.data;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      // Nothing cached for a previous visitor may show to this one.
      queryClient.removeQueries();
      useAuthStore.getState().setUser(user);
      toast.success('Login successful!');
    },
    onError: (error) => {
      // Spec: the login screen shows no message of its own; the failure is logged and toasted.
      const message =
        error instanceof InvalidLoginResponseError
          ? error.message
          : apiErrorMessage(error, 'Login failed');
      console.warn('Login failed:', message);
      toast.error(message);
    },
  });
}
