/**
 * Global search over the real API (issue 15): tourists by pinyin and initials, ID numbers and phones only on
 * their full value and masked without canSeeInfo, the data boundary cutting every kind, order numbers and
 * contacts, groups by date, and paging of one kind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { GlobalSearchRes, SearchGroup } from '@ta/contract';
import { startServer, type TestServer } from './harness';
import { createRole, createUser, loadOrg, type Org, idNumber, makeGroup, type GroupFixture } from './fixtures';
import { orderContactIds, syncSearchNames } from '../src/modules/insight/search.sync';

let s: TestServer;
let sales: string, manager: string, admin: string;
let org: Org;
let g: GroupFixture;
let order: { id: number; code: string };
const card = idNumber('19880808', 135);
const phone = '13912345678';
const ok = <T,>(r: { code: number; msg: string; data: T }): T => { expect(r.code, r.msg).toBe(200); return r.data; };
const search = async (keyword: string, tok: string, extra: Record<string, unknown> = {}) => ok(await s.api<GlobalSearchRes>('/api/v1/globalSearch/search', { keyword, ...extra }, tok));
const kindOf = (r: GlobalSearchRes, kind: string): SearchGroup | undefined => r.groups.find((x) => x.kind === kind);
const items = (r: GlobalSearchRes, kind: string) => kindOf(r, kind)?.items ?? [];

beforeAll(async () => {
  s = await startServer();
  [sales, manager, admin] = [await s.login('sales'), await s.login('manager'), await s.login('admin')];
  org = await loadOrg(s, admin);
  g = await makeGroup(s.database.db, { departInDays: 20 });
  order = ok(await s.api<{ id: number; code: string }>('/api/v1/routeOrder/add', {
    group_id: g.groupId, customer_kind: 'private', contact_name: '欧阳娜娜', contact_phone: '13800001111', adult_count: 2,
    lines: [{ fee_type: 0, price: 300000, quantity: 2 }], enrollment: 1,
    tourists: [
      { client_name: '张三丰', client_card_type: 1, client_card_number: card, client_phone_number: phone },
      { client_name: '单田芳', client_card_type: 1, client_card_number: idNumber('19900101', 247) },
    ],
  }, sales));
});
afterAll(async () => { await s?.close(); });

describe('global search', () => {
  it('finds a tourist by the pinyin initials and by the full pinyin of the name (surname readings: 单 shan)', async () => {
    const byInitials = await search('zsf', sales);
    expect(items(byInitials, 'tourist').map((h) => h.title)).toContain('张三丰');
    const hit = items(byInitials, 'tourist').find((h) => h.title === '张三丰')!;
    expect(hit.route).toEqual({ key: 'lineOrderDetail', params: { id: order.id, title: `订单详情：${order.code}` } });
    expect(items(await search('zhangsanfeng', sales), 'tourist').map((h) => h.title)).toContain('张三丰');
    expect(items(await search('Zhang San', sales), 'tourist').map((h) => h.title)).toContain('张三丰');
    expect(items(await search('shantianfang', sales), 'tourist').map((h) => h.title)).toContain('单田芳');
    expect(items(await search('张三', sales), 'tourist').map((h) => h.title)).toContain('张三丰');
  });

  it('finds the order by its number and by the contact\'s initials', async () => {
    expect(items(await search(order.code, sales), 'order')[0]).toMatchObject({ id: order.id, matched: 'code' });
    expect(items(await search('oynn', sales), 'order').map((h) => h.id)).toContain(order.id);
  });

  it('finds an ID number only by its full value, masked without the right to see personal data', async () => {
    const full = await search(card, sales);
    const hit = items(full, 'tourist').find((h) => h.title === '张三丰');
    expect(hit?.matched).toBe('idcard');
    expect(JSON.stringify(full.groups)).not.toContain(card);
    expect(hit!.subtitle).toContain(`${card.slice(0, 3)}***********${card.slice(-4)}`);
    expect(JSON.stringify(full.groups)).not.toContain(phone);
    // Lower-case x and surrounding blanks are the same number.
    expect(items(await search(` ${card.toLowerCase()} `, sales), 'tourist').length).toBeGreaterThan(0);
    for (const fragment of [card.slice(0, 17), card.slice(0, 10), card.slice(-8), card.slice(3, 15)]) {
      const r = await search(fragment, manager);
      expect(items(r, 'tourist').filter((h) => h.title === '张三丰'), fragment).toEqual([]);
      expect(JSON.stringify(r.groups)).not.toContain(card);
    }
    // A role with canSeeInfo sees the number as it is.
    const seen = items(await search(card, manager), 'tourist').find((h) => h.title === '张三丰');
    expect(seen?.subtitle).toContain(card);
  });

  it('finds a phone only by its full value', async () => {
    expect(items(await search(phone, sales), 'tourist').map((h) => h.title)).toContain('张三丰');
    expect(items(await search('139-1234-5678', sales), 'tourist').map((h) => h.title)).toContain('张三丰');
    for (const fragment of [phone.slice(0, 7), phone.slice(-4), phone.slice(2)]) {
      expect(items(await search(fragment, sales), 'tourist').filter((h) => h.title === '张三丰'), fragment).toEqual([]);
    }
  });

  it('cuts every kind to the caller\'s data boundary and permissions', async () => {
    const role = await createRole(s, admin, ['route_order_list', 'line_operation', 'product_route_travel', 'customer_private', 'supplier_list'].map((permissionKey) => ({ permissionKey, actions: [] })));
    const u = await createUser(s, admin, [{ department_id: org.dept['华南销售组'], role_id: role, position_id: org.position['销售顾问'], data_permission_id: org.dataPerm['仅本人'] }]);
    const own = await s.login(u.login_name);
    for (const k of ['zsf', card, phone, order.code, 'oynn']) {
      const r = await search(k, own);
      expect(items(r, 'tourist').concat(items(r, 'order')), k).toEqual([]);
    }
    // The same keyword finds them for the creator.
    expect(items(await search('zsf', sales), 'tourist').length).toBeGreaterThan(0);
    // Without a kind's list page the kind is not searched at all.
    const bare = await createRole(s, admin, [{ permissionKey: 'supplier_list', actions: [] }]);
    const v = await createUser(s, admin, [{ department_id: org.dept['总公司'], role_id: bare, position_id: org.position['销售顾问'], data_permission_id: org.dataPerm['全部数据'] }]);
    const r = await search('zsf', await s.login(v.login_name));
    expect(r.groups.map((x) => x.kind)).toEqual(['supplier']);
  });

  it('finds groups by number and by departure date, and pages one kind', async () => {
    const r = await search(g.code, admin);
    expect(items(r, 'group')[0]).toMatchObject({ id: g.groupId, matched: 'code' });
    expect(items(await search(g.departure, admin), 'group').map((h) => h.id)).toContain(g.groupId);
    const first = kindOf(await search('测试线路', admin, { kind: 'product', pageSize: 1 }), 'product')!;
    expect(first.items).toHaveLength(1);
    if (first.total > 1) {
      expect(first.has_more).toBe(true);
      const second = kindOf(await search('测试线路', admin, { kind: 'product', pageSize: 1, pageNo: 2 }), 'product')!;
      expect(second.items[0].id).not.toBe(first.items[0].id);
    }
  });

  it('follows writes made outside the app (triggers queue them), and serves the claim suggestion\'s contact names', async () => {
    const db = s.database.db;
    await db.execute(sql`update orders set contact_name = '诸葛孔明' where id = ${order.id}`);
    expect(items(await search('zgkm', sales), 'order').map((h) => h.id)).toContain(order.id);
    expect(items(await search('oynn', sales), 'order').map((h) => h.id)).not.toContain(order.id);
    await syncSearchNames(db);
    const ids = async (name: string) => ((await db.execute(sql`select o.id from orders o where o.id in (${orderContactIds(name)}) and o.contact_name = ${name}`)) as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
    expect(await ids('诸葛孔明')).toEqual([order.id]);
    expect(await ids('诸葛')).toEqual([]);
    // Nothing of the material is left on the order row.
    const cols = ((await db.execute(sql`select column_name from information_schema.columns where table_name = 'orders' and column_name = 'search_grams'`)) as unknown as { rows: unknown[] }).rows;
    expect(cols).toEqual([]);
    await db.execute(sql`update orders set contact_name = '欧阳娜娜' where id = ${order.id}`);
  });

  it('keeps the orders\' grams only in their index (0011), and the order list finds a phone fragment typed with separators', async () => {
    const db = s.database.db;
    const q = async (text: ReturnType<typeof sql>) => ((await db.execute(text)) as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(await q(sql`select column_name from information_schema.columns where table_name = 'search_names' and column_name = 'grams'`)).toEqual([]);
    expect(await q(sql`select indexname from pg_indexes where tablename = 'search_names' and indexname = 'search_names_order_grams'`)).toHaveLength(1);
    const list = async (keyword: string) => ok(await s.api<{ page_data: { data: { id: number }[] } }>('/api/v1/routeOrder/list', { keyword, group_id: g.groupId }, admin)).page_data.data.map((r) => r.id);
    await db.execute(sql`update orders set contact_phone = '138-0000-1111' where id = ${order.id}`);
    expect(await list('0000-1111')).toEqual([order.id]);
    expect(await list('00001111')).toEqual([]);
    expect(await list('1111')).toEqual([order.id]);
    await db.execute(sql`update orders set contact_phone = '13800001111' where id = ${order.id}`);
    expect(await list('00001111')).toEqual([order.id]);
    expect(await list('0000-1111')).toEqual([]);
  });

  it('refuses an empty or too long keyword with a Chinese message', async () => {
    const r = await s.api('/api/v1/globalSearch/search', { keyword: '  ' }, sales);
    expect(r.code).toBe(400);
    expect(r.msg).toMatch(/请输入搜索内容/);
    expect((await s.api('/api/v1/globalSearch/search', { keyword: 'x'.repeat(61) }, sales)).code).toBe(400);
  });
});
