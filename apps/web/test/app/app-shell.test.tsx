import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppShell } from '../../src/app/app-shell';
import { RequireAuth } from '../../src/app/require-auth';
import { useAuthStore } from '../../src/lib/auth-store';
import { apiFailure, json, mockApi } from '../helpers/api-mock';
import { landing, renderRoutes, signIn } from '../helpers/render-route';

const routes = [
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AppShell />,
        children: [
          landing('/dashboard', 'Dashboard page'),
          landing('/excel-processor', 'Excel page'),
          landing('/buy-credits', 'Buy credits page'),
          landing('/profile', 'Profile page'),
        ],
      },
    ],
  },
  landing('/login', 'Login page'),
  landing('/', 'Home page'),
];

const stats = (credits: number) =>
  json(200, { success: true, data: { credits, fileUploads: 0, totalCostsAlignment: 0 } });

function renderShell(
  api: Parameters<typeof mockApi>[0] = { 'GET /tbm/user-stats': stats(100) },
  path = '/dashboard',
) {
  signIn();
  const mock = mockApi(api);
  return { ...renderRoutes(routes, path), api: mock };
}

describe('AppShell', () => {
  it('shows the product name, the credits from the stats (0 until they arrive) and the profile button', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { user, api } = renderShell({
      'GET /tbm/user-stats': async () => {
        await answered;
        return stats(10_100);
      },
    });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('0 credits')).toBeInTheDocument();
    release();
    expect(await within(banner).findByText('10,100 credits')).toBeInTheDocument();
    expect(api.callsTo('GET', '/tbm/user-stats')).toHaveLength(1);

    expect(within(banner).getByRole('link', { name: 'Trusty home page' })).toHaveAttribute(
      'href',
      '/',
    );
    await user.click(within(banner).getByRole('link', { name: 'Profile' }));
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
  });

  it('puts the page in the main landmark behind a skip link', () => {
    renderShell();
    const main = screen.getByRole('main');
    expect(within(main).getByText('Dashboard page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      `#${main.id}`,
    );
  });

  it('lists Dashboard, Excel Processor, Rules and Buy Credits in the sidebar, not Profile, and collapses it', async () => {
    const { user } = renderShell();
    const sidebar = screen.getByRole('complementary');
    const nav = within(sidebar).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Dashboard', 'Excel Processor', 'Results', 'Insights', 'Rules', 'Buy Credits']);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const toggle = within(sidebar).getByRole('button', { name: 'Collapse sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(within(sidebar).getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Collapsed to icons, the items keep their names for screen readers.
    expect(within(nav).getByText('Excel Processor')).toHaveClass('sr-only');
    await user.click(within(nav).getByRole('link', { name: 'Excel Processor' }));
    expect(await screen.findByText('Excel page')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('says "—" in the header, not 0, when the balance cannot be loaded', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = renderShell({ 'GET /tbm/user-stats': apiFailure(503, 'Try again later') });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('0 credits')).toBeInTheDocument();
    // Three retries with backoff (spec §9), then the query has failed.
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(await within(banner).findByText('—')).toBeInTheDocument();
    expect(within(banner).queryByText(/\d credits/)).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/tbm/user-stats')).toHaveLength(4);
  });

  it('opens the phone menu with every page, the credits and Logout; Escape closes it', async () => {
    const { user } = renderShell();
    await screen.findByText('100 credits');
    const opener = screen.getByRole('button', { name: 'Open menu' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await user.click(opener);

    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Dashboard',
      'Excel Processor',
      'Results',
      'Insights',
      'Rules',
      'Profile',
      'Buy Credits',
    ]);
    expect(within(menu).getByText('Credits')).toBeInTheDocument();
    expect(within(menu).getByText('100 credits')).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(menu).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closes the phone menu when an item is chosen', async () => {
    const { user, router } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('link', { name: 'Buy Credits' }));
    expect(await screen.findByText('Buy credits page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/buy-credits');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('logs out from the phone menu: server call, cleared state, toast, /login', async () => {
    const { user, router, api } = renderShell({
      'GET /tbm/user-stats': stats(100),
      'POST /auth/logout': json(200, { success: true }),
    });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Logout' }),
    );

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.getByText('Logged out successfully')).toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/logout')).toHaveLength(1);
    // Nothing to return to after one's own logout, and no more calls for the signed-out user.
    expect(router.state.location.state).toBeNull();
    expect(api.callsTo('GET', '/tbm/user-stats')).toHaveLength(1);
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
    expect(JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state).toEqual({
      user: null,
      isAuthenticated: false,
    });
  });

  it('logs out locally even when the server call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderShell({
      'GET /tbm/user-stats': stats(100),
      'POST /auth/logout': apiFailure(500, 'Internal error'),
    });
    const sidebar = screen.getByRole('complementary');
    await user.click(within(sidebar).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.getByText('Logged out successfully')).toBeInTheDocument();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('signs out when the stats answer 401 (the session ended elsewhere)', async () => {
    const { router } = renderShell({
      'GET /tbm/user-stats': apiFailure(401, 'Authentication required', 'UNAUTHORIZED'),
    });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});
