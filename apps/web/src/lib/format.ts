const grouped = new Intl.NumberFormat('en-US');

/** 10000 → "10,000": credits and counts always show thousands separators (spec §9). */
export function formatNumber(value: number): string {
  return grouped.format(value);
}

/** Integer minor units in the given currency: (2000, "USD") → "$20.00". */
export function formatMoney(amountMinor: number, currency: string): string {
  const code = currency.toUpperCase();
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(
      amountMinor / 100,
    );
  } catch {
    // An unknown currency code must not take a page down.
    return `${(amountMinor / 100).toFixed(2)} ${code}`;
  }
}

/** "month" → "per month", "one_time" → "one-time purchase", anything else as words. */
export function formatInterval(interval: string): string {
  const words = interval.trim().toLowerCase().replace(/_/g, ' ');
  if (words === 'one time') return 'one-time purchase';
  if (['day', 'week', 'month', 'year'].includes(words)) return `per ${words}`;
  return words;
}

/** What 1,000 credits cost in a package, rounded to the currency's minor unit. */
export function formatPricePerThousand(amountMinor: number, credits: number, currency: string) {
  return formatMoney(Math.round((amountMinor * 1000) / credits), currency);
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** An ISO timestamp as a date people read: "Nov 20, 2026". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}
