import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../src/lib/auth-store';

const user = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  isEmailVerified: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

afterEach(() => {
  useAuthStore.setState({ user: null, isAuthenticated: false, isLoading: true, loggedOut: false });
});

const stored = () =>
  JSON.parse(localStorage.getItem('auth-storage') ?? 'null') as { state: unknown } | null;

describe('useAuthStore', () => {
  it('persists only user and isAuthenticated under auth-storage', () => {
    useAuthStore.getState().setUser(user);
    expect(stored()?.state).toEqual({ user, isAuthenticated: true });
    expect(useAuthStore.getState().isLoading).toBe(false);
  });

  it('marks the stored user verified', () => {
    useAuthStore.getState().setUser(user);
    useAuthStore.getState().markVerified();
    expect(useAuthStore.getState().user?.isEmailVerified).toBe(true);
    expect(stored()?.state).toMatchObject({ user: { isEmailVerified: true } });
  });

  it('does nothing when asked to mark verified with nobody signed in', () => {
    useAuthStore.getState().markVerified();
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('clears the user, remembering whether it was a Logout', () => {
    useAuthStore.getState().setUser(user);
    useAuthStore.getState().clear({ loggedOut: true });
    expect(useAuthStore.getState()).toMatchObject({
      user: null,
      isAuthenticated: false,
      loggedOut: true,
    });
    expect(stored()?.state).toEqual({ user: null, isAuthenticated: false });
    useAuthStore.getState().setUser(user);
    expect(useAuthStore.getState().loggedOut).toBe(false);
    useAuthStore.getState().clear();
    expect(useAuthStore.getState().loggedOut).toBe(false);
  });

  it('restores the remembered user from storage', async () => {
    localStorage.setItem(
      'auth-storage',
      JSON.stringify({ state: { user, isAuthenticated: true }, version: 0 }),
    );
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ user, isAuthenticated: true });
  });
});
