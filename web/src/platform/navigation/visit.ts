/**
 * What the shell shows for one visited location: its title, breadcrumbs, selected menu entry and tab.
 * Route titles come from the menu tree; a `title` query parameter overrides them; a take-over route
 * (SPEC section 2) hangs under the page it was opened from rather than its static parent.
 */
import type { Crumb, RouteEntry } from './route-index';

export interface Visit {
  entry: RouteEntry;
  /** Location path with query. */
  path: string;
  title: string;
  breadcrumb: Crumb[];
  /** Menu entry to highlight. */
  menuPath: string;
  /** Tab name of the page a take-over route replaces. */
  takeOverFrom?: string;
  /** The visit this one took over from, kept while the take-over route only changes its query. */
  parent?: Visit;
}

/** The route title, unless a non-empty `title` query parameter or state title overrides it. */
export function resolveTitle(entryTitle: string, search: string, stateTitle?: unknown): string {
  const q = new URLSearchParams(search).get('title')?.trim();
  if (q) return q;
  if (typeof stateTitle === 'string' && stateTitle.trim()) return stateTitle.trim();
  return entryTitle;
}

/** Browser title: "route title - product name". */
export function documentTitle(title: string | undefined, productName: string): string {
  return title ? `${title} - ${productName}` : productName;
}

function staticMenuPath(entry: RouteEntry): string {
  return entry.kind === 'detail' && entry.parentPage ? entry.parentPage.path : entry.path;
}

export function resolveVisit(entry: RouteEntry, path: string, title: string, prev: Visit | null): Visit {
  const self: Crumb = { key: entry.key, title, path };
  const from = entry.takeOverParent && prev
    ? (prev.entry.key === entry.key ? prev.parent : prev)
    : undefined;
  if (from && from.entry.chrome === 'main') {
    return {
      entry, path, title, parent: from, takeOverFrom: from.entry.key, menuPath: from.menuPath,
      breadcrumb: [...from.breadcrumb.slice(0, -1), { key: from.entry.key, title: from.title, path: from.path }, self],
    };
  }
  return { entry, path, title, breadcrumb: [...entry.chain, self], menuPath: staticMenuPath(entry) };
}
