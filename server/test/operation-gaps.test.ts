/**
 * Gaps of the line operation found in review: a direct cost save is refused while a cost-adjustment bill of
 * the same kind is pending, and a bill is not approved over costs changed since it; ending a group completes
 * its confirmed orders; supplier bills and payments come from the registered actual-cost providers (statistics
 * and payables). Products and groups come from the shared fixture; orders are signed up through the order route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { registerActualCostProvider } from '../src/modules/operation/actual-cost';
import { startServer, type TestServer } from './harness';
import { decideRun, inDays, loadOrg, makeGroup, okData, signUp, uniq, type Org } from './fixtures';

let s: TestServer;
let admin: string, operator: string, manager: string;
let org: Org;
let opUid: number;
let guideSupplier = 0, mealSupplier = 0;

type Row = Record<string, unknown> & { id: number; version: number };
const H = '/api/v1/routeHall';
const F = '/api/v1/finance/route';
const q = async <T,>(text: string) => ((await s.database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
const day = inDays;

beforeAll(async () => {
  s = await startServer();
  [admin, operator, manager] = await Promise.all(['admin', 'operator', 'manager'].map((n) => s.login(n)));
  org = await loadOrg(s, admin);
  opUid = (await q<{ id: number }>(`select id from users where login_name = 'operator'`))[0].id;
  const sup = await q<{ id: number; type: number }>(`select distinct on (type) id, type from suppliers where not blacklisted order by type, id`);
  const byType = new Map(sup.map((r) => [Number(r.type), Number(r.id)]));
  guideSupplier = byType.get(10) ?? byType.get(5)!;
  mealSupplier = byType.get(6)!;
  expect(guideSupplier && mealSupplier).toBeTruthy();
});
afterAll(async () => { await s?.close(); });

interface Fixture { productId: number; groupId: number }
/** A product (adult price 3,000.00元) with one group of 20 seats departing in `dep` days. */
async function fixture(dep = 30): Promise<Fixture> {
  return makeGroup(s.database.db, {
    name: `缺口测试${uniq()}`, destination: '杭州', days: 3, seats: 20, adult: 300000, adultOnly: true, costPrice: 120000, minGroupSize: 10, soonGroupSize: 5,
    stopSaleDays: 1, departInDays: dep, disband: inDays(dep + 3), createdBy: opUid, deptId: org.dept['国内操作组'],
  });
}

/** `adults` signed up with confirmed seats through the order route; `orderStatus` 1 also passes the order audit. */
async function order(f: Fixture, adults: number, orderStatus: number): Promise<number> {
  return (await signUp(s, admin, f.groupId, { adults, price: 300000, enrollment: 0, confirm: orderStatus === 1 ? { approvers: [manager, admin] } : undefined })).id;
}

/** Moves a group's dates so that it departs in `dep` days (after its orders were signed up while it was on sale). */
async function departIn(f: Fixture, dep: number): Promise<void> {
  await q(`update tour_groups set departure_date = '${inDays(dep)}', disband_date = '${inDays(dep + 3)}', stop_sale_date = '${inDays(dep - 1)}' where id = ${f.groupId}`);
}

const group = async (id: number) => okData(await s.api<Row & { cost_version: number }>(`${H}/detail`, { id }, operator), 'detail');
const guide = (o: Record<string, unknown> = {}) => ({ supplier_id: guideSupplier, person: '张导', start_date: day(30), end_date: day(32), quantity: 3, unit_price: 50000, ...o });
const meal = (o: Record<string, unknown> = {}) => ({ supplier_id: mealSupplier, catering: 1, diners: 10, quantity: 2, unit_price: 4000, ...o });
async function save(groupId: number, kind: string, items: unknown[]) {
  const g = await group(groupId);
  return s.api<{ cost_version: number; data: Row[] }>(`${H}/${kind}/add`, { group_id: groupId, cost_version: g.cost_version, items }, operator);
}

