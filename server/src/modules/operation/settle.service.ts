/**
 * A group's settlement (报账, /api/v1/finance/route): finishing the accounting locks the costs
 * (cost_version_type 1, settle_status 1); submitting records a settlement version with the statistics at that
 * moment (group_settlements, read by the reports) and starts the 'lineSettlement' audit (settle_status 2).
 * Approval → settle_status 3. Rejection → 4: the costs stay locked (corrections go through cost-adjustment
 * bills) and the operator submits again, which makes a new version. A withdrawn run returns to 1.
 * Receivables per order and payables per cost line show what is still open.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  isoToday, AuditInstanceStatus, CollectState, enumLabel, INCOME_ENROLLMENT, RESOURCES, SettlementCycle, SettlementAuditStatus,
  SettleStatus, TourState,
} from '@ta/contract';
import type { DB } from '../../db/client';
import { submitForAudit } from '../../platform/approval';
import { auditInstances } from '../../platform/approval/approval.tables';
import { findById, updateRow, type AnyRow } from '../../platform/data';
import { badInput, conflict } from '../../platform/errors';
import { recordChange } from '../../platform/history';
import type { Ctx } from '../../platform/route';
import type { SessionUser } from '../../platform/session';
import { issueNumber } from '../basic/number.service';
import { userNames } from '../merchant/merchant.common';
import { suppliers } from '../merchant/merchant.tables';
import { orders } from '../registration/registration.tables';
import { actualCosts, paidPerLine } from './actual-cost';
import { costLines } from './cost.service';
import { tourGroups as G } from './group.tables';
import { actorOf, bumpVersion, groupById, visibleGroup, type GroupRow } from './operation.common';
import { groupSettlements as S } from './operation.tables';
import { groupStatistics } from './stats.service';

type User = Pick<SessionUser, 'uid' | 'user_name'> | null;
const groupDef = RESOURCES.routeHall;
const def = RESOURCES.groupSettlement;
export type SettlementRow = typeof S.$inferSelect;

const refuse = (msg: string, field = 'group_id') => badInput(msg, [{ field, message: msg }]);

export async function finishAccounting(ctx: Ctx, tx: DB, i: { group_id: number; version: number }): Promise<GroupRow> {
  const g = await visibleGroup(ctx, tx, i.group_id, true);
  if (g.state === 3) throw refuse('已取消的团期无需核算');
  if (g.settle_status !== 0) throw refuse(`团期当前为“${enumLabel(SettleStatus, g.settle_status)}”，不能重复核算`);
  if (g.state !== 2 && g.disband_date > isoToday()) {
    throw refuse(`团期尚未散团（散团日期${g.disband_date}，当前状态“${enumLabel(TourState, g.state)}”），不能核算`);
  }
  return updateRow<GroupRow>(tx, G, g.id, i.version, { cost_version_type: 1, settle_status: 1 }, { user: ctx.user, def: groupDef });
}

async function setGroupSettle(tx: DB, groupId: number, settle: number, user: User): Promise<void> {
  const before = await groupById(tx, groupId, true);
  const [row] = await tx.update(G).set({ settle_status: settle, updated_at: new Date(), version: bumpVersion }).where(eq(G.id, groupId)).returning();
  await recordChange(tx, G, 'update', before as AnyRow, row as AnyRow, { user, def: groupDef });
}

export async function submitSettlement(ctx: Ctx, tx: DB, groupId: number): Promise<SettlementRow> {
  const g = await visibleGroup(ctx, tx, groupId, true);
  if (g.settle_status !== 1 && g.settle_status !== 4) {
    throw refuse(g.settle_status === 0 ? '请先完成核算再提交报账审核' : `团期当前为“${enumLabel(SettleStatus, g.settle_status)}”，不能提交报账审核`);
  }
  const stats = await groupStatistics(tx, g);
  const [{ seq }] = await tx.select({ seq: sql<number>`coalesce(max(${S.seq}), 0)::int + 1` }).from(S).where(eq(S.group_id, g.id));
  const [row] = await tx.insert(S).values({
    code: await issueNumber(tx, 'settlement'), group_id: g.id, seq: Number(seq), persons: stats.persons, income: stats.income, cost: stats.cost,
    profit: stats.profit, margin_bp: stats.margin_bp, snapshot: stats as unknown as Record<string, unknown>, status: 0,
    submitted_by: ctx.user.uid, created_by: ctx.user.uid, dept_id: ctx.user.relation.department_id,
  }).returning();
  await recordChange(tx, S, 'create', null, row as AnyRow, { user: ctx.user, def });
  const inst = await submitForAudit(ctx.services, tx, { type: 'lineSettlement', objectId: row.id, submitter: actorOf(ctx) });
  const [done] = await tx.update(S).set({ audit_id: inst.id }).where(eq(S.id, row.id)).returning();
  await setGroupSettle(tx, g.id, 2, ctx.user);
  return done;
}

async function decideSettlement(tx: DB, id: number, status: number, groupSettle: number, user: User, comment: string | null): Promise<void> {
  const before = await findById<SettlementRow>(tx, S, id);
  if (before.status !== 0) throw conflict('报账单已处理，请刷新后重试');
  const [row] = await tx.update(S).set({ status, decided_by: user?.uid ?? null, decided_at: new Date(), comment, updated_at: new Date(), version: sql`${S.version} + 1` })
    .where(eq(S.id, id)).returning();
  await recordChange(tx, S, 'update', before as AnyRow, row as AnyRow, { user, def });
  await setGroupSettle(tx, before.group_id, groupSettle, user);
}
export const approveSettlement = (tx: DB, id: number, user: User) => decideSettlement(tx, id, 1, 3, user, null);
export const rejectSettlement = (tx: DB, id: number, user: User, comment: string) => decideSettlement(tx, id, 2, 4, user, comment);
export const withdrawSettlement = (tx: DB, id: number, user: User) => decideSettlement(tx, id, 3, 1, user, null);

export async function settlementResult(ctx: Ctx, groupId: number) {
  const g = await visibleGroup(ctx, ctx.db, groupId);
  const rows = await ctx.db.select({ s: S, audit_status: auditInstances.status, finished_at: auditInstances.finished_at, current_level: auditInstances.current_level })
    .from(S).leftJoin(auditInstances, eq(auditInstances.id, S.audit_id)).where(eq(S.group_id, g.id)).orderBy(desc(S.seq));
  const names = await userNames(ctx.db, rows.flatMap((r) => [r.s.submitted_by, r.s.decided_by]));
  return {
    group_id: g.id, code: g.code, version: g.version, settle_status: g.settle_status, settle_status_label: enumLabel(SettleStatus, g.settle_status),
    cost_version_type: g.cost_version_type, cost_version: g.cost_version,
    versions: rows.map(({ s, audit_status, finished_at }) => ({
      id: s.id, code: s.code, seq: s.seq, persons: s.persons, income: s.income, cost: s.cost, profit: s.profit, margin_bp: s.margin_bp,
      status: s.status, status_label: enumLabel(SettlementAuditStatus, s.status), audit_id: s.audit_id,
      audit_status, audit_status_label: audit_status === null ? null : enumLabel(AuditInstanceStatus, audit_status),
      submitted_by: s.submitted_by, submitted_by_name: s.submitted_by ? names.get(s.submitted_by) ?? null : null, submitted_at: s.submitted_at,
      decided_by: s.decided_by, decided_by_name: s.decided_by ? names.get(s.decided_by) ?? null : null, decided_at: s.decided_at ?? finished_at, comment: s.comment,
    })),
  };
}

/** Receivables of the group: one row per order whose enrollment is confirmed or held. */
export async function collectList(ctx: Ctx, groupId: number) {
  const g = await visibleGroup(ctx, ctx.db, groupId);
  const rows = await ctx.db.select({
    order_id: orders.id, order_code: orders.code, contact_name: orders.contact_name, customer_kind: orders.customer_kind, enrollment_status: orders.enrollment_status,
    total: orders.total, received: orders.received,
  }).from(orders).where(and(eq(orders.group_id, g.id), inArray(orders.enrollment_status, [...INCOME_ENROLLMENT]))).orderBy(asc(orders.id));
  const data = rows.map((r) => {
    const total = Number(r.total), received = Number(r.received), remaining = total - received;
    const state = remaining <= 0 ? 1 : 0;
    return { ...r, total, received, remaining, state, state_label: CollectState[state] };
  });
  const sum = (k: 'total' | 'received' | 'remaining') => data.reduce((s, r) => s + r[k], 0);
  return { data, summary: { total: sum('total'), received: sum('received'), remaining: sum('remaining'), open_orders: data.filter((r) => r.state === 0).length } };
}

