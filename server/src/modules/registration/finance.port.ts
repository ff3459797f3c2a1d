/**
 * What registration needs from the finance module, which depends on registration (not the other way round):
 * finance registers the providers in its start step. Registration never reads finance tables.
 * - credit: the one definition of a peer customer's credit (used, available) and the temporary credit
 *   documents an order above its line waits on.
 * - orderMoney: each order's money from the money documents (received, refunded, pending receipts) for the
 *   order list and detail.
 * Without a provider (finance not mounted) no customer has a credit line and orders show only their totals.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DB } from '../../db/client';
import type { Services } from '../../platform/services';

export interface CreditCheck { needed: boolean; exposure: number; available: number; shortfall: number }
type Actor = { uid: number; user_name: string; dept_id?: number | null };
export interface OrderCreditRef { id: number; code: string; customer_kind: string; customer_id: number | null; group_id: number; total: number; received: number; dept_id: number | null; credit_state: number; credit_audit_id: number | null }
export interface PendingCredit { id: number; amount: number }

export interface CreditPort {
  /** The order against its customer's credit (this order's unpaid amount included). */
  check(tx: DB, o: OrderCreditRef): Promise<CreditCheck>;
  /** Creates and submits the temporary credit document of an order above its line; answers its id. */
  applyForOrder(s: Services, tx: DB, o: OrderCreditRef, c: CreditCheck, actor: Actor): Promise<number>;
  /** The order's temporary credit document still under audit, or null. */
  pendingForOrder(tx: DB, o: Pick<OrderCreditRef, 'credit_audit_id'>): Promise<PendingCredit | null>;
  /** Withdraws it (the order changed, waits, was cancelled or deleted); Chinese refusal once an approver decided. */
  withdrawForOrder(s: Services, tx: DB, o: Pick<OrderCreditRef, 'credit_audit_id' | 'code'>, why: string): Promise<boolean>;
  /** The document for the order detail. */
  document(db: DB, id: number): Promise<Record<string, unknown> | null>;
}

export interface OrderMoney { received: number; refunded: number; net_received: number; pending_receipts: number; pending_refunds: number }
export interface OrderMoneyProvider {
  /** Each order's money, read by the orders' ids. */
  of(db: DB, orderIds: readonly number[]): Promise<Map<number, OrderMoney>>;
  /**
   * The same money as one SQL expression over the order whose id is `id` (a column of the caller's query, qualified:
   * use it in a select with a join, as orderOpenSql): a json array [received, pending_receipts, refunded,
   * pending_refunds] (fen), so that a list reads it in its rows statement instead of a look-up of its own (issue 16).
   * Served by the same indexes as `of`.
   */
  sqlOf(id: PgColumn | SQL): SQL;
}

let credit: CreditPort | null = null;
let money: OrderMoneyProvider | null = null;

export function registerCreditPort(p: CreditPort): () => void { credit = p; return () => { if (credit === p) credit = null; }; }
export function registerOrderMoneyProvider(p: OrderMoneyProvider): () => void { money = p; return () => { if (money === p) money = null; }; }

export const creditPort = (): CreditPort | null => credit;

/** Each order's money from the documents; without a provider only the order's received cache counts. */
export async function orderMoneyOf(db: DB, orders: readonly { id: number; received: number }[]): Promise<Map<number, OrderMoney>> {
  if (money && orders.length) return money.of(db, orders.map((o) => o.id));
  return new Map(orders.map((o) => [o.id, { received: o.received, refunded: 0, net_received: o.received, pending_receipts: 0, pending_refunds: 0 }]));
}

/**
 * The money of the order with id `id` as a select expression (OrderMoneyProvider.sqlOf), read back by
 * `orderMoneyFrom`; without a provider null (the order's received cache then counts, as in orderMoneyOf).
 */
export const orderMoneySql = (id: PgColumn | SQL): SQL<unknown> => (money ? money.sqlOf(id) : sql`null`);

/** The value of an `orderMoneySql` expression as OrderMoney (undefined for null: no provider). */
export function orderMoneyFrom(v: unknown): OrderMoney | undefined {
  const a = typeof v === 'string' ? JSON.parse(v) as unknown : v;
  if (!Array.isArray(a)) return undefined;
  const [received, pending_receipts, refunded, pending_refunds] = a.map(Number);
  return { received, refunded, net_received: received - refunded, pending_receipts, pending_refunds };
}
