/**
 * The registration module's shared order reads: the order inside the data boundary, the order list query,
 * the order's answer shape and detail. Routes of the module (registration, extra, tourist import) read through these.
 */
import { and, asc, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { AUDIT_PENDING, maskPhone, personsOf, type OrderListQuery } from '@ta/contract';
import type { DB } from '../../db/client';
import { boundaryBranches, boundaryCondition, dateRange, escapeLike, idIn, pageIds, pageRows, pageSums, pageTotal, prerenderedSelect, type AnyRow, type PageQuery } from '../../platform/data';
import { badInput, notFound } from '../../platform/errors';
import { inIdOrder, narrowFor, narrowList, selectNarrow, type Narrow } from '../../platform/list-narrow';
import { type Ctx } from '../../platform/route';
import { assertInBoundary, boundaryOf, userNames, type Boundary } from '../merchant/merchant.common';
import { customers } from '../merchant/merchant.tables';
import { tourGroups } from '../operation/group.tables';
import { products } from '../product/product.tables';
import { CANCELLED, ORDER_UNCONFIRMED, groupOf, lockOrder, type GroupRow, type OrderRow, type ProductRow } from './registration.service';
import { insurancePolicies, orderAdjustments, orderLines, orders } from './registration.tables';
import { creditPort, orderMoneyFrom, orderMoneyOf, orderMoneySql, type OrderMoney } from './finance.port';
import { users } from '../account/account.tables';
import { activeTourists, seesInfo, touristsFor, type TouristRow } from './tourist.service';
import { orderKeywordIds, syncSearchNames } from '../insight/search.sync';

type OrderLineRow = typeof orderLines.$inferSelect;

/** An order the caller may see (404 outside the data boundary). */
export async function visibleOrder(ctx: Ctx, id: number, tx: DB = ctx.db): Promise<OrderRow> {
  const [o] = await tx.select().from(orders).where(eq(orders.id, id));
  if (!o) throw notFound('订单不存在或已删除');
  assertInBoundary(o as AnyRow, await boundaryOf(ctx));
  return o;
}

/** Orders inside the data boundary: the relation's departments, or the user's own orders. */
export const orderBoundary = (b: Boundary): SQL | undefined => boundaryCondition(orders, b);

export const codes = (v: number | number[] | undefined) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]);

/**
 * The keyword's character pairs (its one character, when it has one) are all among the order's grams in the search
 * material (insight's search_names: GIN-indexed grams of code, contact name, contact phone and channel order number,
 * kept off the order row), so the index finds the candidates and the ILIKE of the four fields only rechecks them.
 * The caller drains the search queue first (syncSearchNames), so an order written just before is found.
 */
export const keywordGrams = (k: string): SQL => sql`"orders"."id" in (${orderKeywordIds(k)})`;

