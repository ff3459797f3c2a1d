/** Session lookup and the request's user context (role relation, grants, data boundary). */
import { sql } from 'drizzle-orm';
import type { DataScopeCode, Grant } from '@ta/contract';
import type { DB } from '../db/client';
import { sessionExpired } from './errors';

export interface RelationInfo {
  id: number;
  department_id: number;
  role_id: number;
  position_id: number;
  data_permission_id: number;
  role_name: string;
  position_name: string;
  department_name: string;
  data_dept_name: string;
  scope: DataScopeCode;
  scope_dept_ids: number[];
}

export interface SessionUser {
  token: string;
  uid: number;
  login_name: string;
  user_name: string;
  head_img: string;
  dept_id: number | null;
  relation: RelationInfo;
  grants: Map<string, string[]>;
}

type Row = Record<string, unknown>;
export const rows = <T = Row>(res: unknown): T[] => (res as { rows: T[] }).rows;

/** Relation of a user with display names (the user_auth_relation of SPEC section 3). */
export async function loadRelations(db: DB, userId: number): Promise<(RelationInfo & { permissions: Grant[] })[]> {
  const res = await db.execute(sql`
    select r.id, r.department_id, r.role_id, r.position_id, r.data_permission_id,
      ro.name as role_name, coalesce(p.name, '') as position_name, coalesce(d.name, '') as department_name,
      coalesce(dp.name, '') as data_dept_name, coalesce(dp.scope, 'self') as scope, coalesce(dp.dept_ids, '[]'::jsonb) as scope_dept_ids,
      ro.permissions
    from user_auth_relations r
    join roles ro on ro.id = r.role_id
    left join positions p on p.id = r.position_id
    left join departments d on d.id = r.department_id
    left join data_permissions dp on dp.id = r.data_permission_id
    where r.user_id = ${userId}
    order by r.sort, r.id`);
  return rows<RelationInfo & { permissions: Grant[] }>(res).map((r) => ({ ...r, scope: r.scope as DataScopeCode }));
}

export function grantsOf(perms: Grant[]): Map<string, string[]> {
  return new Map(perms.map((g) => [g.permissionKey, [...g.actions]]));
}

/** Resolves a token to the user context; throws 110 (with U401 when the 7-day life has run out). */
export async function resolveSession(db: DB, token: string | undefined): Promise<SessionUser> {
  if (!token) throw sessionExpired();
  const res = await db.execute(sql`
    select s.token, s.user_id, s.relation_id, s.expires_at, s.revoked_at, u.login_name, u.user_name, u.head_img, u.status, u.dept_id, u.deleted_at
    from sessions s join users u on u.id = s.user_id where s.token = ${token}`);
  const s = rows<{ user_id: number; relation_id: number; expires_at: Date | string; revoked_at: unknown; login_name: string;
    user_name: string; head_img: string | null; status: number; dept_id: number | null; deleted_at: unknown }>(res)[0];
  if (!s || s.revoked_at || s.deleted_at || Number(s.status) !== 1) throw sessionExpired();
  if (new Date(s.expires_at).getTime() <= Date.now()) throw sessionExpired(true);
  const rels = await loadRelations(db, s.user_id);
  const rel = rels.find((r) => r.id === s.relation_id);
  if (!rel) throw sessionExpired();
  const { permissions, ...relation } = rel;
  return {
    token, uid: s.user_id, login_name: s.login_name, user_name: s.user_name, head_img: s.head_img ?? '', dept_id: s.dept_id,
    relation, grants: grantsOf(permissions ?? []),
  };
}

/**
 * Department ids inside the relation's data boundary, or null for "all".
 * self → [] (rows are then cut by creator), dept → own department, deptTree → own and below, custom → chosen.
 */
export async function boundaryDeptIds(db: DB, rel: RelationInfo): Promise<number[] | null> {
  switch (rel.scope) {
    case 'all': return null;
    case 'self': return [];
    case 'dept': return [rel.department_id];
    case 'custom': return rel.scope_dept_ids;
    case 'deptTree': {
      const res = await db.execute(sql`
        with recursive t(id) as (select ${rel.department_id}::int union all select d.id from departments d join t on d.parent_id = t.id)
        select id from t`);
      return rows<{ id: number }>(res).map((r) => Number(r.id));
    }
  }
}
