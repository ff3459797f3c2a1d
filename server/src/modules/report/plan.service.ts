/**
 * 计划管理 (report_plan), per departure group inside the caller's data boundary (the group's department or
 * creator, as the line-operation hall):
 * - persons = Σ seats of the group's orders whose enrollment is 0 确认 or 1 占位 (INCOME_ENROLLMENT);
 * - plan: plan_income = Σ the income lines of those orders; plan_cost = the package's cost price × persons
 *   (the budget); plan_profit = plan_income − plan_cost;
 * - accounting (核算): income = Σ the income lines of those orders, cost = Σ the group's expense cost lines −
 *   Σ its income cost lines ('other' lines with consumption 0), profit = income − cost, margin in basis
 *   points — the figures a settlement submitted now records (operation/stats.service.ts), every one the sum of
 *   the lines of 核算明细; profit_diff = profit − plan_profit;
 * - the latest settlement version (核算记录) with its status and its recorded profit.
 * The summary is the sum of all rows. Default order: groups with figures (orders or cost lines) first, then the
 * latest departure first.
 */
import { sql, type SQL } from 'drizzle-orm';
import { CostKind, INCOME_ENROLLMENT, rangeEnd, rangeStart, type PlanRecordsQuery, type PlanReportQuery, type PlanReportRow } from '@ta/contract';
import { boundaryCondition, escapeLike } from '../../platform/data';
import { notFound } from '../../platform/errors';
import type { Ctx } from '../../platform/route';
import { rows as rowsOf } from '../../platform/session';
import { boundaryOf, userNames } from '../merchant/merchant.common';
import { tourGroups } from '../operation/group.tables';
import { marginBp } from '../operation/stats.service';
import { dayBounds } from './report.common';

