import { Outlet } from 'react-router';
import { useHashNavigation } from '../hooks/use-hash-navigation';
import { SiteFooter } from './site-footer';
import { TopNav } from './top-nav';

/** The public site: fixed top nav, the page, the footer. */
export function PublicLayout() {
  useHashNavigation();
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <a
        href="#content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <TopNav />
      <main id="content" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
