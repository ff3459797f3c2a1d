/** 同步到商城: row shapes the server answers and the page's permission key. Pure. */
import { SHOP_SYNC_URLS, type shopBatchSyncAnswer, type shopProductRow, type shopSettingsAnswer, type shopSyncJobDetail, type shopSyncJobRow } from '@ta/contract';
import type { Answer } from '@/platform/answer-types';

export { SHOP_SYNC_URLS };
export const SHOP_SYNC_KEY = 'system_sync_shop';

export type ShopSettingsRow = NonNullable<Answer<typeof shopSettingsAnswer>>;
export type ShopProductRow = Answer<typeof shopProductRow>;
/** An outbound job; its detail (and the sync answers) add the payload sent. */
export type ShopJobRow = Answer<typeof shopSyncJobRow> & Partial<Answer<typeof shopSyncJobDetail>>;
export type BatchResult = Answer<typeof shopBatchSyncAnswer>;

export const STATE_COLOR: Readonly<Record<number, string>> = { 0: 'default', 1: 'success', 2: 'error', 3: 'warning' };
export const JOB_COLOR: Readonly<Record<number, string>> = { 0: 'processing', 1: 'success', 2: 'error', 3: 'default' };

/** The settings form's payload: a blank secret keeps the stored one (left out), 清空 sends ''. */
export function settingsPayload(v: Record<string, unknown>, row: ShopSettingsRow | null): Record<string, unknown> {
  const { app_secret_clear: clear, ...rest } = v;
  const secret = typeof v.app_secret === 'string' ? v.app_secret.trim() : '';
  const out: Record<string, unknown> = { ...rest, version: row?.version ?? null };
  if (clear) out.app_secret = '';
  else if (!secret || secret.includes('****')) delete out.app_secret;
  else out.app_secret = secret;
  return out;
}
