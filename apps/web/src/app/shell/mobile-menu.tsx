import { Coins, LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import { Sheet } from '../../components/ui/sheet';
import { cn } from '../../lib/cn';
import { navItems } from './nav-items';

export interface MobileMenuProps {
  id: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  creditsLabel: string;
  onLogout(): void;
  loggingOut: boolean;
  /** An item was chosen: the menu closes and the page takes over. */
  onNavigate(): void;
  onCloseAutoFocus(event: Event): void;
}

/** Phone navigation: every page (Profile included), the credits and Logout, in a slide-in panel. */
export function MobileMenu(props: MobileMenuProps) {
  const {
    id,
    open,
    onOpenChange,
    creditsLabel,
    onLogout,
    loggingOut,
    onNavigate,
    onCloseAutoFocus,
  } = props;
  return (
    <Sheet
      id={id}
      open={open}
      onOpenChange={onOpenChange}
      title="Menu"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <nav aria-label="Main" className="flex-1 overflow-y-auto p-3">
        <ul className="space-y-1">
          {navItems.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium',
                    'focus-visible:outline-2 focus-visible:outline-brand-600',
                    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                  )
                }
              >
                <Icon aria-hidden="true" className="h-5 w-5" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-3 border-t border-slate-200 p-4">
        <p className="flex items-center justify-between text-sm">
          <span className="flex items-center gap-2 font-medium text-slate-700">
            <Coins aria-hidden="true" className="h-4 w-4" />
            Credits
          </span>
          <span className="font-semibold text-slate-900">{creditsLabel}</span>
        </p>
        <button
          type="button"
          onClick={onLogout}
          disabled={loggingOut}
          className="flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <LogOut aria-hidden="true" className="h-4 w-4" />
          {loggingOut ? 'Logging out...' : 'Logout'}
        </button>
      </div>
    </Sheet>
  );
}
