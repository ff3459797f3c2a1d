/**
 * The rules of orders: the one booking function (seats, hold deadline, deposit, waiting list and the credit
 * check — every way into an order goes through it, so copying or re-entering never bypasses a rule), confirm,
 * cancel, release, the waiting-list offer, hold expiry and the receipt hook the finance module calls.
 * Seat counters change only through operation/seats.service.ts.
 */
import { and, asc, eq, getTableColumns, inArray, lt, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgDialect, PgSession } from 'drizzle-orm/pg-core';
import {
  DEPOSIT_PERCENT_DEFAULT, ENROLLMENT_WAITING, fenToYuan, formatDateTime, HOLD_HOURS_DEFAULT, HOLD_HOURS_MAX, RESOURCES, isoToday, linesTotal, personsOf, seatsOf,
  FeeType, enumLabel, type CustomerKindCode, type OrderLineInput, type SignUpEnrollment,
} from '@ta/contract';
import type { DB } from '../../db/client';
import { inTx, type WriteCtx } from '../../platform/data';
import { badInput, conflict, notFound } from '../../platform/errors';
import { diffRows, recordChange } from '../../platform/history';
import { rows } from '../../platform/session';
import { changeLog, type FieldChange } from '../../platform/platform.tables';
import type { Services } from '../../platform/services';
import { users } from '../account/account.tables';
import { recordOrderTrades, removeOrderTrades } from '../merchant/trade.service';
import { changeWaiting, confirmHeldSeats, releaseSeats, seatsFree, tryTakeSeats, takeSeats, takeSeatsSql } from '../operation/seats.service';
import { tourGroups } from '../operation/group.tables';
import { packagePrices, productOwnPrices, products } from '../product/product.tables';
import { insurancePolicies, orderLines, orders } from './registration.tables';
import { creditPort, type CreditCheck, type PendingCredit } from './finance.port';

export type OrderRow = typeof orders.$inferSelect;
export type GroupRow = typeof tourGroups.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
type Actor = { uid: number; user_name: string; dept_id?: number | null };

export const CONFIRMED = 0, HELD = 1, CANCELLED = 2, WAITING = ENROLLMENT_WAITING;
export const ORDER_UNCONFIRMED = 0, ORDER_CONFIRMED = 1, ORDER_REFUSED = 2, ORDER_REFUNDED = 3, ORDER_COMPLETED = 4;
export const CREDIT_NONE = 0, CREDIT_WAITING = 1, CREDIT_GRANTED = 2;
/** credit_applications.status: 0 pending, 1 approved, 2 rejected, 3 withdrawn (the order changed or was cancelled). */
export const CREDIT_APP_PENDING = 0, CREDIT_APP_WITHDRAWN = 3;
const HOUR = 3600_000;
const orderDef = RESOURCES.routeOrder;
export const orderWrite = (user: WriteCtx['user']): WriteCtx => ({ user, def: orderDef });

/**
 * The one way an order change is recorded: its change history, and its customer's and sales channel's trading
 * records (交易记录, one row per order each: persons, amount and received in fen, 报名状态; merchant's
 * recordOrderTrades) rewritten from the saved row — so every
 * order written (sign-up, edit, OTA import, confirm, cancel, waiting-list promotion, hold expiry, adjustment,
 * receipt) shows in the customer's and the channel's 交易记录 as it happens.
 */
export async function orderChanged(tx: DB, action: 'create' | 'update' | 'delete', before: OrderRow | null, after: OrderRow | null,
  w: WriteCtx, extra: FieldChange[] = []): Promise<void> {
  await recordChange(tx, orders, action, before, after, w, extra);
  await orderTradesChanged(tx, action, before, after);
}

/**
 * The second half of orderChanged: the customer's and the channel's trading records rewritten from the saved row
 * (the sign-up writes the history entry in its booking statement and calls this alone). `known`: the group's code
 * and product's name when the caller has them (else read).
 */
export async function orderTradesChanged(tx: DB, action: 'create' | 'update' | 'delete', before: OrderRow | null, after: OrderRow | null,
  known?: { code: string; product_name: string }): Promise<void> {
  const o = after ?? before;
  if (!o) return;
  if (action === 'delete' || !after || (!after.customer_id && !after.sales_channel_id)) {
    if (action !== 'create') await removeOrderTrades(tx, o.id); // a new order has no trading record to remove
    return;
  }
  const [g] = known ? [known] : await tx.select({ code: tourGroups.code, product_name: products.name }).from(tourGroups)
    .innerJoin(products, eq(products.id, tourGroups.product_id)).where(eq(tourGroups.id, after.group_id));
  await recordOrderTrades(tx, {
    customer_id: after.customer_id, sales_channel_id: after.sales_channel_id, order_id: after.id, order_no: after.code, trade_date: isoToday(after.created_at),
    product_name: g?.product_name ?? null, group_no: g?.code ?? null, persons: personsOf(after), amount: after.total, received: after.received,
    status: after.enrollment_status, created_by: after.created_by, dept_id: after.dept_id,
  }, action === 'create');
}

/** Locks and reads an order (404 when missing). */
export async function lockOrder(tx: DB, id: number): Promise<OrderRow> {
  const [o] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!o) throw notFound('订单不存在或已删除');
  return o;
}

