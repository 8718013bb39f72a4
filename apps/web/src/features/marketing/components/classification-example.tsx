import { CATEGORIZATION_KEYS, type Categorization } from '@trusty/contracts';
import { cn } from '../../../lib/cn';

export interface ClassificationExampleProps {
  costName: string;
  categorization: Categorization;
  caption: string;
  className?: string;
}

/** A classification result drawn as the product shows it: one cost line, six layers, a confidence. */
export function ClassificationExample({
  costName,
  categorization,
  caption,
  className,
}: ClassificationExampleProps) {
  return (
    <figure
      className={cn(
        'rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-brand-900/10 sm:p-6',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Cost item</p>
          <p className="mt-1 font-mono text-sm break-words text-slate-900">{costName}</p>
        </div>
        <p className="shrink-0 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-700">
          {categorization.Confidence} confidence
        </p>
      </div>
      <dl className="mt-5 divide-y divide-slate-100 border-t border-slate-100 text-sm">
        {CATEGORIZATION_KEYS.map((key, index) => (
          <div key={key} className="flex items-baseline justify-between gap-4 py-2">
            <dt className="flex items-center gap-2 text-slate-500">
              <span
                aria-hidden="true"
                className="h-1.5 w-1.5 shrink-0 rounded-full bg-brand-500"
                style={{ opacity: 1 - index * 0.12 }}
              />
              {key}
            </dt>
            <dd className="text-right font-medium text-slate-900">{categorization[key]}</dd>
          </div>
        ))}
      </dl>
      <figcaption className="mt-4 text-xs text-slate-500">{caption}</figcaption>
    </figure>
  );
}
