/**
 * Routes of money out: per document kind (SPEC §7 /api/v1/payment/add, /list, /pay for supplier payments; the
 * same verbs under /api/v1/payment/loan, /reimbursement, /preLoan, /prepayment), the open advances
 * (/getAdvanceAmount), bindings, loan returns, supplier invoices, a group's payables, the 应付未付 list,
 * 成本汇总, 损益 (per group and per period/department) and 付款欠票统计.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  addDays, advanceAmountReq, advanceBind, arrearsQuery, bindListQuery, costSummaryQuery, daysBetween, enumLabel, groupPayablesReq, isoToday, loanCreate, loanReturn,
  PAY_DOC_KEY, PAY_DOC_PATH, PAYABLE_DUE_SOON_DAYS, PayableKey as K, paymentCreate, payDocInvoice, payDocListQuery, payDocPay, payDocReq,
  payDocVersionReq, PayDocKind, PayDocStatus, pnlPeriodQuery, pnlQuery, prepaymentCreate, preLoanCreate, reimbursementCreate, type PayDocKindCode,
  advanceAmountAnswer, advanceBindPage, advanceBindRow, arrearsPage, bindableLines, costSummaryPage, groupPayablesAnswer, idAnswer, loanReturnAnswer,
  payableUnpaidPage, payDocDetail, payDocPage, payDocRow, pnlPage, pnlPeriodAnswer, staffOptions,
  payableUnpaidQuery, staffOptionsReq, bindableLinesReq, CostKind, type AnyCostKind, PD_PAID, PD_APPROVED, PD_AWAITING, PD_PENDING, BIND_APPROVED, BIND_PENDING,
} from '@ta/contract';
import type { DB } from '../../db/client';
import { boundaryCondition, escapeLike, findPage, inTx, type AnyRow } from '../../platform/data';
import { notFound } from '../../platform/errors';
import { mountResource } from '../../platform/resource';
import { defineRoute, type Ctx } from '../../platform/route';
import { payAccounts } from '../finance/finance.tables';
import { assertInBoundary, boundaryOf, userNames } from '../merchant/merchant.common';
import { suppliers } from '../merchant/merchant.tables';
import { namesById } from '../../platform/names';
import { tourGroups } from '../operation/group.tables';
import { groupCosts } from '../operation/operation.tables';
import { departments } from '../system/system.tables';
import { products } from '../product/product.tables';
import {
  advanceOpen, bindAdvance, createLoan, createPayment, createPrepayment, createPreLoan, createReimbursement, deleteDoc, loanOpen, payableActualCosts,
  payDoc, recordInvoice, returnLoan, submitDoc, type Actor, type PayDocRow,
} from './payable.service';
import { advanceBinds, loanSettlements, payDocItems, payDocs } from './payable.tables';
import { PAYABLE_RESOURCES as R } from '@ta/contract';

const actorOf = (ctx: Ctx): Actor => ({ uid: ctx.user.uid, user_name: ctx.user.user_name, dept_id: ctx.user.relation.department_id });
const kw = (s?: string | null) => (s?.trim() ? `%${escapeLike(s.trim())}%` : undefined);
const codes = (v: number | number[] | undefined) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]);
const sum = <T,>(list: T[], k: keyof T) => list.reduce((a, r) => a + Number(r[k] ?? 0), 0);
const rows = <T,>(r: unknown) => (r as { rows: T[] }).rows;
const monthRange = (m: string): [string, string] => {
  const [yy, mm] = m.split('-').map(Number);
  const last = new Date(Date.UTC(yy, mm, 0)).getUTCDate();
  return [`${m}-01`, `${m}-${String(last).padStart(2, '0')}`];
};
/** The period of a P&L query: a month, a departure range, or the current month (China time). */
function periodOf(q: { month?: string; departure_date?: string[] }): [string, string] {
  if (q.month) return monthRange(q.month);
  const [a, b] = q.departure_date ?? [];
  if (a || b) return [a || '1900-01-01', b || '2999-12-31'];
  return monthRange(isoToday().slice(0, 7));
}
/** Margin in basis points, truncated toward zero (null without income) — as the group statistics do. */
const marginBp = (profit: number, income: number): number | null => (income === 0 ? null : Number((BigInt(profit) * 10000n) / BigInt(income)));
const per = (v: number, n: number) => (n > 0 ? Number(BigInt(v) / BigInt(n)) : 0);

// ---------------------------------------------------------------- presenting documents

async function present(db: DB, list: PayDocRow[]): Promise<AnyRow[]> {
  if (!list.length) return [];
  const ids = list.map((d) => d.id);
  const items = await db.select({ i: payDocItems, kind: groupCosts.kind, total: groupCosts.total }).from(payDocItems).leftJoin(groupCosts, eq(groupCosts.id, payDocItems.cost_id))
    .where(inArray(payDocItems.doc_id, ids)).orderBy(asc(payDocItems.doc_id), asc(payDocItems.sort));
  const gids = [...new Set(list.map((d) => d.group_id).filter((x): x is number => !!x))];
  const groups = new Map((gids.length ? await db.select({ id: tourGroups.id, code: tourGroups.code, departure_date: tourGroups.departure_date }).from(tourGroups).where(inArray(tourGroups.id, gids)) : []).map((g) => [g.id, g]));
  const sups = await namesById(db, suppliers.id, suppliers.name, list.map((d) => d.supplier_id));
  const people = await userNames(db, [...list.map((d) => d.borrower_id), ...list.map((d) => d.created_by), ...list.map((d) => d.paid_by)]);
  const aids = [...new Set(list.map((d) => d.pay_account_id).filter((x): x is number => !!x))];
  const accs = new Map((aids.length ? await db.select().from(payAccounts).where(inArray(payAccounts.id, aids)) : []).map((a) => [a.id, `${a.name}（${a.number}）`]));
  const loans = await loanOpen(db, list.filter((d) => d.kind === 'loan').map((d) => d.id));
  const adv = await advanceOpen(db, list.filter((d) => d.kind === 'preLoan' || d.kind === 'prepayment').map((d) => d.id));
  return list.map((d) => {
    const its = items.filter((x) => x.i.doc_id === d.id).map((x) => ({
      id: x.i.id, cost_id: x.i.cost_id, cost_kind: x.kind, cost_kind_name: x.kind ? CostKind[x.kind as AnyCostKind] ?? x.kind : null, cost_total: x.total === null ? null : Number(x.total),
      supplier_id: x.i.supplier_id, description: x.i.description, amount: Number(x.i.amount), images: x.i.images,
    }));
    const l = loans.get(d.id), a = adv.get(d.id);
    const g = d.group_id ? groups.get(d.group_id) : undefined;
    return {
      ...d, amount: Number(d.amount), offset_amount: Number(d.offset_amount), pay_amount: Number(d.pay_amount), invoice_amount: d.invoice_amount === null ? null : Number(d.invoice_amount),
      kind_name: PayDocKind[d.kind as PayDocKindCode] ?? d.kind, status_label: enumLabel(PayDocStatus, d.status),
      group_code: g?.code ?? null, departure_date: g?.departure_date ?? null, supplier_name: d.supplier_id ? sups.get(d.supplier_id) ?? null : null,
      borrower_name: d.borrower_id ? people.get(d.borrower_id) ?? null : null, created_by_name: people.get(Number(d.created_by)) ?? null,
      paid_by_name: d.paid_by ? people.get(d.paid_by) ?? null : null, pay_account_name: d.pay_account_id ? accs.get(d.pay_account_id) ?? null : null,
      invoice_state: d.kind === 'payment' || d.kind === 'prepayment' ? (d.invoice_no ? 1 : 0) : null,
      items: its,
      ...(l ? { settled: l.settled, returned: l.returned, open_amount: l.open } : {}),
      ...(a ? { bound: a.bound, bind_pending: a.pending, returned: a.returned, open_amount: a.open } : {}),
    };
  });
}

