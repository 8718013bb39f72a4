/**
 * Which currency a ledger means (issue 31): an ISO 4217 code or a symbol in a Currency column,
 * in an amount cell ("€1.234,50", "USD 10"), in the amount's header ("Amount (EUR)"), or in the
 * cell's number format (`[$€-407] #,##0.00`, `"$"#,##0.00`). Nothing here guesses beyond what the
 * file says: a symbol several currencies share ("kr") names none unless its locale does.
 */

/** The ISO 4217 codes this runtime knows (ICU's list, historic codes included). */
const ISO_CODES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

export const isCurrencyCode = (code: string): boolean => ISO_CODES.has(code);

/**
 * Symbols that name one currency. "$" alone is the US dollar, as Excel's en-US formats and most
 * exports mean it; other dollars carry their prefix (C$, A$) or their locale (below).
 */
const SYMBOLS: ReadonlyMap<string, string> = new Map([
  ['US$', 'USD'],
  ['U$S', 'USD'],
  ['CA$', 'CAD'],
  ['C$', 'CAD'],
  ['AU$', 'AUD'],
  ['A$', 'AUD'],
  ['NZ$', 'NZD'],
  ['HK$', 'HKD'],
  ['S$', 'SGD'],
  ['R$', 'BRL'],
  ['MX$', 'MXN'],
  ['$', 'USD'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['CN¥', 'CNY'],
  ['元', 'CNY'],
  ['¥', 'JPY'],
  ['円', 'JPY'],
  ['₹', 'INR'],
  ['₩', 'KRW'],
  ['₽', 'RUB'],
  ['₺', 'TRY'],
  ['₪', 'ILS'],
  ['₱', 'PHP'],
  ['฿', 'THB'],
  ['₫', 'VND'],
  ['₦', 'NGN'],
  ['₴', 'UAH'],
  ['₸', 'KZT'],
  ['zł', 'PLN'],
  ['Kč', 'CZK'],
  ['Ft', 'HUF'],
  ['lei', 'RON'],
  ['Fr.', 'CHF'],
  ['SFr.', 'CHF'],
  ['Rp', 'IDR'],
  ['RM', 'MYR'],
]);

/** Symbols longest first, so "US$" is found before "$". */
const SYMBOLS_BY_LENGTH = [...SYMBOLS.keys()].sort((a, b) => b.length - a.length);

/** The currency an Excel locale id (hex, from `[$sym-LCID]`) gives a symbol several share. */
const LOCALE_CURRENCIES: Record<string, Record<string, string>> = {
  $: {
    '409': 'USD',
    '1009': 'CAD',
    C09: 'AUD',
    '1409': 'NZD',
    '3C09': 'HKD',
    '4809': 'SGD',
    '80A': 'MXN',
    '2C0A': 'ARS',
    '340A': 'CLP',
    '240A': 'COP',
  },
  kr: { '41D': 'SEK', '414': 'NOK', '814': 'NOK', '406': 'DKK', '40F': 'ISK' },
  'kr.': { '406': 'DKK', '40F': 'ISK' },
  '¥': { '411': 'JPY', '804': 'CNY' },
  R: { '1C09': 'ZAR', '436': 'ZAR' },
  CHF: { '807': 'CHF', '100C': 'CHF', '810': 'CHF' },
};

/** A symbol (or code) with an optional Excel locale id as the currency it names. */
export function currencyOfSymbol(symbol: string, locale?: string): string | undefined {
  const trimmed = symbol.trim();
  const byLocale = locale ? LOCALE_CURRENCIES[trimmed]?.[locale.toUpperCase()] : undefined;
  if (byLocale) return byLocale;
  if (isCurrencyCode(trimmed.toUpperCase()) && /^[A-Za-z]{3}$/.test(trimmed))
    return trimmed.toUpperCase();
  return SYMBOLS.get(trimmed);
}

/** A currency sign or code at the start (or end) of a cell's text, and the text without it. */
export function splitCurrency(
  text: string,
  at: 'start' | 'end',
): { currency: string; rest: string; sign: string } | undefined {
  // An ISO code as a word of its own: "USD 10", "10 EUR", "EUR10"; never letters of a longer word.
  const code =
    at === 'start'
      ? /^([A-Za-z]{3})(?![A-Za-z])/.exec(text)
      : /(?<![A-Za-z])([A-Za-z]{3})$/.exec(text);
  const sign = code?.[1];
  if (sign && isCurrencyCode(sign.toUpperCase()))
    return {
      currency: sign.toUpperCase(),
      rest: at === 'start' ? text.slice(3) : text.slice(0, -3),
      sign,
    };
  for (const symbol of SYMBOLS_BY_LENGTH) {
    if (at === 'start' ? text.startsWith(symbol) : text.endsWith(symbol))
      return {
        currency: SYMBOLS.get(symbol) as string,
        rest: at === 'start' ? text.slice(symbol.length) : text.slice(0, -symbol.length),
        sign: symbol,
      };
  }
  return undefined;
}

/** Currency names people type in a Currency column instead of a code. */
const NAMES: ReadonlyMap<string, string> = new Map([
  ['dollar', 'USD'],
  ['dollars', 'USD'],
  ['usdollar', 'USD'],
  ['usdollars', 'USD'],
  ['euro', 'EUR'],
  ['euros', 'EUR'],
  ['pound', 'GBP'],
  ['pounds', 'GBP'],
  ['poundsterling', 'GBP'],
  ['sterling', 'GBP'],
  ['yen', 'JPY'],
  ['swissfranc', 'CHF'],
  ['swissfrancs', 'CHF'],
  ['rupee', 'INR'],
  ['rupees', 'INR'],
  ['yuan', 'CNY'],
  ['renminbi', 'CNY'],
  ['rmb', 'CNY'],
]);

/**
 * A Currency column's cell: "USD", "usd", "€", "EUR - Euro", "Euro (EUR)", "US Dollar".
 * Undefined when it names no currency we know.
 */
export function currencyOfCell(text: string): string | undefined {
  const trimmed = text.normalize('NFKC').trim();
  if (!trimmed || trimmed.length > 40) return undefined;
  if (/^[A-Za-z]{3}$/.test(trimmed) && isCurrencyCode(trimmed.toUpperCase()))
    return trimmed.toUpperCase();
  const symbol = currencyOfSymbol(trimmed);
  if (symbol) return symbol;
  // A code among other words: "EUR - Euro", "Euro (EUR)".
  for (const word of trimmed.match(/\b[A-Z]{3}\b/g) ?? []) if (isCurrencyCode(word)) return word;
  return NAMES.get(trimmed.toLowerCase().replace(/[^a-z]/g, ''));
}

/**
 * A currency named in a header: "Amount (EUR)", "Cost in USD", "Betrag €". Upper-case codes
 * only, as words of their own, so "Net" or "Sum" never read as codes.
 */
export function currencyOfHeader(text: string): string | undefined {
  for (const word of text.match(/(?<![A-Za-z])[A-Z]{3}(?![A-Za-z])/g) ?? [])
    if (isCurrencyCode(word)) return word;
  for (const symbol of SYMBOLS_BY_LENGTH) if (text.includes(symbol)) return SYMBOLS.get(symbol);
  return undefined;
}

/**
 * The currency a number format shows: `[$€-407] #,##0.00`, `[$USD] #,##0`, `"$"#,##0.00`,
 * `#,##0.00\ "kr"` with a locale, `£#,##0`. Undefined for formats without one.
 */
export function currencyOfFormat(code: string): string | undefined {
  if (code.length > 512) return undefined;
  // `[$sym-LCID]` and `[$CODE]`: the currency Excel's own pickers write.
  for (const match of code.matchAll(/\[\$([^\]-]*)(?:-([0-9A-Fa-f]+))?\]/g)) {
    const symbol = (match[1] ?? '').trim();
    if (!symbol) continue;
    const found = currencyOfSymbol(symbol, match[2]);
    if (found) return found;
  }
  // Colours, conditions and locale tags out of the way; quoted and escaped literals as text.
  const literal = code
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/"([^"]*)"/g, ' $1 ')
    .replace(/\\(.)/g, '$1');
  for (const word of literal.match(/(?<![A-Za-z])[A-Z]{3}(?![A-Za-z])/g) ?? [])
    if (isCurrencyCode(word)) return word;
  for (const symbol of SYMBOLS_BY_LENGTH) {
    // Letters-only signs ("Rp", "Ft", "lei") only as words of their own: never a date's letters.
    if (/^[A-Za-z.]+$/.test(symbol)) {
      const word = new RegExp(`(?<![A-Za-z])${symbol.replace('.', '\\.')}(?![A-Za-z])`);
      if (word.test(literal)) return SYMBOLS.get(symbol);
    } else if (literal.includes(symbol)) return SYMBOLS.get(symbol);
  }
  return undefined;
}
