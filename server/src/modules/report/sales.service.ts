/**
 * 销售客户概况 (report_sales_customer), from the documents:
 * - the orders counted are those made in the period (orders.created_at, China days) whose enrollment is
 *   0 确认 or 1 占位 (INCOME_ENROLLMENT: waiting and cancelled orders bring nothing, as in a group's statistics),
 *   inside the caller's data boundary (the order list's boundary: department or own orders);
 * - persons = adults + children + seniors + infants of the order; sales = Σ the order's income lines (order_lines);
 * - received = Σ approved receipt items of the order − Σ approved refunds of the order (the finance documents);
 *   outstanding = sales − received;
 * - the previous period has the same number of days and ends the day before the period starts; change = sales −
 *   previous sales, change_bp in basis points of the previous sales (null when it is 0).
 * A row per customer (customer kind + record; private orders without a record are one row 散客（未建档）) or per
 * sales channel (orders without a channel are one row 直客（无渠道）). The summary is the sum of all rows.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  agencyTimeZone, changeBp, CustomerKind, INCOME_ENROLLMENT, rangeEnd, rangeStart, type SalesChart, type SalesCustomerOrdersQuery, type SalesCustomerQuery,
  type SalesCustomerRow, type SalesOrderRow,
} from '@ta/contract';
import { escapeLike } from '../../platform/data';
import { badInput } from '../../platform/errors';
import type { Ctx } from '../../platform/route';
import { rows as rowsOf } from '../../platform/session';
import { boundaryOf } from '../merchant/merchant.common';
import { orderBoundary } from '../registration/registration.orders';
import { pageOf, periodOf, sortRows, sumOf, type Period } from './report.common';

const iso = (d: Date) => d.toISOString();
const NO_CUSTOMER = '散客（未建档）';
const NO_CHANNEL = '直客（无渠道）';

/** The row key and name of an order, per dimension (SQL over "orders" o joined with customers c and sales_channels ch). */
function keyOf(dimension: 'customer' | 'channel'): { key: SQL; name: SQL } {
  return dimension === 'channel'
    ? { key: sql`'channel:' || coalesce("orders".sales_channel_id, 0)`, name: sql`coalesce(ch.name, ${NO_CHANNEL})` }
    : {
      key: sql`"orders".customer_kind || ':' || coalesce("orders".customer_id, 0)`,
      name: sql`coalesce(c.name, case when "orders".customer_kind = 'private' then ${NO_CUSTOMER} else '（客户已删除）' end)`,
    };
}

/** Each order's money from its documents (one SQL expression each, over "orders"). */
export const salesSql = sql`coalesce((select sum(ol.total) from order_lines ol where ol.order_id = "orders".id), 0)`;
export const receivedSql = sql`(coalesce((select sum(ri.amount) from receipt_items ri join receipts r on r.id = ri.receipt_id where ri.order_id = "orders".id and r.status = 2), 0)
  - coalesce((select sum(f.amount) from refunds f where f.order_id = "orders".id and f.status = 2), 0))`;
const personsSql = sql`("orders".adult_count + "orders".child_count + "orders".senior_count + "orders".infant_count)`;

interface Scope { period: Period; where: SQL; dimension: 'customer' | 'channel' }

async function scopeOf(ctx: Ctx, q: { period?: string[] | null; dimension?: 'customer' | 'channel'; customer_kind?: string | null; keyword?: string | null }): Promise<Scope> {
  const period = periodOf(q.period);
  const dimension = q.dimension ?? 'customer';
  const b = await boundaryOf(ctx);
  const { name } = keyOf(dimension);
  const conds: SQL[] = [
    sql`"orders".enrollment_status in (${sql.join(INCOME_ENROLLMENT.map((s) => sql`${s}`), sql`, `)})`,
    sql`"orders".created_at >= ${iso(rangeStart(period.prevFrom))}::timestamptz and "orders".created_at <= ${iso(rangeEnd(period.to))}::timestamptz`,
  ];
  const boundary = orderBoundary(b);
  if (boundary) conds.push(boundary);
  if (q.customer_kind) conds.push(sql`"orders".customer_kind = ${q.customer_kind}`);
  const kw = q.keyword?.trim();
  if (kw) conds.push(sql`(${name} ilike ${`%${escapeLike(kw)}%`})`);
  return { period, where: sql.join(conds, sql` and `), dimension };
}

const FROM = sql`orders left join customers c on c.id = "orders".customer_id left join sales_channels ch on ch.id = "orders".sales_channel_id`;

