/**
 * Cost-adjustment bills (成本调整单): the proposed new list of one cost kind with a reason, submitted to the
 * 'costAdjustment' audit. Nothing changes until approval; approval replaces the kind's lines (suppliers checked
 * again) and bumps the group's cost_version, even when the cost version is locked — this is the one way to
 * change locked costs. Refused while the group's settlement is under audit or settled; one pending bill per
 * group and kind (direct saves of that kind are refused meanwhile, cost.service.ts). Approval is refused when the
 * group's cost_version moved past the bill's base_cost_version (the costs changed since the bill: withdraw and
 * submit again), so no save is silently overwritten.
 */
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  CostAdjustStatus, CostKind, enumLabel, itemSchemaOf, RESOURCES, type AnyCostKind, type CostAdjustAdd,
} from '@ta/contract';
import type { DB } from '../../db/client';
import { submitForAudit } from '../../platform/approval';
import { boundaryCondition, escapeLike, findById, type AnyRow } from '../../platform/data';
import { badInput, conflict } from '../../platform/errors';
import { recordChange } from '../../platform/history';
import type { Ctx } from '../../platform/route';
import type { SessionUser } from '../../platform/session';
import { issueNumber } from '../basic/number.service';
import { assertInBoundary, boundaryOf, parseInput, userNames } from '../merchant/merchant.common';
import { tourGroups as G } from './group.tables';
import { actorOf, groupById, visibleGroup } from './operation.common';
import { costAdjustments as A } from './operation.tables';
import { applyCostList, bumpCostVersion, checkSuppliers, costLines, costSum, draftsOf, itemsOfLines } from './cost.service';

type User = Pick<SessionUser, 'uid' | 'user_name'> | null;
const def = RESOURCES.costAdjustment;
export type AdjustRow = typeof A.$inferSelect;

export async function addCostAdjustment(ctx: Ctx, tx: DB, i: CostAdjustAdd): Promise<AdjustRow> {
  const g = await visibleGroup(ctx, tx, i.group_id, true);
  if (g.settle_status === 2 || g.settle_status === 3) {
    const msg = g.settle_status === 2 ? '团期报账审核中，不能调整成本' : '团期已报账，不能调整成本';
    throw badInput(msg, [{ field: 'group_id', message: msg }]);
  }
  const kind = i.kind as AnyCostKind;
  // Already checked by the request schema; parsed again for defaults and coercion.
  const items = i.items.map((it) => parseInput(itemSchemaOf(kind), it) as AnyRow);
  await checkSuppliers(tx, items);
  const [pending] = await tx.select({ code: A.code }).from(A).where(and(eq(A.group_id, g.id), eq(A.kind, kind), eq(A.status, 0))).limit(1);
  if (pending) throw conflict(`该团期的${CostKind[kind]}成本已有审核中的调整单（${pending.code}），请等待审核结果`);
  const before = await costLines(tx, g.id, kind);
  const after = draftsOf(kind, items);
  const [row] = await tx.insert(A).values({
    code: await issueNumber(tx, 'adjustment'), group_id: g.id, kind, reason: i.reason, items, before_items: itemsOfLines(kind, before),
    before_total: costSum(before), after_total: costSum(after), base_cost_version: g.cost_version, status: 0,
    created_by: ctx.user.uid, dept_id: ctx.user.relation.department_id,
  }).returning();
  await recordChange(tx, A, 'create', null, row as AnyRow, { user: ctx.user, def });
  const inst = await submitForAudit(ctx.services, tx, { type: 'costAdjustment', objectId: row.id, submitter: actorOf(ctx) });
  const [done] = await tx.update(A).set({ audit_id: inst.id }).where(eq(A.id, row.id)).returning();
  return done;
}

async function setStatus(tx: DB, id: number, status: number, user: User, comment: string | null = null): Promise<AdjustRow> {
  const before = await findById<AdjustRow>(tx, A, id);
  if (before.status !== 0) throw conflict('调整单已处理，请刷新后重试');
  const [row] = await tx.update(A).set({
    status, decided_by: user?.uid ?? null, decided_at: new Date(), comment, updated_at: new Date(), version: sql`${A.version} + 1`,
  }).where(eq(A.id, id)).returning();
  await recordChange(tx, A, 'update', before as AnyRow, row as AnyRow, { user, def });
  return row;
}

