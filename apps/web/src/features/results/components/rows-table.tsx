import type { ResultRow } from '@trusty/contracts';
import { Button } from '../../../components/ui/button';
import { useKeyboardScrollable } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { ConfidenceBadge } from '../../../components/ui/confidence-badge';
import { methodLabels, reviewLabels, statusLabels } from '../lib/answer-labels';

const cell = 'px-3 py-2 align-top';
// The row number and the cost name stay in view while the table scrolls sideways on a phone.
const stickyRow = 'sticky left-0 z-10 w-14 min-w-14 bg-white';
const stickyName = 'sticky left-14 z-10 min-w-40 max-w-64 bg-white shadow-[1px_0_0_#e2e8f0]';

/** An upload's rows: one line each, every answer layer that filters use, and a Correct action. */
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
      className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full border-collapse text-left text-sm" aria-busy={props.busy}>
        <caption className="sr-only">{props.caption}</caption>
        <thead className="border-b border-slate-200 text-xs text-slate-600">
          <tr>
            <th scope="col" className={cn(cell, stickyRow)}>
              Row
            </th>
            <th scope="col" className={cn(cell, stickyName)}>
              Cost name
            </th>
            <th scope="col" className={cell}>
              Tower
            </th>
            <th scope="col" className={cell}>
              Sub-tower
            </th>
            <th scope="col" className={cell}>
              Cost pool
            </th>
            <th scope="col" className={cell}>
              Confidence
            </th>
            <th scope="col" className={cell}>
              Method
            </th>
            <th scope="col" className={cell}>
              Review
            </th>
            {props.onCorrect && (
              <th scope="col" className={cell}>
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-100 last:border-0">
              <td className={cn(cell, stickyRow, 'text-slate-500')}>{row.row ?? '—'}</td>
              <th
                scope="row"
                className={cn(cell, stickyName, 'font-medium break-words text-slate-900')}
              >
                {row.costName}
              </th>
              {row.layers ? (
                <>
                  <td className={cell}>{row.layers['IT Tower']}</td>
                  <td className={cell}>{row.layers['Sub-Tower']}</td>
                  <td className={cell}>{row.layers['Cost Pool']}</td>
                </>
              ) : (
                <td className={cn(cell, 'text-slate-500')} colSpan={3}>
                  {statusLabels[row.status]}
                  {row.reason && ` — ${row.reason}`}
                </td>
              )}
              <td className={cn(cell, 'whitespace-nowrap')}>
                <ConfidenceBadge method={row.method} confidence={row.confidence} />
              </td>
              <td className={cell}>
                {row.method && (
                  <span className="inline-flex rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-slate-700">
                    {methodLabels[row.method]}
                  </span>
                )}
              </td>
              <td className={cn(cell, 'whitespace-nowrap')}>{reviewLabels[row.review]}</td>
              {props.onCorrect && (
                <td className={cell}>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Correct row ${row.row ?? ''} ${row.costName}`.replace('  ', ' ')}
                    onClick={(event) => props.onCorrect?.(row, event.currentTarget)}
                  >
                    Correct
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