/** The group and product of a sign-up; refuses a group not open for sale (state 0, product approved, from the sale start date to the stop-sale day). */
export async function groupForSale(tx: DB, groupId: number, today = isoToday()): Promise<{ group: GroupRow; product: ProductRow }> {
  const [r] = await tx.select({ group: tourGroups, product: products }).from(tourGroups)
    .innerJoin(products, eq(products.id, tourGroups.product_id)).where(eq(tourGroups.id, groupId));
  return forSale(r, today);
}

/** The facts of a group open for sale `today` (groupForSale's refusals: 400 when missing or not for sale). */
export function forSale<T extends { group: GroupRow; product: ProductRow }>(r: T | undefined, today: string): T {
  if (!r) throw badInput('团期不存在', [{ field: 'group_id', message: '团期不存在' }]);
  const why = r.product.audit_status !== 1 ? '产品未审核通过' : r.group.state !== 0 ? '团期不是待出发状态'
    : r.product.sale_start_date && today < r.product.sale_start_date ? `未到开售日期（${r.product.sale_start_date}）`
    : today > r.group.stop_sale_date ? `已过停售日期（${r.group.stop_sale_date}）` : null;
  if (why) throw badInput(`该团期不可报名：${why}`, [{ field: 'group_id', message: why }]);
  return r;
}

type KindPrices = Record<CustomerKindCode, Record<string, number>>;

/** The package's list prices and the product's own peer prices as JSON arrays (in a fixed order: the facts' hash covers them). */
const pkgPricesJson = sql`(select coalesce(json_agg(json_build_object('k', pp.price_kind, 't', pp.fee_type, 'p', pp.price) order by pp.price_kind, pp.fee_type), '[]'::json) from ${packagePrices} pp where pp.package_id = ${tourGroups.package_id})`;
const ownPricesJson = sql`(select coalesce(json_agg(json_build_object('t', op.fee_type, 'p', op.price) order by op.fee_type), '[]'::json) from ${productOwnPrices} op where op.product_id = ${products.id} and op.channel = 'peer')`;
/**
 * A digest of everything a sign-up reads of its group before it books (besides the seat counters, which the seat
 * UPDATE checks itself): the whole product row, the group's sale fields and the list prices. Read with the facts
 * and compared again inside the booking statement (insertBookedOrder), so facts remembered from an earlier sign-up
 * (SaleFacts) are used only while they are still the database's.
 */
const saleFactsDigest = sql<string>`md5(${products}::text || row(${tourGroups.code}, ${tourGroups.product_id}, ${tourGroups.package_id}, ${tourGroups.state}, ${tourGroups.stop_sale_date}, ${tourGroups.departure_date})::text || ${pkgPricesJson}::text || ${ownPricesJson}::text)`;

/** What a sign-up reads of its group: the group, its product, the list prices by customer kind, and their digest. */
export interface SaleFacts { group: GroupRow; product: ProductRow; prices: KindPrices; digest: string }

/**
 * The sign-up's one read (issue 16, fewer round trips): the group, its product, its list prices by customer kind
 * (pricesByKind; the package and peer prices as two JSON sub-selects) and the digest of them, in one statement.
 * Undefined when the group does not exist; the sale rule is checked by saleRefusal / groupForSignUp.
 */
export async function readSaleFacts(db: DB, groupId: number): Promise<SaleFacts | undefined> {
  const [r] = await db.select({ group: tourGroups, product: products, pkg: sql<{ k: number; t: number; p: number }[]>`${pkgPricesJson}`, own: sql<{ t: number; p: number }[]>`${ownPricesJson}`, digest: saleFactsDigest })
    .from(tourGroups).innerJoin(products, eq(products.id, tourGroups.product_id)).where(eq(tourGroups.id, groupId));
  if (!r) return undefined;
  const json = <X>(v: X | string): X => (typeof v === 'string' ? JSON.parse(v) as X : v);
  return {
    group: r.group, product: r.product, digest: r.digest,
    prices: kindPrices(json(r.pkg).map((x) => ({ price_kind: x.k, fee_type: x.t, price: Number(x.p) })), json(r.own).map((x) => ({ fee_type: x.t, price: Number(x.p) }))),
  };
}

/** groupForSale with the group's list prices by customer kind and the digest (readSaleFacts), refused as groupForSale refuses. */
export async function groupForSignUp(db: DB, groupId: number, today = isoToday()): Promise<SaleFacts> {
  return forSale(await readSaleFacts(db, groupId), today);
}

/**
 * Sale facts remembered per group for the next sign-ups of this server process (per database handle): a sign-up
 * that finds them books at once — its booking statement compares their digest with the database's and books only
 * when they are unchanged (else the sign-up reads them again and starts over). Seat counters are never trusted
 * from here: the seat UPDATE checks them. At most SALE_FACTS_MAX groups, each for SALE_FACTS_TTL_MS.
 */
const saleFactsMemo = new WeakMap<DB, Map<number, SaleFacts & { at: number }>>();
const SALE_FACTS_MAX = 500;
const SALE_FACTS_TTL_MS = 60_000;

export function rememberedSaleFacts(db: DB, groupId: number): SaleFacts | undefined {
  const m = saleFactsMemo.get(db);
  const f = m?.get(groupId);
  if (f && Date.now() - f.at > SALE_FACTS_TTL_MS) { m!.delete(groupId); return undefined; }
  return f;
}

