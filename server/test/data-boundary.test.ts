/**
 * Data boundaries: /user/queryUsers answers exactly the rows inside the caller's role relation's data
 * permission — self (rows it created), dept (its department), deptTree (its department and below),
 * custom (the chosen departments), all. A scoped caller also sees the rows it created itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';
import { createRole, createUser, loadOrg, okData, type Org, type Page } from './fixtures';

let s: TestServer;
let admin: string;
let org: Org;
let viewerRole: number;
const DEPTS = ['总公司', '销售部', '华东销售组', '华南销售组', '计调部', '国内操作组', '出境操作组', '财务部', '会计组', '出纳组'];

interface Caller { uid: number; token: string; deptId: number }
interface UserRow { id: number; dept_id: number | null; created_by: number | null; user_name: string }

/** Every live user as the database holds it. */
async function allUsers(): Promise<UserRow[]> {
  const res = (await s.database.db.execute(sql`select id, dept_id, created_by, user_name from users where deleted_at is null`)) as unknown as { rows: UserRow[] };
  return res.rows.map((r) => ({ ...r, id: Number(r.id), dept_id: r.dept_id === null ? null : Number(r.dept_id), created_by: r.created_by === null ? null : Number(r.created_by) }));
}

/** The ids the caller's list answers (all pages, checked against total_size). */
async function listed(c: Caller, filters: Record<string, unknown> = {}): Promise<number[]> {
  const ids: number[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const p = okData(await s.api<Page<{ id: number }>>('/user/queryUsers', { pageNo, pageSize: 7, ...filters }, c.token)).page_data;
    ids.push(...p.data.map((r) => r.id));
    if (pageNo >= p.total_page) { expect(ids.length).toBe(p.total_size); break; }
  }
  expect(new Set(ids).size).toBe(ids.length);
  return ids.sort((a, b) => a - b);
}

const expected = (rows: UserRow[], pred: (r: UserRow) => boolean) => rows.filter(pred).map((r) => r.id).sort((a, b) => a - b);

/** A user holding a role that grants system_user (view + add) with the named data permission, in a department. */
async function caller(dept: string, dataPerm: string): Promise<Caller> {
  const u = await createUser(s, admin, [{ department_id: org.dept[dept], role_id: viewerRole, position_id: org.position['部门经理'], data_permission_id: org.dataPerm[dataPerm] }]);
  return { uid: u.id, token: await s.login(u.login_name), deptId: org.dept[dept] };
}

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin');
  org = await loadOrg(s, admin);
  viewerRole = await createRole(s, admin, [{ permissionKey: 'system_user', actions: ['canAdd'] }], '用户查看员');
  org.dataPerm['仅财务部'] = okData(await s.api<{ id: number }>('/api/v1/system/dataPermission/add', { name: '仅财务部', scope: 'custom', dept_ids: [org.dept['财务部']] }, admin)).id;
  // A member of staff in every department, created by the administrator.
  await Promise.all(DEPTS.map((d) =>
    createUser(s, admin, [{ department_id: org.dept[d], role_id: org.role.sales, position_id: org.position['销售顾问'], data_permission_id: org.dataPerm['仅本人'] }], { user_name: `${d}员工` })));
});
afterAll(async () => { await s?.close(); });

