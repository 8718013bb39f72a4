import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuthStore } from '../../../lib/auth-store';
import { cn } from '../../../lib/cn';
import { useScrollSpy } from '../hooks/use-scroll-spy';
import { LANDING_SECTIONS, NAV_ITEMS, SCROLL_SPY_OFFSET, type NavItem } from '../lib/sections';
import { ButtonLink } from './button-link';
import { Logo } from '../../../components/ui/logo';

/** On `/` a section link is current while its section is on screen; Blog is current on its own page. */
function currentOf(item: NavItem, pathname: string, activeSection: string | undefined) {
  if (item.section)
    return pathname === paths.home && activeSection === item.section ? 'location' : undefined;
  return pathname === item.to ? 'page' : undefined;
}

function AccountActions({
  onNavigate,
  className,
}: {
  onNavigate?: () => void;
  className?: string;
}) {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  return (
    <div className={cn('flex items-center gap-2', className)}>
      {isAuthenticated ? (
        <ButtonLink to={paths.dashboard} onClick={onNavigate}>
          Dashboard
        </ButtonLink>
      ) : (
        <>
          <ButtonLink to={paths.login} tone="quiet" onClick={onNavigate}>
            Log in
          </ButtonLink>
          <ButtonLink to={paths.signup} onClick={onNavigate}>
            Sign up
          </ButtonLink>
        </>
      )}
    </div>
  );
}

export function TopNav() {
  const { pathname } = useLocation();
  const activeSection = useScrollSpy(LANDING_SECTIONS, SCROLL_SPY_OFFSET, pathname === paths.home);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);

  // Escape closes the open menu and returns to its toggle, wherever the focus is.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const links = (className: string) =>
    NAV_ITEMS.map((item) => {
      const current = currentOf(item, pathname, activeSection);
      return (
        <li key={item.label}>
          <Link
            to={item.to}
            aria-current={current}
            onClick={closeMenu}
            className={cn(
              className,
              'rounded-lg font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              current
                ? 'bg-brand-50 text-brand-700'
                : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
            )}
          >
            {item.label}
          </Link>
        </li>
      );
    });

  return (
    <header className="fixed inset-x-0 top-0 z-30 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <nav aria-label="Main">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Logo onClick={closeMenu} />
          <ul className="hidden items-center gap-1 md:flex">{links('block px-3 py-2 text-sm')}</ul>
          <AccountActions className="hidden md:flex" />
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X className="h-6 w-6" aria-hidden="true" />
            ) : (
              <Menu className="h-6 w-6" aria-hidden="true" />
            )}
            <span className="sr-only">Menu</span>
          </button>
        </div>
        <div
          id="mobile-menu"
          hidden={!menuOpen}
          className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg md:hidden"
        >
          <ul className="space-y-1">{links('block px-3 py-3 text-base')}</ul>
          <AccountActions
            onNavigate={closeMenu}
            className="mt-3 border-t border-slate-200 pt-4 [&>a]:flex-1"
          />
        </div>
      </nav>
    </header>
  );
}
