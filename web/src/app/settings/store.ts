/**
 * The UI settings store: restored from local storage at start (SPEC section 9), saved on every change.
 * An external store (not React state) so the request wrapper or live channel could read it too.
 */
import { useSyncExternalStore } from 'react';
import { StorageKey } from '@ta/contract';
import { DEFAULT_UI_SETTINGS, normalizeSettings, parseSettings, type UiSettings } from '@/platform/layout-rules';

let current: UiSettings = DEFAULT_UI_SETTINGS;
const listeners = new Set<() => void>();

/** Restores settings: defaults, then the site's ServiceConfig defaults, then the user's stored ones. */
export function initSettings(siteDefaults?: Partial<UiSettings>): UiSettings {
  const base = parseSettings(JSON.stringify(siteDefaults ?? {}));
  current = parseSettings(localStorage.getItem(StorageKey.settings), base);
  return current;
}

export function getSettings(): UiSettings { return current; }

export function updateSettings(patch: Partial<UiSettings>): void {
  current = normalizeSettings({ ...current, ...patch });
  localStorage.setItem(StorageKey.settings, JSON.stringify(current));
  for (const l of listeners) l();
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => { listeners.delete(l); };
}

export function useSettings(): UiSettings {
  return useSyncExternalStore(subscribe, getSettings, getSettings);
}
