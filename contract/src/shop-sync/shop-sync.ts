/**
 * Sync to the online shop (系统设置 > 同步到商城): the shop connection, the list of approved line products
 * with their state in the shop, the 同步 / 批量同步 / 下架 actions and the outbound job log.
 */
import { z } from 'zod';
import { idOf, idReq, optText, pageReq, reqText, versionField } from '../common';
import type { ResourceDef } from '../resource-def';

export const ShopPlatform = { youzan: '有赞', weimob: '微盟', wxShop: '微信小店', custom: '自建商城' } as const;
export type ShopPlatformCode = keyof typeof ShopPlatform;
/** A product's state in the shop. */
export const ShopSyncState = { 0: '未同步', 1: '已同步', 2: '同步失败', 3: '已下架' } as const;
/** An outbound job's status (the connector sets 1 and 2 after sending). */
export const ShopSyncJobStatus = { 0: '待发送', 1: '已发送', 2: '失败', 3: '已作废' } as const;
export const ShopSyncAction = { publish: '同步', unpublish: '下架' } as const;
export type ShopSyncActionCode = keyof typeof ShopSyncAction;

/** Routes of the page (permission key system_sync_shop). */
export const SHOP_SYNC_URLS = {
  settings: '/api/v1/shopSync/settings/detail',
  saveSettings: '/api/v1/shopSync/settings/save',
  list: '/api/v1/shopSync/product/list',
  sync: '/api/v1/shopSync/product/sync',
  batchSync: '/api/v1/shopSync/product/batchSync',
  unpublish: '/api/v1/shopSync/product/unpublish',
  jobs: '/api/v1/shopSync/job/list',
  job: '/api/v1/shopSync/job/detail',
} as const;

const platformOf = z.enum(Object.keys(ShopPlatform) as [ShopPlatformCode, ...ShopPlatformCode[]], { error: '请选择商城平台' });

/**
 * The connection. app_secret is answered masked (`ab****yz`): sending the masked value back or leaving it out keeps
 * the stored one, '' clears it. `version` is absent before the first save.
 */
export const shopSettingsSave = z.object({
  platform: platformOf,
  shop_name: reqText('商城名称', 100),
  base_url: reqText('接口地址', 300).regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, '接口地址必须以 http:// 或 https:// 开头'),
  app_key: reqText('AppKey', 100).regex(/^[A-Za-z0-9_.-]+$/, 'AppKey只能包含字母、数字、点、下划线和短横线'),
  app_secret: z.string({ error: 'AppSecret格式不正确' }).trim().max(200, 'AppSecret不能超过200个字符').optional().nullable(),
  enabled: z.boolean({ error: '启用状态不正确' }).default(true),
  auto_sync: z.boolean({ error: '自动同步设置不正确' }).default(false),
  remark: optText('备注', 500),
  version: versionField.optional().nullable(),
});
export type ShopSettingsSave = z.infer<typeof shopSettingsSave>;

export const shopProductListQuery = pageReq.extend({
  keyword: optText('关键字', 50),
  name: optText('产品名称', 100),
  code: optText('产品编号', 40),
  state: z.union([z.coerce.number(), z.array(z.coerce.number())]).optional(),
});
export const shopSyncReq = idReq.describe('产品 id');
export const shopBatchSyncReq = z.object({
  ids: z.array(idOf('产品'), { error: '请选择产品' }).min(1, '请至少选择一个产品').max(200, '一次最多同步200个产品'),
});
export const shopJobListQuery = pageReq.extend({
  product_id: idOf('产品').optional(),
  status: z.union([z.coerce.number(), z.array(z.coerce.number())]).optional(),
  action: z.enum(['publish', 'unpublish'], { error: '操作类型不正确' }).optional(),
});

/** For the change history of the connection (labels; the secret shows as ******). */
export const SHOP_SETTINGS_RESOURCE = {
  name: 'shopSettings', title: '商城连接', path: '/api/v1/shopSync/settings', permissionKey: 'system_sync_shop', table: 'shop_settings',
  create: shopSettingsSave, update: shopSettingsSave, verbs: [],
  labels: {
    platform: '商城平台', shop_name: '商城名称', base_url: '接口地址', app_key: 'AppKey', secret: 'AppSecret', enabled: '启用',
    auto_sync: '产品变更后自动同步', remark: '备注', version: '版本',
  },
  enums: { platform: ShopPlatform, enabled: { true: '启用', false: '停用' }, auto_sync: { true: '是', false: '否' } },
} as const satisfies ResourceDef;
