import { CheckCircle2, Circle, Loader2, XCircle } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { PROCESSING_STEPS } from '../hooks/use-excel-processing';

export type StepsState = 'running' | 'done' | 'failed';

const LABEL = {
  pending: 'waiting',
  active: 'in progress',
  done: 'done',
  failed: 'failed',
} as const;

/** The four steps, each waiting, in progress, done or failed (the active one when it failed). */
export function ProcessingSteps({ activeStep, state }: { activeStep: number; state: StepsState }) {
  return (
    <ol className="space-y-3">
      {PROCESSING_STEPS.map((name, i) => {
        const status =
          state === 'done' || i < activeStep
            ? 'done'
            : i > activeStep
              ? 'pending'
              : state === 'failed'
                ? 'failed'
                : 'active';
        return (
          <li
            key={name}
            className="flex items-center gap-3"
            aria-current={status === 'active' ? 'step' : undefined}
          >
            {status === 'done' && (
              <CheckCircle2 aria-hidden="true" className="h-5 w-5 shrink-0 text-green-600" />
            )}
            {status === 'active' && (
              <Loader2
                aria-hidden="true"
                className="h-5 w-5 shrink-0 animate-spin text-brand-600"
              />
            )}
            {status === 'failed' && (
              <XCircle aria-hidden="true" className="h-5 w-5 shrink-0 text-red-600" />
            )}
            {status === 'pending' && (
              <Circle aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-300" />
            )}
            <span
              className={cn(
                'text-sm',
                status === 'pending' ? 'text-slate-500' : 'font-medium text-slate-900',
              )}
            >
              {name}
            </span>
            <span className="sr-only">({LABEL[status]})</span>
          </li>
        );
      })}
    </ol>
  );
}