const iso = (d: Date) => d.toISOString();
const INCOME = sql.join(INCOME_ENROLLMENT.map((s) => sql`${s}`), sql`, `);
const list = (v: number | number[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

async function groupBoundary(ctx: Ctx): Promise<SQL> {
  return boundaryCondition(tourGroups, { ...await boundaryOf(ctx), sold: 'group' }) ?? sql`true`;
}

/** One row per group: the figures as SQL columns over "tour_groups". */
const ROW_SQL = sql`
  select "tour_groups".id as group_id, "tour_groups".code as group_code, "tour_groups".product_id, p.name as product_name,
    "tour_groups".departure_date, "tour_groups".settle_status, coalesce(inc.persons, 0)::int as persons,
    coalesce(inc.income, 0)::bigint as income, (pk.cost_price * coalesce(inc.persons, 0))::bigint as plan_cost,
    coalesce(cst.cost, 0)::bigint as cost, ls.seq as last_seq, ls.status as last_status, ls.profit as last_profit
  from tour_groups
    join products p on p.id = "tour_groups".product_id
    join price_packages pk on pk.id = "tour_groups".package_id
    left join lateral (select sum(o.seats) as persons,
        sum(coalesce((select sum(ol.total) from order_lines ol where ol.order_id = o.id), 0)) as income
      from orders o where o.group_id = "tour_groups".id and o.enrollment_status in (${INCOME})) inc on true
    left join lateral (select sum(case when gc.consumption <> 0 then gc.total else -gc.total end) as cost
      from group_costs gc where gc.group_id = "tour_groups".id) cst on true
    left join lateral (select s.seq, s.status, s.profit from group_settlements s where s.group_id = "tour_groups".id
      order by s.seq desc limit 1) ls on true`;

const SORTABLE = new Set(['departure_date', 'group_code', 'product_name', 'persons', 'plan_income', 'plan_cost', 'plan_profit', 'income', 'cost', 'profit', 'profit_diff']);

function rowOut(r: Record<string, unknown>): PlanReportRow & { last_profit: number | null } {
  const income = Number(r.income), cost = Number(r.cost), planCost = Number(r.plan_cost);
  const profit = income - cost, planProfit = income - planCost;
  return {
    group_id: Number(r.group_id), group_code: String(r.group_code), product_id: Number(r.product_id), product_name: String(r.product_name),
    departure_date: String(r.departure_date).slice(0, 10), settle_status: Number(r.settle_status), persons: Number(r.persons),
    plan_income: income, plan_cost: planCost, plan_profit: planProfit, income, cost, profit, margin_bp: marginBp(profit, income),
    profit_diff: profit - planProfit,
    last_seq: r.last_seq === null ? null : Number(r.last_seq), last_status: r.last_status === null ? null : Number(r.last_status),
    last_profit: r.last_profit === null ? null : Number(r.last_profit),
  };
}

export async function planList(ctx: Ctx, q: PlanReportQuery) {
  const conds: SQL[] = [await groupBoundary(ctx)];
  const [from, to] = dayBounds(q.departure_date);
  if (from) conds.push(sql`"tour_groups".departure_date >= ${from}`);
  if (to) conds.push(sql`"tour_groups".departure_date <= ${to}`);
  const ss = list(q.settle_status);
  if (ss.length) conds.push(sql`"tour_groups".settle_status in (${sql.join(ss.map((s) => sql`${s}`), sql`, `)})`);
  if (q.product_id) conds.push(sql`"tour_groups".product_id = ${q.product_id}`);
  const kw = q.keyword?.trim();
  if (kw) conds.push(sql`("tour_groups".code ilike ${`%${escapeLike(kw)}%`} or p.name ilike ${`%${escapeLike(kw)}%`})`);
  const where = sql.join(conds, sql` and `);
  const field = q.sortField && SORTABLE.has(q.sortField) ? q.sortField : 'departure_date';
  const dir = q.sortField && SORTABLE.has(q.sortField) && /^asc/.test(q.sortOrder ?? '') ? sql`asc` : sql`desc`;
  const computed: Record<string, SQL> = { plan_income: sql`income`, plan_profit: sql`income - plan_cost`, profit: sql`income - cost`, profit_diff: sql`plan_cost - cost` };
  // By default the groups with figures (orders or cost lines) come first, latest departure first.
  const order = q.sortField && SORTABLE.has(q.sortField) ? computed[field] ?? sql.raw(field) : sql`(persons > 0 or cost <> 0) ${dir}, departure_date`;
  const base = sql`${ROW_SQL} where ${where}`;
  const [page, tot] = await Promise.all([
    q.totals_only ? Promise.resolve(null) : ctx.db.execute(sql`select * from (${base}) r order by ${order} ${dir}, group_id ${dir} limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`),
    ctx.db.execute(sql`select count(*)::int as n, coalesce(sum(persons), 0)::bigint as persons, coalesce(sum(income), 0)::bigint as income,
      coalesce(sum(plan_cost), 0)::bigint as plan_cost, coalesce(sum(cost), 0)::bigint as cost from (${base}) r`),
  ]);
  const data = page ? rowsOf<Record<string, unknown>>(page).map(rowOut) : [];
  const t = rowsOf<Record<string, unknown>>(tot)[0];
  const income = Number(t.income), planCost = Number(t.plan_cost), cost = Number(t.cost), n = Number(t.n);
  return {
    page_data: { total_size: n, total_page: Math.ceil(n / q.pageSize), data },
    summary: {
      groups: n, persons: Number(t.persons), plan_income: income, plan_cost: planCost, plan_profit: income - planCost,
      income, cost, profit: income - cost, profit_diff: planCost - cost,
    },
  };
}

/** 核算明细: every income line (of the group's confirmed and held orders) and every cost line of one group. */
export async function planDetail(ctx: Ctx, groupId: number) {
  const res = await ctx.db.execute(sql`${ROW_SQL} where "tour_groups".id = ${groupId} and ${await groupBoundary(ctx)}`);
  const [head] = rowsOf<Record<string, unknown>>(res);
  if (!head) throw notFound('团期不存在或无权查看');
  const inc = rowsOf<Record<string, unknown>>(await ctx.db.execute(sql`
    select ol.id, o.id as order_id, o.code as order_code, o.contact_name, ol.fee_type, ol.description, ol.price, ol.quantity, ol.total
    from order_lines ol join orders o on o.id = ol.order_id
    where o.group_id = ${groupId} and o.enrollment_status in (${INCOME}) order by o.id, ol.sort, ol.id`));
  const cst = rowsOf<Record<string, unknown>>(await ctx.db.execute(sql`
    select gc.id, gc.kind, gc.supplier_id, s.name as supplier_name, gc.quantity, gc.unit_price, gc.total, gc.consumption, gc.remark
    from group_costs gc left join suppliers s on s.id = gc.supplier_id where gc.group_id = ${groupId} order by gc.kind, gc.sort, gc.id`));
  const incomeLines = inc.map((r) => ({
    id: Number(r.id), order_id: Number(r.order_id), order_code: String(r.order_code), contact_name: String(r.contact_name), fee_type: Number(r.fee_type),
    description: (r.description as string | null) ?? null, price: Number(r.price), quantity: Number(r.quantity), total: Number(r.total),
  }));
  const costLines = cst.map((r) => ({
    id: Number(r.id), kind: String(r.kind), kind_name: CostKind[r.kind as keyof typeof CostKind] ?? String(r.kind), supplier_id: Number(r.supplier_id),
    supplier_name: (r.supplier_name as string | null) ?? null, quantity: Number(r.quantity), unit_price: Number(r.unit_price), total: Number(r.total),
    consumption: Number(r.consumption), remark: (r.remark as string | null) ?? null,
  }));
  const income = incomeLines.reduce((s, l) => s + l.total, 0);
  const cost = costLines.reduce((s, l) => s + (l.consumption !== 0 ? l.total : -l.total), 0);
  return { group: rowOut(head), income_lines: incomeLines, cost_lines: costLines, summary: { income, cost, profit: income - cost } };
}

/** 核算记录: the settlement versions (who submitted, who decided, when) of the groups inside the boundary. */
export async function planRecords(ctx: Ctx, q: PlanRecordsQuery) {
  const conds: SQL[] = [await groupBoundary(ctx)];
  if (q.group_id) conds.push(sql`s.group_id = ${q.group_id}`);
  const st = list(q.status);
  if (st.length) conds.push(sql`s.status in (${sql.join(st.map((s) => sql`${s}`), sql`, `)})`);
  const [sFrom, sTo] = dayBounds(q.submitted_at);
  if (sFrom) conds.push(sql`s.submitted_at >= ${iso(rangeStart(sFrom))}::timestamptz`);
  if (sTo) conds.push(sql`s.submitted_at <= ${iso(rangeEnd(sTo))}::timestamptz`);
  const kw = q.keyword?.trim();
  if (kw) conds.push(sql`("tour_groups".code ilike ${`%${escapeLike(kw)}%`} or s.code ilike ${`%${escapeLike(kw)}%`} or p.name ilike ${`%${escapeLike(kw)}%`})`);
  const from = sql`group_settlements s join tour_groups on "tour_groups".id = s.group_id join products p on p.id = "tour_groups".product_id where ${sql.join(conds, sql` and `)}`;
  const [page, tot] = await Promise.all([
    q.totals_only ? Promise.resolve(null) : ctx.db.execute(sql`select s.*, "tour_groups".code as group_code, p.name as product_name from ${from}
      order by s.submitted_at desc, s.id desc limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`),
    ctx.db.execute(sql`select count(*)::int as n from ${from}`),
  ]);
  const raw = page ? rowsOf<Record<string, unknown>>(page) : [];
  const names = await userNames(ctx.db, raw.flatMap((r) => [r.submitted_by, r.decided_by]));
  const nameOf = (v: unknown) => (v === null || v === undefined ? null : names.get(Number(v)) ?? null);
  const when = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
  const data = raw.map((r) => ({
    id: Number(r.id), code: String(r.code), group_id: Number(r.group_id), group_code: String(r.group_code), product_name: String(r.product_name),
    seq: Number(r.seq), persons: Number(r.persons), income: Number(r.income), cost: Number(r.cost), profit: Number(r.profit),
    margin_bp: r.margin_bp === null ? null : Number(r.margin_bp), status: Number(r.status),
    submitted_by: r.submitted_by === null ? null : Number(r.submitted_by), submitted_by_name: nameOf(r.submitted_by), submitted_at: when(r.submitted_at)!,
    decided_by: r.decided_by === null ? null : Number(r.decided_by), decided_by_name: nameOf(r.decided_by), decided_at: when(r.decided_at), comment: (r.comment as string | null) ?? null,
  }));
  const n = Number(rowsOf<{ n: number }>(tot)[0].n);
  return { page_data: { total_size: n, total_page: Math.ceil(n / q.pageSize), data } };
}
