import { describe, expect, it } from 'vitest';
import {
  checkCostName,
  findAmountColumn,
  findCostNameColumn,
  findLedgerColumns,
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

  it('maps vendor, GL and cost-centre columns by name, whatever their spelling', () => {
    const columns = findLedgerColumns(
      cells('Supplier', 'cost_name', 'G/L Account', 'Account Description', 'COST CENTRE', 'Amount'),
    );
    expect(columns).toMatchObject({
      costColumn: 2,
      amountColumn: 6,
      focusExport: false,
      context: { vendor: 1, glAccount: 3, glDescription: 4, costCentre: 5 },
    });
    expect(columns?.read.map((c) => c.header)).toEqual([
      'Supplier',
      'cost_name',
      'G/L Account',
      'Account Description',
      'COST CENTRE',
      'Amount',
    ]);
  });

  it('accepts a FOCUS export, named by ServiceName, with BilledCost as the amount', () => {
    const focus = findLedgerColumns(
      cells('EffectiveCost', 'ServiceCategory', 'ServiceName', 'ChargeDescription', 'BilledCost'),
    );
    expect(focus).toMatchObject({
      costColumn: 3,
      amountColumn: 5,
      focusExport: true,
      context: { serviceCategory: 2, chargeDescription: 4 },
    });
    // a charge description alone names the rows; without ServiceCategory it is no FOCUS export
    expect(findLedgerColumns(cells('ServiceCategory', 'ChargeDescription'))?.costColumn).toBe(2);
    expect(findLedgerColumns(cells('ServiceName', 'BilledCost'))).toBeUndefined();
    expect(findLedgerColumns(cells('Vendor', 'Amount'))).toBeUndefined();
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