export function rememberSaleFacts(db: DB, f: SaleFacts): void {
  let m = saleFactsMemo.get(db);
  if (!m) { m = new Map(); saleFactsMemo.set(db, m); }
  m.delete(f.group.id);
  if (m.size >= SALE_FACTS_MAX) m.delete(m.keys().next().value!); // the oldest remembered
  m.set(f.group.id, { ...f, at: Date.now() });
}

export function forgetSaleFacts(db: DB, groupId: number): void {
  saleFactsMemo.get(db)?.delete(groupId);
}

export async function groupOf(tx: DB, groupId: number): Promise<{ group: GroupRow; product: ProductRow }> {
  const [r] = await tx.select({ group: tourGroups, product: products }).from(tourGroups)
    .innerJoin(products, eq(products.id, tourGroups.product_id)).where(eq(tourGroups.id, groupId));
  if (!r) throw notFound('团期不存在');
  return r;
}

/**
 * The list prices (牌价) of a group per customer kind, by fee type code in fen: private and unit customers pay
 * the package's sales prices (kind 1); peer customers the product's own peer price (product_own_prices 'peer')
 * where set, else the package's settlement price (kind 2). Sign-up prefills its lines from them.
 */
export async function pricesByKind(tx: DB, productId: number, packageId: number): Promise<KindPrices> {
  const pkg = await tx.select().from(packagePrices).where(eq(packagePrices.package_id, packageId));
  const own = await tx.select().from(productOwnPrices).where(and(eq(productOwnPrices.product_id, productId), eq(productOwnPrices.channel, 'peer')));
  return kindPrices(pkg, own);
}

function kindPrices(pkg: readonly { price_kind: number; fee_type: number; price: number }[], own: readonly { fee_type: number; price: number }[]): KindPrices {
  const kind = (k: number) => Object.fromEntries(pkg.filter((x) => x.price_kind === k).map((x) => [String(x.fee_type), x.price]));
  const sales = kind(1);
  return { private: sales, unit: { ...sales }, peer: { ...kind(2), ...Object.fromEntries(own.map((x) => [String(x.fee_type), x.price])) } };
}

/**
 * The list prices as one line of text for the change history (e.g. 成人 3,299.00元；儿童 1,999.00元). Remembered per
 * prices object: the sign-ups of a group share its remembered sale facts (rememberSaleFacts) and so their text.
 */
export const listPriceText = (prices: Record<string, number>): string => {
  let text = priceTexts.get(prices);
  if (text === undefined) {
    text = Object.entries(prices).map(([t, p]) => `${enumLabel(FeeType, Number(t))} ${fenToYuan(p)}元`).join('；') || '无';
    priceTexts.set(prices, text);
  }
  return text;
};
const priceTexts = new WeakMap<Record<string, number>, string>();


export function lineRows(orderId: number, lines: readonly OrderLineInput[]) {
  return lines.map((l, i) => ({ order_id: orderId, fee_type: l.fee_type, description: l.description ?? null, price: l.price, quantity: l.quantity, total: l.price * l.quantity, sort: i }));
}
export async function replaceLines(tx: DB, orderId: number, lines: readonly OrderLineInput[]): Promise<number> {
  await tx.delete(orderLines).where(eq(orderLines.order_id, orderId));
  if (lines.length) await tx.insert(orderLines).values(lineRows(orderId, lines));
  return linesTotal(lines);
}

/** A hold's deadline: the asked one within (now, now + HOLD_HOURS_MAX], else now + HOLD_HOURS_DEFAULT. */
export function holdDeadline(asked: string | null | undefined, now = new Date()): Date {
  if (!asked) return new Date(now.getTime() + HOLD_HOURS_DEFAULT * HOUR);
  const d = new Date(asked);
  if (d.getTime() <= now.getTime()) throw badInput('占位截止时间必须晚于当前时间', [{ field: 'hold_deadline', message: '占位截止时间必须晚于当前时间' }]);
  if (d.getTime() > now.getTime() + HOLD_HOURS_MAX * HOUR) throw badInput(`占位时间最长${HOLD_HOURS_MAX}小时`, [{ field: 'hold_deadline', message: `占位时间最长${HOLD_HOURS_MAX}小时` }]);
  return d;
}

// ---------------------------------------------------------------- credit

export type { CreditCheck } from './finance.port';

/**
 * The order against its customer's credit line — the one definition lives in the finance module
 * (credit.service.ts), reached through the credit port; without it no customer has a line.
 */
export async function checkCredit(tx: DB, o: OrderRow): Promise<CreditCheck> {
  const port = creditPort();
  if (!port) return { needed: false, exposure: 0, available: 0, shortfall: 0 };
  return port.check(tx, o);
}

/** Creates the temporary credit application of an order above the line and submits it ('creditTemporary'). */
async function applyForCredit(s: Services, tx: DB, o: OrderRow, c: CreditCheck, actor: Actor): Promise<number> {
  return creditPort()!.applyForOrder(s, tx, o, c, actor);
}

/** The message of a shortfall, naming the amounts in yuan. */
export const creditShortfallText = (c: CreditCheck) =>
  `客户授信额度不足：未付金额（含本单）${fenToYuan(c.exposure)}元，可用额度${fenToYuan(c.available)}元，差额${fenToYuan(c.shortfall)}元`;

