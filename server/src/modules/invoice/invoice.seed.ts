/** Demo invoice settings (then the demo applications): application types, contents (travel services at 6 %), invoice types and the rules with their warnings. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { INVOICE_AUDIT_TYPE, isoToday } from '@ta/contract';
import type { DB } from '../../db/client';
import { passAllLevels, seedActor, seedServices } from '../../platform/demo-seed';
import { rows } from '../../platform/session';
import { ticketers } from '../finance/finance.tables';
import { appOf, createApplication, issue, registerInvoiceAudits } from './invoice.service';
import { invoiceApplications, invoiceApplyTypes, invoiceContents, invoiceRules, invoiceTypes } from './invoice.tables';

export async function seedInvoiceDemo(db: DB): Promise<void> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(invoiceTypes);
  if (Number(n) > 0) return;
  await db.transaction(async (t) => {
    const tx = t as unknown as DB;
    await tx.insert(invoiceApplyTypes).values([
      { name: '旅游服务费', sort: 1 }, { name: '代订服务费', sort: 2 }, { name: '会务费', sort: 3 },
    ]);
    await tx.insert(invoiceContents).values([
      { name: '*旅游服务*旅游服务费', unit: '人次', tax_rate: 6, sort: 1 },
      { name: '*旅游服务*代订住宿费', unit: '间夜', tax_rate: 6, sort: 2 },
      { name: '*会展服务*会议费', unit: '次', tax_rate: 6, sort: 3 },
    ]);
    await tx.insert(invoiceTypes).values([
      { name: '数电发票（普通发票）', kind: 0, sort: 1 }, { name: '数电发票（增值税专用发票）', kind: 1, sort: 2 },
      { name: '增值税电子普通发票', kind: 0, sort: 3 },
    ]);
    await tx.insert(invoiceRules).values([
      { rule: 'over_received', level: 0, message: '开票金额超过已收金额' },
      { rule: 'unpaid', level: 0, message: '订单尚未结清', enabled: false },
      { rule: 'advance_unbound', level: 0, message: '客户有未绑定收款的预开票' },
    ]);
  });
}

/**
 * Demo invoice applications (issue 17, the manager's 发票报表 and the invoice lists): on the paid orders of 销售部's
 * salesperson, one order invoice applied, approved by the flow's approvers and issued
 * by the finance ticketer with its invoice number, and one applied and left waiting in the order-invoice audit.
 * Through the module's own functions (numbers, amount checks, approval engine); amounts in fen (what the order received).
 */
export async function seedInvoiceApplicationsDemo(db: DB): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as DB;
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(invoiceApplications);
    if (Number(n) > 0) return;
    const sales = await seedActor(tx, 'sales');
    const finance = await seedActor(tx, 'finance');
    const [at] = await tx.select({ id: invoiceApplyTypes.id }).from(invoiceApplyTypes).where(eq(invoiceApplyTypes.enabled, true)).orderBy(asc(invoiceApplyTypes.id)).limit(1);
    const [it] = await tx.select({ id: invoiceTypes.id }).from(invoiceTypes).where(and(eq(invoiceTypes.enabled, true), eq(invoiceTypes.kind, 0))).orderBy(asc(invoiceTypes.id)).limit(1);
    const [ct] = await tx.select().from(invoiceContents).where(eq(invoiceContents.enabled, true)).orderBy(asc(invoiceContents.id)).limit(1);
    const [tk] = await tx.select({ user_id: ticketers.user_id }).from(ticketers).where(eq(ticketers.enabled, true)).orderBy(asc(ticketers.id)).limit(1);
    if (!sales || !finance || !at || !it || !ct || !tk) return;
    // The salesperson's booked orders with money received, fully paid first (unit and peer customers before
    // private ones: they ask for invoices); an application is for what was received (no over-received warning).
    const picked = rows<{ id: number; received: number; seats: number; buyer: string | null; contact_name: string }>(await tx.execute(sql`
      select o.id, least(o.received, o.total) as received, o.seats, c.name as buyer, o.contact_name from orders o left join customers c on c.id = o.customer_id
      where o.created_by = ${sales.uid} and o.enrollment_status = 0 and o.order_status in (0, 1) and o.received > 0
      order by (o.received >= o.total) desc, (o.customer_kind = 'private'), o.id desc limit 2`));
    if (!picked.length) return;
    registerInvoiceAudits();
    const s = seedServices(tx);
    const apply = (o: (typeof picked)[number], remark: string) => createApplication(s, tx, 'order', {
      apply_type_id: at.id, invoice_type_id: it.id, buyer_name: o.buyer ?? o.contact_name, buyer_tax_no: null, remark,
      lines: [{ content_id: ct.id, quantity: Number(o.seats), amount: Number(o.received), tax_rate: ct.tax_rate }], order_id: Number(o.id),
    }, sales);
    const first = await apply(picked[0], '团费已结清，客户报销用');
    await passAllLevels(s, tx, INVOICE_AUDIT_TYPE.order, first.id);
    const approved = await appOf(tx, first.id, false);
    const today = isoToday();
    await issue(tx, { id: approved.id, version: approved.version, invoice_no: `2631${String(7000000000000000 + approved.id * 7919).slice(-16)}`, issued_on: today, issuer_id: tk.user_id }, finance);
    if (picked[1]) await apply(picked[1], '客户已付定金，先开已收部分');
  });
}
