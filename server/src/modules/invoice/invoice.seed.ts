/** Demo invoice settings: application types, contents (travel services at 6 %), invoice types and the rules with their warnings. */
import { sql } from 'drizzle-orm';
import type { DB } from '../../db/client';
import { invoiceApplyTypes, invoiceContents, invoiceRules, invoiceTypes } from './invoice.tables';

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
