import {
  COLUMN_ROLE_LABELS,
  COLUMN_ROLES,
  quoteFor,
  type ColumnRole,
  type DetectedRoles,
  type SheetPreview,
} from '@trusty/contracts';
import { useId } from 'react';
import { useKeyboardScrollable } from '../../../components/ui/dialog';
import { fieldControlClasses } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';

/** The roles beyond the cost name, shown under "More columns" unless one is in use. */
const OTHER_ROLES = COLUMN_ROLES.filter((role) => role !== 'costName');

const SOURCE_NOTES = {
  headers: 'Detected from the headers. Change any column before processing if it is wrong.',
  remembered: 'Read as you chose for files with these headers.',
  none: 'No column is headed as a cost name: choose the column that holds them.',
} as const;

export interface ColumnConfirmationProps {
  preview: SheetPreview;
  roles: DetectedRoles;
  onRolesChange(roles: DetectedRoles): void;
  onSheetChange(sheet: string): void;
  /** Another sheet's preview is on its way. */
  loadingSheet: boolean;
}

function RolePicker(props: {
  columnRole: ColumnRole;
  preview: SheetPreview;
  roles: DetectedRoles;
  onChange(column: number | undefined): void;
}) {
  const id = useId();
  const { columnRole: role, preview, roles } = props;
  const value = roles[role];
  const takenBy = (column: number) =>
    COLUMN_ROLES.find((other) => other !== role && roles[other] === column);
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {COLUMN_ROLE_LABELS[role]}
      </label>
      <select
        id={id}
        value={value ?? ''}
        aria-invalid={role === 'costName' && value === undefined ? true : undefined}
        onChange={(event) =>
          props.onChange(event.target.value === '' ? undefined : Number(event.target.value))
        }
        className={fieldControlClasses(
          role === 'costName' && value === undefined ? 'missing' : undefined,
          'h-10',
        )}
      >
        <option value="">{role === 'costName' ? 'Choose a column' : 'Not in this file'}</option>
        {preview.columns.map((column) => {
          const other = takenBy(column.column);
          return (
            <option key={column.column} value={column.column}>
              {column.letter} · {column.header || '(no header)'}
              {other ? ` — now ${COLUMN_ROLE_LABELS[other]}` : ''}
            </option>
          );
        })}
      </select>
    </div>
  );
}

/**
 * Issue 34 §2: after a file is chosen, what will be read — its first rows, the column of each
 * role with a picker, the sheet for a multi-sheet workbook, and the quote in credits. A column
 * taken for one role leaves the role it had.
 */
export function ColumnConfirmation(props: ColumnConfirmationProps) {
  const { preview, roles } = props;
  const headingId = useId();
  const credits = quoteFor(preview, roles.costName);
  const short = credits > preview.balance;
  const roleOf = (column: number) => COLUMN_ROLES.find((role) => roles[role] === column);
  const setRole = (role: ColumnRole, column: number | undefined) => {
    const next: DetectedRoles = { ...roles };
    for (const other of COLUMN_ROLES)
      if (column !== undefined && next[other] === column) delete next[other];
    if (column === undefined) delete next[role];
    else next[role] = column;
    props.onRolesChange(next);
  };
  const extraInUse = OTHER_ROLES.some((role) => roles[role] !== undefined);

  return (
    <section aria-labelledby={headingId} className="mt-4 space-y-4">
      <div>
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          Columns to read
        </h2>
        <p className="text-sm text-slate-600">{SOURCE_NOTES[preview.source]}</p>
      </div>

      {preview.sheets.length > 1 && (
        <SelectField
          label="Sheet"
          compact
          frameClassName="max-w-xs"
          value={preview.sheet}
          disabled={props.loadingSheet}
          onChange={(event) => props.onSheetChange(event.target.value)}
        >
          {preview.sheets.map((sheet) => (
            <option key={sheet}>{sheet}</option>
          ))}
        </SelectField>
      )}

      <div className="grid gap-3 sm:grid-cols-2">
        <RolePicker
          columnRole="costName"
          preview={preview}
          roles={roles}
          onChange={(column) => setRole('costName', column)}
        />
      </div>
      <details open={extraInUse} className="rounded-lg border border-slate-200 bg-white p-3">
        <summary className="cursor-pointer text-sm font-medium text-slate-700">
          More columns: vendor, GL account, cost centre, amount, currency, FOCUS
        </summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {OTHER_ROLES.map((role) => (
            <RolePicker
              key={role}
              columnRole={role}
              preview={preview}
              roles={roles}
              onChange={(column) => setRole(role, column)}
            />
          ))}
        </div>
      </details>

      <FirstRows preview={preview} roleOf={roleOf} />

      <p
        className={cn('text-sm', short ? 'font-medium text-red-700' : 'text-slate-700')}
        aria-live="polite"
      >
        {roles.costName === undefined
          ? 'Choose the cost-name column to see what processing costs.'
          : `Processing uses at most ${formatNumber(credits)} ${credits === 1 ? 'credit' : 'credits'}: one per cost line; lines your rules decide and lines nothing is recognised in are free. You have ${formatNumber(preview.balance)}.`}
        {short &&
          roles.costName !== undefined &&
          ' An upload that needs more credits than you have is refused, and nothing is charged.'}
      </p>
    </section>
  );
}

/** The sheet's first rows under their headers, each column marked with the role it is read for. */
function FirstRows(props: {
  preview: ColumnConfirmationProps['preview'];
  roleOf(column: number): ColumnRole | undefined;
}) {
  const { preview, roleOf } = props;
  const scrollable = useKeyboardScrollable<HTMLDivElement>();
  return (
    <div
      {...scrollable}
      role="region"
      aria-label={`First rows of ${preview.sheet}`}
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full border-collapse text-left text-xs">
        <caption className="sr-only">
          First rows of {preview.sheet}, under the headers of row {preview.headerRow}
        </caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-2 py-1.5 font-medium">
              Row
            </th>
            {preview.columns.map((column) => {
              const role = roleOf(column.column);
              return (
                <th
                  key={column.column}
                  scope="col"
                  className={cn('px-2 py-1.5 align-bottom font-medium', role && 'bg-brand-50')}
                >
                  <span className="block text-slate-600">{column.letter}</span>
                  <span className="block text-slate-900">{column.header || '—'}</span>
                  {role && (
                    <span className="block font-semibold text-brand-800">
                      {COLUMN_ROLE_LABELS[role]}
                    </span>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row) => (
            <tr key={row.row} className="border-t border-slate-100">
              <td className="px-2 py-1.5 text-slate-600">{row.row}</td>
              {row.cells.map((cell, i) => (
                <td
                  key={preview.columns[i]?.column ?? i}
                  className={cn(
                    'max-w-48 truncate px-2 py-1.5 text-slate-800',
                    roleOf(preview.columns[i]?.column ?? 0) && 'bg-brand-50/60',
                  )}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
