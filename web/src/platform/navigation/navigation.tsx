/**
 * Navigation habits of SPEC section 2: repeated navigation to the same place is ignored, every
 * navigation scrolls to the top, and the browser title follows the visited route.
 */
import { useCallback, useEffect, useMemo, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, type Location } from 'react-router-dom';
import { getServiceConfig } from '@/platform/service-config';
import { findEntry } from './route-index';
import { documentTitle, resolveTitle, resolveVisit, type Visit } from './visit';

const here = (loc: Pick<Location, 'pathname' | 'search'>) => `${loc.pathname}${loc.search}`;

/** Navigates unless already there. */
export function useGo(): (to: string, opts?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback((to, opts) => {
    if (to === here(location)) return;
    navigate(to, opts);
  }, [navigate, location]);
}

export function GoLink({ to, children, className, 'aria-label': label }: { to: string; children: ReactNode; className?: string; 'aria-label'?: string }) {
  const location = useLocation();
  const onClick = (e: MouseEvent) => { if (to === here(location)) e.preventDefault(); };
  return <Link to={to} onClick={onClick} className={className} aria-label={label}>{children}</Link>;
}

export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => { window.scrollTo(0, 0); }, [pathname, search]);
  return null;
}

const visits = new Map<string, Visit>();
let lastVisit: Visit | null = null;

/**
 * The current visit (title, breadcrumbs, menu selection, tab). Cached per history entry so going back
 * shows what it showed before, and a take-over route remembers the page it was opened from.
 */
export function useVisit(): Visit | null {
  const location = useLocation();
  const state: unknown = location.state;
  return useMemo(() => {
    const cached = visits.get(location.key);
    if (cached) { lastVisit = cached; return cached; }
    const entry = findEntry(location.pathname);
    if (!entry) return null;
    const stateTitle = state && typeof state === 'object' ? (state as { title?: unknown }).title : undefined;
    const title = resolveTitle(entry.title, location.search, stateTitle);
    const v = resolveVisit(entry, here(location), title, lastVisit);
    visits.set(location.key, v);
    lastVisit = v;
    return v;
  }, [location, state]);
}

/**
 * Sets "route title - product name". Called by the root and again by the main layout, because
 * ProLayout writes its own title when it mounts and a parent's effect runs after its children's.
 */
export function useDocumentTitle(): void {
  const title = useVisit()?.title;
  const product = getServiceConfig().productName;
  useEffect(() => { document.title = documentTitle(title, product); }, [title, product]);
}

export function DocumentTitle() {
  useDocumentTitle();
  return null;
}
