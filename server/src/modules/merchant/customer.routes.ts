/**
 * Customers (/api/v1/customer/{private,unit,peer}/*): one table, one resource per kind with its own permission
 * key; unit and peer agreements (/api/v1/customer/{unit,peer}/agreement/*); trading records
 * (/api/v1/customer/tradingRecord/list; the channels' in trade.routes.ts); the customer picker (/api/v1/customer/likeName).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customerChoice, customerTradePage } from '@ta/contract';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  isoToday, customerAgreementListQuery, customerLikeNameReq, customerListQuery, RESOURCES, tradingRecordListQuery,
  type CustomerKindCode, type ResourceDef,
} from '@ta/contract';
import type { DB } from '../../db/client';
import { namesById } from '../../platform/names';
import { boundaryCondition, escapeLike, findPage, type AnyRow, type ListOptions } from '../../platform/data';
import { badInput, notFound } from '../../platform/errors';
import { mountResource } from '../../platform/resource';
import { defineRoute, type Ctx } from '../../platform/route';
import { issueNumber } from '../basic/number.service';
import { normalizeArea } from './merchant.area';
import { assertNotInUse, registerUsage, usageQuery } from '../../platform/usage';
import {
  assertInBoundary, blanksToNull, boundaryOf, codeFilter, idIn, inBoundary, ownerOf, parseInput, userNames, type Boundary,
} from './merchant.common';
import { customerAgreements, customers, customerTrades, salesChannels } from './merchant.tables';
import { validityCondition, validityOf } from './supplier.routes';
import { channelTradeRoutes } from './trade.routes';

const R = RESOURCES;
const C = customers;

export const CUSTOMER_DEFS: Record<CustomerKindCode, ResourceDef> = { private: R.privateCustomer, unit: R.unitCustomer, peer: R.peerCustomer };

/** List conditions shared by the customer lists and exports. */
export function customerConditions(kind: CustomerKindCode, q: ReturnType<typeof customerListQuery.parse>): (SQL | undefined)[] {
  return [
    eq(C.kind, kind), q.subject ? eq(C.subject, q.subject) : undefined, codeFilter(C.audit_status, q.audit_status),
    q.channel_id ? eq(C.channel_id, q.channel_id) : undefined,
    q.province_id === undefined || q.province_id === null ? undefined : eq(C.province_id, q.province_id),
    q.city_id === undefined || q.city_id === null ? undefined : eq(C.city_id, q.city_id),
  ];
}


/** Adds channel_name and created_by_name. */
export async function presentCustomers(db: DB, list: AnyRow[]): Promise<AnyRow[]> {
  const [channels, users] = await Promise.all([namesById(db, salesChannels.id, salesChannels.name, list.map((r) => r.channel_id)), userNames(db, list.map((r) => r.created_by))]);
  return list.map((r) => ({ ...r, channel_name: r.channel_id ? channels.get(Number(r.channel_id)) ?? null : null, created_by_name: users.get(Number(r.created_by)) ?? null }));
}

/** Same name (any case) and phone is the same customer, whatever its kind. */
export async function assertCustomerUnique(tx: DB, name: string, phone: string, exceptId?: number): Promise<void> {
  const [dup] = await tx.select({ id: C.id, kind: C.kind }).from(C)
    .where(and(sql`lower(${C.name}) = lower(${name})`, eq(C.phone, phone), exceptId ? sql`${C.id} <> ${exceptId}` : undefined)).limit(1);
  if (dup) {
    const msg = `客户“${name}”（${phone}）已存在`;
    throw badInput(msg, [{ field: 'name', message: '同名同电话的客户已存在' }, { field: 'phone', message: '同名同电话的客户已存在' }]);
  }
}

async function assertChannel(tx: DB, id: unknown): Promise<void> {
  if (id === null || id === undefined) return;
  const [c] = await tx.select({ id: salesChannels.id }).from(salesChannels).where(eq(salesChannels.id, Number(id)));
  if (!c) throw badInput('来源渠道不存在', [{ field: 'channel_id', message: '来源渠道不存在' }]);
}

