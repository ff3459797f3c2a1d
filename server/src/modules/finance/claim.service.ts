/**
 * Claims (认领): a sales user splits an arrival over open orders of one customer. The claim takes its total from
 * the arrival's rest by one conditional UPDATE (so concurrent claims never overdraw it) and goes to the claim
 * audit; approval turns it into one approved receipt over its orders (finance's receipt service), rejection or
 * withdrawal gives the amount back to the rest. Claim status: ClaimRecordStatus 1 待审核, 2 已通过, 3 已拒绝.
 *
 * Lock order everywhere: the orders (by id), then the arrival — creation and approval take them in that order.
 */
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { ClaimRecordStatus, fenToYuan, type ClaimCreate } from '@ta/contract';
import type { z } from 'zod';
import type { claimListQuery } from '@ta/contract';
import type { DB } from '../../db/client';
import { registerAuditHandler, submitForAudit } from '../../platform/approval';
import { boundaryCondition, dateRange, escapeLike, inTx, insertRow, type AnyRow } from '../../platform/data';
import { badInput, notFound } from '../../platform/errors';
import type { Ctx } from '../../platform/route';
import { rows } from '../../platform/session';
import { issueNumber } from '../basic/number.service';
import { boundaryOf, inBoundary, userNames } from '../merchant/merchant.common';
import { customers } from '../merchant/merchant.tables';
import { orders } from '../registration/registration.tables';
import { arrivalOf, settleClaim, takeForClaim } from './bank.service';
import { bankArrivals, bankClaimLines, bankClaims } from './bank.tables';
import { createApprovedReceipt, orderOpenSql } from './receipt.service';

export const CLAIM_PENDING = 1, CLAIM_PASSED = 2, CLAIM_REFUSED = 3;
type ClaimRow = typeof bankClaims.$inferSelect;
const yuan = (f: number) => `${fenToYuan(f)}元`;
const actorOf = (ctx: Ctx) => ({ uid: ctx.user.uid, user_name: ctx.user.user_name, dept_id: ctx.user.relation.department_id });

/** Orders that can still take money: not refused, refunded or cancelled. */
export const openOrderCond = (o: typeof orders = orders) => sql`${o.order_status} not in (2, 3) and ${o.enrollment_status} <> 2`;

/**
 * What an order can still take: finance's open amount (total − received − pending receipts) less the pending
 * claims on it. Used by the claim check and the suggestion alike.
 */
export const claimOpenSql = (o: typeof orders = orders) =>
  sql`(${orderOpenSql(o)} - coalesce((select sum(l.amount) from bank_claim_lines l where l.order_id = ${o.id} and l.status = 1), 0))`;

interface LockedOrder { id: number; code: string; customer_kind: string; customer_id: number | null; contact_name: string; open: number; created_by: number | null; dept_id: number | null; ok: boolean }

/** Locks the orders (in id order) and reads what each can still take. */
async function lockOrders(tx: DB, ids: number[]): Promise<Map<number, LockedOrder>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  await tx.execute(sql`select id from orders where id in (${sql.join(sorted.map((i) => sql`${i}`), sql`, `)}) order by id for update`);
  const got = rows<LockedOrder>(await tx.execute(sql`select id, code, customer_kind, customer_id, contact_name, created_by, dept_id,
    (${claimOpenSql()})::bigint as open, (${openOrderCond()}) as ok from orders where id in (${sql.join(sorted.map((i) => sql`${i}`), sql`, `)})`));
  return new Map(got.map((o) => [Number(o.id), { ...o, id: Number(o.id), open: Number(o.open), customer_id: o.customer_id === null ? null : Number(o.customer_id) }]));
}

