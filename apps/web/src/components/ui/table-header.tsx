import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface HeaderColumn {
  label: ReactNode;
  /** Read by screen readers only (an actions column). */
  srOnly?: boolean;
  align?: 'right';
  /** Left out below this width (a secondary column on a phone). */
  from?: 'sm' | 'md';
  nowrap?: boolean;
}

const FROM = { sm: 'hidden sm:table-cell', md: 'hidden md:table-cell' } as const;

/**
 * A table's column headers. `compact` is the tables inside cards (keys, deliveries, purchases);
 * `data` the full-width data tables, whose headers turn into labels beside each value on a phone.
 */
export function TableHeader({
  columns,
  variant = 'compact',
  sticky = false,
}: {
  columns: readonly HeaderColumn[];
  variant?: 'compact' | 'data';
  sticky?: boolean;
}) {
  return (
    <thead
      className={cn(
        'text-slate-600',
        variant === 'data' && 'bg-slate-50 text-xs max-sm:sr-only',
        sticky && 'sticky top-0',
      )}
    >
      <tr>
        {columns.map((column, i) => (
          <th
            key={i}
            scope="col"
            className={cn(
              column.from && FROM[column.from],
              variant === 'data' ? 'px-3 py-2' : 'px-1.5 py-2',
              column.align === 'right' && 'text-right',
              'font-medium',
              column.nowrap && 'whitespace-nowrap',
            )}
          >
            {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