function customerRoutesOf(app: FastifyInstance, kind: CustomerKindCode): void {
  const def = CUSTOMER_DEFS[kind];
  const guard = (row: AnyRow, b: Boundary) => {
    if (row.kind !== kind) throw notFound();
    assertInBoundary(row, b);
  };
  const check = async (tx: DB, i: AnyRow, exceptId?: number) => {
    await assertCustomerUnique(tx, String(i.name), String(i.phone), exceptId);
    await assertChannel(tx, i.channel_id);
    const { id: _i, version: _v, ...rest } = await normalizeArea(tx, blanksToNull(i));
    return rest;
  };
  const subjectOf = (i: AnyRow) => (kind === 'private' ? 'person' : kind === 'unit' ? 'unit' : String(i.subject));
  mountResource(app, def, {
    table: C,
    query: customerListQuery,
    list: async (input, ctx, base) => {
      const q = parseInput(customerListQuery, input);
      const page = await findPage<AnyRow>(ctx.db, C, { ...base, filters: { name: q.name, phone: q.phone }, where: customerConditions(kind, q) });
      return { page_data: { ...page, data: await presentCustomers(ctx.db, page.data) } };
    },
    present: async (list, ctx) => {
      const b = await boundaryOf(ctx);
      list.forEach((r) => guard(r, b));
      return presentCustomers(ctx.db, list);
    },
    beforeAdd: async (tx, i, ctx) => ({ ...(await check(tx, i)), kind, subject: subjectOf(i), code: await issueNumber(tx, 'customer'), audit_status: 0, ...ownerOf(ctx) }),
    beforeUpdate: async (tx, i, before, ctx) => {
      guard(before, await boundaryOf(ctx));
      const { code: _c, ...rest } = await check(tx, i, i.id as number);
      return { ...rest, subject: subjectOf(i) };
    },
    beforeDelete: async (tx, row, ctx) => {
      guard(row, await boundaryOf(ctx));
      await assertNotInUse(tx, 'customer', row, '该客户');
    },
  });
}

/** `customer_id in (visible customers of this kind)`. */
function visibleCustomers(col: PgColumn, b: Boundary, kind?: CustomerKindCode): SQL {
  const cond = and(kind ? eq(C.kind, kind) : undefined, boundaryCondition(C, b));
  return cond ? sql`${col} in (select ${C.id} from ${C} where ${cond})` : sql`true`;
}

function agreementRoutesOf(app: FastifyInstance, kind: 'unit' | 'peer'): void {
  const G = customerAgreements;
  const def = kind === 'unit' ? R.unitAgreement : R.peerAgreement;
  const guard = async (tx: DB, customerId: number, ctx: Ctx, field?: string) => {
    const [c] = await tx.select({ kind: C.kind, created_by: C.created_by, dept_id: C.dept_id }).from(C).where(eq(C.id, customerId));
    if (!c || c.kind !== kind || !inBoundary(c, await boundaryOf(ctx))) {
      if (field) throw badInput('客户不存在', [{ field, message: `请选择${R[kind === 'unit' ? 'unitCustomer' : 'peerCustomer'].title}` }]);
      throw notFound();
    }
  };
  const present = async (db: DB, list: AnyRow[]) => {
    const names = await namesById(db, C.id, C.name, list.map((r) => r.customer_id));
    const users = await userNames(db, list.map((r) => r.created_by));
    const today = isoToday();
    return list.map((r) => ({ ...r, customer_name: names.get(Number(r.customer_id)) ?? null, created_by_name: users.get(Number(r.created_by)) ?? null, validity: validityOf(r, today) }));
  };
  mountResource(app, def, {
    table: G,
    query: customerAgreementListQuery,
    list: async (input, ctx, base: ListOptions) => {
      const q = parseInput(customerAgreementListQuery, input);
      const page = await findPage<AnyRow>(ctx.db, G, {
        ...base, filters: { name: q.name }, boundary: undefined,
        where: [visibleCustomers(G.customer_id, await boundaryOf(ctx), kind), q.customer_id ? eq(G.customer_id, q.customer_id) : undefined, validityCondition(G.start_date, G.end_date, q.validity)],
      });
      return { page_data: { ...page, data: await present(ctx.db, page.data) } };
    },
    present: async (list, ctx) => {
      for (const r of list) await guard(ctx.db, Number(r.customer_id), ctx);
      return present(ctx.db, list);
    },
    beforeAdd: async (tx, i, ctx) => { await guard(tx, Number(i.customer_id), ctx, 'customer_id'); return { ...blanksToNull(i), ...ownerOf(ctx) }; },
    beforeUpdate: async (tx, i, before, ctx) => {
      await guard(tx, Number(before.customer_id), ctx);
      if (i.customer_id !== before.customer_id) throw badInput('协议不能改到其他客户', [{ field: 'customer_id', message: '协议不能改到其他客户' }]);
      return blanksToNull(i);
    },
    beforeDelete: async (tx, row, ctx) => guard(tx, Number(row.customer_id), ctx),
  });
}

