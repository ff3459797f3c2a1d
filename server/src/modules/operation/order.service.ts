/**
 * Orders of a group and their adjustment bills, from the operation side (调价退团, 团期订单详情). The operator
 * works on every order of the groups inside its data boundary, whoever sold them: the group's boundary is the
 * check here, not the order's. Adjustment bills are created by the registration module's own service
 * (createAdjustment: same validation, same 'orderAdjustment' audit); only approval changes the order.
 * Personal data of tourists is masked unless the role holds canSeeInfo on the line-operation page; every
 * unmasked answer is recorded in the order's change history as a 'view'.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { AdjustmentKind, AdjustmentStatus, enumLabel, personsOf, type AdjustmentCreate } from '@ta/contract';
import type { DB } from '../../db/client';
import { boundaryCondition, type AnyRow } from '../../platform/data';
import { notFound } from '../../platform/errors';
import { recordChange } from '../../platform/history';
import type { Ctx } from '../../platform/route';
import { boundaryOf, userNames } from '../merchant/merchant.common';
import { customers } from '../merchant/merchant.tables';
import { products } from '../product/product.tables';
import { createAdjustment, type AdjustmentRow } from '../registration/adjustment.service';
import { orderAdjustments as A, orderLines, orders, orderTourists } from '../registration/registration.tables';
import { activeTourists, maskTourist } from '../registration/tourist.service';
import { canSeeInfo, maskPhone } from './client.service';
import { tourGroups as G } from './group.tables';
import { actorOf, visibleGroup, type GroupRow } from './operation.common';

type OrderRow = typeof orders.$inferSelect;

/** An order whose group the caller may see (404 otherwise, as if it did not exist). */
export async function orderOfVisibleGroup(ctx: Ctx, tx: DB, id: number): Promise<{ order: OrderRow; group: GroupRow }> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id));
  if (!order) throw notFound('订单不存在或已删除');
  const group = await visibleGroup(ctx, tx, order.group_id).catch(() => { throw notFound('订单不存在或已删除'); });
  return { order, group };
}

/** 调价退团 from the hall: the registration module's adjustment bill, for an order of a visible group. */
export async function addOrderAdjustment(ctx: Ctx, tx: DB, i: AdjustmentCreate): Promise<AdjustmentRow> {
  await orderOfVisibleGroup(ctx, tx, i.order_id);
  return createAdjustment(ctx.services, tx, i, { ...actorOf(ctx), dept_id: ctx.user.relation.department_id ?? null });
}

const codes = (v: unknown): number[] | undefined => (v === undefined || v === null ? undefined : (Array.isArray(v) ? v : [v]).map(Number));

function adjustView(a: AdjustmentRow, extra: AnyRow): AnyRow {
  return { ...a, kind_label: enumLabel(AdjustmentKind, a.kind), status_label: enumLabel(AdjustmentStatus, a.status), ...extra };
}