describe('/user/queryUsers is cut to the data boundary', () => {
  it('仅本人: only the users the caller created', async () => {
    const c = await caller('华东销售组', '仅本人');
    expect(await listed(c)).toEqual([]); // not even itself: it was created by the administrator
    const made: number[] = [];
    for (const d of ['财务部', '华东销售组']) {
      const r = await s.api<{ id: number }>('/api/account/add', {
        login_name: `self_${d.length}_${Date.now()}`, user_name: `自建${d}`, password: 'demo123',
        // The caller's own role: nobody grants a role holding more than they do (issue 11 finding 1).
        relations: [{ department_id: org.dept[d], role_id: viewerRole, position_id: org.position['销售顾问'], data_permission_id: org.dataPerm['仅本人'] }],
      }, c.token);
      made.push(okData(r, 'add as self').id);
    }
    expect(await listed(c)).toEqual(made.sort((a, b) => a - b));
    const rows = await allUsers();
    expect(await listed(c)).toEqual(expected(rows, (r) => r.created_by === c.uid));
    // A filter cannot widen the boundary.
    expect(await listed(c, { dept_id: org.dept['总公司'] })).toEqual([]);
  });

  it('本部门: the users of its department', async () => {
    const c = await caller('销售部', '本部门');
    const rows = await allUsers();
    const want = expected(rows, (r) => r.dept_id === c.deptId);
    // 陈经理 (seeded in 销售部), the 销售部 staff member and the caller itself.
    expect(want.length).toBe(3);
    expect(await listed(c)).toEqual(want);
    expect(rows.filter((r) => want.includes(r.id)).map((r) => r.user_name)).toContain('陈经理');
    expect(await listed(c, { dept_id: org.dept['财务部'] })).toEqual([]);
  });

  it('本部门及下级: its department and every department below it', async () => {
    const c = await caller('销售部', '本部门及下级');
    const tree = [org.dept['销售部'], org.dept['华东销售组'], org.dept['华南销售组']];
    const rows = await allUsers();
    const want = expected(rows, (r) => tree.includes(r.dept_id!));
    const names = rows.filter((r) => want.includes(r.id)).map((r) => r.user_name);
    for (const n of ['陈经理', '王小美', '张伟', '刘洋', '周杰', '华南销售组员工']) expect(names).toContain(n);
    expect(names).not.toContain('赵会计');
    expect(await listed(c)).toEqual(want);
    // A filter narrows inside the boundary.
    expect(await listed(c, { dept_id: org.dept['华南销售组'] })).toEqual(expected(rows, (r) => r.dept_id === org.dept['华南销售组']));
    expect(await listed(c, { keyword: '员工' })).toEqual(expected(rows, (r) => tree.includes(r.dept_id!) && r.user_name.includes('员工')));
  });

  it('指定部门: exactly the chosen departments (not the ones below, not its own)', async () => {
    const c = await caller('计调部', '仅财务部');
    const rows = await allUsers();
    const want = expected(rows, (r) => r.dept_id === org.dept['财务部']);
    const got = await listed(c);
    const names = rows.filter((r) => got.includes(r.id)).map((r) => r.user_name);
    expect(names).toContain('财务部员工');
    expect(got).toEqual(want);
    expect(got).not.toContain(c.uid); // its own department 计调部 is outside
    expect(names).toContain('赵会计'); // his department is 财务部
    expect(names).not.toContain('会计组员工'); // 会计组 is below 财务部: not chosen
  });

  it('全部数据: everyone', async () => {
    const c = await caller('出纳组', '全部数据');
    const rows = await allUsers();
    expect(rows.length).toBeGreaterThan(20);
    expect(await listed(c)).toEqual(expected(rows, () => true));
  });

  it('a scoped caller also sees the users it created outside its department', async () => {
    const c = await caller('国内操作组', '本部门');
    const r = await s.api<{ id: number }>('/api/account/add', {
      login_name: `dept_made_${Date.now()}`, user_name: '外部门新人', password: 'demo123',
      relations: [{ department_id: org.dept['出纳组'], role_id: viewerRole, position_id: org.position['出纳'], data_permission_id: org.dataPerm['仅本人'] }],
    }, c.token);
    const madeId = okData(r).id;
    const rows = await allUsers();
    const got = await listed(c);
    expect(got).toContain(madeId);
    expect(got).toEqual(expected(rows, (x) => x.dept_id === c.deptId || x.created_by === c.uid));
    // Every other 出纳组 user stays outside.
    expect(got.filter((id) => rows.find((x) => x.id === id)!.dept_id === org.dept['出纳组'])).toEqual([madeId]);
  });

  it('follows the role relation in use: switching relations switches the boundary', async () => {
    const u = await createUser(s, admin, [
      { department_id: org.dept['财务部'], role_id: viewerRole, position_id: org.position['会计'], data_permission_id: org.dataPerm['本部门'] },
      { department_id: org.dept['计调部'], role_id: viewerRole, position_id: org.position['会计'], data_permission_id: org.dataPerm['本部门及下级'] },
    ]);
    const c: Caller = { uid: u.id, token: await s.login(u.login_name), deptId: org.dept['财务部'] };
    const rows = await allUsers();
    expect(await listed(c)).toEqual(expected(rows, (r) => r.dept_id === org.dept['财务部']));
    const rels = okData(await s.api<{ user_auth_relation_id: number }[]>('/api/account/getUserAuthRelations', {}, c.token));
    okData(await s.api('/api/account/switchRole', { user_auth_relation_id: rels[1].user_auth_relation_id }, c.token));
    const ops = [org.dept['计调部'], org.dept['国内操作组'], org.dept['出境操作组']];
    expect(await listed(c)).toEqual(expected(rows, (r) => ops.includes(r.dept_id!)));
  });
});
