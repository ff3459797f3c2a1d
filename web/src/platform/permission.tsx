/**
 * The permission directive (SPEC section 6): `usePermission(key).has(action)` and `<Auth>`, which removes
 * (or hides) its children when the page's permission lacks the action. The granted tree is kept in a tiny
 * store: the shell calls `setGrants(tree)` after loading `/api/permission/getUserPermissionTree`; if it has
 * not, the first `useGrants()` loads it.
 */
import { useEffect, useSyncExternalStore, type ReactNode, useMemo } from 'react';
import type { ActionFlag, PermissionNode } from '@ta/contract';
import { grantsOf, hasAction, type GrantMap } from './grants';
import { post } from './request';
import { getToken } from './session';

export const PERMISSION_TREE_URL = '/api/permission/getUserPermissionTree';

let grants: GrantMap | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function setGrants(tree: readonly PermissionNode[] | null): void {
  grants = tree ? grantsOf(tree) : null;
  emit();
}
export function clearGrants(): void { grants = null; loading = null; emit(); }
export function getGrants(): GrantMap | null { return grants; }

/** Loads the granted tree once (no-op while loaded or loading, or without a token). */
export function loadGrants(): Promise<void> {
  if (grants || loading || !getToken()) return loading ?? Promise.resolve();
  loading = post<PermissionNode[]>(PERMISSION_TREE_URL, undefined, { silent: true })
    .then((tree) => { if (tree) setGrants(tree); })
    .catch(() => undefined)
    .finally(() => { loading = null; });
  return loading;
}

const subscribe = (l: () => void) => { listeners.add(l); return () => { listeners.delete(l); }; };

export function useGrants(): GrantMap | null {
  const g = useSyncExternalStore(subscribe, getGrants, getGrants);
  useEffect(() => { if (!g) void loadGrants(); }, [g]);
  return g;
}

export interface PermissionView {
  has(action: ActionFlag): boolean;
}

export function usePermission(permissionKey: string | undefined): PermissionView {
  const g = useGrants();
  return useMemo(() => ({ has: (action) => hasAction(g, permissionKey, action) }), [g, permissionKey]);
}

export interface AuthProps {
  perm: string | undefined;
  action: ActionFlag;
  /** remove (default): not rendered; hide: rendered but not displayed. */
  mode?: 'remove' | 'hide';
  children: ReactNode;
}

export function Auth({ perm, action, mode = 'remove', children }: AuthProps) {
  const { has } = usePermission(perm);
  if (has(action)) return <>{children}</>;
  return mode === 'hide' ? <span style={{ display: 'none' }}>{children}</span> : null;
}
