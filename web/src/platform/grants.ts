/** Pure helpers of the permission directive (SPEC section 6). */
import type { PermissionNode } from '@ta/contract';

export type GrantMap = ReadonlyMap<string, readonly string[]>;

/** Keys are collected recursively from nodes that have one, each with its action list. */
export function grantsOf(tree: readonly PermissionNode[] | null | undefined): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const walk = (nodes: readonly PermissionNode[]) => {
    for (const n of nodes) {
      if (n.permissionKey) out.set(n.permissionKey, [...(out.get(n.permissionKey) ?? []), ...(n.actions ?? [])]);
      if (n.children) walk(n.children);
    }
  };
  walk(tree ?? []);
  return out;
}

/**
 * May the page with this key do the action? A page without a key (messages) may do anything; a page
 * whose key is not granted may do nothing; otherwise its action list decides.
 */
export function hasAction(grants: GrantMap | null, key: string | undefined, action: string): boolean {
  if (!key) return true;
  if (!grants) return false;
  const actions = grants.get(key);
  return actions !== undefined && actions.includes(action);
}
