/**
 * Money in: receipts (收款单) and refunds (退款单) of orders, each through its audit (orderPayment, refund).
 * Only approved documents count. An approval moves the order's received cache (orders.received, net of
 * refunds) through registration's confirmHoldByReceipt — which also confirms a hold once its deposit is
 * covered — and rewrites the order's customer and channel trading records (through orderChanged). The order lock taken
 * there serialises every approval on the same order; the audit run lock makes one decision win.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { DOC_APPROVED, DOC_PENDING, DOC_REJECTED, DOC_WITHDRAWN, fenToYuan, isoToday, personsOf, type ReceiptCreate } from '@ta/contract';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DB } from '../../db/client';
import { registerAuditHandler, submitForAudit } from '../../platform/approval';
import { idIn, insertRow, updateRow } from '../../platform/data';
import { badInput, notFound } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { issueNumber } from '../basic/number.service';
import { recordOrderTrades } from '../merchant/trade.service';
import { confirmHoldByReceipt, groupOf, lockOrder } from '../registration/registration.service';
import { orders } from '../registration/registration.tables';
import type { OrderMoney } from '../registration/finance.port';
import { customers } from '../merchant/merchant.tables';
import { payAccounts, receiptItems, receipts, refunds } from './finance.tables';
import { writeLedger } from './ledger.service';
import { bankArrivals } from './bank.tables';
import { FINANCE_RESOURCES } from '@ta/contract';

type Actor = { uid: number; user_name: string; dept_id?: number | null };
type OrderRow = typeof orders.$inferSelect;
export type ReceiptRow = typeof receipts.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
const receiptW = (user: { uid: number; user_name: string } | null) => ({ user, def: FINANCE_RESOURCES.receipt });
const refundW = (user: { uid: number; user_name: string } | null) => ({ user, def: FINANCE_RESOURCES.refund });

/** Each order's money from the documents: approved receipts and refunds, pending ones apart. */
export async function orderMoney(db: DB, ids: readonly number[]): Promise<Map<number, OrderMoney>> {
  const out = new Map<number, OrderMoney>(ids.map((id) => [id, { received: 0, refunded: 0, net_received: 0, pending_receipts: 0, pending_refunds: 0 }]));
  if (!ids.length) return out;
  const rec = await db.select({ order_id: receiptItems.order_id, status: receipts.status, s: sql<string>`sum(${receiptItems.amount})` }).from(receiptItems)
    .innerJoin(receipts, eq(receipts.id, receiptItems.receipt_id))
    .where(and(idIn(receiptItems.order_id, ids), inArray(receipts.status, [DOC_PENDING, DOC_APPROVED]))).groupBy(receiptItems.order_id, receipts.status);
  const ref = await db.select({ order_id: refunds.order_id, status: refunds.status, s: sql<string>`sum(${refunds.amount})` }).from(refunds)
    .where(and(idIn(refunds.order_id, ids), inArray(refunds.status, [DOC_PENDING, DOC_APPROVED]))).groupBy(refunds.order_id, refunds.status);
  for (const r of rec) {
    const m = out.get(r.order_id)!;
    if (r.status === DOC_APPROVED) m.received += Number(r.s); else m.pending_receipts += Number(r.s);
  }
  for (const r of ref) {
    const m = out.get(r.order_id!)!;
    if (r.status === DOC_APPROVED) m.refunded += Number(r.s); else m.pending_refunds += Number(r.s);
  }
  for (const m of out.values()) m.net_received = m.received - m.refunded;
  return out;
}

/**
 * orderMoney as one select expression over the order with id `id` (finance.port.ts OrderMoneyProvider.sqlOf): json
 * [received, pending_receipts, refunded, pending_refunds], each sum through receipt_items_order / refunds_order.
 */
export const orderMoneySql = (id: PgColumn | SQL): SQL => {
  const [approved, pending] = [sql.raw(String(DOC_APPROVED)), sql.raw(String(DOC_PENDING))];
  return sql`array_to_json((select array[coalesce(sum(i.amount) filter (where r.status = ${approved}), 0), coalesce(sum(i.amount) filter (where r.status = ${pending}), 0)]
    from receipt_items i join receipts r on r.id = i.receipt_id where i.order_id = ${id} and r.status in (${pending}, ${approved}))
    || (select array[coalesce(sum(f.amount) filter (where f.status = ${approved}), 0), coalesce(sum(f.amount) filter (where f.status = ${pending}), 0)]
    from refunds f where f.order_id = ${id} and f.status in (${pending}, ${approved})))`;
};

