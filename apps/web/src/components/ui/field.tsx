import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Ids that tie a control to its label, hint and error (announced through aria-describedby). */
export function useFieldIds(options: {
  id?: string;
  error?: string;
  hint?: ReactNode;
  describedBy?: string;
}) {
  const generated = useId();
  const controlId = options.id ?? generated;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy =
    [options.error ? errorId : null, options.hint ? hintId : null, options.describedBy]
      .filter(Boolean)
      .join(' ') || undefined;
  return { controlId, errorId, hintId, describedBy };
}

/** What a labelled control needs: its frame's props, and its own id and aria wiring. */
export function useField(options: {
  label: string;
  id?: string;
  error?: string;
  hint?: ReactNode;
  describedBy?: string;
}) {
  const ids = useFieldIds(options);
  return {
    frame: { label: options.label, hint: options.hint, error: options.error, ...ids },
    control: {
      id: ids.controlId,
      'aria-invalid': options.error ? true : undefined,
      'aria-describedby': ids.describedBy,
    },
  };
}

export function fieldControlClasses(
  error: string | undefined,
  ...extra: Array<string | undefined>
): string {
  return cn(
    'block w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm',
    'placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 disabled:bg-slate-100 disabled:text-slate-500',
    error ? 'border-red-500 focus:outline-red-500' : 'border-slate-300 focus:outline-brand-500',
    ...extra,
  );
}

/** Label above, hint and error below: the frame every form control shares. */
export function FieldFrame(props: {
  label: string;
  controlId: string;
  hint?: ReactNode;
  hintId: string;
  error?: string;
  errorId: string;
  children: ReactNode;
  /** The frame's spacing and width ("space-y-1.5" unless given). */
  className?: string;
}) {
  return (
    <div className={props.className ?? 'space-y-1.5'}>
      <label htmlFor={props.controlId} className="block text-sm font-medium text-slate-700">
        {props.label}
      </label>
      {props.children}
      {props.hint && (
        <p id={props.hintId} className="text-xs text-slate-500">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={props.errorId} role="alert" className="text-sm text-red-600">
          {props.error}
        </p>
      )}
    </div>
  );
}
