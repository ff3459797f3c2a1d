/**
 * Travel contracts: apply (a contract for an order from a template, submitted to the orderContract audit),
 * approval (已通过), signing (已签署, the signing date written into the frozen text), cancel applications (the
 * contractCancel audit, 已作废) and a new version when the order changed. Every write is one transaction that
 * locks what it changes and checks its state and version: two parallel presses, one winner.
 */
import { and, desc, eq, max } from 'drizzle-orm';
import {
  AUDIT_PENDING, enumLabel, fenToYuan, isoToday, TC_APPLIED, TC_APPROVED, TC_CANCELLED, TC_REJECTED, TC_SIGNED, TC_WITHDRAWN, TCC_APPROVED, TCC_PENDING,
  TCC_REJECTED, TCC_WITHDRAWN, TRAVEL_CONTRACT_RESOURCES as R, TravelContractStatus, type ContractApply,
} from '@ta/contract';
import type { DB } from '../../db/client';
import { registerAuditHandler, submitForAudit, withdrawInTx } from '../../platform/approval';
import { auditInstances } from '../../platform/approval/approval.tables';
import { insertRow, updateRow, type AnyRow, type WriteCtx } from '../../platform/data';
import { badInput, conflict, notFound } from '../../platform/errors';
import type { Ctx } from '../../platform/route';
import type { Services } from '../../platform/services';
import { issueNumber } from '../basic/number.service';
import { assertInBoundary, boundaryOf } from '../merchant/merchant.common';
import { visibleOrder } from '../registration/registration.orders';
import { lockOrder, type OrderRow } from '../registration/registration.service';
import { orders } from '../registration/registration.tables';
import { buildSnapshot, substanceOf, templateFor, withSignedDate } from './contract.fill';
import { contractCancelApplies, travelContracts } from './travel-contract.tables';

export type ContractRow = typeof travelContracts.$inferSelect;
export type CancelRow = typeof contractCancelApplies.$inferSelect;
type Actor = { uid: number; user_name: string; dept_id?: number | null };
const cw = (user: WriteCtx['user']): WriteCtx => ({ user, def: R.travelContract });
const ccw = (user: WriteCtx['user']): WriteCtx => ({ user, def: R.contractCancelApply });
export const actorOf = (ctx: Ctx): Actor => ({ uid: ctx.user.uid, user_name: ctx.user.user_name, dept_id: ctx.user.relation.department_id });

export async function contractOf(tx: DB, id: number, lock = false): Promise<ContractRow> {
  const q = tx.select().from(travelContracts).where(eq(travelContracts.id, id));
  const [c] = lock ? await q.for('update') : await q;
  if (!c) throw notFound('合同不存在');
  return c;
}

/** A contract the caller may see (its data boundary; 404 outside it). */
export async function visibleContract(ctx: Ctx, id: number, tx: DB = ctx.db, lock = false): Promise<ContractRow> {
  const c = await contractOf(tx, id, lock);
  assertInBoundary(c as AnyRow, await boundaryOf(ctx));
  return c;
}

async function cancelOf(tx: DB, id: number): Promise<CancelRow> {
  const [r] = await tx.select().from(contractCancelApplies).where(eq(contractCancelApplies.id, id)).for('update');
  if (!r) throw notFound('作废申请不存在');
  return r;
}

function checkOrderForContract(o: OrderRow): void {
  if (o.enrollment_status === 2 || o.order_status === 2 || o.order_status === 3) {
    throw badInput(`订单${o.code}已取消、拒绝或退款，不能申请合同`, [{ field: 'order_id', message: '订单不能申请合同' }]);
  }
  if (o.enrollment_status === 3) throw badInput(`订单${o.code}是候补订单，不能申请合同`, [{ field: 'order_id', message: '候补订单不能申请合同' }]);
}

/** The order's contracts, newest first. */
export const contractsOfOrder = (db: DB, orderId: number) =>
  db.select().from(travelContracts).where(eq(travelContracts.order_id, orderId)).orderBy(desc(travelContracts.contract_version), desc(travelContracts.id));

/** Has the order changed since this contract was made (what the contract's text is made of)? */
export async function orderChangedSince(db: DB, c: ContractRow): Promise<boolean> {
  const [o] = await db.select().from(orders).where(eq(orders.id, c.order_id));
  if (!o) return false;
  const now = await buildSnapshot(db, o, { name: c.snapshot.template_name, content: c.snapshot.template_content });
  return substanceOf(now) !== substanceOf(c.snapshot);
}

/**
 * Why the order cannot take a new contract application now (null when it can): an open contract (applied or
 * approved) waits; a signed one stands until the order changes (then a new version is offered).
 */