/** The order list (also the direct-connect list): rows with product, group, customer, persons and money due. */
export async function listOrders(ctx: Ctx, q: OrderListQuery, extra: SQL[] = [], o: { boundary?: 'order' | 'group' } = {}) {
  const b = await boundaryOf(ctx);
  const kw = (s?: string | null) => (s?.trim() ? `%${escapeLike(s.trim())}%` : undefined);
  // The sales side sees the orders of its boundary; the product side (线路操作大厅 › 线路订单) the orders of the groups of its boundary.
  // The product side reads the groups its boundary sells on too (the `sold` widening, as 线路操作 does: a sales manager sees the orders of his departures).
  const gb = o.boundary === 'group' ? boundaryCondition(tourGroups, { ...b, sold: 'group' }) : undefined;
  const conds: (SQL | undefined)[] = [o.boundary === 'group' ? gb : orderBoundary(b), ...extra];
  if (q.code) conds.push(ilike(orders.code, kw(q.code)!));
  if (q.group_id) conds.push(eq(orders.group_id, q.group_id));
  if (q.group_code) conds.push(ilike(tourGroups.code, kw(q.group_code)!));
  if (q.product_keyword) conds.push(or(ilike(products.name, kw(q.product_keyword)!), ilike(products.code, kw(q.product_keyword)!)));
  if (q.customer_keyword) conds.push(or(ilike(customers.name, kw(q.customer_keyword)!), ilike(orders.contact_name, kw(q.customer_keyword)!)));
  if (q.customer_id) conds.push(eq(orders.customer_id, q.customer_id));
  const k = kw(q.keyword);
  if (k) await syncSearchNames(ctx.db);
  if (k) conds.push(keywordGrams(q.keyword!.trim()), or(ilike(orders.code, k), ilike(orders.contact_name, k), ilike(orders.contact_phone, k), ilike(orders.channel_order_no, k)));
  const os = codes(q.order_status); if (os?.length) conds.push(inArray(orders.order_status, os));
  const es = codes(q.enrollment_status); if (es?.length) conds.push(inArray(orders.enrollment_status, es));
  const ot = codes(q.order_type); if (ot?.length) conds.push(inArray(orders.order_type, ot));
  const sp = codes(q.sales_platform); if (sp?.length) conds.push(inArray(orders.sales_platform, sp));
  conds.push(...dateRange(tourGroups.departure_date, q.departure_date), ...dateRange(orders.created_at, q.created_at));
  // Rows first (docs/decisions.md "Lists that return rows first"): the page's ids from one index-served query per
  // boundary branch, no count (total_deferred); the exact total and the summary's sums on the `totals_only` request.
  const joined = o.boundary === 'group' || Boolean(q.group_code || q.product_keyword || q.customer_keyword || q.departure_date?.some(Boolean) || q.sortField === 'departure_date');
  const from = joined
    ? sql`${orders} inner join ${tourGroups} on ${tourGroups.id} = ${orders.group_id} inner join ${products} on ${products.id} = ${orders.product_id} left join ${customers} on ${customers.id} = ${orders.customer_id}`
    : sql`${orders}`;
  const sortable: Record<string, SQL | typeof orders.id> = { created_at: sql`${orders.created_at}`, total: sql`${orders.total}`, departure_date: sql`${tourGroups.departure_date}`, code: sql`${orders.code}` };
  const sortCol = sortable[q.sortField ?? ''] ?? sql`${orders.created_at}`;
  const pq: PageQuery = {
    from, where: conds.slice(1), branches: o.boundary === 'group' ? (b.deptIds === null ? undefined : [gb!]) : boundaryBranches(orders, b),
    id: orders.id, sort: sortCol, descending: !(q.sortField && /^asc/.test(q.sortOrder ?? '')), pageNo: q.pageNo, pageSize: q.pageSize, exactTotal: q.exact_total || q.totals_only,
    // The rows come without a count (total_deferred): the list's page asks its summary bar's sums with `totals_only`
    // after every query anyway, and that request counts exactly — a capped count beside the rows (10–20 ms of the
    // rows' 12–20 ms of SQL at 1M orders, on every page turn and sort) was thrown away when it answered.
    deferTotal: true,
  };
  if (q.totals_only) {
    // The exact total and the summary bar's sums in one statement over the page's own branches and joins (issue 16:
    // were a count plus a sum over all four tables joined — 0.36 s at 100,000 orders).
    // The boundary as one condition here, not the page's index-served branches: the sums read every matching row, and
    // over 213,000 rows of the manager's departments at 1M orders six index scans fetching each row took 0.69 s, the
    // planner's own choice over the one condition 0.32 s (the rows' page keeps its branches).
    const { sums: { total, received }, ...count } = await pageSums(ctx.db, { ...pq, branches: undefined, where: conds }, { total: orders.total, received: orders.received });
    return { page_data: { ...count, data: [] }, summary: { total, received, due: total - received } };
  }
  // The list is also the batch export's source: contact phones are masked unless the role sees personal data.
  const phone = seesInfo(ctx) ? (v: string) => v : (v: string) => maskPhone(v);
  const narrow = narrowFor(ORDER_EXPORT);
  if (narrow) {
    const [count, ids] = await Promise.all([pageTotal(ctx.db, pq), pageIds(ctx.db, pq)]);
    return { page_data: { ...count, data: await narrowOrders(ctx, narrow, ids, phone) }, summary_deferred: true };
  }
  // count ∥ rows: the page's ids, the joined names, the creator's name and the money of the finance documents
  // (the finance port's SQL) in one statement (issue 16: 2 round trips instead of 5).
  const [count, data] = await Promise.all([pageTotal(ctx.db, pq), pageRows(ctx.db, pq, (where, orderBy) => orderListRows(ctx.db, where, orderBy))]);
  return {
    page_data: {
      ...count,
      // In place (orderOutOf): a copy of each order's ~70 fields was the largest CPU cost of a list export.
      data: data.map((r) => orderOutOf(r.order, { contact_phone: phone(r.order.contact_phone), auditing: Boolean(r.auditing), product_name: r.product_name, product_code: r.product_code, group_code: r.group_code, departure_date: r.departure_date, customer_name: r.customer_name ?? (r.order.customer_kind === 'private' ? r.order.contact_name : null), created_by_name: r.created_by_name ?? null, ...moneyOut(r.order, orderMoneyFrom(r.money)) })),
    },
    summary_deferred: true,
  };
}

