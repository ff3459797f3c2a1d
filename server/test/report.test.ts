/**
 * Reports over the real API, each recomputed from the documents by independent SQL (orders, order lines,
 * receipts, refunds, groups, packages, cost lines, settlements) on the seeded demo agency plus documents made
 * here: 销售客户概况 per customer and per channel with the previous period and the drill-down, 计划管理 with
 * 核算明细 and 核算记录; every total the sum of its rows; the data boundary cuts each report.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, isoToday, REPORT_URLS as U, type PlanReportRow, type SalesCustomerRow, type SalesOrderRow } from '@ta/contract';
import { groupCosts, groupSettlements } from '../src/modules/operation/operation.tables';
import { pricePackages } from '../src/modules/product/product.tables';
import { tourGroups } from '../src/modules/operation/group.tables';
import { eq } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';
import { createRole, createUser, loadOrg, okData, type Org, customerOf, makeGroup, type GroupFixture, decideObject } from './fixtures';

let s: TestServer;
let sales: string, finance: string, admin: string, manager: string;
let org: Org;
let accountId: number;
const db = () => s.database.db;
const q = async <T,>(x: ReturnType<typeof sql>) => (await db().execute(x) as unknown as { rows: T[] }).rows;
const ok = <T,>(r: { code: number; msg: string; data: T }): T => { expect(r.code, r.msg).toBe(200); return r.data; };

const decide = (type: string, objectId: number, who = finance) => decideObject(s, type, objectId, who);

interface Page<T> { page_data: { total_size: number; total_page: number; data: T[] }; summary: Record<string, number> }
/** Every row of a report (all pages, the total checked) and its summary. */
async function all<T>(url: string, body: Record<string, unknown>, who: string): Promise<{ rows: T[]; summary: Record<string, number>; first: Page<T> & Record<string, unknown> }> {
  const rows: T[] = [];
  let first: (Page<T> & Record<string, unknown>) | undefined;
  for (let pageNo = 1; ; pageNo++) {
    const p = ok(await s.api<Page<T> & Record<string, unknown>>(url, { ...body, pageNo, pageSize: 50 }, who));
    first ??= p;
    rows.push(...p.page_data.data);
    if (pageNo >= p.page_data.total_page) { expect(rows.length).toBe(p.page_data.total_size); break; }
  }
  return { rows, summary: first!.summary, first: first! };
}

const today = isoToday();
const PERIOD = [addDays(today, -20), today];
const PREV = [addDays(today, -41), addDays(today, -21)];
const inChina = (d: string, end = false) => new Date(`${d}T${end ? '23:59:59.999' : '00:00:00'}+08:00`);

interface DocOrder { id: number; customer_kind: string; customer_id: number | null; sales_channel_id: number | null; created_at: string; created_by: number | null; dept_id: number | null; persons: number; sales: number; received: number }
/** Every counted order with its figures, straight from the tables (joins, not the report's subqueries). */
async function documentOrders(): Promise<DocOrder[]> {
  const rows = await q<Record<string, unknown>>(sql`
    with l as (select order_id, sum(total) as s from order_lines group by order_id),
      rc as (select ri.order_id, sum(ri.amount) as s from receipt_items ri join receipts r on r.id = ri.receipt_id and r.status = 2 group by ri.order_id),
      rf as (select order_id, sum(amount) as s from refunds where status = 2 and order_id is not null group by order_id)
    select o.id, o.customer_kind, o.customer_id, o.sales_channel_id, o.created_at, o.created_by, o.dept_id,
      o.adult_count + o.child_count + o.senior_count + o.infant_count as persons, coalesce(l.s, 0) as sales, coalesce(rc.s, 0) - coalesce(rf.s, 0) as received
    from orders o left join l on l.order_id = o.id left join rc on rc.order_id = o.id left join rf on rf.order_id = o.id
    where o.enrollment_status in (0, 1)`);
  return rows.map((r) => ({
    id: Number(r.id), customer_kind: String(r.customer_kind), customer_id: r.customer_id === null ? null : Number(r.customer_id),
    sales_channel_id: r.sales_channel_id === null ? null : Number(r.sales_channel_id), created_at: String(r.created_at),
    created_by: r.created_by === null ? null : Number(r.created_by), dept_id: r.dept_id === null ? null : Number(r.dept_id),
    persons: Number(r.persons), sales: Number(r.sales), received: Number(r.received),
  }));
}

