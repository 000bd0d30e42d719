import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '../../ui/use-debounced-value';

type Extra = Record<string, string | null>;

/**
 * The state of a searchable, archivable, paginated list, kept in the URL (so a reload or a shared
 * link shows the same page): the typed search (debounced for the query), archived or not, the page,
 * and any extra filters the list names. Changing a filter goes back to page 1.
 */
export function useListParams<K extends string = never>(extraKeys: readonly K[] = []) {
  const [params, setParams] = useSearchParams();
  // The router shows a change a render later: a second filter set before then (two date boxes filled
  // one after the other) builds on the first instead of on the URL it replaced. Once the URL shows
  // the last change (or something this list did not write, e.g. Back), the URL rules again.
  const pending = useRef<{ latest: URLSearchParams; written: string[] } | null>(null);
  useEffect(() => {
    const shown = params.toString();
    if (pending.current && (pending.current.latest.toString() === shown || !pending.current.written.includes(shown))) pending.current = null;
  }, [params]);
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debounced = useDebouncedValue(search.trim());
  const archived = params.get('archived') === '1';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const extra = Object.fromEntries(extraKeys.map((k) => [k, params.get(k)])) as Record<K, string | null>;

  type Change = { search?: string; archived?: boolean; page?: number } & Partial<Record<K, string | null>>;
  const update = (next: Change) => {
    const p = new URLSearchParams(pending.current?.latest ?? params);
    const set = (k: string, v: string | null | undefined) => (v ? p.set(k, v) : p.delete(k));
    if (next.search !== undefined) set('search', next.search);
    if (next.archived !== undefined) set('archived', next.archived ? '1' : null);
    for (const k of extraKeys) if ((next as Extra)[k] !== undefined) set(k, (next as Extra)[k]);
    set('page', next.page && next.page > 1 ? String(next.page) : null);
    pending.current = { latest: p, written: [...(pending.current?.written ?? []), p.toString()] };
    setParams(p, { replace: true });
  };
  const typeSearch = (value: string) => {
    setSearch(value);
    update({ search: value.trim(), page: 1 } as Change);
  };
  return { search, typeSearch, debounced, archived, page, extra, update };
}
