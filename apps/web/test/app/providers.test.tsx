import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { useAuthStore } from '../../src/lib/auth-store';
import { apiFailure, json, mockApi } from '../helpers/api-mock';
import { testUser } from '../helpers/render-route';

describe('AppProviders check-auth on load', () => {
  it('confirms a remembered user with the server', async () => {
    useAuthStore.setState({
      user: testUser({ firstName: 'Old' }),
      isAuthenticated: true,
      isLoading: true,
    });
    const api = mockApi({
      'GET /auth/me': json(200, { success: true, data: testUser({ firstName: 'Ada' }) }),
    });
    render(<AppProviders>page</AppProviders>);
    await waitFor(() => expect(useAuthStore.getState().isLoading).toBe(false));
    expect(useAuthStore.getState().user?.firstName).toBe('Ada');
    expect(api.callsTo('GET', '/auth/me')).toHaveLength(1);
    expect(screen.getByText('page')).toBeInTheDocument();
  });

  it('signs out a remembered user whose cookie is gone', async () => {
    useAuthStore.setState({ user: testUser(), isAuthenticated: true, isLoading: true });
    mockApi({ 'GET /auth/me': apiFailure(401, 'Authentication required', 'UNAUTHORIZED') });
    render(<AppProviders>page</AppProviders>);
    await waitFor(() => expect(useAuthStore.getState().isLoading).toBe(false));
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
  });

  it('leaves an anonymous visitor alone (public pages make no session call)', () => {
    const api = mockApi({});
    render(<AppProviders>page</AppProviders>);
    expect(api.calls).toHaveLength(0);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});
