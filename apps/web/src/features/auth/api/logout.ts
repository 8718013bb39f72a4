import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';

/** POST /auth/logout: ends the session on the server and clears its cookie. */
export async function logout(): Promise<void> {
  await api.post('/auth/logout');
}

/**
 * Spec §4: logging out clears the local state even when the server call fails — the person
 * asked to leave, and a dead session on the server is harmless.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } catch (error) {
        console.warn('Logout call failed; signing out locally.', error);
      }
      // The guard sees the sign-out and shows /login.
      useAuthStore.getState().clear({ loggedOut: true });
      queryClient.removeQueries();
      toast.success('Logged out successfully');
    },
  });
}