/**
 * What an order can still take: total − received − pending receipts (pending claims of the bank module are
 * subtracted there). One SQL expression over an order row alias; use it in a query with a join (drizzle then
 * qualifies the columns — in a single-table select "id" would be ambiguous inside the subquery).
 */
export const orderOpenSql = (o: { id: PgColumn; total: PgColumn; received: PgColumn } = orders) => sql<number>`(${o.total} - ${o.received}
  - coalesce((select sum(i.amount) from receipt_items i join receipts r on r.id = i.receipt_id where i.order_id = ${o.id} and r.status = ${DOC_PENDING}), 0))`;

async function lockOrders(tx: DB, ids: number[]): Promise<Map<number, OrderRow>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await tx.select().from(orders).where(inArray(orders.id, sorted)).orderBy(orders.id).for('update');
  return new Map(rows.map((r) => [r.id, r]));
}

async function openOf(tx: DB, id: number): Promise<number> {
  const [o] = await tx.select({ total: orders.total, received: orders.received }).from(orders).where(eq(orders.id, id));
  const [p] = await tx.select({ s: sql<string>`coalesce(sum(${receiptItems.amount}), 0)` }).from(receiptItems).innerJoin(receipts, eq(receipts.id, receiptItems.receipt_id))
    .where(and(eq(receiptItems.order_id, id), eq(receipts.status, DOC_PENDING)));
  return Number(o?.total ?? 0) - Number(o?.received ?? 0) - Number(p?.s ?? 0);
}

/** The orders of one receipt: all exist, can take money, belong to one customer, and each amount fits what is still open. */
async function checkItems(tx: DB, items: { order_id: number; amount: number }[], pendingToo: boolean): Promise<{ customer_kind: string; customer_id: number | null; locked: Map<number, OrderRow> }> {
  const locked = await lockOrders(tx, items.map((i) => i.order_id));
  let customer: string | null = null;
  let first: OrderRow | null = null;
  for (const [idx, it] of items.entries()) {
    const o = locked.get(it.order_id);
    const field = `items.${idx}.order_id`;
    if (!o) throw badInput('订单不存在', [{ field, message: '订单不存在' }]);
    if (o.order_status === 2 || o.order_status === 3 || o.enrollment_status === 2) throw badInput(`订单${o.code}已取消、拒绝或退款，不能收款`, [{ field, message: '订单不能收款' }]);
    const key = `${o.customer_kind}:${o.customer_kind === 'private' ? o.contact_phone : o.customer_id}`;
    if (customer !== null && key !== customer) throw badInput(`批量收款只能选择同一客户的订单（${first!.code}与${o.code}不是同一客户）`, [{ field, message: '不是同一客户的订单' }]);
    customer = key; first ??= o;
    const open = pendingToo ? await openOf(tx, o.id) : o.total - o.received;
    if (it.amount > open) {
      const m = `订单${o.code}本次收款${fenToYuan(it.amount)}元超过未收金额${fenToYuan(Math.max(open, 0))}元`;
      throw badInput(m, [{ field: `items.${idx}.amount`, message: m }]);
    }
  }
  return { customer_kind: first!.customer_kind, customer_id: first!.customer_id, locked };
}

async function checkAccount(tx: DB, id: number | null | undefined): Promise<void> {
  if (!id) return;
  const [a] = await tx.select({ enabled: payAccounts.enabled }).from(payAccounts).where(eq(payAccounts.id, id));
  if (!a) throw badInput('收款账户不存在', [{ field: 'pay_account_id', message: '收款账户不存在' }]);
  if (!a.enabled) throw badInput('收款账户已停用', [{ field: 'pay_account_id', message: '收款账户已停用' }]);
}

