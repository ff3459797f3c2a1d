/**
 * 渠道交易记录 (/api/v1/customer/channelTradingRecord/list): the sales channels' trading records (channel_trades,
 * one row per order of a channel, written with the customer's row by recordOrderTrades), with the same columns
 * and summary as the customer's 交易记录 plus the channel. Cut to the data boundary by the order's owner.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { channelTradeListQuery, channelTradePage } from '@ta/contract';
import { boundaryCondition, escapeLike, findPage, type AnyRow } from '../../platform/data';
import { defineRoute } from '../../platform/route';
import { registerUsage, usageQuery } from '../../platform/usage';
import { boundaryOf, idIn } from './merchant.common';
import { channelTrades as T, customers as C, salesChannels as S } from './merchant.tables';

export function channelTradeRoutes(app: FastifyInstance): void {
  registerUsage('salesChannel', 'channel_trades', usageQuery('渠道交易记录（订单）', (id) =>
    sql`select count(*)::int as n, string_agg(order_no, '、') as names from channel_trades where channel_id = ${id}`));
  defineRoute(app, {
    path: '/api/v1/customer/channelTradingRecord/list', out: channelTradePage, access: { key: 'customer_trading_record', action: 'view' }, body: channelTradeListQuery, tag: '客户渠道',
    summary: '渠道交易记录（每个订单一行：渠道、客户、金额、已收、未收；合计：订单数、人数、金额、已收、未收）',
  }, async (q, ctx) => {
    const kw = q.keyword?.trim() ? `%${escapeLike(q.keyword.trim())}%` : undefined;
    const statuses = q.status === undefined ? undefined : Array.isArray(q.status) ? q.status : [q.status];
    const where: (SQL | undefined)[] = [
      q.channel_id ? eq(T.channel_id, q.channel_id) : undefined, q.customer_id ? eq(T.customer_id, q.customer_id) : undefined,
      q.order_no ? sql`${T.order_no} ilike ${`%${escapeLike(q.order_no)}%`}` : undefined,
      statuses?.length ? inArray(T.status, statuses) : undefined,
      q.pay_state === 0 ? sql`${T.amount} > ${T.received}` : q.pay_state === 1 ? sql`${T.amount} <= ${T.received}` : undefined,
      q.date_from ? sql`${T.trade_date} >= ${q.date_from}` : undefined, q.date_to ? sql`${T.trade_date} <= ${q.date_to}` : undefined,
      kw ? sql`(${T.order_no} ilike ${kw} or ${T.product_name} ilike ${kw} or ${T.group_no} ilike ${kw})` : undefined,
    ];
    const b = await boundaryOf(ctx);
    const page = await findPage<AnyRow>(ctx.db, T, {
      pageNo: q.pageNo, pageSize: q.pageSize, sortField: q.sortField, sortOrder: q.sortOrder, where, boundary: b, defaultSort: { field: 'trade_date', order: 'desc' },
    });
    const [sum] = await ctx.db.select({
      amount: sql<number>`coalesce(sum(${T.amount}), 0)::bigint`, received: sql<number>`coalesce(sum(${T.received}), 0)::bigint`,
      persons: sql<number>`coalesce(sum(${T.persons}), 0)::int`, orders: sql<number>`count(*)::int`,
    }).from(T).where(and(...where, boundaryCondition(T, b)));
    const chIds = [...new Set(page.data.map((r) => Number(r.channel_id)))];
    const cuIds = [...new Set(page.data.map((r) => Number(r.customer_id)).filter((x) => x > 0))];
    const chs = new Map((chIds.length ? await ctx.db.select({ id: S.id, name: S.name, type: S.type }).from(S).where(idIn(S.id, chIds)) : []).map((c) => [c.id, c]));
    const cus = new Map((cuIds.length ? await ctx.db.select({ id: C.id, name: C.name, kind: C.kind }).from(C).where(idIn(C.id, cuIds)) : []).map((c) => [c.id, c]));
    return {
      page_data: {
        ...page,
        data: page.data.map((r) => {
          const ch = chs.get(Number(r.channel_id)), cu = r.customer_id ? cus.get(Number(r.customer_id)) : undefined;
          return {
            ...r, amount: Number(r.amount), received: Number(r.received), outstanding: Number(r.amount) - Number(r.received),
            channel_name: ch?.name ?? null, channel_type: ch?.type ?? null, customer_name: cu?.name ?? null, customer_kind: cu?.kind ?? null,
          };
        }),
      },
      summary: { orders: Number(sum.orders), persons: Number(sum.persons), amount: Number(sum.amount), received: Number(sum.received), outstanding: Number(sum.amount) - Number(sum.received) },
    };
  });
}
