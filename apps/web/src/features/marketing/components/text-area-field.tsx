import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../../lib/cn';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
}

/** The multi-line sibling of ui/TextField: labelled, error announced and tied by aria-describedby. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField({ label, error, id, className, ...props }, ref) {
    const generated = useId();
    const fieldId = id ?? generated;
    const errorId = `${fieldId}-error`;
    return (
      <div className="space-y-1.5">
        <label htmlFor={fieldId} className="block text-sm font-medium text-slate-700">
          {label}
        </label>
        <textarea
          ref={ref}
          id={fieldId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            'block min-h-32 w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm sm:text-sm',
            'placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0',
            error
              ? 'border-red-500 focus:outline-red-500'
              : 'border-slate-300 focus:outline-brand-500',
            className,
          )}
          {...props}
        />
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
      </div>
    );
  },
);
