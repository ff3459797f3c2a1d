/**
 * The home big-data display (issue 15), recomputed from the documents on each request, inside the caller's data
 * boundary (orders by their boundary; groups by theirs, or by a selling order of the boundary on them). Definitions (docs/decisions.md "Home figures"):
 * - sales: the total (fen) of orders signed up in the period that hold seats (confirmed or held, enrollment 0/1),
 *   by the China-time day of sign-up; last year = the same days / months one year earlier;
 * - departures: groups leaving in the next 14 days (today included), not cancelled, load = (held + confirmed) / plan;
 * - under minimum: groups leaving from today on, not cancelled, whose held + confirmed persons are below the
 *   minimum group size; exposure = the group's costs (expenses − income lines) minus its orders' totals, at least 0;
 * - receivables ageing: orders holding seats with total > received, by days since departure
 *   (未出发, 0–30, 31–60, 61–90, 90天以上); amount = total − received;
 * - top lines / customers: this year's sales by product / by customer (a private order without a customer row by
 *   its contact name);
 * - today's sign-ups: orders signed up today (any enrollment), their persons and totals.
 */
import { sql, type SQL } from 'drizzle-orm';
import { addDays, agencyTimeZone, dayStart as zoneDayStart, isoToday, type AgeingBucket, type HomeFigures, type MonthBar, type SalesPoint } from '@ta/contract';
import type { Ctx } from '../../platform/route';
import { boundaryDeptIds, rows } from '../../platform/session';

interface Boundary { deptIds: number[] | null; uid: number }

/** The agency-zone calendar day of a timestamptz column (the zone is the one setting, contract dates.ts). */
const agencyDay = (col: string) => sql`(${sql.raw(col)} at time zone ${agencyTimeZone()})::date`;
/** The instant an agency-zone day starts. */
const dayStart = (d: string) => zoneDayStart(d).toISOString();

function boundarySql(alias: string, b: Boundary): SQL {
  if (b.deptIds === null) return sql`true`;
  const own = sql`${sql.raw(alias)}.created_by = ${b.uid}`;
  if (!b.deptIds.length) return own;
  return sql`(${sql.raw(alias)}.dept_id in (${sql.join(b.deptIds.map((d) => sql`${d}`), sql`, `)}) or ${own})`;
}

const SELLING = sql.raw('o.enrollment_status in (0, 1)');
const num = (v: unknown) => Number(v ?? 0);
const lastYear = (d: string) => `${Number(d.slice(0, 4)) - 1}${d.slice(4)}`;

export const AGEING_BUCKETS: { key: string; label: string }[] = [
  { key: 'future', label: '未出发' }, { key: 'd30', label: '0–30天' }, { key: 'd60', label: '31–60天' }, { key: 'd90', label: '61–90天' }, { key: 'older', label: '90天以上' },
];

async function salesByDay(ctx: Ctx, b: Boundary, from: string, to: string): Promise<Map<string, { amount: number; orders: number }>> {
  const day = agencyDay('o.created_at');
  const r = rows<{ d: string; amount: string; n: string }>(await ctx.db.execute(sql`
    select ${day}::text as d, coalesce(sum(o.total), 0) as amount, count(*) as n from orders o
    where o.created_at >= ${dayStart(from)} and o.created_at < ${dayStart(addDays(to, 1))} and ${SELLING} and ${boundarySql('o', b)}
    group by 1`));
  return new Map(r.map((x) => [String(x.d).slice(0, 10), { amount: num(x.amount), orders: num(x.n) }]));
}

