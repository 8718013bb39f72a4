import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths, withPackage } from '../config/paths';
import { useAuthStore } from '../lib/auth-store';
import { packageIdOf, pendingPurchasePath } from '../lib/pending-purchase';

/**
 * Log in and Sign up are doors for visitors: someone already signed in goes on to the dashboard
 * (or to Buy Credits with the package they came to buy). Decided once, on arrival: a sign-in or
 * sign-up completed on the page navigates by itself, and must not race a redirect from here.
 */
export function GuestOnly() {
  const location = useLocation();
  const [signedInOnArrival] = useState(() => useAuthStore.getState().isAuthenticated);
  if (!signedInOnArrival) return <Outlet />;
  const chosen = packageIdOf(location.search);
  const to = chosen
    ? withPackage(paths.buyCredits, chosen)
    : (pendingPurchasePath() ?? paths.dashboard);
  return <Navigate to={to} replace />;
}