export async function createClaim(ctx: Ctx, i: ClaimCreate): Promise<AnyRow> {
  const total = i.lines.reduce((s, l) => s + l.amount, 0);
  const b = await boundaryOf(ctx);
  return inTx(ctx.db, async (tx) => {
    const arrival = await arrivalOf(tx, i.arrival_id);
    if (!arrival.usable) throw badInput('该到账所在的导入批次尚未通过审核，暂不能认领');
    const locked = await lockOrders(tx, i.lines.map((l) => l.order_id));
    let customer: { kind: string; id: number | null } | null = null;
    for (const [n, l] of i.lines.entries()) {
      const o = locked.get(l.order_id);
      const field = `lines.${n}.order_id`;
      if (!o || !inBoundary(o as unknown as AnyRow, b)) throw badInput('订单不存在或不在您的数据范围内', [{ field, message: '订单不存在或不在您的数据范围内' }]);
      if (!o.ok) throw badInput(`订单${o.code}已拒绝、已退款或已取消，不能认领`, [{ field, message: '订单不能认领' }]);
      if (customer && (customer.kind !== o.customer_kind || customer.id !== o.customer_id)) throw badInput('一次认领的订单须属于同一客户', [{ field, message: '订单不属于同一客户' }]);
      customer = { kind: o.customer_kind, id: o.customer_id };
      if (l.amount > o.open) throw badInput(`订单${o.code}尚可收款${yuan(Math.max(o.open, 0))}，认领金额${yuan(l.amount)}超出`, [{ field: `lines.${n}.amount`, message: '认领金额超过订单未收金额' }]);
    }
    if (i.customer_id && customer?.id !== i.customer_id) throw badInput('所选订单不属于所选客户', [{ field: 'customer_id', message: '所选订单不属于所选客户' }]);
    await takeForClaim(tx, arrival.id, total);
    const claim = await insertRow<ClaimRow>(tx, bankClaims, {
      code: await issueNumber(tx, 'claim'), arrival_id: arrival.id, customer_id: customer?.id ?? null, amount: total, status: CLAIM_PENDING,
      remark: i.remark ?? null, payer_name: arrival.payer_name, payer_account: arrival.payer_account, created_by: ctx.user.uid, dept_id: ctx.user.relation.department_id,
    }, { user: ctx.user });
    await tx.insert(bankClaimLines).values(i.lines.map((l) => ({ claim_id: claim.id, order_id: l.order_id, amount: l.amount, status: CLAIM_PENDING })));
    const run = await submitForAudit(ctx.services, tx, { type: 'claim', objectId: claim.id, submitter: actorOf(ctx) });
    return { ...claim, audit_instance_id: run.id, lines: i.lines };
  });
}

async function claimOf(tx: DB, id: number): Promise<ClaimRow> {
  const [c] = await tx.select().from(bankClaims).where(eq(bankClaims.id, id));
  if (!c) throw notFound('认领记录不存在');
  return c;
}
async function linesOf(tx: DB, claimId: number) {
  return tx.select({ l: bankClaimLines, code: orders.code }).from(bankClaimLines).innerJoin(orders, eq(orders.id, bankClaimLines.order_id))
    .where(eq(bankClaimLines.claim_id, claimId)).orderBy(bankClaimLines.id);
}

async function endClaim(tx: DB, c: ClaimRow, status: number, comment: string | null): Promise<void> {
  const done = await tx.update(bankClaims).set({ status, audit_comment: comment, audited_at: sql`now()`, updated_at: sql`now()`, version: sql`${bankClaims.version} + 1` })
    .where(and(eq(bankClaims.id, c.id), eq(bankClaims.status, CLAIM_PENDING))).returning({ id: bankClaims.id });
  if (!done.length) throw badInput('该认领已处理，请刷新后重试');
  await tx.update(bankClaimLines).set({ status }).where(eq(bankClaimLines.claim_id, c.id));
}

