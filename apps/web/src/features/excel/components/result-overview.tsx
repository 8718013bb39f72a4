import type { ExcelProcessResult } from '@trusty/contracts';

/** Spec §9: the error list shows at most 5 entries. */
export const SHOWN_ERRORS = 5;

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatExpiry(expiresAt: string): string {
  return dateTime.format(new Date(expiresAt));
}

const rowsWord = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'row' : 'rows'}`;

/** Rows that cost nothing and are not errors, said plainly so the charge adds up. */
export function uncountedRowsNotes(result: ExcelProcessResult): string[] {
  const notes: string[] = [];
  if (result.unclassifiedRows > 0)
    notes.push(`${rowsWord(result.unclassifiedRows)} could not be classified (not charged)`);
  if (result.skippedRows > 0)
    notes.push(`${rowsWord(result.skippedRows)} skipped as totals or subtotals (not charged)`);
  return notes;
}

/**
 * Total Rows / Processed / Errors, the rows neither classified nor in error, the first error
 * lines, and until when the file is kept.
 */
export function ResultOverview({ result }: { result: ExcelProcessResult }) {
  const shown = result.errors.slice(0, SHOWN_ERRORS);
  const notes = uncountedRowsNotes(result);
  // errorRows counts every error row; the list the server sends is capped.
  const more = result.errorRows - shown.length;
  const counts = [
    { label: 'Total Rows', value: result.totalRows, tone: 'text-slate-900' },
    { label: 'Processed', value: result.successfulRows, tone: 'text-green-700' },
    {
      label: 'Errors',
      value: result.errorRows,
      tone: result.errorRows > 0 ? 'text-red-700' : 'text-slate-900',
    },
  ];
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-3 gap-2 text-center">
        {counts.map(({ label, value, tone }) => (
          <div key={label} className="rounded-lg border border-slate-200 bg-slate-50 px-2 py-3">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className={`text-xl font-semibold ${tone}`}>{value.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
      {notes.length > 0 && (
        <ul className="space-y-0.5 text-sm text-slate-700" aria-label="Rows not charged">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {shown.length > 0 && (
        <div className="rounded-lg border border-red-200 bg-red-50 p-3">
          <h3 className="text-sm font-medium text-red-800">Rows with errors</h3>
          <ul className="mt-1 space-y-0.5 text-sm break-words text-red-700">
            {shown.map((line) => (
              <li key={line}>{line}</li>
            ))}
            {more > 0 && (
              <li>
                ... and {more} more {more === 1 ? 'error' : 'errors'}
              </li>
            )}
          </ul>
        </div>
      )}
      <p className="text-sm text-slate-600">
        File available until {formatExpiry(result.expiresAt)}
      </p>
    </div>
  );
}
