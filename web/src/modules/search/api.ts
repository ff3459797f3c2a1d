/** The global search's request and query (debounced keyword, previous answer kept while typing). */
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GlobalSearchRes, SearchKind } from '@ta/contract';
import { post } from '@/platform/request';
import { SEARCH_DEBOUNCE_MS, SEARCH_URL } from './search-model';

export const searchApi = (keyword: string, o: { kind?: SearchKind; pageNo?: number; pageSize?: number } = {}) =>
  post<GlobalSearchRes>(SEARCH_URL, { keyword, ...o }, { silent: true });

export function useDebounced<T>(v: T, ms = SEARCH_DEBOUNCE_MS): T {
  const [d, setD] = useState(v);
  useEffect(() => { const t = setTimeout(() => setD(v), ms); return () => clearTimeout(t); }, [v, ms]);
  return d;
}

export function useSearch(keyword: string, o: { kind?: SearchKind; pageNo?: number; pageSize?: number } = {}) {
  const k = keyword.trim();
  return useQuery({
    queryKey: ['globalSearch', k, o.kind ?? '', o.pageNo ?? 1, o.pageSize ?? 5],
    queryFn: () => searchApi(k, o),
    enabled: k.length > 0 && k.length <= 60,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
