import { AMOUNT_LIMIT, numberToDecimal } from '@trusty/contracts';
import { isCurrencyCode, splitCurrency } from './currencies';

/**
 * One amount cell read as money (issue 31): numbers, and numbers typed as text in either
 * convention ("1,234.50", "1.234,50", "1 234,50", "1'234.50", Indian "12,34,567.00"), with
 * negatives as "-12", "12-", "(12)" or a "CR" suffix, and a currency sign or code around them.
 * A cell that cannot be read says why, in words for the row's status; the file still succeeds.
 */

export type AmountReading =
  | { kind: 'empty' }
  | {
      kind: 'amount';
      value: number;
      /** The currency the cell itself names ("€12", "12 USD"). */
      currency?: string;
      /**
       * Text like "1,234" or "1.234" reads either way; `value` is the English reading and
       * this the other, taken when the column's unambiguous cells use the other convention.
       */
      alternative?: number;
      /** The convention an unambiguous text amount shows: "." or "," as its decimal mark. */
      decimalMark?: '.' | ',';
    }
  | { kind: 'issue'; issue: string };

/** Longer than any amount people type; a longer cell is not read at all (bounded work). */
const MAX_AMOUNT_TEXT = 64;

const quote = (text: string) => (text.length > 24 ? `"${text.slice(0, 21)}..."` : `"${text}"`);

const notANumber = (text: string): AmountReading => ({
  kind: 'issue',
  issue: `${quote(text)} is not a number`,
});

function bounded(value: number, shown: string): AmountReading | undefined {
  if (!Number.isFinite(value) || Math.abs(value) >= AMOUNT_LIMIT)
    return { kind: 'issue', issue: `${quote(shown)} is too large to be an amount` };
  return undefined;
}

/** A number cell's value (the sheet's own number): read as is, within the limit. */
export function readAmountNumber(value: number): AmountReading {
  return bounded(value, String(value)) ?? { kind: 'amount', value: value === 0 ? 0 : value };
}

/** Dashes an accounting format shows for zero, and the minus signs people paste. */
const DASHES = /^[-‐‑‒–—―−]$/;
const MINUS = /^[-‐‑‒–—―−]/;
const TRAILING_MINUS = /[-‐‑‒–—―−]$/;

/** Grouping of the whole part: 1,234,567 (threes) or 12,34,567 (Indian lakhs). */
function groupedWhole(whole: string, separator: string): string | undefined {
  const parts = whole.split(separator);
  const [first, ...rest] = parts;
  if (!first || !/^\d{1,3}$/.test(first)) return undefined;
  const threes = rest.every((part) => /^\d{3}$/.test(part));
  const lakhs =
    separator === ',' &&
    rest.length >= 2 &&
    /^\d{1,2}$/.test(first) &&
    rest.slice(0, -1).every((part) => /^\d{2}$/.test(part)) &&
    /^\d{3}$/.test(rest[rest.length - 1] as string);
  return threes || lakhs ? parts.join('') : undefined;
}

interface Digits {
  /** Plain decimal text, "." as its mark. */
  text: string;
  alternative?: string;
  decimalMark?: '.' | ',';
}

/**
 * The digits of an amount with its separators resolved. Spaces and apostrophes group thousands;
 * with both "." and "," the later one is the decimal mark; one kind repeated groups; one "," or
 * "." before exactly three digits reads either way (English first, the other as `alternative`).
 */
