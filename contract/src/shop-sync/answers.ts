/** Answer schemas of 同步到商城 (issue 18): the connection (secret masked), products with their shop state, the jobs. */
import { z } from 'zod';
import { optStamp, stamp } from '../common/answers';
import { pageDataOf } from '../common/common';
import { ShopPlatform, type ShopPlatformCode } from './shop-sync';

/** The shop connection: app_secret only masked (`ab****yz`) with whether it is set; null before the first save. */
export const shopSettingsAnswer = z.object({
  id: z.number(), platform: z.enum(Object.keys(ShopPlatform) as [ShopPlatformCode, ...ShopPlatformCode[]]), shop_name: z.string(), base_url: z.string(), app_key: z.string(), enabled: z.boolean(), auto_sync: z.boolean(),
  remark: z.string().nullable(), created_by: z.number().nullable(), created_at: stamp, updated_at: stamp, version: z.number(),
  app_secret: z.string().nullable(), app_secret_set: z.boolean(),
}).nullable();

/** An approved product with its state in the shop (0 未同步, 1 已同步, 2 同步失败, 3 已下架). */
export const shopProductRow = z.object({
  id: z.number(), code: z.string(), name: z.string(), days: z.number(), nights: z.number(), destination_text: z.string(), product_updated_at: stamp,
  state: z.number(), state_label: z.string(), last_synced_at: optStamp, last_error: z.string().nullable(), last_job_id: z.number().nullable(),
  upcoming_groups: z.number(),
  /** Changed since it went to the shop: the shop shows older data until it is synced again. */
  outdated: z.boolean(),
});
export const shopProductPage = pageDataOf(shopProductRow);

/** An outbound job (0 待发送, 1 已发送, 2 失败, 3 已作废) with its log; the detail adds the payload sent. */
export const shopSyncJobRow = z.object({
  id: z.number(), product_id: z.number(), product_code: z.string(), product_name: z.string(),
  action: z.enum(['publish', 'unpublish']), status: z.number(),
  log: z.array(z.object({ at: z.string(), text: z.string() })),
  error: z.string().nullable(), attempts: z.number(), sent_at: optStamp,
  created_by: z.number().nullable(), created_at: stamp, updated_at: stamp, version: z.number(),
  created_by_name: z.string().nullable().optional(),
});
export const shopSyncJobPage = pageDataOf(shopSyncJobRow);
/** The JSON the shop connector sends (the shop's own format): an opaque blob here. */
export const shopSyncJobDetail = shopSyncJobRow.extend({ payload: z.unknown() });
export const shopBatchSyncAnswer = z.object({
  results: z.array(z.object({ id: z.number(), ok: z.boolean(), job_id: z.number().nullable(), message: z.string() })),
  success: z.number(), failed: z.number(),
});