// ---------------------------------------------------------------- document routes, per kind

const CREATE: Record<PayDocKindCode, { schema: z.ZodTypeAny; run: (ctx: Ctx, tx: DB, i: never) => Promise<PayDocRow>; summary: string }> = {
  payment: { schema: paymentCreate, run: (ctx, tx, i) => createPayment(ctx.services, tx, i, actorOf(ctx)), summary: '供应商付款（按团期成本项，不超过未付余额；提交付款审核）' },
  loan: { schema: loanCreate, run: (ctx, tx, i) => createLoan(ctx.services, tx, i, actorOf(ctx)), summary: '借款（员工为团期借款，如导游现付；提交借款审核）' },
  reimbursement: { schema: reimbursementCreate, run: (ctx, tx, i) => createReimbursement(ctx.services, tx, i, actorOf(ctx)), summary: '报销（费用明细与票据图片；审核通过时先冲抵本人借款）' },
  preLoan: { schema: preLoanCreate, run: (ctx, tx, i) => createPreLoan(ctx.services, tx, i, actorOf(ctx)), summary: '预借款（成本发生前的员工借款；提交预借款审核）' },
  prepayment: { schema: prepaymentCreate, run: (ctx, tx, i) => createPrepayment(ctx.services, tx, i, actorOf(ctx)), summary: '预付款（成本发生前付给供应商；提交预付款审核）' },
};