/** The report recomputed: row key → figures, for the orders the predicate keeps. */
function expectedSales(orders: DocOrder[], dimension: 'customer' | 'channel', keep: (o: DocOrder) => boolean = () => true) {
  const [from, to, pfrom, pto] = [inChina(PERIOD[0]), inChina(PERIOD[1], true), inChina(PREV[0]), inChina(PREV[1], true)];
  const out = new Map<string, { orders: number; persons: number; sales: number; received: number; prev_orders: number; prev_sales: number }>();
  for (const o of orders.filter(keep)) {
    const at = new Date(o.created_at);
    const cur = at >= from && at <= to, prev = at >= pfrom && at <= pto;
    if (!cur && !prev) continue;
    const k = dimension === 'channel' ? `channel:${o.sales_channel_id ?? 0}` : `${o.customer_kind}:${o.customer_id ?? 0}`;
    const e = out.get(k) ?? { orders: 0, persons: 0, sales: 0, received: 0, prev_orders: 0, prev_sales: 0 };
    if (cur) { e.orders++; e.persons += o.persons; e.sales += o.sales; e.received += o.received; } else { e.prev_orders++; e.prev_sales += o.sales; }
    out.set(k, e);
  }
  return out;
}

function compareSales(rows: SalesCustomerRow[], summary: Record<string, number>, exp: ReturnType<typeof expectedSales>) {
  const got = new Map(rows.map((r) => [r.row_key, r]));
  expect([...got.keys()].sort()).toEqual([...exp.keys()].sort());
  for (const [k, e] of exp) {
    const r = got.get(k)!;
    expect({ orders: r.orders, persons: r.persons, sales: r.sales, received: r.received, prev_orders: r.prev_orders, prev_sales: r.prev_sales }, k).toEqual(e);
    expect(r.outstanding).toBe(r.sales - r.received);
    expect(r.change).toBe(r.sales - r.prev_sales);
  }
  for (const f of ['orders', 'persons', 'sales', 'received', 'outstanding', 'prev_orders', 'prev_sales', 'change'] as const) {
    expect(summary[f], f).toBe(rows.reduce((a, r) => a + r[f], 0));
  }
}

let g1: GroupFixture;
const made: number[] = [];

