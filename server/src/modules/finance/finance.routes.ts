/**
 * Routes of the finance module's money-in core: settings (accounts, exchange rates, ticketers, credit types —
 * generic resources), receipts (SPEC §7 /api/v1/collection/*), the receivable order list
 * (/api/v1/finance/collect/list), refunds, the 待收款 list, payment terms and credit.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  collectOrderListQuery, collectionBalanceReq, creditDetailReq, creditGroupApply, creditLineApply, creditListQuery, creditRecordQuery,
  creditTemporaryApply, FINANCE_RESOURCES as R, creditApplicationRow, creditDetail, creditPage, creditRecordPage, collectionBalance, collectOrderPage,
  orderCollected, paymentTermRow, receiptPage, receiptRow, refundPage, refundRow, unpaidPage, FinanceKey as K, idReq, isoToday, orderMoneyReq, paymentTermReq, paymentTermSave, receiptCreate,
  receiptListQuery, refundCreate, refundListQuery, unpaidListQuery, BALANCE_DAYS_DEFAULT, REMIND_DAYS_BEFORE,
} from '@ta/contract';
import type { DB } from '../../db/client';
import { boundaryCondition, escapeLike, findPage, inTx, insertRow, updateRow, type AnyRow } from '../../platform/data';
import { badInput, notFound } from '../../platform/errors';
import { mountResource } from '../../platform/resource';
import { defineRoute, type Ctx } from '../../platform/route';
import { users } from '../account/account.tables';
import { boundaryOf, userNames } from '../merchant/merchant.common';
import { customers } from '../merchant/merchant.tables';
import { namesById } from '../../platform/names';
import { tourGroups } from '../operation/group.tables';
import { products } from '../product/product.tables';
import { orders } from '../registration/registration.tables';
import { creditState, creditStates, applyCredit } from './credit.service';
import { creditApplications, creditLines, creditTypes, exchangeRates, payAccounts, paymentTerms, receiptItems, receipts, refunds, ticketers } from './finance.tables';
import { createReceipt, createRefund, orderMoney, orderOpenSql, receiptItemsOf } from './receipt.service';
import { orderBoundarySql, schedulePage, scheduleParts, schedulePartsSql } from './schedule.service';
import { rows } from '../../platform/session';

const actorOf = (ctx: Ctx) => ({ uid: ctx.user.uid, user_name: ctx.user.user_name, dept_id: ctx.user.relation.department_id });
const kw = (s?: string | null) => (s?.trim() ? `%${escapeLike(s.trim())}%` : undefined);
const codes = (v: number | number[] | undefined) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]);
const sum = <T extends AnyRow>(list: T[], k: keyof T) => list.reduce((a, r) => a + Number(r[k] ?? 0), 0);

const namesOf = (db: DB, ids: (number | null)[]) => namesById(db, customers.id, customers.name, ids);

// ---------------------------------------------------------------- settings

function settingsRoutes(app: FastifyInstance): void {
  mountResource(app, R.payAccount, {
    table: payAccounts,
    async beforeDelete(tx, row) {
      const [r] = await tx.select({ n: sql<number>`count(*)::int` }).from(receipts).where(eq(receipts.pay_account_id, Number(row.id)));
      const [f] = await tx.select({ n: sql<number>`count(*)::int` }).from(refunds).where(eq(refunds.pay_account_id, Number(row.id)));
      const n = Number(r.n) + Number(f.n);
      if (n) throw badInput(`该账户已用于${n}张收款或退款单，不能删除；可改为停用`);
    },
  });
  mountResource(app, R.exchangeRate, {
    table: exchangeRates,
    async beforeUpdate(_tx, input, before) {
      if (before.currency === 'CNY' && Number(input.rate) !== 1) throw badInput('人民币汇率固定为1', [{ field: 'rate', message: '人民币汇率固定为1' }]);
      return { rate: input.rate, remark: input.remark ?? null };
    },
  });
  mountResource(app, R.ticketer, {
    table: ticketers,
    async present(list, ctx) {
      const names = await userNames(ctx.db, list.map((r) => r.user_id));
      return list.map((r) => ({ ...r, user_name: names.get(Number(r.user_id)) ?? null }));
    },
    async beforeAdd(tx, input) {
      const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.id, Number(input.user_id)));
      if (!u) throw badInput('开票员不存在', [{ field: 'user_id', message: '用户不存在' }]);
      return input;
    },
  });
  mountResource(app, R.creditType, {
    table: creditTypes,
    async beforeDelete(tx, row) {
      const [c] = await tx.select({ n: sql<number>`count(*)::int` }).from(customers).where(eq(customers.credit_type_id, Number(row.id)));
      const [l] = await tx.select({ n: sql<number>`count(*)::int` }).from(creditLines).where(eq(creditLines.credit_type_id, Number(row.id)));
      if (Number(c.n) + Number(l.n)) throw badInput(`该授信类型已被${Number(c.n) + Number(l.n)}个客户或授信额度使用，不能删除；可改为停用`);
    },
  });
  // The change history of credit lines and credit documents (their pages read it with the credit key).
  mountResource(app, { ...R.creditLine, verbs: [] }, { table: creditLines });
  mountResource(app, { ...R.creditApplication, verbs: [] }, { table: creditApplications });
  mountResource(app, { ...R.receipt, verbs: [] }, { table: receipts });
  mountResource(app, { ...R.refund, verbs: [] }, { table: refunds });
}

// ---------------------------------------------------------------- receipts

async function presentReceipts(db: DB, list: (typeof receipts.$inferSelect)[]): Promise<AnyRow[]> {
  const items = await receiptItemsOf(db, list.map((r) => r.id));
  const cust = await namesOf(db, list.map((r) => r.customer_id));
  const accs = new Map((list.length ? await db.select().from(payAccounts).where(inArray(payAccounts.id, [...new Set(list.map((r) => r.pay_account_id ?? 0))])) : []).map((a) => [a.id, a]));
  const staff = await userNames(db, list.map((r) => r.created_by));
  return list.map((r) => {
    const its = items.filter((i) => i.receipt_id === r.id).map((i) => ({ order_id: i.order_id, order_code: i.order_code, amount: Number(i.amount) }));
    const a = r.pay_account_id ? accs.get(r.pay_account_id) : undefined;
    return {
      ...r, items: its, order_codes: its.map((i) => i.order_code).join('、'), customer_name: cust.get(r.customer_id ?? 0) ?? null,
      pay_account_name: a ? `${a.name}（${a.number}）` : null, created_by_name: staff.get(Number(r.created_by)) ?? null,
    };
  });
}

/** Open orders with their money (batch receipt page and /getCollectionBalance). */
async function ordersWithMoney(ctx: Ctx, where: (SQL | undefined)[], page?: { pageNo: number; pageSize: number }) {
  const b = await boundaryOf(ctx);
  const conds = and(boundaryCondition(orders, b), ...where);
  const base = ctx.db.select({
    o: orders, open: orderOpenSql(), group_code: tourGroups.code, departure_date: tourGroups.departure_date, product_name: products.name, customer_name: customers.name,
  }).from(orders).innerJoin(tourGroups, eq(tourGroups.id, orders.group_id)).innerJoin(products, eq(products.id, orders.product_id))
    .leftJoin(customers, eq(customers.id, orders.customer_id)).where(conds).orderBy(asc(tourGroups.departure_date), asc(orders.id));
  const list = page ? await base.limit(page.pageSize).offset((page.pageNo - 1) * page.pageSize) : await base.limit(500);
  const [tot] = await ctx.db.select({
    n: sql<number>`count(*)::int`, total: sql<string>`coalesce(sum(${orders.total}), 0)`, received: sql<string>`coalesce(sum(${orders.received}), 0)`,
  }).from(orders).innerJoin(tourGroups, eq(tourGroups.id, orders.group_id)).innerJoin(products, eq(products.id, orders.product_id))
    .leftJoin(customers, eq(customers.id, orders.customer_id)).where(conds);
  const money = await orderMoney(ctx.db, list.map((r) => r.o.id));
  const data = list.map((r) => {
    const m = money.get(r.o.id)!;
    const remaining = r.o.total - r.o.received;
    return {
      order_id: r.o.id, order_code: r.o.code, customer_kind: r.o.customer_kind, customer_id: r.o.customer_id, customer_name: r.customer_name ?? (r.o.customer_kind === 'private' ? r.o.contact_name : null),
      contact_name: r.o.contact_name, group_code: r.group_code, departure_date: r.departure_date, product_name: r.product_name, enrollment_status: r.o.enrollment_status,
      order_status: r.o.order_status, deposit: r.o.deposit, total: r.o.total, received: r.o.received, received_gross: m.received, refunded: m.refunded,
      pending_receipts: m.pending_receipts, remaining, open: Math.max(Number(r.open), 0), pay_state: remaining <= 0 ? 1 : 0, created_by: r.o.created_by,
    };
  });
  const total = Number(tot.total), received = Number(tot.received);
  return { data, total_size: Number(tot.n), summary: { orders: Number(tot.n), total, received, remaining: total - received } };
}

