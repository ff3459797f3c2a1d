/**
 * The line operation hall (线路操作大厅): groups with their product, package and seat figures, the hall's
 * summary over future departures, a group's detail, and its state and guaranteed-departure changes.
 */
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  isoToday, ACTIVE_ENROLLMENT, FUTURE_TOUR_STATES, INCOME_ENROLLMENT, RESOURCES, TOUR_STATE_TRANSITIONS, TourState, enumLabel,
  type RouteHallListQuery, type RouteHallSummary,
} from '@ta/contract';
import type { DB } from '../../db/client';
import { boundaryBranches, boundaryCondition, escapeLike, pageRows, pageTotal, prerenderedSelect, updateRow, type AnyRow, type PageQuery } from '../../platform/data';
import { badInput } from '../../platform/errors';
import { rows as resultRows } from '../../platform/session';
import type { Ctx } from '../../platform/route';
import { boundaryOf } from '../merchant/merchant.common';
import { users } from '../account/account.tables';
import { packagePrices, pricePackages, productCategories, productPlans, products } from '../product/product.tables';
import { orders } from '../registration/registration.tables';
import { completeGroupOrders } from '../registration/registration.service';
import { tourGroups as G } from './group.tables';
import { remainingSql } from './seats.service';
import { visibleGroup, type GroupRow } from './operation.common';
import { groupCosts as C } from './operation.tables';
import { adultPrice, groupStatistics } from './stats.service';

const def = RESOURCES.routeHall;

/**
 * A group's income (as its statistics, stats.service.ts): the totals of its orders that hold seats (enrollment 0 or 1).
 * An order's total is the sum of its income lines on every write (sign-up, edit, adjustments: registration module),
 * so the lines are not read: the sum comes from orders_group alone (key group_id, enrollment_status, total; index-only
 * scan, migration 0012). At 1M orders the lines' sum read 2,346 buffers for a page of 20 groups, the index 63.
 */
const incomeSql = sql<string>`coalesce((select sum(o.total) from ${orders} o
  where o.group_id = ${G.id} and o.enrollment_status in (${sql.raw(INCOME_ENROLLMENT.join(', '))})), 0)`;
/** A group's cost: its expense lines minus its income lines (consumption 0). */
const costSumSql = sql<string>`sum(case when ${C.consumption} = 0 then -${C.total} else ${C.total} end)`;
/** For the listed page only (20 rows): the planner evaluates it after the sort and limit. */
const costSql = sql<string>`coalesce((select ${costSumSql} from ${C} where ${C.group_id} = ${G.id}), 0)`;

const SORTS: Record<string, PgColumn> = {
  departure_date: G.departure_date, code: G.code, state: G.state, seats_plan: G.seats_plan, seats_confirmed: G.seats_confirmed,
  created_at: G.created_at, disband_date: G.disband_date,
};

function listConditions(q: RouteHallListQuery): SQL[] {
  const out: SQL[] = [];
  if (q.keyword) {
    const kw = `%${escapeLike(q.keyword)}%`;
    out.push(or(ilike(products.name, kw), ilike(products.code, kw), ilike(G.code, kw))!);
  }
  if (q.product_id) out.push(eq(G.product_id, q.product_id));
  const [from, to] = q.departure_date ?? [];
  if (from) out.push(gte(G.departure_date, from));
  if (to) out.push(lte(G.departure_date, to));
  if (q.state !== undefined) out.push(Array.isArray(q.state) ? (q.state.length ? inArray(G.state, q.state) : sql`true`) : eq(G.state, q.state));
  if (q.iron_hair) out.push(eq(G.iron_hair, q.iron_hair));
  if (q.dept_id) out.push(eq(G.dept_id, q.dept_id));
  if (q.destination) out.push(ilike(products.destination_text, `%${escapeLike(q.destination)}%`));
  if (q.settle_status !== undefined && q.settle_status !== null) out.push(eq(G.settle_status, q.settle_status));
  return out;
}

/**
 * The FROM of the page's ids, its count and its totals: products is joined only when a filter reads it (keyword,
 * destination). Every group has its product (product_id not null, a foreign key to the product's primary key), so the
 * join never drops nor repeats a group; without it a manager's nine boundary branches plan without a join each
 * (scale 20: PostgreSQL planning of the page 3.2 → 1.8 ms).
 */
function listFrom(q: RouteHallListQuery): SQL {
  return q.keyword || q.destination ? sql`${G} inner join ${products} on ${products.id} = ${G.product_id}` : sql`${G}`;
}

