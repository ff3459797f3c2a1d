/** Users with their role relations (the user service routes of SPEC section 7). */
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Cmd, idReq, kickAnswer, Msg, noAnswer, recoverCodeAnswer, RESOURCES, type DataScopeCode, type Grant } from '@ta/contract';
import type { DB } from '../../db/client';
import { findById, inTx, updateRow, type AnyRow } from '../../platform/data';
import { badInput, notFound } from '../../platform/errors';
import { recordChange } from '../../platform/history';
import { hashPassword } from '../../platform/password';
import { mountResource } from '../../platform/resource';
import { defineRoute, type Ctx } from '../../platform/route';
import { boundaryDeptIds, boundaryWithin, grantsMissing, isSystemAdmin, loadRelations, relationBoundary, rows, sessionsChanged } from '../../platform/session';
import { sessions, userAuthRelations, users } from '../account/account.tables';
import { issueRecoverCode, revokeSessions } from '../account/account.service';
import { dataPermissions, departments, positions, roles } from './system.tables';

interface RelationIn { id?: number; department_id: number; role_id: number; position_id: number; data_permission_id: number }
const def = RESOURCES.user;

/**
 * What a user editor may reach (docs/decisions.md "Hardening"): users inside the data boundary of the role
 * relation in use (users.dept_id / created_by) who hold no permission nor data boundary the editor lacks.
 */
async function userInReach(tx: DB, userId: number, ctx: Ctx): Promise<AnyRow> {
  const u = await findById<AnyRow>(tx, users, userId);
  if (userId === ctx.user.uid) return u;
  const deptIds = await boundaryDeptIds(tx, ctx.user.relation);
  if (deptIds !== null && u.created_by !== ctx.user.uid && !(u.dept_id !== null && deptIds.includes(Number(u.dept_id)))) throw notFound();
  for (const r of await loadRelations(tx, userId)) {
    if (grantsMissing(ctx.user.grants, r.permissions ?? []).length || !boundaryWithin(await relationBoundary(tx, r), deptIds)) throw badInput(Msg.userAboveCaller);
  }
  return u;
}

/** Nobody grants what they do not hold: a role with a permission they lack, a data boundary wider than theirs. */
async function assertGrantable(tx: DB, rels: RelationIn[], ctx: Ctx): Promise<void> {
  const deptIds = await boundaryDeptIds(tx, ctx.user.relation);
  for (const [k, r] of rels.entries()) {
    const [role] = await tx.select({ name: roles.name, permissions: roles.permissions }).from(roles).where(eq(roles.id, r.role_id));
    if (grantsMissing(ctx.user.grants, (role?.permissions ?? []) as Grant[]).length) {
      throw badInput(`不能授予您自己没有的权限：角色“${role?.name ?? ''}”包含您没有的权限`, [{ field: `relations.${k}.role_id`, message: '该角色包含您没有的权限' }]);
    }
    const [dp] = await tx.select({ scope: dataPermissions.scope, dept_ids: dataPermissions.dept_ids }).from(dataPermissions).where(eq(dataPermissions.id, r.data_permission_id));
    const b = await relationBoundary(tx, { department_id: r.department_id, scope: (dp?.scope ?? 'self') as DataScopeCode, scope_dept_ids: dp?.dept_ids ?? [] });
    if (!boundaryWithin(b, deptIds)) {
      throw badInput('不能授予比您自己更大的数据范围', [{ field: `relations.${k}.data_permission_id`, message: '该数据权限超出您自己的数据范围' }]);
    }
  }
}

async function checkRelations(tx: DB, rels: RelationIn[]): Promise<void> {
  const check = async (table: typeof departments | typeof roles | typeof positions | typeof dataPermissions, ids: number[], label: string, field: string) => {
    const uniq = [...new Set(ids)];
    const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, uniq));
    if (found.length !== uniq.length) throw badInput(`${label}不存在`, [{ field: `relations.${field}`, message: `${label}不存在` }]);
  };
  await check(departments, rels.map((r) => r.department_id), '部门', 'department_id');
  await check(roles, rels.map((r) => r.role_id), '角色', 'role_id');
  await check(positions, rels.map((r) => r.position_id), '岗位', 'position_id');
  await check(dataPermissions, rels.map((r) => r.data_permission_id), '数据权限', 'data_permission_id');
  const keys = rels.map((r) => `${r.department_id}-${r.role_id}-${r.position_id}`);
  if (new Set(keys).size !== keys.length) throw badInput('角色关系重复', [{ field: 'relations', message: '同一部门、角色和岗位只能添加一次' }]);
}

