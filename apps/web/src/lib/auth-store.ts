import type { User } from '@trusty/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  /**
   * True until the server has told this page who is signed in: the first check-auth answered,
   * or a login, signup or logout settled it. Not persisted, so every load starts unsure.
   */
  isLoading: boolean;
  /** The last sign-out was the user's own Logout (not an ended session): nothing to return to. */
  loggedOut: boolean;
  setUser(user: User): void;
  markVerified(): void;
  /** Signed out; `{ loggedOut: true }` when the user asked for it. */
  clear(options?: { loggedOut?: boolean }): void;
  setLoading(isLoading: boolean): void;
}

/** Spec §3: only user and isAuthenticated persist, under auth-storage; the token stays in the cookie. */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      isAuthenticated: false,
      isLoading: true,
      loggedOut: false,
      setUser: (user) => set({ user, isAuthenticated: true, isLoading: false, loggedOut: false }),
      markVerified: () => set((s) => (s.user ? { user: { ...s.user, isEmailVerified: true } } : s)),
      clear: (options) =>
        set({
          user: null,
          isAuthenticated: false,
          isLoading: false,
          loggedOut: options?.loggedOut ?? false,
        }),
      setLoading: (isLoading) => set({ isLoading }),
    }),
    {
      name: 'auth-storage',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ user: s.user, isAuthenticated: s.isAuthenticated }),
    },
  ),
);
