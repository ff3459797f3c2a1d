/** Session lookup and the request's user context (role relation, grants, data boundary). */
import { sql } from 'drizzle-orm';
import { allPermissionKeys, Code, Msg, type DataScopeCode, type Grant } from '@ta/contract';
import type { DB } from '../db/client';
import { AppError, sessionExpired } from './errors';

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

/**
 * The text a session's live channel is closed with (push 416) when it was ended by someone else: password
 * changed or reset, account disabled or deleted, kicked. Null for the user's own log-out and the like.
 */
export function endedSessionMessage(reason: string | null | undefined): string | null {
  switch (reason) {
    case 'password_changed': case 'password_reset': return Msg.passwordChangedKick;
    case 'disabled': case 'deleted': return Msg.disabledKick;
    case 'kicked': case 'relation_removed': return Msg.kicked;
    default: return null;
  }
}

/** Sessions ended by a password change or reset or by disabling the account answer 416 (others 110). */
const OFFLINE_REASONS = new Set(['password_changed', 'password_reset', 'disabled']);

/** Code 416: the session was ended elsewhere; the client shows the offline notice and logs in again. */
export const sessionEnded = (msg: string = Msg.sessionEnded) => new AppError(Code.OFFLINE, msg);

/**
 * The in-process session cache (issue 16 "Cheap requests"): token → the resolved user, so a request reads the
 * session and permissions from the database once per change rather than 2–3 times per request. Every write to
 * the tables it is built from calls sessionsChanged (inside the write's transaction), which clears this
 * process's cache at once and, through NOTIFY on channel `session` when the transaction commits, every
 * server's (LiveHub listens). A load that overlaps an invalidation is not kept. Entries also age out after
 * SESSION_CACHE_MS as a safety net; the 7-day expiry is checked on every hit.
 */
const SESSION_CACHE_MS = 30_000;
export const SESSION_CHANNEL = 'session';
/** The tables a resolved session is built from (a write to any of them invalidates the cache). */
export const SESSION_TABLES = new Set(['sessions', 'users', 'roles', 'user_auth_relations', 'data_permissions', 'departments', 'positions']);
const sessionCache = new Map<string, { user: SessionUser; expiresAt: number; at: number }>();
const deptTreeCache = new Map<number, number[]>();
let generation = 0;

/** Drops every cached session and boundary of this process. */
export function invalidateSessions(): void {
  generation++;
  sessionCache.clear();
  deptTreeCache.clear();
}

/** A session, user, role, relation, data permission, department or position changed: invalidate here and, on commit, on every server. */
export async function sessionsChanged(tx: DB): Promise<void> {
  invalidateSessions();
  await tx.execute(sql`select pg_notify(${SESSION_CHANNEL}, '')`);
}

/** Resolves a token to the user context (cached, see above); throws 110 (with U401 when the 7-day life has run out), or 416 when ended elsewhere. */
export async function resolveSession(db: DB, token: string | undefined): Promise<SessionUser> {
  if (!token) throw sessionExpired();
  const hit = sessionCache.get(token);
  if (hit && Date.now() - hit.at < SESSION_CACHE_MS) {
    if (hit.expiresAt <= Date.now()) throw sessionExpired(true);
    return hit.user;
  }
  const gen = generation;
  const { user, expiresAt } = await loadSession(db, token);
  if (gen === generation) {
    if (sessionCache.size > 10_000) sessionCache.clear();
    sessionCache.set(token, { user, expiresAt, at: Date.now() });
  }
  return user;
}

async function loadSession(db: DB, token: string): Promise<{ user: SessionUser; expiresAt: number }> {
  const res = await db.execute(sql`
    select s.token, s.user_id, s.relation_id, s.expires_at, s.revoked_at, s.revoke_reason, u.login_name, u.user_name, u.head_img, u.status, u.dept_id, u.deleted_at
    from sessions s join users u on u.id = s.user_id where s.token = ${token}`);
  const s = rows<{ user_id: number; relation_id: number; expires_at: Date | string; revoked_at: unknown; revoke_reason: string | null; login_name: string;
    user_name: string; head_img: string | null; status: number; dept_id: number | null; deleted_at: unknown }>(res)[0];
  if (!s) throw sessionExpired();
  if (s.revoked_at) throw OFFLINE_REASONS.has(s.revoke_reason ?? '') ? sessionEnded(endedSessionMessage(s.revoke_reason)!) : sessionExpired();
  if (s.deleted_at) throw sessionExpired();
  if (Number(s.status) !== 1) throw sessionEnded(Msg.disabledKick);
  const expiresAt = new Date(s.expires_at).getTime();
  if (expiresAt <= Date.now()) throw sessionExpired(true);
  const rels = await loadRelations(db, s.user_id);
  const rel = rels.find((r) => r.id === s.relation_id);
  if (!rel) throw sessionExpired();
  const { permissions, ...relation } = rel;
  return {
    expiresAt,
    user: {
      token, uid: s.user_id, login_name: s.login_name, user_name: s.user_name, head_img: s.head_img ?? '', dept_id: s.dept_id,
      relation, grants: grantsOf(permissions ?? []),
    },
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
      const cached = deptTreeCache.get(rel.department_id);
      if (cached) return cached;
      const gen = generation;
      const res = await db.execute(sql`
        with recursive t(id) as (select ${rel.department_id}::int union all select d.id from departments d join t on d.parent_id = t.id)
        select id from t`);
      const ids = rows<{ id: number }>(res).map((r) => Number(r.id));
      if (gen === generation) deptTreeCache.set(rel.department_id, ids);
      return ids;
    }
  }
}

/** A relation's own data boundary as department ids (null = all), like boundaryDeptIds for any relation. */
export async function relationBoundary(db: DB, r: { department_id: number; scope: DataScopeCode; scope_dept_ids: number[] }): Promise<number[] | null> {
  return boundaryDeptIds(db, r as RelationInfo);
}

/** Is boundary `inner` (department ids, null = all) inside boundary `outer`? */
export function boundaryWithin(inner: number[] | null, outer: number[] | null): boolean {
  if (outer === null) return true;
  if (inner === null) return false;
  return inner.every((d) => outer.includes(d));
}

/** Does `grants` hold every key and action of `perms`? Returns the keys it lacks. */
export function grantsMissing(grants: ReadonlyMap<string, readonly string[]>, perms: Grant[]): string[] {
  return perms.filter((g) => {
    const have = grants.get(g.permissionKey);
    return !have || g.actions.some((a) => !have.includes(a));
  }).map((g) => g.permissionKey);
}

/**
 * A system administrator (docs/decisions.md "Hardening"): the role relation in use has the 全部数据 boundary
 * (scope all) and its role holds every permission key of the menu catalogue.
 */
export function isSystemAdmin(user: Pick<SessionUser, 'relation' | 'grants'>): boolean {
  return user.relation.scope === 'all' && allPermissionKeys().every((k) => user.grants.has(k));
}
