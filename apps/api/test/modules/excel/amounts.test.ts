import { describe, expect, it } from 'vitest';
import { readAmountNumber, readAmountText } from '../../../src/modules/excel/amounts';
import {
  currencyOfCell,
  currencyOfFormat,
  currencyOfHeader,
} from '../../../src/modules/excel/currencies';

const value = (text: string) => {
  const reading = readAmountText(text);
  return reading.kind === 'amount' ? reading.value : reading.kind;
};
const currency = (text: string) => {
  const reading = readAmountText(text);
  return reading.kind === 'amount' ? reading.currency : reading.kind;
};
const issue = (reading: ReturnType<typeof readAmountText>) =>
  reading.kind === 'issue' ? reading.issue : undefined;

describe('amounts typed as text', () => {
  it('reads both thousands conventions, spaces and apostrophes, and Indian grouping', () => {
    expect(value('1,234.50')).toBe(1234.5);
    expect(value('1.234,50')).toBe(1234.5);
    expect(value('1 234 567,89')).toBe(1234567.89);
    expect(value('1\u00a0234,5')).toBe(1234.5);
    expect(value('1\u202f234.50')).toBe(1234.5);
    expect(value("1'234.50")).toBe(1234.5);
    expect(value('1’234.50')).toBe(1234.5);
    expect(value('12,34,567.00')).toBe(1234567);
    expect(value('1,234,567')).toBe(1234567);
    expect(value('1.234.567')).toBe(1234567);
    expect(value('1234,56')).toBe(1234.56);
    expect(value('0,5')).toBe(0.5);
    expect(value('.75')).toBe(0.75);
    expect(value('１２３')).toBe(123);
    expect(value('1.5E+3')).toBe(1500);
  });

  it('reads negatives as minus, trailing minus, parentheses and credit marks', () => {
    expect(value('-12.50')).toBe(-12.5);
    expect(value('\u221212.50')).toBe(-12.5);
    expect(value('12.50-')).toBe(-12.5);
    expect(value('(1,234.00)')).toBe(-1234);
    expect(value('$(99.10)')).toBe(-99.1);
    expect(value('(EUR 5)')).toBe(-5);
    expect(value('-$1,234.56')).toBe(-1234.56);
    expect(value('150.00 CR')).toBe(-150);
    expect(value('150.00cr')).toBe(-150);
    expect(value('150.00 DR')).toBe(150);
    expect(value('-')).toBe(0);
    expect(value('–')).toBe(0);
    expect(value('-0')).toBe(0);
    expect(Object.is(value('-0'), -0)).toBe(false);
  });

  it('finds the currency a cell names, by symbol or ISO code, before or after the number', () => {
    expect(currency('$1,234.56')).toBe('USD');
    expect(currency('€ 1.234,56')).toBe('EUR');
    expect(currency('1.234,56 €')).toBe('EUR');
    expect(currency('£99')).toBe('GBP');
    expect(currency('USD 10')).toBe('USD');
    expect(currency('10 eur')).toBe('EUR');
    expect(currency('EUR10')).toBe('EUR');
    expect(currency("CHF 1'250.00")).toBe('CHF');
    expect(currency('A$ 12')).toBe('AUD');
    expect(currency('¥1,000')).toBe('JPY');
    expect(currency('₹ 12,34,567.00')).toBe('INR');
    expect(currency('1 234 kr')).toBeUndefined();
    expect(value('1 234 kr')).toBe(1234);
    expect(currency('1234')).toBeUndefined();
  });

  it('reads "1,234" as English unless told otherwise, and offers the other reading', () => {
    expect(readAmountText('1,234')).toEqual({ kind: 'amount', value: 1234, alternative: 1.234 });
    expect(readAmountText('1.234')).toEqual({ kind: 'amount', value: 1.234, alternative: 1234 });
    expect(readAmountText('-1,234')).toMatchObject({ value: -1234, alternative: -1.234 });
    expect(readAmountText('12,50')).toMatchObject({ value: 12.5, decimalMark: ',' });
    expect(readAmountText('1.234,50')).toMatchObject({ decimalMark: ',' });
    expect(readAmountText('1,234.50')).toMatchObject({ decimalMark: '.' });
  });

  it('says why hostile or unreadable text is not an amount', () => {
    expect(readAmountText('')).toEqual({ kind: 'empty' });
    expect(readAmountText('   ')).toEqual({ kind: 'empty' });
    expect(issue(readAmountText('n/a'))).toBe('"n/a" is not a number');
    expect(issue(readAmountText('NaN'))).toBe('"NaN" is not a number');
    expect(issue(readAmountText('Infinity'))).toBe('"Infinity" is not a number');
    expect(issue(readAmountText('=SUM(A1:A9)'))).toBe('"=SUM(A1:A9)" is not a number');
    expect(issue(readAmountText('12abc'))).toBe('"12abc" is not a number');
    expect(issue(readAmountText('12.5%'))).toBe('"12.5%" is not a number');
    expect(issue(readAmountText('$10 EUR'))).toBe('"$10 EUR" is not a number');
    expect(issue(readAmountText('1,2,3'))).toBe('"1,2,3" is not a number');
    expect(issue(readAmountText('1.234.56'))).toBe('"1.234.56" is not a number');
    expect(issue(readAmountText('1e308'))).toBe('"1e308" is too large to be an amount');
    expect(issue(readAmountText('1e999'))).toBe('"1e999" is too large to be an amount');
    expect(issue(readAmountText('123456789012345678901234567890'))).toBe(
      '"123456789012345678901..." is too large to be an amount',
    );
    expect(issue(readAmountText('9'.repeat(200)))).toMatch(/is not a number$/);
    expect(issue(readAmountText('-'.repeat(10_000)))).toMatch(/is not a number$/);
    expect(value('1,000,000,000,000,000')).toBe('issue');
    expect(value('99,999,999,999.99')).toBe(99999999999.99);
  });

  it('reads text in time linear in its length', () => {
    const start = performance.now();
    for (let i = 0; i < 2_000; i++) readAmountText(`${'1,'.repeat(31)}1`);
    expect(performance.now() - start).toBeLessThan(1_000);
  });
});

