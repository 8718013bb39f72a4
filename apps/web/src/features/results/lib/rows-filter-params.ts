import { confidenceBandSchema, reviewStatusSchema, rowStatusSchema } from '@trusty/contracts';
import { moneyFilterFromParams } from '../../../lib/money-filter';
import type { RowsFilter } from '../api/get-upload-rows';

/** The URL keys the rows table keeps its search, filters and page in (links keep them). */
export const FILTER_KEYS = [
  'q',
  'band',
  'tower',
  'costPool',
  'status',
  'review',
  'needsReview',
  'currency',
  'minAmount',
  'maxAmount',
  'order',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const text = (value: string | null, max: number) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
};

/**
 * The filter an address asks for. A value the API would refuse (a typed-in `?band=huge`) is
 * dropped rather than shown as an error: the address is the user's, not a form.
 */
export function filterFromParams(params: URLSearchParams): RowsFilter {
  const filter: RowsFilter = {};
  const q = text(params.get('q'), 200);
  if (q) filter.q = q;
  const band = confidenceBandSchema.safeParse(params.get('band'));
  if (band.success) filter.band = band.data;
  const tower = text(params.get('tower'), 200);
  if (tower) filter.tower = tower;
  const costPool = text(params.get('costPool'), 200);
  if (costPool) filter.costPool = costPool;
  const status = rowStatusSchema.safeParse(params.get('status'));
  if (status.success) filter.status = status.data;
  const review = reviewStatusSchema.safeParse(params.get('review'));
  if (review.success) filter.review = review.data;
  // Only "true" narrows the rows; "false" would mean the same as no filter.
  if (params.get('needsReview') === 'true') filter.needsReview = 'true';
  Object.assign(filter, moneyFilterFromParams(params));
  if (params.get('order') === 'amount') filter.order = 'amount';
  const page = Math.floor(Number(params.get('page')));
  if (page > 1) filter.page = page;
  return filter;
}

/** The address for a filter: unset values and page 1 leave no trace. */
export function paramsFromFilter(filter: RowsFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (filter.page && filter.page > 1) params.set('page', String(filter.page));
  return params;
}

export const hasFilters = (filter: RowsFilter) =>
  FILTER_KEYS.some((key) => filter[key] !== undefined);
