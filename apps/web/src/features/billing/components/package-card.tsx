import type { PricePackage } from '@trusty/contracts';
import { Crown, Loader2, Rocket, Zap, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatMoney, formatNumber } from '../../../lib/format';

/** Icons by position (spec §2): the first package, the second, the third; more cycle. */
const ICONS: LucideIcon[] = [Zap, Rocket, Crown];

/** "one_time" → "one time" (spec §2: underscores read as spaces). */
export const intervalText = (interval: string) => interval.replace(/_/g, ' ');

export interface PackageCardProps {
  pkg: PricePackage;
  position: number;
  /** This card's purchase is being prepared. */
  busy: boolean;
  /** Another card's purchase is being prepared. */
  disabled: boolean;
  onPurchase(priceId: string): void;
}

export function PackageCard({ pkg, position, busy, disabled, onPurchase }: PackageCardProps) {
  const Icon = ICONS[position % ICONS.length] ?? Zap;
  const titleId = useId();
  return (
    <Card className="flex flex-col p-6" aria-labelledby={titleId} role="group">
      <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="h-6 w-6" />
      </span>
      <h2 id={titleId} className="mt-4 text-lg font-semibold text-slate-900">
        {pkg.product.name}
      </h2>
      {pkg.product.description && (
        <p className="mt-1 text-sm text-slate-600">{pkg.product.description}</p>
      )}
      <p className="mt-4 text-3xl font-bold text-slate-900">
        {formatMoney(pkg.amount, pkg.currency)}
      </p>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Credits</dt>
          <dd className="font-medium text-slate-900">{formatNumber(pkg.credits)} units</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Type</dt>
          <dd className="font-medium text-slate-900">{intervalText(pkg.interval)}</dd>
        </div>
      </dl>
      <Button
        className="mt-6 w-full"
        size="lg"
        onClick={() => onPurchase(pkg.id)}
        disabled={busy || disabled}
        aria-busy={busy || undefined}
      >
        {busy && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
        {busy ? 'Processing...' : 'Purchase Package'}
      </Button>
    </Card>
  );
}