/** The order list's rows select (select list and joins rendered once, platform/data.ts prerenderedSelect). */
const orderListRows = prerenderedSelect<{ order: OrderRow; product_name: string; product_code: string; group_code: string; departure_date: string;
  customer_name: string | null; auditing: boolean; created_by_name: string | null; money: unknown }>((db) => db.select({
    order: orders, product_name: products.name, product_code: products.code, group_code: tourGroups.code, departure_date: tourGroups.departure_date,
    customer_name: customers.name, auditing: auditingOf(), created_by_name: users.user_name, money: orderMoneySql(orders.id),
  }).from(orders).innerJoin(tourGroups, eq(tourGroups.id, orders.group_id)).innerJoin(products, eq(products.id, orders.product_id))
    .leftJoin(customers, eq(customers.id, orders.customer_id)).leftJoin(users, eq(users.id, orders.created_by)));

/** Whether the order's audit (lineOrder) is pending: 审核中 (audit_status stays 0 before and during review). */
export const auditingOf = () => sql<boolean>`exists(select 1 from audit_instances a where a.type = 'lineOrder' and a.object_id = "orders"."id" and a.status = ${AUDIT_PENDING})`;

export async function isOrderAuditing(db: DB, id: number): Promise<boolean> {
  const [r] = await db.select({ a: auditingOf() }).from(orders).where(eq(orders.id, id));
  return Boolean(r?.a);
}

/** The order list's rows joined as the list joins them (orders, groups, products, customers). */
const ORDER_ROW_FROM = sql`${orders} inner join ${tourGroups} on ${tourGroups.id} = ${orders.group_id} inner join ${products} on ${products.id} = ${orders.product_id} left join ${customers} on ${customers.id} = ${orders.customer_id}`;
const MONEY_KEYS = ['received_gross', 'refunded', 'pending_receipts', 'pending_refunds', 'remaining', 'pay_state'] as const;
/** The money keys read from the finance documents (remaining and pay_state are the order's own). */
const DOCUMENT_MONEY = MONEY_KEYS.slice(0, 4);

/**
 * The order list's export-only select (platform/list-narrow.ts): each answer key of the list's row with the fields
 * it is made from — an order column itself, the joined names, and the keys listOrders computes (persons, due,
 * customer_name, created_by_name, the money of moneyOut, auditing), made by narrowOrders as the list makes them.
 */
const ORDER_EXPORT = narrowList({
  always: ['id'],
  fields: {
    ...getTableColumns(orders), product_name: products.name, product_code: products.code, group_code: tourGroups.code,
    departure_date: tourGroups.departure_date, customer_name: customers.name, auditing: auditingOf(),
  },
  keys: {
    ...Object.fromEntries(Object.keys(getTableColumns(orders)).map((k) => [k, [k]])),
    product_name: ['product_name'], product_code: ['product_code'], group_code: ['group_code'], departure_date: ['departure_date'],
    customer_name: ['customer_name', 'customer_kind', 'contact_name'], created_by_name: ['created_by'], auditing: ['auditing'],
    persons: ['adult_count', 'child_count', 'senior_count', 'infant_count'], due: ['total', 'received'],
    ...Object.fromEntries(MONEY_KEYS.map((k) => [k, ['total', 'received']])),
  },
});

