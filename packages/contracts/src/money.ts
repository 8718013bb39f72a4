import { z } from 'zod';

/**
 * Money as the product keeps it (issue 31): an amount is a decimal string ("-1234.5",
 * "0.000012"), never a float on the wire, and always travels with its currency (an ISO 4217
 * code, or null when the file did not say). Totals are kept per currency; nothing is converted.
 */

/** The largest magnitude read as a cost: beyond it a spreadsheet cannot hold the cents either. */
export const AMOUNT_LIMIT = 1e15;

export const decimalAmountSchema = z
  .string()
  .regex(/^-?\d{1,16}(\.\d{1,24})?$/, 'An amount is a decimal number such as 1234.56');

export const currencyCodeSchema = z
  .string()
  .regex(/^[A-Z]{3}$/, 'A currency is a three-letter ISO 4217 code such as USD');

/** A sum of money in one currency; `currency` null: the file did not say which. */
export const moneySchema = z.object({
  currency: currencyCodeSchema.nullable(),
  amount: decimalAmountSchema,
});
export type Money = z.infer<typeof moneySchema>;

/** Decimal places kept in exact sums: far below any currency's minor unit. */
export const DECIMAL_SCALE = 12;
const SCALE_FACTOR = 10n ** BigInt(DECIMAL_SCALE);

/**
 * A number's shortest decimal text without an exponent: 1e-7 → "0.0000001", 1.5e21 → "1500…0".
 * It is the value a spreadsheet cell holds, written as people read it.
 */
export function numberToDecimal(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  const text = String(value === 0 ? 0 : value);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign, whole, fraction = '', exponentText] = match;
  const digits = `${whole}${fraction}`;
  const point = (whole as string).length + Number(exponentText);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** A decimal string (or a database numeric's text) in units of 10^-DECIMAL_SCALE, exactly. */
export function decimalToUnits(text: string): bigint {
  const match = /^\s*([+-]?)(\d*)(?:\.(\d*))?\s*$/.exec(text);
  if (!match || (match[2] === '' && !match[3])) throw new RangeError(`not a decimal: ${text}`);
  const [, sign, whole = '', fraction = ''] = match;
  // Digits past the scale are rounded half away from zero.
  const kept = fraction.slice(0, DECIMAL_SCALE).padEnd(DECIMAL_SCALE, '0');
  let units = BigInt(whole || '0') * SCALE_FACTOR + BigInt(kept);
  if ((fraction.charCodeAt(DECIMAL_SCALE) || 0) >= 53 /* '5' */) units += 1n;
  return sign === '-' ? -units : units;
}

/** Units of 10^-DECIMAL_SCALE as a decimal string, trailing zeros dropped: 1234500…n → "1.2345". */
export function unitsToDecimal(units: bigint): string {
  const negative = units < 0n;
  const magnitude = negative ? -units : units;
  const whole = magnitude / SCALE_FACTOR;
  const fraction = (magnitude % SCALE_FACTOR)
    .toString()
    .padStart(DECIMAL_SCALE, '0')
    .replace(/0+$/, '');
  const text = fraction ? `${whole}.${fraction}` : `${whole}`;
  return negative && text !== '0' ? `-${text}` : text;
}

/** The exact sum of decimal strings. */
export function sumDecimals(values: Iterable<string>): string {
  let units = 0n;
  for (const value of values) units += decimalToUnits(value);
  return unitsToDecimal(units);
}

/** Decimal places of a currency's minor unit (JPY 0, USD 2, BHD 3); 2 when unknown or null. */
export function minorDigits(currency: string | null): number {
  if (!currency) return 2;
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** A decimal rounded half away from zero to `digits` places: ("2.345", 2) → "2.35". */
export function roundDecimal(text: string, digits: number): string {
  const units = decimalToUnits(text);
  const step = 10n ** BigInt(DECIMAL_SCALE - digits);
  const half = step / 2n;
  const rounded = ((units < 0n ? units - half : units + half) / step) * step;
  const plain = unitsToDecimal(rounded);
  if (digits === 0) return plain;
  const [whole, fraction = ''] = plain.split('.');
  return `${whole}.${fraction.padEnd(digits, '0')}`;
}

/** `part` as a share of `whole` (0..1, not clamped); 0 when the whole is 0. */
export function shareOf(part: string, whole: string): number {
  const w = decimalToUnits(whole);
  if (w === 0n) return 0;
  // Six decimals of share are far more than any screen shows.
  return Number((decimalToUnits(part) * 1_000_000n) / w) / 1_000_000;
}