beforeAll(async () => {
  s = await startServer();
  [sales, finance, admin, manager] = [await s.login('sales'), await s.login('finance'), await s.login('admin'), await s.login('manager')];
  org = await loadOrg(s, admin);
  accountId = okData(await s.api<{ id: number }>('/api/v1/financial/payAccount/add', { type: 0, name: '报表测试户', bank_name: '招商银行', number: `6222${Date.now()}`.slice(0, 19), holder: '畅游' }, finance)).id;
  // Documents of this test: orders of a peer customer (one moved into the previous period), a receipt approved, a refund approved.
  g1 = await makeGroup(db(), { adult: 300000 });
  const peer = await customerOf(db(), 'peer');
  const [ch] = await q<{ id: number }>(sql`select id from sales_channels order by id limit 1`);
  for (const [i, extra] of [{}, { sales_channel_id: ch?.id }, {}].entries()) {
    const o = ok(await s.api<{ id: number }>('/api/v1/routeOrder/add', {
      group_id: g1.groupId, customer_kind: 'peer', customer_id: peer, contact_name: '周同行', contact_phone: '13900000088', adult_count: 2,
      lines: [{ fee_type: 0, price: 300000, quantity: 2 }, { fee_type: 13, price: 50000 + i * 1000, quantity: 1 }], enrollment: 0, ...extra,
    }, sales));
    made.push(o.id);
  }
  const r = ok(await s.api<{ id: number }>('/api/v1/collection/add', { pay_type: 0, pay_account_id: accountId, pay_date: today, payer: '周同行', items: [{ order_id: made[0], amount: 200000 }, { order_id: made[1], amount: 100000 }] }, sales));
  await decide('orderPayment', r.id);
  const f = await s.api<{ id: number }>('/api/v1/finance/refund/add', { order_id: made[0], amount: 30000, reason: '报表测试退款', pay_type: 0, payee: '周同行' }, sales);
  await decide('refund', ok(f).id);
  await db().execute(sql`update orders set created_at = ${inChina(addDays(today, -30)).toISOString()}::timestamptz + interval '3 hours' where id = ${made[2]}`);
  // Costs of the group: two expense lines and one income line; a settlement version submitted by the operator.
  const [op] = await q<{ id: number }>(sql`select id from users where login_name = 'operator'`);
  const [sup] = await q<{ id: number }>(sql`select id from suppliers order by id limit 1`);
  await db().insert(groupCosts).values([
    { group_id: g1.groupId, kind: 'reside', supplier_id: sup.id, quantity: 3, unit_price: 40000, total: 120000 },
    { group_id: g1.groupId, kind: 'guide', supplier_id: sup.id, quantity: 1, unit_price: 80000, total: 80000 },
    { group_id: g1.groupId, kind: 'other', supplier_id: sup.id, quantity: 1, unit_price: 15000, total: 15000, consumption: 0 },
  ]);
  const [g] = await db().select().from(tourGroups).where(eq(tourGroups.id, g1.groupId));
  await db().update(pricePackages).set({ cost_price: 150000 }).where(eq(pricePackages.id, g.package_id));
  await db().insert(groupSettlements).values({ code: `JS${Date.now()}`, group_id: g1.groupId, seq: 1, persons: 6, income: 1, cost: 2, profit: -1, status: 2, submitted_by: op.id, decided_by: op.id, decided_at: new Date(), comment: '测试驳回', dept_id: g.dept_id });
});
afterAll(async () => { await s?.close(); });