/** The rows of an export step that reads only `n.keys` of the order list: each key made as listOrders makes it. */
async function narrowOrders(ctx: Ctx, n: Narrow, ids: number[], phone: (v: string) => string): Promise<AnyRow[]> {
  if (!ids.length) return [];
  const data = inIdOrder(await selectNarrow(ctx.db, ORDER_EXPORT, n, ORDER_ROW_FROM, idIn(orders.id, ids)), ids);
  const k = n.keys;
  const names = k.has('created_by_name') ? await userNames(ctx.db, data.map((r) => r.created_by)) : undefined;
  const money = DOCUMENT_MONEY.some((m) => k.has(m)) ? await orderMoneyOf(ctx.db, data as { id: number; received: number }[]) : undefined;
  const steps: ((r: AnyRow) => void)[] = [];
  if (k.has('contact_phone')) steps.push((r) => { r.contact_phone = phone(r.contact_phone as string); });
  if (k.has('auditing')) steps.push((r) => { r.auditing = Boolean(r.auditing); });
  if (k.has('customer_name')) steps.push((r) => { r.customer_name ??= r.customer_kind === 'private' ? r.contact_name : null; });
  if (names) steps.push((r) => { r.created_by_name = names.get(Number(r.created_by)) ?? null; });
  if (k.has('persons')) steps.push((r) => { r.persons = personsOf(r as OrderRow); });
  if (k.has('due')) steps.push((r) => { r.due = (r.total as number) - (r.received as number); });
  if (MONEY_KEYS.some((m) => k.has(m))) steps.push((r) => { Object.assign(r, moneyOut(r as OrderRow, money?.get(r.id as number))); });
  for (const r of data) for (const f of steps) f(r);
  return data;
}

/** What an order write may refuse once the order is locked; each rule is true when the write may go on. */
const ORDER_WRITE_RULES = {
  /** The order is still unconfirmed (order_status 0). */
  unconfirmed: (o: OrderRow) => o.order_status === ORDER_UNCONFIRMED,
  /** The sign-up is not cancelled. */
  notCancelled: (o: OrderRow) => o.enrollment_status !== CANCELLED,
  /** Nothing received on the order yet. */
  unpaid: (o: OrderRow) => o.received <= 0,
  /** No audit run of the order is open. */
  notAuditing: async (o: OrderRow, tx: DB) => !(await isOrderAuditing(tx, o.id)),
} satisfies Record<string, (o: OrderRow, tx: DB) => boolean | Promise<boolean>>;

/** The rules an order write checks, each with the 400 message when it fails, checked in the order written. */
export type OrderWriteChecks = Partial<Record<keyof typeof ORDER_WRITE_RULES, string>>;

/**
 * The start of every order write, in its transaction: the order inside the caller's data boundary (404 when
 * missing, refused outside), locked until commit, the caller's `version` still current (when the request
 * carries one), then each of `checks` in the order written.
 */
export async function orderForWrite(ctx: Ctx, tx: DB, id: number, version: number | undefined, checks: OrderWriteChecks = {}): Promise<OrderRow> {
  await visibleOrder(ctx, id, tx);
  const o = await lockOrder(tx, id);
  if (version !== undefined && o.version !== version) throw badInput('订单已被他人修改，请刷新后重试');
  for (const [rule, message] of Object.entries(checks) as [keyof typeof ORDER_WRITE_RULES, string | undefined][]) {
    if (message && !(await ORDER_WRITE_RULES[rule](o, tx))) throw badInput(message);
  }
  return o;
}

/**
 * An order's money from the finance documents: received (net of refunds, = orders.received), received_gross
 * (approved receipts), refunded, pending documents, remaining (= due) and pay_state 0 待收款 / 1 已结清.
 */
export function moneyOut(o: OrderRow, m: OrderMoney | undefined): AnyRow {
  const remaining = o.total - o.received;
  return {
    received_gross: m?.received ?? o.received, refunded: m?.refunded ?? 0, pending_receipts: m?.pending_receipts ?? 0, pending_refunds: m?.pending_refunds ?? 0,
    remaining, pay_state: remaining <= 0 ? 1 : 0,
  };
}

export function orderOut(o: OrderRow, extra: AnyRow = {}): AnyRow {
  return { ...o, persons: personsOf(o), due: o.total - o.received, ...extra };
}

