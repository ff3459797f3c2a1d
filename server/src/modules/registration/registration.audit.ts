/**
 * This module's audits in the approval engine:
 * - lineOrder (线路订单审核): approval sets order status 1 已确认 and confirms a hold's seats; rejection sets
 *   2 已拒绝 and releases the order's seats (offered to the waiting list).
 * (creditTemporary is the finance module's: it calls orderCreditGranted / orderCreditRefused.)
 * - orderAdjustment (订单调整审核): see adjustment.service.ts.
 */
import { eq, sql } from 'drizzle-orm';
import { CustomerKind, EnrollmentStatus, enumLabel, fenToYuan } from '@ta/contract';
import type { DB } from '../../db/client';
import { registerAuditHandler, type AuditHookCtx } from '../../platform/approval';
import { notFound } from '../../platform/errors';
import { applyAdjustment, rejectAdjustment, resetAdjustment } from './adjustment.service';
import {
  CANCELLED, CREDIT_WAITING, HELD, ORDER_CONFIRMED, ORDER_REFUSED, ORDER_UNCONFIRMED, cancelEnrollment, checkCredit, confirmHold,
  creditHold, creditShortfallText, groupOf, lockOrder, orderChanged, orderWrite,
} from './registration.service';
import { orderAdjustments, orders } from './registration.tables';

const who = (c: AuditHookCtx) => ({ uid: c.user.uid, user_name: c.user.user_name });

async function setOrderAudit(tx: DB, id: number, audit: number, status: number, c: AuditHookCtx): Promise<typeof orders.$inferSelect> {
  const o = await lockOrder(tx, id);
  const [row] = await tx.update(orders).set({ audit_status: audit, order_status: status, updated_at: new Date(), version: sql`${orders.version} + 1` })
    .where(eq(orders.id, id)).returning();
  await orderChanged(tx, 'update', o, row, orderWrite(who(c)));
  return row;
}

/** The customer's name: the customer record's, else (a walk-in 散客 without one) the order's contact. */
async function customerName(tx: DB, o: { customer_id: number | null; contact_name: string }): Promise<string> {
  if (!o.customer_id) return o.contact_name;
  const r = await tx.execute(sql`select name from customers where id = ${o.customer_id}`);
  return String((r as unknown as { rows: { name: string }[] }).rows[0]?.name ?? o.contact_name);
}

export function registerRegistrationAudits(): void {
  registerAuditHandler('lineOrder', {
    async describe(tx, id) {
      const o = await lockOrder(tx, id);
      const { group, product } = await groupOf(tx, o.group_id);
      return {
        title: `${o.code} ${product.name}`, amount: o.total, link: `/order/list/lineOrderDetail?id=${id}`,
        fields: [
          { label: '团号', value: group.code }, { label: '出团日期', value: group.departure_date },
          { label: '客户', value: `${await customerName(tx, o)}（${CustomerKind[o.customer_kind as keyof typeof CustomerKind] ?? ''}）` },
          { label: '人数', value: `${o.adult_count + o.child_count + o.senior_count + o.infant_count}` },
          { label: '报名状态', value: enumLabel(EnrollmentStatus, o.enrollment_status) }, { label: '订单总额', value: `${fenToYuan(o.total)}元` },
        ],
      };
    },
    onSubmitted: async (tx, id, c) => { await setOrderAudit(tx, id, 0, ORDER_UNCONFIRMED, c); },
    async onApproved(tx, id, c) {
      const o = await setOrderAudit(tx, id, 1, ORDER_CONFIRMED, c);
      if (o.enrollment_status !== HELD || o.credit_state === CREDIT_WAITING) return;
      // Within the line when booked, the hold may be above it now (other orders of the customer): the approval
      // stands and the hold waits on a temporary credit application for the shortfall, confirmed when granted
      // (docs/decisions.md).
      const onCredit = await creditHold(c.services, tx, o, { uid: c.user.uid, user_name: c.user.user_name, dept_id: o.dept_id }, true);
      if (onCredit.credit_state === CREDIT_WAITING) {
        const [row] = await tx.update(orders).set({ ...onCredit, updated_at: new Date(), version: sql`${orders.version} + 1` }).where(eq(orders.id, o.id)).returning();
        const check = await checkCredit(tx, row);
        await orderChanged(tx, 'update', o, row, orderWrite(who(c)), [{ field: 'credit', label: '授信', old: null, new: `${creditShortfallText(check)}；已提交临时授信申请，审批通过后自动确认占位` }]);
        return;
      }
      await confirmHold(tx, o, who(c));
    },
    async onRejected(tx, id, c, comment) {
      const o = await setOrderAudit(tx, id, 2, ORDER_REFUSED, c);
      if (o.enrollment_status !== CANCELLED) await cancelEnrollment(c.services, tx, o, who(c), `订单审核驳回：${comment}`);
    },
  });

  registerAuditHandler('orderAdjustment', {
    async describe(tx, id) {
      const [a] = await tx.select().from(orderAdjustments).where(eq(orderAdjustments.id, id));
      if (!a) throw notFound('调整单不存在');
      const [o] = await tx.select().from(orders).where(eq(orders.id, a.order_id));
      return {
        title: `${a.code} ${a.kind === 'price' ? '调价' : '退团'}（订单${o?.code ?? ''}）`, amount: Math.abs(a.amount),
        link: `/order/list/adjustBillOrder?id=${id}`,
        fields: [
          { label: '订单号', value: o?.code ?? '' }, { label: '调整类型', value: a.kind === 'price' ? '调价' : '退团' },
          { label: '调整前总额', value: `${fenToYuan(a.old_total)}元` }, { label: '调整后总额', value: `${fenToYuan(a.new_total)}元` },
          { label: '调整原因', value: a.reason },
        ],
      };
    },
    onSubmitted: async (tx, id, c) => { await resetAdjustment(tx, id, who(c)); },
    onApproved: async (tx, id, c) => { await applyAdjustment(c.services, tx, id, who(c)); },
    onRejected: async (tx, id, c) => { await rejectAdjustment(tx, id, who(c)); },
  });
}