/** /api/v1/collection/add: a receipt over one or more orders of one customer, submitted to the orderPayment audit. */
export async function createReceipt(s: Services, tx: DB, i: ReceiptCreate, actor: Actor): Promise<ReceiptRow> {
  await checkAccount(tx, i.pay_account_id);
  if (i.pay_date > isoToday()) throw badInput('收款日期不能晚于今天', [{ field: 'pay_date', message: '收款日期不能晚于今天' }]);
  const c = await checkItems(tx, i.items, true);
  const amount = i.items.reduce((a, x) => a + x.amount, 0);
  const row = await insertRow<ReceiptRow>(tx, receipts, {
    code: await issueNumber(tx, 'receipt'), customer_kind: c.customer_kind, customer_id: c.customer_id, pay_type: i.pay_type, pay_account_id: i.pay_account_id,
    pay_date: i.pay_date, payer: i.payer, voucher: i.voucher ?? null, amount, status: DOC_PENDING, remark: i.remark ?? null,
    created_by: actor.uid, dept_id: actor.dept_id ?? null,
  }, receiptW(actor));
  await tx.insert(receiptItems).values(i.items.map((x) => ({ receipt_id: row.id, order_id: x.order_id, amount: x.amount })));
  await submitForAudit(s, tx, { type: 'orderPayment', objectId: row.id, submitter: actor });
  return row;
}

/**
 * Moves an order's received money (± fen) under the order lock. Registration's orderChanged (called by
 * confirmHoldByReceipt) rewrites the order's customer and sales-channel trading records (merchant's
 * recordOrderTrades) with the new received amount, as for every other write of the order.
 */
async function applyToOrder(tx: DB, orderId: number, delta: number): Promise<OrderRow> {
  return confirmHoldByReceipt(tx, orderId, delta);
}

/** Rewrites an order's trading records from its row (the demo seed, which writes receipts directly). */
export async function writeTrades(tx: DB, o: OrderRow): Promise<void> {
  const { group, product } = await groupOf(tx, o.group_id);
  await recordOrderTrades(tx, {
    order_id: o.id, order_no: o.code, customer_id: o.customer_id, sales_channel_id: o.sales_channel_id, trade_date: isoToday(o.created_at),
    product_name: product.name, group_no: group.code, persons: personsOf(o), amount: o.total, received: o.received, status: o.enrollment_status,
    created_by: o.created_by, dept_id: o.dept_id,
  });
}

async function receiptOf(tx: DB, id: number): Promise<ReceiptRow> {
  const [r] = await tx.select().from(receipts).where(eq(receipts.id, id)).for('update');
  if (!r) throw notFound('收款单不存在');
  return r;
}

/** The approval effect of a receipt: each order's received rises (never above its total). */
async function approveReceipt(tx: DB, r: ReceiptRow, user: Actor | null): Promise<ReceiptRow> {
  if (r.status !== DOC_PENDING) throw badInput('收款单不是待审核状态');
  const items = await tx.select().from(receiptItems).where(eq(receiptItems.receipt_id, r.id)).orderBy(receiptItems.order_id);
  await checkItems(tx, items, false);
  const groups = new Set<number>();
  for (const it of items) groups.add((await applyToOrder(tx, it.order_id, it.amount)).group_id);
  await writeLedger(tx, {
    direction: 'in', docType: 'receipt', docId: r.id, docNo: r.code, amountFen: r.amount, payAccountId: r.pay_account_id, occurredOn: r.pay_date,
    counterparty: r.payer, groupId: groups.size === 1 ? [...groups][0] : null, orderId: items.length === 1 ? items[0].order_id : null,
    departmentId: r.dept_id, userId: r.created_by ?? user?.uid ?? 0,
  });
  return updateRow<ReceiptRow>(tx, receipts, r.id, r.version, { status: DOC_APPROVED, decided_at: new Date() }, receiptW(user));
}

export interface ApprovedReceiptInput {
  items: { order_id: number; amount: number }[]; pay_type: number; pay_account_id: number | null; pay_date: string; payer: string;
  remark?: string | null; bank_arrival_id?: number | null; created_by?: number | null; dept_id?: number | null;
}

/**
 * An already approved receipt (the bank module's approved claim): written as approved and applied to its
 * orders inside the caller's transaction, without an audit of its own.
 */
export async function createApprovedReceipt(tx: DB, _s: Services, i: ApprovedReceiptInput, user: { uid: number; user_name: string }): Promise<ReceiptRow> {
  const c = await checkItems(tx, i.items, false);
  const row = await insertRow<ReceiptRow>(tx, receipts, {
    code: await issueNumber(tx, 'receipt'), customer_kind: c.customer_kind, customer_id: c.customer_id, pay_type: i.pay_type, pay_account_id: i.pay_account_id,
    pay_date: i.pay_date, payer: i.payer, amount: i.items.reduce((a, x) => a + x.amount, 0), status: DOC_PENDING, bank_arrival_id: i.bank_arrival_id ?? null,
    remark: i.remark ?? null, created_by: i.created_by ?? user.uid, dept_id: i.dept_id ?? null,
  }, receiptW(user));
  await tx.insert(receiptItems).values(i.items.map((x) => ({ receipt_id: row.id, order_id: x.order_id, amount: x.amount })));
  return approveReceipt(tx, row, user);
}

