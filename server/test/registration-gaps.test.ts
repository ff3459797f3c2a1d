/**
 * The gaps of the registration review over the real API: the credit check on every way a waiting order gets
 * seats and at the order approval, order statuses 3 已退款 and 4 已完成, presale settings, list prices per
 * customer kind, the view record of likePerson, the hall filters and group-size fields, and small checks of
 * the policy cancel, the sales confirmation and the tourist template.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addDays, isoToday } from '@ta/contract';
import { customers } from '../src/modules/merchant/merchant.tables';
import { products, productOwnPrices } from '../src/modules/product/product.tables';
import { tourGroups } from '../src/modules/operation/group.tables';
import { completeGroupOrders } from '../src/modules/registration/registration.service';
import { creditLines } from '../src/modules/finance/finance.tables';
import { inTx } from '../src/platform/data';
import { startServer, type TestServer } from './harness';
import { groupSeats, idNumber, makeGroup, decideObject, inDays } from './fixtures';

let s: TestServer;
let sales: string, manager: string, finance: string, admin: string;
const db = () => s.database.db;
beforeAll(async () => {
  s = await startServer();
  [sales, manager, finance, admin] = [await s.login('sales'), await s.login('manager'), await s.login('finance'), await s.login('admin')];
});
afterAll(async () => { await s?.close(); });

interface Order { id: number; version: number; code: string; total: number; enrollment_status: number; order_status: number; credit_state: number; credit_audit_id: number | null; seats: number; tourists: { id: number }[] }
interface Run { id: number; status: number; my_task: { task_id: number; version: number } | null }
const ok = <T,>(r: { code: number; msg: string; data: T }): T => { expect(r.code, r.msg).toBe(200); return r.data; };
const rowsOf = async <T,>(q: ReturnType<typeof sql>) => (await db().execute(q) as unknown as { rows: T[] }).rows;

const signUp = (groupId: number, extra: Record<string, unknown> = {}, tok = sales) => s.api<Order>('/api/v1/routeOrder/add', {
  group_id: groupId, customer_kind: 'private', contact_name: '李雷', contact_phone: '13900000001', adult_count: 1, lines: [{ fee_type: 0, price: 300000, quantity: 1 }], enrollment: 1, ...extra,
}, tok);
const detail = async (id: number, tok = sales) => ok(await s.api<Order>('/api/v1/routeOrder/detail', { id }, tok));

const decide = (type: string, objectId: number, who: string, verb: 'pass' | 'reject' = 'pass') => decideObject(s, type, objectId, who, verb);

let peerSeq = 0;
/** A new peer customer with a credit line of `limit` fen. */
async function peerWithCredit(limit: number): Promise<number> {
  const [c] = await db().insert(customers).values({ kind: 'peer', subject: 'company', name: `同行测试${process.pid}-${++peerSeq}`, phone: '02100000000' }).returning();
  await db().insert(creditLines).values({ customer_id: c.id, credit_limit: limit });
  return c.id;
}
const peer = (customerId: number, price: number, extra: Record<string, unknown> = {}) =>
  ({ customer_kind: 'peer', customer_id: customerId, adult_count: 1, lines: [{ fee_type: 0, price, quantity: 1 }], ...extra });