function docRoutes(app: FastifyInstance, kind: PayDocKindCode): void {
  const base = PAY_DOC_PATH[kind], key = PAY_DOC_KEY[kind], tag = PayDocKind[kind];
  const c = CREATE[kind];
  defineRoute(app, { path: `${base}/add`, access: { key, action: 'canAdd' }, body: c.schema, out: payDocRow, tag, summary: c.summary },
    async (i, ctx) => {
      // A group's payables are started only for a group inside the caller's data boundary.
      const gid = (i as { group_id?: number }).group_id;
      if (gid) {
        const [g] = await ctx.db.select().from(tourGroups).where(eq(tourGroups.id, gid));
        if (g) assertInBoundary(g, await boundaryOf(ctx));
      }
      return (await present(ctx.db, [await inTx(ctx.db, (tx) => c.run(ctx, tx, i as never))]))[0];
    });
  defineRoute(app, { path: `${base}/list`, access: { key, action: 'view' }, body: payDocListQuery, out: payDocPage, tag, summary: `${tag}单列表（合计：金额、已付）` }, async (q, ctx) => {
    const k = kw(q.keyword);
    const is = codes(q.invoice_state);
    const where: (SQL | undefined)[] = [
      eq(payDocs.kind, kind), codes(q.status)?.length ? inArray(payDocs.status, codes(q.status)!) : undefined,
      q.group_id ? eq(payDocs.group_id, q.group_id) : undefined, q.supplier_id ? eq(payDocs.supplier_id, q.supplier_id) : undefined,
      q.borrower_id ? eq(payDocs.borrower_id, q.borrower_id) : undefined,
      is?.length === 1 ? (is[0] === 1 ? sql`${payDocs.invoice_no} is not null` : sql`${payDocs.invoice_no} is null`) : undefined,
      q.pay_date?.[0] ? sql`${payDocs.pay_date} >= ${q.pay_date[0]}` : undefined, q.pay_date?.[1] ? sql`${payDocs.pay_date} <= ${q.pay_date[1]}` : undefined,
      q.created_at?.[0] ? sql`${payDocs.created_at} >= ${q.created_at[0]}::date` : undefined, q.created_at?.[1] ? sql`${payDocs.created_at} < ${q.created_at[1]}::date + 1` : undefined,
      k ? or(ilike(payDocs.code, k), ilike(payDocs.reason, k), ilike(payDocs.payee, k),
        sql`exists (select 1 from tour_groups g where g.id = ${payDocs.group_id} and g.code ilike ${k})`) : undefined,
    ];
    const b = { ...await boundaryOf(ctx), sold: 'groupOf' as const };
    // Counted with the rows (its summary counts them anyway): the "sold inside" boundary does not defer this total.
    const page = await findPage<PayDocRow>(ctx.db, payDocs, { pageNo: q.pageNo, pageSize: q.pageSize, sortField: q.sortField, sortOrder: q.sortOrder, where, boundary: b, deferTotal: false });
    const [s] = await ctx.db.select({
      n: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${payDocs.amount}), 0)`,
      paid: sql<string>`coalesce(sum(${payDocs.pay_amount}) filter (where ${payDocs.status} = ${PD_PAID}), 0)`,
    }).from(payDocs).where(and(...where, boundaryCondition(payDocs, b)));
    return { page_data: { ...page, data: await present(ctx.db, page.data) }, summary: { count: Number(s.n), amount: Number(s.amount), paid: Number(s.paid) } };
  });
  defineRoute(app, { path: `${base}/detail`, access: { key, action: 'view' }, body: payDocReq, out: payDocDetail, tag, summary: `${tag}单详情（明细、冲抵、绑定）` }, async (i, ctx) => {
    const [d] = await ctx.db.select().from(payDocs).where(and(eq(payDocs.id, i.id), eq(payDocs.kind, kind), boundaryCondition(payDocs, { ...await boundaryOf(ctx), sold: 'groupOf' })));
    if (!d) throw notFound(`${tag}单不存在`);
    const [row] = await present(ctx.db, [d]);
    const settlements = await ctx.db.select({ s: loanSettlements, code: payDocs.code }).from(loanSettlements).leftJoin(payDocs, eq(payDocs.id, kind === 'reimbursement' ? loanSettlements.loan_id : loanSettlements.reimbursement_id))
      .where(kind === 'reimbursement' ? eq(loanSettlements.reimbursement_id, d.id) : eq(loanSettlements.loan_id, d.id)).orderBy(asc(loanSettlements.id));
    const binds = await ctx.db.select().from(advanceBinds).where(eq(advanceBinds.doc_id, d.id)).orderBy(asc(advanceBinds.id));
    return { ...row, settlements: settlements.map((r) => ({ ...r.s, amount: Number(r.s.amount), doc_code: r.code })), binds: binds.map((x) => ({ ...x, amount: Number(x.amount) })) };
  });
  defineRoute(app, { path: `${base}/submit`, access: { key, action: 'canAdd' }, body: payDocVersionReq, out: payDocRow, tag, summary: `提交${tag}单审核（草稿、已驳回或已撤回的单据）` },
    async (i, ctx) => (await present(ctx.db, [await inTx(ctx.db, (tx) => submitDoc(ctx.services, tx, i.id, i.version, kind, actorOf(ctx)))]))[0]);
  defineRoute(app, { path: `${base}/delete`, access: { key, action: 'canDelete' }, body: payDocReq, out: idAnswer, tag, summary: `删除${tag}单（草稿、已驳回或已撤回）` },
    async (i, ctx) => { await inTx(ctx.db, (tx) => deleteDoc(tx, i.id, kind, actorOf(ctx))); return { id: i.id }; });
  defineRoute(app, { path: `${base}/pay`, access: { key, action: 'canAccount' }, body: payDocPay, out: payDocRow, tag, summary: `${tag}单已付款（付款账户与日期；只付一次）` },
    async (i, ctx) => (await present(ctx.db, [await inTx(ctx.db, (tx) => payDoc(ctx.services, tx, i, kind, actorOf(ctx)))]))[0]);
}

// ---------------------------------------------------------------- advances, binds, loans, invoices

/** What a cost line is, in a few words (the hotel, the vehicle, the guide…), from its kind's detail. */
function costItemText(kind: string, d: Record<string, unknown>): string {
  const v = (k: string) => (typeof d[k] === 'string' && d[k] ? String(d[k]) : '');
  const text = kind === 'reside' ? v('hotel') : kind === 'motorcade' ? v('vehicle') : kind === 'guide' ? v('person') : kind === 'ticket' ? v('sight')
    : kind === 'travelAgency' ? v('description') || v('contact') : kind === 'traffic' ? v('number') || v('from') : v('name') || v('description');
  return text || (CostKind[kind as AnyCostKind] ?? kind);
}

function advanceRoutes(app: FastifyInstance): void {
  defineRoute(app, { path: '/api/v1/payment/getAdvanceAmount', access: { key: K.prepayment, action: 'view' }, body: advanceAmountReq, out: advanceAmountAnswer, tag: '预付款', summary: '未绑定的预付款与预借款（余额合计）' }, async (q, ctx) => {
    const kinds = q.kind ? [q.kind] : ['preLoan', 'prepayment'];
    const list = await ctx.db.select().from(payDocs).where(and(inArray(payDocs.kind, kinds), eq(payDocs.status, PD_PAID),
      q.supplier_id ? eq(payDocs.supplier_id, q.supplier_id) : undefined, q.borrower_id ? eq(payDocs.borrower_id, q.borrower_id) : undefined,
      boundaryCondition(payDocs, await boundaryOf(ctx)))).orderBy(asc(payDocs.id)).limit(1000);
    const data = (await present(ctx.db, list)).filter((d) => Number(d.open_amount) > 0);
    return { data, summary: { count: data.length, amount: sum(data, 'amount'), bound: sum(data, 'bound'), open: sum(data, 'open_amount') } };
  });
  for (const kind of ['preLoan', 'prepayment'] as const) {
    const key = kind === 'preLoan' ? K.preLoanDetail : K.prepaymentDetail;
    const tag = `${PayDocKind[kind]}明细`;
    defineRoute(app, { path: `${PAY_DOC_PATH[kind]}/bind`, access: { key, action: 'canAdd' }, body: advanceBind, out: advanceBindRow, tag, summary: `把已付${PayDocKind[kind]}绑定到团期成本项（提交绑定预付款审核）` },
      async (i, ctx) => inTx(ctx.db, (tx) => bindAdvance(ctx.services, tx, i, actorOf(ctx))));
    defineRoute(app, { path: `${PAY_DOC_PATH[kind]}/bind/list`, access: { key, action: 'view' }, body: bindListQuery, out: advanceBindPage, tag, summary: `${tag}：每次绑定的团期、成本项与金额（合计）` }, async (q, ctx) => {
      const k = kw(q.keyword);
      const where = and(eq(payDocs.kind, kind), q.doc_id ? eq(advanceBinds.doc_id, q.doc_id) : undefined, q.group_id ? eq(advanceBinds.group_id, q.group_id) : undefined,
        codes(q.status)?.length ? inArray(advanceBinds.status, codes(q.status)!) : undefined, k ? or(ilike(payDocs.code, k), ilike(tourGroups.code, k)) : undefined,
        boundaryCondition(advanceBinds, await boundaryOf(ctx)));
      const base = () => ctx.db.select({ b: advanceBinds, doc_code: payDocs.code, doc_amount: payDocs.amount, group_code: tourGroups.code, supplier_name: suppliers.name, cost_kind: groupCosts.kind })
        .from(advanceBinds).innerJoin(payDocs, eq(payDocs.id, advanceBinds.doc_id)).leftJoin(tourGroups, eq(tourGroups.id, advanceBinds.group_id))
        .leftJoin(suppliers, eq(suppliers.id, advanceBinds.supplier_id)).leftJoin(groupCosts, eq(groupCosts.id, advanceBinds.cost_id)).where(where);
      const list = await base().orderBy(desc(advanceBinds.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
      const [s] = await ctx.db.select({ n: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${advanceBinds.amount}), 0)` }).from(advanceBinds)
        .innerJoin(payDocs, eq(payDocs.id, advanceBinds.doc_id)).leftJoin(tourGroups, eq(tourGroups.id, advanceBinds.group_id)).where(where);
      const data = list.map((r) => ({ ...r.b, amount: Number(r.b.amount), doc_code: r.doc_code, doc_amount: Number(r.doc_amount), group_code: r.group_code, supplier_name: r.supplier_name, cost_kind_name: r.cost_kind ? CostKind[r.cost_kind as AnyCostKind] ?? r.cost_kind : null }));
      return { page_data: { total_size: Number(s.n), total_page: Math.ceil(Number(s.n) / q.pageSize), data }, summary: { count: Number(s.n), amount: Number(s.amount) } };
    });
  }
  defineRoute(app, { path: '/api/v1/payment/staff/options', access: { key: K.loan, action: 'view' }, body: staffOptionsReq, out: staffOptions, tag: '借款', summary: '借款人选择器：在职员工（按姓名或登录名；含部门）' }, async (q, ctx) => {
    const k = kw(q.keyword);
    const list = rows<{ id: number; user_name: string; login_name: string; dept_name: string | null }>(await ctx.db.execute(sql`
      select u.id, u.user_name, u.login_name, d.name as dept_name from users u left join departments d on d.id = u.dept_id
      where u.deleted_at is null and (u.status = 1 ${q.include_id ? sql`or u.id = ${q.include_id}` : sql``})
        ${k ? sql`and (u.user_name ilike ${k} or u.login_name ilike ${k})` : sql``}
      order by ${q.include_id ? sql`(u.id = ${q.include_id}) desc,` : sql``} ${k ? sql`(u.user_name = ${q.keyword!.trim()}) desc,` : sql``} u.id
      limit ${q.limit}`));
    return list.map((u) => ({ ...u, id: Number(u.id) }));
  });
  for (const kind of ['preLoan', 'prepayment'] as const) {
    const key = kind === 'preLoan' ? K.preLoanDetail : K.prepaymentDetail;
    defineRoute(app, { path: `${PAY_DOC_PATH[kind]}/bindable`, access: { key, action: 'view' }, body: bindableLinesReq, out: bindableLines, tag: `${PayDocKind[kind]}明细`,
      summary: `可绑定${PayDocKind[kind]}的成本项：团号、供应商、项目、应付与未付余额（预付款只列其供应商的）` }, async (q, ctx) => {
      const [d] = await ctx.db.select().from(payDocs).where(and(eq(payDocs.id, q.doc_id), eq(payDocs.kind, kind), boundaryCondition(payDocs, await boundaryOf(ctx))));
      if (!d) throw notFound(`${PayDocKind[kind]}单不存在`);
      const k = kw(q.keyword);
      const gb = boundaryCondition(tourGroups, await boundaryOf(ctx));
      const list = rows<{ cost_id: number; kind: string; detail: Record<string, unknown>; quantity: number; total: string; supplier_id: number; supplier_name: string | null; group_id: number; group_code: string; departure_date: string; rest: string }>(await ctx.db.execute(sql`
        select * from (
          select c.id as cost_id, c.kind, c.detail, c.quantity, c.total, c.supplier_id, s.name as supplier_name, g.id as group_id, g.code as group_code,
            to_char(g.departure_date, 'YYYY-MM-DD') as departure_date,
            c.total - coalesce((select sum(i.amount) from pay_doc_items i join pay_docs x on x.id = i.doc_id where i.cost_id = c.id and x.status in ${sql.raw(`(${PD_PENDING}, ${PD_APPROVED}, ${PD_AWAITING}, ${PD_PAID})`)}), 0)
              - coalesce((select sum(b.amount) from advance_binds b where b.cost_id = c.id and b.status in (${BIND_PENDING}, ${BIND_APPROVED})), 0) as rest
          from group_costs c join ${tourGroups} g on g.id = c.group_id left join suppliers s on s.id = c.supplier_id
          where c.consumption <> 0 ${d.kind === 'prepayment' && d.supplier_id ? sql`and c.supplier_id = ${d.supplier_id}` : sql``}
            ${k ? sql`and (g.code ilike ${k} or s.name ilike ${k})` : sql``} ${gb ? sql`and g.id in (select ${tourGroups.id} from ${tourGroups} where ${gb})` : sql``}
        ) x where x.rest > 0
        order by abs(x.departure_date::date - ${isoToday()}::date), x.cost_id limit ${q.limit}`));
      return list.map((r) => ({
        ...r, cost_id: Number(r.cost_id), group_id: Number(r.group_id), supplier_id: Number(r.supplier_id), total: Number(r.total), rest: Number(r.rest),
        kind_name: CostKind[r.kind as AnyCostKind] ?? r.kind, item: costItemText(r.kind, r.detail),
      }));
    });
  }
  defineRoute(app, { path: '/api/v1/payment/loan/return', access: { key: K.loan, action: 'canAccount' }, body: loanReturn, out: loanReturnAnswer, tag: '借款', summary: '借款还款（报销冲抵后剩余的现金退回；记入财务收支）' },
    async (i, ctx) => inTx(ctx.db, (tx) => returnLoan(tx, i, actorOf(ctx))));
  defineRoute(app, { path: '/api/v1/payment/invoice', access: { key: K.payment, action: 'canEditor' }, body: payDocInvoice, out: payDocRow, tag: '付款', summary: '登记供应商发票（付款单、预付款单；登记后不再欠票）' },
    async (i, ctx) => (await present(ctx.db, [await inTx(ctx.db, (tx) => recordInvoice(tx, i, actorOf(ctx)))]))[0]);
}

