import type { User } from '@trusty/contracts';
import { Coins, Menu } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { paths } from '../../config/paths';

export interface AppHeaderProps {
  user: User | null;
  creditsLabel: string;
  menuOpen: boolean;
  menuId: string;
  onOpenMenu(): void;
  menuButtonRef: Ref<HTMLButtonElement>;
}

function initials(user: User | null): string {
  const letters =
    `${user?.firstName.trim()[0] ?? ''}${user?.lastName.trim()[0] ?? ''}`.toUpperCase();
  return letters || '?';
}

/** Product name (→ /), remaining credits and the profile button; the menu button on phones. */
export function AppHeader({
  user,
  creditsLabel,
  menuOpen,
  menuId,
  onOpenMenu,
  menuButtonRef,
}: AppHeaderProps) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white px-3 sm:px-6">
      <button
        ref={menuButtonRef}
        type="button"
        className="rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
        aria-label="Open menu"
        aria-expanded={menuOpen}
        aria-controls={menuOpen ? menuId : undefined}
        onClick={onOpenMenu}
      >
        <Menu aria-hidden="true" className="h-6 w-6" />
      </button>
      <Logo />
      <div className="ml-auto flex items-center gap-2 sm:gap-3">
        <p className="flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium whitespace-nowrap text-brand-800">
          <Coins aria-hidden="true" className="h-4 w-4" />
          <span>{creditsLabel}</span>
        </p>
        <Link
          to={paths.profile}
          aria-label="Profile"
          title="Profile"
          className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-900 text-sm font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <span aria-hidden="true">{initials(user)}</span>
        </Link>
      </div>
    </header>
  );
}
