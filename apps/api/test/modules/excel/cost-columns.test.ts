import { describe, expect, it } from 'vitest';
import {
  checkCostName,
  findCostNameColumn,
  findLedgerColumns,
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

describe('money columns', () => {
  const money = (...texts: string[]) => {
    const found = findLedgerColumns(cells('Cost Name', ...texts));
    return (
      found && {
        amount: found.amountColumn,
        credit: found.creditColumn,
        currency: found.currencyColumn,
        headerCurrency: found.headerCurrency,
      }
    );
  };

  it('finds the amount by its many names, in several languages', () => {
    for (const header of [
      'Amount',
      'AMOUNT_USD',
      'Net Amount',
      'Cost',
      'Spend',
      'Value',
      'Net',
      'Expense',
      'Extended Amount',
      'Betrag',
      'Montant HT',
      'Coût',
      'Importe',
      'Kosten',
      'Bedrag',
      'Belopp',
      'Kwota',
      'Wartość',
      '金額',
      'Amount incl. VAT',
    ])
      expect(money('Vendor', header)?.amount, header).toBe(3);
    expect(money('Vendor', 'Cost Center')?.amount).toBeUndefined();
    expect(money('Vendor', 'Amount Currency')?.amount).toBeUndefined();
  });

  it('prefers the plain amount to a total or a price, wherever it sits', () => {
    expect(money('Total', 'Price', 'Amount')?.amount).toBe(4);
    expect(money('Unit Price', 'Spend')?.amount).toBe(3);
    expect(money('Total')?.amount).toBe(2);
  });

  it('pairs Debit and Credit when there is no single amount, and prefers the net when there is', () => {
    expect(money('Debit', 'Credit')).toMatchObject({ amount: 2, credit: 3 });
    expect(money('Soll', 'Haben')).toMatchObject({ amount: 2, credit: 3 });
    expect(money('Debe', 'Haber')).toMatchObject({ amount: 2, credit: 3 });
    expect(money('Debit', 'Credit', 'Net Amount')).toMatchObject({ amount: 4, credit: undefined });
    expect(money('Debit')).toMatchObject({ amount: 2, credit: undefined });
    expect(money('Credit')?.amount).toBeUndefined();
  });

  it('finds the currency in its own column or in the amount header', () => {
    expect(money('Amount', 'Currency')).toMatchObject({ amount: 2, currency: 3 });
    expect(money('Amount', 'CCY')).toMatchObject({ currency: 3 });
    expect(money('Betrag', 'Währung')).toMatchObject({ currency: 3 });
    expect(money('Montant', 'Devise')).toMatchObject({ currency: 3 });
    expect(money('Amount (EUR)')).toMatchObject({ amount: 2, headerCurrency: 'EUR' });
    expect(money('Cost in USD')).toMatchObject({ amount: 2, headerCurrency: 'USD' });
    expect(money('Amount')?.headerCurrency).toBeUndefined();
  });

  it("reads a FOCUS export's BilledCost in its BillingCurrency", () => {
    const focus = findLedgerColumns(
      cells(
        'ServiceCategory',
        'ServiceName',
        'EffectiveCost',
        'BilledCost',
        'PricingCurrency',
        'BillingCurrency',
      ),
    );
    expect(focus).toMatchObject({ amountColumn: 4, currencyColumn: 6 });
  });

  it('lists the money columns among the columns read', () => {
    const found = findLedgerColumns(cells('Cost Name', 'Debit', 'Credit', 'Currency'));
    expect(found?.read.map((c) => c.header)).toEqual(['Cost Name', 'Debit', 'Credit', 'Currency']);
  });
});
