/**
 * Finance I gaps over the real API: the money journal (财务收支) written by approved receipts and refunds, the sales
 * channel's trading record, the rate route from data, pay-account options, claim/refund detail, the demo's pending
 * receipts, the scale seed's receipts, the 待收款 list paged in SQL, finance opening an order's detail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isoToday } from '@ta/contract';
import { seedFinanceScale } from '../src/modules/finance/finance.seed';
import { startServer, type TestServer } from './harness';
import { customerOf, makeGroup, decideObject } from './fixtures';

let s: TestServer;
let sales: string, finance: string;
let accountId: number;
const db = () => s.database.db;
beforeAll(async () => {
  s = await startServer();
  [sales, finance] = [await s.login('sales'), await s.login('finance')];
});
afterAll(async () => { await s?.close(); });

interface Order { id: number; code: string; total: number; received: number }
interface Run { id: number; status: number; my_task: { task_id: number; version: number } | null }
interface Page<T> { page_data: { total_size: number; data: T[] }; summary: Record<string, number> }
interface Ledger { id: number; direction: 'in' | 'out'; doc_type: string; doc_id: number; doc_no: string; amount: number; income: number; expense: number; pay_account_id: number | null; occurred_on: string; order_id: number | null; counterparty: string }
const ok = <T,>(r: { code: number; msg: string; data: T }): T => { expect(r.code, r.msg).toBe(200); return r.data; };
const q = async <T,>(x: ReturnType<typeof sql>) => (await db().execute(x) as unknown as { rows: T[] }).rows;

const decide = (type: string, objectId: number, who = finance) => decideObject(s, type, objectId, who);
async function allLedger(filters: Record<string, unknown>, who = finance): Promise<{ rows: Ledger[]; summary: Record<string, number> }> {
  const out: Ledger[] = [];
  let summary: Record<string, number> = {};
  for (let p = 1; ; p++) {
    const r = ok(await s.api<Page<Ledger>>('/api/v1/finance/revenue/list', { ...filters, pageNo: p, pageSize: 100 }, who));
    out.push(...r.page_data.data);
    summary = r.summary;
    if (r.page_data.data.length < 100) break;
  }
  return { rows: out, summary };
}

type Trade = { order_id: number; order_no: string; channel_id: number; customer_id: number | null; channel_name: string | null; trade_date: string;
  amount: number; received: number; outstanding: number; persons: number; status: number };
/** Every row of a channel's 渠道交易记录 (all pages) with the list's summary. */
async function channelTrades(channelId: number, filters: Record<string, unknown> = {}, who = sales) {
  const out: Trade[] = [];
  let summary: Record<string, number> = {};
  for (let p = 1; ; p++) {
    const r = ok(await s.api<Page<Trade>>('/api/v1/customer/channelTradingRecord/list', { channel_id: channelId, ...filters, pageNo: p, pageSize: 100 }, who));
    out.push(...r.page_data.data);
    summary = r.summary;
    if (r.page_data.data.length < 100) break;
  }
  return { rows: out, summary };
}

