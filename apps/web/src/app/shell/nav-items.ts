import {
  ChartColumn,
  ClipboardList,
  CreditCard,
  FileSpreadsheet,
  LayoutDashboard,
  ListChecks,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Spec §2: Profile is reached from the header's profile button on desktop, not the sidebar. */
  inSidebar: boolean;
}

export const navItems: NavItem[] = [
  { to: paths.dashboard, label: 'Dashboard', icon: LayoutDashboard, inSidebar: true },
  { to: paths.excelProcessor, label: 'Excel Processor', icon: FileSpreadsheet, inSidebar: true },
  { to: paths.results, label: 'Results', icon: ClipboardList, inSidebar: true },
  { to: paths.insights, label: 'Insights', icon: ChartColumn, inSidebar: true },
  { to: paths.rules, label: 'Rules', icon: ListChecks, inSidebar: true },
  { to: paths.profile, label: 'Profile', icon: UserRound, inSidebar: false },
  { to: paths.buyCredits, label: 'Buy Credits', icon: CreditCard, inSidebar: true },
];

/**
 * The balance reads the same everywhere: "20,038 credits", 0 until the stats arrive (spec §2),
 * and "—" when they could not be loaded — a failed call is not an empty account.
 */
export function formatCredits(credits: number | undefined, failed = false): string {
  if (credits === undefined && failed) return '—';
  return `${formatNumber(credits ?? 0)} credits`;
}
