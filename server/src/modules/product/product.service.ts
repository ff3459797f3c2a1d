/**
 * Shared rules of the product module: a product the caller may see (data boundary) and edit (not under
 * audit), its audit status, and the answers (list rows with counts, the full detail with plans, packages,
 * prices, groups and own prices).
 */
import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import {
  isoToday, AUDIT_PENDING, RESOURCES, type OwnPriceChannelCode, type PackageGroupRow, type PackageRow, type PlanRow,
  type ProductDetail, type ProductListRow,
} from '@ta/contract';
import type { DB } from '../../db/client';
import { auditInstances } from '../../platform/approval/approval.tables';
import { findById, prerenderedSelect, soldInside, type AnyRow } from '../../platform/data';
import { badInput, notFound } from '../../platform/errors';
import { recordChange } from '../../platform/history';
import type { Ctx } from '../../platform/route';
import type { SessionUser } from '../../platform/session';
import { assertInBoundary, boundaryOf, inBoundary } from '../merchant/merchant.common';
import { tourGroups } from '../operation/group.tables';
import { packagePrices, planDays, pricePackages, productOwnPrices, productPlans, products } from './product.tables';

export const LINE_PRODUCT_AUDIT = 'lineProduct';
export const AUDIT_UNREVIEWED = 0, AUDIT_APPROVED = 1, AUDIT_REJECTED = 2;
export type ProductRecord = typeof products.$inferSelect;
export const productDef = RESOURCES.product;
export const packageDef = RESOURCES.pricePackage;
export const planDef = RESOURCES.productPlan;

/** A product inside the caller's data boundary (404 otherwise); `lock` takes its row lock for the transaction. */
export async function visibleProduct(tx: DB, id: number, ctx: Ctx, o: { lock?: boolean; field?: string; read?: boolean } = {}): Promise<ProductRecord> {
  const q = tx.select().from(products).where(eq(products.id, id)).limit(1);
  const [p] = o.lock ? await q.for('update') : await q;
  if (!p) {
    if (o.field) throw badInput('产品不存在', [{ field: o.field, message: '产品不存在' }]);
    throw notFound('产品不存在');
  }
  const b = await boundaryOf(ctx);
  // Reading only (o.read): also a product sold inside the boundary (platform/data.ts soldInside).
  if (o.read && !inBoundary(p, b)) {
    const [sold] = await tx.select({ id: products.id }).from(products).where(and(eq(products.id, id), soldInside(products, { ...b, sold: 'product' }))).limit(1);
    if (sold) return p;
  }
  assertInBoundary(p, b);
  return p;
}

/** A line-product audit run of the product is pending. */
export async function isAuditing(tx: DB, productId: number): Promise<boolean> {
  const [r] = await tx.select({ id: auditInstances.id }).from(auditInstances)
    .where(and(eq(auditInstances.type, LINE_PRODUCT_AUDIT), eq(auditInstances.object_id, productId), eq(auditInstances.status, AUDIT_PENDING))).limit(1);
  return !!r;
}

/** Refuses changing a product while its audit runs (the approver must see what was submitted). */
export async function assertEditable(tx: DB, p: ProductRecord): Promise<void> {
  if (await isAuditing(tx, p.id)) throw badInput(`产品“${p.name}”正在审核中，不能修改；请等待审核结果或撤回审核后再修改`);
}

export async function setProductAuditStatus(tx: DB, id: number, status: number, user: Pick<SessionUser, 'uid' | 'user_name'> | null): Promise<void> {
  const before = await findById<AnyRow>(tx, products, id);
  const [row] = await tx.update(products).set({ audit_status: status, updated_at: new Date(), version: sql`${products.version} + 1` })
    .where(eq(products.id, id)).returning();
  await recordChange(tx, products, 'update', before, row as AnyRow, { user, def: productDef });
}

/** Destination names joined, for the destination filter. */
export const destinationText = (list: { name: string }[] | undefined) => (list ?? []).map((a) => a.name).join('、').slice(0, 300);

/**
 * A list row's figures and names as select fields over "products" (plan / package / group counts, next departure,
 * audit running, category name, creator's name), read in the list's rows statement (issue 16: one statement instead
 * of three look-ups after the rows). The outer row is named by the table ("products".id), never as a column chunk:
 * a single-table drizzle select writes column chunks unqualified, which inside these subqueries would name theirs.
 */
export function productListFields(): Record<string, SQL> {
  const p = sql`${products}`;
  return {
    plan_count: sql`(select count(*)::int from product_plans x where x.product_id = ${p}.id)`,
    package_count: sql`(select count(*)::int from price_packages x where x.product_id = ${p}.id)`,
    group_count: sql`(select count(*)::int from tour_groups x where x.product_id = ${p}.id)`,
    next_departure: sql`(select min(x.departure_date)::text from tour_groups x where x.product_id = ${p}.id and x.departure_date >= ${isoToday()} and x.state in (0, 4))`,
    auditing: sql`exists(select 1 from audit_instances a where a.type = ${LINE_PRODUCT_AUDIT} and a.object_id = ${p}.id and a.status = ${AUDIT_PENDING})`,
    category_name: sql`(select c.name from product_categories c where c.id = ${p}.category_id)`,
    created_by_name: sql`(select u.user_name from users u where u.id = ${p}.created_by)`,
  };
}

