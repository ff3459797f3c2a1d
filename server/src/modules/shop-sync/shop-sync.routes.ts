/**
 * 同步到商城 (permission key system_sync_shop): the shop connection (view / canSet), the approved products with
 * their state in the shop (view), 同步 and 批量同步 (canEnabled: put on sale in the shop), 下架 (canDisabled),
 * and the outbound job log (view). Products are the whole agency's catalogue: not cut to a data boundary.
 */
import type { FastifyInstance } from 'fastify';
import { eq, sql, type SQL } from 'drizzle-orm';
import {
  isoToday, idReq, SHOP_SYNC_URLS as U, shopBatchSyncReq, shopJobListQuery, shopProductListQuery, shopSettingsSave, shopSyncReq,
  ShopSyncState, shopBatchSyncAnswer, shopProductPage, shopSettingsAnswer, shopSyncJobDetail, shopSyncJobPage,
} from '@ta/contract';
import { escapeLike, findById, findPage, inTx, type AnyRow } from '../../platform/data';
import { defineRoute } from '../../platform/route';
import { rows } from '../../platform/session';
import type { DB } from '../../db/client';
import { codeFilter, userNames } from '../merchant/merchant.common';
import { products } from '../product/product.tables';
import { itemsOf, loadSettings, presentSettings, saveSettings, STATE, syncProduct, syncProducts, unpublishProduct } from './shop-sync.service';
import { shopSyncItems, shopSyncJobs } from './shop-sync.tables';

const key = 'system_sync_shop';
const tag = '同步到商城';
const P = products;
const J = shopSyncJobs;

/** coalesce(the product's sync state, 0 未同步) in (…). */
function stateFilter(v: number | number[] | undefined): SQL | undefined {
  const list = v === undefined ? [] : [v].flat();
  if (!list.length) return undefined;
  return sql`coalesce((select ${shopSyncItems.state} from ${shopSyncItems} where ${shopSyncItems.product_id} = ${P.id}), ${STATE.none}) in (${sql.join(list.map((x) => sql`${x}`), sql`, `)})`;
}

export function shopSyncRoutes(app: FastifyInstance): void {
  defineRoute(app, { path: U.settings, access: { key, action: 'view' }, out: shopSettingsAnswer, tag, summary: '商城连接（AppSecret 以掩码返回）' },
    async (_i, ctx) => presentSettings(await loadSettings(ctx.db)));
  defineRoute(app, { path: U.saveSettings, access: { key, action: 'canSet' }, body: shopSettingsSave, out: shopSettingsAnswer, tag, summary: '保存商城连接' },
    async (i, ctx) => {
      await inTx(ctx.db, (tx) => saveSettings(tx, i, ctx.user));
      return presentSettings(await loadSettings(ctx.db));
    });

  defineRoute(app, { path: U.list, access: { key, action: 'view' }, body: shopProductListQuery, out: shopProductPage, tag, summary: '已审核通过的线路产品及其商城同步状态' },
    async (i, ctx) => {
      const kw = i.keyword?.trim();
      const page = await findPage<AnyRow>(ctx.db, P, {
        pageNo: i.pageNo, pageSize: i.pageSize, sortField: i.sortField, sortOrder: i.sortOrder, defaultSort: { field: 'id', order: 'desc' },
        filters: { name: i.name, code: i.code },
        where: [
          eq(P.audit_status, 1),
          kw ? sql`(${P.name} ilike ${`%${escapeLike(kw)}%`} or ${P.code} ilike ${`%${escapeLike(kw)}%`})` : undefined,
          stateFilter(i.state),
        ],
      });
      const ids = page.data.map((r) => r.id as number);
      const items = await itemsOf(ctx.db, ids);
      const groups = await upcomingGroupCounts(ctx.db, ids);
      return {
        page_data: {
          ...page,
          data: page.data.map((p) => {
            const it = items.get(p.id as number);
            const state = it?.state ?? STATE.none;
            return {
              id: p.id, code: p.code, name: p.name, days: p.days, nights: p.nights, destination_text: p.destination_text, product_updated_at: p.updated_at,
              state, state_label: ShopSyncState[state as keyof typeof ShopSyncState], last_synced_at: it?.last_synced_at ?? null,
              last_error: it?.last_error ?? null, last_job_id: it?.last_job_id ?? null, upcoming_groups: groups.get(p.id as number) ?? 0,
              // Changed since it went to the shop: the shop shows older data until it is synced again.
              outdated: state === STATE.synced && !!it?.last_synced_at && new Date(String(p.updated_at)) > new Date(it.last_synced_at),
            };
          }),
        },
      };
    });

  defineRoute(app, { path: U.sync, access: { key, action: 'canEnabled' }, body: shopSyncReq, out: shopSyncJobDetail, tag, summary: '同步产品到商城（生成发送任务）' },
    async (i, ctx) => inTx(ctx.db, (tx) => syncProduct(tx, i.id, ctx.user)));
  defineRoute(app, { path: U.batchSync, access: { key, action: 'canEnabled' }, body: shopBatchSyncReq, out: shopBatchSyncAnswer, tag, summary: '批量同步产品到商城（逐个生成发送任务）' },
    async (i, ctx) => inTx(ctx.db, (tx) => syncProducts(tx, i.ids, ctx.user)));
  defineRoute(app, { path: U.unpublish, access: { key, action: 'canDisabled' }, body: shopSyncReq, out: shopSyncJobDetail, tag, summary: '从商城下架产品（生成下架任务）' },
    async (i, ctx) => inTx(ctx.db, (tx) => unpublishProduct(tx, i.id, ctx.user)));

  defineRoute(app, { path: U.jobs, access: { key, action: 'view' }, body: shopJobListQuery, out: shopSyncJobPage, tag, summary: '商城同步日志（发送任务）' },
    async (i, ctx) => {
      const page = await findPage<AnyRow>(ctx.db, J, {
        pageNo: i.pageNo, pageSize: i.pageSize, sortField: i.sortField, sortOrder: i.sortOrder, defaultSort: { field: 'id', order: 'desc' },
        where: [i.product_id ? eq(J.product_id, i.product_id) : undefined, codeFilter(J.status, i.status), i.action ? eq(J.action, i.action) : undefined],
      });
      const names = await userNames(ctx.db, page.data.map((r) => r.created_by));
      // The list leaves out the payload (it can be large); the detail answers it.
      return { page_data: { ...page, data: page.data.map(({ payload: _p, ...r }) => ({ ...r, created_by_name: names.get(Number(r.created_by)) ?? null })) } };
    });
  defineRoute(app, { path: U.job, access: { key, action: 'view' }, body: idReq, out: shopSyncJobDetail, tag, summary: '发送任务详情（含发送的数据）' },
    async (i, ctx) => {
      const job = await findById<AnyRow>(ctx.db, J, i.id);
      const names = await userNames(ctx.db, [job.created_by]);
      return { ...job, created_by_name: names.get(Number(job.created_by)) ?? null };
    });
}

/** Upcoming on-sale groups per product (what the shop can sell). */
async function upcomingGroupCounts(db: DB, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const res = await db.execute(sql`select product_id, count(*)::int as n from tour_groups
    where product_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and state = 0 and stop_sale_date >= ${isoToday()} group by product_id`);
  return new Map(rows<{ product_id: number; n: number }>(res).map((r) => [Number(r.product_id), Number(r.n)]));
}
