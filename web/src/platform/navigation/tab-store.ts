/**
 * The open tabs of the multi-tab bar, for this page load, and the closed-tab list kept in local storage
 * (so a page reopened from the menu after being closed starts fresh rather than at its old pageNo).
 */
import { useSyncExternalStore } from 'react';
import { StorageKey } from '@ta/contract';
import { closeTabs, forgetClosed, openTab, rememberClosed, type CloseResult, type CloseSide, type Tab } from './tabs';
import type { Visit } from './visit';

interface TabState { tabs: Tab[]; closed: string[] }

function readClosed(): string[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(StorageKey.closedTabs) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch { return []; }
}

let state: TabState = { tabs: [], closed: readClosed() };
const listeners = new Set<() => void>();

function set(next: TabState): void {
  if (next.closed !== state.closed) localStorage.setItem(StorageKey.closedTabs, JSON.stringify(next.closed));
  state = next;
  for (const l of listeners) l();
}

/**
 * The closed list is shared by every browser tab of the app (two opened at once race on it): each change starts
 * from the list as stored now, not from this page's copy, so no window's change is lost or entered twice.
 */
function closedNow(): string[] { return [...new Set(readClosed())]; }
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === StorageKey.closedTabs) state = { ...state, closed: closedNow() };
  });
}

/** Adds or replaces the tab of a visited page. */
export function visitTab(v: Visit): void {
  const tab: Tab = { name: v.entry.key, path: v.path, title: v.title };
  const cur = state.tabs.find((t) => t.name === tab.name);
  if (cur && cur.path === tab.path && cur.title === tab.title) return;
  const stored = closedNow();
  const closed = stored.includes(tab.name) ? forgetClosed(stored, tab.name) : state.closed;
  // Two visits of one page in a row (a page opened twice at once) leave one tab: openTab replaces by name.
  set({ tabs: openTab(state.tabs.filter((t, i, all) => all.findIndex((x) => x.name === t.name) === i), tab, v.takeOverFrom), closed });
}

export function closeTabsOf(target: string, side: CloseSide): CloseResult {
  const r = closeTabs(state.tabs, target, side);
  if (r.closed.length) set({ tabs: r.tabs, closed: rememberClosed(closedNow(), r.closed.map((t) => t.name)) });
  return r;
}

export function getTabs(): Tab[] { return state.tabs; }
export function wasClosed(name: string): boolean { return state.closed.includes(name); }

const subscribe = (l: () => void) => { listeners.add(l); return () => { listeners.delete(l); }; };
const snapshot = () => state.tabs;

export function useTabs(): Tab[] { return useSyncExternalStore(subscribe, snapshot, snapshot); }