/** /api/v1/finance/refund/add: a refund of an order's received money, submitted to the refund audit. */
export async function createRefund(s: Services, tx: DB, i: { order_id: number; amount: number; reason: string; pay_type: number; pay_account_id?: number | null; payee?: string | null; remark?: string | null }, actor: Actor): Promise<RefundRow> {
  await checkAccount(tx, i.pay_account_id);
  const o = await lockOrder(tx, i.order_id);
  const [p] = await tx.select({ s: sql<string>`coalesce(sum(${refunds.amount}), 0)` }).from(refunds).where(and(eq(refunds.order_id, o.id), eq(refunds.status, DOC_PENDING)));
  const refundable = o.received - Number(p?.s ?? 0);
  if (i.amount > refundable) {
    const m = `退款金额${fenToYuan(i.amount)}元超过订单${o.code}可退金额${fenToYuan(Math.max(refundable, 0))}元（已收${fenToYuan(o.received)}元${Number(p?.s ?? 0) ? `，退款审核中${fenToYuan(Number(p.s))}元` : ''}）`;
    throw badInput(m, [{ field: 'amount', message: m }]);
  }
  const row = await insertRow<RefundRow>(tx, refunds, {
    code: await issueNumber(tx, 'refund'), order_id: o.id, customer_id: o.customer_id, amount: i.amount, reason: i.reason, pay_type: i.pay_type,
    pay_account_id: i.pay_account_id ?? null, payee: i.payee ?? null, status: DOC_PENDING, remark: i.remark ?? null, created_by: actor.uid, dept_id: actor.dept_id ?? null,
  }, refundW(actor));
  await submitForAudit(s, tx, { type: 'refund', objectId: row.id, submitter: actor });
  return row;
}

async function refundOf(tx: DB, id: number): Promise<RefundRow> {
  const [r] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
  if (!r) throw notFound('退款单不存在');
  return r;
}

/** Hooks of refunds of a bank arrival's rest (bank module); order refunds need none. */
export interface ArrivalRefundHooks {
  describe(tx: DB, arrivalId: number): Promise<{ label: string; value: string }[]>;
  settle(tx: DB, arrivalId: number, amount: number): Promise<void>;
  release(tx: DB, arrivalId: number, amount: number): Promise<void>;
}
let arrivalHooks: ArrivalRefundHooks | null = null;
export function registerArrivalRefundHooks(h: ArrivalRefundHooks): void { arrivalHooks = h; }

async function endDoc(tx: DB, table: typeof receipts | typeof refunds, r: ReceiptRow | RefundRow, status: number, user: Actor | null, remark?: string): Promise<void> {
  const w = table === receipts ? receiptW(user) : refundW(user);
  await updateRow(tx, table, r.id, r.version, { status, decided_at: new Date(), ...(remark ? { remark: `${r.remark ? `${r.remark}；` : ''}${remark}`.slice(0, 500) } : {}) }, w);
}

/** Whom a refund pays back when it names no payee: the order's customer (or contact), else the arrival's payer. */
async function counterpartyOf(tx: DB, r: RefundRow): Promise<string> {
  if (r.customer_id) {
    const [c] = await tx.select({ name: customers.name }).from(customers).where(eq(customers.id, r.customer_id));
    if (c) return c.name;
  }
  if (r.order_id) {
    const [o] = await tx.select({ name: orders.contact_name }).from(orders).where(eq(orders.id, r.order_id));
    if (o) return o.name;
  }
  if (r.bank_arrival_id) {
    const [a] = await tx.select({ name: bankArrivals.payer_name }).from(bankArrivals).where(eq(bankArrivals.id, r.bank_arrival_id));
    if (a) return a.name;
  }
  return '';
}

