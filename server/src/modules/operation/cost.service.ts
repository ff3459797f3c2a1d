/**
 * Cost lines of a group (成本设置). Each kind is saved as a WHOLE list (lines not sent are removed, DOMAIN.md
 * "Group operation"); totals are quantity × unit_price computed here, in fen. The local operator's fee lines
 * are lines of kind 'travelAgency' (one row per fee line, grouped by supplier for display). Every save bumps the
 * group's cost_version, which is the optimistic check of the next save. A locked cost version (settlement
 * started) refuses direct edits: changes then go through cost-adjustment bills (adjust.service.ts). A kind with a
 * pending cost-adjustment bill refuses direct saves too (the bill's approval replaces the kind's lines).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  COST_DETAIL_SHAPES, CostKind, RESOURCES, type AnyCostKind, type CostKindCode, type TravelAgencyItem,
} from '@ta/contract';
import type { DB } from '../../db/client';
import { recordChange } from '../../platform/history';
import { badInput, conflict } from '../../platform/errors';
import type { AnyRow } from '../../platform/data';
import type { SessionUser } from '../../platform/session';
import { suppliers } from '../merchant/merchant.tables';
import { assertSupplierSelectable } from '../merchant/supplier.service';
import { tourGroups as G } from './group.tables';
import type { GroupRow } from './operation.common';
import { costAdjustments as A, groupCosts as C, type CostDetail } from './operation.tables';

type User = Pick<SessionUser, 'uid' | 'user_name'> | null;
const def = RESOURCES.groupCost;

/** A cost line to write: what a list item becomes. */
export interface CostDraft {
  id?: number | null;
  supplier_id: number;
  detail: CostDetail;
  quantity: number;
  unit_price: number;
  total: number;
  consumption: number;
  remark: string | null;
  sort: number;
}

export const lineTotal = (quantity: number, unitPrice: number): number => {
  const t = quantity * unitPrice;
  if (!Number.isSafeInteger(t)) throw badInput('金额过大', [{ field: 'items', message: '金额过大' }]);
  return t;
};
/** A line's effect on the group's cost: expense positive, income ('other' with consumption 0) negative. */
export const signedTotal = (r: { total: number; consumption: number }) => (r.consumption === 0 ? -r.total : r.total);

/** Items of one of the eight kinds → drafts. */
export function draftsOf(kind: AnyCostKind, items: readonly AnyRow[]): CostDraft[] {
  if (kind === 'travelAgency') return agencyDrafts(items as unknown as TravelAgencyItem[]);
  const keys = Object.keys(COST_DETAIL_SHAPES[kind as CostKindCode]);
  return items.map((it, i) => {
    const detail: CostDetail = {};
    for (const k of keys) detail[k] = (it[k] as string | number | null | undefined) ?? null;
    const quantity = Number(it.quantity), unit_price = Number(it.unit_price);
    return {
      id: (it.id as number | null | undefined) ?? null, supplier_id: Number(it.supplier_id), detail, quantity, unit_price,
      total: lineTotal(quantity, unit_price), consumption: kind === 'other' ? Number(it.consumption) : 1,
      remark: (it.remark as string | null | undefined) ?? null, sort: i,
    };
  });
}

function agencyDrafts(items: readonly TravelAgencyItem[]): CostDraft[] {
  return items.flatMap((it, i) => it.lines.map((l, j) => ({
    id: l.id ?? null, supplier_id: it.supplier_id,
    detail: { agency_index: i, contact: it.contact ?? null, contact_phone: it.contact_phone ?? null, fee_type: l.fee_type, description: l.description ?? null },
    quantity: l.quantity, unit_price: l.price, total: lineTotal(l.quantity, l.price), consumption: 1, remark: it.remark ?? null, sort: i * 1000 + j,
  })));
}

/** Every supplier must exist and not be blacklisted (400 naming the item's field otherwise). */
export async function checkSuppliers(tx: DB, items: readonly AnyRow[]): Promise<void> {
  for (const [i, it] of items.entries()) await assertSupplierSelectable(tx, Number(it.supplier_id), `items.${i}.supplier_id`);
}

/** Replaces the lines of one kind with the drafts (lines sent with their id are updated in place). */
export async function applyCostList(tx: DB, groupId: number, kind: AnyCostKind, drafts: CostDraft[], user: User): Promise<void> {
  const old = await tx.select().from(C).where(and(eq(C.group_id, groupId), eq(C.kind, kind)));
  const byId = new Map(old.map((r) => [r.id, r]));
  const kept = new Set<number>();
  for (const d of drafts) {
    const values = {
      group_id: groupId, kind, supplier_id: d.supplier_id, detail: d.detail, quantity: d.quantity, unit_price: d.unit_price, total: d.total,
      consumption: d.consumption, remark: d.remark, sort: d.sort,
    };
    const prev = d.id ? byId.get(d.id) : undefined;
    if (prev && !kept.has(prev.id)) {
      kept.add(prev.id);
      const [row] = await tx.update(C).set({ ...values, updated_at: new Date(), version: sql`${C.version} + 1` }).where(eq(C.id, prev.id)).returning();
      await recordChange(tx, C, 'update', prev as AnyRow, row as AnyRow, { user, def });
    } else {
      const [row] = await tx.insert(C).values({ ...values, created_by: user?.uid ?? null }).returning();
      await recordChange(tx, C, 'create', null, row as AnyRow, { user, def });
    }
  }
  const gone = old.filter((r) => !kept.has(r.id));
  if (gone.length) {
    await tx.delete(C).where(inArray(C.id, gone.map((r) => r.id)));
    for (const r of gone) await recordChange(tx, C, 'delete', r as AnyRow, null, { user, def });
  }
}

