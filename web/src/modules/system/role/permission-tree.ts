/**
 * The role editor's permission tree, built from the contract's MENU_TREE: every visible node with a
 * permission key (a hidden duplicate such as the to-do audit pages is left out), groups without a key
 * kept as containers. A checked page carries its action flags. Pure functions, tested.
 */
import { MENU_TREE, type ActionFlag, type Grant, type MenuNode } from '@ta/contract';

export interface PermNode {
  /** Menu-node key (unique, the table row key). */
  key: string;
  title: string;
  permissionKey?: string;
  children?: PermNode[];
}

export type Checked = ReadonlyMap<string, readonly ActionFlag[]>;

export function permissionTree(menu: readonly MenuNode[] = MENU_TREE): PermNode[] {
  const out: PermNode[] = [];
  for (const n of menu) {
    if (n.hidden) continue;
    const kids = n.children ? permissionTree(n.children) : undefined;
    if (!n.permissionKey && !kids?.length) continue;
    out.push({ key: n.key, title: n.title, ...(n.permissionKey ? { permissionKey: n.permissionKey } : {}), ...(kids?.length ? { children: kids } : {}) });
  }
  return out;
}

/** Permission keys of a node and all its descendants. */
export function keysUnder(node: PermNode): string[] {
  const own = node.permissionKey ? [node.permissionKey] : [];
  return [...own, ...(node.children ?? []).flatMap(keysUnder)];
}

/** Each permission key → the permission keys of its ancestors. */
export function ancestorKeys(tree: readonly PermNode[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const walk = (nodes: readonly PermNode[], above: string[]) => {
    for (const n of nodes) {
      if (n.permissionKey) out.set(n.permissionKey, above);
      if (n.children) walk(n.children, n.permissionKey ? [...above, n.permissionKey] : above);
    }
  };
  walk(tree, []);
  return out;
}

/** Checking a node checks its whole subtree; unchecking removes it. Actions of kept keys stay. */
export function toggleNode(checked: Checked, node: PermNode, on: boolean): Map<string, readonly ActionFlag[]> {
  const next = new Map(checked);
  for (const k of keysUnder(node)) {
    if (on) { if (!next.has(k)) next.set(k, []); } else next.delete(k);
  }
  return next;
}

export function setActions(checked: Checked, permissionKey: string, actions: readonly ActionFlag[]): Map<string, readonly ActionFlag[]> {
  const next = new Map(checked);
  next.set(permissionKey, actions);
  return next;
}

/** Tri-state of a node for its checkbox. */
export function nodeState(checked: Checked, node: PermNode): 'all' | 'some' | 'none' {
  const keys = keysUnder(node);
  const n = keys.filter((k) => checked.has(k)).length;
  return n === 0 ? 'none' : n === keys.length ? 'all' : 'some';
}

/**
 * The grants to save: every checked key with its actions, plus every ancestor of a checked key (a
 * parent must be granted for the page to show in the menu); a group left with no checked descendant is dropped.
 */
export function toGrants(checked: Checked, tree: readonly PermNode[] = permissionTree()): Grant[] {
  const ancestors = ancestorKeys(tree);
  const groups = new Set<string>();
  const walk = (nodes: readonly PermNode[]) => nodes.forEach((n) => { if (n.children?.length && n.permissionKey) groups.add(n.permissionKey); if (n.children) walk(n.children); });
  walk(tree);
  const keep = new Set<string>();
  for (const k of checked.keys()) {
    if (!ancestors.has(k)) continue; // not a key of this tree
    if (!groups.has(k)) { keep.add(k); for (const a of ancestors.get(k) ?? []) keep.add(a); }
  }
  const order = [...ancestors.keys()];
  return order.filter((k) => keep.has(k)).map((k) => ({ permissionKey: k, actions: [...(checked.get(k) ?? [])] }));
}

export function fromGrants(grants: readonly Grant[] | null | undefined): Map<string, readonly ActionFlag[]> {
  return new Map((grants ?? []).map((g) => [g.permissionKey, g.actions]));
}
