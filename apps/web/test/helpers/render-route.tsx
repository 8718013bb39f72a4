import type { User } from '@trusty/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, vi } from 'vitest';
import { AppToaster } from '../../src/app/toaster';
import { useAuthStore } from '../../src/lib/auth-store';
import { createQueryClient } from '../../src/lib/query-client';

afterEach(() => {
  // Unmount first: a guard still on screen would react to the reset below with a session check.
  cleanup();
  act(() => toast.remove());
  useAuthStore.setState({ user: null, isAuthenticated: false, isLoading: true });
  vi.restoreAllMocks();
  vi.useRealTimers();
});

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    isEmailVerified: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A signed-in session the server has already confirmed on this load. */
export function signIn(user: User = testUser()): User {
  useAuthStore.setState({ user, isAuthenticated: true, isLoading: false });
  return user;
}

/** A route that only says where the router went, for redirects out of the page under test. */
export const landing = (path: string, text = `Landed on ${path}`): RouteObject => ({
  path,
  element: <p>{text}</p>,
});

/** Renders routes in a memory router with the app's query client and toaster, as the app does. */
export function renderRoutes(
  routes: RouteObject[],
  initialEntry: string | { pathname: string; search?: string; state?: unknown } = '/',
  options: { fakeTimers?: boolean; strictMode?: boolean } = {},
) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  const app = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>
  );
  // StrictMode as in main.tsx: effects run twice, which single-use links must survive.
  const view = render(options.strictMode ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router, queryClient, user };
}
