import { describe, expect, it } from 'vitest';
import {
  decimalToUnits,
  minorDigits,
  numberToDecimal,
  roundDecimal,
  shareOf,
  sumDecimals,
  unitsToDecimal,
} from '../src/money';

describe('exact money arithmetic', () => {
  it('writes a number as the shortest decimal a spreadsheet cell holds, never with an exponent', () => {
    expect(numberToDecimal(1234.56)).toBe('1234.56');
    expect(numberToDecimal(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(numberToDecimal(1e-7)).toBe('0.0000001');
    expect(numberToDecimal(-2.5e-8)).toBe('-0.000000025');
    expect(numberToDecimal(1.5e21)).toBe('1500000000000000000000');
    expect(numberToDecimal(-0)).toBe('0');
    expect(() => numberToDecimal(Number.NaN)).toThrow(RangeError);
  });

  it('sums decimals exactly where floats drift', () => {
    const cents = Array.from({ length: 10 }, () => '0.1');
    expect(cents.reduce((sum, value) => sum + Number(value), 0)).not.toBe(1);
    expect(sumDecimals(cents)).toBe('1');
    expect(sumDecimals(['1234.56', '-234.56', '0.005'])).toBe('1000.005');
    expect(sumDecimals([])).toBe('0');
  });

  it('round-trips units and keeps twelve decimals, rounding the rest half away from zero', () => {
    expect(unitsToDecimal(decimalToUnits('-0.000000000000499'))).toBe('0');
    expect(unitsToDecimal(decimalToUnits('0.0000000000005'))).toBe('0.000000000001');
    expect(unitsToDecimal(decimalToUnits('-0.0000000000005'))).toBe('-0.000000000001');
    expect(unitsToDecimal(decimalToUnits('12.50'))).toBe('12.5');
    expect(() => decimalToUnits('1e5')).toThrow(RangeError);
    expect(() => decimalToUnits('')).toThrow(RangeError);
  });

  it('rounds to a currency\u2019s minor unit and knows which that is', () => {
    expect(roundDecimal('2.345', 2)).toBe('2.35');
    expect(roundDecimal('-2.345', 2)).toBe('-2.35');
    expect(roundDecimal('1999.5', 0)).toBe('2000');
    expect(roundDecimal('7', 3)).toBe('7.000');
    expect(minorDigits('USD')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('BHD')).toBe(3);
    expect(minorDigits(null)).toBe(2);
  });

  it('gives a share of a whole, and none of nothing', () => {
    expect(shareOf('25', '100')).toBe(0.25);
    expect(shareOf('1', '3')).toBeCloseTo(0.333333, 6);
    expect(shareOf('5', '0')).toBe(0);
  });
});
