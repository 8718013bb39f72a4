import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useKeyboardScrollable } from './dialog';
import { TableHeader, type HeaderColumn } from './table-header';

/**
 * A full-width data table in a region that scrolls by keyboard too. On a phone each row becomes a
 * stacked card: the headers move into labels beside each value.
 */
export function DataTable(props: {
  /** The scrolling region's name ("Rules table"). */
  label: string;
  caption: string;
  columns: readonly HeaderColumn[];
  stickyHeader?: boolean;
  /** The region's frame from `sm` up (border, rounding, scrolling). */
  frameClassName: string;
  /** The rows. */
  children: ReactNode;
}) {
  const scrollable = useKeyboardScrollable<HTMLDivElement>();
  return (
    <div
      {...scrollable}
      role="region"
      aria-label={props.label}
      className={cn(
        'focus-visible:outline-2 focus-visible:outline-brand-600',
        props.frameClassName,
      )}
    >
      <table className="text-left text-sm max-sm:block sm:min-w-full">
        <caption className="sr-only">{props.caption}</caption>
        <TableHeader variant="data" sticky={props.stickyHeader} columns={props.columns} />
        <tbody className="max-sm:block max-sm:space-y-3 sm:divide-y sm:divide-slate-100">
          {props.children}
        </tbody>
      </table>
    </div>
  );
}

/** A DataTable cell: a table cell on wider screens, a "label  value" line of a card on a phone. */
export const DATA_CELL =
  'px-3 py-2 max-sm:flex max-sm:justify-between max-sm:gap-3 max-sm:p-0 max-sm:text-right';

/** The column's name beside a cell's value, only where the header row is hidden (phones). */
export function PhoneLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="text-left font-normal text-slate-600 sm:hidden">
      {children}
    </span>
  );
}
