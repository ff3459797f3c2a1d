/**
 * Generic list/detail/add/update/delete routes of a registry resource (contract RESOURCES), with the
 * permission key and action declared once: list/detail → view, add → canAdd, update → canEditor,
 * delete → canDelete. Modules give hooks for their rules; everything runs in one transaction.
 */
import type { FastifyInstance } from 'fastify';
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { allows, idReq, pageReq, resourcePath, type ResourceDef, type RoutePermission } from '@ta/contract';
import type { DB } from '../db/client';
import { deleteRow, findById, findPage, inTx, insertRow, updateRow, type AnyRow, type ListOptions } from './data';
import { noPermission, notFound } from './errors';
import { defineRoute, type Ctx } from './route';
import { boundaryDeptIds } from './session';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { changeLog } from './platform.tables';

export interface ResourceHooks {
  table: PgTable;
  /** Extra list conditions / filters, or a whole custom list. */
  list?: (input: AnyRow, ctx: Ctx, base: ListOptions) => Promise<unknown>;
  /** Row → answer (add joined names, strip secrets). */
  present?: (rows: AnyRow[], ctx: Ctx) => Promise<AnyRow[]>;
  beforeAdd?: (tx: DB, input: AnyRow, ctx: Ctx) => Promise<AnyRow>;
  afterAdd?: (tx: DB, row: AnyRow, input: AnyRow, ctx: Ctx) => Promise<void>;
  beforeUpdate?: (tx: DB, input: AnyRow, before: AnyRow, ctx: Ctx) => Promise<AnyRow>;
  afterUpdate?: (tx: DB, row: AnyRow, input: AnyRow, ctx: Ctx) => Promise<void>;
  /** Refuse deleting a record in use (throw with a message naming where). */
  beforeDelete?: (tx: DB, row: AnyRow, ctx: Ctx) => Promise<void>;
}

/** Table name → resource, so the change-history route checks the owning resource's key. */
const historyOwners = new Map<string, ResourceDef>();

export function permOf(def: ResourceDef, verb: 'list' | 'detail' | 'add' | 'update' | 'delete'): RoutePermission {
  const action = verb === 'add' ? 'canAdd' : verb === 'update' ? 'canEditor' : verb === 'delete' ? 'canDelete' : 'view';
  return { key: def.permissionKey, action };
}

export async function listOptions(def: ResourceDef, input: AnyRow, ctx: Ctx): Promise<ListOptions> {
  const { pageNo, pageSize, sortField, sortOrder, keyword, ...filters } = input as AnyRow & { pageNo: number; pageSize: number; sortField?: string; sortOrder?: string; keyword?: string };
  return {
    pageNo, pageSize, sortField, sortOrder, filters, keyword, keywordFields: def.keywordFields,
    boundary: def.scoped ? { deptIds: await boundaryDeptIds(ctx.db, ctx.user.relation), uid: ctx.user.uid } : undefined,
  };
}

export function mountResource(app: FastifyInstance, def: ResourceDef, hooks: ResourceHooks): void {
  const { table } = hooks;
  if (def.table && def.table !== getTableName(table)) throw new Error(`resource ${def.name}: table ${def.table} ≠ ${getTableName(table)}`);
  historyOwners.set(getTableName(table), def);
  const present = async (rs: AnyRow[], ctx: Ctx) => (hooks.present ? hooks.present(rs, ctx) : rs);
  const w = (ctx: Ctx) => ({ user: ctx.user, def });
  const tag = def.title;

  if (def.verbs.includes('list')) {
    defineRoute(app, { path: resourcePath(def, 'list'), access: permOf(def, 'list'), body: pageReq.passthrough(), tag, summary: `${def.title}列表` },
      async (input, ctx) => {
        const base = await listOptions(def, input as AnyRow, ctx);
        if (hooks.list) return hooks.list(input as AnyRow, ctx, base);
        const page = await findPage<AnyRow>(ctx.db, table, base);
        return { page_data: { ...page, data: await present(page.data, ctx) } };
      });
  }
  if (def.verbs.includes('detail')) {
    defineRoute(app, { path: resourcePath(def, 'detail'), access: permOf(def, 'detail'), body: idReq, tag, summary: `${def.title}详情` },
      async (input, ctx) => {
        const row = await findById<AnyRow>(ctx.db, table, input.id);
        // A record outside the relation's data boundary is as good as absent.
        if (def.scoped) {
          const seen = await findPage<AnyRow>(ctx.db, table, { ...(await listOptions(def, { pageNo: 1, pageSize: 1 }, ctx)), where: [eq(getTableColumns(table).id as PgColumn, input.id)] });
          if (seen.total_size === 0) throw notFound();
        }
        return (await present([row], ctx))[0];
      });
  }
  if (def.verbs.includes('add')) {
    defineRoute(app, { path: resourcePath(def, 'add'), access: permOf(def, 'add'), body: def.create, tag, summary: `新增${def.title}` },
      async (input, ctx) => {
        const row = await inTx(ctx.db, async (tx) => {
          const values = hooks.beforeAdd ? await hooks.beforeAdd(tx, input as AnyRow, ctx) : (input as AnyRow);
          const r = await insertRow<AnyRow>(tx, table, values, w(ctx));
          if (hooks.afterAdd) await hooks.afterAdd(tx, r, input as AnyRow, ctx);
          return r;
        });
        return (await present([row], ctx))[0];
      });
  }
  if (def.verbs.includes('update')) {
    defineRoute(app, { path: resourcePath(def, 'update'), access: permOf(def, 'update'), body: def.update, tag, summary: `修改${def.title}` },
      async (input, ctx) => {
        const i = input as AnyRow & { id: number; version: number };
        const row = await inTx(ctx.db, async (tx) => {
          const before = await findById<AnyRow>(tx, table, i.id);
          const values = hooks.beforeUpdate ? await hooks.beforeUpdate(tx, i, before, ctx) : i;
          const r = await updateRow<AnyRow>(tx, table, i.id, i.version, values, w(ctx));
          if (hooks.afterUpdate) await hooks.afterUpdate(tx, r, i, ctx);
          return r;
        });
        return (await present([row], ctx))[0];
      });
  }
  if (def.verbs.includes('delete')) {
    defineRoute(app, { path: resourcePath(def, 'delete'), access: permOf(def, 'delete'), body: idReq, tag, summary: `删除${def.title}` },
      async (input, ctx) => {
        await inTx(ctx.db, async (tx) => {
          const row = await findById<AnyRow>(tx, table, input.id);
          if (hooks.beforeDelete) await hooks.beforeDelete(tx, row, ctx);
          await deleteRow(tx, table, input.id, w(ctx));
        });
        return null;
      });
  }
}

/** The shared change history ("变更记录") of any record, readable with the owning resource's key. */
export function historyRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    path: '/api/v1/history/list', access: 'session', tag: '变更记录', summary: '记录的变更历史',
    body: pageReq.extend({ table: z.string({ error: '请指定数据表' }).min(1, '请指定数据表').max(60), record_id: z.coerce.number({ error: '请指定记录' }).int().positive('请指定记录') }),
  }, async (i, ctx) => {
    const owner = historyOwners.get(i.table);
    if (!owner || !allows(ctx.user.grants, { key: owner.permissionKey, action: 'view' })) throw noPermission();
    const page = await findPage(ctx.db, changeLog, {
      pageNo: i.pageNo, pageSize: i.pageSize, where: [and(eq(changeLog.table_name, i.table), eq(changeLog.record_id, i.record_id))],
      defaultSort: { field: 'id', order: 'desc' },
    });
    return { page_data: page };
  });
}
