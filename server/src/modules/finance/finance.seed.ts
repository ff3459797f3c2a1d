/**
 * Demo data of the money-in core: three company accounts, the CNY rate, the finance user as ticketer, two
 * credit types with lines for the peer customers, an approved receipt behind every demo order's received
 * amount (so the order's received equals its documents) with its 财务收支 row and trading records, and a few
 * receipts of open orders waiting in the order-payment audit. The scale seed (`seedFinanceScale`) puts an
 * approved receipt (and its journal row) behind every received amount the spine's scale seed sets.
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { agencyTimeZone, CNY_RATE, isoToday } from '@ta/contract';
import type { DB } from '../../db/client';
import { submitForAudit } from '../../platform/approval';
import type { Services } from '../../platform/services';
import { users } from '../account/account.tables';
import { issueNumber } from '../basic/number.service';
import { customers } from '../merchant/merchant.tables';
import { orders } from '../registration/registration.tables';
import { creditApplications, creditLines, creditTypes, exchangeRates, payAccounts, receiptItems, receipts, ticketers } from './finance.tables';
import { writeLedger } from './ledger.service';
import { orderOpenSql, registerMoneyAudits, writeTrades } from './receipt.service';

/** How many open demo orders get a receipt waiting in the order-payment audit. */
export const DEMO_PENDING_RECEIPTS = 3;

/**
 * The seed has no running server: audit submissions of demo documents record their runs and tasks, but the
 * approvers' to-do messages are left out (the audit centre's queue shows the runs).
 */
const seedServices = (db: DB) => ({
  db, messages: { notify: async () => {}, counts: async () => ({}), markRead: async () => {} },
  live: { publishInTx: async () => {}, publish: async () => {} },
}) as unknown as Services;

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
    if (peers.length) {
      const lines = peers.map((p, i) => ({ customer_id: p.id, credit_limit: i === 0 ? 5_000_000 : 2_000_000, credit_type_id: types[i === 0 ? 0 : 1].id }));
      await tx.insert(creditLines).values(lines);
      // Each line stands on its approved application (授信记录), asked by the sales user who looks after the peers.
      const [seller] = await tx.select({ id: users.id, dept_id: users.dept_id }).from(users).where(eq(users.login_name, 'sales'));
      await tx.insert(creditApplications).values(lines.map((l) => ({
        kind: 'line', customer_id: l.customer_id, credit_type_id: l.credit_type_id, amount: l.credit_limit, exposure: 0, credit_limit: 0, status: 1,
        reason: '合作稳定，申请月结授信额度', created_by: seller?.id ?? null, dept_id: seller?.dept_id ?? null,
      })));
    }
    // Every received amount of the demo orders stands on an approved receipt.
    const paid = await tx.select().from(orders).where(and(gt(orders.received, 0), inArray(orders.enrollment_status, [0, 1]))).orderBy(asc(orders.id));
    const today = isoToday();
    for (const [i, o] of paid.entries()) {
      const [r] = await tx.insert(receipts).values({
        code: await issueNumber(tx, 'receipt'), customer_kind: o.customer_kind, customer_id: o.customer_id, pay_type: i % 3 === 1 ? 1 : 0, pay_account_id: accs[i % accs.length].id,
        pay_date: today, payer: o.contact_name, amount: o.received, status: 2, decided_at: new Date(), remark: '演示数据', created_by: o.created_by, dept_id: o.dept_id,
      }).returning();
      await tx.insert(receiptItems).values({ receipt_id: r.id, order_id: o.id, amount: o.received });
      await writeLedger(tx, {
        direction: 'in', docType: 'receipt', docId: r.id, docNo: r.code, amountFen: r.amount, payAccountId: r.pay_account_id, occurredOn: r.pay_date,
        counterparty: r.payer, groupId: o.group_id, orderId: o.id, departmentId: o.dept_id, userId: o.created_by ?? 0,
      });
      await writeTrades(tx, o);
    }
    // A few receipts of open, booked orders wait for finance in the order-payment audit (half the open amount).
    registerMoneyAudits();
    const open = await tx.select({ o: orders, open: sql<number>`${orderOpenSql()}::bigint` }).from(orders)
      .innerJoin(users, eq(users.id, orders.created_by))
      .where(and(inArray(orders.order_status, [0, 1]), eq(orders.enrollment_status, 0), sql`${orders.total} > ${orders.received}`))
      .orderBy(asc(orders.id)).limit(DEMO_PENDING_RECEIPTS);
    const [owner] = await tx.select({ id: users.id, name: users.user_name }).from(users).where(eq(users.login_name, 'sales'));
    for (const [i, { o, open: left }] of open.entries()) {
      const amount = Math.max(100, Math.floor(Number(left) / 200) * 100);
      if (amount > Number(left)) continue;
      const uid = o.created_by ?? owner?.id;
      if (!uid) continue;
      const [r] = await tx.insert(receipts).values({
        code: await issueNumber(tx, 'receipt'), customer_kind: o.customer_kind, customer_id: o.customer_id, pay_type: 0, pay_account_id: accs[i % accs.length].id,
        pay_date: today, payer: o.contact_name, amount, status: 0, remark: '演示数据：待财务审核', created_by: uid, dept_id: o.dept_id,
      }).returning();
      await tx.insert(receiptItems).values({ receipt_id: r.id, order_id: o.id, amount });
      const [u] = await tx.select({ name: users.user_name }).from(users).where(eq(users.id, uid));
      await submitForAudit(seedServices(tx), tx, { type: 'orderPayment', objectId: r.id, submitter: { uid, user_name: u?.name ?? '', dept_id: o.dept_id } });
    }
  });
}