describe('销售客户概况', () => {
  it('per customer: each row recomputed from orders, lines, receipts and refunds; the previous period; totals are the sum of rows', async () => {
    const docs = await documentOrders();
    const { rows, summary, first } = await all<SalesCustomerRow>(U.salesCustomerList, { period: PERIOD, dimension: 'customer' }, finance);
    compareSales(rows, summary, expectedSales(docs, 'customer'));
    expect(first.period).toEqual({ from: PERIOD[0], to: PERIOD[1], prev_from: PREV[0], prev_to: PREV[1] });
    // Our peer customer: two orders now, one in the previous period, the receipt less the refund.
    const peer = rows.find((r) => r.row_key === `peer:${docs.find((d) => d.id === made[0])!.customer_id}`)!;
    expect(peer.orders).toBeGreaterThanOrEqual(2);
    expect(peer.prev_orders).toBeGreaterThanOrEqual(1);
    const chart = first.chart as { months: { month: string; sales: number; orders: number }[]; top: { sales: number }[] };
    expect(chart.months.reduce((a, m) => a + m.sales, 0)).toBe(summary.sales);
    expect(chart.months.reduce((a, m) => a + m.orders, 0)).toBe(summary.orders);
    expect(chart.top.length).toBeLessThanOrEqual(10);
    // The list screen sends a date range as its first and last instants: the same days.
    const asTimes = await all<SalesCustomerRow>(U.salesCustomerList, { period: [`${PERIOD[0]} 00:00:00`, `${PERIOD[1]} 23:59:59`], dimension: 'customer' }, finance);
    expect(asTimes.summary).toEqual(summary);
  });

  it('per sales channel, and a customer-kind filter and a keyword narrow the rows', async () => {
    const docs = await documentOrders();
    const ch = await all<SalesCustomerRow>(U.salesCustomerList, { period: PERIOD, dimension: 'channel' }, finance);
    compareSales(ch.rows, ch.summary, expectedSales(docs, 'channel'));
    const peer = await all<SalesCustomerRow>(U.salesCustomerList, { period: PERIOD, customer_kind: 'peer' }, finance);
    compareSales(peer.rows, peer.summary, expectedSales(docs, 'customer', (o) => o.customer_kind === 'peer'));
    const named = peer.rows[0];
    const kw = await all<SalesCustomerRow>(U.salesCustomerList, { period: PERIOD, keyword: named.name }, finance);
    expect(kw.rows.map((r) => r.row_key)).toContain(named.row_key);
    expect(kw.rows.every((r) => r.name.includes(named.name))).toBe(true);
  });

  it('drills down to the orders of a row: the orders sum to the row', async () => {
    const { rows } = await all<SalesCustomerRow>(U.salesCustomerList, { period: PERIOD }, finance);
    for (const row of rows.slice(0, 5)) {
      const d = await all<SalesOrderRow>(U.salesCustomerOrders, { period: PERIOD, row_key: row.row_key }, finance);
      expect(d.rows.length).toBe(row.orders);
      for (const f of ['persons', 'sales', 'received', 'outstanding'] as const) expect(d.rows.reduce((a, r) => a + r[f], 0), f).toBe(row[f]);
      expect(d.summary.sales).toBe(row.sales);
    }
    // Our first order: its receipt (2000.00) less its refund (300.00).
    const peerKey = rows.find((r) => r.customer_kind === 'peer' && r.orders >= 2 && r.prev_orders >= 1)!.row_key;
    const d = await all<SalesOrderRow>(U.salesCustomerOrders, { period: PERIOD, row_key: peerKey }, finance);
    expect(d.rows.find((r) => r.id === made[0])).toMatchObject({ sales: 650000, received: 170000, outstanding: 480000 });
    expect(d.rows.some((r) => r.id === made[2])).toBe(false);
  });

  it('refuses a bad period and a bad row with a Chinese 400', async () => {
    const bad = await s.api(U.salesCustomerList, { period: [today, addDays(today, -3)] }, finance);
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('开始日期不能晚于结束日期');
    const row = await s.api(U.salesCustomerOrders, { row_key: 'x; drop table orders' }, finance);
    expect(row.code).toBe(400);
    expect(row.msg).toContain('统计行');
    expect((await s.api(U.salesCustomerList, { dimension: 'product' }, finance)).code).toBe(400);
  });

  it('the data boundary cuts the report: a department viewer sees its department and its own orders only', async () => {
    const role = await createRole(s, admin, [{ permissionKey: 'statement_list', actions: [] }, { permissionKey: 'report_sales_customer', actions: ['canExport'] }, { permissionKey: 'report_plan', actions: [] }], '报表查看员');
    const dept = org.dept['华东销售组'];
    const u = await createUser(s, admin, [{ department_id: dept, role_id: role, position_id: org.position['销售顾问'], data_permission_id: org.dataPerm['本部门'] }]);
    const tok = await s.login(u.login_name);
    const docs = await documentOrders();
    const mine = await all<SalesCustomerRow>(U.salesCustomerList, { period: PERIOD }, tok);
    compareSales(mine.rows, mine.summary, expectedSales(docs, 'customer', (o) => o.dept_id === dept || o.created_by === u.id));
    expect(mine.summary.orders).toBeGreaterThan(0);
    // 仅本人: the sales user sees the orders it made.
    const [me] = await q<{ id: number }>(sql`select id from users where login_name = 'sales'`);
    const own = await all<SalesCustomerRow>(U.salesCustomerList, { period: PERIOD }, sales);
    compareSales(own.rows, own.summary, expectedSales(docs, 'customer', (o) => o.created_by === Number(me.id)));
    const everyone = await all<SalesCustomerRow>(U.salesCustomerList, { period: PERIOD }, finance);
    expect(everyone.summary.orders).toBeGreaterThanOrEqual(own.summary.orders);
    // Outside the boundary, the drill-down has no orders either.
    const other = everyone.rows.find((r) => !own.rows.some((x) => x.row_key === r.row_key));
    if (other) expect((await all<SalesOrderRow>(U.salesCustomerOrders, { period: PERIOD, row_key: other.row_key }, sales)).rows).toEqual([]);
    // Without the permission: 102.
    const plain = await createUser(s, admin, [{ department_id: dept, role_id: await createRole(s, admin, [{ permissionKey: 'report_plan', actions: [] }]), position_id: org.position['销售顾问'], data_permission_id: org.dataPerm['本部门'] }]);
    expect((await s.api(U.salesCustomerList, {}, await s.login(plain.login_name))).code).toBe(102);
  });
});

