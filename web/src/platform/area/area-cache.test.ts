import { describe, expect, it, vi } from 'vitest';
import { AREA_CACHE_MS, DAY_MS, StorageKey } from '@ta/contract';
import { AREA_CACHE_KEY, clearAreaCache, isFresh, loadAreaTree, readAreaCache, writeAreaCache, type AreaFetcher } from './area-cache';
import type { AreaTreeNode } from './area-fields';

function memoryStore(init: Record<string, string> = {}) {
  const m = new Map(Object.entries(init));
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: vi.fn((k: string, v: string) => { m.set(k, v); }),
    removeItem: (k: string) => { m.delete(k); },
  };
}
const T0 = Date.UTC(2026, 0, 1);
const oldTree: AreaTreeNode[] = [{ value: -2000, zh_name: '中国', country_id: 240 }];
const newTree: AreaTreeNode[] = [{ value: -1000, zh_name: '国外', country_id: null }, { value: -2000, zh_name: '中国', country_id: 240 }];

describe('the 7-day rule', () => {
  it('is 7 days, under the contract storage key', () => {
    expect(AREA_CACHE_MS).toBe(7 * DAY_MS);
    expect(AREA_CACHE_KEY).toBe(StorageKey.areaCache);
  });
  it('is fresh from saving until just before 7 days, stale at 7 days and after', () => {
    expect(isFresh({ saved_at: T0 }, T0)).toBe(true);
    expect(isFresh({ saved_at: T0 }, T0 + AREA_CACHE_MS - 1)).toBe(true);
    expect(isFresh({ saved_at: T0 }, T0 + AREA_CACHE_MS)).toBe(false);
    expect(isFresh({ saved_at: T0 }, T0 + 30 * DAY_MS)).toBe(false);
  });
  it('is not fresh when saved "in the future" (clock moved back)', () => {
    expect(isFresh({ saved_at: T0 + DAY_MS }, T0)).toBe(false);
  });
});

describe('loading the tree', () => {
  it('asks the server when nothing is cached, and caches the answer with its version', async () => {
    const store = memoryStore();
    const fetcher = vi.fn<AreaFetcher>(async () => ({ version: 'v1', not_modified: false, tree: newTree }));
    expect(await loadAreaTree(fetcher, store, T0)).toEqual(newTree);
    expect(fetcher).toHaveBeenCalledWith(undefined);
    expect(readAreaCache(store)).toEqual({ version: 'v1', saved_at: T0, tree: newTree });
  });
  it('uses a fresh cache without any call', async () => {
    const store = memoryStore();
    writeAreaCache(store, { version: 'v1', saved_at: T0, tree: oldTree });
    const fetcher = vi.fn<AreaFetcher>();
    expect(await loadAreaTree(fetcher, store, T0 + 6 * DAY_MS)).toEqual(oldTree);
    expect(fetcher).not.toHaveBeenCalled();
  });
  it('revalidates a stale cache with its version; not modified keeps the tree and restarts the 7 days', async () => {
    const store = memoryStore();
    writeAreaCache(store, { version: 'v1', saved_at: T0, tree: oldTree });
    const now = T0 + AREA_CACHE_MS;
    const fetcher = vi.fn<AreaFetcher>(async () => ({ version: 'v1', not_modified: true, tree: null }));
    expect(await loadAreaTree(fetcher, store, now)).toEqual(oldTree);
    expect(fetcher).toHaveBeenCalledWith('v1');
    expect(readAreaCache(store)).toEqual({ version: 'v1', saved_at: now, tree: oldTree });
  });
  it('replaces a stale cache when the server has a new version', async () => {
    const store = memoryStore();
    writeAreaCache(store, { version: 'v1', saved_at: T0, tree: oldTree });
    const now = T0 + 8 * DAY_MS;
    expect(await loadAreaTree(async () => ({ version: 'v2', not_modified: false, tree: newTree }), store, now)).toEqual(newTree);
    expect(readAreaCache(store)).toEqual({ version: 'v2', saved_at: now, tree: newTree });
  });
  it('falls back to a stale cache when the call fails; fails without one', async () => {
    const store = memoryStore();
    writeAreaCache(store, { version: 'v1', saved_at: T0, tree: oldTree });
    const failing: AreaFetcher = async () => { throw new Error('网络异常'); };
    expect(await loadAreaTree(failing, store, T0 + 9 * DAY_MS)).toEqual(oldTree);
    await expect(loadAreaTree(failing, memoryStore(), T0)).rejects.toThrow('网络异常');
  });
  it('ignores a broken cache entry, survives a full storage, and can be cleared', async () => {
    const broken = memoryStore({ [AREA_CACHE_KEY]: '{not json' });
    expect(readAreaCache(broken)).toBeNull();
    const full = { ...memoryStore(), setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(await loadAreaTree(async () => ({ version: 'v1', tree: newTree }), full, T0)).toEqual(newTree);
    const store = memoryStore();
    writeAreaCache(store, { version: 'v1', saved_at: T0, tree: oldTree });
    clearAreaCache(store);
    expect(readAreaCache(store)).toBeNull();
  });
});
