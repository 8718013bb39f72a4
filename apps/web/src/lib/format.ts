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