describe('money journal (财务收支)', () => {
  it('an approved receipt journals money in, an approved refund money out; the sales channel trading record follows; summary = rows', async () => {
    const opts = ok(await s.api<{ id: number; name: string; number: string }[]>('/api/v1/finance/payAccount/options', {}, sales));
    expect(opts.length).toBeGreaterThan(0);
    accountId = opts[0].id;
    // Sales may not read the account management list, but picks the account from the options.
    expect((await s.api('/api/v1/financial/payAccount/list', {}, sales)).code).not.toBe(200);

    const unit = await customerOf(db(), 'unit');
    const [ch] = await q<{ id: number }>(sql`select id from sales_channels order by id limit 1`);
    expect(ch, 'a demo sales channel').toBeTruthy();
    await db().execute(sql`update customers set channel_id = ${ch.id} where id = ${unit}`);
    const g = await makeGroup(db(), { seats: 10 });
    const o = ok(await s.api<Order>('/api/v1/routeOrder/add', {
      group_id: g.groupId, customer_kind: 'unit', customer_id: unit, contact_name: '王芳', contact_phone: '13900000078', adult_count: 1, lines: [{ fee_type: 0, price: 300000, quantity: 1 }], enrollment: 0,
    }, sales));
    // Booking the order writes the channel's trading record at once (nothing received yet).
    const booked = await channelTrades(ch.id);
    expect(booked.rows.find((x) => x.order_id === o.id)).toMatchObject({ order_no: o.code, customer_id: unit, amount: 300000, received: 0, outstanding: 300000, status: 0 });
    const r = ok(await s.api<{ id: number; code: string }>('/api/v1/collection/add', { pay_type: 0, pay_account_id: accountId, pay_date: isoToday(), payer: '账本测试付款人', items: [{ order_id: o.id, amount: 120000 }] }, sales));
    expect(await q(sql`select 1 from money_ledger where doc_type = 'receipt' and doc_id = ${r.id}`)).toHaveLength(0);
    await decide('orderPayment', r.id);
    const [l] = await q<{ direction: string; amount: string; order_id: number; pay_account_id: number; counterparty: string; group_id: number }>(sql`select * from money_ledger where doc_type = 'receipt' and doc_id = ${r.id}`);
    expect(l).toMatchObject({ direction: 'in', order_id: o.id, pay_account_id: accountId, counterparty: '账本测试付款人', group_id: g.groupId });
    expect(Number(l.amount)).toBe(120000);
    let [ct] = await q<{ channel_id: number; received: string; customer_id: number }>(sql`select * from channel_trades where order_id = ${o.id}`);
    expect(ct).toMatchObject({ channel_id: ch.id, customer_id: unit });
    expect(Number(ct.received)).toBe(120000);
    const [cust] = await q<{ received: string }>(sql`select received from customer_trades where order_id = ${o.id}`);
    expect(Number(cust.received)).toBe(120000);

    const f = ok(await s.api<{ id: number; code: string }>('/api/v1/finance/refund/add', { order_id: o.id, amount: 20000, reason: '行程变更退差价', pay_account_id: accountId }, sales));
    await decide('refund', f.id);
    const [out] = await q<{ direction: string; amount: string }>(sql`select * from money_ledger where doc_type = 'refund' and doc_id = ${f.id}`);
    expect(out.direction).toBe('out');
    expect(Number(out.amount)).toBe(20000);
    [ct] = await q<{ channel_id: number; received: string; customer_id: number }>(sql`select * from channel_trades where order_id = ${o.id}`);
    expect(Number(ct.received)).toBe(100000);
    // 渠道交易记录 lists the channel's row with the receipt less the refund; the customer's 交易记录 shows the same row;
    // the summary is the sum of the rows (every page), here and filtered by pay state.
    const listed = await channelTrades(ch.id);
    const mine = listed.rows.find((x) => x.order_id === o.id)!;
    expect(mine).toMatchObject({ channel_id: ch.id, customer_id: unit, amount: 300000, received: 100000, outstanding: 200000, persons: 1, status: 0 });
    expect(typeof mine.channel_name).toBe('string');
    for (const k of ['amount', 'received', 'outstanding', 'persons'] as const) expect(listed.summary[k], k).toBe(listed.rows.reduce((a, x) => a + Number(x[k]), 0));
    expect(listed.summary.orders).toBe(listed.rows.length);
    const open = await channelTrades(ch.id, { pay_state: 0 });
    expect(open.rows.every((x) => x.outstanding > 0)).toBe(true);
    expect(open.rows.some((x) => x.order_id === o.id)).toBe(true);
    expect(open.summary.outstanding).toBe(open.rows.reduce((a, x) => a + x.outstanding, 0));
    const custList = ok(await s.api<Page<Trade>>('/api/v1/customer/tradingRecord/list', { customer_id: unit, order_no: o.code }, sales));
    expect(custList.page_data.data).toHaveLength(1);
    const { trade_date, amount, received, status, persons } = custList.page_data.data[0];
    expect({ trade_date, amount, received, status, persons }).toEqual({ trade_date: mine.trade_date, amount: mine.amount, received: mine.received, status: mine.status, persons: mine.persons });
    expect((await s.api('/api/v1/customer/channelTradingRecord/list', { pay_state: 7 }, sales)).code).toBe(400);

    // The list: filters and a summary equal to the sum of its rows.
    const today = isoToday();
    const all = await allLedger({ occurred_on: [today, today] });
    expect(all.rows.some((x) => x.doc_type === 'receipt' && x.doc_id === r.id)).toBe(true);
    expect(all.rows.some((x) => x.doc_type === 'refund' && x.doc_id === f.id)).toBe(true);
    const income = all.rows.reduce((a, x) => a + x.income, 0), expense = all.rows.reduce((a, x) => a + x.expense, 0);
    expect(all.summary).toMatchObject({ count: all.rows.length, income, expense, net: income - expense });
    const outs = await allLedger({ direction: 'out', doc_type: 'refund', pay_account_id: accountId });
    expect(outs.rows.length).toBeGreaterThan(0);
    expect(outs.rows.every((x) => x.direction === 'out' && x.doc_type === 'refund' && x.pay_account_id === accountId)).toBe(true);
    expect(outs.summary.expense).toBe(outs.rows.reduce((a, x) => a + x.amount, 0));
    expect(outs.summary.income).toBe(0);
    const bad = await s.api('/api/v1/finance/revenue/list', { direction: 'sideways' }, finance);
    expect(bad.code).toBe(400);

    // Refund and receipt details by id.
    const fd = ok(await s.api<{ id: number; order_code: string; amount: number }>('/api/v1/finance/refund/detail', { id: f.id }, finance));
    expect(fd).toMatchObject({ id: f.id, order_code: o.code, amount: 20000 });
    expect((await s.api('/api/v1/finance/refund/detail', { id: 99999999 }, finance)).code).toBe(404);
    // Finance opens the order behind its documents (no 102).
    const od = await s.api<Order>('/api/v1/routeOrder/detail', { id: o.id }, finance);
    expect(od.code, od.msg).toBe(200);
    expect(od.data.received).toBe(100000);
  });

  it('every approved receipt and refund stands in the journal once, and the journal totals equal the documents', async () => {
    const [rc] = await q<{ n: number; s: string }>(sql`select count(*)::int as n, coalesce(sum(amount), 0) as s from receipts where status = 2`);
    const [lr] = await q<{ n: number; s: string }>(sql`select count(*)::int as n, coalesce(sum(amount), 0) as s from money_ledger where doc_type = 'receipt' and direction = 'in'`);
    expect(lr.n).toBe(rc.n);
    expect(Number(lr.s)).toBe(Number(rc.s));
    const [fc] = await q<{ n: number; s: string }>(sql`select count(*)::int as n, coalesce(sum(amount), 0) as s from refunds where status = 2`);
    const [lf] = await q<{ n: number; s: string }>(sql`select count(*)::int as n, coalesce(sum(amount), 0) as s from money_ledger where doc_type = 'refund' and direction = 'out'`);
    expect(lf.n).toBe(fc.n);
    expect(Number(lf.s)).toBe(Number(fc.s));
    // The admin (whole agency) sees the whole journal: in − out over the list equals the documents.
    const all = await allLedger({}, await s.login('admin'));
    expect(all.summary.income).toBe(Number(rc.s));
    expect(all.summary.count).toBe(all.rows.length);
  });
});

