/** Organisation settings through the API: departments, positions, roles, data permissions, companies, users, change history. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg } from '@ta/contract';
import { hasChinese, startServer, type TestServer } from './harness';
import { createRole, createUser, loadOrg, okData, uniq, type Org, type Page } from './fixtures';

let s: TestServer;
let admin: string;
let org: Org;
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin');
  org = await loadOrg(s, admin);
});
afterAll(async () => { await s?.close(); });

type Row = Record<string, unknown> & { id: number; version: number };
interface Change { field: string; label: string; old: string | null; new: string | null }
interface HistoryRow { id: number; action: string; user_id: number | null; user_name: string | null; changes: Change[] }

const detail = async (path: string, id: number) => okData(await s.api<Row>(path, { id }, admin), `${path} ${id}`);

describe('departments', () => {
  const P = '/api/v1/system/department';
  let north: Row;

  it('adds a department and lists it in the full tree and by parent', async () => {
    north = okData(await s.api<Row>(`${P}/add`, { parent_id: org.dept['销售部'], name: '华北销售组', code: 'XS-HB', sort: 3 }, admin));
    expect(north).toMatchObject({ name: '华北销售组', parent_id: org.dept['销售部'], version: 1 });

    const tree = okData(await s.api<Page<Row>>(`${P}/list`, { tree: true }, admin)).page_data;
    expect(tree.total_size).toBe(tree.data.length);
    expect(tree.data.length).toBe(Object.keys(org.dept).length + 1);
    expect(tree.data.find((d) => d.id === north.id)).toMatchObject({ parent_id: org.dept['销售部'] });
    // Every parent in the tree is itself in the tree; exactly one root.
    const ids = new Set(tree.data.map((d) => d.id));
    expect(tree.data.filter((d) => d.parent_id === null)).toHaveLength(1);
    for (const d of tree.data) if (d.parent_id !== null) expect(ids.has(d.parent_id as number)).toBe(true);

    const kids = okData(await s.api<Page<Row>>(`${P}/list`, { parent_id: org.dept['销售部'] }, admin)).page_data.data.map((d) => d.name);
    expect(kids).toEqual(['华东销售组', '华南销售组', '华北销售组']); // ordered by sort
  });

  it('updates with the current version and refuses a stale one (409) without writing', async () => {
    const upd = okData(await s.api<Row>(`${P}/update`, { id: north.id, version: 1, parent_id: org.dept['销售部'], name: '华北销售一组', code: 'XS-HB', sort: 3 }, admin));
    expect(upd).toMatchObject({ name: '华北销售一组', version: 2 });
    const stale = await s.api(`${P}/update`, { id: north.id, version: 1, parent_id: org.dept['销售部'], name: '被覆盖的名称', sort: 3 }, admin);
    expect([stale.status, stale.code, stale.msg]).toEqual([409, 409, Msg.staleVersion]);
    expect(await detail(`${P}/detail`, north.id)).toMatchObject({ name: '华北销售一组', version: 2 });
  });

  it('refuses a parent that is the department itself or one of its descendants', async () => {
    const sales = await detail(`${P}/detail`, org.dept['销售部']);
    for (const parent of [org.dept['华东销售组'], org.dept['销售部'], north.id]) {
      const r = await s.api<{ errors: { field: string }[] }>(`${P}/update`, { id: sales.id, version: sales.version, name: '销售部', parent_id: parent, sort: 1 }, admin);
      expect([r.code, r.msg]).toEqual([400, '上级部门不能是自己或自己的下级']);
      expect(r.data.errors.map((e) => e.field)).toEqual(['parent_id']);
    }
    const missing = await s.api(`${P}/add`, { name: '孤儿部门', parent_id: 999999 }, admin);
    expect([missing.code, missing.msg]).toEqual([400, '上级部门不存在']);
    // A legal move still works: 华北 under 计调部 and back.
    const moved = okData(await s.api<Row>(`${P}/update`, { id: north.id, version: 2, name: '华北销售一组', parent_id: org.dept['计调部'], sort: 3 }, admin));
    expect(moved.parent_id).toBe(org.dept['计调部']);
    okData(await s.api(`${P}/update`, { id: north.id, version: moved.version, name: '华北销售一组', parent_id: org.dept['销售部'], sort: 3 }, admin));
  });

  it('refuses deleting a department with children or used by users, naming them', async () => {
    const withKids = await s.api(`${P}/delete`, { id: org.dept['销售部'] }, admin);
    expect(withKids.code).toBe(400);
    expect(withKids.msg).toContain('该部门下还有下级部门');
    for (const n of ['华东销售组', '华南销售组', '华北销售一组']) expect(withKids.msg).toContain(n);

    const used = await s.api(`${P}/delete`, { id: org.dept['华东销售组'] }, admin);
    expect(used.code).toBe(400);
    expect(used.msg).toContain('该部门已被用户的角色关系使用');
    for (const n of ['王小美', '张伟', '陈经理']) expect(used.msg).toContain(n);
    expect(used.msg).not.toContain('刘洋'); // 华南, not 华东
    expect((await s.api(`${P}/detail`, { id: org.dept['华东销售组'] }, admin)).code).toBe(200);
  });

  it('records the change history with old and new values and the user; the history needs the resource key', async () => {
    const h = okData(await s.api<Page<HistoryRow>>('/api/v1/history/list', { table: 'departments', record_id: north.id }, admin)).page_data;
    expect(h.data.map((x) => x.action)).toEqual(['update', 'update', 'update', 'create']); // newest first
    const rename = h.data[h.data.length - 2];
    expect(rename.user_name).toBe('系统管理员');
    expect(rename.changes).toEqual([{ field: 'name', label: '部门名称', old: '华北销售组', new: '华北销售一组' }]);
    const move = h.data[1];
    expect(move.changes).toEqual([{ field: 'parent_id', label: '上级部门', old: String(org.dept['销售部']), new: String(org.dept['计调部']) }]);
    // The refused stale update wrote nothing: three updates only.
    expect(h.total_size).toBe(4);

    const sales = await s.login('sales'); // 销售 has no system_department
    const r = await s.api('/api/v1/history/list', { table: 'departments', record_id: north.id }, sales);
    expect([r.status, r.code, r.msg]).toEqual([403, 102, Msg.noPermission]);
    const unknown = await s.api('/api/v1/history/list', { table: 'pg_authid', record_id: 1 }, admin);
    expect(unknown.code).toBe(102);
  });

  it('deletes an unused leaf department', async () => {
    expect((await s.api(`${P}/delete`, { id: north.id }, admin)).code).toBe(200);
    const gone = await s.api(`${P}/detail`, { id: north.id }, admin);
    expect([gone.status, gone.code, gone.msg]).toEqual([404, 404, Msg.notFound]);
    const h = okData(await s.api<Page<HistoryRow>>('/api/v1/history/list', { table: 'departments', record_id: north.id }, admin)).page_data;
    expect(h.data[0].action).toBe('delete');
  });
});

describe('positions', () => {
  it('refuses a duplicate name on add and on update', async () => {
    const P = '/api/v1/system/position';
    const guide = okData(await s.api<Row>(`${P}/add`, { name: '导游', code: 'GUIDE' }, admin));
    const dup = await s.api<{ errors: { field: string }[] }>(`${P}/add`, { name: '导游' }, admin);
    expect([dup.status, dup.code, dup.msg]).toEqual([400, 400, '岗位名称“导游”已存在']);
    expect(dup.data.errors.map((e) => e.field)).toEqual(['name']);
    const dupUpd = await s.api(`${P}/update`, { id: guide.id, version: guide.version, name: '计调' }, admin);
    expect([dupUpd.code, dupUpd.msg]).toEqual([400, '岗位名称“计调”已存在']);
    // Keeping its own name is not a duplicate.
    expect((await s.api(`${P}/update`, { id: guide.id, version: guide.version, name: '导游', code: 'GD' }, admin)).code).toBe(200);
    const list = okData(await s.api<Page<Row>>(`${P}/list`, { keyword: '导游' }, admin)).page_data;
    expect(list.data.map((p) => p.name)).toEqual(['导游']);
  });

  it('refuses deleting a position in use', async () => {
    const r = await s.api('/api/v1/system/position/delete', { id: org.position['销售顾问'] }, admin);
    expect(r.code).toBe(400);
    expect(r.msg).toContain('王小美');
  });
});

describe('roles', () => {
  let roleId: number;
  // A page shows in the menu only with its parents' keys (SPEC section 6), so the role holds those too.
  const perms = [
    { permissionKey: 'system_setting', actions: [] }, { permissionKey: 'system_organization', actions: [] },
    { permissionKey: 'system_department', actions: ['canAdd', 'canEditor'] }, { permissionKey: 'route_order_list', actions: ['canExport'] },
  ];

  it('adds a role with permissions and answers them from getRolePermissions', async () => {
    const row = okData(await s.api<Row>('/api/role/add', { name: '部门管理员', code: 'dept_admin', permissions: perms }, admin));
    roleId = row.id;
    // Granting a page grants the menus above it (with no actions of their own).
    const stored = okData(await s.api<{ permissionKey: string; actions: string[] }[]>('/api/permission/getRolePermissions', { role_id: roleId }, admin));
    expect(stored.slice(0, perms.length)).toEqual(perms);
    expect(stored.slice(perms.length).sort((a, b) => a.permissionKey.localeCompare(b.permissionKey)))
      .toEqual([{ permissionKey: 'line_registration_hall', actions: [] }, { permissionKey: 'menu_sales_center', actions: [] }]);
    // An update that leaves the permissions out keeps them.
    const detail = okData(await s.api<Row>('/api/role/detail', { id: roleId }, admin));
    expect((await s.api('/api/role/update', { id: roleId, version: detail.version, name: '部门管理员', code: 'dept_admin', remark: '改备注' }, admin)).code).toBe(200);
    expect(okData(await s.api('/api/permission/getRolePermissions', { role_id: roleId }, admin))).toEqual(stored);
    const missing = await s.api('/api/permission/getRolePermissions', { role_id: 999999 }, admin);
    expect([missing.code, missing.msg]).toEqual([400, '角色不存在']);
  });

  it('refuses unknown permission keys and invalid actions', async () => {
    const r = await s.api<{ errors: { field: string }[] }>('/api/role/add', { name: '坏角色', code: 'bad_role', permissions: [{ permissionKey: 'no_such_page', actions: [] }] }, admin);
    expect(r.code).toBe(400);
    expect(r.msg).toContain('no_such_page');
    expect(hasChinese(r.msg)).toBe(true);
    expect(r.data.errors.map((e) => e.field)).toEqual(['permissions']);
    const act = await s.api<{ errors: { field: string }[] }>('/api/role/add', { name: '坏角色', code: 'bad_role', permissions: [{ permissionKey: 'system_role', actions: ['canFly'] }] }, admin);
    expect(act.code).toBe(400);
    expect(act.data.errors[0].field).toBe('permissions.0.actions.0');
    const list = okData(await s.api<Page<Row>>('/api/role/role_list', { pageSize: 300 }, admin)).page_data.data;
    expect(list.some((x) => x.code === 'bad_role')).toBe(false);
  });

  it('refuses a duplicate role name or code', async () => {
    const r = await s.api('/api/role/add', { name: '部门管理员', code: 'other_code' }, admin);
    expect([r.code, r.msg]).toEqual([400, '角色名称“部门管理员”已存在']);
    const c = await s.api('/api/role/add', { name: '另一个角色', code: 'dept_admin' }, admin);
    expect([c.code, c.msg]).toEqual([400, '角色编码“dept_admin”已存在']);
  });

  it('refuses deleting a role in use, naming the users; deletes it once unused', async () => {
    const u = await createUser(s, admin, [{ department_id: org.dept['财务部'], role_id: roleId, position_id: org.position['会计'], data_permission_id: org.dataPerm['本部门'] }], { user_name: '钱多多' });
    const tok = await s.login(u.login_name);
    // The role's grants are the user's menu.
    const tree = JSON.stringify(okData(await s.api('/api/permission/getUserPermissionTree', {}, tok)));
    expect(tree).toContain('system_department');
    expect(tree).not.toContain('system_role');
    expect(tree).toContain('route_order_list'); // its parents were granted with it
    const r = await s.api('/api/role/delete', { id: roleId }, admin);
    expect(r.code).toBe(400);
    expect(r.msg).toContain('该角色已被用户使用');
    expect(r.msg).toContain('钱多多');
    expect((await s.api('/user/delUser', { id: u.id }, admin)).code).toBe(200);
    expect((await s.api('/api/role/delete', { id: roleId }, admin)).code).toBe(200);
    expect((await s.api('/api/role/detail', { id: roleId }, admin)).code).toBe(404);
  });

  it('refuses deleting the builtin role', async () => {
    const r = await s.api('/api/role/delete', { id: org.role.admin }, admin);
    expect([r.code, r.msg]).toEqual([400, '内置角色不能删除']);
    expect((await s.api('/api/role/detail', { id: org.role.admin }, admin)).code).toBe(200);
  });
});

describe('data permissions', () => {
  const P = '/api/v1/system/dataPermission';
  it('needs departments for a custom scope, and keeps none for the others', async () => {
    const r = await s.api<{ errors: { field: string; message: string }[] }>(`${P}/add`, { name: '指定部门-空', scope: 'custom', dept_ids: [] }, admin);
    expect([r.status, r.code]).toEqual([400, 400]);
    expect(r.data.errors).toEqual([{ field: 'dept_ids', message: '指定部门时请至少选择一个部门' }]);
    const ok = okData(await s.api<Row>(`${P}/add`, { name: '财务部数据', scope: 'custom', dept_ids: [org.dept['财务部']] }, admin));
    expect(ok).toMatchObject({ scope: 'custom', dept_ids: [org.dept['财务部']] });
    const plain = okData(await s.api<Row>(`${P}/add`, { name: '部门数据', scope: 'dept', dept_ids: [org.dept['财务部']] }, admin));
    expect(plain.dept_ids).toEqual([]);
    const upd = await s.api(`${P}/update`, { id: ok.id, version: ok.version, name: '财务部数据', scope: 'custom', dept_ids: [] }, admin);
    expect(upd.code).toBe(400);
    const bad = await s.api(`${P}/add`, { name: '未知范围', scope: 'galaxy' }, admin);
    expect(bad.code).toBe(400);
  });

  it('refuses deleting a data permission in use', async () => {
    const r = await s.api(`${P}/delete`, { id: org.dataPerm['仅本人'] }, admin);
    expect(r.code).toBe(400);
    expect(r.msg).toContain('王小美');
  });
});

describe('companies', () => {
  const P = '/api/v1/system/company';
  it('keeps branches under a company and refuses deleting it while branches exist', async () => {
    const all = okData(await s.api<Page<Row>>(`${P}/list`, {}, admin)).page_data.data;
    const hq = all.find((c) => c.kind === 'company')!;
    expect(all.filter((c) => c.parent_id === hq.id).length).toBe(2);
    const nj = okData(await s.api<Row>(`${P}/add`, { parent_id: hq.id, name: '畅游国际旅行社有限公司南京分公司', short_name: '南京分公司', kind: 'branch' }, admin));
    expect(okData(await s.api<Page<Row>>(`${P}/list`, { parent_id: hq.id }, admin)).page_data.total_size).toBe(3);

    const own = await s.api(`${P}/delete`, { id: hq.id }, admin);
    expect([own.code, own.msg]).toEqual([400, '本公司不能删除']);
    // Another company with a branch: refused while the branch exists.
    const other = okData(await s.api<Row>(`${P}/add`, { name: '合作旅行社', kind: 'company' }, admin));
    const ob = okData(await s.api<Row>(`${P}/add`, { parent_id: other.id, name: '合作旅行社南京分公司', kind: 'branch' }, admin));
    const r = await s.api(`${P}/delete`, { id: other.id }, admin);
    expect(r.code).toBe(400);
    expect(r.msg).toContain('该公司下还有分公司');
    expect(r.msg).toContain('合作旅行社南京分公司');
    expect((await s.api(`${P}/delete`, { id: ob.id }, admin)).code).toBe(200);
    expect((await s.api(`${P}/delete`, { id: other.id }, admin)).code).toBe(200);
    const self = await s.api(`${P}/update`, { id: nj.id, version: nj.version, parent_id: nj.id, name: nj.name, kind: 'branch' }, admin);
    expect([self.code, self.msg]).toEqual([400, '上级公司不能是自己']);
    const dup = await s.api(`${P}/add`, { name: '畅游国际旅行社有限公司南京分公司', kind: 'branch' }, admin);
    expect(dup.code).toBe(400);

    // Branches of the own company can go; the own company stays.
    for (const b of okData(await s.api<Page<Row>>(`${P}/list`, { parent_id: hq.id }, admin)).page_data.data) {
      expect((await s.api(`${P}/delete`, { id: b.id }, admin)).code).toBe(200);
    }
    expect((await s.api(`${P}/delete`, { id: hq.id }, admin)).msg).toBe('本公司不能删除');
    expect(okData(await s.api<Page<Row>>(`${P}/list`, {}, admin)).page_data.total_size).toBe(1);
  });
});

describe('users', () => {
  let user: { id: number; login_name: string; user_name: string; password: string };
  const relA = () => ({ department_id: org.dept['华东销售组'], role_id: org.role.sales, position_id: org.position['销售顾问'], data_permission_id: org.dataPerm['仅本人'] });
  const relB = () => ({ department_id: org.dept['财务部'], role_id: org.role.finance, position_id: org.position['会计'], data_permission_id: org.dataPerm['全部数据'] });

  it('adds a user with two role relations who can log in and switch between them', async () => {
    user = await createUser(s, admin, [relA(), relB()], { login_name: `wu.${uniq()}`, user_name: '吴双' });
    const d = await detail('/user/detail', user.id);
    expect(d).toMatchObject({ login_name: user.login_name, user_name: '吴双', status: 1, dept_id: org.dept['华东销售组'], department_name: '华东销售组', role_names: '销售、财务' });
    expect(d).not.toHaveProperty('password_hash');
    expect((d.relations as unknown[]).length).toBe(2);

    const tok = await s.login(user.login_name);
    const rels = okData(await s.api<{ user_auth_relation_id: number; role_name: string; department_name: string; data_dept_name: string; is_current: boolean }[]>('/api/account/getUserAuthRelations', {}, tok));
    expect(rels.map((r) => [r.role_name, r.department_name, r.data_dept_name, r.is_current])).toEqual([
      ['销售', '华东销售组', '仅本人', true], ['财务', '财务部', '全部数据', false],
    ]);
    // 销售 cannot open the finance-only role list; after the switch to 财务 the menu is the finance one.
    const before = JSON.stringify(okData(await s.api('/api/permission/getUserPermissionTree', {}, tok)));
    const sw = okData(await s.api<{ user_auth_relation: { role_name: string } }>('/api/account/switchRole', { user_auth_relation_id: rels[1].user_auth_relation_id }, tok));
    expect(sw.user_auth_relation.role_name).toBe('财务');
    const after = JSON.stringify(okData(await s.api('/api/permission/getUserPermissionTree', {}, tok)));
    expect(before).toContain('route_registration');
    expect(after).not.toContain('route_registration');
    expect(after).toContain('menu_financial');
  });

  it('refuses a duplicate login name', async () => {
    for (const login_name of [user.login_name, 'admin']) {
      const r = await s.api<{ errors: { field: string }[] }>('/api/account/add', { login_name, user_name: '重名', password: 'demo123', relations: [relA()] }, admin);
      expect([r.status, r.code, r.msg]).toEqual([400, 400, Msg.duplicateLoginName]);
      expect(r.data.errors.map((e) => e.field)).toEqual(['login_name']);
    }
    const badRel = await s.api('/api/account/add', { login_name: `x${uniq()}`, user_name: '坏关系', password: 'demo123', relations: [{ ...relA(), role_id: 999999 }] }, admin);
    expect([badRel.code, badRel.msg]).toEqual([400, '角色不存在']);
  });

  it('updates with the version and refuses a stale one (409); relation changes are in the history', async () => {
    const d = await detail('/user/detail', user.id);
    const upd = okData(await s.api<Row>('/api/account/update', { id: user.id, version: d.version, user_name: '吴双', phone: '13900000000', relations: [relA()] }, admin));
    expect(upd).toMatchObject({ phone: '13900000000', version: d.version + 1, role_names: '销售' });
    const stale = await s.api('/api/account/update', { id: user.id, version: d.version, user_name: '吴双双' }, admin);
    expect([stale.status, stale.code, stale.msg]).toEqual([409, 409, Msg.staleVersion]);
    expect((await detail('/user/detail', user.id)).user_name).toBe('吴双');

    const h = okData(await s.api<Page<HistoryRow>>('/api/v1/history/list', { table: 'users', record_id: user.id, pageSize: 50 }, admin)).page_data.data;
    const changes = h.flatMap((x) => x.changes);
    expect(changes).toContainEqual({ field: 'phone', label: '手机号', old: null, new: '13900000000' });
    expect(changes).toContainEqual({ field: 'relations', label: '角色关系', old: '华东销售组/销售/销售顾问；财务部/财务/会计', new: '华东销售组/销售/销售顾问' });
    expect(JSON.stringify(h)).not.toMatch(/scrypt\$/); // the password hash is never in the history
    // The session on the removed relation (财务) has ended.
  });

  it('disable ends the sessions (416, issue 11 finding 5) and forbids log-in (answered like a wrong password); enable lets the user in again', async () => {
    const tok = await s.login(user.login_name);
    expect((await s.api('/user/getLoginUser', {}, tok)).code).toBe(200);
    expect((await s.api('/user/disabledUser', { id: user.id }, admin)).code).toBe(200);
    const r = await s.api('/user/getLoginUser', {}, tok);
    expect([r.status, r.code, r.msg]).toEqual([401, 416, Msg.disabledKick]);
    const l = await s.api('/api/account/login', { login_name: user.login_name, password: user.password });
    // A disabled account answers like a wrong password (issue 11 finding 11: the answer must not reveal the password was right).
    expect([l.code, l.msg.startsWith(Msg.wrongPassword)]).toEqual([400, true]);
    expect((await detail('/user/detail', user.id)).status).toBe(0);

    expect((await s.api('/user/enabledUser', { id: user.id }, admin)).code).toBe(200);
    expect((await s.api('/user/getLoginUser', {}, tok)).code).toBe(416); // the old session stays ended
    const tok2 = await s.login(user.login_name);
    expect((await s.api('/user/getLoginUser', {}, tok2)).code).toBe(200);
    // An administrator cannot disable himself.
    const me = okData(await s.api<{ uid: number }>('/user/getLoginUser', {}, admin));
    expect((await s.api('/user/disabledUser', { id: me.uid }, admin)).code).toBe(400);
  });

  it('kick ends every session of the user', async () => {
    const t1 = await s.login(user.login_name);
    const t2 = await s.login(user.login_name);
    const k = okData(await s.api<{ sessions: number }>('/user/kick', { id: user.id }, admin));
    expect(k.sessions).toBeGreaterThanOrEqual(2);
    for (const t of [t1, t2]) expect((await s.api('/user/getLoginUser', {}, t)).code).toBe(110);
    expect((await s.api('/user/kick', { id: 999999 }, admin)).code).toBe(404);
    // Kicked, not disabled: the user may log in again.
    await s.login(user.login_name);
  });

  it('a recover code issued by an administrator sets a new password, once', async () => {
    const tok = await s.login(user.login_name);
    const { code } = okData(await s.api<{ code: string }>('/user/issueRecoverCode', { id: user.id }, admin));
    expect(code).toMatch(/^\d{6}[0-9A-F]{4}$/);
    const wrong = await s.api('/api/account/recover', { login_name: user.login_name, code: '000000AAAA', password: 'newpass1' });
    expect([wrong.code, wrong.msg]).toEqual([400, Msg.recoverCodeInvalid]);
    expect((await s.api('/api/account/recover', { login_name: user.login_name, code: code.toLowerCase(), password: 'newpass1' })).code).toBe(200);
    expect((await s.api('/user/getLoginUser', {}, tok)).code).toBe(416); // the reset ends old sessions
    expect((await s.api('/api/account/login', { login_name: user.login_name, password: user.password })).code).toBe(400);
    await s.login(user.login_name, 'newpass1');
    const again = await s.api('/api/account/recover', { login_name: user.login_name, code, password: 'newpass2' });
    expect([again.code, again.msg]).toEqual([400, Msg.recoverCodeInvalid]);
    await s.login(user.login_name, 'newpass1');
  });

  it('deleting a user ends its sessions and frees the login name', async () => {
    const tok = await s.login(user.login_name, 'newpass1');
    expect((await s.api('/user/delUser', { id: user.id }, admin)).code).toBe(200);
    expect((await s.api('/user/getLoginUser', {}, tok)).code).toBe(110);
    expect((await s.api('/user/detail', { id: user.id }, admin)).code).toBe(404);
    const again = await createUser(s, admin, [relA()], { login_name: user.login_name });
    expect(again.id).not.toBe(user.id);
  });
});

describe('role relations of a new role', () => {
  it('a role created through the API grants exactly its actions', async () => {
    const roleId = await createRole(s, admin, [{ permissionKey: 'system_position', actions: ['canAdd'] }]);
    const u = await createUser(s, admin, [{ department_id: org.dept['总公司'], role_id: roleId, position_id: org.position['总经理'], data_permission_id: org.dataPerm['全部数据'] }]);
    const tok = await s.login(u.login_name);
    expect((await s.api('/api/v1/system/position/list', {}, tok)).code).toBe(200);
    expect((await s.api('/api/v1/system/position/add', { name: `岗位${uniq()}` }, tok)).code).toBe(200);
    expect((await s.api('/api/v1/system/position/delete', { id: org.position['总经理'] }, tok)).code).toBe(102);
    expect((await s.api('/api/v1/system/department/list', {}, tok)).code).toBe(102);
  });
});
