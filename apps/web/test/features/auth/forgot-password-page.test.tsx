import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ForgotPasswordPage } from '../../../src/features/auth/pages/forgot-password-page';
import { apiFailure, json, mockApi } from '../../helpers/api-mock';
import { landing, renderRoutes } from '../../helpers/render-route';

const routes = [{ path: '/forgot-password', element: <ForgotPasswordPage /> }, landing('/login')];

describe('ForgotPasswordPage', () => {
  it('shows an error once the email field is touched, not before', async () => {
    mockApi({});
    const { user } = renderRoutes(routes, '/forgot-password');
    const email = screen.getByLabelText('Email');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(email);
    await user.tab();
    expect(await screen.findByText('Email is required')).toHaveAttribute('role', 'alert');

    await user.type(email, 'ada@');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Invalid email address');
  });

  it('sends the link, then shows Check Your Email with the address and the note', async () => {
    const api = mockApi({
      'POST /auth/forgot-password': json(200, { success: true, message: 'sent' }),
    });
    const { user } = renderRoutes(routes, '/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'Ada@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Check Your Email' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(
      screen.getByText(
        "If an account with that email exists, you'll receive a password reset link shortly.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Password reset email sent! Check your inbox.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/forgot-password')[0]?.body).toEqual({
      email: 'ada@example.com',
    });
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('returns to the form with Try different email', async () => {
    mockApi({ 'POST /auth/forgot-password': json(200, { success: true }) });
    const { user } = renderRoutes(routes, '/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await user.click(await screen.findByRole('button', { name: 'Try different email' }));

    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('ada@example.com');
    expect(screen.queryByRole('heading', { name: 'Check Your Email' })).not.toBeInTheDocument();
  });

  it('keeps the form and toasts the API message when sending fails', async () => {
    mockApi({
      'POST /auth/forgot-password': apiFailure(
        429,
        'Too many requests, please try again later.',
        'RATE_LIMITED',
      ),
    });
    const { user } = renderRoutes(routes, '/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(
      await screen.findByText('Too many requests, please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Check Your Email' })).not.toBeInTheDocument();
  });

  it('toasts the status when the server answers without a body', async () => {
    mockApi({ 'POST /auth/forgot-password': new Response('', { status: 502 }) });
    const { user } = renderRoutes(routes, '/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Request failed with status 502')).toBeInTheDocument();
  });
});
