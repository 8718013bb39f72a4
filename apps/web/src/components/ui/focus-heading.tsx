import { forwardRef, type ReactNode } from 'react';

/**
 * A section's h2 that takes focus after the content under it changes (a new page of rows, a decided
 * group), so a screen reader starts again from the heading; it shows no focus ring.
 */
export const FocusHeading = forwardRef<HTMLHeadingElement, { id?: string; children: ReactNode }>(
  function FocusHeading({ id, children }, ref) {
    return (
      <h2
        id={id}
        ref={ref}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {children}
      </h2>
    );
  },
);