/** Sales per month of a year and of the year before (12 points each). */
export async function monthlySales(ctx: Ctx, b: Boundary, year: number): Promise<SalesPoint[]> {
  const month = sql`to_char(o.created_at at time zone ${agencyTimeZone()}, 'YYYY-MM')`;
  const r = rows<{ m: string; amount: string; n: string }>(await ctx.db.execute(sql`
    select ${month} as m, coalesce(sum(o.total), 0) as amount, count(*) as n from orders o
    where o.created_at >= ${dayStart(`${year - 1}-01-01`)} and o.created_at < ${dayStart(`${year + 1}-01-01`)} and ${SELLING} and ${boundarySql('o', b)}
    group by 1`));
  const by = new Map(r.map((x) => [x.m, { amount: num(x.amount), orders: num(x.n) }]));
  return Array.from({ length: 12 }, (_, i) => {
    const mm = String(i + 1).padStart(2, '0');
    const cur = by.get(`${year}-${mm}`); const last = by.get(`${year - 1}-${mm}`);
    return { label: `${i + 1}月`, amount: cur?.amount ?? 0, orders: cur?.orders ?? 0, last_amount: last?.amount ?? 0, last_orders: last?.orders ?? 0 };
  });
}

export async function boundaryOfCtx(ctx: Ctx): Promise<Boundary> {
  return { deptIds: await boundaryDeptIds(ctx.db, ctx.user.relation), uid: ctx.user.uid };
}

export const DAILY_DAYS = 30;
export const DEPARTURE_DAYS = 14;

