/**
 * Money out over the real API: loans settled by reimbursements, supplier payments never over a cost line's
 * unpaid rest (also in parallel), paid once under 20 parallel presses, prepayments bound to cost lines, the
 * group's actual cost and profit following approved payments, overdue payables by payment days, invoice
 * arrears, and P&L totals equal to the sum of their groups. Products, groups and cost lines are inserted directly;
 * orders are signed up through the real order route (seat counters moved by the sign-up code).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isoToday } from '@ta/contract';
import { groupCosts } from '../src/modules/operation/operation.tables';
import { suppliers } from '../src/modules/merchant/merchant.tables';
import { seedPayableScale } from '../src/modules/payable/payable.seed';
import { hasChinese, startServer, type TestServer } from './harness';
import { loadOrg, makeGroup, okData, uniq, type Org, decideToEnd, openRun, inDays, signUp } from './fixtures';

let s: TestServer;
let operator: string, finance: string, manager: string, admin: string;
let org: Org;
let opUid = 0, accountId = 0;
type Row = Record<string, unknown> & { id: number; version: number; status: number; code: string };
const P = '/api/v1/payment';
const q = async <T,>(text: string) => ((await s.database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
const day = inDays;
const ok = okData;

beforeAll(async () => {
  s = await startServer();
  [operator, finance, manager, admin] = await Promise.all(['operator', 'finance', 'manager', 'admin'].map((n) => s.login(n)));
  org = await loadOrg(s, admin);
  opUid = Number((await q<{ id: number }>(`select id from users where login_name = 'operator'`))[0].id);
  accountId = Number((await q<{ id: number }>(`select id from pay_accounts where enabled order by id limit 1`))[0].id);
});
afterAll(async () => { await s?.close(); });

async function supplier(paymentDays = 0): Promise<number> {
  const [r] = await s.database.db.insert(suppliers).values({ name: `测试酒店${uniq()}`, type: 5, payment_days: paymentDays, audit_status: 1 }).returning();
  return r.id;
}

interface Fixture { groupId: number; productId: number; code: string }
/** A group departing in `dep` days (disbanding 3 days later) with one confirmed order of `adults` × 3,000.00元, signed up through the order route. */
async function fixture(o: { dep?: number; adults?: number; deptId?: number } = {}): Promise<Fixture> {
  const dep = o.dep ?? 30;
  const open = dep < 1 ? 30 : dep;
  const g = await makeGroup(s.database.db, {
    name: `付款测试${uniq()}`, destination: '杭州', days: 4, seats: 20, adult: 300000, adultOnly: true, deposit: 0, stopSaleDays: 1,
    departInDays: open, disband: day(open + 3), createdBy: opUid, deptId: o.deptId ?? org.dept['国内操作组'],
  });
  // The order goes through the real sign-up and order audit (the sign-up code counts the seats); a group that has
  // already departed is opened in the future for the sign-up and then moved to its dates.
  const adults = o.adults ?? 2;
  await signUp(s, admin, g.groupId, { adults, price: 300000, enrollment: 0, confirm: { approvers: [manager, admin] } });
  if (dep < 1) await q(`update tour_groups set departure_date = '${day(dep)}', disband_date = '${day(dep + 3)}', stop_sale_date = '${day(dep - 1)}' where id = ${g.groupId}`);
  return { groupId: g.groupId, productId: g.productId, code: g.code };
}
async function costLine(groupId: number, supplierId: number, total: number, kind = 'reside'): Promise<number> {
  const [c] = await s.database.db.insert(groupCosts).values({ group_id: groupId, kind, supplier_id: supplierId, detail: { hotel: '西湖酒店', room_type: 0 }, quantity: 1, unit_price: total, total, consumption: 1 }).returning();
  return c.id;
}

/** Passes (or rejects) every pending level of the object's run: finance first, the manager from 10,000元. */
const decide = async (type: string, objectId: number, verb: 'pass' | 'reject' = 'pass') =>
  decideToEnd(s, type, await openRun(s, type, objectId, admin), [finance, manager], verb, verb === 'reject' ? '资料不全' : undefined);
