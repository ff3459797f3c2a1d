/**
 * Drafts of half-filled forms — the one draft mechanism of every editor. A draft belongs to a tab (the tab's
 * route name) and its page address, and lives in sessionStorage: it survives a reload, a menu click away and the
 * tab coming back, and stays with this browser tab. Saving clears it; closing the tab after confirming drops it.
 * The store also knows which tabs hold unsaved changes, so the tab bar can ask before closing one.
 */
import { useSyncExternalStore } from 'react';

const PREFIX = 'ta:draft:';

interface DraftStorage { getItem(k: string): string | null; setItem(k: string, v: string): void; removeItem(k: string): void; key(i: number): string | null; readonly length: number }
let storage: DraftStorage | null = typeof sessionStorage === 'undefined' ? null : sessionStorage;
/** Tests: another storage. */
export function setDraftStorage(s: DraftStorage | null): void { storage = s; }

const keyOf = (tab: string, path: string) => `${PREFIX}${tab}|${path}`;

export interface Draft<T> { values: T; savedAt: number }

export function saveDraft<T>(tab: string, path: string, values: T): void {
  try { storage?.setItem(keyOf(tab, path), JSON.stringify({ values, savedAt: Date.now() })); } catch { /* full or disabled storage: no draft */ }
  setDirty(tab, true);
}

export function loadDraft<T>(tab: string, path: string): Draft<T> | null {
  try {
    const raw = storage?.getItem(keyOf(tab, path));
    if (!raw) return null;
    const d = JSON.parse(raw) as Draft<T>;
    return d && typeof d === 'object' && 'values' in d ? d : null;
  } catch { return null; }
}

export function clearDraft(tab: string, path: string): void {
  storage?.removeItem(keyOf(tab, path));
  if (!hasDraftOf(tab)) setDirty(tab, false);
}

/** Drops every draft of a tab (the tab was closed after the user confirmed). */
export function dropTabDrafts(tab: string): void {
  if (storage) {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) { const k = storage.key(i); if (k?.startsWith(`${PREFIX}${tab}|`)) keys.push(k); }
    keys.forEach((k) => storage!.removeItem(k));
  }
  setDirty(tab, false);
}

function hasDraftOf(tab: string): boolean {
  if (!storage) return false;
  for (let i = 0; i < storage.length; i++) if (storage.key(i)?.startsWith(`${PREFIX}${tab}|`)) return true;
  return false;
}

// ---------------------------------------------------------------- tabs with unsaved changes

let dirty: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

export function setDirty(tab: string, on: boolean): void {
  if (dirty.has(tab) === on) return;
  const next = new Set(dirty);
  if (on) next.add(tab); else next.delete(tab);
  dirty = next;
  listeners.forEach((l) => l());
}

/** Does the tab hold unsaved changes (a draft written and not saved)? */
export const isDirty = (tab: string): boolean => dirty.has(tab) || hasDraftOf(tab);

const subscribe = (l: () => void) => { listeners.add(l); return () => { listeners.delete(l); }; };
export function useDirtyTabs(): ReadonlySet<string> { return useSyncExternalStore(subscribe, () => dirty, () => dirty); }