describe('the credit check on every way into seats', () => {
  it('a waiting sign-up that finds free seats becomes a hold waiting on temporary credit', async () => {
    const g = await makeGroup(db(), { seats: 5 });
    const c = await peerWithCredit(100000);
    const o = ok(await signUp(g.groupId, peer(c, 300000, { enrollment: 3 })));
    expect(o).toMatchObject({ enrollment_status: 1, credit_state: 1 });
    expect(o.credit_audit_id).toBeTruthy();
    const [app] = await rowsOf<{ amount: number; order_id: number }>(sql`select amount::int, order_id from credit_applications where id = ${o.credit_audit_id}`);
    expect(app).toEqual({ amount: 200000, order_id: o.id });
  });

  it('confirming a waiting order straight away is refused above the line, naming the shortfall', async () => {
    const g = await makeGroup(db(), { seats: 1 });
    const c = await peerWithCredit(100000);
    ok(await signUp(g.groupId, { enrollment: 0 }));
    const w = ok(await signUp(g.groupId, peer(c, 300000, { enrollment: 3 })));
    expect(w.enrollment_status).toBe(3);
    // A seat appears without any release (the plan raised), so nothing offers it: the sales user confirms.
    await db().update(tourGroups).set({ seats_plan: 2 }).where(eq(tourGroups.id, g.groupId));
    const r = await s.api('/api/v1/routeOrder/confirm', { id: w.id, version: w.version }, sales);
    expect(r.code).toBe(400);
    expect(r.msg).toContain('客户授信额度不足');
    expect(r.msg).toContain('差额2,000.00元');
    expect((await detail(w.id)).enrollment_status).toBe(3);
    expect(await groupSeats(db(), g.groupId)).toMatchObject({ confirmed: 1, waiting: 1 });
  });

  it('seats freed for a waiting order above the line: it becomes a hold waiting on temporary credit', async () => {
    const g = await makeGroup(db(), { seats: 1 });
    const c = await peerWithCredit(100000);
    const a = ok(await signUp(g.groupId));
    const w = ok(await signUp(g.groupId, peer(c, 300000, { enrollment: 3 })));
    ok(await s.api('/api/v1/routeOrder/cancel', { id: a.id, version: (await detail(a.id)).version, reason: '客户取消' }, sales));
    const d = await detail(w.id);
    expect(d).toMatchObject({ enrollment_status: 1, credit_state: 1 });
    expect(d.credit_audit_id).toBeTruthy();
    expect(await groupSeats(db(), g.groupId)).toMatchObject({ held: 1, waiting: 0 });
    // Finance grants the credit; the hold stays a hold (the sign-up did not ask to confirm) and may now be confirmed.
    await decide('creditTemporary', d.credit_audit_id!, finance);
    const granted = await detail(w.id);
    expect(granted).toMatchObject({ credit_state: 2, enrollment_status: 1 });
    ok(await s.api('/api/v1/routeOrder/confirm', { id: w.id, version: granted.version }, sales));
    expect((await detail(w.id)).enrollment_status).toBe(0);
  });

  it('a hold within the line when booked but above it at approval: the approval stands and a credit application is started', async () => {
    const g = await makeGroup(db(), { seats: 5 });
    const c = await peerWithCredit(500000);
    const o = ok(await signUp(g.groupId, peer(c, 400000)));
    expect(o).toMatchObject({ enrollment_status: 1, credit_state: 0 });
    ok(await s.api('/api/v1/routeOrder/submitAudit', { id: o.id }, sales));
    await db().update(creditLines).set({ credit_limit: 100000 }).where(eq(creditLines.customer_id, c));
    await decide('lineOrder', o.id, manager);
    const d = await detail(o.id);
    expect(d).toMatchObject({ order_status: 1, enrollment_status: 1, credit_state: 1 });
    const [app] = await rowsOf<{ amount: number }>(sql`select amount::int from credit_applications where id = ${d.credit_audit_id}`);
    expect(app.amount).toBe(300000);
    const [log] = await rowsOf<{ changes: { label: string; new: string }[] }>(sql`select changes from change_log where table_name = 'orders' and record_id = ${o.id} and changes::text like '%差额%' order by id desc limit 1`);
    expect(log.changes.find((x) => x.label === '授信')!.new).toContain('差额3,000.00元');
    // Granted: the hold is confirmed as the approval asked.
    await decide('creditTemporary', d.credit_audit_id!, finance);
    expect(await detail(o.id)).toMatchObject({ credit_state: 2, enrollment_status: 0, order_status: 1 });
    expect((await groupSeats(db(), g.groupId)).confirmed).toBe(1);
  });
});

