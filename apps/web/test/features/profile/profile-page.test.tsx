import type { Purchase } from '@trusty/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfilePage } from '../../../src/features/profile/pages/profile-page';
import { useAuthStore } from '../../../src/lib/auth-store';
import { apiFailure, json, mockApi } from '../../helpers/api-mock';
import { landing, renderRoutes, signIn, testUser } from '../../helpers/render-route';

const routes = [{ path: '/profile', element: <ProfilePage /> }, landing('/buy-credits')];

const stats = (credits = 10_100, fileUploads = 3, totalCostsAlignment = 1234) =>
  json(200, { success: true, data: { credits, fileUploads, totalCostsAlignment } });

const purchase = (overrides: Partial<Purchase>): Purchase => ({
  id: 'p1',
  createdAt: '2026-03-05T11:00:00.000Z',
  packageName: 'Tier 1',
  credits: 10_000,
  amount: 2000,
  currency: 'USD',
  status: 'paid',
  ...overrides,
});

function mockProfileApi(overrides: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    'GET /auth/me': json(200, { success: true, data: testUser() }),
    'GET /tbm/user-stats': stats(),
    'GET /subscription/purchases': json(200, { success: true, data: [] }),
    'GET /results/preferences': json(200, { success: true, data: { reviewThreshold: 0.8 } }),
    ...overrides,
  });
}

describe('ProfilePage: personal information', () => {
  it('shows the names to edit and the email that cannot be changed', async () => {
    signIn();
    mockProfileApi();
    renderRoutes(routes, '/profile');

    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Personal Information' })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Lovelace');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('ada@example.com');
    expect(email).toBeDisabled();
    expect(email).toHaveAccessibleDescription('Email cannot be changed');
    expect(screen.getByRole('button', { name: 'Update Profile' })).toBeEnabled();
  });

  it('fills in the fresh profile from the server', async () => {
    signIn(testUser({ firstName: 'Old' }));
    mockProfileApi({
      'GET /auth/me': json(200, { success: true, data: testUser({ firstName: 'Augusta' }) }),
    });
    renderRoutes(routes, '/profile');
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue('Augusta'));
  });

  it.each([
    ['', 'First Name is required'],
    ['A', 'First Name must be between 2 and 30 characters'],
    ['R2-D2', 'First Name can only contain letters, spaces, hyphens, and apostrophes'],
  ])('applies the signup rules to the names (%j)', async (firstName, message) => {
    signIn();
    const api = mockProfileApi();
    const { user } = renderRoutes(routes, '/profile');
    const field = screen.getByLabelText('First Name');
    await user.clear(field);
    if (firstName) await user.type(field, firstName);
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    expect(field).toHaveAccessibleDescription(message);
    expect(api.callsTo('PUT', '/auth/me')).toHaveLength(0);
  });

  it('saves the names: busy button, toast, stored user and refreshed caches', async () => {
    signIn();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const api = mockProfileApi({
      'PUT /auth/me': async () => {
        await answered;
        return json(200, {
          success: true,
          data: testUser({ firstName: 'Augusta Ada', lastName: 'King' }),
        });
      },
    });
    const { user } = renderRoutes(routes, '/profile');
    await screen.findByText('10,100');
    const profileLoads = api.callsTo('GET', '/auth/me').length;
    const statsLoads = api.callsTo('GET', '/tbm/user-stats').length;

    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), '  Augusta Ada ');
    await user.clear(screen.getByLabelText('Last Name'));
    await user.type(screen.getByLabelText('Last Name'), 'King');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(api.callsTo('PUT', '/auth/me').map((c) => c.body)).toEqual([
      { firstName: 'Augusta Ada', lastName: 'King' },
    ]);
    answer();

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Profile' })).toBeEnabled();
    expect(useAuthStore.getState().user).toMatchObject({
      firstName: 'Augusta Ada',
      lastName: 'King',
    });
    await waitFor(() =>
      expect(api.callsTo('GET', '/auth/me').length).toBeGreaterThan(profileLoads),
    );
    await waitFor(() =>
      expect(api.callsTo('GET', '/tbm/user-stats').length).toBeGreaterThan(statsLoads),
    );
  });

  it('toasts the failure and keeps what was typed', async () => {
    signIn();
    mockProfileApi({ 'PUT /auth/me': apiFailure(500, 'Something went wrong. Please try again.') });
    const { user } = renderRoutes(routes, '/profile');
    await user.clear(screen.getByLabelText('Last Name'));
    await user.type(screen.getByLabelText('Last Name'), 'Byron');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(
      await screen.findByText('Failed to update profile. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Last Name')).toHaveValue('Byron');
    expect(screen.getByRole('button', { name: 'Update Profile' })).toBeEnabled();
    expect(useAuthStore.getState().user?.lastName).toBe('Lovelace');
  });
});

