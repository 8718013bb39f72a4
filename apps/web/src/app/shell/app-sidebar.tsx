import { ChevronsLeft, ChevronsRight, LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { navItems } from './nav-items';

export interface AppSidebarProps {
  collapsed: boolean;
  onToggle(): void;
  onLogout(): void;
  loggingOut: boolean;
}

const itemClasses =
  (collapsed: boolean) =>
  ({ isActive }: { isActive: boolean }) =>
    cn(
      'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
      'focus-visible:outline-2 focus-visible:outline-brand-600',
      collapsed && 'justify-center px-0',
      isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
    );

/** Desktop navigation; collapses to icons (their names stay available to screen readers). */
export function AppSidebar({ collapsed, onToggle, onLogout, loggingOut }: AppSidebarProps) {
  return (
    <aside
      className={cn(
        'sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 flex-col border-r border-slate-200 bg-white p-3 transition-[width] md:flex',
        collapsed ? 'w-18' : 'w-60',
      )}
    >
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={!collapsed}
        aria-controls="app-sidebar-nav"
        aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        className={cn(
          'mb-3 flex items-center rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600',
          collapsed ? 'justify-center' : 'justify-end',
        )}
      >
        {collapsed ? (
          <ChevronsRight aria-hidden="true" className="h-5 w-5" />
        ) : (
          <ChevronsLeft aria-hidden="true" className="h-5 w-5" />
        )}
      </button>
      <nav id="app-sidebar-nav" aria-label="Main" className="flex-1">
        <ul className="space-y-1">
          {navItems
            .filter((item) => item.inSidebar)
            .map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={itemClasses(collapsed)}
                  title={collapsed ? label : undefined}
                >
                  <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
                  <span className={cn(collapsed && 'sr-only')}>{label}</span>
                </NavLink>
              </li>
            ))}
        </ul>
      </nav>
      <button
        type="button"
        onClick={onLogout}
        disabled={loggingOut}
        title={collapsed ? 'Logout' : undefined}
        className={cn(
          'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100',
          'focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60',
          collapsed && 'justify-center px-0',
        )}
      >
        <LogOut aria-hidden="true" className="h-5 w-5 shrink-0" />
        <span className={cn(collapsed && 'sr-only')}>Logout</span>
      </button>
    </aside>
  );
}
