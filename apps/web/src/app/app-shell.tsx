import { useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { useLogout } from '../features/auth/api/logout';
import { PaymentReturn } from '../features/billing/components/payment-return';
import { useAuthStore } from '../lib/auth-store';
import { useFocusOnNavigation } from '../lib/focus-on-navigation';
import { useUserStats } from '../lib/user-stats';
import { AppHeader } from './shell/app-header';
import { AppSidebar } from './shell/app-sidebar';
import { MobileMenu } from './shell/mobile-menu';
import { formatCredits } from './shell/nav-items';

const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The signed-in frame around the app pages (spec §2): header, desktop sidebar, phone menu and
 * the page in <main>. Page-wide helpers that belong to every app page mount beside <Outlet />.
 */
export function AppShell() {
  const user = useAuthStore((s) => s.user);
  const stats = useUserStats();
  const logout = useLogout();
  const [collapsed, setCollapsed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // Closing the phone menu by choosing a page starts the user at that page, not at the menu button.
  const focusAfterMenu = useRef<'menu-button' | 'main'>('menu-button');
  useFocusOnNavigation(mainRef);

  const creditsLabel = formatCredits(stats.data?.credits, stats.isError);
  const onLogout = () => logout.mutate();

  return (
    <div className="min-h-dvh bg-slate-50">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to main content
      </a>
      <AppHeader
        user={user}
        creditsLabel={creditsLabel}
        menuOpen={menuOpen}
        menuId={MOBILE_MENU_ID}
        onOpenMenu={() => setMenuOpen(true)}
        menuButtonRef={menuButtonRef}
      />
      <MobileMenu
        id={MOBILE_MENU_ID}
        open={menuOpen}
        onOpenChange={setMenuOpen}
        creditsLabel={creditsLabel}
        onLogout={onLogout}
        loggingOut={logout.isPending}
        onNavigate={() => {
          focusAfterMenu.current = 'main';
          setMenuOpen(false);
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          (focusAfterMenu.current === 'main' ? mainRef : menuButtonRef).current?.focus({
            preventScroll: true,
          });
          focusAfterMenu.current = 'menu-button';
        }}
      />
      <div className="flex">
        <AppSidebar
          collapsed={collapsed}
          onToggle={() => setCollapsed((c) => !c)}
          onLogout={onLogout}
          loggingOut={logout.isPending}
        />
        <main
          ref={mainRef}
          id="main-content"
          tabIndex={-1}
          className="min-w-0 flex-1 p-4 focus:outline-none sm:p-6 lg:p-8"
        >
          <PaymentReturn />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
