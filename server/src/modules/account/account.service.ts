/** Log-in, sessions, lock-out, role switch, registration and password recovery. */
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  Code, LOGIN_LOCK_WINDOW_MS, LOGIN_MAX_FAILS, Msg, SESSION_LIFE_MS, filterMenu, MENU_TREE, type MenuNode,
  type PermissionNode, type UserInfo,
} from '@ta/contract';
import type { DB } from '../../db/client';
import { AppError, badInput } from '../../platform/errors';
import { hashPassword, randomToken, verifyPassword } from '../../platform/password';
import { grantsOf, loadRelations, type RelationInfo, type SessionUser } from '../../platform/session';
import { loginFailures, recoverCodes, sessions, users } from './account.tables';
import { inTx, insertRow } from '../../platform/data';
import { RESOURCES } from '@ta/contract';

// Compared against when the login name is unknown, so both paths cost one slow hash. Made once, up front
// (in libuv's thread pool), so that the first unknown name does not cost two.
const dummyHash: Promise<string> = hashPassword(randomToken(16));

export function relationView(r: RelationInfo, currentId?: number) {
  return {
    user_auth_relation_id: r.id, role_name: r.role_name, position_name: r.position_name, department_name: r.department_name,
    data_dept_name: r.data_dept_name, ...(currentId !== undefined ? { is_current: r.id === currentId } : {}),
  };
}

export function userInfoOf(u: { uid: number; login_name: string; user_name: string; head_img: string | null }, rel: RelationInfo): UserInfo {
  return { uid: u.uid, login_name: u.login_name, user_name: u.user_name, head_img: u.head_img ?? '', user_auth_relation: relationView(rel) };
}

export async function login(db: DB, i: { login_name: string; password: string }, meta: { ip?: string; ua?: string }) {
  const since = new Date(Date.now() - LOGIN_LOCK_WINDOW_MS);
  const [[{ n }], [u]] = await Promise.all([
    db.select({ n: count() }).from(loginFailures).where(and(eq(loginFailures.login_name, i.login_name), gt(loginFailures.at, since))),
    db.select().from(users).where(and(eq(users.login_name, i.login_name), isNull(users.deleted_at))).limit(1),
  ]);
  if (Number(n) >= LOGIN_MAX_FAILS) throw new AppError(Code.TOO_MANY, Msg.accountLocked);

  // The slow hash runs in libuv's thread pool; the role relations are read meanwhile (used only when it matches).
  const [good, rels] = await Promise.all([
    verifyPassword(i.password, u?.password_hash ?? (await dummyHash)),
    u ? loadRelations(db, u.id) : Promise.resolve([]),
  ]);
  if (!u || !good) {
    await db.insert(loginFailures).values({ login_name: i.login_name });
    const left = LOGIN_MAX_FAILS - Number(n) - 1;
    if (left <= 0) throw new AppError(Code.TOO_MANY, Msg.accountLocked);
    throw new AppError(Code.BAD_INPUT, `${Msg.wrongPassword}，还可尝试${left}次`);
  }
  if (u.status !== 1 || rels.length === 0) throw new AppError(Code.LOGIN_FORBIDDEN, Msg.loginForbidden);
  const rel = rels[0];
  const token = randomToken(32);
  const expires = new Date(Date.now() + SESSION_LIFE_MS);
  const session = { token, user_id: u.id, relation_id: rel.id, expires_at: expires, ip: meta.ip ?? null, user_agent: meta.ua?.slice(0, 300) ?? null };
  if (Number(n) === 0) await db.insert(sessions).values(session);
  else {
    await db.transaction(async (tx) => {
      await tx.delete(loginFailures).where(eq(loginFailures.login_name, i.login_name));
      await tx.insert(sessions).values(session);
    });
  }
  return { secretKey: token, expires_at: expires.getTime(), ...userInfoOf({ uid: u.id, login_name: u.login_name, user_name: u.user_name, head_img: u.head_img }, rel) };
}

export async function revokeSessions(db: DB, where: { token?: string; userId?: number }, reason: string): Promise<number> {
  const cond = where.token ? eq(sessions.token, where.token) : eq(sessions.user_id, where.userId!);
  const res = await db.update(sessions).set({ revoked_at: sql`now()`, revoke_reason: reason })
    .where(and(cond, isNull(sessions.revoked_at))).returning({ token: sessions.token });
  return res.length;
}