interface DocGroup { id: number; dept_id: number | null; created_by: number | null; departure_date: string; persons: number; income: number; plan_cost: number; cost: number }
async function documentGroups(): Promise<DocGroup[]> {
  const rows = await q<Record<string, unknown>>(sql`
    with o as (select o.group_id, sum(o.seats) as persons from orders o where o.enrollment_status in (0, 1) group by o.group_id),
      i as (select o.group_id, sum(ol.total) as income from order_lines ol join orders o on o.id = ol.order_id where o.enrollment_status in (0, 1) group by o.group_id),
      c as (select group_id, sum(total) filter (where consumption <> 0) as ex, sum(total) filter (where consumption = 0) as inc from group_costs group by group_id)
    select g.id, g.dept_id, g.created_by, g.departure_date::text as departure_date, coalesce(o.persons, 0) as persons, coalesce(i.income, 0) as income,
      pk.cost_price * coalesce(o.persons, 0) as plan_cost, coalesce(c.ex, 0) - coalesce(c.inc, 0) as cost
    from tour_groups g join price_packages pk on pk.id = g.package_id left join o on o.group_id = g.id left join i on i.group_id = g.id left join c on c.group_id = g.id`);
  return rows.map((r) => ({
    id: Number(r.id), dept_id: r.dept_id === null ? null : Number(r.dept_id), created_by: r.created_by === null ? null : Number(r.created_by),
    departure_date: String(r.departure_date), persons: Number(r.persons), income: Number(r.income), plan_cost: Number(r.plan_cost), cost: Number(r.cost),
  }));
}

function comparePlan(rows: PlanReportRow[], summary: Record<string, number>, exp: DocGroup[]) {
  expect(rows.map((r) => r.group_id).sort((a, b) => a - b)).toEqual(exp.map((g) => g.id).sort((a, b) => a - b));
  const by = new Map(exp.map((g) => [g.id, g]));
  for (const r of rows) {
    const e = by.get(r.group_id)!;
    expect({ persons: r.persons, plan_income: r.plan_income, plan_cost: r.plan_cost, income: r.income, cost: r.cost }, r.group_code)
      .toEqual({ persons: e.persons, plan_income: e.income, plan_cost: e.plan_cost, income: e.income, cost: e.cost });
    expect(r.plan_profit).toBe(r.plan_income - r.plan_cost);
    expect(r.profit).toBe(r.income - r.cost);
    expect(r.profit_diff).toBe(r.profit - r.plan_profit);
  }
  for (const f of ['persons', 'plan_income', 'plan_cost', 'plan_profit', 'income', 'cost', 'profit', 'profit_diff'] as const) {
    expect(summary[f], f).toBe(rows.reduce((a, r) => a + r[f], 0));
  }
  expect(summary.groups).toBe(rows.length);
}