describe('ProfilePage: account balance', () => {
  it('shows credits, uploads and cost lines analyzed with separators, and links to Buy Credits', async () => {
    signIn();
    mockProfileApi({ 'GET /tbm/user-stats': stats(10_100, 3, 1234) });
    const { user, router } = renderRoutes(routes, '/profile');

    const balance = screen
      .getByRole('heading', { name: 'Account Balance' })
      .closest('div') as HTMLElement;
    expect(await within(balance).findByText('10,100')).toBeInTheDocument();
    const figure = (label: string) => within(balance).getByText(label).nextElementSibling;
    expect(figure('Credits available')).toHaveTextContent('10,100');
    expect(figure('File Uploads')).toHaveTextContent('3');
    expect(figure('Cost lines analyzed')).toHaveTextContent('1,234');

    await user.click(screen.getByRole('link', { name: 'Buy more credits' }));
    expect(router.state.location.pathname).toBe('/buy-credits');
  });

  it('offers a retry when the balance cannot be loaded', async () => {
    signIn();
    let fail = true;
    mockProfileApi({ 'GET /tbm/user-stats': () => (fail ? apiFailure(403, 'Nope') : stats(42)) });
    const { user } = renderRoutes(routes, '/profile');
    expect(await screen.findByText('Could not load your balance.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('42')).toBeInTheDocument();
  });
});

describe('ProfilePage: purchase history', () => {
  it('lists date, package, credits, amount and status, newest first as the API answers', async () => {
    signIn();
    mockProfileApi({
      'GET /subscription/purchases': json(200, {
        success: true,
        data: [
          purchase({
            id: 'p2',
            createdAt: '2026-04-01T11:00:00.000Z',
            packageName: 'Tier 3',
            credits: 60_000,
            amount: 9999,
            status: 'pending',
          }),
          purchase({ id: 'p1' }),
        ],
      }),
    });
    renderRoutes(routes, '/profile');

    const table = await screen.findByRole('table', { name: 'Purchase History' });
    const rows = within(table).getAllByRole('row').slice(1);
    // What a screen reader reads: the phone-only copy of the date under the package is hidden from it.
    const spoken = (cell: HTMLElement) => {
      const copy = cell.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return copy.textContent;
    };
    expect(rows.map((row) => within(row).getAllByRole('cell').map(spoken))).toEqual([
      ['Apr 1, 2026', 'Tier 3', '60,000', '$99.99', 'Pending'],
      ['Mar 5, 2026', 'Tier 1', '10,000', '$20.00', 'Paid'],
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Package', 'Credits', 'Amount', 'Status']);
  });

  it('names every status: an abandoned checkout reads Expired, a mismatched payment On hold', async () => {
    signIn();
    mockProfileApi({
      'GET /subscription/purchases': json(200, {
        success: true,
        data: [
          purchase({ id: 'p4', packageName: 'Tier 3', status: 'held' }),
          purchase({ id: 'p3', packageName: 'Tier 2', status: 'expired' }),
          purchase({ id: 'p2', packageName: 'Tier 1', status: 'failed' }),
          purchase({ id: 'p1', packageName: 'Tier 1', status: 'pending' }),
        ],
      }),
    });
    renderRoutes(routes, '/profile');

    const table = await screen.findByRole('table', { name: 'Purchase History' });
    const statusColumn = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);
    expect(statusColumn).toEqual(['On hold', 'Expired', 'Failed', 'Pending']);
  });

  it('says when there is nothing yet, with a way to buy', async () => {
    signIn();
    mockProfileApi();
    renderRoutes(routes, '/profile');
    expect(await screen.findByText(/No purchases yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
      'href',
      '/buy-credits',
    );
  });

  it('shows an error with a retry when the history fails', async () => {
    signIn();
    mockProfileApi({ 'GET /subscription/purchases': apiFailure(401, 'Authentication required') });
    renderRoutes(routes, '/profile');
    expect(await screen.findByText('Could not load your purchase history.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
