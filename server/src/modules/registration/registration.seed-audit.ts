/**
 * A demo order waiting in the order audit (issue 17, the audit centre): the salesperson (`sales`) submits her first
 * booked, not yet approved order, as 提交订单审核 does (same checks, the approval engine); the flow's approvers —
 * the manager on the demo agency — find it in 审核中心 › 线路订单审核.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DB } from '../../db/client';
import { submitForAudit } from '../../platform/approval';
import { auditInstances } from '../../platform/approval/approval.tables';
import { seedActor, seedServices } from '../../platform/demo-seed';
import { registerRegistrationAudits } from './registration.audit';
import { CONFIRMED, CREDIT_WAITING, HELD, ORDER_UNCONFIRMED } from './registration.service';
import { orders } from './registration.tables';

export async function seedOrderAuditDemo(db: DB): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as DB;
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(auditInstances).where(eq(auditInstances.type, 'lineOrder'));
    if (Number(n) > 0) return;
    const sales = await seedActor(tx, 'sales');
    if (!sales) return;
    const [o] = await tx.select({ id: orders.id }).from(orders)
      .where(and(eq(orders.created_by, sales.uid), eq(orders.order_status, ORDER_UNCONFIRMED), inArray(orders.enrollment_status, [CONFIRMED, HELD]), ne(orders.credit_state, CREDIT_WAITING)))
      .orderBy(asc(orders.id)).limit(1);
    if (!o) return;
    registerRegistrationAudits();
    await submitForAudit(seedServices(tx), tx, { type: 'lineOrder', objectId: o.id, submitter: sales });
  });
}
