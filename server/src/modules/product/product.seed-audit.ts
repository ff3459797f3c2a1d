/**
 * A demo product waiting in the product audit (issue 17, the audit centre): the operator who wrote the demo's
 * unapproved line (itinerary filled in) submits it, as 提交审核 does; the flow's approvers — the manager on the demo
 * agency — find it in 审核中心 › 线路产品审核.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DB } from '../../db/client';
import { submitForAudit } from '../../platform/approval';
import { auditInstances } from '../../platform/approval/approval.tables';
import { seedServices } from '../../platform/demo-seed';
import { rows } from '../../platform/session';
import { registerProductAudit } from './product.audit';
import { AUDIT_APPROVED, LINE_PRODUCT_AUDIT } from './product.service';
import { products } from './product.tables';

export async function seedProductAuditDemo(db: DB): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as DB;
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(auditInstances).where(eq(auditInstances.type, LINE_PRODUCT_AUDIT));
    if (Number(n) > 0) return;
    // An unapproved product with its itinerary written (the audit refuses a product without one).
    const [p] = await tx.select({ id: products.id, created_by: products.created_by, dept_id: products.dept_id }).from(products)
      .where(and(sql`${products.audit_status} <> ${AUDIT_APPROVED}`, sql`exists (select 1 from plan_days d join product_plans x on x.id = d.plan_id where x.product_id = ${products.id})`))
      .orderBy(asc(products.id)).limit(1);
    if (!p?.created_by) return;
    const [u] = rows<{ user_name: string }>(await tx.execute(sql`select user_name from users where id = ${p.created_by}`));
    if (!u) return;
    registerProductAudit();
    await submitForAudit(seedServices(tx), tx, { type: LINE_PRODUCT_AUDIT, objectId: p.id, submitter: { uid: Number(p.created_by), user_name: u.user_name, dept_id: p.dept_id } });
  });
}
