/**
 * Departure groups come into being here (DOMAIN.md): each (product, plan, package, date) is one tour group,
 * opened only for an approved product, never in the past, never twice for a date. Removing a date or a
 * package removes its groups only while nothing hangs on them (orders, costs, settlements).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { addDays, isoToday, AuditStatus, type PackageDateRange } from '@ta/contract';
import type { DB } from '../../db/client';
import { badInput, notFound } from '../../platform/errors';
import { recordChange } from '../../platform/history';
import { rows, type SessionUser } from '../../platform/session';
import { issueNumber } from '../basic/number.service';
import { tourGroups } from '../operation/group.tables';
import { pricePackages, productPlans, products } from './product.tables';

const APPROVED = 1;

/** ISO weekday of a date: 1 Monday … 7 Sunday. */
export const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

/** The dates of a list and / or a range (with its weekdays), sorted, without repeats. */
export function expandDates(dates: readonly string[] | undefined, range: PackageDateRange | null | undefined): string[] {
  const out = new Set(dates ?? []);
  if (range) {
    const days = range.weekdays?.length ? new Set(range.weekdays) : null;
    for (let d = range.from; d <= range.to; d = addDays(d, 1)) if (!days || days.has(isoWeekday(d))) out.add(d);
  }
  return [...out].sort();
}

export interface OpenResult { opened: string[]; skipped: { date: string; reason: string }[]; groupIds: number[] }

/**
 * Opens a group of the package on each date: code from the number rule, disband date = departure + the
 * plan's days, stop-sale date = departure − the product's stop-sale days, seats and sizes from the package,
 * department = the product's. Refuses an unapproved product and past dates (nothing is written); dates that
 * already have a group are skipped and reported.
 */
export async function openGroups(tx: DB, packageId: number, dates: readonly string[], user: Pick<SessionUser, 'uid' | 'user_name'>,
  o: { today?: string } = {}): Promise<OpenResult> {
  const [pkg] = await tx.select().from(pricePackages).where(eq(pricePackages.id, packageId)).limit(1);
  if (!pkg) throw notFound('价格套餐不存在');
  const [product] = await tx.select().from(products).where(eq(products.id, pkg.product_id)).limit(1);
  const [plan] = await tx.select().from(productPlans).where(eq(productPlans.id, pkg.plan_id)).limit(1);
  if (product.audit_status !== APPROVED) {
    throw badInput(`产品审核通过后才能开团（当前：${AuditStatus[product.audit_status as keyof typeof AuditStatus] ?? product.audit_status}）`, [{ field: 'dates', message: '产品审核通过后才能开团' }]);
  }
  const today = o.today ?? isoToday();
  const sorted = [...new Set(dates)].sort();
  const past = sorted.filter((d) => d < today);
  if (past.length) {
    const msg = `出团日期不能早于今天：${past.slice(0, 5).join('、')}${past.length > 5 ? ` 等${past.length}个` : ''}`;
    throw badInput(msg, [{ field: 'dates', message: msg }]);
  }
  if (!sorted.length) return { opened: [], skipped: [], groupIds: [] };
  const existing = new Set((await tx.select({ d: tourGroups.departure_date }).from(tourGroups)
    .where(and(eq(tourGroups.package_id, packageId), inArray(tourGroups.departure_date, sorted)))).map((r) => r.d));
  const skipped = sorted.filter((d) => existing.has(d)).map((date) => ({ date, reason: '该日期已有团期' }));
  const todo = sorted.filter((d) => !existing.has(d));
  const values = [];
  for (const d of todo) {
    values.push({
      code: await issueNumber(tx, 'group'), product_id: product.id, plan_id: plan.id, package_id: pkg.id, departure_date: d,
      disband_date: addDays(d, plan.days), stop_sale_date: addDays(d, -product.stop_sale_days), seats_plan: pkg.seats,
      minimum_group_size: pkg.min_group_size, soon_group_size: pkg.soon_group_size, dept_id: product.dept_id, created_by: user.uid,
    });
  }
  const inserted = values.length ? await tx.insert(tourGroups).values(values).returning({ id: tourGroups.id, code: tourGroups.code, departure_date: tourGroups.departure_date }) : [];
  if (inserted.length) {
    await recordChange(tx, 'price_packages', 'openGroups', null, { id: pkg.id }, { user },
      [{ field: 'groups', label: '开团', old: null, new: inserted.map((g) => `${g.departure_date}（${g.code}）`).join('、') }]);
  }
  return { opened: inserted.map((g) => g.departure_date), skipped, groupIds: inserted.map((g) => g.id) };
}

interface GroupHold { id: number; code: string; departure_date: string; active: number; orders: number; costs: number }

/** What hangs on each group: active orders (confirmed, held, waiting), any orders, costs and settlements. */
async function holdsOf(tx: DB, groupIds: number[]): Promise<GroupHold[]> {
  if (!groupIds.length) return [];
  const ids = sql.join(groupIds.map((i) => sql`${i}`), sql`, `);
  // Cost tables belong to the operation module; read-only counts, only of the tables that exist.
  const costTables = rows<{ t: string }>(await tx.execute(sql`select t from unnest(array['group_costs', 'cost_adjustments', 'group_settlements']) t where to_regclass(t) is not null`)).map((r) => r.t);
  const costExpr = costTables.length
    ? sql.join(costTables.map((t) => sql`(select count(*) from ${sql.identifier(t)} c where c.group_id = g.id)`), sql` + `)
    : sql`0`;
  return rows<GroupHold>(await tx.execute(sql`
    select g.id, g.code, g.departure_date::text as departure_date,
      (select count(*)::int from orders o where o.group_id = g.id and o.enrollment_status in (0, 1, 3)) as active,
      (select count(*)::int from orders o where o.group_id = g.id) as orders,
      (${costExpr})::int as costs
    from tour_groups g where g.id in (${ids}) order by g.departure_date for update of g`));
}

/**
 * Removes the groups (all of a package, or one date of it): refused naming the groups when one has orders
 * (active ones, or cancelled ones kept as history) or costs; nothing is removed then.
 */
export async function removeGroups(tx: DB, packageId: number, user: Pick<SessionUser, 'uid' | 'user_name'>, date?: string): Promise<number> {
  const conds = [eq(tourGroups.package_id, packageId)];
  if (date) conds.push(eq(tourGroups.departure_date, date));
  const groups = await tx.select({ id: tourGroups.id }).from(tourGroups).where(and(...conds));
  if (date && !groups.length) throw badInput(`${date}没有团期`, [{ field: 'departure_date', message: '该日期没有团期' }]);
  const holds = await holdsOf(tx, groups.map((g) => g.id));
  const name = (h: GroupHold) => `${h.departure_date}（${h.code}）`;
  const active = holds.filter((h) => h.active > 0);
  if (active.length) throw badInput(`团期${active.slice(0, 3).map(name).join('、')}${active.length > 3 ? ` 等${active.length}个` : ''}已有报名订单，不能删除；请先取消订单或将团期下架`);
  const history = holds.filter((h) => h.orders > 0 || h.costs > 0);
  if (history.length) throw badInput(`团期${history.slice(0, 3).map(name).join('、')}${history.length > 3 ? ` 等${history.length}个` : ''}已有订单记录或成本，不能删除；请将团期下架或取消`);
  if (!holds.length) return 0;
  await tx.delete(tourGroups).where(inArray(tourGroups.id, holds.map((h) => h.id)));
  await recordChange(tx, 'price_packages', 'removeGroups', { id: packageId }, null, { user },
    [{ field: 'groups', label: '删除团期', old: holds.map(name).join('、'), new: null }]);
  return holds.length;
}