// ---------------------------------------------------------------- payables of groups

interface LineFigures { pending: number; approved_unpaid: number; paid: number }
/** Per cost line of the groups: pending, approved-unpaid and paid (the provider's definitions). */
async function lineFigures(db: DB, groupIds: number[]): Promise<Map<number | string, LineFigures>> {
  const out = new Map<number | string, LineFigures>();
  if (!groupIds.length) return out;
  const its = await db.select({
    cost_id: payDocItems.cost_id, group_id: payDocItems.group_id,
    pending: sql<string>`coalesce(sum(${payDocItems.amount}) filter (where ${payDocs.status} = ${PD_PENDING}), 0)`,
    approved: sql<string>`coalesce(sum(${payDocItems.amount}) filter (where ${payDocs.status} = ${PD_AWAITING}), 0)`,
    paid: sql<string>`coalesce(sum(${payDocItems.amount}) filter (where ${payDocs.status} = ${PD_PAID} or (${payDocs.kind} = 'reimbursement' and ${payDocs.status} = ${PD_APPROVED})), 0)`,
  }).from(payDocItems).innerJoin(payDocs, eq(payDocs.id, payDocItems.doc_id)).where(inArray(payDocItems.group_id, groupIds)).groupBy(payDocItems.cost_id, payDocItems.group_id);
  const bs = await db.select({
    cost_id: advanceBinds.cost_id,
    pending: sql<string>`coalesce(sum(${advanceBinds.amount}) filter (where ${advanceBinds.status} = ${BIND_PENDING}), 0)`,
    paid: sql<string>`coalesce(sum(${advanceBinds.amount}) filter (where ${advanceBinds.status} = ${BIND_APPROVED}), 0)`,
  }).from(advanceBinds).where(inArray(advanceBinds.group_id, groupIds)).groupBy(advanceBinds.cost_id);
  const add = (k: number | string, p: number, a: number, d: number) => {
    const f = out.get(k) ?? { pending: 0, approved_unpaid: 0, paid: 0 };
    f.pending += p; f.approved_unpaid += a; f.paid += d; out.set(k, f);
  };
  for (const r of its) add(r.cost_id ?? `g${r.group_id}`, Number(r.pending), Number(r.approved), Number(r.paid));
  for (const r of bs) add(r.cost_id, Number(r.pending), 0, Number(r.paid));
  return out;
}

