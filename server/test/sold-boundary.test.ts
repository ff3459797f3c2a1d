/**
 * "Owned or sold inside the boundary" (issue 17): a department that owns no products or groups reads the products
 * and groups its own selling orders are on (product list and detail, 线路操作 groups, plan report), and not others;
 * writing stays with the owner's boundary (a product update from the selling department answers 404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SUPPLY_ROUTE_ORDER_LIST_PATH, type Grant } from '@ta/contract';
import { startServer, type TestServer } from './harness';
import { createRole, createUser, loadOrg, makeGroup, okData, signUp, uniq, type GroupFixture, type Org } from './fixtures';

let s: TestServer;
let admin: string;
let org: Org;
let reader: string;
let seller: string;
let sold: GroupFixture;
let other: GroupFixture;
type Page<T> = { page_data: { data: T[]; total_size: number; total_page: number; total_capped?: boolean; total_deferred?: boolean } };

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin');
  org = await loadOrg(s, admin);
  // A fresh department owning nothing; its reader may view (and edit) products, groups and the plan report.
  const dept = okData(await s.api<{ id: number }>('/api/v1/system/department/add', { name: `售卖部${uniq()}`, code: `S${uniq()}`.slice(0, 20), parent_id: org.dept['总公司'] }, admin), 'dept add');
  const grants: Grant[] = [
    { permissionKey: 'product_route_travel', actions: ['canEditor'] }, { permissionKey: 'line_operation', actions: [] },
    { permissionKey: 'report_plan', actions: [] }, { permissionKey: 'supply_route_order_list', actions: [] },
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
    // Rows first: the "sold inside" boundary defers the total to the totals request.
    expect(ps).toMatchObject({ total_deferred: true, total_size: 0 });
    const pt = okData(await s.api<Page<{ id: number }>>('/api/v1/product/list', { pageNo: 1, pageSize: 100, totals_only: true }, reader), 'product totals').page_data;
    expect(pt.total_size).toBe(ps.data.length);
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

/**
 * Rows first, the total in the second request (docs/decisions.md "Lists that return rows first"): a list whose boundary
 * holds the "sold inside" rule — the hall, the group-boundary order list (线路订单), the product list — answers its rows
 * without a count (`total_deferred`); its rows are those of the counted request, page by page, and the `totals_only`
 * request answers the exact count.
 */
describe('a "sold inside" list defers its total', () => {
  const LISTS = [['hall', '/api/v1/routeHall/list'], ['group orders', SUPPLY_ROUTE_ORDER_LIST_PATH], ['products', '/api/v1/product/list']] as const;
  const page = async (path: string, body: Record<string, unknown>) => okData(await s.api<Page<{ id: number }>>(path, body, reader), path).page_data;

  it('answers the same rows as the counted list, and the totals request the exact count', async () => {
    // Seven groups sold by the department (two orders on one of them), one not.
    const gs = [];
    for (let i = 0; i < 7; i++) gs.push(await makeGroup(s.database.db, { deptId: org.dept['总公司'] }));
    for (const g of gs) await signUp(s, seller, g.groupId, { enrollment: 1 });
    await signUp(s, seller, gs[0].groupId, { enrollment: 0 });
    const unsold = await makeGroup(s.database.db, { deptId: org.dept['总公司'] });

    for (const [name, path] of LISTS) {
      const seen: number[] = [];
      for (let pageNo = 1; pageNo <= 6; pageNo++) {
        const body = { pageNo, pageSize: 2, sortField: name === 'group orders' ? undefined : 'id', sortOrder: 'ascend' };
        const deferred = await page(path, body);
        const counted = await page(path, { ...body, exact_total: true });
        expect(deferred, `${name} page ${pageNo}`).toMatchObject({ total_deferred: true, total_size: 0, total_page: 0 });
        expect(counted.total_deferred).toBeUndefined();
        expect(deferred.data, `${name} page ${pageNo}`).toEqual(counted.data);
        seen.push(...deferred.data.map((r) => r.id));
        if (deferred.data.length < 2) break;
      }
      const totals = await page(path, { pageNo: 1, pageSize: 2, totals_only: true });
      const counted = await page(path, { pageNo: 1, pageSize: 2, exact_total: true });
      expect(totals.data).toEqual([]);
      expect(totals.total_deferred).toBeUndefined();
      expect(totals.total_size, name).toBe(counted.total_size);
      expect(new Set(seen).size, name).toBe(seen.length);
      expect(totals.total_size, name).toBe(seen.length);
      expect(totals.total_page).toBe(Math.ceil(seen.length / 2));
    }
    // The hall counts the seven groups sold, not the unsold one; the group orders, the eight orders on them.
    const hall = await page('/api/v1/routeHall/list', { pageNo: 1, pageSize: 100, exact_total: true });
    expect(hall.data.map((r) => r.id)).toEqual(expect.arrayContaining(gs.map((g) => g.groupId)));
    expect(hall.data.map((r) => r.id)).not.toContain(unsold.groupId);
    expect((await page(SUPPLY_ROUTE_ORDER_LIST_PATH, { pageNo: 1, pageSize: 2, totals_only: true })).total_size).toBeGreaterThanOrEqual(8);
  });

  it('the hall leaves its count to the totals request for every boundary (all data too); a list without one counts with its rows', async () => {
    // The hall's page asks its summary bar with `totals_only` after every query, which counts exactly: a count beside
    // the rows was thrown away (docs/decisions.md 2026-11-29).
    const a = okData(await s.api<Page<{ id: number }>>('/api/v1/routeHall/list', { pageNo: 1, pageSize: 2 }, admin), 'admin hall').page_data;
    expect(a).toMatchObject({ total_deferred: true, total_size: 0 });
    const t = okData(await s.api<Page<{ id: number }>>('/api/v1/routeHall/list', { pageNo: 1, pageSize: 2, totals_only: true }, admin), 'admin hall totals').page_data;
    const c = okData(await s.api<Page<{ id: number }>>('/api/v1/routeHall/list', { pageNo: 1, pageSize: 2, exact_total: true }, admin), 'admin hall counted').page_data;
    expect(t.total_size).toBeGreaterThan(0);
    expect(t.total_size).toBe(c.total_size);
    const p = okData(await s.api<Page<{ id: number }>>('/api/v1/product/list', { pageNo: 1, pageSize: 2 }, admin), 'products').page_data;
    expect(p.total_deferred).toBeUndefined();
    expect(p.total_size).toBeGreaterThan(0);
  });
});
