import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResetPasswordPage } from '../../../src/features/auth/pages/reset-password-page';
import { apiFailure, json, mockApi } from '../../helpers/api-mock';
import { landing, renderRoutes } from '../../helpers/render-route';

const routes = [
  { path: '/reset-password', element: <ResetPasswordPage /> },
  landing('/login'),
  landing('/forgot-password'),
];
const LINK = '/reset-password?token=tok123&email=ada%40example.com';
const INVALID_LINK_MESSAGE =
  'This reset link is invalid or has expired. Please request a new password reset.';

describe('ResetPasswordPage', () => {
  it.each([
    '/reset-password',
    '/reset-password?token=abc',
    '/reset-password?email=ada%40example.com',
    '/reset-password?token=&email=',
  ])('shows Invalid Reset Link for %s', (entry) => {
    mockApi({});
    renderRoutes(routes, entry);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Invalid Reset Link' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid reset link. Please request a new password reset.',
    );
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it('shows errors only for touched fields, empty counting as missing', async () => {
    mockApi({});
    const { user } = renderRoutes(routes, LINK);
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    const password = screen.getByLabelText('New Password');
    await user.click(password);
    await user.tab();
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.queryByText('Please confirm your password')).not.toBeInTheDocument();

    await user.type(password, 'abc');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    await user.type(password, 'defg');
    expect(
      await screen.findByText(
        'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      ),
    ).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining(
        'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      ),
    );

    await user.click(screen.getByLabelText('Confirm New Password'));
    await user.tab();
    expect(await screen.findByText('Please confirm your password')).toBeInTheDocument();
  });

  it('ticks off the requirements list as the password is typed', async () => {
    mockApi({});
    const { user } = renderRoutes(routes, LINK);
    const item = (name: string) => screen.getByText(name).closest('li');
    expect(item('At least 6 characters')).toHaveTextContent('(not met)');
    await user.type(screen.getByLabelText('New Password'), 'abcdeF');
    expect(item('At least 6 characters')).toHaveTextContent('(met)');
    expect(item('Upper and lower case letters')).toHaveTextContent('(met)');
    expect(item('At least one number')).toHaveTextContent('(not met)');
  });

  it('requires the confirmation to match', async () => {
    mockApi({});
    const { user } = renderRoutes(routes, LINK);
    await user.type(screen.getByLabelText('New Password'), 'NewPass1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'NewPass2');
    await user.tab();
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();

    // Fixing the password side clears the mismatch without another visit to the confirmation.
    await user.type(screen.getByLabelText('New Password'), '{Backspace}2');
    await waitFor(() => expect(screen.queryByText('Passwords must match')).not.toBeInTheDocument());
  });

  it('resets the password and offers Continue to Login', async () => {
    const api = mockApi({
      'POST /auth/reset-password': json(200, { success: true, message: 'ok' }),
    });
    const { user } = renderRoutes(routes, LINK);
    await user.type(screen.getByLabelText('New Password'), 'NewPass1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'NewPass1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Password Reset Successful' }),
    ).toHaveFocus();
    expect(screen.getByText('Password reset successfully! You can now login.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/reset-password')[0]?.body).toEqual({
      token: 'tok123',
      email: 'ada@example.com',
      password: 'NewPass1',
    });
    await user.click(screen.getByRole('link', { name: 'Continue to Login' }));
    expect(await screen.findByText('Landed on /login')).toBeInTheDocument();
  });

  it('explains an expired or used link and keeps the form', async () => {
    mockApi({
      'POST /auth/reset-password': apiFailure(400, INVALID_LINK_MESSAGE, 'INVALID_TOKEN'),
    });
    const { user } = renderRoutes(routes, LINK);
    await user.type(screen.getByLabelText('New Password'), 'NewPass1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'NewPass1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK_MESSAGE);
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
    // Said once, on the page: no toast repeats it (issue 17 §9).
    expect(
      screen
        .queryAllByRole('status')
        .filter((toast) => toast.textContent?.includes(INVALID_LINK_MESSAGE)),
    ).toHaveLength(0);
  });

  it('toasts the client message when the answer is unreadable', async () => {
    mockApi({ 'POST /auth/reset-password': new Response('{broken', { status: 200 }) });
    const { user } = renderRoutes(routes, LINK);
    await user.type(screen.getByLabelText('New Password'), 'NewPass1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'NewPass1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Unknown API error occurred')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
