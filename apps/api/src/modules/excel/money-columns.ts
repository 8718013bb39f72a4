import { currencyOfHeader, isCurrencyCode } from './currencies';

/**
 * Which columns of a header row hold the money (issue 31): the amount (by its many names, in
 * several languages, FOCUS's BilledCost / EffectiveCost), or a Debit / Credit pair, and the
 * currency (a column of its own, or named in the amount's header: "Amount (EUR)").
 */

export interface HeaderText {
  column: number;
  text: string;
}

export interface MoneyColumns {
  /** The amount, or the debit side of a Debit / Credit pair. */
  amountColumn?: number;
  /** The credit side of a Debit / Credit pair: the row's amount is debit − credit. */
  creditColumn?: number;
  currencyColumn?: number;
  /** A currency the amount's header names, for rows that name none themselves. */
  headerCurrency?: string;
}

/** Case, accents, spaces and separators folded: "Coût (€)" → "cout", "Währung" → "wahrung". */
export function foldHeader(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The header without the currency it names and the little words around it: "Cost in USD" → "cost". */
function withoutCurrency(text: string): string {
  const words = text
    .replace(/(?<![A-Za-z])[A-Z]{3}(?![A-Za-z])/g, (word) => (isCurrencyCode(word) ? ' ' : word))
    .replace(/[$€£¥₹₩₽₺₪]/g, ' ');
  return foldHeader(words.replace(/\b(in|en|em|im|von|de|du|en)\s*$/i, ''));
}

/**
 * Amount headers, folded, best first. FOCUS's BilledCost (what was invoiced) and EffectiveCost
 * (amortised) sit with the plain names; "Total", "Sum" and "Price" come last, as they also head
 * columns that are not a line's cost.
 */
const AMOUNT_HEADERS = [
  'amount',
  'netamount',
  'amt',
  'cost',
  'costs',
  'spend',
  'spending',
  'expense',
  'expenses',
  'expenditure',
  'billedcost',
  'effectivecost',
  'value',
  'net',
  'netvalue',
  'netcost',
  'totalcost',
  'totalamount',
  'totalspend',
  'totalcosts',
  'totalexpense',
  'lineamount',
  'linetotal',
  'extendedamount',
  'extendedcost',
  'extendedprice',
  'invoiceamount',
  'invoicetotal',
  'transactionamount',
  'documentamount',
  'localamount',
  'reportingamount',
  'functionalamount',
  'baseamount',
  'grossamount',
  'annualcost',
  'monthlycost',
  'actual',
  'actuals',
  'actualcost',
  'actualamount',
  'charge',
  'charges',
  'unblendedcost',
  'blendedcost',
  'pretaxcost',
  'costinbillingcurrency',
  'listcost',
  'contractedcost',
  // German, French, Spanish, Portuguese, Italian, Dutch, Nordic, Polish, Japanese, Chinese
  'betrag',
  'nettobetrag',
  'bruttobetrag',
  'gesamtbetrag',
  'kosten',
  'ausgaben',
  'summe',
  'wert',
  'montant',
  'montantht',
  'montantttc',
  'cout',
  'couts',
  'depense',
  'depenses',
  'valeur',
  'importe',
  'importeneto',
  'monto',
  'coste',
  'costo',
  'gasto',
  'gastos',
  'valor',
  'custo',
  'despesa',
  'importo',
  'spesa',
  'valore',
  'bedrag',
  'waarde',
  'uitgaven',
  'belopp',
  'kostnad',
  'beløb',
  'beløp',
  'kwota',
  'koszt',
  'wartosc',
  '金額',
  '金额',
  '費用',
  '费用',
  'total',
  'sum',
  'price',
  'totalprice',
];
const AMOUNT_RANK = new Map(AMOUNT_HEADERS.map((header, i) => [header, i]));
/** FOCUS exports: what was invoiced first, then the amortised cost. */
const FOCUS_AMOUNT_HEADERS = ['billedcost', 'effectivecost'];

const DEBIT_HEADERS = new Set([
  'debit',
  'debits',
  'debitamount',
  'dr',
  'soll',
  'sollbetrag',
  'debe',
  'dare',
  'debet',
  'debito',
  'addebito',
]);
const CREDIT_HEADERS = new Set([
  'credit',
  'credits',
  'creditamount',
  'cr',
  'haben',
  'habenbetrag',
  'haber',
  'avere',
  'kredit',
  'credito',
  'accredito',
]);

/** Currency headers, folded, best first (FOCUS's BillingCurrency goes with BilledCost). */
const CURRENCY_HEADERS = [
  'currency',
  'currencycode',
  'billingcurrency',
  'transactioncurrency',
  'invoicecurrency',
  'documentcurrency',
  'doccurrency',
  'localcurrency',
  'reportingcurrency',
  'pricingcurrency',
  'curr',
  'ccy',
  'cur',
  'currencyiso',
  'isocurrency',
  'isocurrencycode',
  'wahrung',
  'waehrung',
  'devise',
  'monnaie',
  'moneda',
  'divisa',
  'moeda',
  'valuta',
  'waluta',
  '通貨',
  '货币',
  '币种',
  '幣別',
];
const CURRENCY_RANK = new Map(CURRENCY_HEADERS.map((header, i) => [header, i]));

function best(
  cells: readonly HeaderText[],
  rank: (cell: HeaderText) => number | undefined,
): HeaderText | undefined {
  let found: { cell: HeaderText; rank: number } | undefined;
  for (const cell of cells) {
    const r = rank(cell);
    if (r !== undefined && (!found || r < found.rank)) found = { cell, rank: r };
  }
  return found?.cell;
}

/**
 * The money columns among `cells`, leaving out columns already `taken` (the cost name). A single
 * amount column wins over a Debit / Credit pair (ledgers that have both also have the net); a
 * Debit column alone is the amount.
 */
export function findMoneyColumns(
  cells: readonly HeaderText[],
  taken: ReadonlySet<number>,
  focusExport = false,
): MoneyColumns {
  const free = cells.filter((cell) => !taken.has(cell.column) && cell.text.trim() !== '');
  const amount = best(free, (cell) => {
    if (focusExport) {
      const focus = FOCUS_AMOUNT_HEADERS.indexOf(foldHeader(cell.text));
      if (focus !== -1) return focus - FOCUS_AMOUNT_HEADERS.length;
    }
    const key = withoutCurrency(cell.text);
    const rank = AMOUNT_RANK.get(key);
    if (rank !== undefined) return rank;
    // "Amount (local)", "Amount incl. VAT": still the amount, after the exact names.
    return key.startsWith('amount') && !/currency|curr$|ccy/.test(key)
      ? AMOUNT_HEADERS.length
      : undefined;
  });
  const debit = best(free, (cell) =>
    DEBIT_HEADERS.has(withoutCurrency(cell.text)) ? 0 : undefined,
  );
  const credit = best(free, (cell) =>
    CREDIT_HEADERS.has(withoutCurrency(cell.text)) ? 0 : undefined,
  );
  const currency = best(free, (cell) => {
    const key = foldHeader(cell.text);
    if (focusExport && key === 'billingcurrency') return -1;
    return CURRENCY_RANK.get(key);
  });

  const columns: MoneyColumns = {};
  const amountCell = amount ?? debit;
  if (amountCell) {
    columns.amountColumn = amountCell.column;
    if (!amount && credit) columns.creditColumn = credit.column;
    const named =
      currencyOfHeader(amountCell.text) ??
      (credit && !amount ? currencyOfHeader(credit.text) : undefined);
    if (named) columns.headerCurrency = named;
  }
  if (currency && currency.column !== columns.amountColumn)
    columns.currencyColumn = currency.column;
  return columns;
}