function receiptRoutes(app: FastifyInstance): void {
  const tag = '收款';
  const view = { key: K.receive, action: 'view' } as const;
  defineRoute(app, { path: '/api/v1/collection/add', access: { key: K.receive, action: 'canAdd' }, body: receiptCreate, out: receiptRow, tag, summary: '收款（一个或多个订单，提交订单收款审核）' },
    async (i, ctx) => {
      const r = await inTx(ctx.db, (tx) => createReceipt(ctx.services, tx, i, actorOf(ctx)));
      return (await presentReceipts(ctx.db, [r]))[0];
    });
  defineRoute(app, { path: '/api/v1/collection/list', access: view, body: receiptListQuery, out: receiptPage, tag, summary: '收款单列表（合计：收款金额）' }, async (q, ctx) => {
    const k = kw(q.keyword);
    const oc = kw(q.order_code);
    const where = [
      codes(q.status)?.length ? inArray(receipts.status, codes(q.status)!) : undefined, q.customer_id ? eq(receipts.customer_id, q.customer_id) : undefined,
      q.pay_account_id ? eq(receipts.pay_account_id, q.pay_account_id) : undefined, codes(q.pay_type)?.length ? inArray(receipts.pay_type, codes(q.pay_type)!) : undefined,
      q.pay_date?.[0] ? sql`${receipts.pay_date} >= ${q.pay_date[0]}` : undefined, q.pay_date?.[1] ? sql`${receipts.pay_date} <= ${q.pay_date[1]}` : undefined,
      q.order_id ? sql`exists (select 1 from receipt_items i where i.receipt_id = ${receipts.id} and i.order_id = ${q.order_id})` : undefined,
      oc ? sql`exists (select 1 from receipt_items i join orders o on o.id = i.order_id where i.receipt_id = ${receipts.id} and o.code ilike ${oc})` : undefined,
      k ? or(ilike(receipts.code, k), ilike(receipts.payer, k)) : undefined,
    ];
    const b = await boundaryOf(ctx);
    const page = await findPage<typeof receipts.$inferSelect>(ctx.db, receipts, { pageNo: q.pageNo, pageSize: q.pageSize, sortField: q.sortField, sortOrder: q.sortOrder, where, boundary: b });
    const [s] = await ctx.db.select({ amount: sql<string>`coalesce(sum(${receipts.amount}), 0)`, n: sql<number>`count(*)::int` }).from(receipts).where(and(...where, boundaryCondition(receipts, b)));
    return { page_data: { ...page, data: await presentReceipts(ctx.db, page.data) }, summary: { count: Number(s.n), amount: Number(s.amount) } };
  });
  defineRoute(app, { path: '/api/v1/collection/detail', access: view, body: idReq, out: receiptRow, tag, summary: '收款单详情' }, async (i, ctx) => {
    const [r] = await ctx.db.select().from(receipts).where(and(eq(receipts.id, i.id), boundaryCondition(receipts, await boundaryOf(ctx))));
    if (!r) throw notFound('收款单不存在');
    return (await presentReceipts(ctx.db, [r]))[0];
  });
  defineRoute(app, { path: '/api/v1/collection/collected', access: view, body: orderMoneyReq, out: orderCollected, tag, summary: '订单已收款：应收、已收、已退、未收与收退款单' }, async (i, ctx) => {
    const { data } = await ordersWithMoney(ctx, [eq(orders.id, i.order_id)]);
    if (!data.length) throw notFound('订单不存在或已删除');
    const rIds = (await ctx.db.select({ id: receiptItems.receipt_id }).from(receiptItems).where(eq(receiptItems.order_id, i.order_id))).map((r) => r.id);
    const rs = rIds.length ? await ctx.db.select().from(receipts).where(inArray(receipts.id, rIds)).orderBy(desc(receipts.id)) : [];
    const fs = await ctx.db.select().from(refunds).where(eq(refunds.order_id, i.order_id)).orderBy(desc(refunds.id));
    const today = isoToday();
    const schedule = await scheduleParts(ctx.db, today, sql`o.id = ${i.order_id}`);
    return { ...data[0], receipts: await presentReceipts(ctx.db, rs), refunds: fs, schedule };
  });
  defineRoute(app, { path: '/api/v1/collection/getCollectionBalance', access: view, body: collectionBalanceReq, out: collectionBalance, tag, summary: '待收余额：订单的未收与可收金额' }, async (i, ctx) => {
    const where = [i.order_ids?.length ? inArray(orders.id, i.order_ids) : undefined, i.customer_id ? eq(orders.customer_id, i.customer_id) : undefined,
      sql`${orders.order_status} not in (2, 3) and ${orders.enrollment_status} in (0, 1) and ${orders.total} > ${orders.received}`];
    const r = await ordersWithMoney(ctx, where);
    return { data: r.data, summary: { ...r.summary, open: sum(r.data, 'open') } };
  });
  defineRoute(app, { path: '/api/v1/finance/collect/list', access: view, body: collectOrderListQuery, out: collectOrderPage, tag, summary: '批量订单收款：订单应收、已收、未收（合计）' }, async (q, ctx) => {
    const k = kw(q.keyword);
    const ps = codes(q.pay_state);
    const where = [
      sql`${orders.order_status} not in (2, 3) and ${orders.enrollment_status} in (0, 1)`, q.customer_id ? eq(orders.customer_id, q.customer_id) : undefined,
      q.group_id ? eq(orders.group_id, q.group_id) : undefined,
      ps?.length === 1 ? (ps[0] === 1 ? sql`${orders.total} <= ${orders.received}` : sql`${orders.total} > ${orders.received}`) : undefined,
      q.departure_date?.[0] ? sql`${tourGroups.departure_date} >= ${q.departure_date[0]}` : undefined, q.departure_date?.[1] ? sql`${tourGroups.departure_date} <= ${q.departure_date[1]}` : undefined,
      k ? or(ilike(orders.code, k), ilike(orders.contact_name, k), ilike(customers.name, k), ilike(tourGroups.code, k)) : undefined,
    ];
    const r = await ordersWithMoney(ctx, where, { pageNo: q.pageNo, pageSize: q.pageSize });
    return { page_data: { total_size: r.total_size, total_page: Math.ceil(r.total_size / q.pageSize), data: r.data }, summary: r.summary };
  });

  // Refunds of an order's received money.
  const rtag = '退款';
  defineRoute(app, { path: '/api/v1/finance/refund/add', access: { key: K.orderPayment, action: 'canAdd' }, body: refundCreate, out: refundRow, tag: rtag, summary: '订单退款（提交退款审核；不超过已收）' },
    async (i, ctx) => inTx(ctx.db, (tx) => createRefund(ctx.services, tx, i, actorOf(ctx))));
  defineRoute(app, { path: '/api/v1/finance/refund/list', access: { key: K.orderPayment, action: 'view' }, body: refundListQuery, out: refundPage, tag: rtag, summary: '退款单列表（合计：退款金额）' }, async (q, ctx) => {
    const k = kw(q.keyword);
    const where = [
      codes(q.status)?.length ? inArray(refunds.status, codes(q.status)!) : undefined, q.order_id ? eq(refunds.order_id, q.order_id) : undefined,
      q.customer_id ? eq(refunds.customer_id, q.customer_id) : undefined, k ? or(ilike(refunds.code, k), ilike(refunds.reason, k)) : undefined,
    ];
    const b = await boundaryOf(ctx);
    const page = await findPage<typeof refunds.$inferSelect>(ctx.db, refunds, { pageNo: q.pageNo, pageSize: q.pageSize, sortField: q.sortField, sortOrder: q.sortOrder, where, boundary: b });
    const [s] = await ctx.db.select({ amount: sql<string>`coalesce(sum(${refunds.amount}), 0)`, n: sql<number>`count(*)::int` }).from(refunds).where(and(...where, boundaryCondition(refunds, b)));
    const oids = page.data.map((r) => r.order_id).filter((x): x is number => !!x);
    const codesOf = new Map((oids.length ? await ctx.db.select({ id: orders.id, code: orders.code }).from(orders).where(inArray(orders.id, oids)) : []).map((o) => [o.id, o.code]));
    const cust = await namesOf(ctx.db, page.data.map((r) => r.customer_id));
    return {
      page_data: { ...page, data: page.data.map((r) => ({ ...r, order_code: r.order_id ? codesOf.get(r.order_id) ?? null : null, customer_name: cust.get(r.customer_id ?? 0) ?? null })) },
      summary: { count: Number(s.n), amount: Number(s.amount) },
    };
  });
}

