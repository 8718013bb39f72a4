import type { RowSelection } from '@trusty/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { moneyFilterFromParams } from '../../../lib/money-filter';
import { REVIEW_PAGE_SIZE, useReviewGroups, type ReviewFilter } from '../api/get-review-groups';

/** The queue's order and money filters in the address; anything the API would refuse is left out. */
function reviewFilterFromParams(params: URLSearchParams): ReviewFilter {
  const order = params.get('order');
  return {
    ...moneyFilterFromParams(params),
    ...(order === 'amount' || order === 'confidence' ? { order } : {}),
  };
}

/**
 * One upload's review queue as the address states it (page, order, money filters), the groups on
 * the page, and which of them are selected.
 */
export function useReviewQueue(uploadId: string) {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const filter = reviewFilterFromParams(search);
  const groups = useReviewGroups(uploadId, page, filter);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const items = groups.data?.items ?? [];
  const total = groups.data?.total ?? 0;
  // A selection only holds groups still on screen: accepted ones leave with the refetch.
  const visible = new Set(items.map((g) => g.normalizedName));
  const chosen = [...selected].filter((name) => visible.has(name));

  // The last page emptied by decisions: show the one before it instead of an empty page.
  const lastPage = Math.max(1, Math.ceil(total / REVIEW_PAGE_SIZE));
  useEffect(() => {
    if (groups.isSuccess && !groups.isPlaceholderData && page > lastPage)
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('page', String(lastPage));
          return next;
        },
        { replace: true },
      );
  }, [groups.isSuccess, groups.isPlaceholderData, page, lastPage, setSearch]);

  return {
    page,
    filter,
    groups,
    items,
    total,
    selected,
    chosen,
    /** A new order or filter starts at the first page; the address keeps them. */
    setFilter(key: keyof ReviewFilter, value: string | undefined) {
      const next = new URLSearchParams(search);
      if (value) next.set(key, value);
      else next.delete(key);
      next.delete('page');
      setSelected(new Set());
      setSearch(next);
    },
    goToPage(next: number) {
      setSelected(new Set());
      const params = new URLSearchParams(search);
      params.set('page', String(next));
      setSearch(params);
    },
    selectAll: (on: boolean) => setSelected(new Set(on ? visible : [])),
    select(name: string, on: boolean) {
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(name);
        else next.delete(name);
        return next;
      });
    },
    clearSelection: () => setSelected(new Set()),
    selectionOf: (names: string[]): RowSelection => ({ uploadId, normalizedNames: names }),
  };
}
