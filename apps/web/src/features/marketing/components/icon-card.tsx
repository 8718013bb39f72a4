import type { LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { Section, SectionHeading } from './section';

export interface IconCardItem {
  title: string;
  text: string;
  icon: LucideIcon;
}

/** A list item card: icon badge, title, one paragraph. `large` for the few headline points. */
export function IconCard({ item, large = false }: { item: IconCardItem; large?: boolean }) {
  const { icon: Icon, title, text } = item;
  return (
    <li
      className={cn(
        'rounded-2xl border border-slate-200',
        large
          ? 'bg-slate-50/60 p-6 sm:p-8'
          : 'bg-white p-6 shadow-sm transition-shadow hover:shadow-md',
      )}
    >
      <span
        className={cn(
          'inline-flex items-center justify-center',
          large
            ? 'h-12 w-12 rounded-xl bg-brand-600 text-white'
            : 'h-11 w-11 rounded-lg bg-brand-50 text-brand-700',
        )}
      >
        <Icon className={large ? 'h-6 w-6' : 'h-5 w-5'} aria-hidden="true" />
      </span>
      <h3 className={cn('font-semibold text-slate-900', large ? 'mt-5 text-lg' : 'mt-4 text-base')}>
        {title}
      </h3>
      <p className={cn('mt-2 text-slate-600', large ? 'leading-7' : 'text-sm leading-6')}>{text}</p>
    </li>
  );
}

/** A landing section that is a heading over a grid of icon cards (About, Features). */
export function IconCardSection({
  id,
  eyebrow,
  title,
  intro,
  items,
  large = false,
  className,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  items: IconCardItem[];
  large?: boolean;
  className?: string;
}) {
  return (
    <Section id={id} className={cn('py-16 sm:py-28', className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={id} eyebrow={eyebrow} title={title}>
          {intro}
        </SectionHeading>
        <ul
          className={cn(
            'mt-16 grid',
            large ? 'gap-8 md:grid-cols-3' : 'gap-6 sm:grid-cols-2 lg:grid-cols-3',
          )}
        >
          {items.map((item) => (
            <IconCard key={item.title} item={item} large={large} />
          ))}
        </ul>
      </div>
    </Section>
  );
}
