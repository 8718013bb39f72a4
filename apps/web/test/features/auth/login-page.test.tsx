import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../../src/features/auth/pages/login-page';
import { useAuthStore } from '../../../src/lib/auth-store';
import { apiFailure, json, mockApi } from '../../helpers/api-mock';
import { landing, renderRoutes, testUser } from '../../helpers/render-route';

const routes = [
  { path: '/login', element: <LoginPage /> },
  landing('/dashboard'),
  landing('/excel-processor'),
  landing('/signup'),
  landing('/forgot-password'),
];

async function fillAndSubmit(
  user: ReturnType<typeof renderRoutes>['user'],
  email: string,
  password: string,
) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage', () => {
  it('shows the page of spec §2 with labelled fields and links', () => {
    mockApi({});
    renderRoutes(routes, '/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(document.title).toBe('Sign In | Trusty');
  });

  it('shows validation errors only after a submit attempt, tied to their fields', async () => {
    const api = mockApi({});
    const { user } = renderRoutes(routes, '/login');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const email = screen.getByLabelText('Email');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toHaveAttribute('role', 'alert');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Invalid email address');
    expect(email).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    ['', 'Email is required'],
    [`${'a'.repeat(95)}@x.com`, 'Email must not exceed 100 characters'],
  ])('validates the email %#', async (email, message) => {
    mockApi({});
    const { user } = renderRoutes(routes, '/login');
    await fillAndSubmit(user, email, 'whatever');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('refuses a password over 64 characters', async () => {
    mockApi({});
    const { user } = renderRoutes(routes, '/login');
    await fillAndSubmit(user, 'ada@example.com', 'x'.repeat(65));
    expect(await screen.findByText('Password must not exceed 64 characters')).toBeInTheDocument();
  });

  it('signs in: busy button, stored user, toast, then the dashboard', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const api = mockApi({
      'POST /auth/login': async () => {
        await answered;
        return json(200, { success: true, data: { user: testUser(), token: 'tok' } });
      },
    });
    const { user, router } = renderRoutes(routes, '/login');
    await fillAndSubmit(user, 'Ada@Example.com ', 'Secret123!');

    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    release();

    expect(await screen.findByText('Landed on /dashboard')).toBeInTheDocument();
    expect(screen.getByText('Login successful!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/auth/login',
      body: { email: 'ada@example.com', password: 'Secret123!' },
      credentials: 'include',
    });
    expect(useAuthStore.getState()).toMatchObject({ user: testUser(), isAuthenticated: true });
    // The token stays in the cookie: nothing of it reaches local storage.
    expect(localStorage.getItem('auth-storage')).not.toContain('tok');
  });

  it('accepts the user and token at the top level of the answer too', async () => {
    mockApi({ 'POST /auth/login': json(200, { user: testUser(), token: 'tok' }) });
    const { user } = renderRoutes(routes, '/login');
    await fillAndSubmit(user, 'ada@example.com', 'Secret123!');
    expect(await screen.findByText('Landed on /dashboard')).toBeInTheDocument();
  });

  it('returns to the page the guard sent the visitor away from', async () => {
    mockApi({
      'POST /auth/login': json(200, { success: true, data: { user: testUser(), token: 'tok' } }),
    });
    const { user, router } = renderRoutes(routes, {
      pathname: '/login',
      state: { from: { pathname: '/excel-processor', search: '?x=1', hash: '' } },
    });
    await fillAndSubmit(user, 'ada@example.com', 'Secret123!');
    expect(await screen.findByText('Landed on /excel-processor')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?x=1');
  });

  it('toasts the API message on failure, logs it, shows nothing else and stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({
      'POST /auth/login': apiFailure(401, 'Invalid email or password', 'INVALID_CREDENTIALS'),
    });
    const { user, router } = renderRoutes(routes, '/login');
    await fillAndSubmit(user, 'ada@example.com', 'wrong-password');

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(warn).toHaveBeenCalledWith('Login failed:', 'Invalid email or password');
  });

  it('refuses an answer without a token', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({ 'POST /auth/login': json(200, { success: true, data: { user: testUser() } }) });
    const { user, router } = renderRoutes(routes, '/login');
    await fillAndSubmit(user, 'ada@example.com', 'Secret123!');
    expect(
      await screen.findByText('Invalid login response: missing user or token'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled());
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('says so when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({ 'POST /auth/login': new TypeError('Failed to fetch') });
    const { user } = renderRoutes(routes, '/login');
    await fillAndSubmit(user, 'ada@example.com', 'Secret123!');
    expect(await screen.findByText('API request failed')).toBeInTheDocument();
  });
});
