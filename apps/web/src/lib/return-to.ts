import type { Location } from 'react-router';
import { paths } from '../config/paths';

/** Router state the guard leaves on its way to /login: where the visitor was going. */
export interface ReturnToState {
  from: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

export function returnToState(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): ReturnToState {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}

/** Where to go after signing in: back to the guarded page, else the dashboard. */
export function returnToPath(state: unknown): string {
  const from = (state as Partial<ReturnToState> | null)?.from;
  // Only a path of this app ("//host" would leave it).
  if (
    !from ||
    typeof from.pathname !== 'string' ||
    !from.pathname.startsWith('/') ||
    from.pathname.startsWith('//')
  ) {
    return paths.dashboard;
  }
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