/**
 * The credit check of an order that takes held seats outside a sign-up (a waiting order turned into a hold,
 * an approved order whose customer went over its line since): above the line a temporary credit application
 * for the shortfall is submitted and the order's credit fields to set are answered (empty when within the line
 * or already granted). `confirmOnCredit`: confirm the hold when the credit is approved.
 */
export async function creditHold(s: Services, tx: DB, o: OrderRow, actor: Actor, confirmOnCredit: boolean): Promise<Partial<OrderRow>> {
  if (o.credit_state === CREDIT_GRANTED) return {};
  const credit = await checkCredit(tx, o);
  if (!credit.needed) return {};
  return { credit_state: CREDIT_WAITING, confirm_on_credit: confirmOnCredit, credit_audit_id: await applyForCredit(s, tx, o, credit, actor) };
}

/** The order's temporary credit application still under audit, or null. */
async function pendingCreditApplication(tx: DB, o: Pick<OrderRow, 'credit_state' | 'credit_audit_id'>): Promise<PendingCredit | null> {
  if (o.credit_state !== CREDIT_WAITING || !o.credit_audit_id) return null;
  return (await creditPort()?.pendingForOrder(tx, o)) ?? null;
}

/**
 * Withdraws an order's pending temporary credit application (the order was edited, put on the waiting list,
 * cancelled or deleted): its audit run is withdrawn in the submitter's name — refused once an approver has
 * decided a level — and the application is marked 3 撤回, so no stale application waits in the queue.
 */
export async function withdrawCreditApplication(s: Services, tx: DB, o: Pick<OrderRow, 'credit_state' | 'credit_audit_id' | 'code'>, why: string): Promise<boolean> {
  if (o.credit_state !== CREDIT_WAITING || !o.credit_audit_id) return false;
  return (await creditPort()?.withdrawForOrder(s, tx, o, why)) ?? false;
}

/** Finance approved the order's temporary credit: the order is released (and confirmed when the sign-up asked to). */
export async function orderCreditGranted(tx: DB, orderId: number, appId: number, user: WriteCtx['user']): Promise<void> {
  const o = await lockOrder(tx, orderId);
  if (o.credit_audit_id !== appId || o.credit_state !== CREDIT_WAITING) return;
  const [row] = await tx.update(orders).set({ credit_state: CREDIT_GRANTED, updated_at: new Date(), version: sql`${orders.version} + 1` }).where(eq(orders.id, o.id)).returning();
  await orderChanged(tx, 'update', o, row, orderWrite(user));
  if (row.confirm_on_credit && row.enrollment_status === HELD) await confirmHold(tx, row, user);
}

/**
 * Finance refused the order's temporary credit: the hold is cancelled (seats released, offered to the waiting
 * list). An order already approved (已确认) ends like an order refused at its audit — 2 已拒绝 — so no order is
 * 已确认 without seats (docs/decisions.md).
 */
export async function orderCreditRefused(s: Services, tx: DB, orderId: number, appId: number, user: WriteCtx['user'], comment: string): Promise<void> {
  const o = await lockOrder(tx, orderId);
  if (o.credit_audit_id !== appId || o.credit_state !== CREDIT_WAITING) return;
  const refused = o.order_status === ORDER_CONFIRMED ? { order_status: ORDER_REFUSED } : {};
  const [row] = await tx.update(orders).set({ credit_state: CREDIT_NONE, ...refused, updated_at: new Date(), version: sql`${orders.version} + 1` }).where(eq(orders.id, o.id)).returning();
  if (row.enrollment_status !== CANCELLED) await cancelEnrollment(s, tx, row, user, `临时授信被驳回：${comment}`);
  else await orderChanged(tx, 'update', o, row, orderWrite(user));
}

// ---------------------------------------------------------------- booking

/**
 * The product's presale limit on one order: at most max_persons persons (最多人数). min_persons is the
 * product's minimum to form a group (最少成团人数), not a per-order minimum, so it is not checked here
 * (docs/decisions.md).
 */
export function checkOrderPersons(product: Pick<ProductRow, 'max_persons'>, persons: number): void {
  if (product.max_persons != null && persons > product.max_persons) {
    const m = `每个订单最多报名${product.max_persons}人（本单${persons}人）`;
    throw badInput(m, [{ field: 'adult_count', message: m }]);
  }
}

/**
 * The deposit (定金) of an order (docs/decisions.md): the product's per-person deposit × persons; a product
 * without one asks DEPOSIT_PERCENT_DEFAULT % of the order total, rounded up to the yuan. Paying it (an approved
 * receipt) confirms a hold.
 */
export function orderDeposit(product: Pick<ProductRow, 'deposit'>, persons: number, total: number): number {
  if (product.deposit > 0) return product.deposit * persons;
  return Math.min(total, Math.ceil((Math.max(total, 0) * DEPOSIT_PERCENT_DEFAULT) / 100 / 100) * 100);
}

export interface BookInput {
  enrollment: SignUpEnrollment; hold_deadline?: string | null;
  /** A full group puts the order on the waiting list instead of refusing it (OTA orders: the sale already happened). */
  waitWhenFull?: boolean;
}

/**
 * The one booking function. Takes the order's seats (confirmed, held, or onto the waiting list), sets the hold
 * deadline and deposit, and runs the credit check: above the line the order is still booked, as a hold that
 * cannot be confirmed until the temporary credit is approved. Call it on an order holding no seats.
 */
