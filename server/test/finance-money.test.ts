/** Finance money-in core over the real API: accounts, receipts (batch), refunds, the schedule and reminders, credit, races. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, isoToday } from '@ta/contract';
import { creditStates } from '../src/modules/finance/credit.service';
import { sendPaymentReminders } from '../src/modules/finance/schedule.service';
import { hasChinese, startServer, type TestServer } from './harness';
import { customerOf, makeGroup, decideObject, myTask, smartToken } from './fixtures';

let s: TestServer;
let sales: string, finance: string, admin: string;
let accountId: number;
const db = () => s.database.db;
beforeAll(async () => {
  s = await startServer();
  [sales, finance, admin] = [await s.login('sales'), await s.login('finance'), await s.login('admin')];
});
afterAll(async () => { await s?.close(); });

interface Order { id: number; version: number; code: string; total: number; deposit: number; received: number; refunded: number; remaining: number; pay_state: number; enrollment_status: number; order_status: number; credit_state: number; credit_audit_id: number | null }
const ok = <T,>(r: { code: number; msg: string; data: T }): T => { expect(r.code, r.msg).toBe(200); return r.data; };
const token = (who: string) => smartToken(s, who);
const q = async <T,>(x: ReturnType<typeof sql>) => (await db().execute(x) as unknown as { rows: T[] }).rows;

const signUp = (groupId: number, extra: Record<string, unknown> = {}) => s.api<Order>('/api/v1/routeOrder/add', {
  group_id: groupId, customer_kind: 'private', contact_name: '王芳', contact_phone: '13900000077', adult_count: 1, lines: [{ fee_type: 0, price: 300000, quantity: 1 }], enrollment: 0, ...extra,
}, sales);
const order = async (id: number) => ok(await s.api<Order>('/api/v1/routeOrder/detail', { id }, sales));

const decide = (type: string, objectId: number, verb: 'pass' | 'reject' = 'pass', comment?: string, who = finance) => decideObject(s, type, objectId, who, verb, comment);
const receipt = (items: { order_id: number; amount: number }[], extra: Record<string, unknown> = {}, who = sales) =>
  s.api<{ id: number; amount: number; status: number; code: string }>('/api/v1/collection/add', { pay_type: 0, pay_account_id: accountId, pay_date: isoToday(), payer: '王芳', items, ...extra }, who);

describe('accounts and settings', () => {
  it('company accounts: a bank card needs its bank, lists page and filter, an account in use cannot be deleted', async () => {
    const bad = await s.api('/api/v1/financial/payAccount/add', { type: 0, name: '测试户', number: '6222000011112222', holder: '环宇' }, finance);
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('开户银行');
    const a = ok(await s.api<{ id: number; version: number }>('/api/v1/financial/payAccount/add', { type: 0, name: '测试户', bank_name: '招商银行', number: '6222000011112222', holder: '环宇' }, finance));
    accountId = a.id;
    const list = ok(await s.api<{ page_data: { total_size: number; data: { id: number; type: number }[] } }>('/api/v1/financial/payAccount/list', { type: 0 }, finance));
    expect(list.page_data.data.every((r) => r.type === 0)).toBe(true);
    expect(list.page_data.data.map((r) => r.id)).toContain(a.id);
    const wallet = ok(await s.api<{ id: number }>('/api/v1/financial/payAccount/add', { type: 2, name: '微信二号', number: 'wx_2', holder: '环宇' }, finance));
    ok(await s.api('/api/v1/financial/payAccount/delete', { id: wallet.id }, finance));
    const rates = ok(await s.api<{ page_data: { data: { id: number; version: number; currency: string; rate: string }[] } }>('/api/v1/financial/exchangeRate/list', {}, finance)).page_data.data;
    expect(rates[0].currency).toBe('CNY');
    expect(Number(rates[0].rate)).toBe(1);
    const no = await s.api('/api/v1/financial/exchangeRate/update', { id: rates[0].id, version: rates[0].version, rate: '7.1' }, finance);
    expect(no.code).toBe(400);
    expect(no.msg).toBe('人民币汇率固定为1');
  });
});

describe('receipts', () => {
  it('a batch receipt across 3 orders counts only once approved; orders, lists and trading records follow', async () => {
    const unit = await customerOf(db(), 'unit');
    const g = await makeGroup(db(), { seats: 10 });
    const os: Order[] = [];
    for (let i = 0; i < 3; i++) os.push(ok(await signUp(g.groupId, { customer_kind: 'unit', customer_id: unit })));
    const r = ok(await receipt(os.map((o, i) => ({ order_id: o.id, amount: 100000 + i * 10000 }))));
    expect(r.amount).toBe(330000);
    expect(r.status).toBe(0);
    expect((await order(os[0].id)).received).toBe(0);
    // More than what is still open (pending receipts reserve it) is refused in Chinese.
    const over = await receipt([{ order_id: os[0].id, amount: 300000 - 100000 + 1 }]);
    expect(over.code).toBe(400);
    expect(hasChinese(over.msg)).toBe(true);
    await decide('orderPayment', r.id);
    const after = await Promise.all(os.map((o) => order(o.id)));
    expect(after.map((o) => o.received)).toEqual([100000, 110000, 120000]);
    expect(after.map((o) => o.remaining)).toEqual([200000, 190000, 180000]);
    expect(after.every((o) => o.pay_state === 0)).toBe(true);
    // The order's received equals its documents.
    const [doc] = await q<{ s: string }>(sql`select coalesce(sum(i.amount), 0) as s from receipt_items i join receipts r on r.id = i.receipt_id where r.status = 2 and i.order_id = ${os[0].id}`);
    expect(Number(doc.s)).toBe(100000);
    // Paying the rest settles the order.
    const rest = ok(await receipt([{ order_id: os[0].id, amount: 200000 }]));
    await decide('orderPayment', rest.id);
    expect(await order(os[0].id)).toMatchObject({ received: 300000, remaining: 0, pay_state: 1 });
    // Trading record of the customer.
    const trades = ok(await s.api<{ page_data: { data: { order_id: number; received: number }[] } }>('/api/v1/customer/tradingRecord/list', { customer_id: unit, pageSize: 100 }, admin));
    expect(trades.page_data.data.find((t) => t.order_id === os[1].id)?.received).toBe(110000);
    // Lists: each summary equals the sum of its rows.
    const list = ok(await s.api<{ page_data: { data: { amount: number }[]; total_size: number }; summary: { amount: number } }>('/api/v1/collection/list', { pageSize: 300 }, finance));
    expect(list.summary.amount).toBe(list.page_data.data.reduce((a, x) => a + x.amount, 0));
    const col = ok(await s.api<{ page_data: { data: { total: number; received: number; remaining: number }[] }; summary: { total: number; received: number; remaining: number } }>('/api/v1/finance/collect/list', { group_id: g.groupId, pageSize: 100 }, finance));
    expect(col.page_data.data).toHaveLength(3);
    expect(col.summary.received).toBe(col.page_data.data.reduce((a, x) => a + x.received, 0));
    expect(col.summary.remaining).toBe(col.page_data.data.reduce((a, x) => a + x.remaining, 0));
    // The group's receivables on the settlement page come from the same money.
    const settle = await s.api<{ summary: { received: number } }>('/api/v1/finance/route/collect/list', { group_id: g.groupId }, admin);
    expect(ok(settle).summary.received).toBe(300000 + 110000 + 120000);
    // Orders of two customers cannot share one receipt.
    const other = ok(await signUp(g.groupId));
    const mixed = await receipt([{ order_id: os[1].id, amount: 100 }, { order_id: other.id, amount: 100 }]);
    expect(mixed.code).toBe(400);
    expect(mixed.msg).toContain('同一客户');
  });

  it('an approved receipt covering a held order\'s deposit confirms the hold', async () => {
    const g = await makeGroup(db(), { seats: 5, deposit: 50000 });
    const h = ok(await signUp(g.groupId, { enrollment: 1 }));
    expect(h.enrollment_status).toBe(1);
    expect(h.deposit).toBe(50000);
    const small = ok(await receipt([{ order_id: h.id, amount: 20000 }]));
    await decide('orderPayment', small.id);
    expect((await order(h.id)).enrollment_status).toBe(1);
    const more = ok(await receipt([{ order_id: h.id, amount: 30000 }]));
    await decide('orderPayment', more.id);
    expect(await order(h.id)).toMatchObject({ enrollment_status: 0, received: 50000 });
  });

  it('20 parallel approvals of one receipt: exactly one wins, the others get a Chinese refusal, received moves once', async () => {
    const g = await makeGroup(db(), { seats: 5 });
    const o = ok(await signUp(g.groupId));
    const r = ok(await receipt([{ order_id: o.id, amount: 120000 }]));
    const t = await myTask(s, 'orderPayment', r.id, finance);
    const tokens = await Promise.all(Array.from({ length: 20 }, () => token(finance)));
    const answers = await Promise.all(tokens.map((tk) => s.api(`/api/v1/audit/orderPayment/pass`, { task_id: t.task_id, version: t.version }, finance, { smartToken: tk })));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 200).every((a) => hasChinese(a.msg))).toBe(true);
    expect((await order(o.id)).received).toBe(120000);
  });
});

describe('refunds', () => {
  it('a refund lowers received, never above it; 20 parallel refunds of the whole amount: exactly one is accepted', async () => {
    const g = await makeGroup(db(), { seats: 5 });
    const o = ok(await signUp(g.groupId));
    const r = ok(await receipt([{ order_id: o.id, amount: 200000 }]));
    await decide('orderPayment', r.id);
    const tooMuch = await s.api('/api/v1/finance/refund/add', { order_id: o.id, amount: 200001, reason: '客户取消' }, finance);
    expect(tooMuch.code).toBe(400);
    expect(tooMuch.msg).toContain('超过');
    const answers = await Promise.all(Array.from({ length: 20 }, () => s.api<{ id: number }>('/api/v1/finance/refund/add', { order_id: o.id, amount: 200000, reason: '客户取消' }, sales)));
    const won = answers.filter((a) => a.code === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 200).every((a) => a.code === 400 && a.msg.includes('可退金额'))).toBe(true);
    expect((await order(o.id)).received).toBe(200000);
    await decide('refund', won[0].data.id);
    expect(await order(o.id)).toMatchObject({ received: 0, refunded: 200000, remaining: 300000 });
    const list = ok(await s.api<{ page_data: { data: { amount: number }[] }; summary: { amount: number } }>('/api/v1/finance/refund/list', { order_id: o.id }, finance));
    expect(list.summary.amount).toBe(list.page_data.data.reduce((a, x) => a + x.amount, 0));
  });
});

describe('schedule and reminders', () => {
  it('the 待收款 list shows deposit and balance with due dates; reminders go once, never for money received', async () => {
    const g = await makeGroup(db(), { seats: 5, deposit: 50000, departInDays: 12 });
    const h = ok(await signUp(g.groupId, { enrollment: 1, hold_deadline: new Date(Date.now() + 30 * 3600_000).toISOString() }));
    const paid = ok(await signUp(g.groupId, { contact_phone: '13900000078' }));
    const r = ok(await receipt([{ order_id: paid.id, amount: 300000 }], { payer: '另一客户' }));
    await decide('orderPayment', r.id);
    const list = ok(await s.api<{ page_data: { data: { order_id: number; part: string; open: number; due_date: string }[] }; summary: { open: number } }>('/api/v1/finance/unpaid/list', { keyword: g.code, pageSize: 100 }, finance));
    const mine = list.page_data.data.filter((p) => p.order_id === h.id);
    expect(mine.map((p) => p.part).sort()).toEqual(['balance', 'deposit']);
    expect(mine.find((p) => p.part === 'balance')!.due_date).toBe(addDays(g.departure, -7));
    expect(list.page_data.data.some((p) => p.order_id === paid.id)).toBe(false);
    expect(list.summary.open).toBe(list.page_data.data.reduce((a, x) => a + x.open, 0));
    // The day after the deposit's due date (the hold deadline) it is overdue, and the balance is within its 3-day window.
    const day = addDays(mine.find((p) => p.part === 'deposit')!.due_date, 1);
    const [a, b] = await Promise.all([sendPaymentReminders(s.app.services, day), sendPaymentReminders(s.app.services, day)]);
    const sent = [...a, ...b].filter((x) => x.order_id === h.id || x.order_id === paid.id);
    expect(sent.filter((x) => x.order_id === paid.id)).toHaveLength(0);
    expect(sent.filter((x) => x.order_id === h.id).map((x) => `${x.part}:${x.stage}`).sort()).toEqual(['balance:before', 'deposit:overdue']);
    const again = await sendPaymentReminders(s.app.services, day);
    expect(again.filter((x) => x.order_id === h.id)).toHaveLength(0);
    const [{ n }] = await q<{ n: number }>(sql`select count(*)::int as n from messages where biz_type = 'payment_reminder' and biz_id = ${h.id}`);
    expect(n).toBe(2);
  });
});

describe('credit', () => {
  /** A peer customer's line set (through its audit) to what it uses now plus `headroom`. */
  async function peerWithLine(headroom: number, nth: number): Promise<number> {
    const [c] = await q<{ id: number }>(sql`select id from customers where kind = 'peer' order by id desc limit 1 offset ${nth}`);
    const limit = (await state(c.id)).used + headroom;
    const doc = ok(await s.api<{ id: number }>('/api/v1/financial/credit/add', { customer_id: c.id, credit_limit: limit, reason: '年度授信' }, sales));
    await decide('creditAdd', doc.id);
    return c.id;
  }
  const state = async (id: number) => ok(await s.api<{ credit_limit: number; temporary: number; used: number; available: number }>('/api/v1/financial/credit/detail', { customer_id: id }, finance));

  it('used rises with a hold and falls with payment; temporary credit lapses after its end date; list summary = rows', async () => {
    const peer = await peerWithLine(900000, 0);
    const before = await state(peer);
    expect(before.available).toBe(900000);
    const g = await makeGroup(db(), { seats: 5 });
    const h = ok(await signUp(g.groupId, { customer_kind: 'peer', customer_id: peer, enrollment: 1 }));
    const held = await state(peer);
    expect(held.used).toBe(before.used + 300000);
    expect(held.available).toBe(before.available - 300000);
    const r = ok(await receipt([{ order_id: h.id, amount: 100000 }], { payer: '同行' }));
    await decide('orderPayment', r.id);
    expect((await state(peer)).used).toBe(held.used - 100000);
    const end = addDays(isoToday(), 3);
    const temp = ok(await s.api<{ id: number }>('/api/v1/financial/credit/temporary/add', { customer_id: peer, amount: 250000, end_date: end, reason: '旺季' }, sales));
    await decide('creditTemporary', temp.id);
    expect((await state(peer)).temporary).toBe(250000);
    expect((await creditStates(db(), [peer], end)).get(peer)!.temporary).toBe(250000);
    expect((await creditStates(db(), [peer], addDays(end, 1))).get(peer)!.temporary).toBe(0);
    const list = ok(await s.api<{ page_data: { data: { used: number; available: number }[]; total_size: number }; summary: { used: number; available: number } }>('/api/v1/financial/credit/list', { pageSize: 300 }, finance));
    expect(list.summary.used).toBe(list.page_data.data.reduce((a, x) => a + x.used, 0));
    expect(list.summary.available).toBe(list.page_data.data.reduce((a, x) => a + x.available, 0));
    const records = ok(await s.api<{ page_data: { data: { kind: string; status: number }[] } }>('/api/v1/financial/credit/record/list', { customer_id: peer }, finance));
    expect(records.page_data.data.map((d) => d.kind).sort()).toEqual(['line', 'temporary']);
  });

  it('a temporary credit started at order approval and rejected leaves the order refused with its seats released, not 已确认', async () => {
    const peer = await peerWithLine(200000, 1);
    const g = await makeGroup(db(), { seats: 5 });
    const h = ok(await signUp(g.groupId, { customer_kind: 'peer', customer_id: peer, enrollment: 1, lines: [{ fee_type: 0, price: 150000, quantity: 1 }] }));
    expect(h.credit_state).toBe(0);
    // Another hold of the customer takes the line, then the first order is approved: its hold waits on credit.
    ok(await signUp(g.groupId, { customer_kind: 'peer', customer_id: peer, enrollment: 1, lines: [{ fee_type: 0, price: 150000, quantity: 1 }], contact_phone: '13900000079' }));
    ok(await s.api('/api/v1/routeOrder/submitAudit', { id: h.id }, sales));
    await decide('lineOrder', h.id, 'pass', undefined, await s.login('manager'));
    const waiting = await order(h.id);
    expect(waiting).toMatchObject({ order_status: 1, credit_state: 1, enrollment_status: 1 });
    await decide('creditTemporary', waiting.credit_audit_id!, 'reject', '额度不足');
    const end = await order(h.id);
    expect(end).toMatchObject({ order_status: 2, enrollment_status: 2, credit_state: 0 });
    const [g2] = await q<{ held: number; confirmed: number }>(sql`select seats_held as held, seats_confirmed as confirmed from tour_groups where id = ${g.groupId}`);
    expect(g2.held + g2.confirmed).toBe(1);
  });
});
