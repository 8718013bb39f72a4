import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, fieldControlClasses, useField } from './field';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** The multi-line sibling of TextField: labelled, error announced and tied by aria-describedby. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField(
    { label, error, hint, id, className, 'aria-describedby': describedBy, ...props },
    ref,
  ) {
    const { frame, control } = useField({ label, id, error, hint, describedBy });
    return (
      <FieldFrame {...frame}>
        <textarea
          ref={ref}
          {...control}
          className={fieldControlClasses(error, 'min-h-32 py-2.5', className)}
          {...props}
        />
      </FieldFrame>
    );
  },
);