export async function book(s: Services, tx: DB, o: OrderRow, group: GroupRow, product: ProductRow, inp: BookInput, actor: Actor): Promise<OrderRow> {
  const seats = seatsOf(o);
  const persons = personsOf(o);
  checkOrderPersons(product, persons);
  const now = new Date();
  const values: Partial<OrderRow> = { seats, deposit: orderDeposit(product, persons, o.total), waiting_since: null, hold_deadline: null, credit_state: CREDIT_NONE, credit_audit_id: null, confirm_on_credit: false };
  // Re-booking an order (an edit) that waits on temporary credit: its application is reused when it still
  // covers the shortfall, else withdrawn (and a new one submitted when the order is still above the line).
  const pending = await pendingCreditApplication(tx, o);
  const full = inp.enrollment !== WAITING && inp.waitWhenFull === true && !(await seatsFree(tx, group.id, seats));
  if (inp.enrollment === WAITING || full) {
    if (pending) await withdrawCreditApplication(s, tx, o, '转为候补');
    const remaining = group.seats_plan - group.seats_held - group.seats_confirmed;
    if (remaining >= seats && (await tryTakeSeats(tx, group.id, seats, 'held'))) {
      // Seats are free after all: the order becomes a hold instead of waiting — with the credit check of any hold.
      values.enrollment_status = HELD;
      values.hold_deadline = holdDeadline(inp.hold_deadline, now);
      Object.assign(values, await creditHold(s, tx, o, actor, false));
    } else {
      await changeWaiting(tx, group.id, seats);
      values.enrollment_status = WAITING;
      values.waiting_since = now;
    }
  } else {
    let kind: 'held' | 'confirmed' = inp.enrollment === CONFIRMED ? 'confirmed' : 'held';
    const credit = await checkCredit(tx, o);
    if (credit.needed) {
      kind = 'held';
      values.credit_state = CREDIT_WAITING;
      if (pending && credit.shortfall <= pending.amount) {
        values.credit_audit_id = pending.id;
        values.confirm_on_credit = inp.enrollment === CONFIRMED || o.confirm_on_credit;
      } else {
        if (pending) await withdrawCreditApplication(s, tx, o, '修改');
        values.confirm_on_credit = inp.enrollment === CONFIRMED;
        values.credit_audit_id = await applyForCredit(s, tx, o, credit, actor);
      }
    } else if (pending) {
      await withdrawCreditApplication(s, tx, o, '修改');
    }
    await takeSeats(tx, group.id, seats, kind);
    values.enrollment_status = kind === 'confirmed' ? CONFIRMED : HELD;
    if (kind === 'held') values.hold_deadline = holdDeadline(inp.hold_deadline, now);
  }
  const [row] = await tx.update(orders).set({ ...values, updated_at: now }).where(eq(orders.id, o.id)).returning();
  return row;
}

/** A new order as the fast booking writes it: every column but those the database fills (id, timestamps, version). */
export type NewOrderRow = Omit<OrderRow, 'id' | 'created_at' | 'updated_at' | 'version'>;
type OrderLineRow = typeof orderLines.$inferSelect;
const DB_FILLED = new Set(['id', 'created_at', 'updated_at', 'version']);

/**
 * The booking values book() gives a new order that is confirmed or held without a credit application (the fast
 * sign-up): seats, deposit, hold deadline, no waiting-list time, no credit state.
 */
export function newBookingValues(product: Pick<ProductRow, 'deposit' | 'max_persons'>, o: Pick<OrderRow, 'adult_count' | 'child_count' | 'senior_count' | 'infant_count' | 'total'>,
  enrollment: typeof CONFIRMED | typeof HELD, askedDeadline: string | null | undefined, now = new Date()): Pick<OrderRow, 'seats' | 'deposit' | 'enrollment_status' | 'hold_deadline' | 'waiting_since' | 'credit_state' | 'credit_audit_id' | 'confirm_on_credit'> {
  const persons = personsOf(o);
  checkOrderPersons(product, persons);
  return {
    seats: seatsOf(o), deposit: orderDeposit(product, persons, o.total), enrollment_status: enrollment,
    hold_deadline: enrollment === HELD ? holdDeadline(askedDeadline, now) : null, waiting_since: null, credit_state: CREDIT_NONE, credit_audit_id: null, confirm_on_credit: false,
  };
}

/**
 * The fast sign-up's booking in ONE statement (issue 16, fewer round trips; docs/decisions.md): the group's
 * conditional seat UPDATE (tryTakeSeats' check — PostgreSQL locks the group row and re-checks plan − held −
 * confirmed ≥ seats on its newest version), the order's INSERT with its booking values (newBookingValues), its
 * lines and its 'create' history entry (what orderChanged's recordChange writes, the same fields in the same
 * order), each fed from the one before. The seats are taken only while the sale facts the caller used are still
 * the database's (`digest`, saleFactsDigest): when they changed nothing is written and 'stale' is answered (the
 * caller reads them again); when the group has fewer seats left nothing is written and null is answered. One
 * statement is atomic without a transaction; the caller opens one only when it writes more (tourists, policies,
 * trading records). The statement's text is built once and prepared (a named statement on PostgreSQL): the
 * order row, its lines and the history entry go in as JSON. Answers the order as stored, its lines and the group
 * as the booking left it.
 */
