/**
 * Cells of the CSV files the app writes (RFC 4180, comma separated). A text cell that a
 * spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a carriage return) is
 * prefixed with an apostrophe, so opening an export never runs what a ledger line smuggled in
 * (CSV injection); numbers the app itself wrote are passed as `number` cells and left alone.
 */

export const FORMULA_START = /^[=+\-@\t\r]/;

export function csvText(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A number the app wrote (a decimal text such as "-500.05"): never a formula. */
export function csvNumber(value: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(value)) throw new Error(`not a number: ${value}`);
  return value;
}