export async function applyRefusal(db: DB, orderId: number): Promise<string | null> {
  const list = await contractsOfOrder(db, orderId);
  const open = list.find((c) => c.status === TC_APPLIED || c.status === TC_APPROVED);
  if (open) return `该订单已有${enumLabel(TravelContractStatus, open.status)}的合同${open.code}，请先处理该合同`;
  const signed = list.find((c) => c.status === TC_SIGNED);
  if (signed && !(await orderChangedSince(db, signed))) return `该订单的合同${signed.code}已签署且订单未变更，无需重新申请`;
  return null;
}

/** /api/v1/contract/apply: a contract (or a new version of it) for an order, submitted to the order contract audit. */
export async function applyContract(s: Services, tx: DB, ctx: Ctx, i: ContractApply): Promise<ContractRow> {
  await visibleOrder(ctx, i.order_id, tx);
  const o = await lockOrder(tx, i.order_id);
  checkOrderForContract(o);
  const t = await templateFor(tx, i.template_id);
  const why = await applyRefusal(tx, o.id);
  if (why) throw badInput(why, [{ field: 'order_id', message: why }]);
  const [{ v }] = await tx.select({ v: max(travelContracts.contract_version) }).from(travelContracts).where(eq(travelContracts.order_id, o.id));
  const snapshot = await buildSnapshot(tx, o, t);
  const actor = actorOf(ctx);
  const row = await insertRow<ContractRow>(tx, travelContracts, {
    code: await issueNumber(tx, 'contract'), order_id: o.id, template_id: t.id, contract_version: Number(v ?? 0) + 1, status: TC_APPLIED,
    total: o.total, snapshot, remark: i.remark ?? null, created_by: actor.uid, dept_id: o.dept_id ?? actor.dept_id ?? null,
  }, cw(actor));
  await submitForAudit(s, tx, { type: 'orderContract', objectId: row.id, submitter: actor });
  return row;
}

/** /api/v1/contract/withdraw: the applicant takes back a contract still under audit (before any decision). */
export async function withdrawContract(s: Services, tx: DB, ctx: Ctx, id: number, version: number): Promise<ContractRow> {
  const c = await visibleContract(ctx, id, tx, true);
  if (c.version !== version) throw conflict();
  if (c.status !== TC_APPLIED) throw badInput('只有审核中的合同申请可以撤回');
  const [inst] = await tx.select().from(auditInstances)
    .where(and(eq(auditInstances.type, 'orderContract'), eq(auditInstances.object_id, c.id), eq(auditInstances.status, AUDIT_PENDING)));
  if (!inst) throw badInput('该合同没有审核中的申请');
  await withdrawInTx(s, tx, { id: inst.id, version: inst.version, user: actorOf(ctx) });
  return contractOf(tx, id);
}

/** /api/v1/contract/sign: the approved contract signed; its text is frozen with the signing date; older signed versions are superseded. */
export async function signContract(tx: DB, ctx: Ctx, id: number, version: number, signedDate: string | null | undefined): Promise<ContractRow> {
  const c = await visibleContract(ctx, id, tx, true);
  if (c.version !== version) throw conflict();
  if (c.status !== TC_APPROVED) throw badInput(c.status === TC_SIGNED ? '合同已签署' : `合同${enumLabel(TravelContractStatus, c.status)}，只有审核通过的合同可以签署`);
  const date = signedDate || isoToday();
  if (date > isoToday()) throw badInput('签署日期不能晚于今天', [{ field: 'signed_date', message: '签署日期不能晚于今天' }]);
  const user = actorOf(ctx);
  const older = (await contractsOfOrder(tx, c.order_id)).filter((x) => x.id !== c.id && x.status === TC_SIGNED);
  for (const x of older) {
    await updateRow(tx, travelContracts, x.id, x.version, { status: TC_CANCELLED, cancelled_at: new Date(), remark: `${x.remark ? `${x.remark}；` : ''}已由新版本合同${c.code}替代`.slice(0, 500) }, cw(user));
  }
  return updateRow<ContractRow>(tx, travelContracts, c.id, c.version, { status: TC_SIGNED, signed_at: new Date(), signed_date: date, snapshot: withSignedDate(c.snapshot, date) }, cw(user));
}