export async function insertBookedOrder(db: DB, row: NewOrderRow, lines: readonly OrderLineInput[], w: WriteCtx, extra: FieldChange[], digest: string):
  Promise<{ order: OrderRow; lines: OrderLineRow[]; group: GroupRow } | null | 'stale'> {
  if (row.enrollment_status !== CONFIRMED && row.enrollment_status !== HELD) throw new Error('insertBookedOrder: confirmed or held orders only');
  const q = bookingStatement(db, row.enrollment_status === CONFIRMED ? 'confirmed' : 'held');
  const given = row as unknown as Record<string, unknown>;
  const stored: Record<string, unknown> = {};
  for (const [k, c] of q.written) {
    if (!(k in given)) throw new Error(`insertBookedOrder: column ${k} not given`);
    const v = given[k];
    // JSON columns go in as they are; the rest as the driver would send them (dates as ISO text).
    stored[c.name] = v == null ? null : q.json.has(k) ? v : c.mapToDriverValue(v);
  }
  // The history entry as recordChange(tx, orders, 'create', null, <stored row>, w, extra) would write it: the
  // stored row's fields in the table's column order (those the database fills are skipped by diffRows).
  const asStored: Record<string, unknown> = {};
  for (const [k] of q.cols) asStored[k] = given[k] ?? null;
  const changes = [...diffRows(null, asStored, w.def), ...extra];
  const res = await q.run(db, {
    facts: digest, gid: row.group_id, seats: row.seats, row: JSON.stringify(stored),
    lines: JSON.stringify(lines.map((l, i) => ({ fee_type: l.fee_type, description: l.description ?? null, price: l.price, quantity: l.quantity, total: l.price * l.quantity, sort: i }))),
    uid: w.user?.uid ?? null, uname: w.user?.user_name ?? null, changes: JSON.stringify(changes),
  });
  const [r] = rows<Record<string, unknown>>(res);
  if (!r || r.__order == null) {
    // No seat taken: full, or the facts changed (or the group is gone) — told apart by reading the digest again,
    // a second statement only for a sign-up that books nothing (a fact changed in between answers 'stale': read again).
    const [f] = rows<{ ok: boolean | null }>(await db.execute(sql`select ${saleFactsDigest} = ${digest}::text as ok
      from ${tourGroups} inner join ${products} on ${products.id} = ${tourGroups.product_id} where ${tourGroups.id} = ${row.group_id}::integer`));
    return f?.ok ? null : 'stale';
  }
  // The rows come as JSON (3 columns to describe and parse instead of ~70): each value mapped as the column maps it.
  const json = <X>(v: unknown): X => (typeof v === 'string' ? JSON.parse(v) : v) as X;
  const fromJson = <T>(v: unknown, cols: [string, PgColumn][]): T => {
    const o = json<Record<string, unknown>>(v);
    const out: Record<string, unknown> = {};
    for (const [k, c] of cols) { const x = o[c.name]; out[k] = x == null ? null : c.mapFromDriverValue(x); }
    return out as T;
  };
  return { order: fromJson<OrderRow>(r.__order, q.cols), lines: json<OrderLineRow[]>(r.__lines), group: fromJson<GroupRow>(r.__group, q.groupCols) };
}

type Placeholders = Record<string, unknown>;
interface BookingStatement {
  cols: [string, PgColumn][]; written: [string, PgColumn][]; json: Set<string>; groupCols: [string, PgColumn][];
  run(db: DB, values: Placeholders): Promise<unknown>;
}
const bookingStatements = new Map<string, BookingStatement>();

/** The booking statement of insertBookedOrder for confirmed or held seats, built once (its text never varies). */
function bookingStatement(db: DB, kind: 'held' | 'confirmed'): BookingStatement {
  const found = bookingStatements.get(kind);
  if (found) return found;
  const p = (name: string) => sql.placeholder(name);
  const cols = Object.entries(getTableColumns(orders)) as [string, PgColumn][];
  const written = cols.filter(([k]) => !DB_FILLED.has(k));
  const groupCols = Object.entries(getTableColumns(tourGroups)) as [string, PgColumn][];
  // The facts are compared inside the seat UPDATE (on the group row it locks, re-checked with the seats when a
  // concurrent sign-up changed that row), so a booking reads the group once; only when no seat was taken is the
  // digest read again (insertBookedOrder, a statement of its own), to answer 'stale' (facts changed) apart from full.
  // Not a fallback sub-select of this statement: PostgreSQL sets up every sub-plan of a statement at each execution,
  // run or not (executor start-up was ~14 % of the booking's backend CPU, perf, 2026-11-29).
  const query = sql`
    with g as (${takeSeatsSql(p('gid'), p('seats'), kind, sql`(select ${saleFactsDigest} from ${products} where ${products.id} = ${tourGroups.product_id}) = ${p('facts')}::text`)}),
    o as (
      insert into ${orders} (${sql.join(written.map(([, c]) => sql.identifier(c.name)), sql`, `)}, created_at, updated_at)
      select ${sql.join(written.map(([, c]) => sql`r.${sql.identifier(c.name)}`), sql`, `)}, now(), now()
      from g, jsonb_populate_record(null::${orders}, ${p('row')}::jsonb) r
      returning *),
    l as (
      insert into ${orderLines} (order_id, fee_type, description, price, quantity, total, sort)
      select o.id, x.fee_type, x.description, x.price, x.quantity, x.total, x.sort
      from o cross join jsonb_to_recordset(${p('lines')}::jsonb) as x(fee_type smallint, description varchar, price bigint, quantity integer, total bigint, sort integer)
      returning *),
    h as (
      insert into ${changeLog} (table_name, record_id, action, user_id, user_name, changes)
      select 'orders', o.id, 'create', ${p('uid')}::integer, ${p('uname')}::varchar, ${p('changes')}::jsonb from o)
    select row_to_json(o) as "__order", row_to_json(g) as "__group",
      (select coalesce(json_agg(l order by l.sort, l.id), '[]'::json) from l) as "__lines"
    from (select 1) as one left join (o cross join g) on true`;
  const built = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query);
  const name = `signup_book_${kind}`;
  const statement: BookingStatement = {
    cols, written, groupCols, json: new Set(written.filter(([, c]) => /^json/.test(c.getSQLType())).map(([k]) => k)),
    run: (on, values) => {
      const session = (on as unknown as { session: PgSession }).session;
      let prepared = preparedOn.get(session);
      if (!prepared) { prepared = session.prepareQuery(built, undefined, name, false); preparedOn.set(session, prepared); }
      return prepared.execute(values);
    },
  };
  const preparedOn = new WeakMap<PgSession, ReturnType<PgSession['prepareQuery']>>();
  bookingStatements.set(kind, statement);
  return statement;
}

