import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { useAuthStore } from '../lib/auth-store';
import { returnToState } from '../lib/return-to';
import { checkAuth } from '../lib/session';

/**
 * The app pages' guard (spec §2). Until the server has said who is signed in on this load, it
 * shows a loader: a valid cookie must never flash /login. Signed out → /login, remembering
 * the page for after sign-in (Logout itself only clears the state and lands here too).
 * Unverified → /verify-email: the API requires verification by default
 * (REQUIRE_EMAIL_VERIFICATION=true), so the client treats every unverified user so.
 */
export function RequireAuth() {
  const user = useAuthStore((s) => s.user);
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const isLoading = useAuthStore((s) => s.isLoading);
  const loggedOut = useAuthStore((s) => s.loggedOut);
  const location = useLocation();

  useEffect(() => {
    // A visitor not remembered as signed in may still hold a valid cookie (signed in by
    // another tab, or by an API client): ask before sending them away.
    if (isLoading) void checkAuth();
  }, [isLoading]);

  if (isLoading) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <PageLoader />
      </div>
    );
  }
  if (!isAuthenticated || !user) {
    // After the user's own Logout there is no page to come back to.
    return <Navigate to={paths.login} replace state={loggedOut ? null : returnToState(location)} />;
  }
  if (!user.isEmailVerified) return <Navigate to={paths.verifyEmail} replace />;
  return <Outlet />;
}
