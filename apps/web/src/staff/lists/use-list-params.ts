import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { latestSearchParams } from '../../ui/latest-search-params';
import { useDebouncedValue } from '../../ui/use-debounced-value';

type Extra = Record<string, string | null>;

/**
 * The state of a searchable, archivable, paginated list, kept in the URL (so a reload or a shared
 * link shows the same page): the typed search (debounced for the query), archived or not, the page,
 * and any extra filters the list names. Changing a filter goes back to page 1.
 */
export function useListParams<K extends string = never>(extraKeys: readonly K[] = []) {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debounced = useDebouncedValue(search.trim());
  const archived = params.get('archived') === '1';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const extra = Object.fromEntries(extraKeys.map((k) => [k, params.get(k)])) as Record<K, string | null>;

  type Change = { search?: string; archived?: boolean; page?: number } & Partial<Record<K, string | null>>;
  const update = (next: Change) => {
    // On the address bar, not on `params`: a second filter set before the router shows the first (two date boxes
    // filled one after the other) builds on it instead of on the query it replaced.
    const p = latestSearchParams();
    const set = (k: string, v: string | null | undefined) => (v ? p.set(k, v) : p.delete(k));
    if (next.search !== undefined) set('search', next.search);
    if (next.archived !== undefined) set('archived', next.archived ? '1' : null);
    for (const k of extraKeys) if ((next as Extra)[k] !== undefined) set(k, (next as Extra)[k]);
    set('page', next.page && next.page > 1 ? String(next.page) : null);
    setParams(p, { replace: true });
  };
  const typeSearch = (value: string) => {
    setSearch(value);
    update({ search: value.trim(), page: 1 } as Change);
  };
  return { search, typeSearch, debounced, archived, page, extra, update };
}