export function registerMoneyAudits(): void {
  registerAuditHandler('orderPayment', {
    async describe(tx, id) {
      const r = await receiptOf(tx, id);
      const items = await tx.select({ code: orders.code, amount: receiptItems.amount }).from(receiptItems).innerJoin(orders, eq(orders.id, receiptItems.order_id)).where(eq(receiptItems.receipt_id, id));
      const [acc] = r.pay_account_id ? await tx.select().from(payAccounts).where(eq(payAccounts.id, r.pay_account_id)) : [];
      return {
        title: `${r.code} ${r.payer} ${fenToYuan(r.amount)}元`, amount: r.amount, link: `/financial/income/orderPayment?id=${id}`,
        fields: [
          { label: '收款单号', value: r.code }, { label: '付款人', value: r.payer }, { label: '收款日期', value: r.pay_date },
          { label: '收款账户', value: acc ? `${acc.name} ${acc.number}` : '' }, { label: '收款金额', value: `${fenToYuan(r.amount)}元` },
          { label: '收款订单', value: items.map((x) => `${x.code}：${fenToYuan(x.amount)}元`).join('；') },
        ],
      };
    },
    async onApproved(tx, id, c) { await approveReceipt(tx, await receiptOf(tx, id), c.user); },
    async onRejected(tx, id, c, comment) { await endDoc(tx, receipts, await receiptOf(tx, id), DOC_REJECTED, c.user, `驳回：${comment}`); },
    async onWithdrawn(tx, id, c) { await endDoc(tx, receipts, await receiptOf(tx, id), DOC_WITHDRAWN, c.user); },
  });
  registerAuditHandler('refund', {
    async describe(tx, id) {
      const r = await refundOf(tx, id);
      const [o] = r.order_id ? await tx.select().from(orders).where(eq(orders.id, r.order_id)) : [];
      const extra = r.bank_arrival_id && arrivalHooks ? await arrivalHooks.describe(tx, r.bank_arrival_id) : [];
      return {
        title: `${r.code} 退款 ${fenToYuan(r.amount)}元`, amount: r.amount, link: `/financial/income/refund?id=${id}`,
        fields: [
          { label: '退款单号', value: r.code }, ...(o ? [{ label: '订单号', value: o.code }, { label: '订单已收', value: `${fenToYuan(o.received)}元` }] : []), ...extra,
          { label: '退款金额', value: `${fenToYuan(r.amount)}元` }, { label: '退款原因', value: r.reason },
        ],
      };
    },
    async onApproved(tx, id, c) {
      const r = await refundOf(tx, id);
      if (r.status !== DOC_PENDING) throw badInput('退款单不是待审核状态');
      if (r.order_id) {
        const o = await lockOrder(tx, r.order_id);
        if (r.amount > o.received) throw badInput(`退款金额${fenToYuan(r.amount)}元超过订单${o.code}已收金额${fenToYuan(o.received)}元，不能通过`);
        await applyToOrder(tx, o.id, -r.amount);
      } else if (r.bank_arrival_id && arrivalHooks) {
        await arrivalHooks.settle(tx, r.bank_arrival_id, r.amount);
      }
      await writeLedger(tx, {
        direction: 'out', docType: 'refund', docId: r.id, docNo: r.code, amountFen: r.amount, payAccountId: r.pay_account_id, occurredOn: isoToday(),
        counterparty: r.payee ?? await counterpartyOf(tx, r), groupId: r.order_id ? (await lockOrder(tx, r.order_id)).group_id : null, orderId: r.order_id,
        departmentId: r.dept_id, userId: r.created_by ?? c.user?.uid ?? 0,
      });
      await endDoc(tx, refunds, r, DOC_APPROVED, c.user);
    },
    async onRejected(tx, id, c, comment) {
      const r = await refundOf(tx, id);
      if (r.bank_arrival_id && !r.order_id && arrivalHooks) await arrivalHooks.release(tx, r.bank_arrival_id, r.amount);
      await endDoc(tx, refunds, r, DOC_REJECTED, c.user, `驳回：${comment}`);
    },
    async onWithdrawn(tx, id, c) {
      const r = await refundOf(tx, id);
      if (r.bank_arrival_id && !r.order_id && arrivalHooks) await arrivalHooks.release(tx, r.bank_arrival_id, r.amount);
      await endDoc(tx, refunds, r, DOC_WITHDRAWN, c.user);
    },
  });
}

export const receiptItemsOf = (db: DB, ids: number[]) => (ids.length
  ? db.select({ receipt_id: receiptItems.receipt_id, order_id: receiptItems.order_id, amount: receiptItems.amount, order_code: orders.code })
    .from(receiptItems).innerJoin(orders, eq(orders.id, receiptItems.order_id)).where(inArray(receiptItems.receipt_id, ids)).orderBy(receiptItems.id)
  : Promise.resolve([]));
