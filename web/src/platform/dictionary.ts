/**
 * Options of a data-dictionary type for the rest of the product: `useDictionary('customer_source')`
 * gives select options (enabled items, in order) from `/api/v1/dictionary/options`, cached per type for
 * the page life and refreshed when an item or a type is saved (`invalidateDictionary`).
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { post } from './request';

export const DICTIONARY_OPTIONS_URL = '/api/v1/dictionary/options';
export const DICTIONARY_KEY = ['dictionary'] as const;
export const dictionaryKey = (typeCode: string) => [...DICTIONARY_KEY, typeCode] as const;

/** One item as the options route answers it. */
export interface DictOption { value: string; label: string; extra: string | null }
export interface DictSelectOption { value: string; label: string; extra?: string }

export function toSelectOptions(items: readonly DictOption[] | null | undefined): DictSelectOption[] {
  return (items ?? []).map((i) => (i.extra ? { value: i.value, label: i.label, extra: i.extra } : { value: i.value, label: i.label }));
}

/** The label of a code (the code itself when unknown, '' when empty); several codes are joined with 、. */
export function dictLabel(options: readonly Pick<DictOption, 'value' | 'label'>[], code: string | number | readonly (string | number)[] | null | undefined): string {
  if (code === null || code === undefined || code === '') return '';
  if (Array.isArray(code)) return code.map((c) => dictLabel(options, c)).filter(Boolean).join('、');
  const c = String(code);
  return options.find((o) => o.value === c)?.label ?? c;
}

export interface Dictionary {
  options: DictSelectOption[];
  loading: boolean;
  labelOf: (code: string | number | readonly (string | number)[] | null | undefined) => string;
}

export function useDictionary(typeCode: string): Dictionary {
  const q = useQuery({
    queryKey: dictionaryKey(typeCode),
    queryFn: async () => toSelectOptions(await post<DictOption[]>(DICTIONARY_OPTIONS_URL, { type_code: typeCode }, { silent: true })),
    enabled: Boolean(typeCode),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const options = q.data ?? [];
  return { options, loading: q.isLoading, labelOf: (code) => dictLabel(options, code) };
}

/** Every type's options are loaded again (after an item or a type was saved or deleted). */
export function invalidateDictionary(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: DICTIONARY_KEY });
}
