import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../../src/lib/auth-store';
import { mockApi, renderPublic } from '../render';

beforeEach(() => {
  mockApi({});
});
afterEach(() => {
  vi.restoreAllMocks();
  useAuthStore.setState({ user: null, isAuthenticated: false });
});

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('top nav', () => {
  it('links Home, About, Pricing and Contact to their sections and Blog to /what-we-do', () => {
    renderPublic('/what-we-do');
    const hrefs = Object.fromEntries(
      ['Home', 'About', 'Pricing', 'Blog', 'Contact'].map((name) => [
        name,
        mainNav().getAllByRole('link', { name })[0]?.getAttribute('href'),
      ]),
    );
    expect(hrefs).toEqual({
      Home: '/#home',
      About: '/#about',
      Pricing: '/#pricing',
      Blog: '/what-we-do',
      Contact: '/#contact',
    });
    expect(mainNav().getByRole('link', { name: 'Trusty home page' })).toHaveAttribute('href', '/');
  });

  it('marks Blog as the current page on /what-we-do', () => {
    renderPublic('/what-we-do');
    expect(mainNav().getAllByRole('link', { name: 'Blog' })[0]).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(mainNav().getAllByRole('link', { name: 'Home' })[0]).not.toHaveAttribute('aria-current');
  });

  it('offers Log in and Sign up to visitors', () => {
    renderPublic('/');
    expect(mainNav().getAllByRole('link', { name: 'Log in' })[0]).toHaveAttribute('href', '/login');
    expect(mainNav().getAllByRole('link', { name: 'Sign up' })[0]).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(mainNav().queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('offers a Dashboard button instead to signed-in visitors', () => {
    useAuthStore.setState({ isAuthenticated: true });
    renderPublic('/');
    expect(mainNav().getAllByRole('link', { name: 'Dashboard' })[0]).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(mainNav().queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(mainNav().queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('opens and closes the mobile menu by button, by Escape and by following a link', async () => {
    const user = userEvent.setup();
    const { router } = renderPublic('/what-we-do');
    const toggle = mainNav().getByRole('button', { name: 'Menu' });
    const menu = document.getElementById('mobile-menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(within(menu!).getByRole('link', { name: 'Pricing' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(router.state.location).toMatchObject({ pathname: '/', hash: '#pricing' });
  });
});
