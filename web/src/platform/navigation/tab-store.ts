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

/** Adds or replaces the tab of a visited page. */
export function visitTab(v: Visit): void {
  const tab: Tab = { name: v.entry.key, path: v.path, title: v.title };
  const cur = state.tabs.find((t) => t.name === tab.name);
  if (cur && cur.path === tab.path && cur.title === tab.title) return;
  const closed = state.closed.includes(tab.name) ? forgetClosed(state.closed, tab.name) : state.closed;
  set({ tabs: openTab(state.tabs, tab, v.takeOverFrom), closed });
}

export function closeTabsOf(target: string, side: CloseSide): CloseResult {
  const r = closeTabs(state.tabs, target, side);
  if (r.closed.length) set({ tabs: r.tabs, closed: rememberClosed(state.closed, r.closed.map((t) => t.name)) });
  return r;
}

export function getTabs(): Tab[] { return state.tabs; }
export function wasClosed(name: string): boolean { return state.closed.includes(name); }

const subscribe = (l: () => void) => { listeners.add(l); return () => { listeners.delete(l); }; };
const snapshot = () => state.tabs;

export function useTabs(): Tab[] { return useSyncExternalStore(subscribe, snapshot, snapshot); }
