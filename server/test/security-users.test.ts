/**
 * Issue 11 ("Hardening"), findings 1, 5 and 10 through the API: user writes stay inside the caller's data
 * boundary and never grant more than the caller holds; recovery codes only for a system administrator; a
 * password change, reset or disable ends the user's other sessions (416) and closes their live channel; log-out
 * and kick close the session's live channel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Cmd, Code, Msg } from '@ta/contract';
import { startServer, type TestServer } from './harness';
import { createRole, createUser, loadOrg, okData, type Org, type Relation } from './fixtures';
import { LiveClient } from './ws-client';

let s: TestServer;
let admin: string;
let org: Org;
let adminId: number;
/** A user editor limited to 华东销售组 (本部门), holding only the user page's actions. */
let editor: { id: number; token: string };
let editorRole: number;

const q = async <T,>(query: ReturnType<typeof sql>) => ((await s.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const userRow = async (id: number) => (await q<{ password_hash: string; status: number; version: number; deleted_at: unknown }>(sql`select password_hash, status, version, deleted_at from users where id = ${id}`))[0];
const relationsOf = async (id: number) => q<{ role_id: number; department_id: number; data_permission_id: number }>(sql`select role_id, department_id, data_permission_id from user_auth_relations where user_id = ${id} order by id`);
const uidOf = async (token: string) => okData(await s.api<{ uid: number }>('/user/getLoginUser', {}, token)).uid;
const east = (o: Partial<Relation> = {}): Relation => ({
  department_id: org.dept['华东销售组'], role_id: editorRole, position_id: org.position['销售顾问'], data_permission_id: org.dataPerm['仅本人'], ...o,
});
async function socket(token: string): Promise<LiveClient> {
  const c = await LiveClient.open(s.base);
  await c.auth(token);
  return c;
}

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin');
  org = await loadOrg(s, admin);
  adminId = await uidOf(admin);
  editorRole = await createRole(s, admin, [{ permissionKey: 'system_user', actions: ['canAdd', 'canEditor', 'canDelete', 'canEnabled', 'canDisabled'] }], '本部门用户管理员');
  const u = await createUser(s, admin, [east({ data_permission_id: org.dataPerm['本部门'] })]);
  editor = { id: u.id, token: await s.login(u.login_name) };
});
afterAll(async () => { await s?.close(); });

