/**
 * Everyday use (issue 17) over the real API and database: the operator's 线路订单 list, an OTA order onto a
 * full group, the audit task page's customer and current 报名状态, the trading records every order writes,
 * and the owner told (message, live count, list, link) of an audit decision and of a hold that expired.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SUPPLY_ROUTE_ORDER_LIST_PATH } from '@ta/contract';
import { confirmHoldByReceipt, expireHolds } from '../src/modules/registration/registration.service';
import { inTx } from '../src/platform/data';
import { startServer, type TestServer } from './harness';
import { customerOf, decideRun, groupSeats, makeGroup, openRun } from './fixtures';

let s: TestServer;
let sales: string, manager: string, operator: string, admin: string;
const db = () => s.database.db;
beforeAll(async () => {
  s = await startServer();
  [sales, manager, operator, admin] = [await s.login('sales'), await s.login('manager'), await s.login('operator'), await s.login('admin')];
});
afterAll(async () => { await s?.close(); });

interface Order { id: number; version: number; code: string; total: number; enrollment_status: number }
type Page<T> = { page_data: { data: T[] } };
const ok = <T,>(r: { code: number; msg: string; data: T }): T => { expect(r.code, r.msg).toBe(200); return r.data; };
const signUp = (groupId: number, extra: Record<string, unknown> = {}) => s.api<Order>('/api/v1/routeOrder/add', {
  group_id: groupId, customer_kind: 'private', contact_name: '韩梅梅', contact_phone: '13900000001', adult_count: 1, lines: [{ fee_type: 0, price: 300000, quantity: 1 }], enrollment: 1, ...extra,
}, sales);
const deptOf = async (login: string) => (await db().execute(sql`select department_id as id from user_auth_relations r join users u on u.id = r.user_id where u.login_name = ${login} limit 1`) as unknown as { rows: { id: number }[] }).rows[0].id;
interface Counts { resultNum: { number: number } }
interface Msg { id: number; kind: string; title: string; link: string | null; read_at: string | null }
const results = async (tok: string) => ok(await s.api<Counts>('/api/v1/message/counts', {}, tok)).resultNum.number;
const resultList = async (tok: string) => ok(await s.api<Page<Msg>>('/api/v1/message/list', { kind: 'result', read: false, pageSize: 50 }, tok)).page_data.data;

describe('the lists show what they should', () => {
  it("the operator's 线路操作大厅 › 线路订单 lists the orders of the operator's groups, sold by sales", async () => {
    const g = await makeGroup(db(), { seats: 10, deptId: await deptOf('operator') });
    const o = ok(await signUp(g.groupId));
    const list = ok(await s.api<Page<{ id: number; group_code: string }>>(SUPPLY_ROUTE_ORDER_LIST_PATH, { group_code: g.code }, operator)).page_data.data;
    expect(list.map((r) => r.id)).toEqual([o.id]);
    // The sales side's boundary (orders of the operator's own department) would show none of them.
    expect(ok(await s.api<Page<{ id: number }>>('/api/v1/routeOrder/list', { group_code: g.code }, operator)).page_data.data).toEqual([]);
    // Sales has no product-side page: the route is refused.
    expect((await s.api(SUPPLY_ROUTE_ORDER_LIST_PATH, {}, sales)).code).not.toBe(200);
  });

  it('an OTA order imported onto a full group joins the waiting list instead of being refused', async () => {
    const g = await makeGroup(db(), { seats: 1 });
    ok(await signUp(g.groupId));
    const body = { sales_platform: 0, channel_order_no: `CT-FULL-${Date.now()}`, group_code: g.code, contact_name: '携程客人', contact_phone: '13500000000', adult_count: 2, amount: 618000 };
    const r = ok(await s.api<{ id: number; order: Order }>('/api/v1/mfOrder/import', body, admin));
    expect(r.order.enrollment_status).toBe(3);
    expect(await groupSeats(db(), g.groupId)).toMatchObject({ held: 1, waiting: 2 });
  });

  it("the audit task page shows the customer's name and the order's current 报名状态", async () => {
    const g = await makeGroup(db(), { seats: 10, deposit: 100000 });
    const o = ok(await signUp(g.groupId));
    ok(await s.api('/api/v1/routeOrder/submitAudit', { id: o.id }, sales));
    const run = await openRun(s, 'lineOrder', o.id, manager);
    const fields = async () => Object.fromEntries(ok(await s.api<{ fields: { label: string; value: string }[] }>('/api/v1/audit/lineOrder/detail', { id: run }, manager)).fields.map((f) => [f.label, f.value]));
    expect(await fields()).toMatchObject({ 客户: '韩梅梅（散客）', 报名状态: '占位' });
    await inTx(db(), (tx) => confirmHoldByReceipt(tx, o.id, 100000));
    expect((await fields()).报名状态).toBe('确认');
  });

  it("every order writes its customer's trading record (persons, amount and received in fen, state) as it changes", async () => {
    const g = await makeGroup(db(), { seats: 10 });
    const customer = await customerOf(db(), 'unit');
    const o = ok(await signUp(g.groupId, { customer_kind: 'unit', customer_id: customer, adult_count: 2, lines: [{ fee_type: 0, price: 250050, quantity: 2 }] }));
    type Trade = { order_no: string; persons: number; amount: number; received: number; status: number; group_no: string; customer_name: string };
    const trades = async () => ok(await s.api<Page<Trade>>('/api/v1/customer/tradingRecord/list', { customer_id: customer, order_no: o.code }, admin)).page_data.data;
    expect(await trades()).toEqual([expect.objectContaining({ order_no: o.code, persons: 2, amount: 500100, received: 0, status: 1, group_no: g.code })]);
    await inTx(db(), (tx) => confirmHoldByReceipt(tx, o.id, 100000));
    expect((await trades())[0]).toMatchObject({ received: 100000 });
    const v = ok(await s.api<Order>('/api/v1/routeOrder/detail', { id: o.id }, sales)).version;
    ok(await s.api('/api/v1/routeOrder/cancel', { id: o.id, version: v, reason: '客户取消' }, sales));
    expect((await trades())[0]).toMatchObject({ status: 2 });
  });
});

describe('the right people are told', () => {
  it("an audit decision reaches the order's sales as a notice: counted, listed, linked to the order", async () => {
    const g = await makeGroup(db(), { seats: 10 });
    const o = ok(await signUp(g.groupId));
    ok(await s.api('/api/v1/routeOrder/submitAudit', { id: o.id }, sales));
    const before = await results(sales);
    const run = await openRun(s, 'lineOrder', o.id, manager);
    ok(await decideRun(s, 'lineOrder', run, manager));
    expect(await results(sales)).toBe(before + 1);
    const m = (await resultList(sales)).find((x) => x.title.includes(o.code))!;
    expect(m.title).toContain('通过');
    expect(m.link).toBe(`/order/list/lineOrderDetail?id=${o.id}`);
    // The link opens: sales may read the order.
    expect((await s.api('/api/v1/routeOrder/detail', { id: o.id }, sales)).code).toBe(200);
    ok(await s.api('/api/v1/message/read', { ids: [m.id] }, sales));
    expect(await results(sales)).toBe(before);
  });

  it("a hold that expires reaches the order's sales as a notice with a link to the order", async () => {
    const g = await makeGroup(db(), { seats: 3 });
    const o = ok(await signUp(g.groupId));
    const before = await results(sales);
    const expired = await expireHolds(s.app.services, new Date(Date.now() + 25 * 3600_000));
    expect(expired).toContain(o.id);
    // Every hold of sales expired here (this file's earlier holds too): one notice each.
    const [{ n }] = (await db().execute(sql`select count(*)::int as n from orders o join users u on u.id = o.created_by where u.login_name = 'sales' and o.id in (${sql.join(expired.map((x) => sql`${x}`), sql`, `)})`) as unknown as { rows: { n: number }[] }).rows;
    expect(await results(sales)).toBe(before + n);
    const m = (await resultList(sales)).find((x) => x.title.includes(o.code))!;
    expect(m.title).toBe(`订单${o.code}占位已过期`);
    expect(m.link).toBe(`/order/list/lineOrderDetail?id=${o.id}`);
  });
});
