import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * After moving to another page, put focus (and the scroll position) at the start of its
 * content, so keyboard and screen-reader users begin there instead of on the old link.
 * The first page of a visit keeps the browser's own behaviour.
 */
export function useFocusOnNavigation(target: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    target.current?.focus();
  }, [pathname, target]);
}
