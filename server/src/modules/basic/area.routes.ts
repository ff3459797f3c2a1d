/**
 * Areas: the whole tree for the web's 7-day cache (/api/area/query, with a version / ETag to revalidate),
 * children or search (/api/v1/area/query), and the editor (list/detail/add/update, enable/disable).
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  AREA_CHINA, areaEnableReq, areaPathAnswer, areaPathReq, areaQueryReq, areaQueryRow, areaRow, areaTreeAnswer, areaTreeReq, CHINA_COUNTRY_ID, RESOURCES,
  type AreaKindCode,
} from '@ta/contract';
import type { DB } from '../../db/client';
import { findById, findPage, inTx, updateRow, type AnyRow } from '../../platform/data';
import { badInput } from '../../platform/errors';
import { mountResource } from '../../platform/resource';
import { defineRoute, headerOf, type Ctx } from '../../platform/route';
import { rows } from '../../platform/session';
import { areaCache, pathOf, queryAreas, treeOf } from './area.service';
import { assertUniqueIn } from './basic.rules';
import { areas } from './basic.tables';

const A = areas;
/** Values of nodes added by staff start here, clear of GB/T 2260 codes and foreign-city values. */
const CUSTOM_VALUE_FROM = 9_000_000;

type AreaRow = typeof areas.$inferSelect;

async function nodeOf(tx: DB, value: number, field = 'parent_value'): Promise<AreaRow> {
  const [n] = await tx.select().from(A).where(eq(A.value, value));
  if (!n) throw badInput('上级区域不存在', [{ field, message: '上级区域不存在' }]);
  return n;
}

/** The kind of a child of `parent`, or a refusal when the tree allows no child there. */
function childKind(parent: AreaRow): AreaKindCode {
  if (parent.kind === 'root') return parent.value === AREA_CHINA ? 'district' : 'country';
  if (parent.kind === 'district') return 'province';
  if (parent.kind === 'province') return 'city';
  if (parent.kind === 'country') return 'city';
  if (parent.kind === 'city' && parent.country_id === CHINA_COUNTRY_ID) return 'county';
  throw badInput(`“${parent.zh_name}”下不能再添加下级区域`, [{ field: 'parent_value', message: '该区域下不能再添加下级区域' }]);
}

const uniqueName = (tx: DB, i: AnyRow, parent: number, exceptId?: number) =>
  assertUniqueIn(tx, A, { col: A.zh_name, value: i.zh_name, label: '同一上级下的区域名称', field: 'zh_name', scope: [eq(A.parent_value, parent)], idCol: A.id, exceptId });

