/**
 * Routes of travel contracts (/api/v1/contract/*): the applications list (订单申请) and the contracts list
 * (合同), detail with the rendered text, preview, apply, withdraw, sign, the PDF file, an order's contracts,
 * and cancel applications (作废申请).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  ContractKey as K, contractApply, contractCancelApply, contractCancelIdReq, contractCancelListQuery, contractIdReq, contractListQuery, contractOrderReq,
  contractPreviewReq, contractSign, contractWithdraw, enumLabel, fileAnswer, contractCancelDetail, contractCancelListRow, contractCancelPage, contractTemplateChoice,
  orderContracts, renderedContract, travelContractDetail, travelContractPage, TC_APPROVED, TC_CANCELLED, TC_SIGNED, TRAVEL_CONTRACT_RESOURCES as R, TravelContractStatus,
} from '@ta/contract';
import { boundaryCondition, escapeLike, inTx, type AnyRow } from '../../platform/data';
import { notFound } from '../../platform/errors';
import { mountResource } from '../../platform/resource';
import { defineRoute, type Ctx } from '../../platform/route';
import { contractTemplates } from '../basic/basic.tables';
import { sendFile } from '../merchant/merchant.excel';
import { boundaryOf, userNames } from '../merchant/merchant.common';
import { visibleOrder } from '../registration/registration.orders';
import { buildSnapshot, renderContract, seesPersonal, templateFor } from './contract.fill';
import { contractPdf } from './contract.pdf';
import {
  applyCancel, applyContract, applyRefusal, contractsOfOrder, orderChangedSince, signContract, visibleContract, withdrawContract, type CancelRow, type ContractRow,
} from './contract.service';
import { contractCancelApplies, travelContracts } from './travel-contract.tables';

const tag = '合同管理';
const codes = (v: number | number[] | undefined) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]);
/** The contracts page shows contracts past their audit: approved, signed, cancelled. */
const CONTRACT_PAGE_STATES = [TC_APPROVED, TC_SIGNED, TC_CANCELLED];

/** A contract as lists show it (without the snapshot). */
async function present(ctx: Ctx, list: ContractRow[]): Promise<AnyRow[]> {
  const names = await userNames(ctx.db, list.map((c) => c.created_by));
  const pendingCancel = list.length ? new Set((await ctx.db.select({ id: contractCancelApplies.contract_id }).from(contractCancelApplies)
    .where(and(inArray(contractCancelApplies.contract_id, list.map((c) => c.id)), eq(contractCancelApplies.status, 0)))).map((r) => r.id)) : new Set<number>();
  return list.map(({ snapshot, ...c }) => ({
    ...c, order_code: snapshot.order.code, customer_name: snapshot.order.customer_name, contact_name: snapshot.order.contact_name,
    product_name: snapshot.order.product_name, group_code: snapshot.order.group_code, departure_date: snapshot.order.departure_date,
    template_name: snapshot.template_name, total_capital: snapshot.total_capital, created_by_name: names.get(Number(c.created_by)) ?? null,
    cancel_pending: pendingCancel.has(c.id),
  }));
}

