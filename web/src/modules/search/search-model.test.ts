import { describe, expect, it } from 'vitest';
import { flatHits, hitPath, isSearchShortcut, moveActive, resultsPath, splitMatch } from './search-model';

describe('search model', () => {
  it('walks the hits group by group with wrapping arrows', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
    const hit = (id: number) => ({ kind: 'order' as const, id, title: '', subtitle: '', route: null, matched: 'code' });
    expect(flatHits({ keyword: 'a', groups: [{ kind: 'order', title: '', total: 1, has_more: false, items: [hit(1)] }, { kind: 'tourist', title: '', total: 1, has_more: false, items: [hit(2)] }] }).map((h) => h.id)).toEqual([1, 2]);
  });
  it('knows Ctrl+K and ⌘K', () => {
    expect(isSearchShortcut({ ctrlKey: true, metaKey: false, altKey: false, shiftKey: false, key: 'k' })).toBe(true);
    expect(isSearchShortcut({ ctrlKey: false, metaKey: true, altKey: false, shiftKey: false, key: 'K' })).toBe(true);
    expect(isSearchShortcut({ ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, key: 'k' })).toBe(false);
  });
  it('opens a hit by its route key', () => {
    expect(hitPath({ kind: 'order', id: 5, title: '', subtitle: '', matched: 'code', route: { key: 'lineOrderDetail', params: { id: 5 } } })).toBe('/order/list/lineOrderDetail?id=5');
    expect(hitPath({ kind: 'order', id: 5, title: '', subtitle: '', matched: 'code', route: { key: 'nope', params: {} } })).toBeNull();
    expect(resultsPath('张三', 'tourist')).toBe('/otherService/globalSearch/globalSearchPage?keyword=%E5%BC%A0%E4%B8%89&kind=tourist');
  });
  it('splits the text around the keyword', () => {
    expect(splitMatch('DD2026ab', 'ab')).toEqual(['DD2026', 'ab', '']);
    expect(splitMatch('张三', 'zs')).toEqual(['张三', '', '']);
  });
});
