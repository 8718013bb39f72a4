import type { ResultRow } from '@trusty/contracts';
import { Button } from '../../../components/ui/button';
import { ConfidenceBadge } from '../../../components/ui/confidence-badge';
import { useKeyboardScrollable } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { formatAmount } from '../../../lib/money';
import { methodLabels, reviewLabels, statusLabels } from '../lib/answer-labels';

// From 640 px: a table whose row number and cost name stay in view while it scrolls sideways.
// Under 640 px (issue 34 §7): each row is a card, its name, confidence and Correct on top and
// every other value labelled under them, so nothing sits off-screen.
const cell = 'px-3 py-2 align-top max-sm:p-0';
const stickyRow = 'sm:sticky sm:left-0 sm:z-10 sm:w-14 sm:min-w-14 sm:bg-white';
const stickyName =
  'sm:sticky sm:left-14 sm:z-10 sm:min-w-40 sm:max-w-64 sm:bg-white sm:shadow-[1px_0_0_#e2e8f0]';

/** A value's name beside it in a phone card; the table's headers say it from 640 px. */
function PhoneLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="mr-1 text-slate-600 sm:hidden">
      {children}:
    </span>
  );
}

/** A row's money, or why it has none that could be read. */
export function RowAmount({
  row,
}: {
  row: Pick<ResultRow, 'amount' | 'currency' | 'amountIssue'>;
}) {
  if (row.amountIssue)
    return (
      <span className="text-amber-800" title={row.amountIssue}>
        Amount not read
        <span className="sr-only">: {row.amountIssue}</span>
      </span>
    );
  if (row.amount === null) return <span className="text-slate-400">—</span>;
  return <>{formatAmount(row.amount, row.currency)}</>;
}

/** The columns' headers (labels beside each value on a phone). */
function RowsHeader({ correctable }: { correctable: boolean }) {
  return (
    <thead
      role="rowgroup"
      className="border-b border-slate-200 text-xs text-slate-600 max-sm:sr-only"
    >
      <tr role="row">
        <th role="columnheader" scope="col" className={cn(cell, stickyRow)}>
          Row
        </th>
        <th role="columnheader" scope="col" className={cn(cell, stickyName)}>
          Cost name
        </th>
        <th role="columnheader" scope="col" className={cn(cell, 'sm:text-right')}>
          Amount
        </th>
        <th role="columnheader" scope="col" className={cell}>
          Confidence
        </th>
        {correctable && (
          <th role="columnheader" scope="col" className={cell}>
            <span className="sr-only">Actions</span>
          </th>
        )}
        <th role="columnheader" scope="col" className={cell}>
          Tower
        </th>
        <th role="columnheader" scope="col" className={cell}>
          Sub-tower
        </th>
        <th role="columnheader" scope="col" className={cell}>
          Cost pool
        </th>
        <th role="columnheader" scope="col" className={cell}>
          Method
        </th>
        <th role="columnheader" scope="col" className={cell}>
          Review
        </th>
      </tr>
    </thead>
  );
}

/** One row: its line, amount and confidence, the Correct action, its answer, method and review. */
function RowLine({
  row,
  onCorrect,
}: {
  row: ResultRow;
  onCorrect?(row: ResultRow, button: HTMLButtonElement): void;
}) {
  return (
    <tr
      role="row"
      className="border-b border-slate-100 last:border-0 max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-x-3 max-sm:gap-y-1 max-sm:rounded-xl max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-3 max-sm:shadow-sm max-sm:last:border"
    >
      <td
        role="cell"
        className={cn(cell, stickyRow, 'text-slate-600 max-sm:col-span-2 max-sm:text-xs')}
      >
        <PhoneLabel>Row</PhoneLabel>
        {row.row ?? '—'}
      </td>
      <th
        role="rowheader"
        scope="row"
        className={cn(
          cell,
          stickyName,
          'font-medium break-words text-slate-900 max-sm:col-start-1',
        )}
      >
        {row.costName}
      </th>
      <td
        role="cell"
        className={cn(cell, 'whitespace-nowrap tabular-nums max-sm:col-start-1 sm:text-right')}
      >
        <PhoneLabel>Amount</PhoneLabel>
        <RowAmount row={row} />
      </td>
      <td role="cell" className={cn(cell, 'whitespace-nowrap max-sm:col-start-1')}>
        <ConfidenceBadge method={row.method} confidence={row.confidence} />
      </td>
      {onCorrect && (
        <td
          role="cell"
          className={cn(cell, 'max-sm:col-start-2 max-sm:row-span-3 max-sm:row-start-2')}
        >
          <Button
            variant="outline"
            size="sm"
            aria-label={`Correct row ${row.row ?? ''} ${row.costName}`.replace('  ', ' ')}
            onClick={(event) => onCorrect?.(row, event.currentTarget)}
          >
            Correct
          </Button>
        </td>
      )}
      {row.layers ? (
        <>
          <td role="cell" className={cn(cell, 'max-sm:col-span-2')}>
            <PhoneLabel>Tower</PhoneLabel>
            {row.layers['IT Tower']}
          </td>
          <td role="cell" className={cn(cell, 'max-sm:col-span-2')}>
            <PhoneLabel>Sub-tower</PhoneLabel>
            {row.layers['Sub-Tower']}
          </td>
          <td role="cell" className={cn(cell, 'max-sm:col-span-2')}>
            <PhoneLabel>Cost pool</PhoneLabel>
            {row.layers['Cost Pool']}
          </td>
        </>
      ) : (
        <td role="cell" className={cn(cell, 'text-slate-600 max-sm:col-span-2')} colSpan={3}>
          {statusLabels[row.status]}
          {row.reason && ` — ${row.reason}`}
        </td>
      )}
      <td role="cell" className={cn(cell, 'max-sm:col-span-2')}>
        {row.method && (
          <span className="inline-flex rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-slate-700">
            {methodLabels[row.method]}
          </span>
        )}
      </td>
      <td role="cell" className={cn(cell, 'whitespace-nowrap max-sm:col-span-2')}>
        <PhoneLabel>Review</PhoneLabel>
        {reviewLabels[row.review]}
      </td>
    </tr>
  );
}

/** An upload's rows: one line each (a card on a phone), every answer layer that filters use, and a Correct action. */
export function RowsTable(props: {
  rows: ResultRow[];
  caption: string;
  busy: boolean;
  onCorrect?(row: ResultRow, button: HTMLButtonElement): void;
}) {
  const scrollable = useKeyboardScrollable<HTMLDivElement>();
  return (
    <div
      {...scrollable}
      role="region"
      aria-label={props.caption}
      className="relative rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600 max-sm:border-0 max-sm:bg-transparent max-sm:shadow-none sm:overflow-x-auto"
    >
      {/* Explicit roles: a table drawn as cards (display: block / grid) keeps its semantics. */}
      <table
        role="table"
        className="w-full border-collapse text-left text-sm max-sm:block"
        aria-busy={props.busy}
      >
        <caption className="sr-only">{props.caption}</caption>
        <RowsHeader correctable={!!props.onCorrect} />
        <tbody role="rowgroup" className="max-sm:block max-sm:space-y-3">
          {props.rows.map((row) => (
            <RowLine key={row.id} row={row} onCorrect={props.onCorrect} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
