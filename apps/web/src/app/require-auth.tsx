import { Outlet } from 'react-router';

export function RequireAuth() {
  return <Outlet />;
}