/** Bumps cost_version (each saved list is a new cost version). */
export async function bumpCostVersion(tx: DB, groupId: number): Promise<number> {
  const [g] = await tx.update(G).set({ cost_version: sql`${G.cost_version} + 1`, updated_at: new Date() }).where(eq(G.id, groupId)).returning({ v: G.cost_version });
  return g.v;
}

/** The direct save of /<kind>/add and /travelAgency/add (group already locked FOR UPDATE by the caller). */
export async function saveCostList(tx: DB, g: GroupRow, kind: AnyCostKind, costVersion: number, items: readonly AnyRow[], user: User): Promise<number> {
  if (g.cost_version_type === 1) throw badInput('成本已锁定，请提交成本调整单', [{ field: 'items', message: '成本已锁定，请提交成本调整单' }]);
  if (g.cost_version !== costVersion) throw conflict('成本已被他人修改，请刷新后重试');
  // A pending bill of this kind would replace the lines on approval: a direct save now would be silently lost.
  const [pending] = await tx.select({ code: A.code }).from(A).where(and(eq(A.group_id, g.id), eq(A.kind, kind), eq(A.status, 0))).limit(1);
  if (pending) {
    const msg = `该团期的${CostKind[kind]}成本有审核中的调整单（${pending.code}），请等待审核结果或撤回后再修改`;
    throw badInput(msg, [{ field: 'items', message: msg }]);
  }
  await checkSuppliers(tx, items);
  await applyCostList(tx, g.id, kind, draftsOf(kind, items), user);
  return bumpCostVersion(tx, g.id);
}

export interface CostLineView extends AnyRow { id: number; kind: string; supplier_id: number; supplier_name: string | null; quantity: number; unit_price: number; total: number; consumption: number }

/** The lines of a group (one kind, or all), with supplier names and the detail fields spread flat. */
export async function costLines(db: DB, groupId: number, kind?: AnyCostKind): Promise<CostLineView[]> {
  const rows = await db.select({
    id: C.id, group_id: C.group_id, kind: C.kind, supplier_id: C.supplier_id, supplier_name: suppliers.name,
    settlement_cycle: suppliers.settlement_cycle, payment_days: suppliers.payment_days,
    detail: C.detail, quantity: C.quantity, unit_price: C.unit_price, total: C.total, consumption: C.consumption,
    remark: C.remark, sort: C.sort, version: C.version, updated_at: C.updated_at,
  }).from(C).leftJoin(suppliers, eq(suppliers.id, C.supplier_id))
    .where(kind ? and(eq(C.group_id, groupId), eq(C.kind, kind)) : eq(C.group_id, groupId))
    .orderBy(asc(C.kind), asc(C.sort), asc(C.id));
  return rows.map((r) => ({ ...r.detail, ...r, kind_name: CostKind[r.kind as AnyCostKind] ?? r.kind }));
}

/** The local operator's lines grouped back into items (per supplier, in saved order). */
export function agencyItems(lines: CostLineView[]): AnyRow[] {
  const items = new Map<number, AnyRow & { lines: AnyRow[] }>();
  for (const l of lines) {
    const idx = Number(l.agency_index ?? 0);
    let it = items.get(idx);
    if (!it) {
      it = { supplier_id: l.supplier_id, supplier_name: l.supplier_name, contact: l.contact ?? null, contact_phone: l.contact_phone ?? null, remark: l.remark ?? null, total: 0, lines: [] };
      items.set(idx, it);
    }
    it.lines.push({ id: l.id, fee_type: l.fee_type, description: l.description ?? null, price: l.unit_price, quantity: l.quantity, total: l.total });
    it.total = Number(it.total) + l.total;
  }
  return [...items.entries()].sort((a, b) => a[0] - b[0]).map(([, v]) => v);
}

/** The items of a kind as its /add route takes them (for a cost-adjustment bill's "before"). */
export function itemsOfLines(kind: AnyCostKind, lines: CostLineView[]): AnyRow[] {
  if (kind === 'travelAgency') return agencyItems(lines);
  const keys = Object.keys(COST_DETAIL_SHAPES[kind as CostKindCode]);
  return lines.map((l) => ({
    id: l.id, supplier_id: l.supplier_id, supplier_name: l.supplier_name, quantity: l.quantity, unit_price: l.unit_price, total: l.total,
    remark: l.remark ?? null, ...Object.fromEntries(keys.map((k) => [k, l[k] ?? null])),
  }));
}

/** Sum of a list's effect on cost (expense − income), in fen. */
export const costSum = (rows: readonly { total: number; consumption: number }[]) => rows.reduce((s, r) => s + signedTotal(r), 0);
