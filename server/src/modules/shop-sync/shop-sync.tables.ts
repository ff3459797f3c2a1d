/**
 * Sync to the online shop (同步到商城). The transport is an outbox: each 同步 / 下架 writes a job with the exact
 * JSON the shop connector sends; the connector (a separate process holding the shop's SDK) reads queued jobs
 * from shop_sync_jobs, sends them and writes back the status and its log lines. docs/decisions.md.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { recordMeta, ts } from '../../db/columns';

/** The shop connection: one row (id 1). `secret` holds app_secret in full and never leaves the server unmasked. */
export const shopSettings = pgTable('shop_settings', {
  id: serial('id').primaryKey(),
  platform: varchar('platform', { length: 20 }).notNull(),
  shop_name: varchar('shop_name', { length: 100 }).notNull(),
  base_url: varchar('base_url', { length: 300 }).notNull(),
  app_key: varchar('app_key', { length: 100 }).notNull(),
  secret: jsonb('secret').$type<{ app_secret?: string | null }>().notNull().default({}),
  enabled: boolean('enabled').notNull().default(true),
  /** Queue a publish job by itself after each change of a product already in the shop. */
  auto_sync: boolean('auto_sync').notNull().default(false),
  remark: text('remark'),
  ...recordMeta(),
});

/** A line in a job's log: when, what. */
export interface ShopSyncLogLine { at: string; text: string }

/**
 * One outbound job. action 'publish' | 'unpublish'; status 0 待发送 (queued), 1 已发送 (the shop accepted it),
 * 2 失败 (refused here or by the shop, with the reason), 3 已作废 (a newer job of the product replaced it unsent).
 */
export const shopSyncJobs = pgTable('shop_sync_jobs', {
  id: serial('id').primaryKey(),
  product_id: integer('product_id').notNull(),
  product_code: varchar('product_code', { length: 40 }).notNull(),
  product_name: varchar('product_name', { length: 100 }).notNull(),
  action: varchar('action', { length: 12 }).notNull(),
  status: smallint('status').notNull().default(0),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  log: jsonb('log').$type<ShopSyncLogLine[]>().notNull().default([]),
  error: varchar('error', { length: 500 }),
  attempts: integer('attempts').notNull().default(0),
  sent_at: ts('sent_at'),
  ...recordMeta(),
}, (t) => [
  index('shop_sync_jobs_product').on(t.product_id, t.id),
  index('shop_sync_jobs_queue').on(t.id).where(sql`${t.status} = 0`),
]);

/** Each product's state in the shop: 0 未同步, 1 已同步, 2 同步失败, 3 已下架; the latest job names the last sync. */
export const shopSyncItems = pgTable('shop_sync_items', {
  id: serial('id').primaryKey(),
  product_id: integer('product_id').notNull(),
  state: smallint('state').notNull().default(0),
  last_job_id: integer('last_job_id'),
  last_synced_at: ts('last_synced_at'),
  last_error: varchar('last_error', { length: 500 }),
  ...recordMeta(),
}, (t) => [uniqueIndex('shop_sync_items_product').on(t.product_id)]);