/** Replaces a user's relations; sessions on a removed relation end. */
async function saveRelations(tx: DB, userId: number, rels: RelationIn[], ctx: Ctx): Promise<void> {
  const before = await tx.select().from(userAuthRelations).where(eq(userAuthRelations.user_id, userId));
  await sessionsChanged(tx);
  await tx.delete(userAuthRelations).where(eq(userAuthRelations.user_id, userId));
  const kept: number[] = [];
  for (const [i, r] of rels.entries()) {
    const values = { user_id: userId, department_id: r.department_id, role_id: r.role_id, position_id: r.position_id, data_permission_id: r.data_permission_id, sort: i };
    if (r.id && before.some((b) => b.id === r.id)) { await tx.insert(userAuthRelations).values({ id: r.id, ...values }); kept.push(r.id); }
    else await tx.insert(userAuthRelations).values(values);
  }
  const removed = before.filter((b) => !kept.includes(b.id)).map((b) => b.id);
  if (removed.length) {
    const gone = await tx.update(sessions).set({ revoked_at: sql`now()`, revoke_reason: 'relation_removed' })
      .where(and(eq(sessions.user_id, userId), inArray(sessions.relation_id, removed), isNull(sessions.revoked_at))).returning({ token: sessions.token });
    if (gone.length) await ctx.services.live.publishInTx(tx, { userIds: [userId], cmd: Cmd.OFFLINE, msg: Msg.kicked, tokens: gone.map((g) => g.token) });
  }
  const fmt = (rs: { department_id: number; role_id: number; position_id: number; data_permission_id: number }[]) =>
    rs.map((r) => `${r.department_id}/${r.role_id}/${r.position_id}/${r.data_permission_id}`).join(',');
  if (fmt(before) !== fmt(rels)) {
    await recordChange(tx, users, 'update', { id: userId }, { id: userId }, { user: ctx.user, def }, [{ field: 'relations', label: '角色关系', old: await relNames(tx, userId, before), new: await relNames(tx, userId) }]);
  }
}

async function relNames(tx: DB, userId: number, rels?: RelationIn[]): Promise<string> {
  const list = rels ?? (await tx.select().from(userAuthRelations).where(eq(userAuthRelations.user_id, userId)));
  if (!list.length) return '';
  const names = await Promise.all(list.map(async (r) => {
    const res = await tx.execute(sql`select (select name from departments where id=${r.department_id}) d, (select name from roles where id=${r.role_id}) r, (select name from positions where id=${r.position_id}) p`);
    const x = rows<{ d: string; r: string; p: string }>(res)[0];
    return `${x.d}/${x.r}/${x.p}`;
  }));
  return names.join('；');
}

async function present(list: AnyRow[], ctx: Ctx): Promise<AnyRow[]> {
  if (!list.length) return [];
  const ids = list.map((u) => u.id as number);
  const rels = rows<{ id: number; user_id: number; department_id: number; role_id: number; position_id: number; data_permission_id: number; department_name: string; role_name: string }>(
    await ctx.db.execute(sql`select r.*, d.name as department_name, ro.name as role_name from user_auth_relations r
      left join departments d on d.id = r.department_id left join roles ro on ro.id = r.role_id
      where r.user_id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) order by r.sort, r.id`));
  return list.map(({ password_hash: _secret, deleted_at: _d, ...u }) => {
    const mine = rels.filter((r) => r.user_id === u.id);
    return {
      ...u,
      department_name: mine[0]?.department_name ?? null,
      role_names: [...new Set(mine.map((r) => r.role_name))].join('、'),
      relations: mine.map((r) => ({ id: r.id, department_id: r.department_id, role_id: r.role_id, position_id: r.position_id, data_permission_id: r.data_permission_id })),
    };
  });
}