/** Approval: the proposed list replaces the kind's lines; the group's cost_version goes up. */
export async function approveAdjustment(tx: DB, id: number, user: User): Promise<void> {
  const a = await setStatus(tx, id, 1, user);
  const kind = a.kind as AnyCostKind;
  // The proposal replaces the kind's lines as they were when it was made: if those lines changed since, the
  // approval would overwrite the change. Other kinds (another bill approved first) do not matter.
  const now = itemsOfLines(kind, await costLines(tx, a.group_id, kind));
  if (canonicalLines(now) !== canonicalLines(a.before_items as AnyRow[])) {
    throw conflict(`团期的${CostKind[kind] ?? kind}成本在调整单（${a.code}）提交后已变更，不能按此单审批；请撤回后重新提交调整单`);
  }
  const items = a.items as AnyRow[];
  await checkSuppliers(tx, items);
  // Ids of the proposal refer to lines as they were; lines changed since keep their ids only if still there.
  await applyCostList(tx, a.group_id, kind, draftsOf(kind, items), user);
  await bumpCostVersion(tx, a.group_id);
}
/** A cost list in a form that compares equal however it was stored (jsonb reorders keys; names may change). */
function canonicalLines(rows: readonly AnyRow[]): string {
  const norm = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(norm);
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v as AnyRow).filter(([k, x]) => x !== undefined && x !== null && k !== 'supplier_name')
        .sort(([x], [y]) => (x < y ? -1 : 1)).map(([k, x]) => [k, norm(x)]));
    }
    return v;
  };
  return JSON.stringify(rows.map(norm));
}
export const rejectAdjustment = (tx: DB, id: number, user: User, comment: string) => setStatus(tx, id, 2, user, comment).then(() => undefined);
export const withdrawAdjustment = (tx: DB, id: number, user: User) => setStatus(tx, id, 3, user).then(() => undefined);

function view(r: AdjustRow & { group_code?: string | null }, names: Map<number, string>) {
  return {
    ...r, kind_name: CostKind[r.kind as AnyCostKind] ?? r.kind, status_label: enumLabel(CostAdjustStatus, r.status), cost_adjustment_type: r.status,
    diff: r.after_total - r.before_total, created_by_name: r.created_by ? names.get(r.created_by) ?? null : null,
    decided_by_name: r.decided_by ? names.get(r.decided_by) ?? null : null,
  };
}

export async function adjustmentList(ctx: Ctx, q: { pageNo: number; pageSize: number; group_id?: number | null; kind?: string; status?: number | null; keyword?: string | null }) {
  const b = await boundaryOf(ctx);
  const conds: (SQL | undefined)[] = [boundaryCondition(A, b)];
  if (q.group_id) conds.push(eq(A.group_id, q.group_id));
  if (q.kind) conds.push(eq(A.kind, q.kind));
  if (q.status !== undefined && q.status !== null) conds.push(eq(A.status, q.status));
  if (q.keyword) { const kw = `%${escapeLike(q.keyword)}%`; conds.push(or(ilike(A.code, kw), ilike(A.reason, kw), ilike(G.code, kw))); }
  const where = and(...conds);
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(A).innerJoin(G, eq(G.id, A.group_id)).where(where);
  const rows = await ctx.db.select({ a: A, group_code: G.code }).from(A).innerJoin(G, eq(G.id, A.group_id)).where(where)
    .orderBy(desc(A.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
  const names = await userNames(ctx.db, rows.flatMap((r) => [r.a.created_by, r.a.decided_by]));
  return { page_data: { total_size: Number(n), total_page: Math.ceil(Number(n) / q.pageSize), data: rows.map((r) => ({ ...view({ ...r.a, group_code: r.group_code }, names), items: undefined, before_items: undefined })) } };
}

export async function adjustmentDetail(ctx: Ctx, id: number) {
  const a = await findById<AdjustRow>(ctx.db, A, id);
  assertInBoundary(a, await boundaryOf(ctx));
  const g = await groupById(ctx.db, a.group_id);
  const names = await userNames(ctx.db, [a.created_by, a.decided_by]);
  // Supplier names of the proposal, for display.
  const ids = [...new Set((a.items as AnyRow[]).map((it) => Number(it.supplier_id)))];
  const sup = ids.length ? await ctx.db.execute(sql`select id, name from suppliers where id in (${sql.join(ids.map((x) => sql`${x}`), sql`, `)})`) : { rows: [] };
  const supName = new Map((sup as unknown as { rows: { id: number; name: string }[] }).rows.map((r) => [Number(r.id), r.name]));
  const items = (a.items as AnyRow[]).map((it) => ({ ...it, supplier_name: supName.get(Number(it.supplier_id)) ?? null }));
  return { ...view({ ...a, group_code: g.code }, names), items, group: { id: g.id, code: g.code, departure_date: g.departure_date, cost_version: g.cost_version, cost_version_type: g.cost_version_type } };
}