export async function switchRole(db: DB, user: SessionUser, relationId: number): Promise<UserInfo> {
  const rels = await loadRelations(db, user.uid);
  const rel = rels.find((r) => r.id === relationId);
  if (!rel) throw badInput('该角色关系不属于当前用户', [{ field: 'user_auth_relation_id', message: '该角色关系不属于当前用户' }]);
  await db.update(sessions).set({ relation_id: rel.id }).where(eq(sessions.token, user.token));
  return userInfoOf(user, rel);
}

/** The menu tree cut to the relation's grants, as permission nodes with their actions. */
export function permissionTree(grants: Map<string, string[]>): PermissionNode[] {
  const toNode = (n: MenuNode): PermissionNode => ({
    ...(n.permissionKey ? { permissionKey: n.permissionKey, actions: grants.get(n.permissionKey) ?? [] } : {}),
    title: n.title,
    ...(n.children ? { children: n.children.map(toNode) } : {}),
  });
  return filterMenu(MENU_TREE, new Set(grants.keys())).map(toNode);
}

export async function register(db: DB, i: { login_name: string; user_name: string; password: string; phone?: string | null; email?: string | null }) {
  const [dup] = await db.select({ id: users.id }).from(users).where(and(eq(users.login_name, i.login_name), isNull(users.deleted_at))).limit(1);
  if (dup) throw badInput(Msg.duplicateLoginName, [{ field: 'login_name', message: Msg.duplicateLoginName }]);
  const password_hash = await hashPassword(i.password);
  return inTx(db, async (tx) => {
    const row = await insertRow<{ id: number }>(tx, users, { login_name: i.login_name, user_name: i.user_name, phone: i.phone ?? null, email: i.email ?? null, password_hash, status: 0 },
      { user: null, def: RESOURCES.user });
    return { id: row.id };
  });
}

const RECOVER_LIFE_MS = 24 * 3600 * 1000;

/** An administrator issues a one-time reset code (valid 24 h); only its hash is stored. */
export async function issueRecoverCode(db: DB, userId: number, issuer: number): Promise<string> {
  const code = String(Math.floor(100000 + Math.random() * 900000)) + randomToken(2).toUpperCase();
  await db.transaction(async (tx) => {
    await tx.update(recoverCodes).set({ used_at: sql`now()` }).where(and(eq(recoverCodes.user_id, userId), isNull(recoverCodes.used_at)));
    await tx.insert(recoverCodes).values({ user_id: userId, code_hash: await hashPassword(code), issued_by: issuer, expires_at: new Date(Date.now() + RECOVER_LIFE_MS) });
  });
  return code;
}

export async function recover(db: DB, i: { login_name: string; code: string; password: string }): Promise<void> {
  const [u] = await db.select().from(users).where(and(eq(users.login_name, i.login_name), isNull(users.deleted_at))).limit(1);
  const [rc] = u ? await db.select().from(recoverCodes)
    .where(and(eq(recoverCodes.user_id, u.id), isNull(recoverCodes.used_at), gt(recoverCodes.expires_at, sql`now()`))).limit(1) : [];
  if (!u || !rc || !(await verifyPassword(i.code.trim().toUpperCase(), rc.code_hash))) throw badInput(Msg.recoverCodeInvalid, [{ field: 'code', message: Msg.recoverCodeInvalid }]);
  const hash = await hashPassword(i.password);
  await db.transaction(async (tx) => {
    const used = await tx.update(recoverCodes).set({ used_at: sql`now()` }).where(and(eq(recoverCodes.id, rc.id), isNull(recoverCodes.used_at))).returning({ id: recoverCodes.id });
    if (!used.length) throw badInput(Msg.recoverCodeInvalid);
    await tx.update(users).set({ password_hash: hash, version: sql`${users.version} + 1`, updated_at: sql`now()` }).where(eq(users.id, u.id));
    await tx.update(sessions).set({ revoked_at: sql`now()`, revoke_reason: 'password_reset' }).where(and(eq(sessions.user_id, u.id), isNull(sessions.revoked_at)));
    await tx.delete(loginFailures).where(eq(loginFailures.login_name, u.login_name));
  });
}

export { grantsOf };