function resolveSeparators(raw: string): Digits | undefined {
  if (/^\d+(\.\d+)?e[+-]?\d+$/i.test(raw)) return { text: raw, decimalMark: '.' };
  const spaced = /[ '’]/.test(raw);
  const text = raw.replace(/(\d)[ '’](?=\d{3}(?!\d))/g, '$1');
  if (!/^\d[\d.,]*$|^[.,]\d+$/.test(text)) return undefined;
  const dots = text.split('.').length - 1;
  const commas = text.split(',').length - 1;
  const split = (mark: string, grouping: string | undefined): string | undefined => {
    const at = text.lastIndexOf(mark);
    const whole = text.slice(0, at);
    const fraction = text.slice(at + 1);
    if (!/^\d+$/.test(fraction)) return undefined;
    const digits =
      whole === ''
        ? '0'
        : grouping
          ? groupedWhole(whole, grouping)
          : /^\d+$/.test(whole)
            ? whole
            : undefined;
    return digits === undefined ? undefined : `${digits}.${fraction}`;
  };
  if (dots === 0 && commas === 0) return { text };
  if (dots > 0 && commas > 0) {
    const mark = text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ',';
    const grouping = mark === '.' ? ',' : '.';
    if (text.split(mark).length - 1 !== 1) return undefined;
    const digits = split(mark, grouping);
    return digits === undefined ? undefined : { text: digits, decimalMark: mark };
  }
  const mark = dots > 0 ? '.' : ',';
  if ((mark === '.' ? dots : commas) > 1) {
    const whole = groupedWhole(text, mark);
    return whole === undefined ? undefined : { text: whole, decimalMark: mark === '.' ? ',' : '.' };
  }
  const decimal = split(mark, undefined);
  const grouped = groupedWhole(text, mark);
  // "1,234" or "1.234": either reading is possible; spaces already grouping mean a decimal mark.
  if (decimal !== undefined && grouped !== undefined && !spaced) {
    return mark === '.'
      ? { text: decimal, alternative: grouped }
      : { text: grouped, alternative: decimal };
  }
  if (decimal !== undefined) return { text: decimal, decimalMark: mark };
  return undefined;
}

/** "kr" is the Swedish, Norwegian, Danish and Icelandic sign alike: read the number, name none. */
const SHARED_SIGN = /^kr\.?(?=[\s\d])|(?<=[\s\d])kr\.?$/i;

/** Currency and sign around the digits, peeled off in any order: "-$12", "$(12)", "(12 EUR)". */
function peel(text: string): { core: string; negative: boolean; currencies: string[] } {
  let core = text;
  let negative = false;
  const currencies: string[] = [];
  for (let step = 0; step < 6; step++) {
    const before = core;
    core = core.trim();
    if (/^\(.*\)$/.test(core)) {
      negative = true;
      core = core.slice(1, -1);
    } else if (MINUS.test(core)) {
      negative = true;
      core = core.slice(1);
    } else if (TRAILING_MINUS.test(core)) {
      negative = true;
      core = core.slice(0, -1);
    } else if (core.startsWith('+')) core = core.slice(1);
    else if (/\s*(CR|Cr|cr)\.?$/.test(core) && /\d/.test(core.replace(/\s*(CR|Cr|cr)\.?$/, ''))) {
      // A credit in a debit-positive ledger.
      negative = true;
      core = core.replace(/\s*(CR|Cr|cr)\.?$/, '');
    } else if (/\s*(DR|Dr|dr)\.?$/.test(core)) core = core.replace(/\s*(DR|Dr|dr)\.?$/, '');
    else {
      const found = splitCurrency(core, 'start') ?? splitCurrency(core, 'end');
      if (found && /\d/.test(found.rest)) {
        currencies.push(found.currency);
        core = found.rest;
      } else if (SHARED_SIGN.test(core)) core = core.replace(SHARED_SIGN, '');
    }
    if (core === before) break;
  }
  return { core: core.trim(), negative, currencies };
}

/** An amount cell holding text. */
export function readAmountText(text: string): AmountReading {
  const shown = text.trim();
  if (!shown) return { kind: 'empty' };
  if (shown.length > MAX_AMOUNT_TEXT) return notANumber(shown);
  // Full-width digits and no-break spaces become their plain forms.
  const plain = shown.normalize('NFKC').replace(/[\u00a0\u2007\u202f\u2009]/g, ' ');
  if (DASHES.test(plain)) return { kind: 'amount', value: 0 };
  const { core, negative, currencies } = peel(plain);
  if (new Set(currencies).size > 1) return notANumber(shown);
  const digits = resolveSeparators(core);
  if (!digits) return notANumber(shown);
  const signed = (digits: string) => {
    const value = Number(digits);
    return negative && value !== 0 ? -value : value;
  };
  const value = signed(digits.text);
  const tooLarge = bounded(value, shown);
  if (tooLarge) return tooLarge;
  return {
    kind: 'amount',
    value,
    ...(currencies[0] ? { currency: currencies[0] } : {}),
    ...(digits.alternative !== undefined ? { alternative: signed(digits.alternative) } : {}),
    ...(digits.decimalMark ? { decimalMark: digits.decimalMark } : {}),
  };
}

/**
 * An amount and currency given as values (an API item) as a row stores them: the exact decimal,
 * the ISO code, or why they cannot be kept (the row then keeps no amount, as a sheet's would).
 */
export function storedMoney(
  amount: number | undefined,
  currency: string | undefined,
): { amount: string | null; currency: string | null; amountIssue: string | null } {
  const code = currency?.toUpperCase() ?? null;
  if (amount === undefined) return { amount: null, currency: code, amountIssue: null };
  const reading = readAmountNumber(amount);
  if (reading.kind !== 'amount')
    return {
      amount: null,
      currency: code,
      amountIssue: reading.kind === 'issue' ? reading.issue : null,
    };
  if (code && !isCurrencyCode(code))
    return {
      amount: null,
      currency: null,
      amountIssue: `currency "${currency}" is not a currency code`,
    };
  return { amount: numberToDecimal(reading.value), currency: code, amountIssue: null };
}
