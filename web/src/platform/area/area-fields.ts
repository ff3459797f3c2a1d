/**
 * The area fields a record stores (SPEC section 3) and the selected path of the area tree, both ways.
 * Domestic: 中国 (-2000) → district → province → city → optional county, country id 240.
 * Foreign: 国外 (-1000) → country → city. Pure functions, unit-tested.
 */
import { AREA_CHINA, AREA_FOREIGN, CHINA_COUNTRY_ID } from '@ta/contract';

/** A node of `/api/area/query` (area_type 3). */
export interface AreaTreeNode { value: number; zh_name: string; en_name?: string; country_id: number | null; children?: AreaTreeNode[] }

export const AREA_LEVELS = ['country', 'district', 'province', 'city', 'county'] as const;
export type AreaLevel = (typeof AREA_LEVELS)[number];

/** country_id … county_id, each with its _name. */
export type AreaFields = { [K in AreaLevel as `${K}_id`]: number | null } & { [K in AreaLevel as `${K}_name`]: string | null };

export const EMPTY_AREA_FIELDS: AreaFields = {
  country_id: null, country_name: null, district_id: null, district_name: null, province_id: null, province_name: null,
  city_id: null, city_name: null, county_id: null, county_name: null,
};

/** Field names of the area fields under an optional prefix (`departure_` → `departure_country_id`). */
export function areaFieldNames(prefix = ''): { [K in keyof AreaFields]: string } {
  const out = {} as { [K in keyof AreaFields]: string };
  for (const k of Object.keys(EMPTY_AREA_FIELDS) as (keyof AreaFields)[]) out[k] = `${prefix}${k}`;
  return out;
}

const DOMESTIC_LEVELS: AreaLevel[] = ['district', 'province', 'city', 'county'];
const FOREIGN_LEVELS: AreaLevel[] = ['country', 'city'];

/** The selected nodes (root first) → the area fields. An empty path clears every field. */
export function pathToFields(nodes: readonly Pick<AreaTreeNode, 'value' | 'zh_name'>[]): AreaFields {
  const out: AreaFields = { ...EMPTY_AREA_FIELDS };
  const [root, ...rest] = nodes;
  if (!root) return out;
  let levels: AreaLevel[];
  if (root.value === AREA_CHINA) {
    out.country_id = CHINA_COUNTRY_ID;
    out.country_name = root.zh_name;
    levels = DOMESTIC_LEVELS;
  } else if (root.value === AREA_FOREIGN) {
    levels = FOREIGN_LEVELS;
  } else {
    throw new Error(`区域路径必须从根节点开始：${root.value}`);
  }
  rest.slice(0, levels.length).forEach((n, i) => {
    out[`${levels[i]}_id`] = n.value;
    out[`${levels[i]}_name`] = n.zh_name;
  });
  return out;
}

/** The area fields → the values of the selected path (root first); [] when nothing is set. */
export function fieldsToPath(f: Partial<AreaFields>): number[] {
  const ids = (levels: AreaLevel[]) => {
    const out: number[] = [];
    for (const l of levels) {
      const v = f[`${l}_id`];
      if (v === null || v === undefined) break;
      out.push(Number(v));
    }
    return out;
  };
  if (f.country_id === null || f.country_id === undefined) return [];
  if (Number(f.country_id) === CHINA_COUNTRY_ID) return [AREA_CHINA, ...ids(DOMESTIC_LEVELS)];
  return [AREA_FOREIGN, ...ids(FOREIGN_LEVELS)];
}

/** The nodes from a root down to the node of `value` ([] when absent). */
export function findPath(tree: readonly AreaTreeNode[], value: number): AreaTreeNode[] {
  for (const n of tree) {
    if (n.value === value) return [n];
    if (n.children) {
      const sub = findPath(n.children, value);
      if (sub.length) return [n, ...sub];
    }
  }
  return [];
}

/** The nodes of a path of values, stopping at the first value not found under its parent. */
export function nodesOfPath(tree: readonly AreaTreeNode[], path: readonly number[]): AreaTreeNode[] {
  const out: AreaTreeNode[] = [];
  let level: readonly AreaTreeNode[] | undefined = tree;
  for (const v of path) {
    const n: AreaTreeNode | undefined = level?.find((x) => x.value === v);
    if (!n) break;
    out.push(n);
    level = n.children;
  }
  return out;
}

/** The path shown for stored fields: by their ids, or (ids that skip a level) by the deepest id. */
export function pathOfFields(tree: readonly AreaTreeNode[], f: Partial<AreaFields>): number[] {
  const path = fieldsToPath(f);
  if (path.length === 0) return [];
  const deepest = [f.county_id, f.city_id, f.province_id, f.district_id].find((v) => v !== null && v !== undefined);
  const complete = deepest === undefined || deepest === null || path.includes(Number(deepest));
  if (complete && nodesOfPath(tree, path).length === path.length) return path;
  const found = deepest !== undefined && deepest !== null ? findPath(tree, Number(deepest)) : [];
  return found.length ? found.map((n) => n.value) : nodesOfPath(tree, path).map((n) => n.value);
}

/** The text of stored fields: 中国/浙江省/杭州市 (the district is left out, as people say it). */
export function areaText(f: Partial<AreaFields>, sep = '/'): string {
  return [f.country_name, f.province_name, f.city_name, f.county_name].filter((x) => x).join(sep);
}

/** The roots of an area_type: 1 foreign, 2 domestic, 3 both. */
export function rootsOf(tree: readonly AreaTreeNode[], areaType: 1 | 2 | 3): AreaTreeNode[] {
  if (areaType === 1) return tree.filter((n) => n.value === AREA_FOREIGN);
  if (areaType === 2) return tree.filter((n) => n.value === AREA_CHINA);
  return [...tree];
}
