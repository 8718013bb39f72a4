import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/**
 * A landing-page section: an `/#id` target that stops below the fixed nav, takes focus after
 * a nav jump (tabIndex -1) and is named by its heading for landmark navigation.
 */
export function Section({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className={cn('scroll-mt-16 focus:outline-none', className)}
    >
      {children}
    </section>
  );
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'center',
}: {
  /** The section's id: the heading becomes `${id}-title`. */
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: 'center' | 'left';
}) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && (
        <p className="mb-2 text-sm font-semibold tracking-wide text-brand-600 uppercase">
          {eyebrow}
        </p>
      )}
      <h2
        id={`${id}-title`}
        className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
      >
        {title}
      </h2>
      {children && <p className="mt-4 text-lg leading-8 text-pretty text-slate-600">{children}</p>}
    </div>
  );
}
