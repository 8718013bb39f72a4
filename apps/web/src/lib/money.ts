import { minorDigits, roundDecimal, shareOf } from '@trusty/contracts';

/**
 * Money as the pages show it (issue 31): an exact decimal text with its currency, never added to
 * another currency. Intl formats the decimal text itself, so "1234567.895" is rounded once, to
 * the currency's own minor unit, and never passes through a float.
 */

const formats = new Map<string, Intl.NumberFormat>();

function formatFor(currency: string | null, compact: boolean): Intl.NumberFormat {
  const key = `${currency ?? ''}|${compact}`;
  let format = formats.get(key);
  if (!format) {
    const digits = minorDigits(currency);
    format = new Intl.NumberFormat('en-US', {
      ...(currency ? { style: 'currency', currency, currencyDisplay: 'code' } : {}),
      ...(compact
        ? { notation: 'compact', maximumFractionDigits: 1 }
        : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    });
    formats.set(key, format);
  }
  return format;
}

/** "USD 1,234.56"; an amount whose file did not say its currency has none: "1,234.56". */
export function formatAmount(amount: string, currency: string | null): string {
  const rounded = roundDecimal(amount, minorDigits(currency));
  // Intl reads a decimal string exactly (ES2023 Intl.NumberFormat v3).
  return formatFor(currency, false).format(rounded as unknown as number);
}

/** "USD 1.2M": for chart axes, where the exact figure is in the table view beside them. */
export function formatCompactAmount(amount: string, currency: string | null): string {
  return formatFor(currency, true).format(Number(amount));
}

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** `part` as a share of `whole`: "78.4%"; "—" of nothing. */
export function formatShare(part: string, whole: string): string {
  if (Number(whole) === 0) return '—';
  return percent.format(shareOf(part, whole));
}

/** The label of a currency key: its code, or "No currency" for amounts whose file did not say. */
export const currencyLabel = (currency: string | null): string => currency ?? 'No currency';
