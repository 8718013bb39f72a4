import { confidenceBandOf, type ConfidenceBand, type ResultMethod } from '@trusty/contracts';
import { CircleAlert, CircleCheck, CircleDot, UserCheck } from 'lucide-react';
import { cn } from '../../lib/cn';

const BANDS: Record<ConfidenceBand, { word: string; style: string; Icon: typeof CircleCheck }> = {
  high: { word: 'High', style: 'bg-green-100 text-green-900 ring-green-600/30', Icon: CircleCheck },
  medium: {
    word: 'Medium',
    style: 'bg-amber-100 text-amber-900 ring-amber-600/30',
    Icon: CircleDot,
  },
  low: { word: 'Low', style: 'bg-red-100 text-red-900 ring-red-600/30', Icon: CircleAlert },
};

const PERSON = 'bg-brand-50 text-brand-900 ring-brand-600/30';

/**
 * How sure an answer is, in colour and in words (issue 34 §6): "High 92%", "Medium 67%",
 * "Low 4%" (low < 60 % ≤ medium < 80 % ≤ high, as the filters read it); "Your rule" or
 * "Corrected by you" where a person decided; `none` where there is no answer.
 */
export function ConfidenceBadge(props: {
  method: ResultMethod | null | undefined;
  confidence: number | null;
  none?: string;
  className?: string;
}) {
  const base = cn(
    'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
    props.className,
  );
  if (props.method === 'rule' || props.method === 'user')
    return (
      <span className={cn(base, PERSON)}>
        <UserCheck aria-hidden="true" className="h-3.5 w-3.5" />
        {props.method === 'rule' ? 'Your rule' : 'Corrected by you'}
      </span>
    );
  if (props.confidence === null)
    return (
      <span className={cn(base, 'bg-slate-100 text-slate-700 ring-slate-400/30')}>
        {props.none ?? '—'}
      </span>
    );
  const band = BANDS[confidenceBandOf(props.confidence)];
  const percent = Math.round(Math.min(Math.max(props.confidence, 0), 1) * 100);
  return (
    <span className={cn(base, band.style)}>
      <band.Icon aria-hidden="true" className="h-3.5 w-3.5" />
      {band.word} {percent}%
    </span>
  );
}