// ---------------------------------------------------------------- schedule, 待收款

function scheduleRoutes(app: FastifyInstance): void {
  const tag = '待收款';
  defineRoute(app, { path: '/api/v1/finance/unpaid/list', access: { key: K.unpaid, action: 'view' }, body: unpaidListQuery, out: unpaidPage, tag, summary: '待收款：各订单定金、尾款的应收日期与逾期（按销售、客户汇总）' }, async (q, ctx) => {
    const today = isoToday();
    const k = kw(q.keyword);
    const ds = codes(q.due_state);
    const where = [
      q.owner_id ? sql`p.created_by = ${q.owner_id}` : undefined, q.customer_id ? sql`p.customer_id = ${q.customer_id}` : undefined,
      q.part ? sql`p.part = ${q.part}` : undefined,
      ds?.length ? sql`(case when p.due_date < ${today}::date then 2 when p.due_date <= ${today}::date + p.remind_days::int then 1 else 0 end) in (${sql.join(ds.map((d) => sql`${d}`), sql`, `)})` : undefined,
      q.due_date?.[0] ? sql`p.due_date >= ${q.due_date[0]}::date` : undefined, q.due_date?.[1] ? sql`p.due_date <= ${q.due_date[1]}::date` : undefined,
      k ? sql`(p.code ilike ${k} or p.customer_name ilike ${k} or p.contact_name ilike ${k} or p.group_code ilike ${k})` : undefined,
    ].filter((x): x is SQL => !!x);
    // Rows first, in SQL (docs/performance.md): the page of parts, then the sums and groups over the same filter.
    const parts = schedulePartsSql(today, orderBoundarySql(await boundaryOf(ctx)), where);
    const data = await schedulePage(ctx.db, parts, q.pageNo, q.pageSize);
    const [tot] = rows<Record<string, string>>(await ctx.db.execute(sql`select count(*)::int as n, coalesce(sum(x.open), 0)::bigint as open,
      coalesce(sum(x.open) filter (where x.due_state = 2), 0)::bigint as overdue, coalesce(sum(x.open) filter (where x.due_state = 1), 0)::bigint as due_soon
      from (${parts}) x`));
    const byOwner = rows<Record<string, string>>(await ctx.db.execute(sql`select x.owner_id, count(*)::int as parts, sum(x.open)::bigint as open,
      coalesce(sum(x.open) filter (where x.due_state = 2), 0)::bigint as overdue from (${parts}) x group by x.owner_id order by sum(x.open) desc, x.owner_id limit 200`));
    const byCustomer = rows<Record<string, string>>(await ctx.db.execute(sql`select min(x.customer_id) as customer_id, min(coalesce(x.customer_name, x.contact_name)) as customer_name,
      count(*)::int as parts, sum(x.open)::bigint as open, coalesce(sum(x.open) filter (where x.due_state = 2), 0)::bigint as overdue
      from (${parts}) x group by x.customer_kind, coalesce(x.customer_id::text, x.contact_name) order by sum(x.open) desc, min(x.order_id) limit 200`));
    const owners = await userNames(ctx.db, [...data.map((p) => p.owner_id), ...byOwner.map((g) => (g.owner_id == null ? null : Number(g.owner_id)))]);
    const n = Number(tot.n);
    const grp = (g: Record<string, string>) => ({ parts: Number(g.parts), open: Number(g.open), overdue: Number(g.overdue) });
    return {
      page_data: { total_size: n, total_page: Math.ceil(n / q.pageSize), data: data.map((p) => ({ ...p, owner_name: owners.get(Number(p.owner_id)) ?? null })) },
      summary: { parts: n, open: Number(tot.open), overdue: Number(tot.overdue), due_soon: Number(tot.due_soon) },
      by_owner: byOwner.map((g) => ({ owner_id: g.owner_id == null ? null : Number(g.owner_id), owner_name: owners.get(Number(g.owner_id)) ?? null, ...grp(g) })),
      by_customer: byCustomer.map((g) => ({ customer_id: g.customer_id == null ? null : Number(g.customer_id), customer_name: g.customer_name ?? null, ...grp(g) })),
    };
  });
  defineRoute(app, { path: '/api/v1/finance/paymentTerm/detail', access: { key: K.unpaid, action: 'view' }, body: paymentTermReq, out: paymentTermRow, tag, summary: '产品收款期限（尾款提前天数、提醒天数）' }, async (i, ctx) => {
    const [t] = await ctx.db.select().from(paymentTerms).where(eq(paymentTerms.product_id, i.product_id));
    return t ?? { product_id: i.product_id, balance_days: BALANCE_DAYS_DEFAULT, remind_days: REMIND_DAYS_BEFORE, version: 0 };
  });
  defineRoute(app, { path: '/api/v1/finance/paymentTerm/save', access: { key: K.unpaid, action: 'canSet' }, body: paymentTermSave, out: paymentTermRow, tag, summary: '设置产品收款期限' }, async (i, ctx) => inTx(ctx.db, async (tx) => {
    const [p] = await tx.select({ id: products.id }).from(products).where(eq(products.id, i.product_id));
    if (!p) throw badInput('产品不存在', [{ field: 'product_id', message: '产品不存在' }]);
    const [t] = await tx.select().from(paymentTerms).where(eq(paymentTerms.product_id, i.product_id)).for('update');
    const w = { user: ctx.user };
    if (t) return updateRow(tx, paymentTerms, t.id, t.version, { balance_days: i.balance_days, remind_days: i.remind_days }, w);
    return insertRow(tx, paymentTerms, { product_id: i.product_id, balance_days: i.balance_days, remind_days: i.remind_days }, w);
  }));
}

