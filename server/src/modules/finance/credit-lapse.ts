/**
 * "临时授信已到期" (issue 17): an approved temporary credit whose end date has passed lapses by itself (credit.service
 * counts it no more); its owner (who asked for it) is told once, with a link to the customer's credit. The
 * message itself marks the document as told (biz_type 'creditLapsed', biz_id = the document), so a re-run, a
 * restart or a second node sends nothing twice (the document row is locked while its message is written).
 */
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { fenToYuan, isoToday } from '@ta/contract';
import { inTx } from '../../platform/data';
import { messages } from '../../platform/platform.tables';
import type { Services } from '../../platform/services';
import { customers } from '../merchant/merchant.tables';
import { orders } from '../registration/registration.tables';
import { creditApplications } from './finance.tables';

const APPROVED = 1;
export const LAPSE_BIZ_TYPE = 'creditLapsed';

/** Tells the owner of each lapsed temporary credit not told yet; answers the ids of the documents told now. */
export async function notifyLapsedCredit(s: Services, today: string = isoToday()): Promise<number[]> {
  const due = await s.db.select({ id: creditApplications.id }).from(creditApplications)
    .where(and(eq(creditApplications.kind, 'temporary'), eq(creditApplications.status, APPROVED), lt(creditApplications.end_date, today), isNotNull(creditApplications.created_by),
      sql`not exists (select 1 from ${messages} m where m.biz_type = ${LAPSE_BIZ_TYPE} and m.biz_id = ${creditApplications.id})`))
    .limit(500);
  const told: number[] = [];
  for (const { id } of due) {
    const sent = await inTx(s.db, async (tx) => {
      const [d] = await tx.select().from(creditApplications).where(eq(creditApplications.id, id)).for('update', { skipLocked: true });
      if (!d || d.status !== APPROVED || !d.end_date || d.end_date >= today || !d.created_by) return false;
      const [already] = await tx.select({ id: messages.id }).from(messages).where(and(eq(messages.biz_type, LAPSE_BIZ_TYPE), eq(messages.biz_id, d.id))).limit(1);
      if (already) return false;
      const [c] = await tx.select({ name: customers.name }).from(customers).where(eq(customers.id, d.customer_id));
      const [o] = d.order_id ? await tx.select({ code: orders.code }).from(orders).where(eq(orders.id, d.order_id)) : [];
      const who = c?.name ?? `客户${d.customer_id}`;
      await s.messages.notify(tx, [d.created_by], {
        kind: 'result', title: `${who}的临时授信已到期`,
        content: `${who}的临时授信${fenToYuan(d.amount)}元已于${d.end_date}到期，额度已自动失效${o ? `（订单${o.code}）` : ''}。`,
        link: `/financial/config/credit/detail?customer_id=${d.customer_id}`, biz_type: LAPSE_BIZ_TYPE, biz_id: d.id,
      });
      return true;
    });
    if (sent) told.push(id);
  }
  return told;
}