const dueStateOf = (due: string | null, today: string) => (!due ? 0 : due < today ? 2 : due <= addDays(today, PAYABLE_DUE_SOON_DAYS) ? 1 : 0);

/** One group's payables: per cost line and supplier, the documents behind them, and income against the actual cost. */
async function groupPayables(ctx: Ctx, groupId: number) {
  const [g] = await ctx.db.select().from(tourGroups).where(eq(tourGroups.id, groupId));
  if (!g) throw notFound('团期不存在');
  assertInBoundary(g, await boundaryOf(ctx));
  const lines = await ctx.db.select({ c: groupCosts, supplier_name: suppliers.name, payment_days: suppliers.payment_days, settlement_cycle: suppliers.settlement_cycle })
    .from(groupCosts).leftJoin(suppliers, eq(suppliers.id, groupCosts.supplier_id)).where(and(eq(groupCosts.group_id, g.id), sql`${groupCosts.consumption} <> 0`))
    .orderBy(asc(groupCosts.kind), asc(groupCosts.sort), asc(groupCosts.id));
  const figs = await lineFigures(ctx.db, [g.id]);
  const today = isoToday();
  const data = lines.map((l) => {
    const f = figs.get(l.c.id) ?? { pending: 0, approved_unpaid: 0, paid: 0 };
    const payable = Number(l.c.total);
    const due = addDays(g.disband_date, Number(l.payment_days ?? 0));
    const unpaid = payable - f.paid;
    return {
      cost_id: l.c.id, kind: l.c.kind, kind_name: CostKind[l.c.kind as AnyCostKind] ?? l.c.kind, supplier_id: l.c.supplier_id, supplier_name: l.supplier_name,
      quantity: l.c.quantity, unit_price: Number(l.c.unit_price), detail: l.c.detail, payment_days: Number(l.payment_days ?? 0), due_date: due,
      due_state: unpaid > 0 ? dueStateOf(due, today) : null,
      payable, pending: f.pending, approved_unpaid: f.approved_unpaid, paid: f.paid, unpaid, rest: payable - f.paid - f.approved_unpaid - f.pending,
    };
  });
  const untied = figs.get(`g${g.id}`) ?? { pending: 0, approved_unpaid: 0, paid: 0 };
  const bySupplier = new Map<number, AnyRow & { payable: number; paid: number; unpaid: number; approved_unpaid: number }>();
  for (const r of data) {
    const s = bySupplier.get(r.supplier_id) ?? { supplier_id: r.supplier_id, supplier_name: r.supplier_name, payable: 0, paid: 0, approved_unpaid: 0, unpaid: 0 };
    s.payable += r.payable; s.paid += r.paid; s.approved_unpaid += r.approved_unpaid; s.unpaid += r.unpaid;
    bySupplier.set(r.supplier_id, s);
  }
  const actual = await payableActualCosts(ctx.db, g.id);
  const actualCost = actual.reduce((a, e) => a + e.bills, 0);
  const paidTotal = actual.reduce((a, e) => a + e.paid, 0);
  const [inc] = rows<{ income: string }>(await ctx.db.execute(sql`select coalesce(sum(ol.total), 0) as income from orders o join order_lines ol on ol.order_id = o.id
    where o.group_id = ${g.id} and o.enrollment_status in (0, 1)`));
  const [bud] = rows<{ budget: string }>(await ctx.db.execute(sql`select coalesce(sum(case when consumption = 0 then -total else total end), 0) as budget from group_costs where group_id = ${g.id}`));
  const income = Number(inc.income), persons = g.seats_confirmed + g.seats_held;
  const profit = income - actualCost;
  const docs = await ctx.db.select().from(payDocs).where(eq(payDocs.group_id, g.id)).orderBy(desc(payDocs.id));
  return {
    group: { id: g.id, code: g.code, departure_date: g.departure_date, disband_date: g.disband_date, settle_status: g.settle_status, state: g.state, version: g.version },
    data, suppliers: [...bySupplier.values()], untied,
    summary: { payable: sum(data, 'payable'), pending: sum(data, 'pending'), approved_unpaid: sum(data, 'approved_unpaid'), paid: sum(data, 'paid'), unpaid: sum(data, 'unpaid') },
    profit: {
      income, budget_cost: Number(bud.budget), actual_cost: actualCost, paid: paidTotal, profit, margin_bp: marginBp(profit, income), persons,
      income_per_person: per(income, persons), cost_per_person: per(actualCost, persons), profit_per_person: per(profit, persons),
    },
    documents: await present(ctx.db, docs),
  };
}

interface UnpaidRow {
  cost_id: number; kind: string; group_id: number; group_code: string; departure_date: string; disband_date: string; supplier_id: number; supplier_name: string | null;
  payment_days: number; payable: string; paid: string; approved_unpaid: string; due_date: string; dept_id: number | null; created_by: number | null;
}

