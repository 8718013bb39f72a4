import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VerifyEmailPage } from '../../../src/features/auth/pages/verify-email-page';
import { useAuthStore } from '../../../src/lib/auth-store';
import { apiFailure, json, mockApi } from '../../helpers/api-mock';
import { landing, renderRoutes, signIn, testUser } from '../../helpers/render-route';

const routes = [
  { path: '/verify-email', element: <VerifyEmailPage /> },
  landing('/login'),
  landing('/dashboard'),
];
const LINK = '/verify-email?token=tok123&email=ada%40example.com';
const VERIFY_FAILED = 'Email verification failed. The link may be expired or invalid.';

describe('VerifyEmailPage with a link', () => {
  it('verifies once (even in StrictMode), marks the stored user verified and offers the dashboard', async () => {
    signIn(testUser({ isEmailVerified: false }));
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const api = mockApi({
      'POST /auth/verify-email': async () => {
        await answered;
        return json(200, { success: true, message: 'Email verified' });
      },
    });
    const { user } = renderRoutes(routes, LINK, { strictMode: true });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Verifying Your Email' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your email');
    release();

    expect(await screen.findByRole('heading', { level: 1, name: 'Email Verified!' })).toHaveFocus();
    expect(screen.getByText('Email verified successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/verify-email')).toEqual([
      expect.objectContaining({ body: { token: 'tok123', email: 'ada@example.com' } }),
    ]);
    expect(useAuthStore.getState().user?.isEmailVerified).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
    expect(await screen.findByText('Landed on /dashboard')).toBeInTheDocument();
  });

  it('leaves a different signed-in user as they were', async () => {
    signIn(testUser({ email: 'someone-else@example.com', isEmailVerified: false }));
    mockApi({ 'POST /auth/verify-email': json(200, { success: true }) });
    renderRoutes(routes, LINK);
    await screen.findByRole('heading', { name: 'Email Verified!' });
    expect(useAuthStore.getState().user?.isEmailVerified).toBe(false);
  });

  it('shows the error state with resend for a signed-in user', async () => {
    signIn(testUser({ isEmailVerified: false }));
    const api = mockApi({
      'POST /auth/verify-email': apiFailure(400, VERIFY_FAILED, 'INVALID_TOKEN'),
    });
    renderRoutes(routes, LINK);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verification Failed' }),
    ).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(VERIFY_FAILED);
    // Said once, on the page: no toast repeats it (issue 17 §9).
    expect(screen.getAllByText(VERIFY_FAILED)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeEnabled();
    expect(useAuthStore.getState().user?.isEmailVerified).toBe(false);
    expect(api.calls).toHaveLength(1);
  });

  it('offers no resend in the error state when nobody is signed in', async () => {
    mockApi({ 'POST /auth/verify-email': new TypeError('Failed to fetch') });
    renderRoutes(routes, LINK);
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByText('API request failed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toBeInTheDocument();
  });
});

describe('VerifyEmailPage waiting for the mail', () => {
  it('names the address and counts down 60 seconds after a resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn(testUser({ isEmailVerified: false }));
    const api = mockApi({ 'POST /auth/verify-email': json(200, { success: true }) });
    const { user } = renderRoutes(routes, '/verify-email', { fakeTimers: true });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Verify Your Email' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));

    expect(
      await screen.findByText('Verification email sent! Check your inbox.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/verify-email')[0]?.body).toEqual({
      email: 'ada@example.com',
      resend: true,
    });
    expect(screen.getByRole('button', { name: 'Resend in 60s' })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: 'Resend in 59s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(58_000));
    expect(screen.getByRole('button', { name: 'Resend in 1s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeEnabled();
  });

  it('toasts "No user email found" when nobody is signed in', async () => {
    const api = mockApi({});
    const { user } = renderRoutes(routes, '/verify-email');
    expect(
      screen.getByText("We've sent a verification link to your email address."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText('No user email found')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the page message with the API message in it, once, when resending fails, without a countdown', async () => {
    signIn(testUser({ isEmailVerified: false }));
    mockApi({
      'POST /auth/verify-email': apiFailure(
        429,
        'Too many requests, please try again later.',
        'RATE_LIMITED',
      ),
    });
    const { user } = renderRoutes(routes, '/verify-email');
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to resend verification email. Please try again.');
    // Said once: the server's words join the page message instead of a toast beside it.
    expect(alert).toHaveTextContent('Too many requests, please try again later.');
    expect(screen.getAllByText('Too many requests, please try again later.')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeEnabled();
  });

  it('says when it can send again, instead of "sent", when the server cooldown drops the resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn(testUser({ isEmailVerified: false }));
    const api = mockApi({
      'POST /auth/verify-email': json(429, {
        success: false,
        message: 'Please wait 42 seconds before asking for another verification email.',
        error: 'RESEND_COOLDOWN',
        retryAfterSeconds: 42,
      }),
    });
    const { user } = renderRoutes(routes, '/verify-email', { fakeTimers: true });
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Not sent: a verification email went out less than a minute ago. You can ask for another in 42 seconds.',
    );
    expect(screen.getByRole('button', { name: 'Resend in 42s' })).toBeDisabled();
    expect(
      screen.queryByText('Verification email sent! Check your inbox.'),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(41_000));
    expect(screen.getByRole('status')).toHaveTextContent('You can ask for another in 1 second.');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/verify-email')).toHaveLength(1);
  });

  it('says "Unknown API error occurred" when the request fails without an error', async () => {
    signIn(testUser({ isEmailVerified: false }));
    mockApi({ 'POST /auth/verify-email': () => Promise.reject('boom') as never });
    const { user } = renderRoutes(routes, '/verify-email');
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText('Unknown API error occurred')).toBeInTheDocument();
  });

  it('gives an already verified user the way to the dashboard', () => {
    signIn(testUser({ isEmailVerified: true }));
    mockApi({});
    renderRoutes(routes, '/verify-email');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Email Already Verified' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