/** The manager's decision on an audit run, answered as is (code and message). */
const decide = (type: string, runId: number, verb: 'pass' | 'reject') => decideRun(s, type, runId, manager, verb);

describe('cost-adjustment bills against direct saves', () => {
  it('refuses a direct save of a kind with a pending bill, naming the bill; other kinds save', async () => {
    const f = await fixture();
    okData(await save(f.groupId, 'guide', [guide()]), 'guide'); // 150,000
    const bill = okData(await s.api<Row & { code: string; audit_id: number }>(`${H}/costAdjust/add`, { group_id: f.groupId, kind: 'guide', reason: '导游费上调', items: [guide({ unit_price: 70000 })] }, operator), 'bill');
    const refused = await save(f.groupId, 'guide', [guide({ unit_price: 60000 })]);
    expect(refused.code).toBe(400);
    expect(refused.msg).toBe(`该团期的导游成本有审核中的调整单（${bill.code}），请等待审核结果或撤回后再修改`);
    const lines = okData(await s.api<{ data: Row[]; total: number }>(`${H}/guide/list`, { group_id: f.groupId }, operator), 'list');
    expect(lines.total).toBe(150000);
    // Once the bill is decided (approved here, costs unchanged since) direct saves of the kind work again.
    okData(await decide('costAdjustment', bill.audit_id, 'pass'), 'pass');
    expect(okData(await s.api<{ total: number }>(`${H}/guide/list`, { group_id: f.groupId }, operator), 'list').total).toBe(210000);
    okData(await save(f.groupId, 'guide', [guide({ unit_price: 60000 })]), 'guide again');
    expect(okData(await s.api<{ total: number }>(`${H}/guide/list`, { group_id: f.groupId }, operator), 'list').total).toBe(180000);
  });

  it('approves a bill when only other kinds changed since it, and refuses when its own kind changed; nothing is overwritten', async () => {
    const f = await fixture();
    okData(await save(f.groupId, 'guide', [guide()]), 'guide');
    const base = (await group(f.groupId)).cost_version;
    const bill = okData(await s.api<Row & { id: number; code: string; audit_id: number; base_cost_version: number }>(`${H}/costAdjust/add`, { group_id: f.groupId, kind: 'guide', reason: '导游费上调', items: [guide({ unit_price: 70000 })] }, operator), 'bill');
    expect(bill.base_cost_version).toBe(base);
    okData(await save(f.groupId, 'meal', [meal()]), 'meal'); // 8,000; cost_version moves on, the guide lines do not change
    expect((await group(f.groupId)).cost_version).toBe(base + 1);
    okData(await decide('costAdjustment', bill.audit_id, 'pass'), 'pass despite the meal save');
    let stats = okData(await s.api<{ cost: number }>(`${H}/statistics`, { group_id: f.groupId }, operator), 'stats');
    expect(stats.cost).toBe(210000 + 8000);

    // A bill whose own kind changed underneath (a direct write behind the pending bill) is refused.
    const bill2 = okData(await s.api<Row & { id: number; code: string; audit_id: number }>(`${H}/costAdjust/add`, { group_id: f.groupId, kind: 'guide', reason: '导游费再调', items: [guide({ unit_price: 80000 })] }, operator), 'bill2');
    await q(`update group_costs set unit_price = 60000, total = 180000 where group_id = ${f.groupId} and kind = 'guide'`);
    const r = await decide('costAdjustment', bill2.audit_id, 'pass');
    expect(r.code).toBe(409);
    expect(r.msg).toBe(`团期的导游成本在调整单（${bill2.code}）提交后已变更，不能按此单审批；请撤回后重新提交调整单`);
    // The refusal rolled the decision back: the bill is still pending, the costs are as they were.
    expect((await q<{ status: number }>(`select status from cost_adjustments where id = ${bill2.id}`))[0].status).toBe(0);
    stats = okData(await s.api<{ cost: number }>(`${H}/statistics`, { group_id: f.groupId }, operator), 'stats');
    expect(stats.cost).toBe(180000 + 8000);
  });
});

