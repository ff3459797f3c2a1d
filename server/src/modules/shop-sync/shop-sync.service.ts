/**
 * Sync to the online shop: the connection settings (secret masked), the outbound jobs (queue a publish or an
 * unpublish, supersede older unsent jobs of the product) and each product's state in the shop.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { maskSecret, SHOP_SETTINGS_RESOURCE, type ShopSettingsSave } from '@ta/contract';
import type { DB } from '../../db/client';
import type { AnyRow } from '../../platform/data';
import { badInput, conflict } from '../../platform/errors';
import { recordChange } from '../../platform/history';
import type { SessionUser } from '../../platform/session';
import { products } from '../product/product.tables';
import { publishPayload, publishProblem, unpublishPayload, type ProductRow } from './shop-sync.payload';
import { shopSettings, shopSyncItems, shopSyncJobs, type ShopSyncLogLine } from './shop-sync.tables';

type User = Pick<SessionUser, 'uid' | 'user_name'>;
const def = SHOP_SETTINGS_RESOURCE;
export const STATE = { none: 0, synced: 1, failed: 2, unpublished: 3 } as const;
export const JOB = { queued: 0, sent: 1, failed: 2, superseded: 3 } as const;
const APPROVED = 1;

// ---------------------------------------------------------------- settings

export async function loadSettings(db: DB) {
  const [s] = await db.select().from(shopSettings).orderBy(shopSettings.id).limit(1);
  return s ?? null;
}

/** The answer: the secret masked, plus whether it is set; null before the first save. */
export function presentSettings(s: Awaited<ReturnType<typeof loadSettings>>): AnyRow | null {
  if (!s) return null;
  const { secret, ...rest } = s;
  return { ...rest, app_secret: maskSecret(secret.app_secret), app_secret_set: !!secret.app_secret };
}

/** Masked or absent → keep; '' → clear; a masked value that is not the stored one's mask is a typo → refused. */
function mergeSecret(stored: string | null | undefined, input: string | null | undefined): string | null {
  if (input === undefined || input === null) return stored ?? null;
  if (input.includes('****')) {
    if (input !== maskSecret(stored)) throw badInput('请填写完整的AppSecret（掩码值只能原样提交以保留原密钥）', [{ field: 'app_secret', message: '请填写完整的AppSecret' }]);
    return stored ?? null;
  }
  return input === '' ? null : input;
}

/** Creates the connection on the first save, afterwards updates it with the version check. */
export async function saveSettings(tx: DB, i: ShopSettingsSave, user: User): Promise<AnyRow> {
  const before = await loadSettings(tx);
  const { app_secret, version, ...fields } = i;
  const secret = { app_secret: mergeSecret(before?.secret.app_secret, app_secret) };
  if (!before) {
    if (app_secret?.includes('****')) throw badInput('请填写完整的AppSecret', [{ field: 'app_secret', message: '请填写完整的AppSecret' }]);
    const [row] = await tx.insert(shopSettings).values({ ...fields, remark: fields.remark ?? null, secret, created_by: user.uid }).returning();
    await recordChange(tx, shopSettings, 'create', null, row as AnyRow, { user, def });
    return row as AnyRow;
  }
  if (!version) throw badInput('缺少数据版本号，请刷新后重试', [{ field: 'version', message: '缺少数据版本号' }]);
  const [row] = await tx.update(shopSettings).set({ ...fields, remark: fields.remark ?? null, secret, updated_at: new Date(), version: sql`${shopSettings.version} + 1` })
    .where(and(eq(shopSettings.id, before.id), eq(shopSettings.version, version))).returning();
  if (!row) throw conflict();
  await recordChange(tx, shopSettings, 'update', before as AnyRow, row as AnyRow, { user, def });
  return row as AnyRow;
}

/** Jobs are queued only for an enabled, complete connection (the connector would have nowhere to send them). */
async function assertShopReady(db: DB): Promise<void> {
  const s = await loadSettings(db);
  if (!s) throw badInput('请先填写商城连接（平台、接口地址、AppKey 和 AppSecret）');
  if (!s.enabled) throw badInput(`商城连接“${s.shop_name}”已停用，请先启用`);
  if (!s.secret.app_secret) throw badInput('商城连接缺少AppSecret，请先填写');
}

// ---------------------------------------------------------------- jobs

const line = (text: string): ShopSyncLogLine => ({ at: new Date().toISOString(), text });

/** An approved product by id, or 400 naming it. */
async function approvedProduct(db: DB, id: number): Promise<ProductRow> {
  const [p] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  if (!p) throw badInput('产品不存在', [{ field: 'id', message: '产品不存在' }]);
  if (p.audit_status !== APPROVED) throw badInput(`产品“${p.name}”未通过审核，不能同步到商城`, [{ field: 'id', message: '产品未通过审核' }]);
  return p;
}