export function userRoutes(app: FastifyInstance): void {
  mountResource(app, def, {
    table: users,
    present,
    beforeAdd: async (tx, i, ctx) => {
      const [dup] = await tx.select({ id: users.id }).from(users).where(and(eq(users.login_name, i.login_name as string), isNull(users.deleted_at))).limit(1);
      if (dup) throw badInput(Msg.duplicateLoginName, [{ field: 'login_name', message: Msg.duplicateLoginName }]);
      const rels = i.relations as RelationIn[];
      await checkRelations(tx, rels);
      await assertGrantable(tx, rels, ctx);
      const { relations: _r, password, ...rest } = i;
      return { ...rest, password_hash: await hashPassword(password as string), dept_id: rels[0].department_id, status: 1 };
    },
    afterAdd: async (tx, row, i, ctx) => saveRelations(tx, row.id as number, i.relations as RelationIn[], ctx),
    beforeUpdate: async (tx, i, before, ctx) => {
      await userInReach(tx, before.id as number, ctx);
      const { relations, password, ...rest } = i;
      const values: AnyRow = { ...rest };
      if (typeof password === 'string' && password) values.password_hash = await hashPassword(password);
      if (relations) { await checkRelations(tx, relations as RelationIn[]); await assertGrantable(tx, relations as RelationIn[], ctx); values.dept_id = (relations as RelationIn[])[0].department_id; }
      return values;
    },
    afterUpdate: async (tx, row, i, ctx) => {
      if (i.relations) await saveRelations(tx, row.id as number, i.relations as RelationIn[], ctx);
      // A new password ends the user's sessions (416 on their next call, live channel closed); the editor's own stays.
      if (typeof i.password === 'string' && i.password) await revokeSessions(tx, ctx.services.live, { userId: row.id as number, exceptToken: ctx.user.token }, 'password_changed');
    },
    beforeDelete: async (tx, row, ctx) => {
      if (row.id === ctx.user.uid) throw badInput('不能删除当前登录的用户');
      await userInReach(tx, row.id as number, ctx);
      await kickInTx(tx, row.id as number, ctx, 'deleted');
    },
  });

  const setStatus = (status: 0 | 1) => async (i: { id: number }, ctx: Ctx) => {
    if (status === 0 && i.id === ctx.user.uid) throw badInput('不能停用当前登录的用户');
    return inTx(ctx.db, async (tx) => {
      const u = await userInReach(tx, i.id, ctx);
      if (u.status === status) return null;
      await updateRow(tx, users, i.id, u.version as number, { status }, { user: ctx.user, def });
      if (status === 0) await kickInTx(tx, i.id, ctx, 'disabled');
      return null;
    });
  };
  defineRoute(app, { path: '/user/disabledUser', access: { key: def.permissionKey, action: 'canDisabled' }, body: idReq, out: noAnswer, tag: def.title, summary: '停用用户（并下线）' }, setStatus(0));
  defineRoute(app, { path: '/user/enabledUser', access: { key: def.permissionKey, action: 'canEnabled' }, body: idReq, out: noAnswer, tag: def.title, summary: '启用用户' }, setStatus(1));
  defineRoute(app, { path: '/user/kick', access: { key: def.permissionKey, action: 'canDisabled' }, body: idReq, out: kickAnswer, tag: def.title, summary: '强制下线' },
    (i, ctx) => inTx(ctx.db, async (tx) => { await userInReach(tx, i.id, ctx); return { sessions: await kickInTx(tx, i.id, ctx, 'kicked') }; }));
  // The code sets the account's password: it is shown only to a system administrator (session.isSystemAdmin).
  defineRoute(app, { path: '/user/issueRecoverCode', access: { key: def.permissionKey, action: 'canEditor' }, body: idReq, out: recoverCodeAnswer, tag: def.title, summary: '签发一次性密码重置码（仅系统管理员）' },
    async (i, ctx) => {
      await userInReach(ctx.db, i.id, ctx);
      if (!isSystemAdmin(ctx.user)) throw badInput(Msg.recoverCodeAdminOnly);
      return { code: await issueRecoverCode(ctx.db, i.id, ctx.user.uid) };
    });
}

/** Ends every session of a user: 416 on their next call and on their open pages (when the transaction commits). */
async function kickInTx(tx: DB, userId: number, ctx: Ctx, reason: 'kicked' | 'disabled' | 'deleted'): Promise<number> {
  return revokeSessions(tx, ctx.services.live, { userId }, reason);
}