describe('amounts held as numbers', () => {
  it('keeps the number, and refuses what cannot be a cost', () => {
    expect(readAmountNumber(1234.56)).toEqual({ kind: 'amount', value: 1234.56 });
    expect(readAmountNumber(-0)).toEqual({ kind: 'amount', value: 0 });
    expect(readAmountNumber(1e308)).toEqual({
      kind: 'issue',
      issue: '"1e+308" is too large to be an amount',
    });
    expect(readAmountNumber(Number.NaN).kind).toBe('issue');
    expect(readAmountNumber(Number('123456789012345678901234567890')).kind).toBe('issue');
  });
});

describe('currencies', () => {
  it('reads a Currency column by code, symbol or name', () => {
    expect(currencyOfCell('USD')).toBe('USD');
    expect(currencyOfCell(' eur ')).toBe('EUR');
    expect(currencyOfCell('€')).toBe('EUR');
    expect(currencyOfCell('EUR - Euro')).toBe('EUR');
    expect(currencyOfCell('Pound sterling')).toBe('GBP');
    expect(currencyOfCell('XYZ')).toBeUndefined();
    expect(currencyOfCell('Doubloons')).toBeUndefined();
    expect(currencyOfCell('x'.repeat(100))).toBeUndefined();
  });

  it('reads a currency named in a header, upper-case codes only', () => {
    expect(currencyOfHeader('Amount (EUR)')).toBe('EUR');
    expect(currencyOfHeader('Cost in USD')).toBe('USD');
    expect(currencyOfHeader('Betrag €')).toBe('EUR');
    expect(currencyOfHeader('Net amount')).toBeUndefined();
    expect(currencyOfHeader('SUM')).toBeUndefined();
  });

  it('reads the currency of a number format, with its locale where a sign is shared', () => {
    expect(currencyOfFormat('[$€-407] #,##0.00')).toBe('EUR');
    expect(currencyOfFormat('[$USD] #,##0.00')).toBe('USD');
    expect(currencyOfFormat('[$$-1009]#,##0.00')).toBe('CAD');
    expect(currencyOfFormat('[$$-409]#,##0.00')).toBe('USD');
    expect(currencyOfFormat('[$kr-41D] #,##0')).toBe('SEK');
    expect(currencyOfFormat('[$kr.-406] #,##0.00')).toBe('DKK');
    expect(currencyOfFormat('[$¥-411]#,##0')).toBe('JPY');
    expect(currencyOfFormat('[$¥-804]#,##0.00')).toBe('CNY');
    expect(currencyOfFormat('"$"#,##0.00_);[Red]\\("$"#,##0.00\\)')).toBe('USD');
    expect(currencyOfFormat('#,##0.00\\ "€"')).toBe('EUR');
    expect(currencyOfFormat('£#,##0')).toBe('GBP');
    expect(currencyOfFormat('#,##0.00 "GBP"')).toBe('GBP');
    expect(currencyOfFormat('#,##0.00')).toBeUndefined();
    expect(currencyOfFormat('0%')).toBeUndefined();
    expect(currencyOfFormat('dd/mm/yyyy')).toBeUndefined();
    expect(currencyOfFormat('[$-409]mmm d, yyyy')).toBeUndefined();
    expect(currencyOfFormat('#,##0 kr')).toBeUndefined();
  });
});
