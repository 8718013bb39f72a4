import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { scrollToElement, scrollToTop } from '../lib/scroll';

/**
 * Client-side navigation does not scroll by itself. On every navigation: a `#section` scrolls
 * to that section (smoothly when already on the page, at once after arriving from another
 * page) and moves focus to it (sections carry tabIndex -1), so keyboard and screen-reader
 * users land where they asked. A link without a hash starts at the top; a reload or the
 * back button (POP) keeps the position the browser restores.
 */
export function useHashNavigation(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const samePage = previousPath.current === location.pathname;
    previousPath.current = location.pathname;

    const id = decodeURIComponent(location.hash.slice(1));
    if (!id) {
      if (navigationType !== 'POP') scrollToTop(samePage);
      return;
    }
    const target = document.getElementById(id);
    if (!target) return;
    scrollToElement(target, samePage);
    target.focus({ preventScroll: true });
  }, [location.key, location.pathname, location.hash, navigationType]);
}