/** The hall list's rows select (select list and joins rendered once, platform/data.ts prerenderedSelect). */
const hallRows = prerenderedSelect<{ g: GroupRow; product_name: string; product_code: string; days: number; destination_text: string; category_id: number;
  category_name: string | null; package_name: string; remaining: number; income: string; cost: string; created_by_name: string | null }>((db) => db.select({
    g: G, product_name: products.name, product_code: products.code, days: products.days, destination_text: products.destination_text,
    category_id: products.category_id, category_name: productCategories.name, package_name: pricePackages.name,
    remaining: remainingSql, income: incomeSql, cost: costSql, created_by_name: users.user_name,
  }).from(G).innerJoin(products, eq(products.id, G.product_id)).innerJoin(pricePackages, eq(pricePackages.id, G.package_id))
    .leftJoin(productCategories, eq(productCategories.id, products.category_id)).leftJoin(users, eq(users.id, G.created_by)));

export async function hallList(ctx: Ctx, q: RouteHallListQuery) {
  const b = await boundaryOf(ctx);
  const where = and(...listConditions(q), boundaryCondition(G, { ...b, sold: 'group' }));
  const pageSize = q.pageSize, pageNo = q.pageNo;
  const sortCol = (q.sortField && SORTS[q.sortField]) || G.departure_date;
  const dir = q.sortField && SORTS[q.sortField] ? (/^desc/.test(q.sortOrder ?? '') ? desc : asc) : asc;
  // Rows first (docs/decisions.md "Lists that return rows first"): the page without a count (`total_deferred`); the
  // exact total and the summary bar's figures over every listed group come with the `totals_only` request.
  const pq: PageQuery = {
    from: listFrom(q), where: listConditions(q),
    branches: boundaryBranches(G, { ...b, sold: 'group' }), id: G.id, sort: sortCol, descending: dir === desc,
    pageNo, pageSize, exactTotal: q.exact_total || q.totals_only,
    // No count beside the rows for any boundary: the page asks its summary bar with `totals_only` after every query
    // (summary_deferred below), and that request counts exactly — a capped count here (up to 10,001 groups probed on
    // every page turn and sort) was thrown away when it answered (as the order list, docs/decisions.md 2026-11-29).
    deferTotal: true,
  };
  if (q.totals_only) {
    const { n, summary } = await hallTotals(ctx.db, where, listFrom(q));
    return { page_data: { total_size: n, total_page: Math.ceil(n / pageSize), total_capped: false, data: [] }, summary };
  }
  // The page's ids from one index-served query per boundary branch (as every list: a manager's "sold inside" rule
  // as one OR with an `exists` made the planner hash every selling order of the boundary first), read inside the rows
  // statement with their figures and the creator's name (pageRows): count ∥ rows, or the rows alone when the count
  // is deferred — 1 round trip after the session.
  const [count, rows] = await Promise.all([pageTotal(ctx.db, pq), pageRows(ctx.db, pq, (w, orderBy) => hallRows(ctx.db, w, orderBy))]);
  const data = rows.map((r) => hallRow(r.g, r));
  return { page_data: { ...count, data }, summary_deferred: true };
}

/**
 * A page row of the hall: the group's columns and its figures, as one object literal. Spreading the group
 * (`{ ...r.g, product_name, … }`) cost ~2 ms of server CPU per page of 20 and most of the request's garbage (V8 gave
 * each copy its own chain of hidden classes as the 20 fields were added; node 20, measured with the rows drizzle
 * answers): the literal is built in microseconds. Typed as the group's row: a column added to tour_groups fails to
 * compile here until it is listed.
 */
