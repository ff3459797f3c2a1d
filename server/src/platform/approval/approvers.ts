/**
 * Who approves a level: holders of a role or a position (through their role relations), named users, or
 * the submitter's department head (departments.leader_user_id, else the nearest ancestor department with
 * a leader). Only enabled, undeleted users count. The submitter never approves their own submission.
 */
import { sql } from 'drizzle-orm';
import type { ApprovalLevel } from '@ta/contract';
import type { DB } from '../../db/client';
import { rows } from '../session';

export interface Approver { id: number; user_name: string }

const idList = (ids: number[]) => sql.join(ids.map((i) => sql`${i}`), sql`, `);

export async function resolveApprovers(tx: DB, level: Pick<ApprovalLevel, 'approver_type' | 'approver_ids'>, submitter: { uid: number; dept_id: number | null }): Promise<Approver[]> {
  const ids = [...new Set(level.approver_ids)];
  let res: unknown;
  switch (level.approver_type) {
    case 'role':
    case 'position': {
      if (!ids.length) return [];
      const col = sql.raw(level.approver_type === 'role' ? 'r.role_id' : 'r.position_id');
      res = await tx.execute(sql`
        select distinct u.id, u.user_name from users u join user_auth_relations r on r.user_id = u.id
        where ${col} in (${idList(ids)}) and u.status = 1 and u.deleted_at is null and u.id <> ${submitter.uid}
        order by u.id`);
      break;
    }
    case 'users':
      if (!ids.length) return [];
      res = await tx.execute(sql`
        select u.id, u.user_name from users u
        where u.id in (${idList(ids)}) and u.status = 1 and u.deleted_at is null and u.id <> ${submitter.uid}
        order by u.id`);
      break;
    case 'deptHead':
      if (!submitter.dept_id) return [];
      res = await tx.execute(sql`
        with recursive up(id, parent_id, leader_user_id, depth) as (
          select id, parent_id, leader_user_id, 0 from departments where id = ${submitter.dept_id}
          union all
          select d.id, d.parent_id, d.leader_user_id, up.depth + 1 from departments d join up on d.id = up.parent_id where up.depth < 50
        )
        select u.id, u.user_name from up join users u on u.id = up.leader_user_id
        where u.status = 1 and u.deleted_at is null and u.id <> ${submitter.uid}
        order by up.depth limit 1`);
      break;
  }
  return rows<Approver>(res).map((r) => ({ id: Number(r.id), user_name: r.user_name }));
}

/** Names of the roles, positions or users a level names (for the settings page). */
export async function approverNames(db: DB, level: Pick<ApprovalLevel, 'approver_type' | 'approver_ids'>): Promise<string[]> {
  const ids = [...new Set(level.approver_ids)];
  if (level.approver_type === 'deptHead' || !ids.length) return [];
  const table = sql.raw(level.approver_type === 'role' ? 'roles' : level.approver_type === 'position' ? 'positions' : 'users');
  const name = sql.raw(level.approver_type === 'users' ? 'user_name' : 'name');
  const res = await db.execute(sql`select id, ${name} as name from ${table} where id in (${idList(ids)})`);
  const byId = new Map(rows<{ id: number; name: string }>(res).map((r) => [Number(r.id), r.name]));
  return ids.map((i) => byId.get(i) ?? `#${i}`);
}

/** Ids a level names that do not exist (roles, positions, or users not deleted). */
export async function missingApproverIds(db: DB, level: Pick<ApprovalLevel, 'approver_type' | 'approver_ids'>): Promise<number[]> {
  const ids = [...new Set(level.approver_ids)];
  if (level.approver_type === 'deptHead' || !ids.length) return [];
  const q = level.approver_type === 'role' ? sql`select id from roles where id in (${idList(ids)})`
    : level.approver_type === 'position' ? sql`select id from positions where id in (${idList(ids)})`
    : sql`select id from users where id in (${idList(ids)}) and deleted_at is null`;
  const found = new Set(rows<{ id: number }>(await db.execute(q)).map((r) => Number(r.id)));
  return ids.filter((i) => !found.has(i));
}

export async function missingUserIds(db: DB, ids: number[]): Promise<number[]> {
  return missingApproverIds(db, { approver_type: 'users', approver_ids: ids });
}