/** The order adjustment bills of the groups in the caller's boundary (optionally one group / order / status). */
export async function orderAdjustmentList(ctx: Ctx, q: { pageNo: number; pageSize: number; order_id?: number | null; group_id?: number | null; status?: unknown }) {
  const conds: (SQL | undefined)[] = [boundaryCondition(G, await boundaryOf(ctx))];
  if (q.order_id) conds.push(eq(A.order_id, q.order_id));
  if (q.group_id) conds.push(eq(A.group_id, q.group_id));
  const st = codes(q.status);
  if (st?.length) conds.push(inArray(A.status, st));
  const where = and(...conds);
  const from = () => ctx.db.select({ a: A, order_code: orders.code, contact_name: orders.contact_name, group_code: G.code }).from(A)
    .innerJoin(orders, eq(orders.id, A.order_id)).innerJoin(G, eq(G.id, A.group_id));
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(A).innerJoin(G, eq(G.id, A.group_id)).where(where);
  const rows = await from().where(where).orderBy(desc(A.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
  const names = await userNames(ctx.db, rows.map((r) => r.a.created_by));
  return {
    page_data: {
      total_size: Number(n), total_page: Math.ceil(Number(n) / q.pageSize),
      data: rows.map((r) => adjustView(r.a, { order_code: r.order_code, contact_name: r.contact_name, group_code: r.group_code, created_by_name: names.get(Number(r.a.created_by)) ?? null })),
    },
  };
}

/** One bill with its order (head only), group, product and the leaving tourists' names. */
export async function orderAdjustmentDetail(ctx: Ctx, id: number): Promise<AnyRow> {
  const [a] = await ctx.db.select().from(A).where(eq(A.id, id));
  if (!a) throw notFound('调整单不存在');
  const { order: o, group: g } = await orderOfVisibleGroup(ctx, ctx.db, a.order_id);
  const [p] = await ctx.db.select({ name: products.name, code: products.code }).from(products).where(eq(products.id, g.product_id));
  const tourists = a.tourist_ids.length
    ? await ctx.db.select({ id: orderTourists.id, client_name: orderTourists.client_name, person_type: orderTourists.person_type }).from(orderTourists)
      .where(and(eq(orderTourists.order_id, o.id), inArray(orderTourists.id, a.tourist_ids))).orderBy(asc(orderTourists.sort), asc(orderTourists.id))
    : [];
  const names = await userNames(ctx.db, [a.created_by]);
  return adjustView(a, {
    group_code: g.code, departure_date: g.departure_date, product_name: p?.name ?? null, product_code: p?.code ?? null,
    created_by_name: names.get(Number(a.created_by)) ?? null,
    order: {
      id: o.id, code: o.code, contact_name: o.contact_name, total: o.total, order_status: o.order_status, enrollment_status: o.enrollment_status,
      group_id: g.id, group_code: g.code, departure_date: g.departure_date, product_name: p?.name ?? null,
    },
    tourists,
  });
}

/** 订单详情 from the operation side: the order with its lines, tourists (masked unless canSeeInfo) and adjustment bills. */
export async function groupOrderDetail(ctx: Ctx, id: number): Promise<AnyRow> {
  const { order: o, group: g } = await orderOfVisibleGroup(ctx, ctx.db, id);
  const [p] = await ctx.db.select({ name: products.name, code: products.code }).from(products).where(eq(products.id, g.product_id));
  const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.order_id, o.id)).orderBy(asc(orderLines.sort), asc(orderLines.id));
  const list = await activeTourists(ctx.db, o.id);
  const unmasked = canSeeInfo(ctx);
  if (unmasked && list.some((t) => t.client_card_number || t.client_phone_number || t.client_birthday)) {
    await recordChange(ctx.db, 'orders', 'view', null, { id: o.id }, { user: ctx.user },
      [{ field: 'tourists', label: '游客', old: null, new: `线路操作查看订单详情游客信息（未脱敏，${list.length}人）` }]);
  }
  const tourists = unmasked ? list : list.map((t) => maskTourist(t as AnyRow));
  const adjustments = await ctx.db.select().from(A).where(eq(A.order_id, o.id)).orderBy(desc(A.id));
  const [cust] = o.customer_id ? await ctx.db.select({ name: customers.name }).from(customers).where(eq(customers.id, o.customer_id)) : [];
  const names = await userNames(ctx.db, [o.created_by, ...adjustments.map((a) => a.created_by)]);
  return {
    ...o, contact_phone: unmasked ? o.contact_phone : maskPhone(o.contact_phone), persons: personsOf(o), due: o.total - o.received, masked: !unmasked,
    customer_name: cust?.name ?? (o.customer_kind === 'private' ? o.contact_name : null), created_by_name: names.get(Number(o.created_by)) ?? null,
    product_name: p?.name ?? null, product_code: p?.code ?? null, group_code: g.code, departure_date: g.departure_date,
    lines, tourists,
    adjustments: adjustments.map((a) => adjustView(a, { created_by_name: names.get(Number(a.created_by)) ?? null })),
  };
}
