/**
 * Routes of the registration module: the registration hall, sign-up and the order life (list, detail, update,
 * delete, confirm, cancel, audit), tourists, adjustments, direct-connect orders, the insurance centre and the
 * sales confirmation. The hold sweeper (startHoldSweeper) runs while the server runs.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  HOLD_SWEEP_INTERVAL_MS, Msg, RESOURCES, adjustmentCreate, adjustmentListQuery, hallDetailReq, hallListQuery, idReq, isoToday,
  likePersonReq, orderCancel, orderCreate, orderIdReq, orderIdVersion, orderListQuery, orderUpdate, personsOf, salesConfirmationReq,
  seatsOf, touristSave, type HallDetail, type OrderCreate, SUPPLY_ROUTE_ORDER_LIST_PATH } from '@ta/contract';
import {
  adjustmentDetail, adjustmentPage, adjustmentRecord, hallDetail, hallPage, noAnswer, orderAuditAnswer, orderDetail as orderDetailOut, orderPage, personMatches,
  salesConfirmation, touristsAnswer,
} from '@ta/contract';
import type { DB } from '../../db/client';
import { submitForAudit } from '../../platform/approval';
import { dateRange, escapeLike, inTx, restoreMasked, type AnyRow } from '../../platform/data';
import { badInput, conflict, notFound } from '../../platform/errors';
import { recordChange } from '../../platform/history';
import { mountResource } from '../../platform/resource';
import { defineRoute, type Ctx } from '../../platform/route';
import { rows } from '../../platform/session';
import type { Services } from '../../platform/services';
import { agencyDay, issueNumber, issueNumberAhead } from '../basic/number.service';
import { boundaryOf, ownerOf, userNames } from '../merchant/merchant.common';
import { tourGroups } from '../operation/group.tables';
import { packagePrices, planDays, pricePackages, productPlans, products } from '../product/product.tables';
import { createAdjustment } from './adjustment.service';
import { registerRegistrationAudits } from './registration.audit';
import { createPolicies, registrationExtraRoutes } from './registration.extra';
import {
  CONFIRMED, CREDIT_NONE, HELD, ORDER_UNCONFIRMED, WAITING, book, cancelEnrollment, checkCredit, confirmHold, expireHolds, forgetSaleFacts, forSale, groupForSale, groupOf,
  insertBookedOrder, lineRows, listPriceText, newBookingValues, offerSeatsToWaiting, orderChanged, orderTradesChanged, orderWrite, pricesByKind, readSaleFacts, rememberedSaleFacts,
  rememberSaleFacts, releaseOrderSeats, replaceLines, withdrawCreditApplication, type NewOrderRow, type OrderRow, type SaleFacts,
} from './registration.service';
import { insurancePolicies, orderAdjustments, orderLines, orderTourists, orders } from './registration.tables';
import { activeTourists, maskTourist, prepareTourists, saveTourists, seesInfo, touristsFor } from './tourist.service';
import { touristImportRoutes } from './tourist.import';
import { visibleOrder, orderBoundary, codes, listOrders, orderForWrite, orderOut, orderDetail, checkCustomer, actorOf } from './registration.orders';

const HALL = 'route_registration';
const ORDERS = 'route_order_list';
const tag = '报名与订单';

// ---------------------------------------------------------------- routes

/** The hold sweeper: expired holds are released while the server runs (the module's start step). */
export function startHoldSweeper(s: Services, app: FastifyInstance): () => void {
  const timer = setInterval(() => { expireHolds(s).catch((e: unknown) => app.log.error(e, 'expireHolds')); }, s.config.holdSweepMs ?? HOLD_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

export function registrationRoutes(app: FastifyInstance): void {
  registerRegistrationAudits();
  const s = app.services;
  // The change history (变更记录) of orders, adjustments and policies is read with their page keys (credit lines: finance).
  // Tourists' history holds personal data and is not offered.
  for (const [def, table] of [[RESOURCES.routeOrder, orders], [RESOURCES.orderAdjustment, orderAdjustments], [RESOURCES.insurancePolicy, insurancePolicies]] as const) {
    mountResource(app, { ...def, verbs: [] }, { table });
  }

  defineRoute(app, { path: '/api/v1/registration/hall/list', access: { key: HALL, action: 'view' }, body: hallListQuery, out: hallPage, tag, summary: '报名大厅：可报名的团期（价格、余位）' },
    async (q, ctx) => {
      const today = isoToday();
      const conds: (SQL | undefined)[] = [eq(products.audit_status, 1), eq(tourGroups.state, 0), sql`${tourGroups.stop_sale_date} >= ${today}`,
        sql`(${products.sale_start_date} is null or ${products.sale_start_date} <= ${today})`];
      conds.push(...dateRange(tourGroups.departure_date, q.departure_date));
      if (q.destination?.trim()) conds.push(ilike(products.destination_text, `%${escapeLike(q.destination.trim())}%`));
      if (q.product_keyword?.trim()) { const k = `%${escapeLike(q.product_keyword.trim())}%`; conds.push(or(ilike(products.name, k), ilike(products.code, k), ilike(tourGroups.code, k))); }
      if (q.dept_id) conds.push(eq(tourGroups.dept_id, q.dept_id));
      if (q.only_available) conds.push(sql`${tourGroups.seats_plan} - ${tourGroups.seats_held} - ${tourGroups.seats_confirmed} > 0`);
      const where = and(...conds.filter(Boolean));
      const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(tourGroups).innerJoin(products, eq(products.id, tourGroups.product_id)).where(where);
      const data = await ctx.db.select({ g: tourGroups, p: products, pkg_name: pricePackages.name }).from(tourGroups)
        .innerJoin(products, eq(products.id, tourGroups.product_id)).innerJoin(pricePackages, eq(pricePackages.id, tourGroups.package_id))
        .where(where).orderBy(asc(tourGroups.departure_date), asc(tourGroups.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
      const pkgIds = [...new Set(data.map((r) => r.g.package_id))];
      const prices = pkgIds.length ? await ctx.db.select().from(packagePrices).where(and(inArray(packagePrices.package_id, pkgIds), eq(packagePrices.price_kind, 1))) : [];
      return {
        page_data: {
          total_size: Number(n), total_page: Math.ceil(Number(n) / q.pageSize),
          data: data.map(({ g, p, pkg_name }) => ({
            group_id: g.id, group_code: g.code, product_id: p.id, product_name: p.name, product_code: p.code, days: p.days, nights: p.nights,
            destination_text: p.destination_text, departure_date: g.departure_date, disband_date: g.disband_date, stop_sale_date: g.stop_sale_date,
            iron_hair: g.iron_hair, deposit: p.deposit, package_id: g.package_id, package_name: pkg_name,
            prices: Object.fromEntries(prices.filter((x) => x.package_id === g.package_id).map((x) => [String(x.fee_type), x.price])),
            seats_plan: g.seats_plan, seats_held: g.seats_held, seats_confirmed: g.seats_confirmed, seats_waiting: g.seats_waiting,
            remaining: Math.max(g.seats_plan - g.seats_held - g.seats_confirmed, 0), dept_id: g.dept_id,
            count_confirm: g.seats_confirmed, minimum_group_size: g.minimum_group_size, soon_group_size: g.soon_group_size,
          })),
        },
      };
    });

  defineRoute(app, { path: '/api/v1/registration/hall/detail', access: { key: HALL, action: 'view' }, body: hallDetailReq, out: hallDetail, tag, summary: '报名大厅：一个团期（产品、价格、余位、行程）' },
    async (i, ctx): Promise<HallDetail> => {
      const { group: g, product: p } = await groupOf(ctx.db, i.id);
      const [pkg] = await ctx.db.select({ name: pricePackages.name }).from(pricePackages).where(eq(pricePackages.id, g.package_id));
      const prices = await ctx.db.select().from(packagePrices).where(eq(packagePrices.package_id, g.package_id));
      const byKind = (kind: number) => Object.fromEntries(prices.filter((x) => x.price_kind === kind).map((x) => [String(x.fee_type), x.price]));
      const [plan] = await ctx.db.select().from(productPlans).where(eq(productPlans.id, g.plan_id));
      const days = plan ? await ctx.db.select().from(planDays).where(eq(planDays.plan_id, plan.id)).orderBy(asc(planDays.day_no), asc(planDays.id)) : [];
      let why: string | null = null;
      try { await groupForSale(ctx.db, g.id); } catch (e) { why = e instanceof Error ? e.message.replace(/^该团期不可报名：/, '') : '不可报名'; }
      return {
        group_id: g.id, group_code: g.code, product_id: p.id, product_name: p.name, product_code: p.code, days: p.days, nights: p.nights,
        destination_text: p.destination_text, departure_date: g.departure_date, disband_date: g.disband_date, stop_sale_date: g.stop_sale_date,
        iron_hair: g.iron_hair, deposit: p.deposit, package_id: g.package_id, package_name: pkg?.name ?? '',
        prices: byKind(1), peer_prices: byKind(2), market_prices: byKind(3), prices_by_kind: await pricesByKind(ctx.db, p.id, g.package_id),
        seats_plan: g.seats_plan, seats_held: g.seats_held, seats_confirmed: g.seats_confirmed, seats_waiting: g.seats_waiting,
        remaining: Math.max(g.seats_plan - g.seats_held - g.seats_confirmed, 0), dept_id: g.dept_id, state: g.state,
        count_confirm: g.seats_confirmed, minimum_group_size: g.minimum_group_size, soon_group_size: g.soon_group_size,
        for_sale: why === null, not_for_sale_reason: why,
        features: p.features, cost_include: p.cost_include, cost_exclude: p.cost_exclude, booking_notice: p.booking_notice,
        min_persons: p.min_persons, max_persons: p.max_persons,
        plan: plan ? {
          id: plan.id, name: plan.name, days: plan.days, nights: plan.nights, gathering_place: plan.gathering_place, remark: plan.remark,
          itinerary: days.map((d) => ({ day_no: d.day_no, title: d.title, description: d.description, meals: d.meals, lodging: d.lodging, hotel_star: d.hotel_star, traffic_type: d.traffic_type, place: d.place, sights: d.sights })),
        } : null,
      };
    });

  /**
   * One sign-up (/api/v1/routeOrder/add). `remembered`: the group's sale facts from an earlier sign-up of this
   * process (rememberedSaleFacts) — then the sign-up reads nothing before it books, and its booking statement
   * books only if the facts are still the database's. Answers FRESH when the sign-up has to start over with facts
   * read now: the remembered ones changed, or anything before the booking refused with them (so every refusal
   * comes from the database's current facts, in the order the checks always ran).
   */
  const FRESH = Symbol('fresh');
  class StaleSaleFacts extends Error {}
  const signUp = async (i: OrderCreate, ctx: Ctx, remembered: SaleFacts | undefined): Promise<AnyRow | typeof FRESH> => {
    const enrollment = i.enrollment as 0 | 1 | 3;
    // Reads and checks before the booking (each a single statement, as they were inside a transaction under READ
    // COMMITTED): the group open for sale with its list prices (one statement, none when remembered), fail fast when
    // it is visibly full (the conditional seat UPDATE stays the real check), the customer, the tourists, the credit.
    const before = async () => {
      const facts = forSale(remembered ?? await readSaleFacts(ctx.db, i.group_id), agencyDay());
      const { group, product, prices } = facts;
      if (enrollment !== WAITING && group.seats_plan - group.seats_held - group.seats_confirmed < seatsOf(i)) {
        if (remembered) return FRESH; // remembered counters may be old: read them
        throw conflict(Msg.seatsFull);
      }
      await checkCustomer(ctx.db, i.customer_kind, i.customer_id);
      const prepared = await prepareTourists(ctx.db, i.tourists, group.departure_date);
      const entered = {
        code: '', group_id: group.id, product_id: product.id, customer_kind: i.customer_kind, customer_id: i.customer_id ?? null,
        sales_channel_id: i.sales_channel_id ?? null, contact_name: i.contact_name, contact_phone: i.contact_phone, channel_order_no: i.channel_order_no ?? null,
        order_type: 0, sales_platform: null, adult_count: i.adult_count, child_count: i.child_count, senior_count: i.senior_count, infant_count: i.infant_count,
        rooms: i.rooms, hotel_level: i.hotel_level ?? null, order_status: ORDER_UNCONFIRMED, audit_status: 0, total: i.lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
        received: 0, remark: i.remark ?? null, ...ownerOf(ctx),
      };
      // The fast sign-up (docs/decisions.md "Sign-ups in one statement"): confirmed or held within the customer's
      // credit. A waiting-list sign-up or one above the credit line (a temporary credit application to submit)
      // books through book() below, always on facts read now.
      const fast = enrollment !== WAITING && !(await checkCredit(ctx.db, { ...entered, id: 0, seats: seatsOf(i), credit_state: CREDIT_NONE, credit_audit_id: null } as OrderRow)).needed;
      if (!fast && remembered) return FRESH;
      const row: NewOrderRow | null = fast ? { ...entered, ...newBookingValues(product, entered, enrollment as 0 | 1, i.hold_deadline) } : null;
      // The list prices for this customer kind go into the order's history, to compare with the lines sold.
      return { facts, prepared, entered, row, listPrice: [{ field: 'list_price', label: '牌价', old: null, new: listPriceText(prices[i.customer_kind]) }] };
    };
    let b: Awaited<ReturnType<typeof before>>;
    try { b = await before(); } catch (e) { if (remembered) return FRESH; throw e; }
    if (b === FRESH) return FRESH;
    const { facts: { group, product, digest }, prepared, entered, row, listPrice } = b;
    // The order number, issued ahead from this process's block (orders are not gap-free: docs/decisions.md), so no
    // sign-up holds the counter row and most take their number without a statement.
    const code = await issueNumberAhead(ctx.db, 'order');
    if (row) {
      // Seats, order, lines and history in one statement (insertBookedOrder), a transaction only when tourists,
      // policies or trading records are written with it.
      row.code = code;
      const write = async (db: DB) => {
        const booked = await insertBookedOrder(db, row, i.lines, orderWrite(ctx.user), listPrice, digest);
        if (booked === 'stale') throw new StaleSaleFacts();
        if (!booked) throw conflict(Msg.seatsFull);
        await orderTradesChanged(db, 'create', null, booked.order, { code: booked.group.code, product_name: product.name });
        const saved = await saveTourists(db, booked.order.id, group.id, prepared, { user: ctx.user }, true);
        const insured = prepared.map((p, k) => ({ product: p.insurance_product_id, tourist: saved[k] })).filter((x) => x.product);
        for (const pid of new Set(insured.map((x) => x.product!))) {
          await createPolicies(db, booked.order, booked.group, product.days, pid, insured.filter((x) => x.product === pid).map((x) => x.tourist), ctx);
        }
        return { order: booked.order, lines: booked.lines, tourists: saved, insured: insured.length > 0, group: booked.group, product };
      };
      const more = prepared.length > 0 || Boolean(entered.customer_id || entered.sales_channel_id);
      let done: Awaited<ReturnType<typeof write>>;
      try {
        done = more ? await inTx(ctx.db, write) : await write(ctx.db);
      } catch (e) {
        // Stale facts: nothing was written. Full: the next sign-up of this group reads its counters.
        forgetSaleFacts(ctx.db, group.id);
        if (e instanceof StaleSaleFacts) return FRESH;
        throw e;
      }
      rememberSaleFacts(ctx.db, { ...b.facts, group: done.group });
      return orderDetail(ctx, done.order.id, done);
    }
    const fresh = await inTx(ctx.db, async (tx) => {
      const [o] = await tx.insert(orders).values({ ...entered, code, seats: seatsOf(i), enrollment_status: HELD }).returning();
      const lines = i.lines.length ? await tx.insert(orderLines).values(lineRows(o.id, i.lines)).returning() : [];
      const booked = await book(s, tx, o, group, product, { enrollment, hold_deadline: i.hold_deadline }, actorOf(ctx));
      await orderChanged(tx, 'create', null, booked, orderWrite(ctx.user), listPrice);
      const saved = await saveTourists(tx, o.id, group.id, prepared, { user: ctx.user }, true);
      const insured = prepared.map((p, k) => ({ product: p.insurance_product_id, tourist: saved[k] })).filter((x) => x.product);
      for (const pid of new Set(insured.map((x) => x.product!))) {
        await createPolicies(tx, booked, group, product.days, pid, insured.filter((x) => x.product === pid).map((x) => x.tourist), ctx);
      }
      return { order: booked, lines, tourists: saved, insured: insured.length > 0 };
    });
    return orderDetail(ctx, fresh.order.id, fresh);
  };

  defineRoute(app, { path: '/api/v1/routeOrder/add', access: { key: HALL, action: 'signUp' }, body: orderCreate, out: orderDetailOut, tag, summary: '报名：下单（确认、占位或候补）' },
    async (i, ctx) => {
      // First on the facts remembered from this group's last sign-up (none for a waiting-list sign-up), then on facts
      // read now; a booking that finds them changed again (edited meanwhile) starts over, three times at most.
      let answer = await signUp(i, ctx, i.enrollment === WAITING ? undefined : rememberedSaleFacts(ctx.db, i.group_id));
      for (let n = 0; answer === FRESH; n++) {
        if (n === 3) throw conflict(Msg.saleFactsChanged);
        answer = await signUp(i, ctx, undefined);
      }
      return answer;
    });

  defineRoute(app, { path: '/api/v1/routeOrder/list', access: { key: ORDERS, action: 'view' }, body: orderListQuery, out: orderPage, tag, summary: '线路订单列表' },
    (q, ctx) => listOrders(ctx, q));

  // 线路操作大厅 › 线路订单: the orders of the groups the operator runs, whoever sold them (the sales boundary would hide them all).
  defineRoute(app, { path: SUPPLY_ROUTE_ORDER_LIST_PATH, access: { key: 'supply_route_order_list', action: 'view' }, body: orderListQuery, out: orderPage, tag, summary: '线路订单（产品侧：本人可见团期的全部订单）' },
    (q, ctx) => listOrders(ctx, q, [], { boundary: 'group' }));

  defineRoute(app, { path: '/api/v1/routeOrder/detail', access: { key: ORDERS, action: 'view' }, body: idReq, out: orderDetailOut, tag, summary: '订单详情（游客、价格、收款、调整单）' },
    (i, ctx) => orderDetail(ctx, i.id));

  defineRoute(app, { path: '/api/v1/routeOrder/update', access: { key: ORDERS, action: 'canEditor' }, body: orderUpdate, out: orderDetailOut, tag, summary: '修改未确认的订单（重新占座）' },
    async (i, ctx) => {
      await inTx(ctx.db, async (tx) => {
        const o = await orderForWrite(ctx, tx, i.id, i.version, {
          unconfirmed: '订单已确认，请通过调整单调价或退团', notCancelled: '订单已取消，不能修改', notAuditing: '订单正在审核中，不能修改；请等待审核结果',
        });
        await checkCustomer(tx, i.customer_kind, i.customer_id);
        const { group, product } = await groupOf(tx, o.group_id);
        const existing = await tx.select().from(orderTourists).where(eq(orderTourists.order_id, o.id));
        const prepared = await prepareTourists(tx, i.tourists, group.departure_date, existing);
        const total = await replaceLines(tx, o.id, i.lines);
        // Re-book: give back what the order holds, then book the new head count the same way (same transaction).
        await releaseOrderSeats(tx, o);
        const [changed] = await tx.update(orders).set({
          customer_kind: i.customer_kind, customer_id: i.customer_id ?? null, sales_channel_id: i.sales_channel_id ?? null, contact_name: i.contact_name,
          contact_phone: restoreMasked({ contact_phone: i.contact_phone }, o, { contact_phone: '联系电话' }).contact_phone as string, channel_order_no: i.channel_order_no ?? null, adult_count: i.adult_count, child_count: i.child_count,
          senior_count: i.senior_count, infant_count: i.infant_count, seats: seatsOf(i), rooms: i.rooms, hotel_level: i.hotel_level ?? null, total,
          remark: i.remark ?? null, version: sql`${orders.version} + 1`, updated_at: new Date(),
        }).where(eq(orders.id, o.id)).returning();
        const [fresh] = await tx.select().from(tourGroups).where(eq(tourGroups.id, o.group_id));
        const enrollment = o.enrollment_status === CONFIRMED ? 0 : o.enrollment_status === WAITING ? 3 : 1;
        const keepDeadline = o.hold_deadline && o.hold_deadline > new Date() ? o.hold_deadline.toISOString() : null;
        const booked = await book(s, tx, changed, fresh, product, { enrollment, hold_deadline: keepDeadline }, actorOf(ctx));
        await orderChanged(tx, 'update', o, booked, orderWrite(ctx.user));
        await saveTourists(tx, o.id, o.group_id, prepared, { user: ctx.user });
        if (o.seats > booked.seats || o.enrollment_status !== booked.enrollment_status) await offerSeatsToWaiting(s, tx, o.group_id);
      });
      return orderDetail(ctx, i.id);
    });

  defineRoute(app, { path: '/api/v1/routeOrder/delete', access: { key: ORDERS, action: 'canDelete' }, body: idReq, out: noAnswer, tag, summary: '删除未确认的订单（释放座位）' },
    async (i, ctx) => inTx(ctx.db, async (tx) => {
      const o = await orderForWrite(ctx, tx, i.id, undefined, {
        unconfirmed: '只能删除未确认的订单', unpaid: '订单已有收款，不能删除', notAuditing: '订单正在审核中，不能删除',
      });
      await withdrawCreditApplication(s, tx, o, '删除');
      const freed = await releaseOrderSeats(tx, o);
      await tx.delete(orders).where(eq(orders.id, o.id));
      await orderChanged(tx, 'delete', o, null, orderWrite(ctx.user));
      if (freed > 0) await offerSeatsToWaiting(s, tx, o.group_id);
      return null;
    }));

  defineRoute(app, { path: '/api/v1/routeOrder/confirm', access: { key: ORDERS, action: 'canEditor' }, body: orderIdVersion, out: orderDetailOut, tag, summary: '占位转确认' },
    async (i, ctx) => {
      await inTx(ctx.db, async (tx) => {
        await confirmHold(tx, await orderForWrite(ctx, tx, i.id, i.version), ctx.user);
      });
      return orderDetail(ctx, i.id);
    });

  defineRoute(app, { path: '/api/v1/routeOrder/cancel', access: { key: ORDERS, action: 'canEditor' }, body: orderCancel, out: orderDetailOut, tag, summary: '取消订单（释放座位，候补递补）' },
    async (i, ctx) => {
      await inTx(ctx.db, async (tx) => {
        const o = await orderForWrite(ctx, tx, i.id, i.version, {
          notCancelled: '订单已取消', unconfirmed: '订单已确认，请通过退团调整单办理', notAuditing: '订单正在审核中，不能取消；请等待审核结果',
        });
        await cancelEnrollment(s, tx, o, ctx.user, i.reason ?? '手工取消');
      });
      return orderDetail(ctx, i.id);
    });

  defineRoute(app, { path: '/api/v1/routeOrder/submitAudit', access: { key: ORDERS, action: 'canEditor' }, body: idReq, out: orderAuditAnswer, tag, summary: '提交订单审核' },
    async (i, ctx) => inTx(ctx.db, async (tx) => {
      const o = await orderForWrite(ctx, tx, i.id, undefined, { unconfirmed: '订单已审核' });
      if (o.enrollment_status !== CONFIRMED && o.enrollment_status !== HELD) throw badInput('订单未占座（候补或已取消），不能提交审核');
      if (o.credit_state === 1) throw badInput('订单正在等待临时授信审批，暂不能提交审核');
      return submitForAudit(s, tx, { type: 'lineOrder', objectId: o.id, submitter: actorOf(ctx) });
    }));

  // ---------------------------------------------------------------- tourists

  defineRoute(app, { path: '/api/v1/routeOrder/client/list', access: { key: ORDERS, action: 'view' }, body: orderIdReq, out: touristsAnswer, tag, summary: '订单游客名单' },
    async (i, ctx) => {
      await visibleOrder(ctx, i.order_id);
      return touristsFor(ctx, i.order_id, await activeTourists(ctx.db, i.order_id), '游客名单');
    });

  defineRoute(app, { path: '/api/v1/routeOrder/client/add', access: { key: ORDERS, action: 'canEditor' }, body: touristSave, out: touristsAnswer, tag, summary: '保存订单游客名单（整单保存）' },
    async (i, ctx) => {
      await inTx(ctx.db, async (tx) => {
        const o = await orderForWrite(ctx, tx, i.order_id, i.version, { notCancelled: '订单已取消，不能修改游客' });
        if (i.tourists.length > personsOf(o)) throw badInput(`游客人数（${i.tourists.length}）不能超过报名人数（${personsOf(o)}）`, [{ field: 'tourists', message: '游客人数超过报名人数' }]);
        const { group } = await groupOf(tx, o.group_id);
        const existing = await tx.select().from(orderTourists).where(and(eq(orderTourists.order_id, o.id), eq(orderTourists.withdrawn, 0)));
        const prepared = await prepareTourists(tx, i.tourists, group.departure_date, existing);
        await saveTourists(tx, o.id, o.group_id, prepared, { user: ctx.user });
        await tx.update(orders).set({ version: sql`${orders.version} + 1`, updated_at: new Date() }).where(eq(orders.id, o.id));
      });
      await visibleOrder(ctx, i.order_id);
      return touristsFor(ctx, i.order_id, await activeTourists(ctx.db, i.order_id), '游客名单');
    });

  defineRoute(app, { path: '/api/v1/person/likePerson', access: { key: HALL, action: 'view' }, body: likePersonReq, out: personMatches, tag, summary: '查找以前报过名的游客（再次报名时复用）' },
    async (q, ctx) => {
      const b = await boundaryOf(ctx);
      const conds: (SQL | undefined)[] = [];
      if (q.name?.trim()) conds.push(ilike(orderTourists.client_name, `${escapeLike(q.name.trim())}%`));
      if (q.card_number?.trim()) conds.push(eq(orderTourists.client_card_number, q.card_number.trim().toUpperCase()));
      if (q.phone?.trim()) conds.push(eq(orderTourists.client_phone_number, q.phone.trim()));
      const bound = orderBoundary(b);
      const found = await ctx.db.selectDistinctOn([sql`coalesce(${orderTourists.client_card_number}, ${orderTourists.client_name} || '#' || ${orderTourists.id})`], { t: orderTourists })
        .from(orderTourists).innerJoin(orders, eq(orders.id, orderTourists.order_id))
        .where(and(...conds, bound))
        .orderBy(sql`coalesce(${orderTourists.client_card_number}, ${orderTourists.client_name} || '#' || ${orderTourists.id})`, desc(orderTourists.id)).limit(q.limit);
      const list = found.map((r) => ({ ...r.t, source_id: r.t.id }));
      if (!seesInfo(ctx)) return list.map((t) => maskTourist(t));
      // An unmasked answer holding personal data is a view, recorded on each order the tourists come from.
      const shown = list.filter((t) => t.client_card_number || t.client_phone_number || t.client_birthday);
      for (const orderId of new Set(shown.map((t) => t.order_id))) {
        const names = shown.filter((t) => t.order_id === orderId).map((t) => t.client_name);
        await recordChange(ctx.db, 'orders', 'view', null, { id: orderId }, { user: ctx.user },
          [{ field: 'tourists', label: '游客', old: null, new: `查找游客时查看未脱敏信息：${names.join('、')}` }]);
      }
      return list;
    });

  // ---------------------------------------------------------------- adjustments

  defineRoute(app, { path: '/api/v1/routeOrder/adjust/add', access: { key: ORDERS, action: 'canEditor' }, body: adjustmentCreate, out: adjustmentRecord, tag, summary: '新增订单调整单（调价或退团），提交审核' },
    async (i, ctx) => inTx(ctx.db, async (tx) => {
      await visibleOrder(ctx, i.order_id, tx);
      return createAdjustment(s, tx, i, actorOf(ctx));
    }));
  defineRoute(app, { path: '/api/v1/routeOrder/adjust/list', access: { key: ORDERS, action: 'view' }, body: adjustmentListQuery, out: adjustmentPage, tag, summary: '订单调整单列表' },
    async (q, ctx) => {
      const b = await boundaryOf(ctx);
      const conds: (SQL | undefined)[] = [orderBoundary(b)];
      if (q.order_id) conds.push(eq(orderAdjustments.order_id, q.order_id));
      if (q.group_id) conds.push(eq(orderAdjustments.group_id, q.group_id));
      const st = codes(q.status as number | number[] | undefined); if (st?.length) conds.push(inArray(orderAdjustments.status, st));
      const where = and(...conds.filter(Boolean));
      const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(orderAdjustments).innerJoin(orders, eq(orders.id, orderAdjustments.order_id)).where(where);
      const data = await ctx.db.select({ a: orderAdjustments, order_code: orders.code }).from(orderAdjustments).innerJoin(orders, eq(orders.id, orderAdjustments.order_id))
        .where(where).orderBy(desc(orderAdjustments.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
      const names = await userNames(ctx.db, data.map((r) => r.a.created_by));
      return { page_data: { total_size: Number(n), total_page: Math.ceil(Number(n) / q.pageSize), data: data.map((r) => ({ ...r.a, order_code: r.order_code, created_by_name: names.get(Number(r.a.created_by)) ?? null })) } };
    });
  defineRoute(app, { path: '/api/v1/routeOrder/adjust/detail', access: { key: ORDERS, action: 'view' }, body: idReq, out: adjustmentDetail, tag, summary: '订单调整单详情' },
    async (i, ctx) => {
      const [a] = await ctx.db.select().from(orderAdjustments).where(eq(orderAdjustments.id, i.id));
      if (!a) throw notFound('调整单不存在');
      const o = await visibleOrder(ctx, a.order_id);
      const tourists = a.tourist_ids.length ? await ctx.db.select({ id: orderTourists.id, client_name: orderTourists.client_name, person_type: orderTourists.person_type }).from(orderTourists).where(inArray(orderTourists.id, a.tourist_ids)) : [];
      return { ...a, order: orderOut(o), tourists };
    });

  defineRoute(app, { path: '/api/v1/routeOrder/salesConfirmation', access: { key: ORDERS, action: 'canPrint' }, body: salesConfirmationReq, out: salesConfirmation, tag, summary: '销售确认单数据' },
    async (i, ctx) => {
      const d = await orderDetail(ctx, i.id);
      const company = rows<AnyRow>(await ctx.db.execute(sql`select name, short_name, phone, address, license_no from companies order by id limit 1`))[0] ?? null;
      return { ...d, tourists: (d.tourists as AnyRow[]).filter((t) => t.withdrawn === 0), agency: company, printed_at: new Date().toISOString() };
    });

  registrationExtraRoutes(app);
  touristImportRoutes(app);
}