/** Gives back whatever the order holds (confirmed or held seats, or its waiting-list place); answers the seats freed. */
export async function releaseOrderSeats(tx: DB, o: OrderRow): Promise<number> {
  if (o.enrollment_status === CONFIRMED) { await releaseSeats(tx, o.group_id, o.seats, 'confirmed'); return o.seats; }
  if (o.enrollment_status === HELD) { await releaseSeats(tx, o.group_id, o.seats, 'held'); return o.seats; }
  if (o.enrollment_status === WAITING) await changeWaiting(tx, o.group_id, -o.seats);
  return 0;
}

/** Cancels an order's enrollment: seats released, covers cancelled, the waiting list offered what was freed. */
export async function cancelEnrollment(s: Services, tx: DB, o: OrderRow, user: WriteCtx['user'], reason: string): Promise<OrderRow> {
  await withdrawCreditApplication(s, tx, o, '取消');
  const freed = await releaseOrderSeats(tx, o);
  const [row] = await tx.update(orders).set({ enrollment_status: CANCELLED, hold_deadline: null, waiting_since: null, credit_state: o.credit_state === CREDIT_WAITING ? CREDIT_NONE : o.credit_state, updated_at: new Date(), version: sql`${orders.version} + 1` })
    .where(eq(orders.id, o.id)).returning();
  await tx.update(insurancePolicies).set({ status: 1, cancelled_at: new Date(), cancel_reason: reason.slice(0, 200), version: sql`${insurancePolicies.version} + 1` })
    .where(and(eq(insurancePolicies.order_id, o.id), eq(insurancePolicies.status, 0)));
  await orderChanged(tx, 'update', o, row, orderWrite(user), [{ field: 'cancel_reason', label: '取消原因', old: null, new: reason }]);
  if (freed > 0) await offerSeatsToWaiting(s, tx, o.group_id);
  return row;
}

/** Confirms a hold (its held seats become confirmed); refused while it waits on credit. */
export async function confirmHold(tx: DB, o: OrderRow, user: WriteCtx['user']): Promise<OrderRow> {
  if (o.enrollment_status === CONFIRMED) throw badInput('订单已确认占座');
  if (o.enrollment_status === CANCELLED) throw badInput('订单已取消，不能确认');
  if (o.credit_state === CREDIT_WAITING) throw badInput('订单超出授信额度，正在等待临时授信审批，暂不能确认');
  // The credit check holds for a hold and for a waiting order confirmed straight away alike.
  const credit = await checkCredit(tx, o);
  if (credit.needed && o.credit_state !== CREDIT_GRANTED) throw badInput(`${creditShortfallText(credit)}，不能确认；请先申请临时授信或收款`);
  if (o.enrollment_status === WAITING) {
    if (!(await tryTakeSeats(tx, o.group_id, o.seats, 'confirmed'))) throw conflict('人数已达上限');
    await changeWaiting(tx, o.group_id, -o.seats);
  } else {
    await confirmHeldSeats(tx, o.group_id, o.seats);
  }
  const [row] = await tx.update(orders).set({ enrollment_status: CONFIRMED, hold_deadline: null, waiting_since: null, updated_at: new Date(), version: sql`${orders.version} + 1` })
    .where(eq(orders.id, o.id)).returning();
  await orderChanged(tx, 'update', o, row, orderWrite(user));
  return row;
}

/**
 * Offers freed seats of a group to its waiting list: oldest first, each waiting order whose seats fit becomes
 * a hold (seats taken, a hold deadline) and its sales user gets a message.
 */
