import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, fieldControlClasses, useFieldIds } from './field';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** The multi-line sibling of TextField: labelled, error announced and tied by aria-describedby. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField(
    { label, error, hint, id, className, 'aria-describedby': extraDescribedBy, ...props },
    ref,
  ) {
    const ids = useFieldIds({ id, error, hint, describedBy: extraDescribedBy });
    return (
      <FieldFrame label={label} hint={hint} error={error} {...ids}>
        <textarea
          ref={ref}
          id={ids.controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={fieldControlClasses(error, 'min-h-32 py-2.5', className)}
          {...props}
        />
      </FieldFrame>
    );
  },
);
