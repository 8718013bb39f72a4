import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../src/lib/auth-store';
import { checkAuth, checkRememberedSession } from '../../src/lib/session';

const user = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  isEmailVerified: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

afterEach(() => {
  vi.restoreAllMocks();
  useAuthStore.setState({ user: null, isAuthenticated: false, isLoading: true, loggedOut: false });
});

describe('checkAuth', () => {
  it('signs in the user behind the cookie', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json(200, { success: true, data: user }));
    await checkAuth();
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/auth/me',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
    expect(useAuthStore.getState()).toMatchObject({
      user,
      isAuthenticated: true,
      isLoading: false,
    });
  });

  it.each([
    [
      'no cookie (401)',
      () =>
        json(401, { success: false, message: 'Authentication required', error: 'UNAUTHORIZED' }),
    ],
    [
      'a server error',
      () => json(500, { success: false, message: 'Internal error', error: 'INTERNAL_ERROR' }),
    ],
    ['an answer without a user', () => json(200, { success: true, data: null })],
  ])('signs out on %s', async (_case, answer) => {
    useAuthStore.setState({ user, isAuthenticated: true });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer());
    await checkAuth();
    expect(useAuthStore.getState()).toMatchObject({
      user: null,
      isAuthenticated: false,
      isLoading: false,
    });
  });

  it('signs out when the server cannot be reached', async () => {
    useAuthStore.setState({ user, isAuthenticated: true });
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await checkAuth();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('asks once for callers that arrive while a check runs', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => json(200, { success: true, data: user }));
    await Promise.all([checkAuth(), checkAuth(), checkAuth()]);
    expect(fetch).toHaveBeenCalledTimes(1);
    await checkAuth();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not undo a login that finished while it waited', async () => {
    let answer!: (r: Response) => void;
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const check = checkAuth();
    useAuthStore.getState().setUser(user);
    answer(
      json(401, { success: false, message: 'Authentication required', error: 'UNAUTHORIZED' }),
    );
    await check;
    expect(useAuthStore.getState()).toMatchObject({
      user,
      isAuthenticated: true,
      isLoading: false,
    });
  });
});

describe('checkRememberedSession', () => {
  it('asks the server about a visitor remembered as signed in', async () => {
    useAuthStore.setState({ user, isAuthenticated: true });
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json(401, { success: false, message: 'x', error: 'UNAUTHORIZED' }));
    checkRememberedSession();
    await vi.waitFor(() => expect(useAuthStore.getState().isLoading).toBe(false));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('makes no call for an anonymous visitor', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    checkRememberedSession();
    expect(fetch).not.toHaveBeenCalled();
  });
});
