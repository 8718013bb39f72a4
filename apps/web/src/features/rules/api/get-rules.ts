import { rulesPageSchema, type Page, type Rule } from '@trusty/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rulesKeys } from './rules-keys';

export const RULES_PAGE_SIZE = 25;

/** GET /rules?q=&page=&pageSize=: the account's rules, searched by value. */
export async function getRules(q: string, page: number, signal?: AbortSignal): Promise<Page<Rule>> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(RULES_PAGE_SIZE) });
  if (q) query.set('q', q);
  const body = await api.get<{ data?: unknown }>(`/rules?${query.toString()}`, signal);
  return rulesPageSchema.parse(body?.data);
}

export const rulesQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: rulesKeys.list(q, page),
    queryFn: ({ signal }) => getRules(q, page, signal),
    placeholderData: keepPreviousData,
  });

export function useRules(q: string, page: number) {
  return useQuery(rulesQuery(q, page));
}
