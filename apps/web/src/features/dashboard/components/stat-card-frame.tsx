import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** One dashboard figure: its icon and label, a pulsing bar while it loads, then `children`. */
export function StatCardFrame({
  icon: Icon,
  label,
  loading,
  children,
}: {
  icon: LucideIcon;
  label: string;
  loading: boolean;
  children: ReactNode;
}) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="h-5 w-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        {loading ? (
          <p className="mt-1 h-7 w-20 animate-pulse rounded bg-slate-200">
            <span className="sr-only">Loading</span>
          </p>
        ) : (
          children
        )}
      </div>
    </Card>
  );
}