describe('finding 1: user writes inside the boundary, no privilege escalation', () => {
  it('finding 1: a department-scoped user editor cannot issue the admin\'s recovery code nor touch the admin in any way', async () => {
    const before = await userRow(adminId);
    const codes = async () => Number((await q<{ n: number }>(sql`select count(*)::int as n from recover_codes where user_id = ${adminId}`))[0].n);
    const codesBefore = await codes();
    const rc = await s.api<{ code?: string }>('/user/issueRecoverCode', { id: adminId }, editor.token);
    expect([rc.code, rc.data?.code]).toEqual([404, undefined]);
    for (const [path, body] of [
      ['/api/account/update', { id: adminId, version: before.version, user_name: '系统管理员', password: 'hacked123' }],
      ['/user/disabledUser', { id: adminId }], ['/user/kick', { id: adminId }], ['/user/delUser', { id: adminId }],
      ['/user/detail', { id: adminId }],
    ] as const) {
      const r = await s.api(path, body, editor.token);
      expect([path, r.code]).toEqual([path, 404]);
    }
    expect(await userRow(adminId)).toEqual(before);
    expect(await codes()).toBe(codesBefore);
    expect((await s.api('/user/getLoginUser', {}, admin)).code).toBe(200); // the admin's session was not kicked
    await s.login('admin');
  });

  it('finding 1: nobody grants a role, a department or a data boundary they do not hold', async () => {
    const me = okData(await s.api<{ version: number; user_name: string }>('/user/detail', { id: editor.id }, editor.token));
    const relsBefore = await relationsOf(editor.id);
    // Itself: the administrator role, 本部门 of a department outside its boundary, the 全部数据 boundary.
    for (const [rel, field] of [
      [east({ role_id: org.role.admin }), 'relations.0.role_id'],
      [east({ department_id: org.dept['总公司'], data_permission_id: org.dataPerm['本部门'] }), 'relations.0.data_permission_id'],
      [east({ data_permission_id: org.dataPerm['全部数据'] }), 'relations.0.data_permission_id'],
    ] as const) {
      const r = await s.api<{ errors: { field: string }[] }>('/api/account/update', { id: editor.id, version: me.version, user_name: me.user_name, relations: [rel] }, editor.token);
      expect(r.code).toBe(400);
      expect(r.data.errors.map((e) => e.field)).toContain(field);
      const add = await s.api('/api/account/add', { login_name: `esc_${Date.now()}`, user_name: '提权', password: 'demo123', relations: [rel] }, editor.token);
      expect(add.code).toBe(400);
    }
    expect(await relationsOf(editor.id)).toEqual(relsBefore);
    // A role editor cannot write permissions it does not hold into a role.
    const roleEditorRole = await createRole(s, admin, [{ permissionKey: 'system_role', actions: ['canAdd', 'canEditor'] }]);
    const re = await createUser(s, admin, [east({ role_id: roleEditorRole })]);
    const reTok = await s.login(re.login_name);
    const role = okData(await s.api<{ version: number; name: string; code: string }>('/api/role/detail', { id: roleEditorRole }, reTok));
    const grow = await s.api('/api/role/update', { id: roleEditorRole, version: role.version, name: role.name, code: role.code, permissions: [{ permissionKey: 'system_role', actions: ['canAdd', 'canEditor'] }, { permissionKey: 'system_user', actions: ['canEditor'] }] }, reTok);
    expect(grow.code).toBe(400);
    const newRole = await s.api('/api/role/add', { name: `提权角色${Date.now()}`, code: `esc_${Date.now()}`, permissions: [{ permissionKey: 'system_user', actions: ['canEditor'] }] }, reTok);
    expect(newRole.code).toBe(400);
    expect((await q<{ permissions: unknown }>(sql`select permissions from roles where id = ${roleEditorRole}`))[0].permissions).not.toContainEqual({ permissionKey: 'system_user', actions: ['canEditor'] });
  });

  it('finding 1: a colleague holding more than the editor is out of reach; one holding less is edited; the recovery code is the administrator\'s alone', async () => {
    // 张伟 (华东销售组, 销售 role): the editor lacks the 销售 role's permissions.
    const zhang = (await q<{ id: number; version: number; user_name: string }>(sql`select id, version, user_name from users where login_name = 'zhangwei'`))[0];
    const before = await userRow(zhang.id);
    const r = await s.api('/api/account/update', { id: zhang.id, version: zhang.version, user_name: zhang.user_name, password: 'hacked123' }, editor.token);
    expect([r.code, r.msg]).toEqual([400, Msg.userAboveCaller]);
    expect((await s.api('/user/disabledUser', { id: zhang.id }, editor.token)).code).toBe(400);
    expect(await userRow(zhang.id)).toEqual(before);
    // A user of the editor's department holding the editor's own role: within reach.
    const peer = await createUser(s, admin, [east()]);
    const v = okData(await s.api<{ version: number }>('/user/detail', { id: peer.id }, editor.token)).version;
    okData(await s.api('/api/account/update', { id: peer.id, version: v, user_name: '同组同事', password: 'newpass9' }, editor.token), 'reset by editor');
    await s.login(peer.login_name, 'newpass9');
    // …but not its recovery code: only a system administrator sees one.
    const rc = await s.api<{ code?: string } | null>('/user/issueRecoverCode', { id: peer.id }, editor.token);
    expect([rc.code, rc.msg, rc.data?.code]).toEqual([400, Msg.recoverCodeAdminOnly, undefined]);
    expect(okData(await s.api<{ code: string }>('/user/issueRecoverCode', { id: peer.id }, admin)).code).toMatch(/^\d{6}[0-9A-F]{4}$/);
  });
});