/** All rows of the report (unpaged) and the chart. */
export async function salesCustomerRows(ctx: Ctx, q: SalesCustomerQuery): Promise<{ rows: SalesCustomerRow[]; period: Period; chart: SalesChart }> {
  const s = await scopeOf(ctx, q);
  const { key, name } = keyOf(s.dimension);
  const cur = sql`"orders".created_at >= ${iso(rangeStart(s.period.from))}::timestamptz`;
  const res = await ctx.db.execute(sql`
    select k, min(name) as name, min(kind) as kind,
      count(*) filter (where cur)::int as orders, coalesce(sum(persons) filter (where cur), 0)::bigint as persons,
      coalesce(sum(sales) filter (where cur), 0)::bigint as sales, coalesce(sum(received) filter (where cur), 0)::bigint as received,
      count(*) filter (where not cur)::int as prev_orders, coalesce(sum(sales) filter (where not cur), 0)::bigint as prev_sales
    from (select ${key} as k, ${name} as name, "orders".customer_kind as kind, ${cur} as cur, ${personsSql} as persons,
      ${salesSql} as sales, ${receivedSql} as received from ${FROM} where ${s.where}) x
    group by k`);
  const rows: SalesCustomerRow[] = rowsOf<Record<string, unknown>>(res).map((r) => {
    const sales = Number(r.sales), received = Number(r.received), prev = Number(r.prev_sales);
    return {
      row_key: String(r.k), name: String(r.name), customer_kind: s.dimension === 'customer' ? String(r.kind) : null,
      orders: Number(r.orders), persons: Number(r.persons), sales, received, outstanding: sales - received,
      prev_orders: Number(r.prev_orders), prev_sales: prev, change: sales - prev, change_bp: changeBp(sales, prev),
    };
  });
  const mres = await ctx.db.execute(sql`
    select to_char("orders".created_at at time zone ${agencyTimeZone()}, 'YYYY-MM') as m, count(*)::int as orders,
      coalesce(sum(${salesSql}), 0)::bigint as sales, coalesce(sum(${receivedSql}), 0)::bigint as received
    from ${FROM} where ${s.where} and ${cur} group by 1 order by 1`);
  const got = new Map(rowsOf<Record<string, unknown>>(mres).map((r) => [String(r.m), r]));
  const months: SalesChart['months'] = [];
  for (let m = s.period.from.slice(0, 7); m <= s.period.to.slice(0, 7); m = nextMonth(m)) {
    const r = got.get(m);
    months.push({ month: m, orders: Number(r?.orders ?? 0), sales: Number(r?.sales ?? 0), received: Number(r?.received ?? 0) });
  }
  const top = [...rows].filter((r) => r.orders > 0).sort((a, b) => b.sales - a.sales).slice(0, 10).map((r) => ({ name: r.name, sales: r.sales, received: r.received }));
  return { rows, period: s.period, chart: { months, top } };
}

const nextMonth = (m: string) => {
  const [y, mo] = m.split('-').map(Number);
  return mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
};

const SUMMED = ['orders', 'persons', 'sales', 'received', 'outstanding', 'prev_orders', 'prev_sales', 'change'] as const;

export async function salesCustomerList(ctx: Ctx, q: SalesCustomerQuery) {
  const { rows, period, chart } = await salesCustomerRows(ctx, q);
  const sorted = sortRows(rows, q.sortField, q.sortOrder, 'sales');
  const summary = Object.fromEntries(SUMMED.map((k) => [k, sumOf(rows, k)])) as Record<(typeof SUMMED)[number], number>;
  return {
    page_data: pageOf(q.totals_only ? [] : sorted, q.pageNo, q.pageSize),
    summary,
    period: { from: period.from, to: period.to, prev_from: period.prevFrom, prev_to: period.prevTo },
    chart,
  };
}

/** The orders behind one row in the period (the drill-down); their sums are the row's figures. */
export async function salesCustomerOrders(ctx: Ctx, q: SalesCustomerOrdersQuery) {
  const s = await scopeOf(ctx, { ...q, keyword: undefined });
  const { key } = keyOf(s.dimension);
  if (!/^(private|unit|peer|channel):\d+$/.test(q.row_key)) throw badInput('统计行不正确', [{ field: 'row_key', message: '统计行不正确' }]);
  const kw = q.keyword?.trim();
  const res = await ctx.db.execute(sql`
    select "orders".id, "orders".code, "orders".created_at, g.code as group_code, g.departure_date, p.name as product_name,
      "orders".contact_name, c.name as customer_name, "orders".enrollment_status, "orders".order_status,
      ${personsSql} as persons, ${salesSql} as sales, ${receivedSql} as received
    from ${FROM} join tour_groups g on g.id = "orders".group_id join products p on p.id = "orders".product_id
    where ${s.where} and "orders".created_at >= ${iso(rangeStart(s.period.from))}::timestamptz and ${key} = ${q.row_key}
      ${kw ? sql`and ("orders".code ilike ${`%${escapeLike(kw)}%`} or "orders".contact_name ilike ${`%${escapeLike(kw)}%`})` : sql``}
    order by "orders".created_at desc, "orders".id desc`);
  const all: SalesOrderRow[] = rowsOf<Record<string, unknown>>(res).map((r) => {
    const sales = Number(r.sales), received = Number(r.received);
    return {
      id: Number(r.id), code: String(r.code), created_at: new Date(r.created_at as string).toISOString(), group_code: String(r.group_code),
      departure_date: String(r.departure_date), product_name: String(r.product_name), contact_name: String(r.contact_name),
      customer_name: (r.customer_name as string | null) ?? null, enrollment_status: Number(r.enrollment_status), order_status: Number(r.order_status),
      persons: Number(r.persons), sales, received, outstanding: sales - received,
    };
  });
  const sorted = sortRows(all, q.sortField, q.sortOrder, 'created_at');
  return {
    page_data: pageOf(q.totals_only ? [] : sorted, q.pageNo, q.pageSize),
    summary: { orders: all.length, persons: sumOf(all, 'persons'), sales: sumOf(all, 'sales'), received: sumOf(all, 'received'), outstanding: sumOf(all, 'outstanding') },
  };
}

export const customerKindLabel = (k: string | null) => (k ? CustomerKind[k as keyof typeof CustomerKind] ?? k : '');
