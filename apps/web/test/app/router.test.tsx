import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { routes } from '../../src/app/router';
import { clientRoutes } from '../../src/config/paths';
import { json, mockApi } from '../helpers/api-mock';
import { renderRoutes, signIn } from '../helpers/render-route';

const stats = json(200, {
  success: true,
  data: { credits: 100, fileUploads: 0, totalCostsAlignment: 0 },
});

describe('app routes (spec §2)', () => {
  it.each([
    ['/login', 'Welcome Back'],
    ['/signup', 'Create Your Account'],
    ['/forgot-password', 'Forgot Your Password?'],
    ['/reset-password?token=t&email=a%40b.co', 'Reset Your Password'],
    ['/verify-email', 'Verify Your Email'],
  ])('%s renders its page inside the auth layout', async (path, heading) => {
    mockApi({});
    renderRoutes(routes, path);
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: heading }),
    ).toBeInTheDocument();
    // The brand mark of the public pages, on the sign-in pages too (issue 17 §9).
    expect(screen.getByRole('link', { name: 'Trusty home page' })).toHaveAttribute('href', '/');
  });

  it('moves focus to the new page between auth screens', async () => {
    mockApi({});
    const { user } = renderRoutes(routes, '/login');
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { name: 'Create Your Account' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it.each(['/dashboard', '/excel-processor', '/buy-credits', '/profile'])(
    '%s renders inside the app shell for a verified user',
    async (path) => {
      signIn();
      mockApi({ 'GET /tbm/user-stats': stats });
      const { router } = renderRoutes(routes, path);
      const banner = await screen.findByRole('banner', {}, { timeout: 5000 });
      expect(await within(banner).findByText('100 credits')).toBeInTheDocument();
      expect(within(banner).getByRole('link', { name: 'Trusty home page' })).toBeInTheDocument();
      expect(document.getElementById('main-content')?.tagName).toBe('MAIN');
      expect(router.state.matches.at(-1)?.route.path).toBe(path);
    },
  );

  it.each(['/dashboard', '/profile'])(
    '%s sends a visitor without a session to /login',
    async (path) => {
      mockApi({
        'GET /auth/me': json(401, {
          success: false,
          message: 'Authentication required',
          error: 'UNAUTHORIZED',
        }),
      });
      const { router } = renderRoutes(routes, path);
      expect(
        await screen.findByRole('heading', { name: 'Welcome Back' }, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it.each(['/', '/what-we-do'])('%s is a public route', async (path) => {
    mockApi({});
    const { router } = renderRoutes(routes, path);
    await screen.findByRole('main', {}, { timeout: 5000 });
    expect(router.state.matches.at(-1)?.route.path).toBe(path);
    expect(screen.queryByText('Oops! Page not found')).not.toBeInTheDocument();
  });

  it.each(['/nope', '/dashboard/extra', '/login/x/y'])(
    '%s shows the 404 page with a link home',
    async (path) => {
      mockApi({});
      renderRoutes(routes, path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('link', { name: 'Trusty home page' })).toHaveAttribute('href', '/');
      expect(document.title).toBe('Page not found | Trusty');
    },
  );

  it.each(['/login', '/signup'])('%s sends a signed-in user on to the dashboard', async (path) => {
    signIn();
    mockApi({ 'GET /tbm/user-stats': stats });
    const { router } = renderRoutes(routes, path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a signed-in user who chose a package on /signup to Buy Credits with it', async () => {
    signIn();
    mockApi({
      'GET /tbm/user-stats': stats,
      'GET /subscription/prices': json(200, { prices: [] }),
    });
    const { router } = renderRoutes(routes, '/signup?package=local_tier_2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Buy Credits' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/buy-credits');
    expect(router.state.location.search).toBe('?package=local_tier_2');
  });

  it('lists in the route map every path the router renders a page for (the server 404s the rest)', () => {
    const routed: string[] = [];
    const walk = (list: RouteObject[]) =>
      list.forEach((route) => {
        if (route.path && route.path !== '*') routed.push(route.path);
        if (route.children) walk(route.children);
      });
    walk(routes);
    expect([...routed].sort()).toEqual([...clientRoutes].sort());
  });
});