export function areaRoutes(app: FastifyInstance): void {
  const cache = areaCache();

  mountResource(app, RESOURCES.area, {
    table: A,
    list: async (_i, ctx, base) => {
      const page = await findPage<AreaRow & AnyRow>(ctx.db, A, { ...base, defaultSort: { field: 'sort', order: 'asc' } });
      const values = page.data.map((r) => r.value);
      const counts = values.length ? await ctx.db.select({ p: A.parent_value, n: sql<number>`count(*)::int` }).from(A)
        .where(inArray(A.parent_value, values)).groupBy(A.parent_value) : [];
      const n = new Map(counts.map((c) => [c.p, Number(c.n)]));
      return { page_data: { ...page, data: page.data.map((r) => ({ ...r, child_count: n.get(r.value) ?? 0 })) } };
    },
    beforeAdd: async (tx, i) => {
      const parent = await nodeOf(tx, i.parent_value as number);
      const kind = childKind(parent);
      await uniqueName(tx, i, parent.value);
      const [{ next }] = rows<{ next: number }>(await tx.execute(sql`select greatest(coalesce(max(value), 0), ${CUSTOM_VALUE_FROM - 1}) + 1 as next from areas`));
      const value = Number(next);
      return { ...i, value, kind, country_id: kind === 'country' ? value : parent.country_id, enabled: true, builtin: false };
    },
    beforeUpdate: async (tx, i, before) => {
      if (before.kind === 'root') throw badInput('根节点不能修改');
      const parentValue = i.parent_value as number;
      let countryId = before.country_id as number | null;
      if (parentValue !== before.parent_value) {
        const [oldParent, parent] = [await nodeOf(tx, before.parent_value as number), await nodeOf(tx, parentValue)];
        if (oldParent.kind === 'root' || parent.kind !== oldParent.kind || childKind(parent) !== before.kind) {
          throw badInput(`只能移到同一级别的上级区域下（原上级：${oldParent.zh_name}）`, [{ field: 'parent_value', message: '只能移到同一级别的上级区域下' }]);
        }
        countryId = parent.country_id;
      }
      await uniqueName(tx, i, parentValue, i.id as number);
      return { zh_name: i.zh_name, en_name: i.en_name, code: i.code, sort: i.sort, parent_value: parentValue, country_id: countryId };
    },
  });

  const setEnabled = (enabled: boolean) => async (i: { id: number }, ctx: Ctx) => inTx(ctx.db, async (tx) => {
    const row = await findById<AreaRow & AnyRow>(tx, A, i.id);
    if (row.kind === 'root') throw badInput('根节点不能停用或启用');
    if (row.enabled === enabled) return row;
    return updateRow(tx, A, row.id, row.version, { enabled }, { user: ctx.user, def: RESOURCES.area });
  });
  defineRoute(app, { path: '/api/v1/area/disable', access: { key: RESOURCES.area.permissionKey, action: 'canDisabled' }, body: areaEnableReq, out: areaRow, tag: '区域', summary: '停用区域（其下级一并不再可选）' }, setEnabled(false));
  defineRoute(app, { path: '/api/v1/area/enable', access: { key: RESOURCES.area.permissionKey, action: 'canEnabled' }, body: areaEnableReq, out: areaRow, tag: '区域', summary: '启用区域' }, setEnabled(true));

  // The whole tree (SPEC section 7: area_type 3), cached by the web for 7 days. POST answers
  // { version, not_modified, tree }: the tree is left out when the client already holds this version.
  // GET answers the same with an ETag, and 304 to a matching If-None-Match.
  const tree = async (i: { area_type: number; version?: string }, ctx: Ctx) => {
    const ix = await cache(ctx.db);
    const etag = `"${ix.version}"`;
    ctx.reply.header('etag', etag).header('cache-control', 'private, no-cache');
    const held = i.version ?? headerOf(ctx.req, 'if-none-match')?.replace(/^W\//, '');
    const fresh = held === ix.version || held === etag;
    if (fresh && ctx.req.method === 'GET') ctx.reply.code(304);
    return { version: ix.version, area_type: i.area_type, not_modified: fresh, tree: fresh ? null : treeOf(ix, i.area_type) };
  };
  defineRoute(app, { path: '/api/area/query', access: 'session', body: areaTreeReq, out: areaTreeAnswer, tag: '区域', summary: '区域树（area_type 1 国外，2 国内，3 全部），带版本以便缓存' }, tree);
  defineRoute(app, { path: '/api/area/query', method: 'GET', access: 'session', body: areaTreeReq, out: areaTreeAnswer, tag: '区域', summary: '区域树（GET，ETag / If-None-Match）' }, tree);

  defineRoute(app, {
    path: '/api/v1/area/query', access: 'session', body: areaQueryReq, out: z.array(areaQueryRow), tag: '区域', summary: '下级区域（parent）或按名称搜索（keyword），含完整路径',
  }, async (i, ctx) => {
    const ix = await cache(ctx.db);
    return queryAreas(ix, { parent: i.parent, keyword: i.keyword, kind: i.kind, limit: i.limit });
  });

  defineRoute(app, {
    path: '/api/v1/area/path', access: 'session', body: areaPathReq, out: areaPathAnswer,
    tag: '区域', summary: '某区域值的各级字段（country_id … county_id 及名称）',
  }, async (i, ctx) => {
    const p = pathOf(await cache(ctx.db), i.value);
    if (!p) throw badInput('区域不存在或已停用', [{ field: 'value', message: '区域不存在或已停用' }]);
    return p;
  });
}
