/**
 * The area tree cached in local storage for 7 days (SPEC sections 7 and 9: AREA_CACHE_MS). Within the
 * 7 days the cached tree is used without a call; after them the tree is asked for again with the version
 * held, and the server answers `not_modified` (no tree) when it is unchanged, which restarts the 7 days.
 * A failed call falls back to a stale cached tree. Pure except for the storage and fetcher handed in.
 */
import { AREA_CACHE_MS, StorageKey } from '@ta/contract';
import type { AreaTreeNode } from './area-fields';

export interface AreaCacheEntry { version: string | null; saved_at: number; tree: AreaTreeNode[] }
/** The answer of `/api/area/query`. */
export interface AreaTreeAnswer { version?: string | null; not_modified?: boolean; tree?: AreaTreeNode[] | null }
export type AreaFetcher = (heldVersion: string | undefined) => Promise<AreaTreeAnswer | undefined>;
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const AREA_CACHE_KEY = StorageKey.areaCache;

/** Fresh: saved less than 7 days ago (a time in the future, from a changed clock, is not fresh). */
export function isFresh(entry: Pick<AreaCacheEntry, 'saved_at'>, now: number, maxAge: number = AREA_CACHE_MS): boolean {
  const age = now - entry.saved_at;
  return age >= 0 && age < maxAge;
}

export function readAreaCache(store: Store): AreaCacheEntry | null {
  try {
    const raw = store.getItem(AREA_CACHE_KEY);
    if (!raw) return null;
    const e = JSON.parse(raw) as Partial<AreaCacheEntry>;
    if (typeof e.saved_at !== 'number' || !Array.isArray(e.tree)) return null;
    return { version: typeof e.version === 'string' ? e.version : null, saved_at: e.saved_at, tree: e.tree };
  } catch {
    return null;
  }
}

/** Writes the entry; a full storage only costs the cache. */
export function writeAreaCache(store: Store, entry: AreaCacheEntry): void {
  try { store.setItem(AREA_CACHE_KEY, JSON.stringify(entry)); } catch { /* quota: next load asks again */ }
}

export function clearAreaCache(store: Store): void {
  try { store.removeItem(AREA_CACHE_KEY); } catch { /* nothing kept */ }
}

/** The tree: from a fresh cache, else from the server (revalidating the held version). */
export async function loadAreaTree(fetcher: AreaFetcher, store: Store, now: number = Date.now()): Promise<AreaTreeNode[]> {
  const held = readAreaCache(store);
  if (held && isFresh(held, now)) return held.tree;
  let answer: AreaTreeAnswer | undefined;
  try {
    answer = await fetcher(held?.version ?? undefined);
  } catch (e) {
    if (held) return held.tree;
    throw e;
  }
  if (!answer) return held?.tree ?? [];
  if (answer.not_modified && held) {
    writeAreaCache(store, { ...held, saved_at: now });
    return held.tree;
  }
  const tree = answer.tree ?? [];
  writeAreaCache(store, { version: answer.version ?? null, saved_at: now, tree });
  return tree;
}