interface HallRow extends GroupRow {
  product_name: string; product_code: string; days: number; destination_text: string; category_id: number; category_name: string | null;
  package_name: string; remaining: number; count_confirm: number; group_cost_version_type: number; income: number; cost: number; profit: number;
  state_label: string; created_by_name: string | null;
}
function hallRow(g: GroupRow, r: { product_name: string; product_code: string; days: number; destination_text: string; category_id: number;
  category_name: string | null; package_name: string; remaining: number; income: string; cost: string; created_by_name: string | null }): HallRow {
  const income = Number(r.income), cost = Number(r.cost);
  const row: HallRow = {
    id: g.id, code: g.code, product_id: g.product_id, plan_id: g.plan_id, package_id: g.package_id, departure_date: g.departure_date,
    disband_date: g.disband_date, stop_sale_date: g.stop_sale_date, seats_plan: g.seats_plan, seats_held: g.seats_held,
    seats_confirmed: g.seats_confirmed, seats_waiting: g.seats_waiting, minimum_group_size: g.minimum_group_size, soon_group_size: g.soon_group_size,
    state: g.state, iron_hair: g.iron_hair, cost_version_type: g.cost_version_type, cost_version: g.cost_version, settle_status: g.settle_status,
    remark: g.remark, created_by: g.created_by, dept_id: g.dept_id, created_at: g.created_at, updated_at: g.updated_at, version: g.version,
    product_name: r.product_name, product_code: r.product_code, days: r.days, destination_text: r.destination_text,
    category_id: r.category_id, category_name: r.category_name, package_name: r.package_name, remaining: Number(r.remaining),
    count_confirm: g.seats_confirmed, group_cost_version_type: g.cost_version_type, income, cost, profit: income - cost,
    state_label: enumLabel(TourState, g.state), created_by_name: g.created_by ? r.created_by_name ?? null : null,
  };
  return row;
}

/**
 * One pass over the listed groups: their count, and the hall's summary over those of them that are future
 * departures (state 0 or 4, departure today or later): the seats still to sell for each to reach its break-even
 * head count (see stats.service.ts for the model), and the cost (fen) of those below their minimum group size.
 * The listed groups are read once (`s`, materialized: a manager's boundary probes the orders of each candidate
 * group for the "sold inside" rule, which the count and the future groups' costs then share); costs are summed per
 * group once (only the future groups' lines, joined to `s`: at 1M orders a hash join over group_costs reads 63k
 * buffers where an index probe per future group read 154k), the adult sales price is joined from package_prices (unique per
 * package × fee type × price kind); break-even = ceil(cost / price), exact in integer arithmetic (div of
 * non-negative numerics truncates).
 */
export async function hallTotals(db: DB, where: SQL | undefined, from: SQL = sql`${G} inner join ${products} on ${products.id} = ${G.product_id}`): Promise<{ n: number; summary: RouteHallSummary }> {
  const future = and(inArray(G.state, [...FUTURE_TOUR_STATES]), gte(G.departure_date, isoToday()))!;
  const pp = packagePrices;
  const res = await db.execute(sql`with s as materialized (
      select ${G.id} as id, ${G.package_id} as package_id, ${future} as future, ${G.seats_plan} as plan,
        ${G.seats_held} + ${G.seats_confirmed} as persons, ${G.seats_held} + ${G.seats_confirmed} < ${G.minimum_group_size} as below
      from ${from} where ${where ?? sql`true`}
    ), gc as (
      select ${C.group_id} as group_id, ${costSumSql} as group_cost from ${C} join s on s.id = ${C.group_id} and s.future group by ${C.group_id}
    ), f as (
      select s.plan, s.persons, s.below, coalesce(gc.group_cost, 0) as cost,
        case when gc.group_cost > 0 and ${pp.price} > 0 then div(gc.group_cost + ${pp.price} - 1, ${pp.price}) end as break_even
      from s left join gc on gc.group_id = s.id
        left join ${pp} on ${pp.package_id} = s.package_id and ${pp.fee_type} = 0 and ${pp.price_kind} = 1
      where s.future
    )
    select (select count(*) from s)::int as n, count(*)::int as future_groups,
      count(*) filter (where below)::int as below_minimum_groups,
      coalesce(sum(cost) filter (where below), 0) as cost_exposure,
      -- Costs above 0 with no price (break_even null) or a break-even above the plan seats.
      count(*) filter (where cost > 0 and (break_even is null or break_even > plan))::int as unreachable_groups,
      coalesce(sum(greatest(break_even - persons, 0)), 0) as seats_to_break_even
    from f`);
  const r = resultRows<{ n: number; future_groups: number; below_minimum_groups: number; cost_exposure: string; unreachable_groups: number; seats_to_break_even: string }>(res)[0];
  return {
    n: Number(r.n),
    summary: {
      future_groups: Number(r.future_groups), seats_to_break_even: Number(r.seats_to_break_even), unreachable_groups: Number(r.unreachable_groups),
      below_minimum_groups: Number(r.below_minimum_groups), cost_exposure: Number(r.cost_exposure),
    },
  };
}