export function registerClaimAudit(): void {
  registerAuditHandler('claim', {
    async describe(tx, id) {
      const c = await claimOf(tx, id);
      const a = await arrivalOf(tx, c.arrival_id);
      const ls = await linesOf(tx, id);
      const [cu] = c.customer_id ? await tx.select({ name: customers.name }).from(customers).where(eq(customers.id, c.customer_id)) : [];
      return {
        title: `${c.code} 认领「${a.payer_name}」${yuan(c.amount)}`, amount: c.amount, link: `/financial/income/billDetail/claimRecord?arrival_id=${a.id}`,
        fields: [
          { label: '到账日期', value: a.arrived_on }, { label: '银行流水号', value: a.serial ?? '' }, { label: '付款人', value: a.payer_name },
          { label: '到账金额', value: yuan(a.amount) }, { label: '客户', value: cu?.name ?? '散客' },
          { label: '认领订单', value: ls.map((x) => `${x.code}：${yuan(x.l.amount)}`).join('；') },
        ],
      };
    },
    async onApproved(tx, id, ctx) {
      const c = await claimOf(tx, id);
      const ls = await linesOf(tx, id);
      await lockOrders(tx, ls.map((x) => x.l.order_id));
      await endClaim(tx, c, CLAIM_PASSED, null);
      await settleClaim(tx, c.arrival_id, c.amount, true);
      const a = await arrivalOf(tx, c.arrival_id);
      const receipt = await createApprovedReceipt(tx, ctx.services, {
        items: ls.map((x) => ({ order_id: x.l.order_id, amount: x.l.amount })), pay_type: 0, pay_account_id: a.pay_account_id,
        pay_date: a.arrived_on, payer: a.payer_name.slice(0, 100), remark: `认领${c.code}（到账流水${a.serial ?? a.id}）`, bank_arrival_id: a.id,
        created_by: c.created_by, dept_id: c.dept_id,
      }, ctx.user);
      await tx.update(bankClaimLines).set({ receipt_id: receipt.id }).where(eq(bankClaimLines.claim_id, id));
    },
    async onRejected(tx, id, _ctx, comment) {
      const c = await claimOf(tx, id);
      await endClaim(tx, c, CLAIM_REFUSED, comment);
      await settleClaim(tx, c.arrival_id, c.amount, false);
    },
    async onWithdrawn(tx, id) {
      const c = await claimOf(tx, id);
      await endClaim(tx, c, CLAIM_REFUSED, '提交人已撤回');
      await settleClaim(tx, c.arrival_id, c.amount, false);
    },
  });
}

/**
 * The claim records (账单认领记录, and one arrival's 认领记录): a user sees the claims inside the data boundary;
 * finance (boundary all) sees all. Each row carries its order lines.
 */
export async function listClaims(ctx: Ctx, q: z.infer<typeof claimListQuery> & { id?: number }) {
  const b = await boundaryOf(ctx);
  const k = q.keyword?.trim() ? `%${escapeLike(q.keyword.trim())}%` : undefined;
  const where = and(boundaryCondition(bankClaims, b),
    q.id ? eq(bankClaims.id, q.id) : undefined,
    q.status ? eq(bankClaims.status, q.status) : undefined,
    q.arrival_id ? eq(bankClaims.arrival_id, q.arrival_id) : undefined,
    q.customer_id ? eq(bankClaims.customer_id, q.customer_id) : undefined,
    k ? or(ilike(bankClaims.code, k), ilike(bankClaims.payer_name, k), ilike(customers.name, k)) : undefined,
    ...dateRange(bankClaims.created_at, q.created_at));
  const [s] = await ctx.db.select({ n: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${bankClaims.amount}),0)` })
    .from(bankClaims).leftJoin(customers, eq(customers.id, bankClaims.customer_id)).where(where);
  const list = await ctx.db.select({ c: bankClaims, customer_name: customers.name, serial: bankArrivals.serial, arrived_on: bankArrivals.arrived_on, arrival_amount: bankArrivals.amount })
    .from(bankClaims).innerJoin(bankArrivals, eq(bankArrivals.id, bankClaims.arrival_id)).leftJoin(customers, eq(customers.id, bankClaims.customer_id))
    .where(where).orderBy(desc(bankClaims.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
  const ids = list.map((r) => r.c.id);
  const ls = ids.length ? await ctx.db.select({ claim_id: bankClaimLines.claim_id, order_id: bankClaimLines.order_id, amount: bankClaimLines.amount, receipt_id: bankClaimLines.receipt_id, code: orders.code })
    .from(bankClaimLines).innerJoin(orders, eq(orders.id, bankClaimLines.order_id)).where(inArray(bankClaimLines.claim_id, ids)).orderBy(bankClaimLines.id) : [];
  const names = await userNames(ctx.db, list.map((r) => r.c.created_by));
  const n = Number(s.n);
  return {
    page_data: {
      total_size: n, total_page: Math.ceil(n / q.pageSize),
      data: list.map((r) => ({
        ...r.c, status_name: ClaimRecordStatus[r.c.status as 1 | 2 | 3], customer_name: r.customer_name ?? null, serial: r.serial, arrived_on: r.arrived_on,
        arrival_amount: r.arrival_amount, created_by_name: names.get(Number(r.c.created_by)) ?? null,
        lines: ls.filter((l) => l.claim_id === r.c.id).map(({ claim_id: _c, ...l }) => l),
      })),
    },
    summary: { amount: Number(s.amount) },
  };
}
