/** Paths of menu pages and detail routes by key, from the contract's MENU_TREE (never retyped). */
import { MENU_TREE, walkMenu } from '@ta/contract';

const paths = new Map<string, string>();
walkMenu(MENU_TREE, (n) => {
  paths.set(n.key, n.path);
  for (const d of n.subChildren ?? []) paths.set(d.key, d.path);
});

/** The path of a route key, with an optional query. Throws on an unknown key (a typo is a bug). */
export function routePath(key: string, query?: Record<string, string | number | undefined>): string {
  const p = paths.get(key);
  if (!p) throw new Error(`unknown route key: ${key}`);
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') q.set(k, String(v));
  const qs = q.toString();
  return qs ? `${p}?${qs}` : p;
}
