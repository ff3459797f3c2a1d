/**
 * Generic list/detail/add/update/delete routes of a registry resource (contract RESOURCES), with the
 * permission key and action declared once: list/detail → view, add → canAdd, update → canEditor,
 * delete → canDelete. Modules give hooks for their rules; everything runs in one transaction.
 */
import type { FastifyInstance } from 'fastify';
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { allows, Code, historyRow, idReq, listReq, noAnswer, pageDataOf, pageReq, refuseUnknown, resourcePath, type ResourceDef, type RoutePermission } from '@ta/contract';
import type { DB } from '../db/client';
import { boundaryCondition, deleteRow, filterShapeOf, findById, findPage, inTx, insertRow, refuseMasked, restoreMasked, updateRow, type AnyRow, type ListOptions } from './data';
import { AppError, noPermission, notFound } from './errors';
import { defineRoute, type Ctx } from './route';
import { boundaryDeptIds, type SessionUser } from './session';
import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { changeLog, type FieldChange } from './platform.tables';
import { maskChange } from './history';

export interface ResourceHooks {
  table: PgTable;
  /**
   * The list request: by default paging, keyword and a filter per table column (secrets and JSON excepted),
   * plus `filters`; or the resource's own declared list query. Either way an undeclared field answers 400.
   */
  query?: z.ZodObject;
  filters?: z.ZodRawShape;
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

/**
 * Table name → the resources on it (several may share a table, e.g. the customer kinds) with their hooks, so the
 * change-history route checks an owning resource's key and boundary.
 */
const historyOwners = new Map<string, { def: ResourceDef; hooks: ResourceHooks }[]>();

/**
 * A record inside the caller's data boundary (its dept_id / created_by columns), or 404 — absent and outside
 * are answered alike, as detail routes do. `withDeleted` also finds a soft-deleted row (for its history).
 */
export async function findInBoundary<T extends AnyRow>(db: DB, table: PgTable, id: number, user: Pick<SessionUser, 'uid' | 'relation'>, withDeleted = false): Promise<T> {
  const cols = getTableColumns(table) as Record<string, PgColumn>;
  const b = { deptIds: await boundaryDeptIds(db, user.relation), uid: user.uid };
  const [row] = await db.select().from(table)
    .where(and(eq(cols.id, id), withDeleted || !cols.deleted_at ? undefined : isNull(cols.deleted_at), boundaryCondition(table, b))).limit(1);
  if (!row) throw notFound();
  return row as T;
}

export function permOf(def: ResourceDef, verb: 'list' | 'detail' | 'add' | 'update' | 'delete'): RoutePermission {
  const action = verb === 'add' ? 'canAdd' : verb === 'update' ? 'canEditor' : verb === 'delete' ? 'canDelete' : 'view';
  return { key: def.permissionKey, action };
}

export async function listOptions(def: ResourceDef, input: AnyRow, ctx: Ctx): Promise<ListOptions> {
  const { pageNo, pageSize, sortField, sortOrder, keyword, exact_total, totals_only, ...filters } = input as AnyRow & { pageNo: number; pageSize: number; sortField?: string; sortOrder?: string; keyword?: string; exact_total?: boolean; totals_only?: boolean };
  return {
    pageNo, pageSize, sortField, sortOrder, filters, keyword, keywordFields: def.keywordFields, exactTotal: exact_total, totalsOnly: totals_only,
    boundary: def.scoped ? { deptIds: await boundaryDeptIds(ctx.db, ctx.user.relation), uid: ctx.user.uid } : undefined,
  };
}

export function mountResource(app: FastifyInstance, def: ResourceDef, hooks: ResourceHooks): void {
  const { table } = hooks;
  if (def.table && def.table !== getTableName(table)) throw new Error(`resource ${def.name}: table ${def.table} ≠ ${getTableName(table)}`);
  const owners = historyOwners.get(getTableName(table)) ?? [];
  historyOwners.set(getTableName(table), [...owners.filter((o) => o.def.name !== def.name), { def, hooks }]);
  const present = async (rs: AnyRow[], ctx: Ctx) => (hooks.present ? hooks.present(rs, ctx) : rs);
  const w = (ctx: Ctx) => ({ user: ctx.user, def });
  const tag = def.title;
  const row = def.row;
  const listOut = def.listOut ?? (row ? pageDataOf(row) : undefined);

  if (def.verbs.includes('list')) {
    const body = hooks.query ? refuseUnknown(hooks.query) : listReq({ ...filterShapeOf(table, def.labels), ...hooks.filters });
    defineRoute(app, { path: resourcePath(def, 'list'), access: permOf(def, 'list'), record: getTableName(table), body, out: listOut, tag, summary: `${def.title}列表` },
      async (input, ctx) => {
        const base = await listOptions(def, input as AnyRow, ctx);
        if (hooks.list) return hooks.list(input as AnyRow, ctx, base);
        const page = await findPage<AnyRow>(ctx.db, table, base);
        return { page_data: { ...page, data: await present(page.data, ctx) } };
      });
  }
  if (def.verbs.includes('detail')) {
    defineRoute(app, { path: resourcePath(def, 'detail'), access: permOf(def, 'detail'), record: getTableName(table), body: idReq, out: row, tag, summary: `${def.title}详情` },
      async (input, ctx) => {
        // A record outside the relation's data boundary is as good as absent.
        const row = def.scoped ? await findInBoundary<AnyRow>(ctx.db, table, input.id, ctx.user) : await findById<AnyRow>(ctx.db, table, input.id);
        return (await present([row], ctx))[0];
      });
  }
  if (def.verbs.includes('add')) {
    defineRoute(app, { path: resourcePath(def, 'add'), access: permOf(def, 'add'), body: def.create, out: row, tag, summary: `新增${def.title}` },
      async (input, ctx) => {
        const row = await inTx(ctx.db, async (tx) => {
          refuseMasked(input as AnyRow, def.labels);
          const values = hooks.beforeAdd ? await hooks.beforeAdd(tx, input as AnyRow, ctx) : (input as AnyRow);
          const r = await insertRow<AnyRow>(tx, table, values, w(ctx));
          if (hooks.afterAdd) await hooks.afterAdd(tx, r, input as AnyRow, ctx);
          return r;
        });
        return (await present([row], ctx))[0];
      });
  }
  if (def.verbs.includes('update')) {
    defineRoute(app, { path: resourcePath(def, 'update'), access: permOf(def, 'update'), body: def.update, out: row, tag, summary: `修改${def.title}` },
      async (input, ctx) => {
        const i = input as AnyRow & { id: number; version: number };
        const row = await inTx(ctx.db, async (tx) => {
          const before = await findById<AnyRow>(tx, table, i.id);
          // Personal fields sent back masked (a detail shown to an editor without canSeeInfo) keep their stored values.
          const given = restoreMasked(i, before, def.labels) as typeof i;
          const values = hooks.beforeUpdate ? await hooks.beforeUpdate(tx, given, before, ctx) : given;
          const r = await updateRow<AnyRow>(tx, table, i.id, i.version, values, w(ctx));
          if (hooks.afterUpdate) await hooks.afterUpdate(tx, r, given, ctx);
          return r;
        });
        return (await present([row], ctx))[0];
      });
  }
  if (def.verbs.includes('delete')) {
    defineRoute(app, { path: resourcePath(def, 'delete'), access: permOf(def, 'delete'), body: idReq, out: noAnswer, tag, summary: `删除${def.title}` },
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

/** The first of the owners whose detail shows the record: key held, inside the boundary if scoped, its present hook passing. */
async function firstSeeing(owners: { def: ResourceDef; hooks: ResourceHooks }[], id: number, ctx: Ctx): Promise<{ def: ResourceDef; hooks: ResourceHooks }> {
  const cols = getTableColumns(owners[0].hooks.table) as Record<string, PgColumn>;
  const [raw] = await ctx.db.select().from(owners[0].hooks.table).where(eq(cols.id, id)).limit(1);
  for (const o of owners) {
    // A scoped record that no longer exists has no boundary to judge it by: answered as absent.
    if (!raw) { if (!o.def.scoped) return o; continue; }
    try {
      if (o.def.scoped) await findInBoundary(ctx.db, o.hooks.table, id, ctx.user, true);
      if (o.hooks.present) await o.hooks.present([raw as AnyRow], ctx);
      return o;
    } catch (e) {
      if (e instanceof AppError && e.code === Code.NOT_FOUND) continue;
      throw e;
    }
  }
  throw notFound();
}


/**
 * The shared change history ("变更记录") of any record: readable with the owning resource's key when the record's
 * own detail is — inside the caller's data boundary for a scoped resource, and passing the resource's own
 * present hook (which refuses child records of an invisible parent). Personal fields (phones, ID and card
 * numbers, addresses, birthdays) are masked unless the role holds canSeeInfo on the owner's key.
 */
export function historyRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    path: '/api/v1/history/list', access: 'session', tag: '变更记录', summary: '记录的变更历史', out: pageDataOf(historyRow),
    body: pageReq.extend({ table: z.string({ error: '请指定数据表' }).min(1, '请指定数据表').max(60), record_id: z.coerce.number({ error: '请指定记录' }).int().positive('请指定记录') }),
  }, async (i, ctx) => {
    const owners = (historyOwners.get(i.table) ?? []).filter((o) => allows(ctx.user.grants, { key: o.def.permissionKey, action: 'view' }));
    if (!owners.length) throw noPermission();
    // The first owning resource whose detail would show the record decides (404 when none would).
    const owner = await firstSeeing(owners, i.record_id, ctx);
    const { def } = owner;
    const page = await findPage<AnyRow & { changes: FieldChange[] }>(ctx.db, changeLog, {
      pageNo: i.pageNo, pageSize: i.pageSize, where: [and(eq(changeLog.table_name, i.table), eq(changeLog.record_id, i.record_id))],
      defaultSort: { field: 'id', order: 'desc' },
    });
    if (allows(ctx.user.grants, { key: def.permissionKey, action: 'canSeeInfo' })) return { page_data: page };
    return { page_data: { ...page, data: page.data.map((h) => ({ ...h, changes: (h.changes ?? []).map(maskChange) })) } };
  });
}
