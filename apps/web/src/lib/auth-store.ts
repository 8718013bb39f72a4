import type { User } from '@trusty/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  /** True until the first check-auth on load has answered. */
  isLoading: boolean;
  setUser(user: User): void;
  markVerified(): void;
  clear(): void;
  setLoading(isLoading: boolean): void;
}

/** Spec §3: only user and isAuthenticated persist, under auth-storage; the token stays in the cookie. */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      isAuthenticated: false,
      isLoading: true,
      setUser: (user) => set({ user, isAuthenticated: true }),
      markVerified: () => set((s) => (s.user ? { user: { ...s.user, isEmailVerified: true } } : s)),
      clear: () => set({ user: null, isAuthenticated: false }),
      setLoading: (isLoading) => set({ isLoading }),
    }),
    {
      name: 'auth-storage',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ user: s.user, isAuthenticated: s.isAuthenticated }),
    },
  ),
);
