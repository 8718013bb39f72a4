import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SignupPage } from '../../../src/features/auth/pages/signup-page';
import { VerifyEmailPage } from '../../../src/features/auth/pages/verify-email-page';
import { useAuthStore } from '../../../src/lib/auth-store';
import { apiFailure, json, mockApi } from '../../helpers/api-mock';
import { landing, renderRoutes, testUser } from '../../helpers/render-route';

const routes = [
  { path: '/signup', element: <SignupPage /> },
  { path: '/verify-email', element: <VerifyEmailPage /> },
  landing('/login'),
];

type Values = Partial<
  Record<'First Name' | 'Last Name' | 'Email' | 'Password' | 'Confirm Password', string>
>;
const valid: Values = {
  'First Name': 'Ada',
  'Last Name': "O'Neil-Lovelace",
  Email: 'Ada@Example.com',
  Password: 'Str0ng!Pass',
  'Confirm Password': 'Str0ng!Pass',
};

async function submit(values: Values) {
  const view = renderRoutes(routes, '/signup');
  for (const [label, value] of Object.entries(values)) {
    if (value) await view.user.type(screen.getByLabelText(label), value);
  }
  await view.user.click(screen.getByRole('button', { name: 'Create Account' }));
  return view;
}

describe('SignupPage', () => {
  it('shows the title, the five labelled fields and a way back to login', () => {
    mockApi({});
    renderRoutes(routes, '/signup');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create Your Account' }),
    ).toBeInTheDocument();
    for (const label of ['First Name', 'Last Name', 'Email', 'Password', 'Confirm Password']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('reports every missing field after submit', async () => {
    const api = mockApi({});
    await submit({});
    for (const message of [
      'First Name is required',
      'Last Name is required',
      'Email is required',
      'Password is required',
      'Please confirm your password',
    ]) {
      expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    }
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    [{ 'First Name': 'A' }, 'First Name must be between 2 and 30 characters'],
    [{ 'Last Name': 'L'.repeat(31) }, 'Last Name must be between 2 and 30 characters'],
    [
      { 'First Name': 'Ada1' },
      'First Name can only contain letters, spaces, hyphens, and apostrophes',
    ],
    [{ Email: 'ada@' }, 'Invalid email address'],
    [
      { Password: 'Sh0rt!', 'Confirm Password': 'Sh0rt!' },
      'Password must be between 8 and 64 characters long',
    ],
    [
      { Password: 'ALLUPPER1!', 'Confirm Password': 'ALLUPPER1!' },
      'Password must contain at least one lowercase letter',
    ],
    [
      { Password: 'alllower1!', 'Confirm Password': 'alllower1!' },
      'Password must contain at least one uppercase letter',
    ],
    [
      { Password: 'NoDigits!!', 'Confirm Password': 'NoDigits!!' },
      'Password must contain at least one number',
    ],
    [
      { Password: 'NoSpecial11', 'Confirm Password': 'NoSpecial11' },
      'Password must contain at least one special character',
    ],
    [{ 'Confirm Password': 'Different1!' }, 'Passwords must match'],
  ] as [Values, string][])('shows "%s" → %s', async (override, message) => {
    mockApi({});
    await submit({ ...valid, ...override });
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('creates the account, signs in, toasts and goes to /verify-email with a resend cooldown', async () => {
    const created = testUser({ isEmailVerified: false, lastName: "O'Neil-Lovelace" });
    const api = mockApi({
      'POST /auth/register': json(201, { success: true, data: { user: created, token: 't' } }),
    });
    const { router } = await submit(valid);

    expect(await screen.findByRole('heading', { name: 'Verify Your Email' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify-email');
    expect(
      screen.getByText('Account created successfully! Please verify your email.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/register')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'Str0ng!Pass',
      firstName: 'Ada',
      lastName: "O'Neil-Lovelace",
    });
    expect(useAuthStore.getState()).toMatchObject({ user: created, isAuthenticated: true });
    // The first mail has just gone out: another one only after the cooldown.
    expect(screen.getByRole('button', { name: /Resend in (60|59)s/ })).toBeDisabled();
  });

  it('toasts the API message when the address is taken and stays on the form', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({
      'POST /auth/register': apiFailure(
        409,
        'An account with this email already exists',
        'EMAIL_TAKEN',
      ),
    });
    const { router } = await submit(valid);
    expect(
      await screen.findByText('An account with this email already exists'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('falls back to "Signup failed" when the answer is unusable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({ 'POST /auth/register': json(201, { success: true, data: {} }) });
    const { router } = await submit(valid);
    expect(await screen.findByText('Signup failed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
  });
});
