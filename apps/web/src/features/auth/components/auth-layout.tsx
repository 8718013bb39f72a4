import { Outlet } from 'react-router';

export function AuthLayout() {
  return <Outlet />;
}
