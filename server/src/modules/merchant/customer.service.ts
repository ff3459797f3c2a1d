/**
 * Customer rules other modules call: the audit status the approval engine sets (unit and peer customers),
 * the customer an order names, and the trading records the order module writes (one row per order).
 */
import { eq, sql } from 'drizzle-orm';
import { AuditStatus, RESOURCES, type CustomerKindCode } from '@ta/contract';
import type { DB } from '../../db/client';
import { findById, type AnyRow } from '../../platform/data';
import { badInput } from '../../platform/errors';
import { recordChange } from '../../platform/history';
import type { SessionUser } from '../../platform/session';
import { customers, customerTrades } from './merchant.tables';

const defOf = (kind: string) => (kind === 'private' ? RESOURCES.privateCustomer : kind === 'unit' ? RESOURCES.unitCustomer : RESOURCES.peerCustomer);

/** Sets the audit status (0 未审核, 1 已通过, 2 已驳回) of a customer; recorded in the change history. */
export async function setCustomerAuditStatus(tx: DB, id: number, status: number, user: Pick<SessionUser, 'uid' | 'user_name'> | null = null): Promise<AnyRow> {
  if (!(String(status) in AuditStatus)) throw badInput('审核状态不正确', [{ field: 'audit_status', message: '审核状态不正确' }]);
  const before = await findById<AnyRow>(tx, customers, id);
  const [row] = await tx.update(customers).set({ audit_status: status, updated_at: new Date(), version: sql`${customers.version} + 1` })
    .where(eq(customers.id, id)).returning();
  await recordChange(tx, customers, 'update', before, row as AnyRow, { user, def: defOf(String(before.kind)) });
  return row as AnyRow;
}

export interface CustomerRef { id: number; kind: CustomerKindCode; subject: string; name: string; phone: string; audit_status: number; credit_type_id: number | null }

/** The customer a document names; 400 naming `field` when it does not exist (or is not of the kinds allowed). */
export async function customerRef(tx: DB, id: number, field = 'customer_id', kinds?: CustomerKindCode[]): Promise<CustomerRef> {
  const [c] = await tx.select({
    id: customers.id, kind: customers.kind, subject: customers.subject, name: customers.name, phone: customers.phone,
    audit_status: customers.audit_status, credit_type_id: customers.credit_type_id,
  }).from(customers).where(eq(customers.id, id)).limit(1);
  if (!c || (kinds && !kinds.includes(c.kind as CustomerKindCode))) throw badInput('客户不存在', [{ field, message: '客户不存在' }]);
  return c as CustomerRef;
}

export interface CustomerTrade {
  customer_id: number; order_id?: number | null; order_no: string; trade_date: string; product_name?: string | null; group_no?: string | null;
  persons?: number; amount: number; received?: number; status?: number | null; remark?: string | null; created_by?: number | null; dept_id?: number | null;
}

/**
 * Writes (or, for the same order_id, replaces) a customer's trading record — the order module calls this when
 * an order is saved and when money is received; amounts in fen.
 */
export async function recordCustomerTrade(tx: DB, t: CustomerTrade): Promise<AnyRow> {
  await customerRef(tx, t.customer_id);
  const values = {
    customer_id: t.customer_id, order_id: t.order_id ?? null, order_no: t.order_no, trade_date: t.trade_date, product_name: t.product_name ?? null,
    group_no: t.group_no ?? null, persons: t.persons ?? 0, amount: t.amount, received: t.received ?? 0, status: t.status ?? null, remark: t.remark ?? null,
    created_by: t.created_by ?? null, dept_id: t.dept_id ?? null,
  };
  if (t.order_id) {
    const [row] = await tx.insert(customerTrades).values(values).onConflictDoUpdate({
      target: customerTrades.order_id,
      set: { ...values, updated_at: new Date(), version: sql`${customerTrades.version} + 1` },
    }).returning();
    return row as AnyRow;
  }
  const [row] = await tx.insert(customerTrades).values(values).returning();
  return row as AnyRow;
}

/** Removes the trading record of an order that no longer exists (a deleted unconfirmed order). */
export async function removeCustomerTrade(tx: DB, orderId: number): Promise<void> {
  await tx.delete(customerTrades).where(eq(customerTrades.order_id, orderId));
}
