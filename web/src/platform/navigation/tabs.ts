/**
 * Multi-tab rules (SPEC section 2) as pure functions over an ordered tab list. A tab is identified by its
 * route name, so opening the same page again (other query) replaces its old tab in place.
 */
export interface Tab {
  /** Route name (menu-tree key). */
  name: string;
  /** Full path with query, so returning to a tab restores e.g. its pageNo. */
  path: string;
  title: string;
}

export type CloseSide = 'current' | 'right' | 'left' | 'others';

export interface CloseResult {
  tabs: Tab[];
  closed: Tab[];
  /** Text to show when nothing lies on the asked side. */
  empty?: 'left' | 'right';
}

/**
 * Opens a tab: replaces the tab of the same name; else, for a take-over route, the tab of the page it was
 * opened from; else appends.
 */
export function openTab(tabs: readonly Tab[], tab: Tab, takeOverFrom?: string): Tab[] {
  let i = tabs.findIndex((t) => t.name === tab.name);
  if (i < 0 && takeOverFrom) i = tabs.findIndex((t) => t.name === takeOverFrom);
  if (i < 0) return [...tabs, tab];
  const next = [...tabs];
  next[i] = tab;
  return next;
}

/** A tab can be closed only while more than one remains. */
export function canClose(tabs: readonly Tab[]): boolean { return tabs.length > 1; }

/** Closes relative to the target tab (the one clicked or right-clicked). */
export function closeTabs(tabs: readonly Tab[], target: string, side: CloseSide): CloseResult {
  const i = tabs.findIndex((t) => t.name === target);
  if (i < 0) return { tabs: [...tabs], closed: [] };
  const keep = (pred: (index: number) => boolean): CloseResult => ({
    tabs: tabs.filter((_, j) => pred(j)), closed: tabs.filter((_, j) => !pred(j)),
  });
  switch (side) {
    case 'current': return canClose(tabs) ? keep((j) => j !== i) : { tabs: [...tabs], closed: [] };
    case 'right': return i === tabs.length - 1 ? { tabs: [...tabs], closed: [], empty: 'right' } : keep((j) => j <= i);
    case 'left': return i === 0 ? { tabs: [...tabs], closed: [], empty: 'left' } : keep((j) => j >= i);
    case 'others': return keep((j) => j === i);
  }
}

/** The tab to show after the active one was closed: its right neighbour, else its left one. */
export function neighbourAfterClose(before: readonly Tab[], after: readonly Tab[], closedActive: string): Tab | undefined {
  const i = before.findIndex((t) => t.name === closedActive);
  for (let j = i + 1; j < before.length; j++) {
    const hit = after.find((t) => t.name === before[j].name);
    if (hit) return hit;
  }
  for (let j = i - 1; j >= 0; j--) {
    const hit = after.find((t) => t.name === before[j].name);
    if (hit) return hit;
  }
  return after[0];
}

export const CLOSED_TABS_LIMIT = 20;

/** The remembered closed-tab list: most recent first, each name once, capped. */
export function rememberClosed(closed: readonly string[], names: readonly string[], limit = CLOSED_TABS_LIMIT): string[] {
  const recent = [...names].reverse();
  return [...new Set([...recent, ...closed])].slice(0, limit);
}

/** A reopened page is no longer in the closed list. */
export function forgetClosed(closed: readonly string[], name: string): string[] {
  return closed.filter((n) => n !== name);
}
