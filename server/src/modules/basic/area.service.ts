/**
 * The area tree for selection: built once per data version and kept in memory. The version is a hash of
 * (row count, sum of row versions, last change), one cheap query, so every node of a cluster answers the
 * same version and a change on any node is seen by all. Disabled nodes (and everything under them) are left out.
 */
import { createHash } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import { AREA_CHINA, AREA_FOREIGN, CHINA_COUNTRY_ID, type AreaKindCode } from '@ta/contract';
import type { DB } from '../../db/client';
import { rows } from '../../platform/session';
import { areas } from './basic.tables';

export interface AreaTreeNode { value: number; zh_name: string; en_name?: string; country_id: number | null; children?: AreaTreeNode[] }

/** The area fields a record stores (SPEC section 3), each with its _name. */
export interface AreaPath {
  country_id: number | null; country_name: string | null; district_id: number | null; district_name: string | null;
  province_id: number | null; province_name: string | null; city_id: number | null; city_name: string | null;
  county_id: number | null; county_name: string | null;
}

interface Node { value: number; parent_value: number | null; kind: AreaKindCode; zh_name: string; en_name: string | null; country_id: number | null; children: Node[] }

export interface AreaIndex {
  version: string;
  byValue: Map<number, Node>;
  roots: Node[];
  /** Serialised trees by area_type (built on first use). */
  json: Map<number, AreaTreeNode[]>;
}

export async function areaVersion(db: DB): Promise<string> {
  const [r] = rows<{ n: number; v: string | number | null; t: string | Date | null }>(await db.execute(
    sql`select count(*)::int as n, coalesce(sum(version), 0)::bigint as v, max(updated_at) as t from areas`));
  const stamp = `${r.n}|${r.v}|${r.t ? new Date(r.t).getTime() : 0}`;
  return createHash('sha1').update(stamp).digest('hex').slice(0, 16);
}

async function buildIndex(db: DB, version: string): Promise<AreaIndex> {
  const all = await db.select({
    value: areas.value, parent_value: areas.parent_value, kind: areas.kind, zh_name: areas.zh_name, en_name: areas.en_name,
    country_id: areas.country_id, enabled: areas.enabled,
  }).from(areas).orderBy(asc(areas.sort), asc(areas.value));
  const byValue = new Map<number, Node>();
  for (const r of all) if (r.enabled) byValue.set(r.value, { ...r, kind: r.kind as AreaKindCode, children: [] });
  const roots: Node[] = [];
  for (const n of byValue.values()) {
    if (n.parent_value === null) roots.push(n);
    else byValue.get(n.parent_value)?.children.push(n);
  }
  // Drop nodes under a disabled (absent) parent.
  const reachable = new Map<number, Node>();
  const walk = (n: Node) => { reachable.set(n.value, n); n.children.forEach(walk); };
  roots.forEach(walk);
  return { version, byValue: reachable, roots, json: new Map() };
}

/** One cache per server instance. */
export function areaCache() {
  let current: AreaIndex | undefined;
  let building: Promise<AreaIndex> | undefined;
  return async (db: DB): Promise<AreaIndex> => {
    const version = await areaVersion(db);
    if (current?.version === version) return current;
    if (!building) building = buildIndex(db, version).then((ix) => { current = ix; return ix; }).finally(() => { building = undefined; });
    const ix = await building;
    return ix.version === version ? ix : buildIndex(db, version);
  };
}

const toTree = (n: Node): AreaTreeNode => ({
  value: n.value, zh_name: n.zh_name, ...(n.en_name ? { en_name: n.en_name } : {}), country_id: n.country_id,
  ...(n.children.length ? { children: n.children.map(toTree) } : {}),
});

/** area_type 1 foreign only, 2 domestic only, 3 both roots. */
export function treeOf(ix: AreaIndex, areaType: number): AreaTreeNode[] {
  let t = ix.json.get(areaType);
  if (!t) {
    const wanted = areaType === 1 ? [AREA_FOREIGN] : areaType === 2 ? [AREA_CHINA] : [AREA_FOREIGN, AREA_CHINA];
    t = ix.roots.filter((r) => wanted.includes(r.value)).map(toTree);
    ix.json.set(areaType, t);
  }
  return t;
}

function ancestors(ix: AreaIndex, n: Node): Node[] {
  const out: Node[] = [];
  for (let cur: Node | undefined = n; cur; cur = cur.parent_value === null ? undefined : ix.byValue.get(cur.parent_value)) out.unshift(cur);
  return out;
}

export function pathOf(ix: AreaIndex, value: number): AreaPath | null {
  const n = ix.byValue.get(value);
  if (!n) return null;
  const p: AreaPath = {
    country_id: null, country_name: null, district_id: null, district_name: null, province_id: null, province_name: null,
    city_id: null, city_name: null, county_id: null, county_name: null,
  };
  for (const a of ancestors(ix, n)) {
    if (a.kind === 'root' && a.value === AREA_CHINA) Object.assign(p, { country_id: CHINA_COUNTRY_ID, country_name: a.zh_name });
    else if (a.kind === 'country') Object.assign(p, { country_id: a.value, country_name: a.zh_name });
    else if (a.kind !== 'root') Object.assign(p, { [`${a.kind}_id`]: a.value, [`${a.kind}_name`]: a.zh_name });
  }
  return p;
}

export interface AreaQueryRow {
  value: number; parent_value: number | null; kind: AreaKindCode; zh_name: string; en_name: string | null; country_id: number | null;
  has_children: boolean; full_name: string; path: AreaPath;
}

function present(ix: AreaIndex, n: Node): AreaQueryRow {
  return {
    value: n.value, parent_value: n.parent_value, kind: n.kind, zh_name: n.zh_name, en_name: n.en_name, country_id: n.country_id,
    has_children: n.children.length > 0, full_name: ancestors(ix, n).map((a) => a.zh_name).join('/'), path: pathOf(ix, n.value)!,
  };
}

/** Children of a node (roots without a parent), or a search by Chinese or English name. */
export function queryAreas(ix: AreaIndex, q: { parent?: number | null; keyword?: string; kind?: AreaKindCode; limit: number }): AreaQueryRow[] {
  const kw = q.keyword?.trim().toLowerCase();
  if (!kw) {
    const list = q.parent === undefined || q.parent === null ? ix.roots : ix.byValue.get(q.parent)?.children ?? [];
    return list.filter((n) => !q.kind || n.kind === q.kind).slice(0, q.limit).map((n) => present(ix, n));
  }
  const hits: { n: Node; rank: number }[] = [];
  for (const n of ix.byValue.values()) {
    if (q.kind && n.kind !== q.kind) continue;
    if (q.parent !== undefined && q.parent !== null && !ancestors(ix, n).some((a) => a.value === q.parent && a !== n)) continue;
    const zh = n.zh_name.toLowerCase();
    const en = (n.en_name ?? '').toLowerCase();
    const rank = zh === kw || en === kw ? 0 : zh.startsWith(kw) || en.startsWith(kw) ? 1 : zh.includes(kw) || en.includes(kw) ? 2 : -1;
    if (rank >= 0) hits.push({ n, rank });
  }
  const depth = (n: Node) => ancestors(ix, n).length;
  hits.sort((a, b) => a.rank - b.rank || depth(a.n) - depth(b.n));
  return hits.slice(0, q.limit).map((h) => present(ix, h.n));
}