describe('计划管理', () => {
  const RANGE = [addDays(today, -400), addDays(today, 400)];
  it('per group: plan and accounting recomputed from orders, lines, packages and cost lines; totals are the sum of rows', async () => {
    const docs = (await documentGroups()).filter((g) => g.departure_date >= RANGE[0] && g.departure_date <= RANGE[1]);
    const { rows, summary } = await all<PlanReportRow>(U.planList, { departure_date: RANGE }, finance);
    comparePlan(rows, summary, docs);
    const mine = rows.find((r) => r.group_id === g1.groupId)!;
    // 3 orders × 2 adults; lines 2 × 300000 + 50000/51000/52000; cost 120000 + 80000 − 15000; plan cost 150000 × 6.
    expect(mine.persons).toBe(6);
    expect(mine.income).toBe(3 * 600000 + 50000 + 51000 + 52000);
    expect(mine.cost).toBe(185000);
    expect(mine.plan_cost).toBe(900000);
    expect(mine.last_seq).toBe(1);
    expect(mine.last_status).toBe(2);
  });

  it('a keyword and the settle status narrow; sorting by profit orders the rows', async () => {
    const k = await all<PlanReportRow>(U.planList, { keyword: g1.code }, finance);
    expect(k.rows.map((r) => r.group_id)).toEqual([g1.groupId]);
    const sorted = ok(await s.api<Page<PlanReportRow>>(U.planList, { departure_date: RANGE, sortField: 'profit', sortOrder: 'descend', pageSize: 50 }, finance)).page_data.data;
    expect(sorted.map((r) => r.profit)).toEqual([...sorted.map((r) => r.profit)].sort((a, b) => b - a));
    // By default the groups with figures come first, latest departure first.
    const def = (await all<PlanReportRow>(U.planList, { departure_date: RANGE }, finance)).rows;
    const has = (r: PlanReportRow) => r.persons > 0 || r.cost !== 0;
    const firstEmpty = def.findIndex((r) => !has(r));
    if (firstEmpty >= 0) expect(def.slice(firstEmpty).some(has)).toBe(false);
    const figured = def.filter(has).map((r) => r.departure_date);
    expect(figured).toEqual([...figured].sort().reverse());
    const open = await all<PlanReportRow>(U.planList, { departure_date: RANGE, settle_status: [0] }, finance);
    expect(open.rows.every((r) => r.settle_status === 0)).toBe(true);
  });

  it('核算明细: every income and cost line of the group, summing to its row', async () => {
    const d = ok(await s.api<{ group: PlanReportRow; income_lines: { total: number; order_id: number }[]; cost_lines: { total: number; consumption: number; supplier_name: string | null }[]; summary: Record<string, number> }>(U.planDetail, { group_id: g1.groupId }, finance));
    expect(d.income_lines.length).toBe(6);
    expect(new Set(d.income_lines.map((l) => l.order_id))).toEqual(new Set(made));
    expect(d.cost_lines.length).toBe(3);
    expect(d.summary.income).toBe(d.group.income);
    expect(d.summary.cost).toBe(d.group.cost);
    expect(d.income_lines.reduce((a, l) => a + l.total, 0)).toBe(d.group.income);
    expect(d.cost_lines.reduce((a, l) => a + (l.consumption ? l.total : -l.total), 0)).toBe(d.group.cost);
    expect((await s.api(U.planDetail, { group_id: 2147483647 }, finance)).code).toBe(404);
  });

  it('核算记录: each settlement version with who submitted, who decided and when', async () => {
    const r = await all<{ group_id: number; seq: number; submitted_by_name: string | null; decided_by_name: string | null; decided_at: string | null; status: number; comment: string | null }>(U.planRecords, { group_id: g1.groupId }, finance);
    expect(r.rows).toHaveLength(1);
    expect(r.rows[0]).toMatchObject({ seq: 1, submitted_by_name: '李计调', decided_by_name: '李计调', status: 2, comment: '测试驳回' });
    expect(r.rows[0].decided_at).toBeTruthy();
    const [{ n }] = await q<{ n: number }>(sql`select count(*)::int as n from group_settlements`);
    expect((await all(U.planRecords, {}, finance)).rows.length).toBe(Number(n));
  });

  it('the data boundary cuts the plan report, its detail and its records', async () => {
    const role = await createRole(s, admin, [{ permissionKey: 'statement_list', actions: [] }, { permissionKey: 'report_plan', actions: [] }], '计划报表查看员');
    const dept = org.dept['国内操作组'];
    const u = await createUser(s, admin, [{ department_id: dept, role_id: role, position_id: org.position['销售顾问'], data_permission_id: org.dataPerm['本部门'] }]);
    const tok = await s.login(u.login_name);
    const docs = (await documentGroups()).filter((g) => g.departure_date >= RANGE[0] && g.departure_date <= RANGE[1]);
    const { rows, summary } = await all<PlanReportRow>(U.planList, { departure_date: RANGE }, tok);
    comparePlan(rows, summary, docs.filter((g) => g.dept_id === dept || g.created_by === u.id));
    // Our test group has no department: outside this viewer's boundary.
    expect(rows.some((r) => r.group_id === g1.groupId)).toBe(false);
    expect((await s.api(U.planDetail, { group_id: g1.groupId }, tok)).code).toBe(404);
    expect((await all(U.planRecords, { group_id: g1.groupId }, tok)).rows).toEqual([]);
    expect((await s.api(U.planList, {}, manager)).code).toBe(200);
  });
});
