import { createHash } from 'node:crypto';
import type { ColumnRoles, DetectedRoles } from '@trusty/contracts';
import {
  CONTEXT_FIELDS,
  findLedgerColumns,
  normalizeHeader,
  type HeaderCell,
  type LedgerColumns,
} from './cost-columns';
import { currencyOfHeader } from './currencies';
import { columnLetters } from './ooxml/xml';

/**
 * The columns of a sheet by the part they play (issue 34 §2), as detection finds them, as a person
 * chose them, or as the account remembers them for a header layout. Detection itself is
 * `cost-columns.ts`'s; this turns its answer into roles and a person's roles back into columns.
 */

/** An account's remembered choices: roles by the layout key of the header row they were made for. */
export type RememberedLayouts = Readonly<Record<string, ColumnRoles>>;

/**
 * A header row's layout, as a key: its cells' columns and normalised texts, hashed. Two exports
 * of the same report share it whatever their rows; a renamed or moved column changes it.
 */
export function layoutKeyOf(cells: readonly HeaderCell[]): string {
  const layout = cells
    .map((cell) => ({ column: cell.column, text: normalizeHeader(cell.text) }))
    .filter((cell) => cell.text !== '')
    .sort((a, b) => a.column - b.column)
    .map((cell) => `${cell.column}:${cell.text}`)
    .join('\u0000');
  return createHash('sha256').update(layout).digest('hex');
}

/** Detection's columns as roles. */
export function rolesOf(columns: LedgerColumns): ColumnRoles {
  const roles: ColumnRoles = { costName: columns.costColumn };
  if (columns.amountColumn !== undefined) roles.amount = columns.amountColumn;
  if (columns.creditColumn !== undefined) roles.credit = columns.creditColumn;
  if (columns.currencyColumn !== undefined) roles.currency = columns.currencyColumn;
  for (const field of CONTEXT_FIELDS) {
    const column = columns.context[field];
    if (column !== undefined) roles[field] = column;
  }
  return roles;
}

/** What detection makes of a header row, as roles (none without a cost-name column). */
export function detectRoles(cells: readonly HeaderCell[]): DetectedRoles {
  const found = findLedgerColumns(cells);
  return found ? rolesOf(found) : {};
}

/** A header cell's name for the Summary and the picker: its text, or its letter when empty. */
const headerName = (cells: readonly HeaderCell[], column: number) =>
  cells.find((cell) => cell.column === column)?.text.trim() || `Column ${columnLetters(column)}`;

/** A person's (or a remembered) choice as the columns to read, headed as in the sheet. */
export function ledgerColumnsOf(roles: ColumnRoles, cells: readonly HeaderCell[]): LedgerColumns {
  const context: LedgerColumns['context'] = {};
  for (const field of CONTEXT_FIELDS) if (roles[field] !== undefined) context[field] = roles[field];
  const used = [...new Set(Object.values(roles).filter((c): c is number => c !== undefined))];
  // A currency the amount's (or credit's) header names, for rows that name none: as detection does.
  const headerCurrency =
    roles.amount === undefined
      ? undefined
      : (currencyOfHeader(headerName(cells, roles.amount)) ??
        (roles.credit === undefined
          ? undefined
          : currencyOfHeader(headerName(cells, roles.credit))));
  return {
    costColumn: roles.costName,
    ...(roles.amount !== undefined ? { amountColumn: roles.amount } : {}),
    ...(roles.amount !== undefined && roles.credit !== undefined
      ? { creditColumn: roles.credit }
      : {}),
    ...(roles.currency !== undefined ? { currencyColumn: roles.currency } : {}),
    ...(headerCurrency !== undefined ? { headerCurrency } : {}),
    context,
    // a FOCUS export names a row without a ServiceName by its ChargeDescription
    focusExport: roles.serviceCategory !== undefined && roles.chargeDescription !== undefined,
    read: used
      .sort((a, b) => a - b)
      .map((column) => ({ column, header: headerName(cells, column) })),
  };
}
