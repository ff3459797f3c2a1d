/** Flat rows with parent_id → a tree (departments, companies), pure and tested. */
export interface TreeRow { id: number; parent_id?: number | null }
export type WithChildren<T> = T & { children?: WithChildren<T>[] };

export function buildTree<T extends TreeRow>(rows: readonly T[]): WithChildren<T>[] {
  const byId = new Map<number, WithChildren<T>>();
  for (const r of rows) byId.set(r.id, { ...r });
  const roots: WithChildren<T>[] = [];
  for (const node of byId.values()) {
    const parent = node.parent_id ? byId.get(node.parent_id) : undefined;
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

export interface TreeOption { title: string; value: number; key: number; children?: TreeOption[] }

/** Tree-select options from rows with a name. */
export function treeOptions<T extends TreeRow & { name: string }>(rows: readonly T[], disabledId?: number): TreeOption[] {
  const walk = (nodes: WithChildren<T>[]): TreeOption[] => nodes.map((n) => ({
    title: n.name, value: n.id, key: n.id,
    ...(n.id === disabledId ? { disabled: true } : {}),
    ...(n.children?.length ? { children: walk(n.children) } : {}),
  }));
  return walk(buildTree(rows));
}

/** Name of each id (for showing dept_ids and parent names). */
export function namesById<T extends { id: number; name: string }>(rows: readonly T[]): Map<number, string> {
  return new Map(rows.map((r) => [r.id, r.name]));
}
