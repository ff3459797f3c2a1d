/** Rules of the area tree page: what a node may hold, paths and names of loaded nodes. Pure, unit-tested. */
import { AREA_CHINA, CHINA_COUNTRY_ID, type AreaKindCode, type areaRow } from '@ta/contract';
import type { Answer } from '@/platform/answer-types';
import type { AreaTreeNode } from '@/platform/area';

export type AreaRow = Answer<typeof areaRow>;

/** The kind of a child of `parent` (as the server decides it), or null when it may hold none. */
export function childKindOf(parent: Pick<AreaRow, 'kind' | 'value' | 'country_id'>): AreaKindCode | null {
  switch (parent.kind) {
    case 'root': return parent.value === AREA_CHINA ? 'district' : 'country';
    case 'district': return 'province';
    case 'province': return 'city';
    case 'country': return 'city';
    case 'city': return parent.country_id === CHINA_COUNTRY_ID ? 'county' : null;
    default: return null;
  }
}

/** In the cascader of 上级区域: only nodes that may hold children (depth 0 is a root). */
export function mayHoldChildren(node: Pick<AreaTreeNode, 'country_id'>, depth: number): boolean {
  if (depth === 0) return true;
  return node.country_id === CHINA_COUNTRY_ID ? depth <= 3 : depth <= 1;
}

type Linked = Pick<AreaRow, 'value' | 'parent_value'>;

/** Values from the root down to `value`, over the loaded nodes. */
export function pathTo(byValue: ReadonlyMap<number, Linked>, value: number): number[] {
  const out: number[] = [];
  const seen = new Set<number>();
  for (let cur = byValue.get(value); cur && !seen.has(cur.value); cur = cur.parent_value === null ? undefined : byValue.get(cur.parent_value)) {
    seen.add(cur.value);
    out.unshift(cur.value);
  }
  return out;
}

/** 中国/华东/浙江省 of a loaded node. */
export function fullNameOf(byValue: ReadonlyMap<number, Linked & { zh_name: string }>, value: number): string {
  return pathTo(byValue, value).map((v) => byValue.get(v)?.zh_name ?? '').join('/');
}
