import { describe, expect, it } from 'vitest';
import {
  checkCostName,
  findAmountColumn,
  findCostNameColumn,
  parseAmount,
} from '../../../src/modules/excel/cost-columns';

const cells = (...texts: string[]) => texts.map((text, i) => ({ column: i + 1, text }));

describe('cost columns', () => {
  it('matches headers case- and separator-insensitively, by preference', () => {
    expect(findCostNameColumn(cells('Vendor', 'COST_NAME'))).toBe(2);
    expect(findCostNameColumn(cells('Description', 'cost-name'))).toBe(2);
    expect(findCostNameColumn(cells('Item', 'Name'))).toBe(2);
    expect(findCostNameColumn(cells('Vendor Name', 'Names'))).toBeUndefined();
  });

  it('finds an amount column for the summary', () => {
    expect(findAmountColumn(cells('Cost Name', 'Total', 'Amount (USD)'), 1)).toBe(3);
    expect(findAmountColumn(cells('Cost Name', 'Cost'), 1)).toBe(2);
    expect(findAmountColumn(cells('Cost Name', 'Vendor'), 1)).toBeUndefined();
  });

  it('reads amounts typed as text without guessing other notations', () => {
    expect(parseAmount('1,234.50')).toBe(1234.5);
    expect(parseAmount('$ 99')).toBe(99);
    expect(parseAmount('USD 10')).toBe(10);
    expect(parseAmount('(12.00)')).toBe(-12);
    expect(parseAmount('1.234,50')).toBeUndefined();
    expect(parseAmount('n/a')).toBeUndefined();
  });

  it('explains why a name cannot be classified', () => {
    expect(checkCostName('  AWS   EC2 ', 'string')).toEqual({ ok: true, name: 'AWS EC2' });
    expect(checkCostName('', 'string')).toEqual({ ok: false, issue: 'Cost name is empty' });
    expect(checkCostName('#N/A', 'error')).toEqual({
      ok: false,
      issue: 'Cost name cell shows the error #N/A',
    });
    expect(checkCostName('TRUE', 'boolean')).toEqual({
      ok: false,
      issue: 'Cost name TRUE is a TRUE/FALSE value, not a name',
    });
    expect(checkCostName('---', 'string')).toEqual({
      ok: false,
      issue: 'Cost name "---" has no words to classify',
    });
    expect(checkCostName('Oracle\u0000support\u0007 ', 'string')).toEqual({
      ok: true,
      name: 'Oracle support',
    });
    expect(checkCostName('\u0000\u001b', 'string')).toEqual({
      ok: false,
      issue: 'Cost name is empty',
    });
    expect(checkCostName('a'.repeat(501), 'string')).toEqual({
      ok: false,
      issue: 'Cost name is longer than 500 characters',
    });
  });
});