/**
 * Scale data (`npm run seed -- --scale N`): an approved receipt (code SCALE-SK-<order id>, the first company account,
 * paid on the order's booking day) for whatever part of each order's received amount no approved document explains
 * yet, with its 财务收支 row — so received always reconciles with the documents. Set-based; safe to run again.
 */
export async function seedFinanceScale(db: DB): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as DB;
    await tx.execute(sql`
      with paid as (
        select i.order_id, sum(i.amount) as s from receipt_items i join receipts r on r.id = i.receipt_id where r.status = 2 group by i.order_id
      ), back as (
        select f.order_id, sum(f.amount) as s from refunds f where f.status = 2 and f.order_id is not null group by f.order_id
      ), gap as (
        -- Aggregated once and joined: a subquery per order over receipts (the table being filled) would rescan
        -- it for every order on an unanalysed table — quadratic at scale 20.
        select o.id, o.customer_kind, o.customer_id, o.contact_name, o.created_by, o.dept_id, o.created_at,
          o.received - coalesce(paid.s, 0) + coalesce(back.s, 0) as amount
        from orders o left join paid on paid.order_id = o.id left join back on back.order_id = o.id where o.received > 0
      )
      insert into receipts (code, customer_kind, customer_id, pay_type, pay_account_id, pay_date, payer, amount, status, decided_at, remark, created_by, dept_id, created_at, updated_at)
      select 'SCALE-SK-' || g.id, g.customer_kind, g.customer_id, 0, (select min(id) from pay_accounts where enabled), (g.created_at at time zone ${agencyTimeZone()})::date,
        left(g.contact_name, 100), g.amount, 2, g.created_at, '压测数据', g.created_by, g.dept_id, g.created_at, g.created_at
      from gap g where g.amount > 0
      on conflict (code) do nothing`);
    await tx.execute(sql`analyze receipts`);
    await tx.execute(sql`
      insert into receipt_items (receipt_id, order_id, amount)
      select r.id, substr(r.code, 10)::int, r.amount from receipts r
      where r.code like 'SCALE-SK-%' and not exists (select 1 from receipt_items i where i.receipt_id = r.id)`);
    await tx.execute(sql`
      insert into money_ledger (direction, doc_type, doc_id, doc_no, amount, pay_account_id, occurred_on, counterparty, group_id, order_id, created_by, dept_id)
      select 'in', 'receipt', r.id, r.code, r.amount, r.pay_account_id, r.pay_date, r.payer, o.group_id, o.id, coalesce(r.created_by, 0), r.dept_id
      from receipts r join orders o on o.id = substr(r.code, 10)::int
      where r.code like 'SCALE-SK-%'
      on conflict (doc_type, doc_id) do nothing`);
    // The scale orders' trading records (the spine's scale seed writes orders directly, not through orderChanged):
    // the same rows recordOrderTrades writes — booked day in the agency's time zone, persons, total, received, enrollment status.
    const trade = sql`o.id, o.code, (o.created_at at time zone ${agencyTimeZone()})::date, p.name, g.code,
      o.adult_count + o.child_count + o.senior_count + o.infant_count, o.total, o.received, o.enrollment_status, o.created_by, o.dept_id, o.created_at, o.created_at`;
    const cols = sql.raw('order_id, order_no, trade_date, product_name, group_no, persons, amount, received, status, created_by, dept_id, created_at, updated_at');
    await tx.execute(sql`
      insert into customer_trades (customer_id, ${cols})
      select o.customer_id, ${trade} from orders o join tour_groups g on g.id = o.group_id join products p on p.id = g.product_id
      where o.customer_id is not null
      on conflict (order_id) do nothing`);
    await tx.execute(sql`
      insert into channel_trades (channel_id, customer_id, ${cols})
      select coalesce(o.sales_channel_id, c.channel_id), o.customer_id, ${trade}
      from orders o join tour_groups g on g.id = o.group_id join products p on p.id = g.product_id left join customers c on c.id = o.customer_id
      where coalesce(o.sales_channel_id, c.channel_id) is not null
      on conflict (order_id) do nothing`);
    for (const t of ['receipt_items', 'money_ledger', 'customer_trades', 'channel_trades']) await tx.execute(sql.raw(`analyze ${t}`));
  });
}
