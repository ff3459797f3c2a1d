/** Organisation settings: departments, positions, roles, data permissions, companies (generic resource routes + rules). */
import type { FastifyInstance } from 'fastify';
import { eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { allPermissionKeys, grantAnswer, idOf, MENU_TREE, Msg, RESOURCES, systemOptionsAnswer, walkMenu, type Grant } from '@ta/contract';
import type { DB } from '../../db/client';
import { findPage, type AnyRow } from '../../platform/data';
import { badInput } from '../../platform/errors';
import { mountResource } from '../../platform/resource';
import { assertUnique } from '../../platform/unique';
import { defineRoute, type Ctx } from '../../platform/route';
import { grantsMissing, rows } from '../../platform/session';
import { companies, dataPermissions, departments, positions, roles } from './system.tables';

/** Refuses deleting a record used elsewhere, naming where. */
async function assertUnused(tx: DB, query: SQL, what: string): Promise<void> {
  const r = rows<{ n: number; names: string | null }>(await tx.execute(query))[0];
  if (r && Number(r.n) > 0) throw badInput(`${what}（${r.names ?? ''}${Number(r.n) > 3 ? ' 等' : ''}共${r.n}处），不能删除`);
}

const usedByRelations = (col: 'department_id' | 'role_id' | 'position_id' | 'data_permission_id', id: number) => sql`
  select count(*)::int as n, string_agg(distinct u.user_name, '、') filter (where u.user_name is not null) as names
  from user_auth_relations r join users u on u.id = r.user_id and u.deleted_at is null where r.${sql.raw(col)} = ${id}`;

const KNOWN_KEYS = new Set(allPermissionKeys());

/** Each permission key's ancestors in the menu tree: granting a page grants the menus above it. */
const ANCESTORS = new Map<string, string[]>();
walkMenu(MENU_TREE, (n, parents) => {
  if (n.permissionKey) ANCESTORS.set(n.permissionKey, parents.map((p) => p.permissionKey).filter((k): k is string => !!k));
});

/**
 * Refuses unknown keys, and keys or actions the editor does not hold (nobody grants what they lack); adds the
 * ancestors of every granted key (with no actions of their own).
 */
function checkGrants(perms: Grant[] | undefined, ctx: Ctx): Grant[] | undefined {
  if (!perms) return perms;
  const bad = perms.filter((p) => !KNOWN_KEYS.has(p.permissionKey));
  if (bad.length) throw badInput(`未知的权限标识：${bad.map((b) => b.permissionKey).join('、')}`, [{ field: 'permissions', message: '包含未知的权限标识' }]);
  const lacking = grantsMissing(ctx.user.grants, perms);
  if (lacking.length) throw badInput(`不能授予您自己没有的权限：${lacking.slice(0, 5).join('、')}${lacking.length > 5 ? ' 等' : ''}`, [{ field: 'permissions', message: '包含您自己没有的权限' }]);
  const out = [...perms];
  const have = new Set(perms.map((p) => p.permissionKey));
  for (const p of perms) for (const a of ANCESTORS.get(p.permissionKey) ?? []) if (!have.has(a)) { have.add(a); out.push({ permissionKey: a, actions: [] }); }
  return out;
}

export function systemRoutes(app: FastifyInstance): void {
  // Names for pickers (user editor, filters): any logged-in user may read them, like an org chart.
  defineRoute(app, { path: '/api/v1/system/options', access: 'session', out: systemOptionsAnswer, tag: '组织架构', summary: '部门、角色、岗位、数据权限的选项' }, async (_i, ctx) => ({
    departments: await ctx.db.select({ id: departments.id, name: departments.name, parent_id: departments.parent_id }).from(departments).orderBy(departments.sort, departments.id),
    roles: await ctx.db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(roles.id),
    positions: await ctx.db.select({ id: positions.id, name: positions.name }).from(positions).orderBy(positions.sort, positions.id),
    dataPermissions: await ctx.db.select({ id: dataPermissions.id, name: dataPermissions.name, scope: dataPermissions.scope }).from(dataPermissions).orderBy(dataPermissions.id),
  }));

  mountResource(app, RESOURCES.department, {
    table: departments,
    // `tree: true` answers every department at once (the tree screen and pickers).
    filters: { tree: z.boolean({ error: '查询条件“tree”不正确' }).optional() },
    list: async (input, ctx, base) => {
      if (input.tree) {
        const all = await ctx.db.select().from(departments).orderBy(departments.sort, departments.id);
        return { page_data: { total_size: all.length, total_page: 1, data: all } };
      }
      return { page_data: await findPage(ctx.db, departments, { ...base, filters: { ...base.filters, tree: undefined }, defaultSort: { field: 'sort', order: 'asc' } }) };
    },
    beforeAdd: async (tx, i) => { await assertParent(tx, i.parent_id as number | null, undefined); return i; },
    beforeUpdate: async (tx, i) => { await assertParent(tx, i.parent_id as number | null, i.id as number); return i; },
    beforeDelete: async (tx, row) => {
      await assertUnused(tx, sql`select count(*)::int as n, string_agg(name, '、') as names from departments where parent_id = ${row.id}`, '该部门下还有下级部门');
      await assertUnused(tx, usedByRelations('department_id', row.id as number), '该部门已被用户的角色关系使用');
    },
  });

  mountResource(app, RESOURCES.position, {
    table: positions,
    beforeAdd: async (tx, i) => { await assertUnique(tx, { table: positions, col: positions.name, value: i.name, label: '岗位名称', field: 'name' }); return i; },
    beforeUpdate: async (tx, i) => { await assertUnique(tx, { table: positions, col: positions.name, value: i.name, label: '岗位名称', field: 'name', idCol: positions.id, exceptId: i.id as number }); return i; },
    beforeDelete: async (tx, row) => assertUnused(tx, usedByRelations('position_id', row.id as number), '该岗位已被用户的角色关系使用'),
  });

  mountResource(app, RESOURCES.role, {
    table: roles,
    beforeAdd: async (tx, i, ctx) => {
      await assertUnique(tx, { table: roles, col: roles.code, value: i.code, label: '角色编码', field: 'code' });
      await assertUnique(tx, { table: roles, col: roles.name, value: i.name, label: '角色名称', field: 'name' });
      return { ...i, permissions: checkGrants(i.permissions as Grant[], ctx) };
    },
    beforeUpdate: async (tx, i, _before, ctx) => {
      await assertUnique(tx, { table: roles, col: roles.code, value: i.code, label: '角色编码', field: 'code', idCol: roles.id, exceptId: i.id as number });
      await assertUnique(tx, { table: roles, col: roles.name, value: i.name, label: '角色名称', field: 'name', idCol: roles.id, exceptId: i.id as number });
      const permissions = checkGrants(i.permissions as Grant[] | undefined, ctx);
      return permissions ? { ...i, permissions } : i;
    },
    beforeDelete: async (tx, row) => {
      if (row.builtin) throw badInput('内置角色不能删除');
      await assertUnused(tx, usedByRelations('role_id', row.id as number), '该角色已被用户使用');
    },
  });

  defineRoute(app, {
    path: '/api/permission/getRolePermissions', access: { key: RESOURCES.role.permissionKey, action: 'view' }, tag: '角色',
    body: z.object({ role_id: idOf('角色') }), out: z.array(grantAnswer), summary: '角色的权限（页面与操作）',
  }, async (i, ctx) => {
    const [r] = await ctx.db.select({ permissions: roles.permissions }).from(roles).where(eq(roles.id, i.role_id));
    if (!r) throw badInput('角色不存在', [{ field: 'role_id', message: '角色不存在' }]);
    return r.permissions;
  });

  mountResource(app, RESOURCES.dataPermission, {
    table: dataPermissions,
    beforeAdd: async (tx, i, ctx) => { assertDataPermissionEditor(ctx); await assertUnique(tx, { table: dataPermissions, col: dataPermissions.name, value: i.name, label: '数据权限名称', field: 'name' }); return normScope(i); },
    beforeUpdate: async (tx, i, _before, ctx) => { assertDataPermissionEditor(ctx); await assertUnique(tx, { table: dataPermissions, col: dataPermissions.name, value: i.name, label: '数据权限名称', field: 'name', idCol: dataPermissions.id, exceptId: i.id as number }); return normScope(i); },
    beforeDelete: async (tx, row) => assertUnused(tx, usedByRelations('data_permission_id', row.id as number), '该数据权限已被用户的角色关系使用'),
  });

  mountResource(app, RESOURCES.company, {
    table: companies,
    beforeAdd: async (tx, i) => { await assertUnique(tx, { table: companies, col: companies.name, value: i.name, label: '公司名称', field: 'name' }); return i; },
    beforeUpdate: async (tx, i) => {
      await assertUnique(tx, { table: companies, col: companies.name, value: i.name, label: '公司名称', field: 'name', idCol: companies.id, exceptId: i.id as number });
      if (i.parent_id === i.id) throw badInput('上级公司不能是自己', [{ field: 'parent_id', message: '上级公司不能是自己' }]);
      return i;
    },
    beforeDelete: async (tx, row) => {
      if (row.is_own) throw badInput('本公司不能删除');
      await assertUnused(tx, sql`select count(*)::int as n, string_agg(name, '、') as names from companies where parent_id = ${row.id}`, '该公司下还有分公司');
    },
  });
}

function normScope(i: AnyRow): AnyRow {
  return i.scope === 'custom' || i.dept_ids === undefined ? i : { ...i, dept_ids: [] };
}

/** A department's parent must exist and must not be itself or one of its descendants. */
async function assertParent(tx: DB, parentId: number | null | undefined, selfId: number | undefined): Promise<void> {
  if (!parentId) return;
  const [p] = await tx.select({ id: departments.id }).from(departments).where(eq(departments.id, parentId));
  if (!p) throw badInput('上级部门不存在', [{ field: 'parent_id', message: '上级部门不存在' }]);
  if (!selfId) return;
  const res = await tx.execute(sql`
    with recursive t(id) as (select ${selfId}::int union all select d.id from departments d join t on d.parent_id = t.id) select id from t`);
  if (rows<{ id: number }>(res).some((r) => Number(r.id) === parentId)) throw badInput('上级部门不能是自己或自己的下级', [{ field: 'parent_id', message: '上级部门不能是自己或自己的下级' }]);
}

/**
 * A data permission applies to every relation that names it, the caller's own included: only a user who
 * already sees all data may define or change one, so nobody widens a boundary beyond their own (issue 11, 1).
 */
function assertDataPermissionEditor(ctx: { user: { relation: { scope: string } } }): void {
  if (ctx.user.relation.scope !== 'all') throw badInput(Msg.dataPermissionAllOnly);
}
