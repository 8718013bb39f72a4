import { useRef } from 'react';
import { Outlet } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { useFocusOnNavigation } from '../../../lib/focus-on-navigation';

/** Sign-in, sign-up and recovery screens: one centred card under the product name. */
export function AuthLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigation(mainRef);
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-brand-50 to-slate-50">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to main content
      </a>
      <header className="px-4 py-5 sm:px-8">
        <Logo />
      </header>
      <main
        ref={mainRef}
        id="main-content"
        tabIndex={-1}
        className="flex flex-1 justify-center px-4 pt-4 pb-12 focus:outline-none sm:items-center sm:pt-0"
      >
        <div className="w-full max-w-md">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