async function listContracts(ctx: Ctx, q: { pageNo: number; pageSize: number; status?: number | number[]; order_id?: number | null; keyword?: string }, states?: number[]) {
  const conds: (SQL | undefined)[] = [boundaryCondition(travelContracts, await boundaryOf(ctx))];
  const st = codes(q.status);
  if (st?.length) conds.push(inArray(travelContracts.status, states ? st.filter((x) => states.includes(x)) : st));
  else if (states) conds.push(inArray(travelContracts.status, states));
  if (q.order_id) conds.push(eq(travelContracts.order_id, q.order_id));
  const k = q.keyword?.trim();
  if (k) {
    const like = `%${escapeLike(k)}%`;
    conds.push(or(ilike(travelContracts.code, like), sql`${travelContracts.snapshot}->'order'->>'code' ilike ${like}`, sql`${travelContracts.snapshot}->'order'->>'customer_name' ilike ${like}`));
  }
  const where = and(...conds.filter(Boolean));
  const [{ n, total }] = await ctx.db.select({ n: sql<number>`count(*)::int`, total: sql<string>`coalesce(sum(${travelContracts.total}), 0)` }).from(travelContracts).where(where);
  const list = await ctx.db.select().from(travelContracts).where(where).orderBy(desc(travelContracts.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
  return { page_data: { total_size: Number(n), total_page: Math.ceil(Number(n) / q.pageSize), data: await present(ctx, list) }, summary: { total: Number(total) } };
}

/** The detail of a contract: the row, its rendered text (masked for the reader), the order-change flag and its cancel applications. */
async function contractDetail(ctx: Ctx, c: ContractRow): Promise<AnyRow> {
  const [row] = await present(ctx, [c]);
  const rendered = renderContract(c.snapshot, seesPersonal(ctx.user.grants));
  const cancels = await ctx.db.select().from(contractCancelApplies).where(eq(contractCancelApplies.contract_id, c.id)).orderBy(desc(contractCancelApplies.id));
  const names = await userNames(ctx.db, cancels.map((x) => x.created_by));
  const changed = c.status === TC_SIGNED || c.status === TC_APPROVED ? await orderChangedSince(ctx.db, c) : false;
  return {
    ...row, ...rendered, order_changed: changed, can_apply_new_version: changed ? (await applyRefusal(ctx.db, c.order_id)) === null : false,
    tourist_count: c.snapshot.tourists.length, payment_terms: c.snapshot.payment_terms,
    cancel_applies: cancels.map((x) => ({ ...x, created_by_name: names.get(Number(x.created_by)) ?? null })),
  };
}

async function presentCancel(ctx: Ctx, list: CancelRow[]): Promise<AnyRow[]> {
  const cs = list.length ? await ctx.db.select().from(travelContracts).where(inArray(travelContracts.id, [...new Set(list.map((r) => r.contract_id))])) : [];
  const byId = new Map((await present(ctx, cs)).map((c) => [c.id as number, c]));
  const names = await userNames(ctx.db, list.map((r) => r.created_by));
  return list.map((r) => {
    const c = byId.get(r.contract_id);
    return { ...r, contract_code: c?.code ?? null, order_code: c?.order_code ?? null, customer_name: c?.customer_name ?? null, total: c?.total ?? null, contract_status: c?.status ?? null, created_by_name: names.get(Number(r.created_by)) ?? null };
  });
}

export function contractRoutes(app: FastifyInstance): void {
  // The change history of contracts and cancel applications (read with the contracts page key).
  mountResource(app, { ...R.travelContract, verbs: [] }, { table: travelContracts });
  mountResource(app, { ...R.contractCancelApply, verbs: [] }, { table: contractCancelApplies });

  defineRoute(app, { path: '/api/v1/contract/apply/list', out: travelContractPage, access: { key: K.apply, action: 'view' }, body: contractListQuery, tag, summary: '订单合同申请列表（全部状态，合计合同金额）' },
    (q, ctx) => listContracts(ctx, q));
  defineRoute(app, { path: '/api/v1/contract/list', out: travelContractPage, access: { key: K.list, action: 'view' }, body: contractListQuery, tag, summary: '合同列表（已通过、已签署、已作废，合计合同金额）' },
    (q, ctx) => listContracts(ctx, q, CONTRACT_PAGE_STATES));
  defineRoute(app, { path: '/api/v1/contract/detail', out: travelContractDetail, access: { key: K.list, action: 'view' }, body: contractIdReq, tag, summary: '合同详情（合同文本；无查看敏感信息权限时证件号、电话脱敏）' },
    async (i, ctx) => contractDetail(ctx, await visibleContract(ctx, i.id)));
  defineRoute(app, { path: '/api/v1/contract/ofOrder', out: orderContracts, access: { key: K.list, action: 'view' }, body: contractOrderReq, tag, summary: '订单的合同（各版本）及能否申请' },
    async (i, ctx) => {
      await visibleOrder(ctx, i.order_id);
      const list = await contractsOfOrder(ctx.db, i.order_id);
      const live = list.find((c) => c.status === TC_SIGNED || c.status === TC_APPROVED);
      return { contracts: await present(ctx, list), apply_refused: await applyRefusal(ctx.db, i.order_id), order_changed: live ? await orderChangedSince(ctx.db, live) : false };
    });
  defineRoute(app, { path: '/api/v1/contract/templates', out: z.array(contractTemplateChoice), access: { key: K.apply, action: 'view' }, tag, summary: '可用的合同模板（申请合同时选择）' },
    async (_i, ctx) => ctx.db.select({ id: contractTemplates.id, name: contractTemplates.name, kind: contractTemplates.kind }).from(contractTemplates)
      .where(eq(contractTemplates.enabled, true)).orderBy(contractTemplates.id));
  defineRoute(app, { path: '/api/v1/contract/preview', out: renderedContract, access: { key: K.apply, action: 'canApply' }, body: contractPreviewReq, tag, summary: '按模板预览订单的合同文本（不保存）' },
    async (i, ctx) => {
      const o = await visibleOrder(ctx, i.order_id);
      const t = await templateFor(ctx.db, i.template_id);
      return renderContract(await buildSnapshot(ctx.db, o, t), seesPersonal(ctx.user.grants));
    });
  defineRoute(app, { path: '/api/v1/contract/apply', out: travelContractDetail, access: { key: K.apply, action: 'canApply' }, body: contractApply, tag, summary: '申请订单合同（取模板生成合同文本并编号，提交订单合同审核）' },
    async (i, ctx) => {
      const c = await inTx(ctx.db, (tx) => applyContract(ctx.services, tx, ctx, i));
      return contractDetail(ctx, c);
    });
  defineRoute(app, { path: '/api/v1/contract/withdraw', out: travelContractDetail, access: { key: K.apply, action: 'canApply' }, body: contractWithdraw, tag, summary: '撤回审核中的合同申请' },
    async (i, ctx) => contractDetail(ctx, await inTx(ctx.db, (tx) => withdrawContract(ctx.services, tx, ctx, i.id, i.version))));
  defineRoute(app, { path: '/api/v1/contract/sign', out: travelContractDetail, access: { key: K.list, action: 'canEditor' }, body: contractSign, tag, summary: '登记合同已签署（合同文本自此冻结）' },
    async (i, ctx) => contractDetail(ctx, await inTx(ctx.db, (tx) => signContract(tx, ctx, i.id, i.version, i.signed_date))));
  defineRoute(app, { path: '/api/v1/contract/pdf', out: fileAnswer, access: { key: K.list, action: 'canDownload' }, body: contractIdReq, tag, summary: '下载合同PDF（文字可选取，内嵌中文字体）' },
    async (i, ctx) => {
      const c = await visibleContract(ctx, i.id);
      const pdf = await contractPdf(renderContract(c.snapshot, seesPersonal(ctx.user.grants)), { code: c.code, status: enumLabel(TravelContractStatus, c.status) });
      await sendFile(ctx, `旅游合同-${c.code}.pdf`, pdf, 'application/pdf');
    });
  defineRoute(app, { path: '/api/v1/contract/cancel/apply', out: contractCancelListRow, access: { key: K.list, action: 'canApply' }, body: contractCancelApply, tag, summary: '申请作废合同（提交合同作废审核）' },
    async (i, ctx) => (await presentCancel(ctx, [await inTx(ctx.db, (tx) => applyCancel(ctx.services, tx, ctx, i))]))[0]);
  defineRoute(app, { path: '/api/v1/contract/cancel/list', out: contractCancelPage, access: { key: K.list, action: 'view' }, body: contractCancelListQuery, tag, summary: '合同作废申请列表' },
    async (q, ctx) => {
      const conds: (SQL | undefined)[] = [boundaryCondition(contractCancelApplies, await boundaryOf(ctx))];
      const st = codes(q.status); if (st?.length) conds.push(inArray(contractCancelApplies.status, st));
      if (q.contract_id) conds.push(eq(contractCancelApplies.contract_id, q.contract_id));
      const where = and(...conds.filter(Boolean));
      const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(contractCancelApplies).where(where);
      const list = await ctx.db.select().from(contractCancelApplies).where(where).orderBy(desc(contractCancelApplies.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
      return { page_data: { total_size: Number(n), total_page: Math.ceil(Number(n) / q.pageSize), data: await presentCancel(ctx, list) } };
    });
  defineRoute(app, { path: '/api/v1/contract/cancel/detail', out: contractCancelDetail, access: { key: K.list, action: 'view' }, body: contractCancelIdReq, tag, summary: '合同作废申请详情（含合同）' },
    async (i, ctx) => {
      const [r] = await ctx.db.select().from(contractCancelApplies).where(eq(contractCancelApplies.id, i.id));
      if (!r) throw notFound('作废申请不存在');
      const c = await visibleContract(ctx, r.contract_id);
      return { ...(await presentCancel(ctx, [r]))[0], contract: await contractDetail(ctx, c) };
    });
}