/** orderOut on a row read for this answer only (not shared, not cached): the fields are added to it in place, same keys and order. */
function orderOutOf(o: OrderRow, extra: AnyRow): AnyRow {
  return Object.assign(o as AnyRow, { persons: personsOf(o), due: o.total - o.received }, extra);
}

/**
 * What a sign-up knows of the order it has just committed (created by the caller, so inside their boundary):
 * the detail then reads only the group's fresh counters and what the new order may already have (policies,
 * a credit application, the customer) instead of 10 queries. A new order has no adjustments, no receipts or
 * refunds and no audit yet.
 */
export interface FreshOrder {
  order: OrderRow; lines: OrderLineRow[]; tourists: TouristRow[]; insured: boolean;
  /** The group with its counters as the booking left them, and its product (then not read again). */
  group?: GroupRow; product?: ProductRow;
}

export async function orderDetail(ctx: Ctx, id: number, fresh?: FreshOrder): Promise<AnyRow> {
  const o = fresh ? fresh.order : await visibleOrder(ctx, id);
  const { group, product } = fresh?.group && fresh.product ? { group: fresh.group, product: fresh.product } : await groupOf(ctx.db, o.group_id);
  const lines = fresh ? fresh.lines : await ctx.db.select().from(orderLines).where(eq(orderLines.order_id, id)).orderBy(orderLines.sort, orderLines.id);
  const touristRows = fresh ? [...fresh.tourists].sort((a, b) => a.withdrawn - b.withdrawn || a.sort - b.sort || a.id - b.id) : await activeTourists(ctx.db, id);
  const tourists = await touristsFor(ctx, id, touristRows, '订单详情游客信息');
  const adjustments = fresh ? [] : await ctx.db.select().from(orderAdjustments).where(eq(orderAdjustments.order_id, id)).orderBy(desc(orderAdjustments.id));
  const policies = fresh && !fresh.insured ? [] : await ctx.db.select().from(insurancePolicies).where(eq(insurancePolicies.order_id, id)).orderBy(insurancePolicies.id);
  const credit = o.credit_audit_id ? await creditPort()?.document(ctx.db, o.credit_audit_id) : null;
  const [cust] = o.customer_id ? await ctx.db.select({ name: customers.name, code: customers.code, phone: customers.phone }).from(customers).where(eq(customers.id, o.customer_id)) : [];
  const names = fresh && Number(o.created_by) === ctx.user.uid ? new Map([[ctx.user.uid, ctx.user.user_name]]) : await userNames(ctx.db, [o.created_by]);
  const money = fresh ? new Map<number, OrderMoney>() : await orderMoneyOf(ctx.db, [o]);
  return orderOut(o, {
    ...moneyOut(o, money.get(o.id)),
    auditing: fresh ? false : await isOrderAuditing(ctx.db, id),
    customer_name: cust?.name ?? (o.customer_kind === 'private' ? o.contact_name : null), customer_code: cust?.code ?? null,
    created_by_name: names.get(Number(o.created_by)) ?? null,
    product_name: product.name, product_code: product.code, group_code: group.code, departure_date: group.departure_date,
    group: { ...group, remaining: Math.max(group.seats_plan - group.seats_held - group.seats_confirmed, 0) },
    product: { id: product.id, code: product.code, name: product.name, days: product.days, nights: product.nights, destination_text: product.destination_text, deposit: product.deposit, cost_include: product.cost_include, cost_exclude: product.cost_exclude, booking_notice: product.booking_notice },
    lines, tourists, adjustments, policies, credit_application: credit ?? null,
  });
}

export async function checkCustomer(tx: DB, kind: string, id: number | null | undefined): Promise<void> {
  if (!id) return;
  const [c] = await tx.select({ kind: customers.kind, deleted: sql<boolean>`false` }).from(customers).where(eq(customers.id, id));
  if (!c) throw badInput('客户不存在', [{ field: 'customer_id', message: '客户不存在' }]);
  if (c.kind !== kind) throw badInput('客户类型与所选客户不符', [{ field: 'customer_id', message: '客户类型与所选客户不符' }]);
}

export const actorOf = (ctx: Ctx) => ({ uid: ctx.user.uid, user_name: ctx.user.user_name, dept_id: ctx.user.relation.department_id });