const detail = async (path: string, id: number, who = finance) => ok(await s.api<Row & Record<string, number>>(`${path}/detail`, { id }, who));
const pay = (path: string, d: { id: number; version: number }, who = finance) =>
  s.api<Row>(`${path}/pay`, { id: d.id, version: d.version, pay_account_id: accountId, pay_date: isoToday(), pay_type: 0 }, who);
const payables = async (groupId: number, who = operator) => ok(await s.api<{
  data: { cost_id: number; payable: number; paid: number; unpaid: number; approved_unpaid: number; pending: number; due_date: string; due_state: number | null }[];
  summary: Record<string, number>; profit: { income: number; actual_cost: number; profit: number; margin_bp: number | null; paid: number };
}>(`${P}/group/payables`, { group_id: groupId }, who));

describe('loans and reimbursements', () => {
  it('a reimbursement settles the person\'s open loan first; the rest is returned', async () => {
    const f = await fixture();
    const sup = await supplier();
    const meal = await costLine(f.groupId, sup, 80000, 'meal');
    const loan = ok(await s.api<Row>(`${P}/loan/add`, { group_id: f.groupId, borrower_id: opUid, amount: 100000, reason: '导游现付备用金' }, operator));
    expect(loan.status).toBe(0);
    await decide('loan', loan.id);
    const l1 = await detail(`${P}/loan`, loan.id);
    expect(l1.status).toBe(3);
    ok(await pay(`${P}/loan`, l1), 'pay loan');
    expect((await detail(`${P}/loan`, loan.id)).open_amount).toBe(100000);
    // A reimbursement of 85,000: 85,000 settled against the loan, nothing paid out.
    const r = ok(await s.api<Row>(`${P}/reimbursement/add`, {
      group_id: f.groupId, borrower_id: opUid, reason: '团餐与杂费',
      items: [{ description: '团餐', amount: 80000, cost_id: meal, images: ['/files/receipt-1.png'] }, { description: '矿泉水', amount: 5000, images: [] }],
    }, operator));
    expect(r.amount).toBe(85000);
    await decide('reimbursement', r.id);
    const r1 = await detail(`${P}/reimbursement`, r.id);
    expect([r1.status, r1.offset_amount, r1.pay_amount]).toEqual([2, 85000, 0]);
    const l2 = await detail(`${P}/loan`, loan.id);
    expect([l2.settled, l2.open_amount]).toEqual([85000, 15000]);
    // The rest comes back in cash; more than the open rest is refused.
    const over = await s.api(`${P}/loan/return`, { loan_id: loan.id, amount: 15001, pay_account_id: accountId, pay_date: isoToday() }, finance);
    expect(over.code).toBe(400);
    expect(hasChinese(over.msg)).toBe(true);
    ok(await s.api(`${P}/loan/return`, { loan_id: loan.id, amount: 15000, pay_account_id: accountId, pay_date: isoToday() }, finance), 'return');
    expect((await detail(`${P}/loan`, loan.id)).open_amount).toBe(0);
    // The reimbursed meal is paid on its cost line; the untied line is the group's cost too.
    const p = await payables(f.groupId);
    expect(p.data.find((x) => x.cost_id === meal)).toMatchObject({ payable: 80000, paid: 80000, unpaid: 0 });
    expect(p.profit.actual_cost).toBe(85000);
    // A second reimbursement, with no loan left, is paid out in full.
    const r2 = ok(await s.api<Row>(`${P}/reimbursement/add`, { group_id: f.groupId, borrower_id: opUid, reason: '停车费', items: [{ description: '停车费', amount: 3000 }] }, operator));
    await decide('reimbursement', r2.id);
    expect(await detail(`${P}/reimbursement`, r2.id)).toMatchObject({ status: 3, offset_amount: 0, pay_amount: 3000 });
  });
});

