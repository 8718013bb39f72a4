import type { PricePackage } from '@trusty/contracts';
import { Crown, Loader2, Rocket, Zap, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import {
  formatInterval,
  formatMoney,
  formatNumber,
  formatPricePerThousand,
} from '../../../lib/format';

/** Icons by position (spec §2): the first package, the second, the third; more cycle. */
const ICONS: LucideIcon[] = [Zap, Rocket, Crown];

/** "one_time" → "One-time purchase", "month" → "Per month". */
export function purchaseTypeText(interval: string): string {
  const text = formatInterval(interval);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface PackageCardProps {
  pkg: PricePackage;
  position: number;
  popular: boolean;
  /** The package the visitor chose on the pricing cards before signing in. */
  selected: boolean;
  /** This card's purchase is being prepared. */
  busy: boolean;
  /** Another card's purchase is being prepared. */
  disabled: boolean;
  onPurchase(priceId: string): void;
}

export function PackageCard(props: PackageCardProps) {
  const { pkg, position, popular, selected, busy, disabled, onPurchase } = props;
  const Icon = ICONS[position % ICONS.length] ?? Zap;
  const titleId = useId();
  const purchaseRef = useRef<HTMLButtonElement>(null);
  // The chosen package is one key press from buying, and in view on a phone.
  useEffect(() => {
    if (!selected) return;
    purchaseRef.current?.focus({ preventScroll: true });
    purchaseRef.current?.scrollIntoView?.({ block: 'center' });
  }, [selected]);

  return (
    <Card
      className={cn(
        'relative flex flex-col p-6',
        selected ? 'ring-2 ring-brand-600' : popular && 'ring-1 ring-brand-300',
      )}
      aria-labelledby={titleId}
      aria-current={selected || undefined}
      role="group"
    >
      {(selected || popular) && (
        <p className="absolute -top-3 right-6 flex gap-2">
          {popular && (
            <span className="rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
              Most Popular
            </span>
          )}
          {selected && (
            <span className="rounded-full bg-slate-900 px-3 py-1 text-xs font-semibold text-white">
              Your choice
            </span>
          )}
        </p>
      )}
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
      <p className="mt-1 text-sm text-slate-600">{purchaseTypeText(pkg.interval)}</p>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Credits</dt>
          <dd className="font-medium text-slate-900">{formatNumber(pkg.credits)} credits</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Per 1,000 credits</dt>
          <dd className="font-medium text-slate-900">
            {formatPricePerThousand(pkg.amount, pkg.credits, pkg.currency)}
          </dd>
        </div>
      </dl>
      <Button
        ref={purchaseRef}
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
