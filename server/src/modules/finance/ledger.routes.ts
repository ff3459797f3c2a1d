/**
 * Routes of the money journal (财务收支 list, /api/v1/finance/revenue/list) and the small finance look-ups other
 * pages need: the pay-account options for documents (sales pick the account of a receipt without the 账户管理 key),
 * claim and refund detail by id, and the exchange rate (/api/v1/common/rate, from the exchange_rates data).
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { BankKey, claimIdReq, claimRow, ledgerPage, payAccountOptions, rateAnswer, refundDetail, FinanceKey as K, LedgerDirection, LedgerDocType, ledgerListQuery, refundIdReq, type LedgerListQuery } from '@ta/contract';
import { boundaryCondition, escapeLike, findPage } from '../../platform/data';
import { notFound } from '../../platform/errors';
import { defineRoute } from '../../platform/route';
import { boundaryOf, userNames } from '../merchant/merchant.common';
import { customers } from '../merchant/merchant.tables';
import { orders } from '../registration/registration.tables';
import { bankArrivals } from './bank.tables';
import { listClaims } from './claim.service';
import { exchangeRates, moneyLedger, payAccounts, refunds } from './finance.tables';

type LedgerRow = typeof moneyLedger.$inferSelect;
const L = moneyLedger;

export function ledgerRoutes(app: FastifyInstance): void {
  const tag = '财务收支';
  defineRoute(app, { path: '/api/v1/finance/revenue/list', access: { key: K.revenue, action: 'view' }, body: ledgerListQuery, out: ledgerPage, tag,
    summary: '财务收支：每笔已审核收款（收入）、退款与付款（支出）（合计：收入、支出、净额）' }, async (raw, ctx) => {
    const q = raw as LedgerListQuery;
    const k = q.keyword?.trim() ? `%${escapeLike(q.keyword.trim())}%` : undefined;
    const where: (SQL | undefined)[] = [
      q.occurred_on?.[0] ? sql`${L.occurred_on} >= ${q.occurred_on[0]}` : undefined, q.occurred_on?.[1] ? sql`${L.occurred_on} <= ${q.occurred_on[1]}` : undefined,
      q.direction ? eq(L.direction, q.direction) : undefined, q.pay_account_id ? eq(L.pay_account_id, q.pay_account_id) : undefined,
      q.doc_type ? eq(L.doc_type, q.doc_type) : undefined, q.group_id ? eq(L.group_id, q.group_id) : undefined, q.order_id ? eq(L.order_id, q.order_id) : undefined,
      k ? or(ilike(L.doc_no, k), ilike(L.counterparty, k)) : undefined,
    ];
    const b = await boundaryOf(ctx);
    const page = await findPage<LedgerRow>(ctx.db, L, {
      pageNo: q.pageNo, pageSize: q.pageSize, sortField: q.sortField, sortOrder: q.sortOrder, where, boundary: b,
      defaultSort: { field: 'occurred_on', order: 'desc' }, exactTotal: q.exact_total, totalsOnly: q.totals_only,
    });
    const [s] = await ctx.db.select({
      n: sql<number>`count(*)::int`, income: sql<string>`coalesce(sum(${L.amount}) filter (where ${L.direction} = 'in'), 0)`,
      expense: sql<string>`coalesce(sum(${L.amount}) filter (where ${L.direction} = 'out'), 0)`,
    }).from(L).where(and(...where, boundaryCondition(L, b)));
    const accIds = [...new Set(page.data.map((r) => r.pay_account_id).filter((x): x is number => !!x))];
    const accs = new Map((accIds.length ? await ctx.db.select().from(payAccounts).where(inArray(payAccounts.id, accIds)) : []).map((a) => [a.id, a]));
    const orderIds = [...new Set(page.data.map((r) => r.order_id).filter((x): x is number => !!x))];
    const codes = new Map((orderIds.length ? await ctx.db.select({ id: orders.id, code: orders.code }).from(orders).where(inArray(orders.id, orderIds)) : []).map((o) => [o.id, o.code]));
    const staff = await userNames(ctx.db, page.data.map((r) => r.created_by));
    const income = Number(s.income), expense = Number(s.expense);
    return {
      page_data: {
        ...page,
        data: page.data.map((r) => {
          const a = r.pay_account_id ? accs.get(r.pay_account_id) : undefined;
          return {
            ...r, direction_name: LedgerDirection[r.direction as 'in' | 'out'] ?? r.direction, doc_type_name: LedgerDocType[r.doc_type] ?? r.doc_type,
            income: r.direction === 'in' ? r.amount : 0, expense: r.direction === 'out' ? r.amount : 0, signed_amount: r.direction === 'in' ? r.amount : -r.amount,
            pay_account_name: a ? `${a.name}（${a.number}）` : null, order_code: r.order_id ? codes.get(r.order_id) ?? null : null,
            created_by_name: staff.get(Number(r.created_by)) ?? null,
          };
        }),
      },
      summary: { count: Number(s.n), income, expense, net: income - expense },
    };
  });

  // Pay accounts for documents: the enabled accounts, names and numbers only — for whoever records receipts or refunds.
  defineRoute(app, { path: '/api/v1/finance/payAccount/options', access: { key: K.receive, action: 'view' }, out: payAccountOptions, tag: '收款',
    summary: '收款/付款账户选项（启用的公司账户：名称、账号）' }, async (_i, ctx) =>
    ctx.db.select({ id: payAccounts.id, type: payAccounts.type, name: payAccounts.name, bank_name: payAccounts.bank_name, number: payAccounts.number })
      .from(payAccounts).where(eq(payAccounts.enabled, true)).orderBy(asc(payAccounts.sort), asc(payAccounts.id)));

  defineRoute(app, { path: '/api/v1/finance/bill/claim/detail', access: { key: BankKey.claim, action: 'view' }, body: claimIdReq, out: claimRow, tag: '到账与认领',
    summary: '认领记录详情（含认领的订单）' }, async (i, ctx) => {
    const r = await listClaims(ctx, { pageNo: 1, pageSize: 1, id: i.id });
    const row = r.page_data.data[0];
    if (!row) throw notFound('认领记录不存在');
    return row;
  });

  defineRoute(app, { path: '/api/v1/finance/refund/detail', access: { key: K.orderPayment, action: 'view' }, body: refundIdReq, out: refundDetail, tag: '退款',
    summary: '退款单详情（订单或到账）' }, async (i, ctx) => {
    const [r] = await ctx.db.select().from(refunds).where(and(eq(refunds.id, i.id), boundaryCondition(refunds, await boundaryOf(ctx))));
    if (!r) throw notFound('退款单不存在');
    const [o] = r.order_id ? await ctx.db.select({ code: orders.code, received: orders.received, total: orders.total }).from(orders).where(eq(orders.id, r.order_id)) : [];
    const [c] = r.customer_id ? await ctx.db.select({ name: customers.name }).from(customers).where(eq(customers.id, r.customer_id)) : [];
    const [a] = r.bank_arrival_id ? await ctx.db.select({ payer_name: bankArrivals.payer_name, serial: bankArrivals.serial, arrived_on: bankArrivals.arrived_on, amount: bankArrivals.amount })
      .from(bankArrivals).where(eq(bankArrivals.id, r.bank_arrival_id)) : [];
    const [acc] = r.pay_account_id ? await ctx.db.select().from(payAccounts).where(eq(payAccounts.id, r.pay_account_id)) : [];
    const staff = await userNames(ctx.db, [r.created_by]);
    return {
      ...r, order_code: o?.code ?? null, order_total: o?.total ?? null, order_received: o?.received ?? null, customer_name: c?.name ?? null,
      arrival: a ?? null, pay_account_name: acc ? `${acc.name}（${acc.number}）` : null, created_by_name: staff.get(Number(r.created_by)) ?? null,
    };
  });

  // The exchange rate the whole app reads (session-level): the configured rates, CNY first; `rate` is CNY's (1, kept as data).
  defineRoute(app, { path: '/api/v1/common/rate', access: 'session', out: rateAnswer, tag: '汇率', summary: '汇率（汇率配置中的数据；人民币为1）' }, async (_i, ctx) => {
    const list = await ctx.db.select({ currency: exchangeRates.currency, name: exchangeRates.name, rate: exchangeRates.rate }).from(exchangeRates).orderBy(asc(exchangeRates.id));
    const rates = list.map((r) => ({ currency: r.currency, name: r.name, rate: Number(r.rate) }));
    const cny = rates.find((r) => r.currency === 'CNY');
    return { currency: 'CNY', rate: cny?.rate ?? 1, rates };
  });
}