describe('supplier payments', () => {
  it('refuses more than the unpaid rest; actual cost and profit follow an approved and a paid payment', async () => {
    const f = await fixture({ adults: 2 }); // income 600,000
    const sup = await supplier();
    const hotel = await costLine(f.groupId, sup, 200000);
    const over = await s.api(`${P}/add`, { group_id: f.groupId, supplier_id: sup, items: [{ cost_id: hotel, amount: 200001 }], reason: '房费' }, operator);
    expect(over.code).toBe(400);
    expect(over.msg).toContain('超过该成本项未付余额');
    const wrongSupplier = await s.api(`${P}/add`, { group_id: f.groupId, supplier_id: await supplier(), items: [{ cost_id: hotel, amount: 100 }], reason: '房费' }, operator);
    expect(wrongSupplier.code).toBe(400);
    const before = await payables(f.groupId);
    expect(before.profit).toMatchObject({ income: 600000, actual_cost: 0, profit: 600000 });
    const stats0 = ok(await s.api<{ actual_cost: number; cost: number }>('/api/v1/routeHall/statistics', { group_id: f.groupId }, operator));
    expect([stats0.actual_cost, stats0.cost]).toEqual([0, 200000]);

    const pmt = ok(await s.api<Row>(`${P}/add`, { group_id: f.groupId, supplier_id: sup, items: [{ cost_id: hotel, amount: 150000 }], reason: '房费首付' }, operator));
    // A pending payment reserves its amount: only 50,000 is left for another.
    const second = await s.api(`${P}/add`, { group_id: f.groupId, supplier_id: sup, items: [{ cost_id: hotel, amount: 50001 }], reason: '房费' }, operator);
    expect(second.code).toBe(400);
    expect((await payables(f.groupId)).data[0]).toMatchObject({ pending: 150000, paid: 0, unpaid: 200000 });
    await decide('payment', pmt.id);
    const approved = await payables(f.groupId);
    expect(approved.data[0]).toMatchObject({ approved_unpaid: 150000, paid: 0, unpaid: 200000 });
    expect(approved.profit).toMatchObject({ actual_cost: 150000, profit: 450000, margin_bp: 7500 });
    // The group statistics' actual cost is the approved payables (150,000), not the cost lines (200,000).
    const stats = ok(await s.api<{ supplier_bills: number; supplier_paid: number; actual_cost: number; cost: number }>('/api/v1/routeHall/statistics', { group_id: f.groupId }, operator));
    expect([stats.supplier_bills, stats.supplier_paid, stats.actual_cost, stats.cost]).toEqual([150000, 0, 150000, 200000]);
    const d = await detail(P, pmt.id);
    ok(await pay(P, d), 'pay');
    const paid = await payables(f.groupId);
    expect(paid.data[0]).toMatchObject({ paid: 150000, unpaid: 50000, approved_unpaid: 0 });
    expect(paid.profit).toMatchObject({ actual_cost: 150000, paid: 150000 });
    const stats2 = ok(await s.api<{ supplier_paid: number; actual_cost: number }>('/api/v1/routeHall/statistics', { group_id: f.groupId }, operator));
    expect([stats2.actual_cost, stats2.supplier_paid]).toEqual([150000, 150000]);
    // The settlement page's payables (operation) read the same provider.
    const settle = ok(await s.api<{ summary: { payable: number; paid: number; unpaid: number } }>('/api/v1/finance/route/payment/list', { group_id: f.groupId }, operator));
    expect(settle.summary).toEqual({ payable: 200000, paid: 150000, unpaid: 50000 });
    const pnl = ok(await s.api<{ page_data: { data: { group_id: number; income: number; cost: number; profit: number }[] } }>(`${P}/profitAndLoss/list`, { group_id: f.groupId, departure_date: [day(0), day(60)] }, finance));
    expect(pnl.page_data.data[0]).toMatchObject({ income: 600000, cost: 150000, profit: 450000 });
    // Paid without the supplier's invoice: in the arrears (and its audit) until the invoice is recorded.
    const arrears = ok(await s.api<{ page_data: { data: { id: number; amount: number }[] }; summary: { amount: number } }>(`${P}/arrears/list`, { group_id: f.groupId }, finance));
    expect(arrears.page_data.data.map((r) => [r.id, r.amount])).toEqual([[pmt.id, 150000]]);
    expect(arrears.summary.amount).toBe(150000);
    const tl = ok(await s.api<{ runs: { status: number }[] }>('/api/v1/audit/timeline', { type: 'costInvoiceArrears', object_id: pmt.id }, admin));
    expect(tl.runs).toHaveLength(1);
    const now = await detail(P, pmt.id);
    ok(await s.api(`${P}/invoice`, { id: pmt.id, version: now.version, invoice_no: 'FP20260001', invoice_date: isoToday(), invoice_amount: 150000 }, finance), 'invoice');
    expect(ok(await s.api<{ page_data: { data: unknown[] } }>(`${P}/arrears/list`, { group_id: f.groupId }, finance)).page_data.data).toHaveLength(0);
    // The ledger has the money out once.
    const led = await q<{ n: number; s: string }>(`select count(*)::int as n, sum(amount) as s from money_ledger where doc_type = 'payment' and doc_id = ${pmt.id}`);
    expect([led[0].n, Number(led[0].s)]).toEqual([1, 150000]);
  });

  it('20 parallel presses of 已付款 pay once', async () => {
    const f = await fixture();
    const sup = await supplier();
    const hotel = await costLine(f.groupId, sup, 100000);
    const pmt = ok(await s.api<Row>(`${P}/add`, { group_id: f.groupId, supplier_id: sup, items: [{ cost_id: hotel, amount: 100000 }], reason: '房费', invoice_no: 'FP1', invoice_date: isoToday(), invoice_amount: 100000 }, operator));
    await decide('payment', pmt.id);
    const d = await detail(P, pmt.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(P, d)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== 200)) expect(hasChinese(a.msg)).toBe(true);
    expect((await payables(f.groupId)).data[0]).toMatchObject({ paid: 100000, unpaid: 0 });
    const led = await q<{ n: number }>(`select count(*)::int as n from money_ledger where doc_type = 'payment' and doc_id = ${pmt.id}`);
    expect(led[0].n).toBe(1);
  });

  it('20 parallel payments on the last 100 元 of a cost line never overpay', async () => {
    const f = await fixture();
    const sup = await supplier();
    const hotel = await costLine(f.groupId, sup, 110000);
    ok(await s.api(`${P}/add`, { group_id: f.groupId, supplier_id: sup, items: [{ cost_id: hotel, amount: 100000 }], reason: '房费' }, operator));
    const answers = await Promise.all(Array.from({ length: 20 }, () => s.api(`${P}/add`, { group_id: f.groupId, supplier_id: sup, items: [{ cost_id: hotel, amount: 10000 }], reason: '尾款' }, operator)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    const [r] = await q<{ s: string }>(`select sum(i.amount) as s from pay_doc_items i join pay_docs d on d.id = i.doc_id where i.cost_id = ${hotel} and d.status in (0, 2, 3, 4)`);
    expect(Number(r.s)).toBe(110000);
  });

  it('a loan is made out to the borrower picked from the staff picker', async () => {
    const staff = ok(await s.api<{ id: number; user_name: string; login_name: string }[]>(`${P}/staff/options`, { keyword: 'finance' }, operator));
    const fin = staff.find((u) => u.login_name === 'finance')!;
    expect(fin, 'finance in the staff picker').toBeTruthy();
    const mine = ok(await s.api<{ id: number }[]>(`${P}/staff/options`, { include_id: opUid, limit: 5 }, operator));
    expect(mine[0].id).toBe(opUid);
    const f = await fixture();
    const loan = ok(await s.api<Row & { borrower_id: number; borrower_name: string; payee: string }>(`${P}/loan/add`, { group_id: f.groupId, borrower_id: fin.id, amount: 20000, reason: '导游备用金' }, operator));
    expect([loan.borrower_id, loan.borrower_name, loan.payee]).toEqual([fin.id, fin.user_name, fin.user_name]);
    expect((await s.api(`${P}/staff/options`, { limit: 500 }, operator)).code).toBe(400);
  });

  it('a settled group takes no new loan', async () => {
    const f = await fixture();
    await q(`update tour_groups set settle_status = 3, cost_version_type = 1 where id = ${f.groupId}`);
    const r = await s.api(`${P}/loan/add`, { group_id: f.groupId, borrower_id: opUid, amount: 100, reason: '备用金' }, operator);
    expect(r.code).toBe(400);
    expect(r.msg).toContain('成本调整单');
  });
});

describe('prepayments', () => {
  it('a paid prepayment is open advance until bound to a cost line through its audit', async () => {
    const sup = await supplier();
    const pre = ok(await s.api<Row>(`${P}/prepayment/add`, { supplier_id: sup, amount: 300000, reason: '旺季房源预付' }, operator));
    await decide('prepayment', pre.id);
    ok(await pay(`${P}/prepayment`, await detail(`${P}/prepayment`, pre.id)), 'pay prepayment');
    const adv = ok(await s.api<{ data: { id: number; open_amount: number }[]; summary: { open: number } }>(`${P}/getAdvanceAmount`, { supplier_id: sup }, finance));
    expect(adv.data.map((x) => [x.id, x.open_amount])).toEqual([[pre.id, 300000]]);
    expect(adv.summary.open).toBe(300000);
    const f = await fixture();
    const hotel = await costLine(f.groupId, sup, 120000);
    const otherSupplierLine = await costLine(f.groupId, await supplier(), 50000);
    // The bind dialog's picker: only this supplier's lines with an unpaid rest, with group, supplier, item, payable and unpaid.
    type Bindable = { cost_id: number; group_code: string; supplier_id: number; supplier_name: string; item: string; kind_name: string; total: number; rest: number };
    const bindable = ok(await s.api<Bindable[]>(`${P}/prepayment/bindable`, { doc_id: pre.id, keyword: f.code }, operator));
    expect(bindable.map((l) => l.cost_id)).toEqual([hotel]);
    expect(bindable[0]).toMatchObject({ group_code: f.code, supplier_id: sup, item: '西湖酒店', kind_name: '住宿', total: 120000, rest: 120000 });
    expect(bindable.some((l) => l.cost_id === otherSupplierLine)).toBe(false);
    const tooMuch = await s.api(`${P}/prepayment/bind`, { doc_id: pre.id, cost_id: hotel, amount: 120001 }, finance);
    expect(tooMuch.code).toBe(400);
    const bind = ok(await s.api<{ id: number }>(`${P}/prepayment/bind`, { doc_id: pre.id, cost_id: hotel, amount: 120000 }, operator));
    // A line wholly reserved by a pending binding is no longer offered.
    expect(ok(await s.api<Bindable[]>(`${P}/prepayment/bindable`, { doc_id: pre.id, keyword: f.code }, operator))).toEqual([]);
    // Pending: reserved on both sides, not yet the group's cost.
    expect((await payables(f.groupId)).data[0]).toMatchObject({ pending: 120000, paid: 0 });
    await decide('bindPrepayment', bind.id);
    const p = await payables(f.groupId);
    expect(p.data[0]).toMatchObject({ paid: 120000, unpaid: 0 });
    expect(p.profit.actual_cost).toBe(120000);
    const after = ok(await s.api<{ summary: { open: number } }>(`${P}/getAdvanceAmount`, { supplier_id: sup }, finance));
    expect(after.summary.open).toBe(180000);
    const binds = ok(await s.api<{ page_data: { data: { amount: number }[] }; summary: { amount: number } }>(`${P}/prepayment/bind/list`, { doc_id: pre.id }, finance));
    expect(binds.summary.amount).toBe(binds.page_data.data.reduce((a, r) => a + r.amount, 0));
  });
});

describe('unpaid payables and profit and loss', () => {
  it('due dates follow the supplier\'s payment days; overdue and soon due are summed', async () => {
    const late = await supplier(5), later = await supplier(90);
    const f = await fixture({ dep: -20 }); // disbanded 17 days ago
    const a = await costLine(f.groupId, late, 50000);
    const b = await costLine(f.groupId, later, 70000);
    const list = ok(await s.api<{ page_data: { data: { cost_id: number; due_date: string; due_state: number; unpaid: number }[] }; summary: { unpaid: number; overdue: number } }>(`${P}/unpaid/list`, { group_id: f.groupId }, finance));
    const byId = new Map(list.page_data.data.map((r) => [r.cost_id, r]));
    expect(byId.get(a)).toMatchObject({ due_date: day(-12), due_state: 2, unpaid: 50000 });
    expect(byId.get(b)).toMatchObject({ due_date: day(73), due_state: 0, unpaid: 70000 });
    expect(list.summary).toMatchObject({ unpaid: 120000, overdue: 50000 });
    const overdue = ok(await s.api<{ page_data: { data: { cost_id: number }[] } }>(`${P}/unpaid/list`, { group_id: f.groupId, due_state: 2 }, finance));
    expect(overdue.page_data.data.map((r) => r.cost_id)).toEqual([a]);
  });

  it('P&L totals equal the sum of their groups, per group and per period and department', async () => {
    const month = day(45).slice(0, 7);
    const sup = await supplier();
    const f1 = await fixture({ dep: 45, adults: 3 });
    const f2 = await fixture({ dep: 45, adults: 1, deptId: org.dept['国内操作组'] });
    const c1 = await costLine(f1.groupId, sup, 250000);
    const p1 = ok(await s.api<Row>(`${P}/add`, { group_id: f1.groupId, supplier_id: sup, items: [{ cost_id: c1, amount: 250000 }], reason: '房费' }, operator));
    await decide('payment', p1.id);
    void f2;
    const list = ok(await s.api<{ page_data: { data: Record<string, number>[] }; summary: Record<string, number> }>(`${P}/profitAndLoss/list`, { month, pageSize: 300 }, finance));
    const rows = list.page_data.data;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const k of ['income', 'cost', 'profit', 'persons']) expect(list.summary[k], k).toBe(rows.reduce((a, r) => a + r[k], 0));
    expect(rows.find((r) => r.group_id === f1.groupId)).toMatchObject({ income: 900000, cost: 250000, profit: 650000, persons: 3, profit_per_person: 216666 });
    const period = ok(await s.api<{ data: Record<string, number>[]; summary: Record<string, number> }>(`${P}/profitAndLoss/period`, { month }, finance));
    for (const k of ['income', 'cost', 'profit', 'groups']) {
      expect(period.summary[k], k).toBe(period.data.reduce((a, r) => a + r[k], 0));
      expect(period.summary[k], k).toBe(list.summary[k === 'groups' ? 'groups' : k]);
    }
    // The group's figures reconcile with its documents.
    const [doc] = await q<{ s: string }>(`select coalesce(sum(i.amount), 0) as s from pay_doc_items i join pay_docs d on d.id = i.doc_id where i.group_id = ${f1.groupId} and d.status in (2, 3, 4)`);
    expect(Number(doc.s)).toBe(250000);
  });
});