describe('order statuses 3 and 4', () => {
  const tourist = (k: number) => ({ client_name: `游客${k}`, client_card_type: 1, client_card_number: idNumber('19850505', k), client_phone_number: '13600000000' });

  it('an approved withdrawal of every tourist of a confirmed order sets 3 已退款', async () => {
    const g = await makeGroup(db(), { seats: 5 });
    const o = ok(await signUp(g.groupId, { tourists: [tourist(21)], enrollment: 0 }));
    ok(await s.api('/api/v1/routeOrder/submitAudit', { id: o.id }, sales));
    await decide('lineOrder', o.id, manager);
    const wd = ok(await s.api<{ id: number }>('/api/v1/routeOrder/adjust/add', { order_id: o.id, kind: 'withdraw', tourist_ids: [o.tourists[0].id], refund_amount: 300000, reason: '全部退团' }, sales));
    await decide('orderAdjustment', wd.id, manager);
    expect(await detail(o.id)).toMatchObject({ order_status: 3, enrollment_status: 2, total: 0 });
    expect((await groupSeats(db(), g.groupId)).confirmed).toBe(0);
  });

  it('completeGroupOrders sets 4 已完成 on the confirmed orders of a group only', async () => {
    const g = await makeGroup(db(), { seats: 5 });
    const a = ok(await signUp(g.groupId, { enrollment: 0 }));
    ok(await s.api('/api/v1/routeOrder/submitAudit', { id: a.id }, sales));
    await decide('lineOrder', a.id, manager);
    const b = ok(await signUp(g.groupId));
    const done = await inTx(db(), (tx) => completeGroupOrders(tx, g.groupId));
    expect(done).toEqual([a.id]);
    expect((await detail(a.id)).order_status).toBe(4);
    expect((await detail(b.id)).order_status).toBe(0);
    const [{ n }] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from change_log where table_name = 'orders' and record_id = ${a.id} and changes::text like '%团期已结束%'`);
    expect(n).toBe(1);
    expect(await inTx(db(), (tx) => completeGroupOrders(tx, g.groupId))).toEqual([]);
  });
});

describe('presale settings and list prices', () => {
  it('a product before its sale start date is not in the hall and refuses sign-ups; max_persons limits one order', async () => {
    const g = await makeGroup(db(), { seats: 10 });
    const tomorrow = inDays(2);
    await db().update(products).set({ sale_start_date: tomorrow }).where(eq(products.id, g.productId));
    const hall = ok(await s.api<{ page_data: { data: { group_id: number }[] } }>('/api/v1/registration/hall/list', { product_keyword: g.code }, sales));
    expect(hall.page_data.data).toEqual([]);
    const early = await signUp(g.groupId);
    expect(early.code).toBe(400);
    expect(early.msg).toContain('未到开售日期');
    await db().update(products).set({ sale_start_date: '2020-01-01', max_persons: 2 }).where(eq(products.id, g.productId));
    const three = await signUp(g.groupId, { adult_count: 2, infant_count: 1, lines: [{ fee_type: 0, price: 300000, quantity: 2 }] });
    expect(three.code).toBe(400);
    expect(three.msg).toBe('每个订单最多报名2人（本单3人）');
    expect((await groupSeats(db(), g.groupId)).held).toBe(0);
    ok(await signUp(g.groupId, { adult_count: 2, lines: [{ fee_type: 0, price: 300000, quantity: 2 }] }));
  });

  it('hall detail answers list prices per customer kind (peer: own peer price, else settlement) and the order history keeps them', async () => {
    const g = await makeGroup(db());
    await db().insert(productOwnPrices).values({ product_id: g.productId, channel: 'peer', fee_type: 1, price: 150000 });
    const d = ok(await s.api<{ prices_by_kind: Record<string, Record<string, number>> }>('/api/v1/registration/hall/detail', { id: g.groupId }, sales));
    expect(d.prices_by_kind.private).toEqual({ 0: 329900, 1: 199900, 13: 80000 });
    expect(d.prices_by_kind.unit).toEqual(d.prices_by_kind.private);
    expect(d.prices_by_kind.peer).toEqual({ 0: 250000, 1: 150000 });
    const c = await peerWithCredit(10_000_000);
    const o = ok(await signUp(g.groupId, peer(c, 250000)));
    const [log] = await rowsOf<{ changes: { field: string; new: string }[] }>(sql`select changes from change_log where table_name = 'orders' and record_id = ${o.id} and action = 'create'`);
    expect(log.changes.find((x) => x.field === 'list_price')!.new).toBe('成人套餐 2,500.00元；儿童套餐 1,500.00元');
  });
});

describe('personal data and the hall', () => {
  it('likePerson records a view when its unmasked answer holds personal data', async () => {
    const g = await makeGroup(db());
    const name = `查找${Date.now().toString(36)}`;
    const o = ok(await signUp(g.groupId, { tourists: [{ client_name: name, client_card_type: 1, client_card_number: idNumber('19900909', 77), client_phone_number: '13700001111' }] }));
    const views = async () => (await rowsOf<{ n: number }>(sql`select count(*)::int as n from change_log where table_name = 'orders' and record_id = ${o.id} and action = 'view'`))[0].n;
    const before = await views();
    const found = ok(await s.api<{ client_name: string; client_card_number: string }[]>('/api/v1/person/likePerson', { name }, admin));
    expect(found).toHaveLength(1);
    expect(found[0].client_card_number).toBe(idNumber('19900909', 77));
    expect(await views()).toBe(before + 1);
    const [log] = await rowsOf<{ changes: { new: string }[]; user_name: string }>(sql`select changes, user_name from change_log where table_name = 'orders' and record_id = ${o.id} and action = 'view' order by id desc limit 1`);
    expect(log.changes[0].new).toContain(name);
    // Nothing found, nothing recorded.
    ok(await s.api('/api/v1/person/likePerson', { name: `${name}无此人` }, admin));
    expect(await views()).toBe(before + 1);
  });

  it('hall filters: departure date range, destination, department, only available; rows carry the group sizes', async () => {
    const [{ id: dept }] = await rowsOf<{ id: number }>(sql`select id from departments order by id limit 1`);
    const tag = `滤${Date.now().toString(36)}`;
    const near = await makeGroup(db(), { seats: 2, departInDays: 20 });
    const far = await makeGroup(db(), { seats: 5, departInDays: 40, deptId: dept });
    for (const x of [near, far]) await db().update(products).set({ destination_text: `${tag} ${x === near ? '近' : '远'}` }).where(eq(products.id, x.productId));
    await db().update(tourGroups).set({ minimum_group_size: 4, soon_group_size: 2 }).where(eq(tourGroups.id, near.groupId));
    const order = ok(await signUp(near.groupId, { adult_count: 2, lines: [{ fee_type: 0, price: 300000, quantity: 2 }], enrollment: 0 }));
    // The order list's created_at range is a whole day in China time (platform/data.ts dateRange), both bounds included.
    const ordered = async (created_at: (string | null)[]) => ok(await s.api<{ page_data: { data: { id: number }[] } }>('/api/v1/routeOrder/list', { created_at, pageSize: 50 }, sales)).page_data.data.map((r) => r.id);
    expect(await ordered([isoToday(), isoToday()])).toContain(order.id);
    expect(await ordered([null, addDays(isoToday(), -1)])).not.toContain(order.id);
    expect(await ordered([addDays(isoToday(), 1), null])).not.toContain(order.id);
    type Hall = { page_data: { total_size: number; data: { group_id: number; count_confirm: number; minimum_group_size: number; soon_group_size: number; remaining: number }[] } };
    const ids = async (q: Record<string, unknown>) => ok(await s.api<Hall>('/api/v1/registration/hall/list', { destination: tag, pageSize: 50, ...q }, sales)).page_data.data.map((r) => r.group_id);
    expect(await ids({})).toEqual([near.groupId, far.groupId]);
    expect(await ids({ departure_date: [far.departure, null] })).toEqual([far.groupId]);
    expect(await ids({ departure_date: [near.departure, near.departure] })).toEqual([near.groupId]);
    expect(await ids({ destination: `${tag} 远` })).toEqual([far.groupId]);
    expect(await ids({ dept_id: dept })).toEqual([far.groupId]);
    expect(await ids({ only_available: true })).toEqual([far.groupId]);
    const rows = ok(await s.api<Hall>('/api/v1/registration/hall/list', { destination: tag }, sales)).page_data.data;
    expect(rows[0]).toMatchObject({ group_id: near.groupId, count_confirm: 2, minimum_group_size: 4, soon_group_size: 2, remaining: 0 });
  });
});

describe('policy cancel, sales confirmation, tourist template', () => {
  it('/insurance/policy/cancel cancels a cover once', async () => {
    const g = await makeGroup(db());
    const [{ id: prod }] = await rowsOf<{ id: number }>(sql`select p.id from insurance_products p where p.on_sale and p.insurance_type not in (3, 4) and exists (select 1 from insurance_rates r where r.product_id = p.id and r.day_from <= 5 and r.day_to >= 5) order by p.id limit 1`);
    const o = ok(await signUp(g.groupId, { tourists: [{ client_name: '钱七', client_card_type: 1, client_card_number: idNumber('19930303', 57), client_phone_number: '13300000001' }] }));
    const [pol] = ok(await s.api<{ id: number; version: number; status: number }[]>('/api/v1/insurance/policy/add', { order_id: o.id, insurance_product_id: prod, tourist_ids: [o.tourists[0].id] }, admin));
    const c = ok(await s.api<{ status: number; cancel_reason: string }>('/api/v1/insurance/policy/cancel', { id: pol.id, version: pol.version, reason: '客户退保' }, admin));
    expect(c).toMatchObject({ status: 1, cancel_reason: '客户退保' });
    const again = await s.api('/api/v1/insurance/policy/cancel', { id: pol.id, version: pol.version + 1 }, admin);
    expect(again.code).toBe(400);
    expect(again.msg).toBe('保单已退保');
  });

  it('/routeOrder/salesConfirmation answers the order with its lines and the agency', async () => {
    const g = await makeGroup(db());
    const o = ok(await signUp(g.groupId, { adult_count: 2, lines: [{ fee_type: 0, price: 300000, quantity: 2 }] }));
    const c = ok(await s.api<{ code: string; total: number; lines: { total: number }[]; agency: { name: string } | null; printed_at: string }>('/api/v1/routeOrder/salesConfirmation', { id: o.id }, admin));
    expect(c).toMatchObject({ code: o.code, total: 600000 });
    expect(c.lines.reduce((x, l) => x + l.total, 0)).toBe(600000);
    expect(c.agency?.name).toBeTruthy();
    expect(Number.isNaN(Date.parse(c.printed_at))).toBe(false);
  });

  it('/routeOrder/client/template answers an .xlsx file', async () => {
    const res = await fetch(`${s.base}/api/v1/routeOrder/client/template`, { method: 'POST', headers: { 'content-type': 'application/json', secretKey: sales }, body: '{}' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const buf = Buffer.from(await res.arrayBuffer());
    expect(buf.subarray(0, 2).toString()).toBe('PK');
    expect(buf.length).toBeGreaterThan(1000);
  });
});