/**
 * The product list's rows select: the table's columns and productListFields, rendered to SQL once per day (the next
 * departure compares with today, written into the text) instead of built by drizzle on every request (issue 16
 * "Cheap requests"); the same fields and rows as findPage's own select of them.
 */
export const productListRows = prerenderedSelect<AnyRow>((db) => db.select({ ...getTableColumns(products), ...productListFields() }).from(products), () => isoToday());

/** A product row read with productListFields as the list answers it. */
export function productListRow(r: AnyRow): ProductListRow {
  return {
    ...(r as unknown as ProductListRow),
    category_name: r.category_id != null ? (r.category_name as string | null) ?? null : null,
    plan_count: Number(r.plan_count ?? 0), package_count: Number(r.package_count ?? 0), group_count: Number(r.group_count ?? 0),
    next_departure: (r.next_departure as string | null) ?? null, auditing: !!r.auditing,
    created_by_name: (r.created_by_name as string | null) ?? null,
  };
}

/** List rows of products already read (the detail): category name, plan / package / group counts, next departure, creator, audit running. */
export async function presentProducts(db: DB, list: AnyRow[]): Promise<ProductListRow[]> {
  if (!list.length) return [];
  const f = await db.select({ id: products.id, ...productListFields() }).from(products).where(inArray(products.id, list.map((r) => Number(r.id))));
  const at = new Map(f.map((r) => [Number(r.id), r as AnyRow]));
  return list.map((r) => {
    const { id: _id, ...x } = at.get(Number(r.id)) ?? {};
    return productListRow({ ...r, ...x });
  });
}

/** The plans of a product with their day rows, default plan first. */
export async function plansOf(db: DB, productId: number): Promise<PlanRow[]> {
  const plans = await db.select().from(productPlans).where(eq(productPlans.product_id, productId)).orderBy(asc(productPlans.sort), asc(productPlans.id));
  if (!plans.length) return [];
  const days = await db.select().from(planDays).where(inArray(planDays.plan_id, plans.map((p) => p.id))).orderBy(asc(planDays.day_no));
  return plans.map((p) => ({
    id: p.id, product_id: p.product_id, name: p.name, is_default: p.is_default, days: p.days, nights: p.nights, gathering_place: p.gathering_place,
    remark: p.remark, sort: p.sort, version: p.version, itinerary: days.filter((d) => d.plan_id === p.id),
  }));
}

/** Packages (of a product, or the given ids) with their prices and groups. */
export async function packagesOf(db: DB, where: { productId?: number; packageIds?: number[] }): Promise<PackageRow[]> {
  const cond = where.packageIds ? inArray(pricePackages.id, where.packageIds) : eq(pricePackages.product_id, where.productId!);
  const pkgs = await db.select().from(pricePackages).where(cond).orderBy(asc(pricePackages.plan_id), asc(pricePackages.sort), asc(pricePackages.id));
  if (!pkgs.length) return [];
  const ids = pkgs.map((p) => p.id);
  const prices = await db.select().from(packagePrices).where(inArray(packagePrices.package_id, ids)).orderBy(asc(packagePrices.fee_type), asc(packagePrices.price_kind));
  const groups = await db.select({
    id: tourGroups.id, package_id: tourGroups.package_id, code: tourGroups.code, departure_date: tourGroups.departure_date, disband_date: tourGroups.disband_date,
    stop_sale_date: tourGroups.stop_sale_date, state: tourGroups.state, seats_plan: tourGroups.seats_plan, seats_held: tourGroups.seats_held,
    seats_confirmed: tourGroups.seats_confirmed,
  }).from(tourGroups).where(inArray(tourGroups.package_id, ids)).orderBy(asc(tourGroups.departure_date));
  return pkgs.map((p) => ({
    id: p.id, product_id: p.product_id, plan_id: p.plan_id, name: p.name, seats: p.seats, min_group_size: p.min_group_size,
    soon_group_size: p.soon_group_size, cost_price: p.cost_price, remark: p.remark, sort: p.sort, version: p.version,
    prices: prices.filter((x) => x.package_id === p.id).map(({ fee_type, price_kind, price }) => ({ fee_type, price_kind, price })),
    groups: groups.filter((g) => g.package_id === p.id).map(({ package_id: _p, ...g }) => g as PackageGroupRow),
  }));
}

export async function productDetail(db: DB, p: AnyRow): Promise<ProductDetail> {
  const [row] = await presentProducts(db, [p]);
  const own = await db.select().from(productOwnPrices).where(eq(productOwnPrices.product_id, Number(p.id))).orderBy(asc(productOwnPrices.channel), asc(productOwnPrices.fee_type));
  return {
    ...row,
    plans: await plansOf(db, Number(p.id)),
    packages: await packagesOf(db, { productId: Number(p.id) }),
    own_prices: own.map((o) => ({ channel: o.channel as OwnPriceChannelCode, fee_type: o.fee_type, price: o.price })),
  };
}

/** A package of a product the caller may see, with its product (404 / 400 otherwise). */
export async function visiblePackage(tx: DB, packageId: number, ctx: Ctx, lockProduct = false) {
  const [pkg] = await tx.select().from(pricePackages).where(eq(pricePackages.id, packageId)).limit(1);
  if (!pkg) throw notFound('价格套餐不存在');
  const product = await visibleProduct(tx, pkg.product_id, ctx, { lock: lockProduct });
  return { pkg, product };
}
