/**
 * What sales need around an order, over the real API: insurance products for a group without the insurance
 * product page, one group of the hall with its itinerary, the audit state of an order (审核中), masked
 * contact phones in the list, the tourists export, and temporary credit applications reused or withdrawn
 * when an order above its customer's credit line is edited or cancelled.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { planDays, productPlans } from '../src/modules/product/product.tables';
import { tourGroups } from '../src/modules/operation/group.tables';
import { creditApplications, creditLines } from '../src/modules/finance/finance.tables';
import { startServer, type TestServer } from './harness';
import { decideObject, idNumber, makeGroup } from './fixtures';

let s: TestServer;
let sales: string, manager: string, finance: string;
const db = () => s.database.db;
beforeAll(async () => {
  s = await startServer();
  [sales, manager, finance] = [await s.login('sales'), await s.login('manager'), await s.login('finance')];
});
afterAll(async () => { await s?.close(); });

interface Order { id: number; version: number; code: string; total: number; enrollment_status: number; order_status: number; credit_state: number; credit_audit_id: number | null; auditing?: boolean; contact_phone: string }
const ok = <T,>(r: { code: number; msg: string; data: T }): T => { expect(r.code, r.msg).toBe(200); return r.data; };
const q = async <T,>(text: string): Promise<T[]> => (await db().execute(sql.raw(text)) as unknown as { rows: T[] }).rows;
const signUp = (groupId: number, extra: Record<string, unknown> = {}, tok = sales) => s.api<Order>('/api/v1/routeOrder/add', {
  group_id: groupId, customer_kind: 'private', contact_name: '李雷', contact_phone: '13912345678', adult_count: 1, lines: [{ fee_type: 0, price: 329900, quantity: 1 }], enrollment: 1, ...extra,
}, tok);
const detail = async (id: number, tok = sales) => ok(await s.api<Order>('/api/v1/routeOrder/detail', { id }, tok));
const orderBody = (o: Order, extra: Record<string, unknown>) => ({
  id: o.id, version: o.version, customer_kind: 'peer', contact_name: '林经理', contact_phone: '13912345678', adult_count: 1, ...extra,
});

describe('insurance products for sales', () => {
  it('sales cannot read the insurance product page but get the products on sale with the premium for the group', async () => {
    const g = await makeGroup(db());
    const denied = await s.api('/api/v1/insurance/product/list', { pageNo: 1, pageSize: 10 }, sales);
    expect(denied.code).not.toBe(200);
    const opts = ok(await s.api<{ id: number; name: string; insurance_type: number; quote: { days: number; unit_price: number } | null; quote_error: string | null; rates: unknown[] }[]>(
      '/api/v1/insurance/policy/products', { group_id: g.groupId }, sales));
    const expected = await q<{ id: number }>('select id from insurance_products where on_sale and insurance_type not in (3, 4) order by id');
    expect(opts.map((o) => o.id)).toEqual(expected.map((r) => r.id));
    expect(opts.every((o) => o.insurance_type !== 3 && o.insurance_type !== 4)).toBe(true);
    const quoted = opts.find((o) => o.quote)!;
    expect(quoted.quote!.days).toBe(5);
    // The quote is the premium a policy gets: insure a tourist with it and compare.
    const o = ok(await signUp(g.groupId, { tourists: [{ client_name: '钱七', client_card_type: 1, client_card_number: idNumber('19850505', 77), client_phone_number: '13300000001', insurance_product_id: quoted.id }] }));
    const pol = ok(await s.api<{ page_data: { data: { premium: number; insurance_product_id: number }[] } }>('/api/v1/insurance/policy/list', { order_id: o.id }, sales));
    expect(pol.page_data.data).toHaveLength(1);
    expect(pol.page_data.data[0]).toMatchObject({ insurance_product_id: quoted.id, premium: quoted.quote!.unit_price });
    // Products without a band for the trip say why.
    for (const x of opts.filter((y) => !y.quote)) expect(x.quote_error).toMatch(/费率|年龄/);
  });
});

describe('one group of the hall', () => {
  it('answers the group with prices by kind, seats and the itinerary of its plan, and says when it is not for sale', async () => {
    const g = await makeGroup(db(), { seats: 12 });
    const [grp] = await db().select().from(tourGroups).where(eq(tourGroups.id, g.groupId));
    await db().update(productPlans).set({ gathering_place: '上海虹桥机场T2' }).where(eq(productPlans.id, grp.plan_id));
    await db().insert(planDays).values([
      { plan_id: grp.plan_id, day_no: 2, title: '大理古城', meals: [1, 2], lodging: '大理' },
      { plan_id: grp.plan_id, day_no: 1, title: '抵达昆明', description: '接机入住', meals: [3], lodging: '昆明', traffic_type: 1 },
    ]);
    ok(await signUp(g.groupId, { adult_count: 2, lines: [{ fee_type: 0, price: 329900, quantity: 2 }] }));
    const d = ok(await s.api<Record<string, unknown> & { plan: { name: string; gathering_place: string; itinerary: { day_no: number; title: string }[] } }>('/api/v1/registration/hall/detail', { id: g.groupId }, sales));
    expect(d).toMatchObject({
      group_id: g.groupId, group_code: g.code, product_id: g.productId, days: 5, departure_date: g.departure, package_name: '标准套餐',
      prices: { 0: 329900, 1: 199900, 13: 80000 }, peer_prices: { 0: 250000 }, seats_plan: 12, seats_held: 2, remaining: 10, for_sale: true, not_for_sale_reason: null,
    });
    expect(d.plan).toMatchObject({ name: '标准行程', gathering_place: '上海虹桥机场T2' });
    expect(d.plan.itinerary.map((x) => `${x.day_no}${x.title}`)).toEqual(['1抵达昆明', '2大理古城']);
    await db().update(tourGroups).set({ state: 4 }).where(eq(tourGroups.id, g.groupId));
    const stopped = ok(await s.api<{ for_sale: boolean; not_for_sale_reason: string }>('/api/v1/registration/hall/detail', { id: g.groupId }, sales));
    expect(stopped).toMatchObject({ for_sale: false, not_for_sale_reason: '团期不是待出发状态' });
    const missing = await s.api('/api/v1/registration/hall/detail', { id: 99999999 }, sales);
    expect(missing.code).toBe(404);
  });
});

describe('order audit state, list masking and exports', () => {
  it('an order under audit says so (auditing), cannot be edited, cancelled or submitted again, and stops saying so once decided', async () => {
    const g = await makeGroup(db());
    const o = ok(await signUp(g.groupId, { enrollment: 0 }));
    expect((await detail(o.id)).auditing).toBe(false);
    ok(await s.api('/api/v1/routeOrder/submitAudit', { id: o.id }, sales));
    const d = await detail(o.id);
    expect(d).toMatchObject({ auditing: true, order_status: 0 });
    const row = ok(await s.api<{ page_data: { data: Order[] } }>('/api/v1/routeOrder/list', { group_code: g.code }, sales)).page_data.data[0];
    expect(row.auditing).toBe(true);
    const edit = await s.api('/api/v1/routeOrder/update', { ...orderBody(d, {}), customer_kind: 'private', contact_name: '李雷', lines: [{ fee_type: 0, price: 100, quantity: 1 }] }, sales);
    expect(edit.code).toBe(400);
    expect(edit.msg).toContain('审核中');
    expect((await s.api('/api/v1/routeOrder/submitAudit', { id: o.id }, sales)).code).toBe(409);
    const cancel = await s.api('/api/v1/routeOrder/cancel', { id: o.id, version: d.version }, sales);
    expect(cancel.code).toBe(400);
    expect(cancel.msg).toContain('审核中');
    await decideObject(s, 'lineOrder', o.id, manager);
    expect(await detail(o.id)).toMatchObject({ auditing: false, order_status: 1 });
  });

  it('the order list masks the contact phone unless the role sees personal data', async () => {
    const g = await makeGroup(db());
    ok(await signUp(g.groupId));
    const forSales = ok(await s.api<{ page_data: { data: Order[] } }>('/api/v1/routeOrder/list', { group_code: g.code }, sales)).page_data.data[0];
    expect(forSales.contact_phone).toBe('139****5678');
    const forManager = ok(await s.api<{ page_data: { data: Order[] } }>('/api/v1/routeOrder/list', { group_code: g.code }, manager)).page_data.data[0];
    expect(forManager.contact_phone).toBe('13912345678');
  });

  it('exports the tourists of an order (masked for sales, unmasked for the manager and recorded as a view)', async () => {
    const g = await makeGroup(db());
    const card = idNumber('19900101', 123);
    const o = ok(await signUp(g.groupId, { adult_count: 2, lines: [{ fee_type: 0, price: 329900, quantity: 2 }], tourists: [
      { client_name: '韩梅梅', client_card_type: 1, client_card_number: card, client_phone_number: '13800001111' },
      { client_name: '小明', person_type: 0, client_card_type: 2, client_card_number: 'E12345678' },
    ] }));
    const sheet = async (tok: string, format = 'xlsx') => {
      const res = await fetch(`${s.base}/api/v1/routeOrder/client/export`, { method: 'POST', headers: { 'content-type': 'application/json', secretKey: tok }, body: JSON.stringify({ order_id: o.id, format }) });
      expect(res.status).toBe(200);
      return res;
    };
    const rowsOf = async (tok: string) => {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(await (await sheet(tok)).arrayBuffer());
      const ws = wb.worksheets[0];
      const header = Array.from(ws.getRow(1).values as unknown[], (h) => String(h ?? ''));
      return [2, 3].map((n) => { const v = ws.getRow(n).values as unknown[]; return Object.fromEntries(header.map((h, i) => [h, v[i]])); });
    };
    const masked = await rowsOf(sales);
    expect(masked[0]).toMatchObject({ 姓名: '韩梅梅', 证件类型: '身份证', 证件号码: `110***********${card.slice(-4)}`, 手机号: '138****1111', 出生日期: '1990-**-**', 性别: '男', 游客类型: '成人' });
    expect(masked[1]).toMatchObject({ 姓名: '小明', 证件类型: '护照', 证件号码: 'E12**5678' });
    const before = await q<{ n: number }>(`select count(*)::int as n from change_log where table_name = 'orders' and record_id = ${o.id} and action = 'view'`);
    const plain = await rowsOf(manager);
    expect(plain[0]).toMatchObject({ 证件号码: card, 手机号: '13800001111', 出生日期: '1990-01-01' });
    const after = await q<{ n: number }>(`select count(*)::int as n from change_log where table_name = 'orders' and record_id = ${o.id} and action = 'view'`);
    expect(after[0].n).toBe(before[0].n + 1);
    const csv = await (await sheet(sales, 'csv')).text();
    expect(csv).toContain('韩梅梅');
    expect(csv).not.toContain(card);
    expect((await s.api('/api/v1/routeOrder/client/export', { order_id: o.id }, finance)).code).not.toBe(200);
  });
});

describe('temporary credit on edits', () => {
  async function peerWithoutOrders(): Promise<number> {
    const [c] = await q<{ id: number }>(`select c.id from customers c where c.kind = 'peer' and not exists (select 1 from orders o where o.customer_id = c.id) order by c.id limit 1`);
    await db().insert(creditLines).values({ customer_id: c.id, credit_limit: 500000 }).onConflictDoUpdate({ target: creditLines.customer_id, set: { credit_limit: 500000, temporary_amount: 0 } });
    return c.id;
  }
  const apps = (orderId: number) => db().select().from(creditApplications).where(eq(creditApplications.order_id, orderId)).orderBy(creditApplications.id);
  const runs = (appIds: number[]) => q<{ object_id: number; status: number }>(`select object_id, status from audit_instances where type = 'creditTemporary' and object_id in (${appIds.join(',')}) order by object_id`);

  it('an edit keeps the pending application while it covers the shortfall, replaces it when it no longer does, withdraws it within the line', async () => {
    const g = await makeGroup(db());
    const peer = await peerWithoutOrders();
    const line = (price: number) => ({ customer_id: peer, lines: [{ fee_type: 0, price, quantity: 1 }] });
    const o = ok(await signUp(g.groupId, { customer_kind: 'peer', contact_name: '林经理', ...line(700000), enrollment: 0 }));
    expect(o.credit_state).toBe(1);
    const first = o.credit_audit_id!;
    expect((await apps(o.id)).map((a) => [a.id, a.amount, a.status])).toEqual([[first, 200000, 0]]);

    // Smaller shortfall (150000 ≤ 200000 asked): the same application stays under audit.
    const e1 = ok(await s.api<Order>('/api/v1/routeOrder/update', orderBody(await detail(o.id), line(650000)), sales));
    expect(e1).toMatchObject({ credit_state: 1, credit_audit_id: first });
    expect(await apps(o.id)).toHaveLength(1);

    // Larger shortfall (300000): the old application is withdrawn (its audit run too), a new one is submitted.
    const e2 = ok(await s.api<Order>('/api/v1/routeOrder/update', orderBody(await detail(o.id), line(800000)), sales));
    expect(e2.credit_state).toBe(1);
    expect(e2.credit_audit_id).not.toBe(first);
    const after2 = await apps(o.id);
    expect(after2.map((a) => [a.amount, a.status])).toEqual([[200000, 3], [300000, 0]]);
    expect((await runs(after2.map((a) => a.id))).map((r) => r.status)).toEqual([3, 0]);
    const pending = await q<{ n: number }>(`select count(*)::int as n from audit_instances where type = 'creditTemporary' and status = 0 and object_id in (select id from credit_applications where order_id = ${o.id})`);
    expect(pending[0].n).toBe(1);

    // Within the line: nothing to ask for any more; the pending one is withdrawn.
    const e3 = ok(await s.api<Order>('/api/v1/routeOrder/update', orderBody(await detail(o.id), line(400000)), sales));
    expect(e3).toMatchObject({ credit_state: 0, credit_audit_id: null });
    expect((await apps(o.id)).map((a) => a.status)).toEqual([3, 3]);
    expect((await runs((await apps(o.id)).map((a) => a.id))).map((r) => r.status)).toEqual([3, 3]);
  });

  it('cancelling an order waiting on credit withdraws its application', async () => {
    const g = await makeGroup(db());
    const peer = await peerWithoutOrders();
    const o = ok(await signUp(g.groupId, { customer_kind: 'peer', customer_id: peer, contact_name: '林经理', lines: [{ fee_type: 0, price: 600000, quantity: 1 }] }));
    expect(o.credit_state).toBe(1);
    ok(await s.api('/api/v1/routeOrder/cancel', { id: o.id, version: (await detail(o.id)).version, reason: '客户取消' }, sales));
    expect(await detail(o.id)).toMatchObject({ enrollment_status: 2, credit_state: 0 });
    const [a] = await apps(o.id);
    expect(a.status).toBe(3);
    expect((await runs([a.id]))[0].status).toBe(3);
  });
});