async function itemOf(db: DB, productId: number) {
  const [it] = await db.select().from(shopSyncItems).where(eq(shopSyncItems.product_id, productId)).limit(1);
  return it ?? null;
}

/** Writes the job, marks older unsent jobs of the product superseded, and moves the product's state. */
async function queueJob(tx: DB, p: ProductRow, action: 'publish' | 'unpublish', payload: object, problem: string | null, user: User) {
  const failed = problem !== null;
  const log = [line(`${user.user_name} ${action === 'publish' ? '同步' : '下架'}：已生成商城数据`)];
  log.push(line(failed ? `未进入发送队列：${problem}` : '已进入发送队列，等待商城连接器发送'));
  const [job] = await tx.insert(shopSyncJobs).values({
    product_id: p.id, product_code: p.code, product_name: p.name, action, status: failed ? JOB.failed : JOB.queued,
    payload: payload as Record<string, unknown>, log, error: problem, created_by: user.uid,
  }).returning();
  if (!failed) {
    await tx.update(shopSyncJobs).set({
      status: JOB.superseded, updated_at: new Date(), version: sql`${shopSyncJobs.version} + 1`,
      log: sql`${shopSyncJobs.log} || ${JSON.stringify([line(`被新的任务 #${job.id} 替代，未发送`)])}::jsonb`,
    }).where(and(eq(shopSyncJobs.product_id, p.id), eq(shopSyncJobs.status, JOB.queued), sql`${shopSyncJobs.id} <> ${job.id}`));
  }
  const state = failed ? STATE.failed : action === 'publish' ? STATE.synced : STATE.unpublished;
  const values = { state, last_job_id: job.id, last_synced_at: new Date(), last_error: problem, updated_at: new Date() };
  await tx.insert(shopSyncItems).values({ product_id: p.id, ...values, created_by: user.uid })
    .onConflictDoUpdate({ target: shopSyncItems.product_id, set: { ...values, version: sql`${shopSyncItems.version} + 1` } });
  return job;
}

/** 同步: queues the product's current data; a product the shop could not sell is recorded as a failed job. */
export async function syncProduct(tx: DB, productId: number, user: User) {
  await assertShopReady(tx);
  const p = await approvedProduct(tx, productId);
  const payload = await publishPayload(tx, p);
  return queueJob(tx, p, 'publish', payload, publishProblem(payload), user);
}

/** 批量同步: one job per product; a refused product is reported, the others still go. */
export async function syncProducts(tx: DB, ids: number[], user: User) {
  await assertShopReady(tx);
  const results: { id: number; ok: boolean; job_id: number | null; message: string }[] = [];
  for (const id of [...new Set(ids)]) {
    try {
      const job = await syncProduct(tx, id, user);
      results.push({ id, ok: job.status === JOB.queued, job_id: job.id, message: job.error ?? '已进入发送队列' });
    } catch (e) {
      results.push({ id, ok: false, job_id: null, message: e instanceof Error ? e.message : String(e) });
    }
  }
  return { results, success: results.filter((r) => r.ok).length, failed: results.filter((r) => !r.ok).length };
}

/** 下架: only a product the shop has (已同步, or a later sync failed). */
export async function unpublishProduct(tx: DB, productId: number, user: User) {
  await assertShopReady(tx);
  const [p] = await tx.select().from(products).where(eq(products.id, productId)).limit(1);
  if (!p) throw badInput('产品不存在', [{ field: 'id', message: '产品不存在' }]);
  const it = await itemOf(tx, productId);
  if (!it || (it.state !== STATE.synced && it.state !== STATE.failed)) throw badInput(`产品“${p.name}”不在商城中，无需下架`);
  return queueJob(tx, p, 'unpublish', unpublishPayload(p, `${user.user_name}在后台下架`), null, user);
}

/**
 * For the product module: after a change of a product that is in the shop, queue a fresh publish job when the
 * connection asks for it (auto_sync). Does nothing otherwise; never fails the product's own save.
 */
export async function queueShopSyncAfterChange(tx: DB, productId: number, user: User): Promise<void> {
  const s = await loadSettings(tx);
  if (!s?.enabled || !s.auto_sync || !s.secret.app_secret) return;
  const it = await itemOf(tx, productId);
  if (!it || it.state !== STATE.synced) return;
  const [p] = await tx.select().from(products).where(eq(products.id, productId)).limit(1);
  if (!p || p.audit_status !== APPROVED) return;
  const payload = await publishPayload(tx, p);
  await queueJob(tx, p, 'publish', payload, publishProblem(payload), user);
}

/** Sync states of products by id (absent = 未同步). */
export async function itemsOf(db: DB, ids: number[]) {
  if (!ids.length) return new Map<number, typeof shopSyncItems.$inferSelect>();
  const list = await db.select().from(shopSyncItems).where(inArray(shopSyncItems.product_id, ids));
  return new Map(list.map((r) => [r.product_id, r]));
}

