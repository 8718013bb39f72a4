import { currencyFilterSchema } from '@trusty/contracts';

/** A bound of an amount filter as the API takes it: a plain decimal, either sign. */
export const AMOUNT_BOUND = /^-?\d{1,15}(\.\d{1,6})?$/;

/**
 * The money filters of an address (the rows and the review queue share them): a currency, and
 * an amount range whose bounds are plain decimals, smallest first; anything else is left out.
 */
export function moneyFilterFromParams(params: URLSearchParams): {
  currency?: string;
  minAmount?: string;
  maxAmount?: string;
} {
  const filter: { currency?: string; minAmount?: string; maxAmount?: string } = {};
  const currency = currencyFilterSchema.safeParse(params.get('currency'));
  if (currency.success) filter.currency = currency.data;
  const min = params.get('minAmount')?.trim();
  const max = params.get('maxAmount')?.trim();
  if (min && AMOUNT_BOUND.test(min)) filter.minAmount = min;
  if (max && AMOUNT_BOUND.test(max)) filter.maxAmount = max;
  if (filter.minAmount && filter.maxAmount && Number(filter.minAmount) > Number(filter.maxAmount))
    delete filter.maxAmount;
  return filter;
}