export async function hallDetail(ctx: Ctx, id: number) {
  const g = await visibleGroup(ctx, ctx.db, id);
  const [[p], [pkg], [plan], prices, [{ n }], stats] = await Promise.all([
    ctx.db.select({
      id: products.id, code: products.code, name: products.name, days: products.days, nights: products.nights, category_id: products.category_id,
      category_name: productCategories.name, departure: products.departure, destination: products.destination, destination_text: products.destination_text,
      traffic_go: products.traffic_go, traffic_back: products.traffic_back, hotel_star: products.hotel_star, insurance_kind: products.insurance_kind,
      min_persons: products.min_persons, max_persons: products.max_persons, deposit: products.deposit, stop_sale_days: products.stop_sale_days,
    }).from(products).leftJoin(productCategories, eq(productCategories.id, products.category_id)).where(eq(products.id, g.product_id)),
    ctx.db.select().from(pricePackages).where(eq(pricePackages.id, g.package_id)),
    ctx.db.select({ id: productPlans.id, name: productPlans.name, days: productPlans.days, gathering_place: productPlans.gathering_place })
      .from(productPlans).where(eq(productPlans.id, g.plan_id)),
    ctx.db.select({ fee_type: packagePrices.fee_type, price_kind: packagePrices.price_kind, price: packagePrices.price }).from(packagePrices)
      .where(eq(packagePrices.package_id, g.package_id)).orderBy(asc(packagePrices.fee_type), asc(packagePrices.price_kind)),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(and(eq(orders.group_id, g.id), inArray(orders.enrollment_status, [...ACTIVE_ENROLLMENT]))),
    groupStatistics(ctx.db, g),
  ]);
  const remaining = Math.max(g.seats_plan - g.seats_held - g.seats_confirmed, 0);
  return {
    ...g, remaining, count_confirm: g.seats_confirmed, group_cost_version_type: g.cost_version_type, state_label: enumLabel(TourState, g.state),
    product: p ?? null, package: pkg ? { ...pkg, prices } : null, plan: plan ?? null, orders_count: Number(n),
    allowed_states: [...(TOUR_STATE_TRANSITIONS[g.state] ?? [])],
    income: stats.income, cost: stats.cost, profit: stats.profit, margin: stats.margin, adult_price: await adultPrice(ctx.db, g.package_id),
  };
}

/** Orders that keep a group alive (held, confirmed or waiting). */
export async function activeOrderCount(tx: DB, groupId: number): Promise<number> {
  const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(orders)
    .where(and(eq(orders.group_id, groupId), inArray(orders.enrollment_status, [...ACTIVE_ENROLLMENT])));
  return Number(n);
}

export function assertTransition(from: number, to: number): void {
  const allowed = TOUR_STATE_TRANSITIONS[from] ?? [];
  if (allowed.includes(to)) return;
  const f = enumLabel(TourState, from), t = enumLabel(TourState, to);
  const msg = from === to ? `团期已是“${f}”状态` : allowed.length
    ? `团期状态不能从“${f}”改为“${t}”（“${f}”只能改为：${allowed.map((s) => enumLabel(TourState, s)).join('、')}）`
    : `团期状态不能从“${f}”改为“${t}”（“${f}”是最终状态）`;
  throw badInput(msg, [{ field: 'state', message: msg }]);
}

export async function updateState(ctx: Ctx, tx: DB, i: { id: number; version: number; state: number }): Promise<GroupRow> {
  const g = await visibleGroup(ctx, tx, i.id, true);
  assertTransition(g.state, i.state);
  if (i.state === 3 && (await activeOrderCount(tx, g.id)) > 0) {
    const msg = '团期还有有效订单，请先退团或取消订单';
    throw badInput(msg, [{ field: 'state', message: msg }]);
  }
  const row = await updateRow<GroupRow>(tx, G, g.id, i.version, { state: i.state }, { user: ctx.user, def });
  // Ending the group (已结束) completes its confirmed orders, in the same transaction.
  if (i.state === 2) await completeGroupOrders(tx, g.id, ctx.user);
  return row;
}

export async function updateIronHair(ctx: Ctx, tx: DB, i: { id: number; version: number; iron_hair: number }): Promise<AnyRow> {
  const g = await visibleGroup(ctx, tx, i.id, true);
  if (g.state === 2 || g.state === 3) {
    const msg = `“${enumLabel(TourState, g.state)}”的团期不能修改铁发`;
    throw badInput(msg, [{ field: 'iron_hair', message: msg }]);
  }
  return updateRow(tx, G, g.id, i.version, { iron_hair: i.iron_hair }, { user: ctx.user, def });
}