function groupRoutes(app: FastifyInstance): void {
  defineRoute(app, { path: '/api/v1/payment/group/payables', access: { key: K.payment, action: 'view' }, body: groupPayablesReq, out: groupPayablesAnswer, tag: '付款', summary: '团期应付：每个成本项与供应商的应付、已付、未付，单据与实际毛利' },
    async (i, ctx) => groupPayables(ctx, i.group_id));

  defineRoute(app, { path: '/api/v1/payment/unpaid/list', access: { key: K.unpaid, action: 'view' }, body: payableUnpaidQuery, out: payableUnpaidPage, tag: '应付未付', summary: '应付未付：各成本项未付余额与账期到期日（逾期、即将到期合计）' }, async (q, ctx) => {
    const today = isoToday();
    const k = kw(q.keyword);
    const b = await boundaryOf(ctx);
    const bc = boundaryCondition(tourGroups, { ...b, sold: 'group' });
    const ds = codes(q.due_state);
    const due = sql`(g.disband_date + coalesce(s.payment_days, 0))`;
    const dueState = sql`(case when ${due} < ${today}::date then 2 when ${due} <= ${today}::date + ${PAYABLE_DUE_SOON_DAYS}::int then 1 else 0 end)`;
    const list = rows<UnpaidRow>(await ctx.db.execute(sql`
      with f as (
        select i.cost_id, sum(i.amount) filter (where d.status = ${PD_PAID} or (d.kind = 'reimbursement' and d.status = ${PD_APPROVED})) as paid,
          sum(i.amount) filter (where d.status = ${PD_AWAITING}) as approved
        from pay_doc_items i join pay_docs d on d.id = i.doc_id where i.cost_id is not null and d.status in (${PD_APPROVED}, ${PD_AWAITING}, ${PD_PAID}) group by i.cost_id
        union all
        select b.cost_id, sum(b.amount), 0 from advance_binds b where b.status = ${BIND_APPROVED} group by b.cost_id
      ), p as (select cost_id, sum(paid) as paid, sum(approved) as approved from f group by cost_id)
      select c.id as cost_id, c.kind, g.id as group_id, g.code as group_code, to_char(g.departure_date, 'YYYY-MM-DD') as departure_date,
        to_char(g.disband_date, 'YYYY-MM-DD') as disband_date, c.supplier_id, s.name as supplier_name,
        coalesce(s.payment_days, 0) as payment_days, c.total as payable, coalesce(p.paid, 0) as paid, coalesce(p.approved, 0) as approved_unpaid,
        to_char(${due}, 'YYYY-MM-DD') as due_date, g.dept_id, g.created_by
      from group_costs c join tour_groups g on g.id = c.group_id left join suppliers s on s.id = c.supplier_id left join p on p.cost_id = c.id
      where c.consumption <> 0 and c.total - coalesce(p.paid, 0) > 0
        ${bc ? sql`and g.id in (select ${tourGroups.id} from ${tourGroups} where ${bc})` : sql``}
        ${q.supplier_id ? sql`and c.supplier_id = ${q.supplier_id}` : sql``}
        ${q.group_id ? sql`and g.id = ${q.group_id}` : sql``}
        ${ds?.length ? sql`and ${dueState} in (${sql.join(ds.map((d) => sql`${d}`), sql`, `)})` : sql``}
        ${q.due_date?.[0] ? sql`and ${due} >= ${q.due_date[0]}::date` : sql``}
        ${q.due_date?.[1] ? sql`and ${due} <= ${q.due_date[1]}::date` : sql``}
        ${k ? sql`and (g.code ilike ${k} or s.name ilike ${k})` : sql``}
      order by ${due}, c.id`));
    const all = list.map((r) => {
      const payable = Number(r.payable), paid = Number(r.paid), approved = Number(r.approved_unpaid);
      const state = dueStateOf(r.due_date, today);
      return {
        ...r, kind_name: CostKind[r.kind as AnyCostKind] ?? r.kind, payable, paid, approved_unpaid: approved, unpaid: payable - paid,
        due_state: state, overdue_days: state === 2 ? daysBetween(r.due_date, today) : 0,
      };
    });
    const data = all.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize);
    const bySup = new Map<number, AnyRow & { unpaid: number; overdue: number; lines: number }>();
    for (const r of all) {
      const s = bySup.get(r.supplier_id) ?? { supplier_id: r.supplier_id, supplier_name: r.supplier_name, unpaid: 0, overdue: 0, lines: 0 };
      s.unpaid += r.unpaid; s.lines += 1; if (r.due_state === 2) s.overdue += r.unpaid;
      bySup.set(r.supplier_id, s);
    }
    return {
      page_data: { total_size: all.length, total_page: Math.ceil(all.length / q.pageSize), data },
      summary: { lines: all.length, payable: sum(all, 'payable'), paid: sum(all, 'paid'), unpaid: sum(all, 'unpaid'), overdue: sum(all.filter((r) => r.due_state === 2), 'unpaid'), due_soon: sum(all.filter((r) => r.due_state === 1), 'unpaid') },
      by_supplier: [...bySup.values()],
    };
  });

  defineRoute(app, { path: '/api/v1/payment/costSummary/list', access: { key: K.costSummary, action: 'view' }, body: costSummaryQuery, out: costSummaryPage, tag: '成本汇总', summary: '成本汇总：每个团期的成本、已付、待付、未付（合计）' }, async (q, ctx) => {
    const k = kw(q.keyword);
    const b = await boundaryOf(ctx);
    const ps = codes(q.pay_state);
    const where = and(
      sql`exists (select 1 from group_costs c where c.group_id = ${tourGroups.id} and c.consumption <> 0)`,
      q.departure_date?.[0] ? sql`${tourGroups.departure_date} >= ${q.departure_date[0]}` : undefined, q.departure_date?.[1] ? sql`${tourGroups.departure_date} <= ${q.departure_date[1]}` : undefined,
      k ? or(ilike(tourGroups.code, k), ilike(products.name, k)) : undefined, boundaryCondition(tourGroups, { ...b, sold: 'group' }),
    );
    const gs = await ctx.db.select({ id: tourGroups.id, code: tourGroups.code, departure_date: tourGroups.departure_date, disband_date: tourGroups.disband_date, settle_status: tourGroups.settle_status, product_name: products.name })
      .from(tourGroups).innerJoin(products, eq(products.id, tourGroups.product_id)).where(where).orderBy(desc(tourGroups.departure_date), desc(tourGroups.id)).limit(5000);
    const ids = gs.map((g) => g.id);
    const payable = new Map((ids.length ? await ctx.db.select({ g: groupCosts.group_id, s: sql<string>`sum(${groupCosts.total})` }).from(groupCosts)
      .where(and(inArray(groupCosts.group_id, ids), sql`${groupCosts.consumption} <> 0`)).groupBy(groupCosts.group_id) : []).map((r) => [r.g, Number(r.s)]));
    const figs = await lineFigures(ctx.db, ids);
    const costToGroup = new Map((ids.length ? await ctx.db.select({ id: groupCosts.id, g: groupCosts.group_id }).from(groupCosts).where(inArray(groupCosts.group_id, ids)) : []).map((r) => [r.id, r.g]));
    const per2 = new Map<number, LineFigures>();
    for (const [k2, f] of figs) {
      const g = typeof k2 === 'string' ? Number(k2.slice(1)) : costToGroup.get(k2);
      if (!g) continue;
      const t = per2.get(g) ?? { pending: 0, approved_unpaid: 0, paid: 0 };
      t.pending += f.pending; t.approved_unpaid += f.approved_unpaid; t.paid += f.paid; per2.set(g, t);
    }
    let all = gs.map((g) => {
      const f = per2.get(g.id) ?? { pending: 0, approved_unpaid: 0, paid: 0 };
      const p = payable.get(g.id) ?? 0;
      const unpaid = p - f.paid;
      return { group_id: g.id, group_code: g.code, product_name: g.product_name, departure_date: g.departure_date, settle_status: g.settle_status, payable: p, pending: f.pending, approved_unpaid: f.approved_unpaid, paid: f.paid, unpaid, pay_state: unpaid <= 0 ? 1 : 0 };
    });
    if (ps?.length === 1) all = all.filter((r) => r.pay_state === ps[0]);
    return {
      page_data: { total_size: all.length, total_page: Math.ceil(all.length / q.pageSize), data: all.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize) },
      summary: { groups: all.length, payable: sum(all, 'payable'), pending: sum(all, 'pending'), approved_unpaid: sum(all, 'approved_unpaid'), paid: sum(all, 'paid'), unpaid: sum(all, 'unpaid') },
    };
  });
}

