/** 同步到商城: row shapes the server answers and the page's permission key. Pure. */
import { SHOP_SYNC_URLS, type ShopPlatformCode } from '@ta/contract';

export { SHOP_SYNC_URLS };
export const SHOP_SYNC_KEY = 'system_sync_shop';

export interface ShopSettingsRow {
  id: number; version: number; platform: ShopPlatformCode; shop_name: string; base_url: string; app_key: string;
  app_secret: string | null; app_secret_set: boolean; enabled: boolean; auto_sync: boolean; remark: string | null; updated_at: string;
}

export interface ShopProductRow {
  id: number; code: string; name: string; days: number; nights: number; destination_text: string; product_updated_at: string;
  state: number; state_label: string; last_synced_at: string | null; last_error: string | null; last_job_id: number | null;
  upcoming_groups: number; outdated: boolean;
}

export interface ShopJobRow {
  id: number; product_id: number; product_code: string; product_name: string; action: 'publish' | 'unpublish'; status: number;
  error: string | null; log: { at: string; text: string }[]; attempts: number; sent_at: string | null; created_at: string;
  created_by_name: string | null; payload?: Record<string, unknown>;
}

export interface BatchResult { success: number; failed: number; results: { id: number; ok: boolean; job_id: number | null; message: string }[] }

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