// ---------------------------------------------------------------- credit

function creditRoutes(app: FastifyInstance): void {
  const tag = '授信';
  const view = { key: K.credit, action: 'view' } as const;
  const apply = { key: K.credit, action: 'canAdd' } as const;
  defineRoute(app, { path: '/api/v1/financial/credit/list', access: view, body: creditListQuery, out: creditPage, tag, summary: '授信列表：额度、临时、团队、已用、可用（合计）' }, async (q, ctx) => {
    const k = kw(q.keyword);
    const where = and(eq(customers.kind, 'peer'), q.customer_id ? eq(creditLines.customer_id, q.customer_id) : undefined, k ? ilike(customers.name, k) : undefined);
    const base = ctx.db.select({ l: creditLines, name: customers.name, type_name: creditTypes.name }).from(creditLines).innerJoin(customers, eq(customers.id, creditLines.customer_id))
      .leftJoin(creditTypes, eq(creditTypes.id, creditLines.credit_type_id)).where(where);
    const list = await base.orderBy(desc(creditLines.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
    const allIds = (await ctx.db.select({ id: creditLines.customer_id }).from(creditLines).innerJoin(customers, eq(customers.id, creditLines.customer_id)).where(where)).map((r) => r.id);
    const states = await creditStates(ctx.db, allIds);
    const out = (id: number) => { const s = states.get(id)!; return { credit_limit: s.credit_limit, temporary: s.temporary, group_credit: s.group_credit, unpaid: s.unpaid, used: s.used, available: s.available }; };
    const data = list.map((r) => ({ id: r.l.id, version: r.l.version, customer_id: r.l.customer_id, customer_name: r.name, credit_type_id: r.l.credit_type_id, credit_type_name: r.type_name, enabled: r.l.enabled, ...out(r.l.customer_id) }));
    const every = allIds.map(out);
    return {
      page_data: { total_size: allIds.length, total_page: Math.ceil(allIds.length / q.pageSize), data },
      summary: { credit_limit: sum(every, 'credit_limit'), temporary: sum(every, 'temporary'), group_credit: sum(every, 'group_credit'), used: sum(every, 'used'), available: sum(every, 'available') },
    };
  });
  defineRoute(app, { path: '/api/v1/financial/credit/detail', access: view, body: creditDetailReq, out: creditDetail, tag, summary: '授信明细：额度构成、占用的订单、授信单据' }, async (i, ctx) => {
    const [c] = await ctx.db.select({ id: customers.id, name: customers.name, kind: customers.kind }).from(customers).where(eq(customers.id, i.customer_id));
    if (!c) throw notFound('客户不存在');
    const st = await creditState(ctx.db, c.id);
    const os = await ctx.db.select({ id: orders.id, code: orders.code, group_id: orders.group_id, group_code: tourGroups.code, departure_date: tourGroups.departure_date, enrollment_status: orders.enrollment_status, total: orders.total, received: orders.received })
      .from(orders).innerJoin(tourGroups, eq(tourGroups.id, orders.group_id))
      .where(and(eq(orders.customer_kind, 'peer'), eq(orders.customer_id, c.id), inArray(orders.enrollment_status, [0, 1]), sql`${orders.order_status} <> 2`, sql`${orders.total} > ${orders.received}`))
      .orderBy(asc(orders.id));
    const docs = await ctx.db.select().from(creditApplications).where(eq(creditApplications.customer_id, c.id)).orderBy(desc(creditApplications.id));
    const [line] = await ctx.db.select().from(creditLines).where(eq(creditLines.customer_id, c.id));
    return { customer: c, line: line ?? null, ...st, orders: os.map((o) => ({ ...o, unpaid: o.total - o.received })), documents: docs };
  });
  defineRoute(app, { path: '/api/v1/financial/credit/record/list', access: view, body: creditRecordQuery, out: creditRecordPage, tag, summary: '授信记录：每次额度变更及其单据' }, async (q, ctx) => {
    const where = [q.customer_id ? eq(creditApplications.customer_id, q.customer_id) : undefined, q.kind ? eq(creditApplications.kind, q.kind) : undefined,
      codes(q.status)?.length ? inArray(creditApplications.status, codes(q.status)!) : undefined];
    const page = await findPage<typeof creditApplications.$inferSelect>(ctx.db, creditApplications, { pageNo: q.pageNo, pageSize: q.pageSize, sortField: q.sortField, sortOrder: q.sortOrder, where });
    const [s] = await ctx.db.select({ amount: sql<string>`coalesce(sum(${creditApplications.amount}), 0)` }).from(creditApplications).where(and(...where));
    const cust = await namesOf(ctx.db, page.data.map((r) => r.customer_id));
    const staff = await userNames(ctx.db, page.data.map((r) => r.created_by));
    return { page_data: { ...page, data: page.data.map((r) => ({ ...r, customer_name: cust.get(r.customer_id) ?? null, created_by_name: staff.get(Number(r.created_by)) ?? null })) }, summary: { amount: Number(s.amount) } };
  });
  defineRoute(app, { path: '/api/v1/financial/credit/add', access: apply, body: creditLineApply, out: creditApplicationRow, tag, summary: '新增授信额度（提交新增授信审核）' },
    async (i, ctx) => inTx(ctx.db, (tx) => applyCredit(ctx.services, tx, 'line', { customer_id: i.customer_id, amount: i.credit_limit, credit_type_id: i.credit_type_id, reason: i.reason }, actorOf(ctx))));
  defineRoute(app, { path: '/api/v1/financial/credit/temporary/add', access: apply, body: creditTemporaryApply, out: creditApplicationRow, tag, summary: '临时授信（到期自动失效；提交临时授信审核）' },
    async (i, ctx) => inTx(ctx.db, (tx) => applyCredit(ctx.services, tx, 'temporary', i, actorOf(ctx))));
  defineRoute(app, { path: '/api/v1/financial/credit/group/add', access: apply, body: creditGroupApply, out: creditApplicationRow, tag, summary: '团队授信（仅该团期订单可用；提交团队授信审核）' },
    async (i, ctx) => inTx(ctx.db, (tx) => applyCredit(ctx.services, tx, 'group', i, actorOf(ctx))));
}

export function financeRoutes(app: FastifyInstance): void {
  settingsRoutes(app);
  receiptRoutes(app);
  scheduleRoutes(app);
  creditRoutes(app);
}
