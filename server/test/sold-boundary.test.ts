/**
 * "Owned or sold inside the boundary" (issue 17): a department that owns no products or groups reads the products
 * and groups its own selling orders are on (product list and detail, 线路操作 groups, plan report), and not others;
 * writing stays with the owner's boundary (a product update from the selling department answers 404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Grant } from '@ta/contract';
import { startServer, type TestServer } from './harness';
import { createRole, createUser, loadOrg, makeGroup, okData, signUp, uniq, type GroupFixture, type Org } from './fixtures';

let s: TestServer;
let admin: string;
let org: Org;
let reader: string;
let seller: string;
let sold: GroupFixture;
let other: GroupFixture;
type Page<T> = { page_data: { data: T[]; total_size: number } };

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin');
  org = await loadOrg(s, admin);
  // A fresh department owning nothing; its reader may view (and edit) products, groups and the plan report.
  const dept = okData(await s.api<{ id: number }>('/api/v1/system/department/add', { name: `售卖部${uniq()}`, code: `S${uniq()}`.slice(0, 20), parent_id: org.dept['总公司'] }, admin), 'dept add');
  const grants: Grant[] = [
    { permissionKey: 'product_route_travel', actions: ['canEditor'] }, { permissionKey: 'line_operation', actions: [] },
    { permissionKey: 'report_plan', actions: [] },
  ];
  const readerRole = await createRole(s, admin, grants);
  const r = await createUser(s, admin, [{ department_id: dept.id, role_id: readerRole, position_id: org.position['销售顾问'], data_permission_id: org.dataPerm['本部门'] }]);
  reader = await s.login(r.login_name);
  const sellerRole = await createRole(s, admin, [{ permissionKey: 'route_order_list', actions: ['canAdd', 'canEditor'] }, { permissionKey: 'route_registration', actions: ['signUp'] }]);
  const u = await createUser(s, admin, [{ department_id: dept.id, role_id: sellerRole, position_id: org.position['销售顾问'], data_permission_id: org.dataPerm['本部门'] }]);
  seller = await s.login(u.login_name);
  sold = await makeGroup(s.database.db, { deptId: org.dept['总公司'] });
  other = await makeGroup(s.database.db, { deptId: org.dept['总公司'] });
});
afterAll(async () => { await s?.close(); });

const products = async () => okData(await s.api<Page<{ id: number }>>('/api/v1/product/list', { pageNo: 1, pageSize: 100 }, reader), 'products').page_data;
const groups = async () => okData(await s.api<Page<{ id: number; group_id?: number }>>('/api/v1/routeHall/list', { pageNo: 1, pageSize: 100 }, reader), 'groups').page_data;
const ids = (p: { data: { id?: number; group_id?: number }[] }) => p.data.map((r) => Number(r.group_id ?? r.id));

describe('owned or sold inside the boundary', () => {
  it('before any order the department reads no product or group; after its sale it reads that product and group only', async () => {
    expect(ids(await products())).not.toContain(sold.productId);
    expect(ids(await groups())).not.toContain(sold.groupId);
    expect((await s.api('/api/v1/product/detail', { id: sold.productId }, reader)).code).toBe(404);

    const o = await signUp(s, seller, sold.groupId, { enrollment: 1 });
    expect(o.id).toBeGreaterThan(0);
    const ps = await products();
    expect(ids(ps)).toContain(sold.productId);
    expect(ids(ps)).not.toContain(other.productId);
    expect(ps.total_size).toBe(ps.data.length);
    const gs = await groups();
    expect(ids(gs)).toContain(sold.groupId);
    expect(ids(gs)).not.toContain(other.groupId);
    const d = okData(await s.api<{ id: number }>('/api/v1/product/detail', { id: sold.productId }, reader), 'detail');
    expect(d.id).toBe(sold.productId);

    // Writing stays with the owner: the selling department's reader cannot edit the product.
    const [p] = ((await s.database.db.execute(sql`select version, name from products where id = ${sold.productId}`)) as unknown as { rows: { version: number; name: string }[] }).rows;
    const w = await s.api('/api/v1/product/update', { id: sold.productId, version: p.version, name: `${p.name}改` }, reader);
    expect([404, 400]).toContain(w.code);
    const [after] = ((await s.database.db.execute(sql`select name from products where id = ${sold.productId}`)) as unknown as { rows: { name: string }[] }).rows;
    expect(after.name).toBe(p.name);

    // A cancelled order sells nothing: the group leaves the department's view again.
    okData(await s.api('/api/v1/routeOrder/cancel', { id: o.id, version: (await s.api<{ version: number }>('/api/v1/routeOrder/detail', { id: o.id }, seller)).data.version, reason: '测试' }, seller), 'cancel');
    expect(ids(await groups())).not.toContain(sold.groupId);
  });
});
