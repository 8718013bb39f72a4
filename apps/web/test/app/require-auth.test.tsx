import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '../../src/app/require-auth';
import { LoginPage } from '../../src/features/auth/pages/login-page';
import { useAuthStore } from '../../src/lib/auth-store';
import { apiFailure, json, mockApi } from '../helpers/api-mock';
import { landing, renderRoutes, signIn, testUser } from '../helpers/render-route';

const routes = [
  {
    element: <RequireAuth />,
    children: [
      landing('/dashboard', 'Dashboard content'),
      landing('/excel-processor', 'Excel content'),
    ],
  },
  { path: '/login', element: <LoginPage /> },
  landing('/verify-email', 'Verify page'),
];

describe('RequireAuth', () => {
  it('renders the page for a verified user the server has confirmed', () => {
    signIn();
    const api = mockApi({});
    renderRoutes(routes, '/dashboard');
    expect(screen.getByText('Dashboard content')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows a loader, not /login, while the session is being checked, then the page', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const api = mockApi({
      'GET /auth/me': async () => {
        await answered;
        return json(200, { success: true, data: testUser() });
      },
    });
    const { router } = renderRoutes(routes, '/dashboard');

    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(router.state.location.pathname).toBe('/dashboard');
    release();

    expect(await screen.findByText('Dashboard content')).toBeInTheDocument();
    expect(api.callsTo('GET', '/auth/me')).toHaveLength(1);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, user: testUser() });
  });

  it('sends a visitor without a session to /login, then back where they were going after login', async () => {
    mockApi({
      'GET /auth/me': apiFailure(401, 'Authentication required', 'UNAUTHORIZED'),
      'POST /auth/login': json(200, { success: true, data: { user: testUser(), token: 'tok' } }),
    });
    const { user, router } = renderRoutes(routes, '/excel-processor?tab=recent');

    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Excel content')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=recent');
  });

  it('sends a remembered user whose session ended to /login and forgets them', async () => {
    useAuthStore.setState({ user: testUser(), isAuthenticated: true, isLoading: true });
    mockApi({ 'GET /auth/me': apiFailure(401, 'Authentication required', 'UNAUTHORIZED') });
    const { router } = renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
    expect(localStorage.getItem('auth-storage')).toContain('"isAuthenticated":false');
  });

  it('sends an unverified user to /verify-email', async () => {
    mockApi({
      'GET /auth/me': json(200, { success: true, data: testUser({ isEmailVerified: false }) }),
    });
    const { router } = renderRoutes(routes, '/dashboard');
    expect(await screen.findByText('Verify page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify-email');
  });

  it('treats a server that cannot answer as signed out', async () => {
    mockApi({ 'GET /auth/me': new TypeError('Failed to fetch') });
    const { router } = renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
