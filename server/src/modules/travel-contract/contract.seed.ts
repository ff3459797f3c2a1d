/**
 * Demo travel contracts (issue 17, the manager's 订单申请 / 合同 pages): on the first confirmed, approved orders
 * of 销售部's salesperson (`sales`), one contract applied, approved by the flow's approvers and signed (合同 page),
 * and one applied and left waiting in the order-contract audit (订单申请 page, the approvers' audit centre).
 * Everything goes through the module's own functions (numbers, snapshot, approval engine).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { addDays, isoToday } from '@ta/contract';
import type { DB } from '../../db/client';
import { passAllLevels, seedCtx } from '../../platform/demo-seed';
import { contractTemplates } from '../basic/basic.tables';
import { orders } from '../registration/registration.tables';
import { applyContract, registerContractAudits, signContract } from './contract.service';
import { travelContracts } from './travel-contract.tables';

export async function seedContractDemo(db: DB): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as DB;
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(travelContracts);
    if (Number(n) > 0) return;
    const ctx = await seedCtx(tx, 'sales');
    const [tpl] = await tx.select({ id: contractTemplates.id }).from(contractTemplates).where(eq(contractTemplates.enabled, true)).orderBy(asc(contractTemplates.id)).limit(1);
    if (!ctx || !tpl) return;
    // Confirmed orders of the salesperson, approved ones first (a contract is signed once the order is settled).
    const picked = await tx.select({ id: orders.id, group_id: orders.group_id }).from(orders)
      .where(and(eq(orders.created_by, ctx.user.uid), eq(orders.enrollment_status, 0), eq(orders.order_type, 0)))
      .orderBy(sql`${orders.order_status} desc`, asc(orders.id)).limit(2);
    if (!picked.length) return;
    registerContractAudits();
    const s = ctx.services;
    const signed = await applyContract(s, tx, ctx, { order_id: picked[0].id, template_id: tpl.id, remark: '客户已确认行程，签署纸质合同一式两份' });
    await passAllLevels(s, tx, 'orderContract', signed.id);
    const [approved] = await tx.select().from(travelContracts).where(eq(travelContracts.id, signed.id));
    const today = isoToday();
    await signContract(tx, ctx, approved.id, approved.version, addDays(today, -1));
    if (picked[1]) await applyContract(s, tx, ctx, { order_id: picked[1].id, template_id: tpl.id, remark: '客户要求电子合同，审核后发送' });
  });
}