// ---------------------------------------------------------------- profit and loss

interface PnlRow {
  group_id: number; group_code: string; product_name: string; departure_date: string; dept_id: number | null; dept_name: string | null;
  persons: number; income: number; cost: number; budget_cost: number; paid: number; profit: number; margin_bp: number | null;
  income_per_person: number; cost_per_person: number; profit_per_person: number;
}

/**
 * Every group departing in the period with its income (orders' income lines, confirmed and held orders) and
 * actual cost (approved payables: payment and reimbursement lines, approved bindings) — the same sums as the
 * group's payables and the actual-cost provider.
 */
export async function pnlGroups(db: DB, period: [string, string], o: { deptId?: number | null; groupId?: number | null; keyword?: string; boundary?: SQL; onSqlMs?: (ms: number) => void }): Promise<PnlRow[]> {
  const k = kw(o.keyword);
  const t0 = performance.now();
  // Per group through LATERAL sums served by the group indexes (orders_group + order_lines_order, pay_doc_items_group,
  // advance_binds_group, group_costs_group): the work follows the period's groups, not the size of the whole
  // agency — semi-joins against the groups' CTE were estimated at 200 groups and hashed every order line and
  // payable of the database (docs/decisions.md "P&L at scale").
  const list = rows<Record<string, string | number | null>>(await db.execute(sql`
    with gs as materialized (
      select g.id, g.code, g.departure_date, g.dept_id, g.seats_confirmed + g.seats_held as persons, p.name as product_name
      from tour_groups g join products p on p.id = g.product_id
      where g.departure_date between ${period[0]}::date and ${period[1]}::date
        ${o.deptId ? sql`and g.dept_id = ${o.deptId}` : sql``} ${o.groupId ? sql`and g.id = ${o.groupId}` : sql``}
        ${k ? sql`and (g.code ilike ${k} or p.name ilike ${k})` : sql``} ${o.boundary ? sql`and ${o.boundary}` : sql``}
    )
    select gs.id as group_id, gs.code as group_code, gs.product_name, to_char(gs.departure_date, 'YYYY-MM-DD') as departure_date, gs.dept_id, dp.name as dept_name, gs.persons,
      coalesce(inc.income, 0) as income, coalesce(ac.cost, 0) + coalesce(ab.bound, 0) as cost, coalesce(ac.paid, 0) + coalesce(ab.bound, 0) as paid,
      coalesce(bud.budget, 0) as budget_cost
    from gs
      left join lateral (
        select sum(ol.total) as income from orders o join order_lines ol on ol.order_id = o.id where o.group_id = gs.id and o.enrollment_status in (0, 1)
      ) inc on true
      left join lateral (
        select sum(i.amount) as cost, sum(i.amount) filter (where d.status = ${PD_PAID} or (d.kind = 'reimbursement' and d.status = ${PD_APPROVED})) as paid
        from pay_doc_items i join pay_docs d on d.id = i.doc_id where i.group_id = gs.id and d.status in (${PD_APPROVED}, ${PD_AWAITING}, ${PD_PAID})
      ) ac on true
      left join lateral (select sum(b.amount) as bound from advance_binds b where b.group_id = gs.id and b.status = ${BIND_APPROVED}) ab on true
      left join lateral (
        select sum(case when c.consumption = 0 then -c.total else c.total end) as budget from group_costs c where c.group_id = gs.id
      ) bud on true
      left join departments dp on dp.id = gs.dept_id
    order by gs.departure_date, gs.id`));
  o.onSqlMs?.(performance.now() - t0);
  return list.map((r) => {
    const income = Number(r.income), cost = Number(r.cost), persons = Number(r.persons), profit = income - cost;
    return {
      group_id: Number(r.group_id), group_code: String(r.group_code), product_name: String(r.product_name), departure_date: String(r.departure_date),
      dept_id: r.dept_id === null ? null : Number(r.dept_id), dept_name: (r.dept_name as string | null) ?? null, persons, income, cost,
      budget_cost: Number(r.budget_cost), paid: Number(r.paid), profit, margin_bp: marginBp(profit, income),
      income_per_person: per(income, persons), cost_per_person: per(cost, persons), profit_per_person: per(profit, persons),
    };
  });
}

function totalsOf(list: PnlRow[]) {
  const income = sum(list, 'income'), cost = sum(list, 'cost'), persons = sum(list, 'persons'), profit = income - cost;
  return {
    groups: list.length, persons, income, cost, budget_cost: sum(list, 'budget_cost'), paid: sum(list, 'paid'), profit, margin_bp: marginBp(profit, income),
    income_per_person: per(income, persons), cost_per_person: per(cost, persons), profit_per_person: per(profit, persons),
  };
}

