/** Log-in, sessions, lock-out, role switch, registration and password recovery. */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import {
  Cmd, Code, Msg, SESSION_LIFE_MS, filterMenu, MENU_TREE, type MenuNode,
  type PermissionNode, type UserInfo,
} from '@ta/contract';
import type { DB } from '../../db/client';
import { AppError, badInput } from '../../platform/errors';
import { hashPassword, randomToken, verifyPassword } from '../../platform/password';
import type { LiveHub } from '../../platform/live';
import { endedSessionMessage, grantsOf, loadRelations, sessionsChanged, type RelationInfo, type SessionUser } from '../../platform/session';
import { recoverCodes, sessions, users } from './account.tables';
import { clearName, countTry, refundTry } from './login-throttle';
import type { EdgeLimits } from '../../platform/services';
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

/**
 * Log-in. The try is counted before the password is checked (login-throttle.ts); a disabled account with the
 * right password answers exactly like a wrong password (and counts as a failure), so the answer never reveals
 * that a password was right. 1004 only for an enabled account without a role relation.
 */
export async function login(db: DB, i: { login_name: string; password: string }, meta: { ip: string; ua?: string; limits: EdgeLimits }) {
  const l = meta.limits;
  const [tries, [u]] = await Promise.all([
    countTry(db, meta.ip, i.login_name, l),
    db.select().from(users).where(and(eq(users.login_name, i.login_name), isNull(users.deleted_at))).limit(1),
  ]);
  if (tries.name > l.loginFailsPerName || tries.address > l.loginFailsPerAddress) throw new AppError(Code.TOO_MANY, Msg.accountLocked);

  // The slow hash runs in libuv's thread pool; the role relations are read meanwhile (used only when it matches).
  const [good, rels] = await Promise.all([
    verifyPassword(i.password, u?.password_hash ?? (await dummyHash)),
    u ? loadRelations(db, u.id) : Promise.resolve([]),
  ]);
  if (!u || !good || u.status !== 1) {
    const left = Math.min(l.loginFailsPerName - tries.name, l.loginFailsPerAddress - tries.address);
    if (left <= 0) throw new AppError(Code.TOO_MANY, Msg.accountLocked);
    throw new AppError(Code.BAD_INPUT, `${Msg.wrongPassword}，还可尝试${left}次`);
  }
  await refundTry(db, meta.ip, i.login_name);
  if (rels.length === 0) throw new AppError(Code.LOGIN_FORBIDDEN, Msg.loginForbidden);
  const rel = rels[0];
  const token = randomToken(32);
  const expires = new Date(Date.now() + SESSION_LIFE_MS);
  await db.insert(sessions).values({ token, user_id: u.id, relation_id: rel.id, expires_at: expires, ip: meta.ip, user_agent: meta.ua?.slice(0, 300) ?? null });
  return { secretKey: token, expires_at: expires.getTime(), ...userInfoOf({ uid: u.id, login_name: u.login_name, user_name: u.user_name, head_img: u.head_img }, rel) };
}

/**
 * Ends sessions (one token, or all of a user but `exceptToken`) and, when the transaction commits, closes their
 * live channels with a 416 push: the reason's text (endedSessionMessage), or 当前登录信息已失效 for a log-out.
 * Their next call answers 416 (or 110 after a log-out).
 */
export async function revokeSessions(tx: DB, live: LiveHub, where: { token?: string; userId?: number; exceptToken?: string }, reason: string): Promise<number> {
  const cond = where.token ? eq(sessions.token, where.token) : eq(sessions.user_id, where.userId!);
  const res = await tx.update(sessions).set({ revoked_at: sql`now()`, revoke_reason: reason })
    .where(and(cond, isNull(sessions.revoked_at), where.exceptToken ? ne(sessions.token, where.exceptToken) : undefined))
    .returning({ token: sessions.token, user_id: sessions.user_id });
  if (res.length) await sessionsChanged(tx);
  const msg = endedSessionMessage(reason) ?? Msg.sessionExpired;
  // NOTIFY payloads are limited to 8000 bytes: 50 tokens of 64 characters per event.
  for (let k = 0; k < res.length; k += 50) {
    const part = res.slice(k, k + 50);
    await live.publishInTx(tx, { userIds: [...new Set(part.map((r) => r.user_id))], cmd: Cmd.OFFLINE, msg, tokens: part.map((r) => r.token) });
  }
  return res.length;
}

export async function switchRole(db: DB, user: SessionUser, relationId: number): Promise<UserInfo> {
  const rels = await loadRelations(db, user.uid);
  const rel = rels.find((r) => r.id === relationId);
  if (!rel) throw badInput('该角色关系不属于当前用户', [{ field: 'user_auth_relation_id', message: '该角色关系不属于当前用户' }]);
  await db.update(sessions).set({ relation_id: rel.id }).where(eq(sessions.token, user.token));
  await sessionsChanged(db);
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

export async function recover(db: DB, live: LiveHub, i: { login_name: string; code: string; password: string }): Promise<void> {
  const [u] = await db.select().from(users).where(and(eq(users.login_name, i.login_name), isNull(users.deleted_at))).limit(1);
  const [rc] = u ? await db.select().from(recoverCodes)
    .where(and(eq(recoverCodes.user_id, u.id), isNull(recoverCodes.used_at), gt(recoverCodes.expires_at, sql`now()`))).limit(1) : [];
  if (!u || !rc || !(await verifyPassword(i.code.trim().toUpperCase(), rc.code_hash))) throw badInput(Msg.recoverCodeInvalid, [{ field: 'code', message: Msg.recoverCodeInvalid }]);
  const hash = await hashPassword(i.password);
  await db.transaction(async (tx) => {
    const used = await tx.update(recoverCodes).set({ used_at: sql`now()` }).where(and(eq(recoverCodes.id, rc.id), isNull(recoverCodes.used_at))).returning({ id: recoverCodes.id });
    if (!used.length) throw badInput(Msg.recoverCodeInvalid);
    await tx.update(users).set({ password_hash: hash, version: sql`${users.version} + 1`, updated_at: sql`now()` }).where(eq(users.id, u.id));
    await revokeSessions(tx, live, { userId: u.id }, 'password_reset');
    await clearName(tx, u.login_name);
  });
}

export { grantsOf };
