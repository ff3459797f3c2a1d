/**
 * Direct-connect (OTA) orders — their list and the idempotent import that notifies the group's department —
 * and the insurance centre: policies insuring an order's tourists for the group's dates, premium per person
 * from the insurance product's rates, cancelled with the tourist.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  INSURANCE_TYPES_WITHOUT_RATE, RESOURCES, SalesPlatform, enumLabel, insuranceOptionsReq, mfOrderImport, type InsuranceOption, mfOrderListQuery, personsOf, policyCancel, policyCreate, policyListQuery, seatsOf,
} from '@ta/contract';
import { insuranceOptions, mfOrderImportAnswer, orderPage, policiesAnswer, insurancePolicyPage, insurancePolicyRow } from '@ta/contract';
import type { DB } from '../../db/client';
import { boundaryCondition, escapeLike, inTx, type AnyRow } from '../../platform/data';
import { AppError, badInput, conflict, notFound } from '../../platform/errors';
import { recordChange } from '../../platform/history';
import { defineRoute, type Ctx } from '../../platform/route';
import { issueNumber } from '../basic/number.service';
import { insuranceCompanies, insuranceProducts, insuranceRates } from '../insurance/insurance.tables';
import { quoteInsurance } from '../insurance/insurance.service';
import { boundaryOf, userNames } from '../merchant/merchant.common';
import { tourGroups } from '../operation/group.tables';
import { userAuthRelations } from '../account/account.tables';
import { listOrders, orderOut, visibleOrder } from './registration.orders';
import { WAITING, book, groupForSale, groupOf, orderChanged, orderWrite, replaceLines, type GroupRow, type OrderRow } from './registration.service';
import { insurancePolicies, orderTourists, orders } from './registration.tables';
import { prepareTourists, saveTourists, type TouristRow } from './tourist.service';

const ORDERS = 'route_order_list';
const INSURANCE = 'insurance_center_list';
const tag = '直连订单与保险中心';
const policyDef = RESOURCES.insurancePolicy;

/** Insures tourists of an order with one product: one policy per tourist, premium per person in fen. */
export async function createPolicies(tx: DB, o: OrderRow, group: GroupRow, days: number, productId: number, tourists: TouristRow[], ctx: Pick<Ctx, 'user'>): Promise<AnyRow[]> {
  const active = tourists.filter((t) => t.withdrawn === 0);
  if (!active.length) return [];
  const [dup] = await tx.select({ name: insurancePolicies.client_name }).from(insurancePolicies)
    .where(and(inArray(insurancePolicies.tourist_id, active.map((t) => t.id)), eq(insurancePolicies.insurance_product_id, productId), eq(insurancePolicies.status, 0))).limit(1);
  if (dup) throw badInput(`${dup.name}已投保该保险产品`, [{ field: 'tourist_ids', message: `${dup.name}已投保该保险产品` }]);
  const quote = await quoteInsurance(tx, productId, days, active.length, active.map((t) => t.client_age).filter((a): a is number => a !== null));
  const out: AnyRow[] = [];
  for (const t of active) {
    const [row] = await tx.insert(insurancePolicies).values({
      code: await issueNumber(tx, 'insurance'), order_id: o.id, group_id: group.id, tourist_id: t.id, insurance_product_id: productId, client_name: t.client_name,
      start_date: group.departure_date, end_date: group.disband_date, days, premium: quote.unit_price, status: 0,
      created_by: ctx.user.uid, dept_id: ctx.user.relation.department_id,
    }).returning();
    await recordChange(tx, insurancePolicies, 'create', null, row, { user: ctx.user, def: policyDef });
    out.push(row);
  }
  return out;
}