describe('demo data and the scale seed', () => {
  it('the demo agency has receipts waiting in the order-payment audit, and finance sees them in its queue', async () => {
    const pend = await q<{ id: number }>(sql`select r.id from receipts r where r.status = 0 and r.remark like '演示数据%'`);
    expect(pend.length).toBeGreaterThanOrEqual(2);
    for (const p of pend) {
      const runs = await q<{ status: number }>(sql`select status from audit_instances where type = 'orderPayment' and object_id = ${p.id}`);
      expect(runs.map((r) => r.status)).toContain(0);
    }
    // Pending receipts do not count as received: each order's received equals its approved documents.
    const off = await q<{ id: number }>(sql`select o.id from orders o where o.received <>
      coalesce((select sum(i.amount) from receipt_items i join receipts r on r.id = i.receipt_id where i.order_id = o.id and r.status = 2), 0)
      - coalesce((select sum(f.amount) from refunds f where f.order_id = o.id and f.status = 2), 0)`);
    expect(off).toEqual([]);
  });

  it('the scale seed puts an approved receipt and its journal row behind every received amount it sets', async () => {
    const g = await makeGroup(db(), { seats: 10 });
    const o = ok(await s.api<Order>('/api/v1/routeOrder/add', {
      group_id: g.groupId, customer_kind: 'private', contact_name: '压测客', contact_phone: '13900000079', adult_count: 1, lines: [{ fee_type: 0, price: 200000, quantity: 1 }], enrollment: 0,
    }, sales));
    // What the spine's scale seed does: received written straight onto the order.
    await db().execute(sql`update orders set received = 150000 where id = ${o.id}`);
    await seedFinanceScale(db());
    await seedFinanceScale(db()); // safe to run again
    const rs = await q<{ amount: string; status: number; id: number }>(sql`select r.* from receipts r join receipt_items i on i.receipt_id = r.id where i.order_id = ${o.id}`);
    expect(rs).toHaveLength(1);
    expect(rs[0].status).toBe(2);
    expect(Number(rs[0].amount)).toBe(150000);
    const ls = await q<{ amount: string }>(sql`select amount from money_ledger where doc_type = 'receipt' and doc_id = ${rs[0].id}`);
    expect(ls.map((l) => Number(l.amount))).toEqual([150000]);
  });
});

