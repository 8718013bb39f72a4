import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldFrame, fieldControlClasses, useField } from './field';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input whose error is announced and tied to it by aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className, 'aria-describedby': describedBy, ...props },
  ref,
) {
  const { frame, control } = useField({ label, id, error, hint, describedBy });
  return (
    <FieldFrame {...frame}>
      <input
        ref={ref}
        {...control}
        className={fieldControlClasses(error, 'h-11', className)}
        {...props}
      />
    </FieldFrame>
  );
});