describe('ending a group', () => {
  it('completes its confirmed orders (order status 4); unconfirmed ones stay', async () => {
    const f = await fixture();
    const confirmed = await order(f, 2, 1);
    const unconfirmed = await order(f, 1, 0);
    await departIn(f, -5);
    let g = await group(f.groupId);
    okData(await s.api(`${H}/state/update`, { id: f.groupId, version: g.version, state: 1 }, operator), 'depart');
    expect((await q<{ order_status: number }>(`select order_status from orders where id = ${confirmed}`))[0].order_status).toBe(1);
    g = await group(f.groupId);
    okData(await s.api(`${H}/state/update`, { id: f.groupId, version: g.version, state: 2 }, operator), 'end');
    const rows = await q<{ id: number; order_status: number }>(`select id, order_status from orders where group_id = ${f.groupId} order by id`);
    expect(rows.map((r) => [Number(r.id), r.order_status])).toEqual([[confirmed, 4], [unconfirmed, 0]]);
  });
});

describe('actual costs from a registered provider', () => {
  it('statistics and payables show the provider\'s bills and payments; none registered → 0', async () => {
    const f = await fixture();
    const saved = okData(await save(f.groupId, 'guide', [guide(), guide({ person: '李导', quantity: 1, unit_price: 30000 })]), 'guide'); // 150,000 + 30,000
    okData(await save(f.groupId, 'meal', [meal()]), 'meal'); // 8,000
    const [g1, g2] = saved.data;
    const before = okData(await s.api<{ supplier_bills: number; supplier_paid: number }>(`${H}/statistics`, { group_id: f.groupId }, operator), 'stats');
    expect([before.supplier_bills, before.supplier_paid]).toEqual([0, 0]);

    const other = await fixture();
    const remove = registerActualCostProvider(async (_db, groupId) => (groupId !== f.groupId ? [] : [
      { supplier_id: guideSupplier, cost_id: g1.id, bills: 150000, paid: 100000 },
      // Untied to a line: fills the supplier's lines in order (g1's remaining 50,000, then g2's 30,000, 5,000 over).
      { supplier_id: guideSupplier, cost_id: null, bills: 30000, paid: 85000 },
      { supplier_id: mealSupplier, cost_id: null, bills: 8000, paid: 0 },
    ]));
    try {
      const st = okData(await s.api<{ supplier_bills: number; supplier_paid: number; actual_cost: number }>(`${H}/statistics`, { group_id: f.groupId }, operator), 'stats');
      expect([st.supplier_bills, st.supplier_paid, st.actual_cost]).toEqual([188000, 185000, 188000]);
      const pay = okData(await s.api<{ data: Row[]; suppliers: Row[]; summary: Record<string, number> }>(`${F}/payment/list`, { group_id: f.groupId }, operator), 'payments');
      const byLine = new Map(pay.data.map((r) => [r.cost_id, [r.payable, r.paid, r.unpaid]]));
      expect(byLine.get(g1.id)).toEqual([150000, 150000, 0]);
      expect(byLine.get(g2.id)).toEqual([30000, 35000, -5000]);
      expect(pay.suppliers.find((r) => r.supplier_id === mealSupplier)).toMatchObject({ payable: 8000, paid: 0, unpaid: 8000 });
      expect(pay.summary).toEqual({ payable: 188000, paid: 185000, unpaid: 3000 });
      const rowsPaid = pay.data.reduce((a, r) => a + Number(r.paid), 0);
      expect(rowsPaid).toBe(pay.summary.paid);
      const none = okData(await s.api<{ supplier_bills: number }>(`${H}/statistics`, { group_id: other.groupId }, operator), 'other');
      expect(none.supplier_bills).toBe(0);
    } finally {
      remove();
    }
    const after = okData(await s.api<{ supplier_paid: number }>(`${H}/statistics`, { group_id: f.groupId }, operator), 'stats');
    expect(after.supplier_paid).toBe(0);
  });
});