export async function offerSeatsToWaiting(s: Services, tx: DB, groupId: number): Promise<number[]> {
  const waiting = await tx.select().from(orders).where(and(eq(orders.group_id, groupId), eq(orders.enrollment_status, WAITING)))
    .orderBy(asc(orders.waiting_since), asc(orders.id)).for('update');
  const offered: number[] = [];
  for (const o of waiting) {
    if (!(await tryTakeSeats(tx, groupId, o.seats, 'held'))) continue;
    await changeWaiting(tx, groupId, -o.seats);
    const deadline = new Date(Date.now() + HOLD_HOURS_DEFAULT * HOUR);
    // The hold is checked against the customer's credit like any hold; the application is submitted in the
    // name of the order's sales user.
    const [seller] = o.created_by ? await tx.select({ uid: users.id, user_name: users.user_name }).from(users).where(eq(users.id, o.created_by)) : [];
    const credit = await creditHold(s, tx, o, { uid: seller?.uid ?? 0, user_name: seller?.user_name ?? '系统', dept_id: o.dept_id }, false);
    const [row] = await tx.update(orders).set({ enrollment_status: HELD, hold_deadline: deadline, waiting_since: null, ...credit, updated_at: new Date(), version: sql`${orders.version} + 1` })
      .where(eq(orders.id, o.id)).returning();
    const onCredit = row.credit_state === CREDIT_WAITING;
    await orderChanged(tx, 'update', o, row, orderWrite(null), [{ field: 'waiting', label: '候补', old: '候补', new: onCredit ? '已获得余位并转为占位（超出授信额度，等待临时授信审批）' : '已获得余位并转为占位' }]);
    if (o.created_by) {
      await s.messages.notify(tx, [o.created_by], {
        kind: 'todo', title: `候补订单${o.code}已获得${o.seats}个座位`,
        content: onCredit
          ? `团期有余位释放，候补订单${o.code}已转为占位；客户超出授信额度，已提交临时授信申请，审批通过后方可确认。`
          : `团期有余位释放，候补订单${o.code}已转为占位，请在${formatDateTime(deadline, 'minute')}前确认，逾期自动释放。`,
        link: `/order/list/lineOrderDetail?id=${o.id}`, biz_type: 'order', biz_id: o.id,
      });
    }
    offered.push(o.id);
  }
  return offered;
}

/** Cancels the holds whose deadline has passed (not those waiting on credit) and offers the seats on. */
export async function expireHolds(s: Services, now: Date = new Date()): Promise<number[]> {
  const due = await s.db.select({ id: orders.id }).from(orders)
    .where(and(eq(orders.enrollment_status, HELD), lt(orders.hold_deadline, now), ne(orders.credit_state, CREDIT_WAITING))).limit(500);
  const done: number[] = [];
  for (const { id } of due) {
    const ok = await inTx(s.db, async (tx) => {
      const [o] = await tx.select().from(orders).where(eq(orders.id, id)).for('update', { skipLocked: true });
      if (!o || o.enrollment_status !== HELD || !o.hold_deadline || o.hold_deadline >= now || o.credit_state === CREDIT_WAITING) return false;
      await cancelEnrollment(s, tx, o, null, '占位已过期，系统自动释放');
      if (o.created_by) {
        await s.messages.notify(tx, [o.created_by], { kind: 'result', title: `订单${o.code}占位已过期`, content: `订单${o.code}的${o.seats}个占位已过截止时间，系统已自动释放。`, link: `/order/list/lineOrderDetail?id=${o.id}`, biz_type: 'order', biz_id: o.id });
      }
      return true;
    });
    if (ok) done.push(id);
  }
  return done;
}

/**
 * The receipt hook of the finance module: adds a claimed receipt to the order's received amount and confirms
 * a hold once the received amount covers its deposit (not while it waits on credit).
 */
export async function confirmHoldByReceipt(tx: DB, orderId: number, receivedFen: number): Promise<OrderRow> {
  if (!Number.isSafeInteger(receivedFen)) throw new Error('confirmHoldByReceipt: received must be integer fen');
  const o = await lockOrder(tx, orderId);
  const [row] = await tx.update(orders).set({ received: sql`${orders.received} + ${receivedFen}`, updated_at: new Date(), version: sql`${orders.version} + 1` })
    .where(eq(orders.id, orderId)).returning();
  await orderChanged(tx, 'update', o, row, orderWrite(null));
  if (row.enrollment_status === HELD && row.received >= row.deposit && row.credit_state !== CREDIT_WAITING) return confirmHold(tx, row, null);
  return row;
}

/**
 * A group ended (called by the operation module): its confirmed orders (order status 1 with seats) become
 * 4 已完成, each change recorded. Answers the ids of the orders completed.
 */
export async function completeGroupOrders(tx: DB, groupId: number, user: WriteCtx['user'] = null): Promise<number[]> {
  const due = await tx.select().from(orders)
    .where(and(eq(orders.group_id, groupId), eq(orders.order_status, ORDER_CONFIRMED), ne(orders.enrollment_status, CANCELLED))).for('update');
  if (!due.length) return [];
  const done = await tx.update(orders).set({ order_status: ORDER_COMPLETED, updated_at: new Date(), version: sql`${orders.version} + 1` })
    .where(inArray(orders.id, due.map((o) => o.id))).returning();
  const before = new Map(due.map((o) => [o.id, o]));
  for (const row of done) await orderChanged(tx, 'update', before.get(row.id)!, row, orderWrite(user), [{ field: 'group_end', label: '团期结束', old: null, new: '团期已结束，订单已完成' }]);
  return done.map((r) => r.id);
}
