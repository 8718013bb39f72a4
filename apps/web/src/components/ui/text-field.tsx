import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldFrame, fieldControlClasses, useFieldIds } from './field';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input whose error is announced and tied to it by aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className, 'aria-describedby': extraDescribedBy, ...props },
  ref,
) {
  const ids = useFieldIds({ id, error, hint, describedBy: extraDescribedBy });
  return (
    <FieldFrame label={label} hint={hint} error={error} {...ids}>
      <input
        ref={ref}
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={fieldControlClasses(error, 'h-11', className)}
        {...props}
      />
    </FieldFrame>
  );
});
