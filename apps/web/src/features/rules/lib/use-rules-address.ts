import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { RULES_PAGE_SIZE, useRules } from '../api/get-rules';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The rules list as the address states it: the search (typed, then settled after a pause) and the
 * page, with the rules of that page.
 */
export function useRulesAddress() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const settled = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settled === q) return;
    // A new search starts on its first page.
    setParams(settled ? { q: settled } : {}, { replace: true });
  }, [settled, q, setParams]);

  const rules = useRules(q, page);
  const total = rules.data?.total ?? 0;
  // A deletion emptied the last page: show the one before it instead of an empty table.
  const lastPage = Math.max(1, Math.ceil(total / RULES_PAGE_SIZE));
  useEffect(() => {
    if (rules.isSuccess && !rules.isPlaceholderData && page > lastPage)
      setParams(q ? { q, page: String(lastPage) } : { page: String(lastPage) }, { replace: true });
  }, [rules.isSuccess, rules.isPlaceholderData, page, lastPage, q, setParams]);

  return {
    rules,
    total,
    page,
    q,
    typed,
    setTyped,
    setPage: (next: number) => setParams(q ? { q, page: String(next) } : { page: String(next) }),
  };
}