export function registrationExtraRoutes(app: FastifyInstance): void {
  const s = app.services;

  defineRoute(app, { path: '/api/v1/mfOrder/list', access: { key: ORDERS, action: 'view' }, body: mfOrderListQuery, out: orderPage, tag, summary: '直连订单列表（OTA 平台订单）' },
    (q, ctx) => listOrders(ctx, q, [eq(orders.order_type, 1)]));

  defineRoute(app, { path: '/api/v1/mfOrder/import', access: { key: ORDERS, action: 'canAdd' }, body: mfOrderImport, out: mfOrderImportAnswer, tag, summary: '导入一张直连订单（按平台+渠道订单号幂等），通知团期所属部门' },
    async (i, ctx) => {
      const result = await inTx(ctx.db, async (tx) => {
        const [dup] = await tx.select().from(orders).where(and(eq(orders.sales_platform, i.sales_platform), eq(orders.channel_order_no, i.channel_order_no)));
        if (dup) return { id: dup.id, duplicated: true };
        const [g] = i.group_id ? await tx.select({ id: tourGroups.id }).from(tourGroups).where(eq(tourGroups.id, i.group_id))
          : await tx.select({ id: tourGroups.id }).from(tourGroups).where(eq(tourGroups.code, i.group_code ?? ''));
        if (!g) throw badInput('团期不存在', [{ field: i.group_id ? 'group_id' : 'group_code', message: '团期不存在' }]);
        const { group, product } = await groupForSale(tx, g.id);
        const prepared = await prepareTourists(tx, i.tourists, group.departure_date);
        if (prepared.length > personsOf(i)) throw badInput('游客人数不能超过报名人数', [{ field: 'tourists', message: '游客人数不能超过报名人数' }]);
        const platform = enumLabel(SalesPlatform, i.sales_platform);
        const [o] = await tx.insert(orders).values({
          code: await issueNumber(tx, 'order'), group_id: group.id, product_id: product.id, customer_kind: 'private', customer_id: null,
          contact_name: i.contact_name, contact_phone: i.contact_phone, channel_order_no: i.channel_order_no, order_type: 1, sales_platform: i.sales_platform,
          adult_count: i.adult_count, child_count: i.child_count, senior_count: i.senior_count, infant_count: i.infant_count, seats: seatsOf(i),
          enrollment_status: 1, total: i.amount, remark: i.remark ?? null, created_by: ctx.user.uid, dept_id: group.dept_id ?? ctx.user.relation.department_id,
        }).returning();
        await replaceLines(tx, o.id, [{ fee_type: 0, description: `${platform}订单${i.channel_order_no}`, price: i.amount, quantity: 1 }]);
        // A full group does not refuse the order the platform already sold: it joins the waiting list like any other.
        const booked = await book(s, tx, o, group, product, { enrollment: 0, waitWhenFull: true }, { uid: ctx.user.uid, user_name: ctx.user.user_name, dept_id: ctx.user.relation.department_id });
        await orderChanged(tx, 'create', null, booked, orderWrite(ctx.user));
        await saveTourists(tx, o.id, group.id, prepared, { user: ctx.user });
        // The staff of the group's department (or the product's) get a direct order notification (live 1101).
        const dept = group.dept_id ?? product.dept_id;
        const staff = dept ? (await tx.selectDistinct({ id: userAuthRelations.user_id }).from(userAuthRelations).where(eq(userAuthRelations.department_id, dept))).map((r) => r.id) : [];
        await s.messages.notify(tx, staff.length ? staff : [ctx.user.uid], {
          kind: 'orderNotification', title: `${platform}直连订单 ${i.channel_order_no}`,
          content: `${product.name}（${group.departure_date}出发）${personsOf(i)}人，联系人${i.contact_name}，订单号${o.code}${booked.enrollment_status === WAITING ? '；团期已满，订单已进入候补' : ''}`,
          link: `/order/list/lineOrderDetail?id=${o.id}`, biz_type: 'order', biz_id: o.id,
        });
        return { id: o.id, duplicated: false, notified: staff.length };
      });
      const o = await visibleOrder(ctx, result.id).catch(() => null);
      return { ...result, order: o ? orderOut(o) : null };
    });

  // ---------------------------------------------------------------- insurance centre

  // Sales insure tourists without the insurance-product page: the products on sale (not 线路含保险 / 无保险),
  // their rate bands and the premium per person for the group's trip, under the insurance centre's key.
  defineRoute(app, { path: '/api/v1/insurance/policy/products', access: { key: INSURANCE, action: 'view' }, body: insuranceOptionsReq, out: insuranceOptions, tag, summary: '可投保的保险产品（费率与团期保费报价）' },
    async (i, ctx): Promise<InsuranceOption[]> => {
      const days = i.group_id ? (await groupOf(ctx.db, i.group_id)).product.days : i.days ?? 1;
      const list = await ctx.db.select({ p: insuranceProducts, company_name: insuranceCompanies.name }).from(insuranceProducts)
        .leftJoin(insuranceCompanies, eq(insuranceCompanies.id, insuranceProducts.company_id))
        .where(and(eq(insuranceProducts.on_sale, true), notInArray(insuranceProducts.insurance_type, [...INSURANCE_TYPES_WITHOUT_RATE])))
        .orderBy(asc(insuranceProducts.id));
      const rates = list.length ? await ctx.db.select().from(insuranceRates).where(inArray(insuranceRates.product_id, list.map((r) => r.p.id))).orderBy(asc(insuranceRates.day_from)) : [];
      const out: InsuranceOption[] = [];
      for (const { p, company_name } of list) {
        let quote: InsuranceOption['quote'] = null;
        let quote_error: string | null = null;
        try {
          const q = await quoteInsurance(ctx.db, p.id, days, 1);
          quote = { days, unit_price: q.unit_price, day_from: q.day_from, day_to: q.day_to };
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          quote_error = e.message;
        }
        out.push({
          id: p.id, name: p.name, code: p.code, insurance_type: p.insurance_type, price_mode: p.price_mode, company_name, min_age: p.min_age, max_age: p.max_age,
          coverage: p.coverage, rates: rates.filter((r) => r.product_id === p.id).map((r) => ({ day_from: r.day_from, day_to: r.day_to, price: r.price })), quote, quote_error,
        });
      }
      return out;
    });

  defineRoute(app, { path: '/api/v1/insurance/policy/list', access: { key: INSURANCE, action: 'view' }, body: policyListQuery, out: insurancePolicyPage, tag, summary: '保单列表' },
    async (q, ctx) => {
      const b = await boundaryOf(ctx);
      const conds: (SQL | undefined)[] = [boundaryCondition(insurancePolicies, b)];
      if (q.order_id) conds.push(eq(insurancePolicies.order_id, q.order_id));
      if (q.group_id) conds.push(eq(insurancePolicies.group_id, q.group_id));
      if (q.insurance_product_id) conds.push(eq(insurancePolicies.insurance_product_id, q.insurance_product_id));
      const st = q.status === undefined ? undefined : Array.isArray(q.status) ? q.status : [q.status];
      if (st?.length) conds.push(inArray(insurancePolicies.status, st as number[]));
      if (q.keyword?.trim()) { const k = `%${escapeLike(q.keyword.trim())}%`; conds.push(or(ilike(insurancePolicies.code, k), ilike(insurancePolicies.client_name, k), ilike(orders.code, k))); }
      const where = and(...conds.filter(Boolean));
      const [{ n, premium }] = await ctx.db.select({ n: sql<number>`count(*)::int`, premium: sql<string>`coalesce(sum(${insurancePolicies.premium}) filter (where ${insurancePolicies.status} = 0),0)` })
        .from(insurancePolicies).innerJoin(orders, eq(orders.id, insurancePolicies.order_id)).where(where);
      const data = await ctx.db.select({ p: insurancePolicies, order_code: orders.code, group_code: tourGroups.code, product_name: insuranceProducts.name })
        .from(insurancePolicies).innerJoin(orders, eq(orders.id, insurancePolicies.order_id)).innerJoin(tourGroups, eq(tourGroups.id, insurancePolicies.group_id))
        .leftJoin(insuranceProducts, eq(insuranceProducts.id, insurancePolicies.insurance_product_id))
        .where(where).orderBy(desc(insurancePolicies.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
      const names = await userNames(ctx.db, data.map((r) => r.p.created_by));
      return {
        page_data: { total_size: Number(n), total_page: Math.ceil(Number(n) / q.pageSize), data: data.map((r) => ({ ...r.p, order_code: r.order_code, group_code: r.group_code, insurance_product_name: r.product_name, created_by_name: names.get(Number(r.p.created_by)) ?? null })) },
        summary: { premium: Number(premium) },
      };
    });

  defineRoute(app, { path: '/api/v1/insurance/policy/add', access: { key: INSURANCE, action: 'canAdd' }, body: policyCreate, out: policiesAnswer, tag, summary: '为订单游客投保' },
    async (i, ctx) => inTx(ctx.db, async (tx) => {
      const o = await visibleOrder(ctx, i.order_id, tx);
      if (o.enrollment_status === 2) throw badInput('订单已取消，不能投保');
      const ts = await tx.select().from(orderTourists).where(and(eq(orderTourists.order_id, o.id), inArray(orderTourists.id, i.tourist_ids)));
      if (ts.length !== new Set(i.tourist_ids).size) throw badInput('游客不属于该订单', [{ field: 'tourist_ids', message: '游客不属于该订单' }]);
      if (ts.some((t) => t.withdrawn === 1)) throw badInput('已退团的游客不能投保', [{ field: 'tourist_ids', message: '已退团的游客不能投保' }]);
      const { group, product } = await groupOf(tx, o.group_id);
      return createPolicies(tx, o, group, product.days, i.insurance_product_id, ts, ctx);
    }));

  defineRoute(app, { path: '/api/v1/insurance/policy/cancel', access: { key: INSURANCE, action: 'canEditor' }, body: policyCancel, out: insurancePolicyRow, tag, summary: '退保' },
    async (i, ctx) => inTx(ctx.db, async (tx) => {
      const [p] = await tx.select().from(insurancePolicies).where(eq(insurancePolicies.id, i.id)).for('update');
      if (!p) throw notFound('保单不存在');
      await visibleOrder(ctx, p.order_id, tx);
      if (p.version !== i.version) throw conflict();
      if (p.status === 1) throw badInput('保单已退保');
      const [row] = await tx.update(insurancePolicies).set({ status: 1, cancelled_at: new Date(), cancel_reason: i.reason ?? null, version: sql`${insurancePolicies.version} + 1`, updated_at: new Date() })
        .where(eq(insurancePolicies.id, p.id)).returning();
      await recordChange(tx, insurancePolicies, 'update', p, row, { user: ctx.user, def: policyDef });
      return row;
    }));
}