describe('scale seed of payables', () => {
  it('gives every group with seats cost lines and payables in every state, reconciled, and adds nothing twice', async () => {
    const first = await seedPayableScale(s.database.db, 1);
    expect(first.docs).toBeGreaterThan(0);
    const states = await q<{ kind: string; status: number }>(`select distinct kind, status from pay_docs where code like 'SCALE-%'`);
    const has = (kind: string, status: number) => states.some((x) => x.kind === kind && Number(x.status) === status);
    expect(has('payment', 4) && has('payment', 3) && has('loan', 4)).toBe(true);
    // A document's lines sum to its amount; no cost line is reserved beyond its total; every paid document is journaled.
    expect(await q(`select d.id from pay_docs d join pay_doc_items i on i.doc_id = d.id where d.code like 'SCALE-%' group by d.id, d.amount having sum(i.amount) <> d.amount`)).toEqual([]);
    expect(await q(`select c.id from group_costs c where c.total < coalesce((select sum(i.amount) from pay_doc_items i join pay_docs d on d.id = i.doc_id where i.cost_id = c.id and d.status in (0, 2, 3, 4)), 0)
      + coalesce((select sum(b.amount) from advance_binds b where b.cost_id = c.id and b.status in (0, 2)), 0)`)).toEqual([]);
    expect(await q(`select d.id from pay_docs d where d.code like 'SCALE-%' and d.status = 4 and d.pay_amount > 0
      and not exists (select 1 from money_ledger l where l.doc_type = d.kind and l.doc_id = d.id and l.direction = 'out' and l.amount = d.pay_amount)`)).toEqual([]);
    // Pending documents wait in their audit.
    expect(await q(`select d.id from pay_docs d where d.code like 'SCALE-%' and d.status = 0
      and not exists (select 1 from audit_instances a where a.type = d.kind and a.object_id = d.id and a.status = 0)`)).toEqual([]);
    // Loans of ended groups are settled by their reimbursement.
    expect(await q(`select r.id from pay_docs r where r.code like 'SCALE-BX-%' and r.offset_amount <> (select coalesce(sum(amount), 0) from loan_settlements where reimbursement_id = r.id)`)).toEqual([]);
    const again = await seedPayableScale(s.database.db, 1);
    expect([again.lines, again.docs, again.pending]).toEqual([0, first.docs, 0]);
  });
});
