/**
 * Demo data of the money-in core: three company accounts, the CNY rate, the finance user as ticketer, two
 * credit types with lines for the peer customers, and an approved receipt behind every demo order's received
 * amount (so the order's received equals its documents).
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { CNY_RATE, isoToday } from '@ta/contract';
import type { DB } from '../../db/client';
import { users } from '../account/account.tables';
import { issueNumber } from '../basic/number.service';
import { customers } from '../merchant/merchant.tables';
import { orders } from '../registration/registration.tables';
import { creditLines, creditTypes, exchangeRates, payAccounts, receiptItems, receipts, ticketers } from './finance.tables';

export async function seedFinanceDemo(db: DB): Promise<void> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(payAccounts);
  if (Number(n) > 0) return;
  await db.transaction(async (t) => {
    const tx = t as unknown as DB;
    const accs = await tx.insert(payAccounts).values([
      { type: 0, name: '基本户', bank_name: '中国工商银行北京朝阳支行', number: '0200001509200012345', holder: '北京环宇国际旅行社有限公司', sort: 1 },
      { type: 1, name: '支付宝收款', number: 'pay@huanyu-travel.cn', holder: '北京环宇国际旅行社有限公司', sort: 2 },
      { type: 2, name: '微信收款', number: 'wx_huanyu_travel', holder: '北京环宇国际旅行社有限公司', sort: 3 },
    ]).returning();
    await tx.insert(exchangeRates).values({ currency: 'CNY', name: '人民币', rate: CNY_RATE, remark: '本币，固定为1' });
    const [fin] = await tx.select({ id: users.id }).from(users).where(eq(users.login_name, 'finance'));
    if (fin) await tx.insert(ticketers).values({ user_id: fin.id, remark: '财务开票' });
    const types = await tx.insert(creditTypes).values([
      { name: '同行月结', default_limit: 5_000_000, sort: 1, remark: '合作一年以上的同行' },
      { name: '同行临时', default_limit: 1_000_000, sort: 2 },
    ]).returning();
    const peers = await tx.select({ id: customers.id }).from(customers).where(eq(customers.kind, 'peer')).orderBy(asc(customers.id)).limit(3);
    if (peers.length) await tx.insert(creditLines).values(peers.map((p, i) => ({ customer_id: p.id, credit_limit: i === 0 ? 5_000_000 : 2_000_000, credit_type_id: types[i === 0 ? 0 : 1].id })));
    // Every received amount of the demo orders stands on an approved receipt.
    const paid = await tx.select().from(orders).where(and(gt(orders.received, 0), inArray(orders.enrollment_status, [0, 1]))).orderBy(asc(orders.id));
    const today = isoToday();
    for (const [i, o] of paid.entries()) {
      const [r] = await tx.insert(receipts).values({
        code: await issueNumber(tx, 'receipt'), customer_kind: o.customer_kind, customer_id: o.customer_id, pay_type: i % 3 === 1 ? 1 : 0, pay_account_id: accs[i % accs.length].id,
        pay_date: today, payer: o.contact_name, amount: o.received, status: 2, decided_at: new Date(), remark: '演示数据', created_by: o.created_by, dept_id: o.dept_id,
      }).returning();
      await tx.insert(receiptItems).values({ receipt_id: r.id, order_id: o.id, amount: o.received });
    }
  });
}
