import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { FieldFrame, fieldControlClasses, useField } from './field';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Tighter: a 10-high box closer under its label (the column confirmation's pickers). */
  compact?: boolean;
  /** Added to the frame around label and select (e.g. a width). */
  frameClassName?: string;
}

/** A labelled select: the filters' and pickers' sibling of TextField, with the same aria wiring. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  {
    label,
    error,
    hint,
    id,
    className,
    compact = false,
    frameClassName,
    'aria-describedby': describedBy,
    ...props
  },
  ref,
) {
  const { frame, control } = useField({ label, id, error, hint, describedBy });
  return (
    <FieldFrame {...frame} className={cn(frameClassName, compact ? 'space-y-1' : 'space-y-1.5')}>
      <select
        ref={ref}
        {...control}
        className={fieldControlClasses(error, compact ? 'h-10' : 'h-11', className)}
        {...props}
      />
    </FieldFrame>
  );
});
