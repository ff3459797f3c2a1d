/**
 * Order adjustment bills (订单调整单): a price change or a withdrawal of tourists after the order is confirmed.
 * Creating one changes nothing on the order; it is submitted to the 'orderAdjustment' audit and only its
 * approval replaces the lines (price change) or withdraws the tourists, releases their seats, cancels their
 * insurance covers and lowers the total (withdrawal).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { RESOURCES, linesTotal, type AdjustmentCreate } from '@ta/contract';
import type { DB } from '../../db/client';
import { submitForAudit } from '../../platform/approval';
import type { WriteCtx } from '../../platform/data';
import { badInput, notFound } from '../../platform/errors';
import { recordChange } from '../../platform/history';
import type { Services } from '../../platform/services';
import { issueNumber } from '../basic/number.service';
import { releaseSeats } from '../operation/seats.service';
import {
  CANCELLED, CONFIRMED, HELD, ORDER_CONFIRMED, ORDER_REFUNDED, lockOrder, offerSeatsToWaiting, orderChanged, orderWrite, replaceLines,
} from './registration.service';
import { insurancePolicies, orderAdjustments, orderLines, orderTourists, orders } from './registration.tables';

export type AdjustmentRow = typeof orderAdjustments.$inferSelect;
const def = RESOURCES.orderAdjustment;
const PENDING = 0, APPROVED = 1, REJECTED = 2;
const PERSON_COUNT = { 0: 'adult_count', 1: 'child_count', 2: 'senior_count', 3: 'infant_count' } as const;

export async function createAdjustment(s: Services, tx: DB, i: AdjustmentCreate, actor: { uid: number; user_name: string; dept_id: number | null }): Promise<AdjustmentRow> {
  const o = await lockOrder(tx, i.order_id);
  if (o.order_status !== ORDER_CONFIRMED || (o.enrollment_status !== CONFIRMED && o.enrollment_status !== HELD)) {
    throw badInput('只有已确认的订单才能调价或退团（未确认的订单请直接修改）');
  }
  let lines: AdjustmentRow['lines'] = [];
  let newTotal: number;
  let touristIds: number[] = [];
  if (i.kind === 'price') {
    lines = (i.lines ?? []).map((l) => ({ fee_type: l.fee_type, description: l.description ?? null, price: l.price, quantity: l.quantity, total: l.price * l.quantity }));
    newTotal = linesTotal(lines);
  } else {
    touristIds = [...new Set(i.tourist_ids ?? [])];
    const ts = await tx.select().from(orderTourists).where(and(eq(orderTourists.order_id, o.id), inArray(orderTourists.id, touristIds)));
    if (ts.length !== touristIds.length) throw badInput('退团游客不属于该订单', [{ field: 'tourist_ids', message: '退团游客不属于该订单' }]);
    const already = ts.filter((t) => t.withdrawn === 1);
    if (already.length) throw badInput(`${already.map((t) => t.client_name).join('、')}已退团`, [{ field: 'tourist_ids', message: '所选游客已退团' }]);
    const refund = i.refund_amount ?? 0;
    newTotal = o.total - refund;
    if (newTotal < 0) throw badInput('退团减少金额不能超过订单总额', [{ field: 'refund_amount', message: '退团减少金额不能超过订单总额' }]);
    if (refund > 0) lines = [{ fee_type: 10, description: `退团：${ts.map((t) => t.client_name).join('、')}`, price: -refund, quantity: 1, total: -refund }];
  }
  const [row] = await tx.insert(orderAdjustments).values({
    code: await issueNumber(tx, 'adjustment'), order_id: o.id, group_id: o.group_id, kind: i.kind, status: PENDING, reason: i.reason,
    lines, tourist_ids: touristIds, refund_amount: i.refund_amount ?? 0, old_total: o.total, new_total: newTotal, amount: newTotal - o.total,
    created_by: actor.uid, dept_id: actor.dept_id,
  }).returning();
  await recordChange(tx, orderAdjustments, 'create', null, row, { user: actor, def });
  await submitForAudit(s, tx, { type: 'orderAdjustment', objectId: row.id, submitter: actor });
  return row;
}

async function lockAdjustment(tx: DB, id: number): Promise<AdjustmentRow> {
  const [a] = await tx.select().from(orderAdjustments).where(eq(orderAdjustments.id, id)).for('update');
  if (!a) throw notFound('调整单不存在');
  return a;
}

async function setStatus(tx: DB, a: AdjustmentRow, status: number, user: WriteCtx['user']): Promise<void> {
  const [row] = await tx.update(orderAdjustments).set({ status, updated_at: new Date(), version: sql`${orderAdjustments.version} + 1` }).where(eq(orderAdjustments.id, a.id)).returning();
  await recordChange(tx, orderAdjustments, 'update', a, row, { user, def });
}

/** Approval: the bill's effect on the order, in the decision's transaction. */
export async function applyAdjustment(s: Services, tx: DB, id: number, user: WriteCtx['user']): Promise<void> {
  const a = await lockAdjustment(tx, id);
  if (a.status !== PENDING) return;
  const o = await lockOrder(tx, a.order_id);
  const changes: Record<string, unknown> = { updated_at: new Date(), version: sql`${orders.version} + 1` };
  let freed = 0;
  if (a.kind === 'price') {
    await replaceLines(tx, o.id, a.lines);
    changes.total = linesTotal(a.lines);
  } else {
    const ts = await tx.select().from(orderTourists).where(and(eq(orderTourists.order_id, o.id), inArray(orderTourists.id, a.tourist_ids), eq(orderTourists.withdrawn, 0)));
    const counts = { adult_count: o.adult_count, child_count: o.child_count, senior_count: o.senior_count, infant_count: o.infant_count };
    for (const t of ts) {
      const k = PERSON_COUNT[(t.person_type in PERSON_COUNT ? t.person_type : 0) as keyof typeof PERSON_COUNT];
      counts[k] = Math.max(0, counts[k] - 1);
    }
    const seats = counts.adult_count + counts.child_count + counts.senior_count;
    freed = Math.max(0, o.seats - seats);
    if (freed > 0 && (o.enrollment_status === CONFIRMED || o.enrollment_status === HELD)) {
      await releaseSeats(tx, o.group_id, freed, o.enrollment_status === CONFIRMED ? 'confirmed' : 'held');
    }
    await tx.update(orderTourists).set({ withdrawn: 1, updated_at: new Date(), version: sql`${orderTourists.version} + 1` }).where(inArray(orderTourists.id, ts.map((t) => t.id)));
    if (ts.length) {
      await tx.update(insurancePolicies).set({ status: 1, cancelled_at: new Date(), cancel_reason: '游客退团', version: sql`${insurancePolicies.version} + 1` })
        .where(and(inArray(insurancePolicies.tourist_id, ts.map((t) => t.id)), eq(insurancePolicies.status, 0)));
    }
    if (a.lines.length) {
      const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(orderLines).where(eq(orderLines.order_id, o.id));
      await tx.insert(orderLines).values(a.lines.map((l, k) => ({ order_id: o.id, fee_type: l.fee_type, description: l.description ?? null, price: l.price, quantity: l.quantity, total: l.total, sort: Number(n) + k })));
    }
    Object.assign(changes, counts, { seats, total: o.total - a.refund_amount });
    // Every tourist withdrawn: the enrollment is cancelled, and a confirmed order becomes 3 已退款.
    if (seats + counts.infant_count === 0) {
      Object.assign(changes, { enrollment_status: CANCELLED, hold_deadline: null });
      if (o.order_status === ORDER_CONFIRMED) changes.order_status = ORDER_REFUNDED;
    }
  }
  const [row] = await tx.update(orders).set(changes).where(eq(orders.id, o.id)).returning();
  await orderChanged(tx, 'update', o, row, orderWrite(user), [{ field: 'adjustment', label: '调整单', old: null, new: `${a.code}（${a.kind === 'price' ? '调价' : '退团'}）已审核通过` }]);
  await setStatus(tx, a, APPROVED, user);
  if (freed > 0) await offerSeatsToWaiting(s, tx, o.group_id);
}

export async function rejectAdjustment(tx: DB, id: number, user: WriteCtx['user']): Promise<void> {
  const a = await lockAdjustment(tx, id);
  if (a.status === PENDING) await setStatus(tx, a, REJECTED, user);
}

export async function resetAdjustment(tx: DB, id: number, user: WriteCtx['user']): Promise<void> {
  const a = await lockAdjustment(tx, id);
  if (a.status !== PENDING) await setStatus(tx, a, PENDING, user);
}
