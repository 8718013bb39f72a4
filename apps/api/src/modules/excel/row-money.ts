import { decimalToUnits, numberToDecimal, unitsToDecimal } from '@trusty/contracts';
import { readAmountNumber, readAmountText, type AmountReading } from './amounts';
import { currencyOfCell } from './currencies';
import type { MoneyColumns } from './money-columns';
import { formatOfStyle, type CellFormats } from './ooxml/number-formats';
import type { CellXml } from './ooxml/sheet-xml';
import { attribute } from './ooxml/xml';

/**
 * Each row's money as the sheet states it (issue 31): the amount (or debit − credit), and its
 * currency from, in this order, the Currency column, the amount cell's own text, the cell's
 * number format, or the amount's header. A row whose money cannot be read keeps no amount and
 * says why (`amountIssue`); its name is still classified and the file still succeeds.
 */

export interface RowMoney {
  amount?: number;
  currency?: string;
  /** Why the row's amount could not be read; the row then has no amount. */
  amountIssue?: string;
}

/** Where a currency came from, strongest first: a conflict is reported only between the first two. */
type Said = { currency: string; by: 'column' | 'cell' } | undefined;

const quote = (text: string) => (text.length > 24 ? `"${text.slice(0, 21)}..."` : `"${text}"`);

function readCell(cell: CellXml | undefined): AmountReading {
  const value = cell?.value;
  if (!value) return { kind: 'empty' };
  if (value.type === 'number') return readAmountNumber(value.number);
  if (value.type === 'error')
    return { kind: 'issue', issue: `the cell shows the error ${value.text.slice(0, 24)}` };
  if (value.type === 'boolean') return { kind: 'issue', issue: `${value.text} is not a number` };
  if (value.text.trim() === '' && cell && cell.xml.includes('<f'))
    return { kind: 'issue', issue: 'the formula was saved without its value' };
  return readAmountText(value.text);
}

/** a − b exactly, as the sheet's numbers mean them (0.3 − 0.1 is 0.2, not 0.19999…). */
const subtract = (a: number, b: number) =>
  Number(unitsToDecimal(decimalToUnits(numberToDecimal(a)) - decimalToUnits(numberToDecimal(b))));

export class RowMoneyReader {
  /** Text amounts that read either way, settled once the whole column has been seen. */
  private readonly ambiguous: Array<{ row: RowMoney; alternative: number }> = [];
  private readonly marks = { '.': 0, ',': 0 };
  /** The number format first seen on each currency's amounts (`''`: no currency), for the Summary. */
  readonly formatIds = new Map<string, number>();

  constructor(
    private readonly columns: MoneyColumns,
    private readonly formats: CellFormats,
  ) {}

  get hasAmounts(): boolean {
    return this.columns.amountColumn !== undefined;
  }

  read(cells: readonly CellXml[]): RowMoney {
    const { amountColumn, creditColumn, currencyColumn, headerCurrency } = this.columns;
    if (amountColumn === undefined) return {};
    const cellAt = (column: number | undefined) =>
      column === undefined ? undefined : cells.find((cell) => cell.column === column);

    const debitCell = cellAt(amountColumn);
    const debit = readCell(debitCell);
    const credit = creditColumn === undefined ? undefined : readCell(cellAt(creditColumn));
    if (debit.kind === 'issue') return { amountIssue: debit.issue };
    if (credit?.kind === 'issue') return { amountIssue: `credit ${credit.issue}` };
    if (debit.kind === 'empty' && (!credit || credit.kind === 'empty')) return {};

    let said: Said;
    const currencyCell = cellAt(currencyColumn);
    const currencyText =
      currencyCell?.value?.type === 'string' ? currencyCell.value.text.trim() : '';
    if (currencyText) {
      const currency = currencyOfCell(currencyText);
      if (!currency)
        return { amountIssue: `currency ${quote(currencyText)} is not a currency code` };
      said = { currency, by: 'column' };
    }
    for (const reading of [debit, credit]) {
      if (reading?.kind !== 'amount' || !reading.currency) continue;
      if (said && said.currency !== reading.currency)
        return {
          amountIssue:
            said.by === 'column'
              ? `the amount is in ${reading.currency} but the currency column says ${said.currency}`
              : `the debit is in ${said.currency} but the credit in ${reading.currency}`,
        };
      said ??= { currency: reading.currency, by: 'cell' };
    }
    const style = formatOfStyle(
      this.formats,
      debitCell ? attribute(debitCell.attributes, 's') : undefined,
    );
    const currency = said?.currency ?? style.currency ?? headerCurrency;
    // A number's own format, not General (0) or Text (49), is how the file shows its money.
    const shown = style.formatId !== undefined && style.formatId !== 0 && style.formatId !== 49;
    if (shown && debitCell?.value?.type === 'number' && !this.formatIds.has(currency ?? ''))
      this.formatIds.set(currency ?? '', style.formatId as number);

    const value = (reading: AmountReading | undefined) =>
      reading?.kind === 'amount' ? reading.value : 0;
    const money: RowMoney = {
      amount: credit ? subtract(value(debit), value(credit)) : value(debit),
      ...(currency ? { currency } : {}),
    };
    // Only a lone amount can be re-read: a pair's sides would each need settling.
    if (!credit && debit.kind === 'amount') {
      if (debit.decimalMark) this.marks[debit.decimalMark] += 1;
      if (debit.alternative !== undefined)
        this.ambiguous.push({ row: money, alternative: debit.alternative });
    }
    return money;
  }

  /**
   * "1,234" reads as 1234 unless the column's other text amounts use "," as their decimal mark
   * ("12,50", "1.234,50"): then it is 1.234, as the rest of the column means it.
   */
  settle(): void {
    if (this.marks[','] <= this.marks['.']) return;
    for (const { row, alternative } of this.ambiguous) row.amount = alternative;
  }
}
