import type { UploadSpend } from '@trusty/contracts';
import { formatAmount, formatShare } from '../../lib/money';

/**
 * An upload's spend in a line: each currency's total and the share of it mapped with confidence
 * ("USD 412,220.50 · 78% mapped"). Nothing when the upload has no amounts.
 */
export function SpendLine({ spend, className }: { spend: UploadSpend[]; className?: string }) {
  if (spend.length === 0) return null;
  return (
    <p className={className ?? 'text-sm text-slate-600'}>
      {spend.map((s, i) => (
        <span key={s.currency ?? ''}>
          {i > 0 && ' · '}
          <span className="font-medium text-slate-900 tabular-nums">
            {formatAmount(s.total, s.currency)}
          </span>{' '}
          ({formatShare(s.confident, s.total)} mapped with confidence)
        </span>
      ))}
    </p>
  );
}