/** /api/v1/contract/cancel/apply: ask to cancel an approved or signed contract (contract cancel audit). */
export async function applyCancel(s: Services, tx: DB, ctx: Ctx, i: { id: number; version: number; reason: string }): Promise<CancelRow> {
  const c = await visibleContract(ctx, i.id, tx, true);
  if (c.version !== i.version) throw conflict();
  if (c.status !== TC_APPROVED && c.status !== TC_SIGNED) throw badInput(`合同${enumLabel(TravelContractStatus, c.status)}，不能申请作废`);
  const [pending] = await tx.select({ id: contractCancelApplies.id }).from(contractCancelApplies)
    .where(and(eq(contractCancelApplies.contract_id, c.id), eq(contractCancelApplies.status, TCC_PENDING)));
  if (pending) throw badInput('该合同已有待审核的作废申请');
  const actor = actorOf(ctx);
  const row = await insertRow<CancelRow>(tx, contractCancelApplies, { contract_id: c.id, reason: i.reason, status: TCC_PENDING, created_by: actor.uid, dept_id: c.dept_id ?? actor.dept_id ?? null }, ccw(actor));
  await submitForAudit(s, tx, { type: 'contractCancel', objectId: row.id, submitter: actor });
  return row;
}

async function setStatus(tx: DB, id: number, from: readonly number[], values: Partial<ContractRow>, user: WriteCtx['user']): Promise<void> {
  const c = await contractOf(tx, id, true);
  if (!from.includes(c.status)) throw badInput(`合同${enumLabel(TravelContractStatus, c.status)}，不能执行此操作`);
  await updateRow(tx, travelContracts, c.id, c.version, values, cw(user));
}

export function registerContractAudits(): void {
  registerAuditHandler('orderContract', {
    async describe(tx, id) {
      const c = await contractOf(tx, id);
      const o = c.snapshot.order;
      return {
        title: `${c.code} ${o.code} ${o.customer_name}`, amount: c.total, link: `/financial/contract/detail?id=${id}`,
        fields: [
          { label: '合同编号', value: c.code }, { label: '合同版本', value: `第${c.contract_version}版` }, { label: '合同模板', value: c.snapshot.template_name },
          { label: '订单号', value: o.code }, { label: '客户', value: o.customer_name }, { label: '线路', value: o.product_name },
          { label: '团期', value: `${o.group_code}（${o.departure_date} 至 ${o.return_date}）` }, { label: '游客', value: c.snapshot.tourists.map((t) => t.name).join('、') || '无' },
          { label: '合同金额', value: `${fenToYuan(c.total)}元（${c.snapshot.total_capital}）` },
        ],
      };
    },
    async onApproved(tx, id, c) { await setStatus(tx, id, [TC_APPLIED], { status: TC_APPROVED, approved_at: new Date() }, c.user); },
    async onRejected(tx, id, c, comment) {
      const row = await contractOf(tx, id, true);
      await setStatus(tx, id, [TC_APPLIED], { status: TC_REJECTED, remark: `${row.remark ? `${row.remark}；` : ''}驳回：${comment}`.slice(0, 500) }, c.user);
    },
    async onWithdrawn(tx, id, c) { await setStatus(tx, id, [TC_APPLIED], { status: TC_WITHDRAWN }, c.user); },
  });
  registerAuditHandler('contractCancel', {
    async describe(tx, id) {
      const r = await cancelOf(tx, id);
      const c = await contractOf(tx, r.contract_id);
      const o = c.snapshot.order;
      return {
        title: `作废 ${c.code} ${o.code} ${o.customer_name}`, amount: c.total, link: `/financial/contract/cancelApplyDetail?id=${id}`,
        fields: [
          { label: '合同编号', value: c.code }, { label: '合同状态', value: enumLabel(TravelContractStatus, c.status) }, { label: '订单号', value: o.code },
          { label: '客户', value: o.customer_name }, { label: '合同金额', value: `${fenToYuan(c.total)}元（${c.snapshot.total_capital}）` }, { label: '作废原因', value: r.reason },
        ],
      };
    },
    async onApproved(tx, id, c) {
      const r = await cancelOf(tx, id);
      if (r.status !== TCC_PENDING) throw badInput('作废申请不是待审核状态');
      await setStatus(tx, r.contract_id, [TC_APPROVED, TC_SIGNED], { status: TC_CANCELLED, cancelled_at: new Date() }, c.user);
      await updateRow(tx, contractCancelApplies, r.id, r.version, { status: TCC_APPROVED, decided_at: new Date() }, ccw(c.user));
    },
    async onRejected(tx, id, c) {
      const r = await cancelOf(tx, id);
      await updateRow(tx, contractCancelApplies, r.id, r.version, { status: TCC_REJECTED, decided_at: new Date() }, ccw(c.user));
    },
    async onWithdrawn(tx, id, c) {
      const r = await cancelOf(tx, id);
      await updateRow(tx, contractCancelApplies, r.id, r.version, { status: TCC_WITHDRAWN, decided_at: new Date() }, ccw(c.user));
    },
  });
}