export function customerRoutes(app: FastifyInstance): void {
  registerUsage('customer', 'customer_agreements', usageQuery('客户协议', (id) =>
    sql`select count(*)::int as n, string_agg(name, '、') as names from customer_agreements where customer_id = ${id}`));
  registerUsage('customer', 'customer_trades', usageQuery('交易记录（订单）', (id) =>
    sql`select count(*)::int as n, string_agg(order_no, '、') as names from customer_trades where customer_id = ${id}`));
  for (const kind of ['private', 'unit', 'peer'] as const) customerRoutesOf(app, kind);
  agreementRoutesOf(app, 'unit');
  agreementRoutesOf(app, 'peer');

  for (const kind of ['private', 'unit', 'peer'] as const) {
    const def = CUSTOMER_DEFS[kind];
    defineRoute(app, {
      path: `${def.path}/likeName`, out: z.array(customerChoice), access: { key: def.permissionKey, action: 'view' }, body: customerLikeNameReq, tag: def.title,
      summary: `按名称或电话查找${def.title}（选择器用；按数据权限）`,
    }, async (i, ctx) => {
      const q = i.name?.trim();
      return ctx.db.select({ id: C.id, kind: C.kind, subject: C.subject, name: C.name, phone: C.phone, contact_name: C.contact_name, audit_status: C.audit_status, credit_type_id: C.credit_type_id })
        .from(C).where(and(
          eq(C.kind, kind), boundaryCondition(C, await boundaryOf(ctx)), i.subject ? eq(C.subject, i.subject) : undefined,
          q ? sql`(${C.name} ilike ${`%${escapeLike(q)}%`} or ${C.phone} like ${`${escapeLike(q)}%`})` : undefined,
        )).orderBy(q ? sql`(lower(${C.name}) = lower(${q})) desc` : desc(C.id), desc(C.id)).limit(i.limit);
    });
  }

  channelTradeRoutes(app);
  const T = customerTrades;
  defineRoute(app, {
    path: '/api/v1/customer/tradingRecord/list', out: customerTradePage, access: { key: 'customer_trading_record', action: 'view' }, body: tradingRecordListQuery, tag: '客户渠道',
    summary: '客户交易记录（订单填写；合计：金额、已收、未收、人数）',
  }, async (q, ctx) => {
    const kw = q.keyword?.trim() ? `%${escapeLike(q.keyword.trim())}%` : undefined;
    const where = [
      visibleCustomers(T.customer_id, await boundaryOf(ctx), q.kind), q.customer_id ? eq(T.customer_id, q.customer_id) : undefined,
      q.order_no ? sql`${T.order_no} ilike ${`%${escapeLike(q.order_no)}%`}` : undefined,
      q.date_from ? sql`${T.trade_date} >= ${q.date_from}` : undefined, q.date_to ? sql`${T.trade_date} <= ${q.date_to}` : undefined,
      kw ? sql`(${T.order_no} ilike ${kw} or ${T.product_name} ilike ${kw} or ${T.group_no} ilike ${kw})` : undefined,
    ];
    const page = await findPage<AnyRow>(ctx.db, T, { pageNo: q.pageNo, pageSize: q.pageSize, sortField: q.sortField, sortOrder: q.sortOrder, where, defaultSort: { field: 'trade_date', order: 'desc' } });
    const [sum] = await ctx.db.select({
      amount: sql<number>`coalesce(sum(${T.amount}), 0)::bigint`, received: sql<number>`coalesce(sum(${T.received}), 0)::bigint`,
      persons: sql<number>`coalesce(sum(${T.persons}), 0)::int`, orders: sql<number>`count(*)::int`,
    }).from(T).where(and(...where));
    const ids = [...new Set(page.data.map((r) => Number(r.customer_id)))];
    const cs = new Map((ids.length ? await ctx.db.select({ id: C.id, name: C.name, kind: C.kind }).from(C).where(idIn(C.id, ids)) : []).map((c) => [c.id, c]));
    return {
      page_data: { ...page, data: page.data.map((r) => ({ ...r, customer_name: cs.get(Number(r.customer_id))?.name ?? null, customer_kind: cs.get(Number(r.customer_id))?.kind ?? null, outstanding: Number(r.amount) - Number(r.received) })) },
      summary: { orders: Number(sum.orders), persons: Number(sum.persons), amount: Number(sum.amount), received: Number(sum.received), outstanding: Number(sum.amount) - Number(sum.received) },
    };
  });
}