/**
 * Payables of the group: one row per expense cost line, with its supplier's settlement cycle; paid from the
 * actual-cost providers (actual-cost.ts), per line, and per supplier (a supplier paid in this group without a
 * cost line still gets its row, payable 0). The summary is the sum of the supplier rows.
 */
export async function paymentList(ctx: Ctx, groupId: number) {
  const g = await visibleGroup(ctx, ctx.db, groupId);
  const [all, actual] = await Promise.all([costLines(ctx.db, g.id), actualCosts(ctx.db, g.id)]);
  const lines = all.filter((l) => l.consumption !== 0);
  const paidOf = paidPerLine(lines, actual);
  const data = lines.map((l) => {
    const paid = paidOf.get(l.id) ?? 0;
    return {
      cost_id: l.id, kind: l.kind, kind_name: l.kind_name, supplier_id: l.supplier_id, supplier_name: l.supplier_name,
      settlement_cycle: l.settlement_cycle, settlement_cycle_label: l.settlement_cycle === null || l.settlement_cycle === undefined ? null : enumLabel(SettlementCycle, Number(l.settlement_cycle)),
      payment_days: l.payment_days, quantity: l.quantity, unit_price: l.unit_price, payable: l.total, paid, unpaid: l.total - paid,
    };
  });
  const bySupplier = new Map<number, { supplier_id: number; supplier_name: string | null; payable: number; paid: number; unpaid: number }>();
  for (const r of data) {
    const s = bySupplier.get(r.supplier_id) ?? { supplier_id: r.supplier_id, supplier_name: r.supplier_name, payable: 0, paid: 0, unpaid: 0 };
    s.payable += r.payable; s.paid += r.paid; s.unpaid += r.unpaid;
    bySupplier.set(r.supplier_id, s);
  }
  const lineless = [...new Set(actual.filter((e) => !bySupplier.has(e.supplier_id) && e.paid !== 0).map((e) => e.supplier_id))];
  if (lineless.length) {
    const names = await ctx.db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).where(inArray(suppliers.id, lineless));
    for (const id of lineless) {
      const paid = actual.filter((e) => e.supplier_id === id).reduce((a, e) => a + e.paid, 0);
      bySupplier.set(id, { supplier_id: id, supplier_name: names.find((n) => n.id === id)?.name ?? null, payable: 0, paid, unpaid: -paid });
    }
  }
  const rows = [...bySupplier.values()];
  const sum = (k: 'payable' | 'paid' | 'unpaid') => rows.reduce((s, r) => s + r[k], 0);
  return { data, suppliers: rows, summary: { payable: sum('payable'), paid: sum('paid'), unpaid: sum('unpaid') } };
}