export async function homeFigures(ctx: Ctx, today = isoToday()): Promise<HomeFigures> {
  const b = await boundaryOfCtx(ctx);
  const year = Number(today.slice(0, 4));
  const from = addDays(today, -(DAILY_DAYS - 1));
  const [cur, last] = [await salesByDay(ctx, b, from, today), await salesByDay(ctx, b, lastYear(from), lastYear(today))];
  const daily: SalesPoint[] = Array.from({ length: DAILY_DAYS }, (_, i) => {
    const d = addDays(from, i); const c = cur.get(d); const l = last.get(lastYear(d));
    return { label: d.slice(5), amount: c?.amount ?? 0, orders: c?.orders ?? 0, last_amount: l?.amount ?? 0, last_orders: l?.orders ?? 0 };
  });
  const monthly = await monthlySales(ctx, b, year);
  // A group is in view when it is inside the boundary (the operator's department) or carries a selling order inside
  // it: a sales department's departures are the groups its customers travel on (docs/decisions.md "Manager's pages").
  const gb = b.deptIds === null ? sql`true`
    : sql`(${boundarySql('g', b)} or exists (select 1 from orders o where o.group_id = g.id and ${SELLING} and ${boundarySql('o', b)}))`;

  const departures = rows<{ group_id: number; code: string; product_name: string; departure_date: string; seats_plan: number; taken: number }>(await ctx.db.execute(sql`
    select g.id as group_id, g.code, p.name as product_name, g.departure_date::text as departure_date, g.seats_plan, g.seats_held + g.seats_confirmed as taken
    from tour_groups g join products p on p.id = g.product_id
    where g.departure_date >= ${today} and g.departure_date <= ${addDays(today, DEPARTURE_DAYS - 1)} and g.state <> 3 and ${gb}
    order by g.departure_date, g.id limit 200`)).map((r) => ({
    group_id: num(r.group_id), code: r.code, product_name: r.product_name, departure_date: String(r.departure_date).slice(0, 10),
    seats_plan: num(r.seats_plan), seats_taken: num(r.taken), load_factor: num(r.seats_plan) ? Math.round((num(r.taken) / num(r.seats_plan)) * 1000) / 1000 : 0,
  }));

  const under = rows<{ group_id: number; code: string; product_name: string; departure_date: string; persons: number; minimum: number; cost: string; income: string }>(await ctx.db.execute(sql`
    select g.id as group_id, g.code, p.name as product_name, g.departure_date::text as departure_date, g.seats_held + g.seats_confirmed as persons, g.minimum_group_size as minimum,
      coalesce((select sum(case when c.consumption = 1 then c.total else -c.total end) from group_costs c where c.group_id = g.id), 0) as cost,
      coalesce((select sum(o.total) from orders o where o.group_id = g.id and ${SELLING}), 0) as income
    from tour_groups g join products p on p.id = g.product_id
    where g.departure_date >= ${today} and g.state <> 3 and g.seats_held + g.seats_confirmed < g.minimum_group_size and ${gb}
    order by g.departure_date, g.id limit 200`)).map((r) => {
    const cost = num(r.cost); const income = num(r.income);
    return { group_id: num(r.group_id), code: r.code, product_name: r.product_name, departure_date: String(r.departure_date).slice(0, 10), persons: num(r.persons), minimum: num(r.minimum), cost, income, exposure: Math.max(0, cost - income) };
  });

  const ob = boundarySql('o', b);
  const ageRows = rows<{ k: string; amount: string; n: string }>(await ctx.db.execute(sql`
    select case when g.departure_date > ${today}::date then 'future'
      when ${today}::date - g.departure_date <= 30 then 'd30' when ${today}::date - g.departure_date <= 60 then 'd60'
      when ${today}::date - g.departure_date <= 90 then 'd90' else 'older' end as k,
      coalesce(sum(o.total - o.received), 0) as amount, count(*) as n
    from orders o join tour_groups g on g.id = o.group_id
    where ${SELLING} and o.total > o.received and ${ob} group by 1`));
  const ageBy = new Map(ageRows.map((r) => [r.k, r]));
  const ageing: AgeingBucket[] = AGEING_BUCKETS.map((x) => ({ ...x, amount: num(ageBy.get(x.key)?.amount), orders: num(ageBy.get(x.key)?.n) }));

  const yearFrom = dayStart(`${year}-01-01`); const yearTo = dayStart(`${year + 1}-01-01`);
  const topLines = rows<{ id: number; name: string; amount: string; n: string }>(await ctx.db.execute(sql`
    select p.id, p.name, sum(o.total) as amount, count(*) as n from orders o join products p on p.id = o.product_id
    where o.created_at >= ${yearFrom} and o.created_at < ${yearTo} and ${SELLING} and ${ob}
    group by p.id, p.name order by sum(o.total) desc, p.id limit 10`)).map((r) => ({ id: num(r.id), name: r.name, amount: num(r.amount), orders: num(r.n) }));
  const topCustomers = rows<{ id: number; name: string; amount: string; n: string }>(await ctx.db.execute(sql`
    select coalesce(c.id, 0) as id, coalesce(c.name, o.contact_name) as name, sum(o.total) as amount, count(*) as n
    from orders o left join customers c on c.id = o.customer_id
    where o.created_at >= ${yearFrom} and o.created_at < ${yearTo} and ${SELLING} and ${ob}
    group by coalesce(c.id, 0), coalesce(c.name, o.contact_name) order by sum(o.total) desc, 2 limit 10`)).map((r) => ({ id: num(r.id), name: r.name, amount: num(r.amount), orders: num(r.n) }));

  const [t] = rows<{ n: string; persons: string; amount: string }>(await ctx.db.execute(sql`
    select count(*) as n, coalesce(sum(o.adult_count + o.child_count + o.senior_count + o.infant_count), 0) as persons, coalesce(sum(o.total), 0) as amount
    from orders o where o.created_at >= ${dayStart(today)} and o.created_at < ${dayStart(addDays(today, 1))} and ${ob}`));

  return {
    today, year, daily, monthly, departures, under_minimum: under, ageing, top_lines: topLines, top_customers: topCustomers,
    signups_today: { orders: num(t?.n), persons: num(t?.persons), amount: num(t?.amount) },
    totals: {
      year_amount: monthly.reduce((s, m) => s + m.amount, 0), last_year_amount: monthly.reduce((s, m) => s + m.last_amount, 0),
      receivable: ageing.reduce((s, a) => s + a.amount, 0),
    },
  };
}

/** GET /analysis/month-bar: this year's monthly sales as the demo chart's bars (fen), with last year alongside. */
export async function monthBar(ctx: Ctx, year?: number): Promise<{ result: MonthBar[] }> {
  const y = year ?? Number(isoToday().slice(0, 4));
  const m = await monthlySales(ctx, await boundaryOfCtx(ctx), y);
  return { result: m.map((p) => ({ x: p.label, y: p.amount, last_year: p.last_amount, orders: p.orders })) };
}
