/** Pure helpers of the global search (unit-tested): the keyboard's flat order over the groups, moving, links. */
import type { GlobalSearchRes, SearchHit } from '@ta/contract';
import { routePath } from '@/platform/routes';

export const SEARCH_URL = '/api/v1/globalSearch/search';
export const SEARCH_DEBOUNCE_MS = 150;

/** The hits in the order the keyboard walks them (group by group). */
export const flatHits = (r: GlobalSearchRes | undefined): SearchHit[] => (r ? r.groups.flatMap((g) => g.items) : []);

/** The next active index for an arrow key (wraps around); -1 when there is nothing. */
export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count <= 0) return -1;
  if (active < 0) return key === 'ArrowDown' ? 0 : count - 1;
  return (active + (key === 'ArrowDown' ? 1 : count - 1)) % count;
}

/** The page of a hit, or null when the route is unknown to this build. */
export function hitPath(h: SearchHit): string | null {
  if (!h.route) return null;
  try { return routePath(h.route.key, h.route.params); } catch { return null; }
}

/** The results page of a keyword (optionally one kind). */
export const resultsPath = (keyword: string, kind?: string) => routePath('globalSearchPage', { keyword, kind });

/** Ctrl+K / ⌘K. */
export const isSearchShortcut = (e: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'key' | 'altKey' | 'shiftKey'>) =>
  (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';

export const MATCHED_LABEL: Record<string, string> = {
  code: '编号', name: '名称', pinyin: '拼音', initials: '拼音首字母', phone: '电话', idcard: '证件号', date: '出发日期', text: '',
};

/** Splits a text around the keyword's first case-insensitive occurrence (for highlighting). */
export function splitMatch(text: string, keyword: string): [string, string, string] {
  const k = keyword.trim();
  const i = k ? text.toLowerCase().indexOf(k.toLowerCase()) : -1;
  return i < 0 ? [text, '', ''] : [text.slice(0, i), text.slice(i, i + k.length), text.slice(i + k.length)];
}