describe('look-ups', () => {
  it('/api/v1/common/rate answers the configured exchange rates (CNY 1 kept as data)', async () => {
    const r = ok(await s.api<{ currency: string; rate: number; rates: { currency: string; rate: number }[] }>('/api/v1/common/rate', {}, sales));
    const rows = await q<{ currency: string; rate: string }>(sql`select currency, rate from exchange_rates order by id`);
    expect(r.rates.map((x) => x.currency)).toEqual(rows.map((x) => x.currency));
    expect(r).toMatchObject({ currency: 'CNY', rate: 1 });
    await db().execute(sql`insert into exchange_rates (currency, name, rate) values ('USD', '美元', 7.1) on conflict do nothing`);
    const r2 = ok(await s.api<{ rates: { currency: string; rate: number }[] }>('/api/v1/common/rate', {}, sales));
    expect(r2.rates.find((x) => x.currency === 'USD')?.rate).toBe(7.1);
    await db().execute(sql`delete from exchange_rates where currency = 'USD'`);
  });

  it('claim detail by id follows the data boundary', async () => {
    const [c] = await q<{ id: number }>(sql`select id from bank_claims order by id limit 1`);
    if (c) {
      const d = ok(await s.api<{ id: number; lines: unknown[] }>('/api/v1/finance/bill/claim/detail', { id: c.id }, await s.login('admin')));
      expect(d.id).toBe(c.id);
    }
    expect((await s.api('/api/v1/finance/bill/claim/detail', { id: 99999999 }, finance)).code).toBe(404);
  });
});

describe('待收款 list paged in SQL', () => {
  it('pages are disjoint and ordered; the summary and the groups equal the sum of all rows', async () => {
    type Part = { order_id: number; part: string; open: number; due_date: string; due_state: number; owner_id: number | null };
    const rows: Part[] = [];
    let first: (Page<Part> & { by_owner: { open: number; parts: number }[]; by_customer: { open: number }[] }) | null = null;
    for (let p = 1; ; p++) {
      const r = ok(await s.api<Page<Part> & { by_owner: { open: number; parts: number }[]; by_customer: { open: number }[] }>('/api/v1/finance/unpaid/list', { pageNo: p, pageSize: 7 }, finance));
      first ??= r;
      rows.push(...r.page_data.data);
      if (r.page_data.data.length < 7) break;
    }
    expect(rows.length).toBe(first!.page_data.total_size);
    expect(new Set(rows.map((r) => `${r.order_id}-${r.part}`)).size).toBe(rows.length);
    expect([...rows].sort((a, b) => a.due_date.localeCompare(b.due_date)).map((r) => r.due_date)).toEqual(rows.map((r) => r.due_date));
    const open = rows.reduce((a, r) => a + r.open, 0);
    expect(first!.summary.open).toBe(open);
    expect(first!.summary.parts).toBe(rows.length);
    expect(first!.summary.overdue).toBe(rows.filter((r) => r.due_state === 2).reduce((a, r) => a + r.open, 0));
    expect(first!.by_owner.reduce((a, g) => a + g.open, 0)).toBe(open);
    expect(first!.by_customer.reduce((a, g) => a + g.open, 0)).toBe(open);
    expect(rows.length).toBeGreaterThan(7);
  });
});