describe('finding 5: a password change, reset or disable ends the other sessions', () => {
  it('finding 5: the user\'s own password change answers 416 on the other sessions and closes their live channel; this session stays', async () => {
    const u = await createUser(s, admin, [east()]);
    const here = await s.login(u.login_name);
    const there = await s.login(u.login_name);
    const c = await socket(there);
    const offline = c.cmd(Cmd.OFFLINE, 15000);
    const self = okData(await s.api<{ version: number; user_name: string }>('/api/account/self', {}, here));
    okData(await s.api('/api/account/updateSelf', { version: self.version, user_name: self.user_name, old_password: u.password, password: 'changed99' }, here), 'updateSelf');
    expect((await offline).msg).toBe(Msg.passwordChangedKick);
    expect((await c.whenClosed(15000)).code).toBe(4416);
    const r = await s.api('/user/getLoginUser', {}, there);
    expect([r.status, r.code, r.msg]).toEqual([401, Code.OFFLINE, Msg.passwordChangedKick]);
    expect((await s.api('/user/getLoginUser', {}, here)).code).toBe(200);
  });

  it('finding 5: a reset by an administrator and a disable answer 416 on every session of the user and close its live channel', async () => {
    const u = await createUser(s, admin, [east()]);
    const t = await s.login(u.login_name);
    const c = await socket(t);
    const offline = c.cmd(Cmd.OFFLINE, 15000);
    const v = okData(await s.api<{ version: number }>('/user/detail', { id: u.id }, admin)).version;
    okData(await s.api('/api/account/update', { id: u.id, version: v, user_name: u.user_name, password: 'reset123' }, admin), 'admin reset');
    expect((await offline).msg).toBe(Msg.passwordChangedKick);
    await c.whenClosed(15000);
    expect((await s.api('/user/getLoginUser', {}, t)).code).toBe(416);
    expect((await s.api('/user/getLoginUser', {}, admin)).code).toBe(200); // the administrator's own session stays

    const t2 = await s.login(u.login_name, 'reset123');
    const c2 = await socket(t2);
    const off2 = c2.cmd(Cmd.OFFLINE, 15000);
    okData(await s.api('/user/disabledUser', { id: u.id }, admin));
    expect((await off2).msg).toBe(Msg.disabledKick);
    const r = await s.api('/user/getLoginUser', {}, t2);
    expect([r.code, r.msg]).toEqual([416, Msg.disabledKick]);
  });

  it('finding 5: a reset through a recovery code answers 416 on the old sessions', async () => {
    const u = await createUser(s, admin, [east()]);
    const t = await s.login(u.login_name);
    const c = await socket(t);
    const offline = c.cmd(Cmd.OFFLINE, 15000);
    const { code } = okData(await s.api<{ code: string }>('/user/issueRecoverCode', { id: u.id }, admin));
    okData(await s.api('/api/account/recover', { login_name: u.login_name, code, password: 'recovered1' }));
    expect((await offline).msg).toBe(Msg.passwordChangedKick);
    expect((await s.api('/user/getLoginUser', {}, t)).code).toBe(416);
  });
});

describe('finding 10: log-out and kick close the live channel', () => {
  it('finding 10: after log-out the session\'s live channel is closed and receives nothing more; other sessions keep theirs', async () => {
    const u = await createUser(s, admin, [east()]);
    const t = await s.login(u.login_name);
    const other = await s.login(u.login_name);
    const c = await socket(t);
    const keep = await socket(other);
    okData(await s.api('/api/account/logout', {}, t), 'logout');
    expect((await c.whenClosed(15000)).code).toBe(4416);
    // A push to the user after the log-out reaches only the session still logged in.
    const pushed = keep.cmd(Cmd.PUSH_FAILURE, 15000);
    await s.app.services.live.publish({ userIds: [u.id], cmd: Cmd.PUSH_FAILURE, msg: '测试推送' });
    await pushed;
    expect(c.received.some((m) => m.cmd === Cmd.PUSH_FAILURE)).toBe(false);
    expect(keep.closed).toBeNull();
    expect((await s.api('/user/getLoginUser', {}, t)).code).toBe(110);
    keep.close();
  });

  it('finding 10: kick closes every live channel of the user', async () => {
    const u = await createUser(s, admin, [east()]);
    const a = await socket(await s.login(u.login_name));
    const b = await socket(await s.login(u.login_name));
    okData(await s.api('/user/kick', { id: u.id }, admin));
    expect((await a.whenClosed(15000)).code).toBe(4416);
    expect((await b.whenClosed(15000)).code).toBe(4416);
  });
});

describe('finding 1: data permissions are not a way around the boundary', () => {
  it('finding 1: a department-scoped editor of data permissions can neither widen one nor add a wider one', async () => {
    const role = await createRole(s, admin, [{ permissionKey: 'system_data_permission', actions: ['canAdd', 'canEditor'] }], '本部门数据权限编辑');
    const u = await createUser(s, admin, [east({ role_id: role, data_permission_id: org.dataPerm['本部门'] })]);
    const tok = await s.login(u.login_name);
    const P = '/api/v1/system/dataPermission';
    const id = org.dataPerm['本部门'];
    const before = (await q<{ scope: string; version: number }>(sql`select scope, version from data_permissions where id = ${id}`))[0];
    const widen = await s.api(`${P}/update`, { id, version: before.version, name: '本部门', scope: 'all' }, tok);
    expect([widen.code, widen.msg]).toEqual([400, Msg.dataPermissionAllOnly]);
    const add = await s.api(`${P}/add`, { name: '我的全部数据', scope: 'all' }, tok);
    expect([add.code, add.msg]).toEqual([400, Msg.dataPermissionAllOnly]);
    expect((await q<{ scope: string; version: number }>(sql`select scope, version from data_permissions where id = ${id}`))[0]).toEqual(before);
    expect((await q<{ n: number }>(sql`select count(*)::int as n from data_permissions where name = '我的全部数据'`))[0].n).toBe(0);
    // The administrator (全部数据) still can.
    expect((await s.api(`${P}/add`, { name: '管理员新建的数据权限', scope: 'dept' }, admin)).code).toBe(200);
  });
});