/** The P&L query's own time as a Server-Timing header (`sql;dur=…`): bench/pnl.mjs prints it beside the call's time. */
const sqlTiming = (ctx: Ctx) => (ms: number) => { ctx.reply.header('Server-Timing', `sql;dur=${ms.toFixed(1)}`); };

function pnlRoutes(app: FastifyInstance): void {
  const access = { key: K.revenue, action: 'view' } as const;
  const groupBoundary = async (ctx: Ctx) => {
    const b = await boundaryOf(ctx);
    const c = boundaryCondition(tourGroups, { ...b, sold: 'group' });
    return c ? sql`g.id in (select ${tourGroups.id} from ${tourGroups} where ${c})` : undefined;
  };
  defineRoute(app, { path: '/api/v1/payment/profitAndLoss/list', access, body: pnlQuery, out: pnlPage, tag: '损益', summary: '损益（每个团期）：收入、实际成本、毛利、毛利率、人均（合计）' }, async (q, ctx) => {
    const period = periodOf(q);
    const all = await pnlGroups(ctx.db, period, { deptId: q.dept_id, groupId: q.group_id, keyword: q.keyword, boundary: await groupBoundary(ctx), onSqlMs: sqlTiming(ctx) });
    return {
      period: { from: period[0], to: period[1] },
      page_data: { total_size: all.length, total_page: Math.ceil(all.length / q.pageSize), data: all.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize) },
      summary: totalsOf(all),
    };
  });
  defineRoute(app, { path: '/api/v1/payment/profitAndLoss/period', access, body: pnlPeriodQuery, out: pnlPeriodAnswer, tag: '损益', summary: '损益（按月份与部门）：每行是其团期之和' }, async (q, ctx) => {
    const period = periodOf(q);
    const all = await pnlGroups(ctx.db, period, { deptId: q.dept_id, boundary: await groupBoundary(ctx), onSqlMs: sqlTiming(ctx) });
    const m = new Map<string, PnlRow[]>();
    for (const r of all) {
      const key = `${r.departure_date.slice(0, 7)}|${r.dept_id ?? 0}`;
      const list = m.get(key);
      if (list) list.push(r); else m.set(key, [r]);
    }
    const data = [...m.entries()].map(([key, list]) => ({ month: key.split('|')[0], dept_id: list[0].dept_id, dept_name: list[0].dept_name ?? '未分配部门', ...totalsOf(list) }))
      .sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : (a.dept_id ?? 0) - (b.dept_id ?? 0)));
    return { period: { from: period[0], to: period[1] }, data, summary: totalsOf(all) };
  });
}

// ---------------------------------------------------------------- invoice arrears (付款欠票统计)

function arrearsRoutes(app: FastifyInstance): void {
  defineRoute(app, { path: '/api/v1/payment/arrears/list', access: { key: K.arrears, action: 'view' }, body: arrearsQuery, out: arrearsPage, tag: '付款欠票统计', summary: '付款欠票：已付款未登记供应商发票（按付款单、供应商或团期；合计）' }, async (q, ctx) => {
    const k = kw(q.keyword);
    const b = await boundaryOf(ctx);
    const where = and(inArray(payDocs.kind, ['payment', 'prepayment']), eq(payDocs.status, PD_PAID), sql`${payDocs.invoice_no} is null`,
      q.supplier_id ? eq(payDocs.supplier_id, q.supplier_id) : undefined, q.group_id ? eq(payDocs.group_id, q.group_id) : undefined,
      q.pay_date?.[0] ? sql`${payDocs.pay_date} >= ${q.pay_date[0]}` : undefined, q.pay_date?.[1] ? sql`${payDocs.pay_date} <= ${q.pay_date[1]}` : undefined,
      k ? or(ilike(payDocs.code, k), ilike(suppliers.name, k), ilike(tourGroups.code, k)) : undefined, boundaryCondition(payDocs, { ...b, sold: 'groupOf' }));
    const base = ctx.db.select({ d: payDocs, supplier_name: suppliers.name, group_code: tourGroups.code }).from(payDocs)
      .leftJoin(suppliers, eq(suppliers.id, payDocs.supplier_id)).leftJoin(tourGroups, eq(tourGroups.id, payDocs.group_id)).where(where);
    const list = await base.orderBy(asc(payDocs.pay_date), asc(payDocs.id)).limit(20000);
    const today = isoToday();
    const docsRows = list.map((r) => ({
      id: r.d.id, version: r.d.version, code: r.d.code, kind: r.d.kind, kind_name: PayDocKind[r.d.kind as PayDocKindCode], supplier_id: r.d.supplier_id, supplier_name: r.supplier_name,
      group_id: r.d.group_id, group_code: r.group_code, pay_date: r.d.pay_date, amount: Number(r.d.pay_amount), arrears_status: r.d.arrears_status,
      days: r.d.pay_date ? daysBetween(r.d.pay_date, today) : 0,
    }));
    let all: AnyRow[] = docsRows;
    if (q.by !== 'payment') {
      const m = new Map<string, AnyRow & { amount: number; count: number }>();
      for (const r of docsRows) {
        const key = q.by === 'supplier' ? String(r.supplier_id ?? 0) : String(r.group_id ?? 0);
        const g = m.get(key) ?? (q.by === 'supplier' ? { supplier_id: r.supplier_id, supplier_name: r.supplier_name, amount: 0, count: 0 } : { group_id: r.group_id, group_code: r.group_code ?? '（预付款，未绑定团期）', amount: 0, count: 0 });
        g.amount += r.amount; g.count += 1; m.set(key, g);
      }
      all = [...m.values()].sort((a, b) => Number(b.amount) - Number(a.amount));
    }
    return {
      page_data: { total_size: all.length, total_page: Math.ceil(all.length / q.pageSize), data: all.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize) },
      summary: { count: docsRows.length, amount: sum(docsRows, 'amount') },
    };
  });
}

export function payableRoutes(app: FastifyInstance): void {
  // The change history of the documents and bindings (their pages read it with the payment key).
  mountResource(app, { ...R.payDoc, verbs: [] }, { table: payDocs });
  mountResource(app, { ...R.advanceBind, verbs: [] }, { table: advanceBinds });
  for (const kind of ['payment', 'loan', 'reimbursement', 'preLoan', 'prepayment'] as const) docRoutes(app, kind);
  advanceRoutes(app);
  groupRoutes(app);
  pnlRoutes(app);
  arrearsRoutes(app);
}

