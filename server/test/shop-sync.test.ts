/** 同步到商城: the connection (secret masked), the product list with states, 同步 / 批量同步 / 下架 as outbound jobs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoToday, SHOP_SYNC_URLS as U } from '@ta/contract';
import { tourGroups } from '../src/modules/operation/group.tables';
import { packagePrices, planDays, pricePackages, productPlans, products } from '../src/modules/product/product.tables';
import { startServer, type TestServer } from './harness';
import { signUp } from './fixtures';

let s: TestServer;
let admin: string, operator: string;
const ok = <T,>(r: { code: number; msg: string; data: T }): T => { expect(r.code, r.msg).toBe(200); return r.data; };
const day = (offset: number) => addDays(isoToday(), offset);

interface Job { id: number; status: number; action: string; error: string | null; log: { text: string }[]; payload: Record<string, unknown> }
interface Row { id: number; state: number; state_label: string; last_job_id: number | null; upcoming_groups: number; last_error: string | null }

/** An approved product with one plan of two days, one package (adult 2,980.00, child 1,980.00 元) and three groups. */
async function seedProduct(code: string, o: { audit_status?: number; prices?: boolean } = {}): Promise<{ id: number; groups: number[] }> {
  const db = s.database.db;
  const [p] = await db.insert(products).values({
    code, name: `商城测试${code}`, days: 2, nights: 1, audit_status: o.audit_status ?? 1, features: '西湖游船', min_persons: 2, deposit: 50000,
    destination: [{ province_id: 330000, city_id: 330100, name: '杭州' }], destination_text: '杭州',
    cover_images: [{ name: 'cover.jpg', url: '/uploads/cover.jpg' }] as never,
  }).returning();
  const [plan] = await db.insert(productPlans).values({ product_id: p.id, name: '标准行程', is_default: true, days: 2, nights: 1, gathering_place: '上海人民广场' }).returning();
  await db.insert(planDays).values([
    { plan_id: plan.id, day_no: 1, title: '上海—杭州', meals: [1, 2], lodging: '西湖国宾馆', traffic_type: 3, sights: '西湖' },
    { plan_id: plan.id, day_no: 2, title: '杭州—上海', meals: [0], traffic_type: 3 },
  ]);
  const [pkg] = await db.insert(pricePackages).values({ product_id: p.id, plan_id: plan.id, name: '标准套餐', seats: 40 }).returning();
  if (o.prices !== false) {
    await db.insert(packagePrices).values([
      { package_id: pkg.id, fee_type: 0, price_kind: 1, price: 298000 }, { package_id: pkg.id, fee_type: 0, price_kind: 3, price: 358000 },
      { package_id: pkg.id, fee_type: 1, price_kind: 1, price: 198000 }, { package_id: pkg.id, fee_type: 0, price_kind: 2, price: 250000 },
    ]);
  }
  const group = (n: string, dep: string, state: number) => ({
    code: `${code}-${n}`, product_id: p.id, plan_id: plan.id, package_id: pkg.id, departure_date: dep, disband_date: dep, stop_sale_date: dep, seats_plan: 40, state,
  });
  const gs = await db.insert(tourGroups).values([group('A', day(10), 0), group('B', day(20), 0), group('OLD', day(-5), 0), group('STOP', day(30), 4)]).returning();
  // Seats taken through the order route (A: 3 held and 7 confirmed; B: full) — only where there are prices to sign up at.
  if (o.prices !== false && (o.audit_status ?? 1) === 1) {
    await signUp(s, admin, gs[0].id, { adults: 3, enrollment: 1 });
    await signUp(s, admin, gs[0].id, { adults: 7, enrollment: 0 });
    await signUp(s, admin, gs[1].id, { adults: 40, enrollment: 0 });
  }
  return { id: p.id, groups: gs.map((g) => g.id) };
}

const settings = { platform: 'youzan', shop_name: '西湖旅游微商城', base_url: 'https://open.youzanyun.com/api', app_key: 'ak_2024_demo', app_secret: 'sk-1234567890abcdef', enabled: true };

beforeAll(async () => {
  s = await startServer();
  [admin, operator] = [await s.login('admin'), await s.login('operator')];
});
afterAll(async () => { await s?.close(); });

describe('shop connection', () => {
  it('refuses users without the page (102) and bad input (400, Chinese field messages)', async () => {
    expect((await s.api(U.settings, {}, operator)).code).toBe(102);
    expect((await s.api(U.saveSettings, settings, operator)).code).toBe(102);
    const bad = await s.api<{ errors: { field: string; message: string }[] }>(U.saveSettings, { ...settings, base_url: 'ftp://x', platform: 'taobao', shop_name: '' }, admin);
    expect(bad.code).toBe(400);
    expect(bad.data.errors.map((e) => e.field).sort()).toEqual(['base_url', 'platform', 'shop_name']);
    expect(bad.data.errors.find((e) => e.field === 'base_url')?.message).toBe('接口地址必须以 http:// 或 https:// 开头');
  });

  it('saves the connection and never answers the secret in full; the masked value keeps it, a stale version is 409', async () => {
    expect(ok(await s.api(U.settings, {}, admin))).toBeNull();
    const saved = ok(await s.api<{ app_secret: string; app_secret_set: boolean; version: number }>(U.saveSettings, settings, admin));
    expect([saved.app_secret, saved.app_secret_set]).toEqual(['sk****ef', true]);
    const kept = ok(await s.api<{ app_secret: string; version: number; shop_name: string }>(U.saveSettings, { ...settings, shop_name: '西湖商城', app_secret: 'sk****ef', version: saved.version }, admin));
    expect([kept.app_secret, kept.shop_name]).toEqual(['sk****ef', '西湖商城']);
    const [row] = await s.database.db.select().from((await import('../src/modules/shop-sync/shop-sync.tables')).shopSettings);
    expect(row.secret.app_secret).toBe('sk-1234567890abcdef');
    expect((await s.api(U.saveSettings, { ...settings, version: saved.version }, admin)).code).toBe(409);
    expect((await s.api(U.saveSettings, { ...settings, app_secret: 'xx****yy', version: kept.version }, admin)).code).toBe(400);
  });
});

describe('sync jobs', () => {
  let good: { id: number; groups: number[] };
  beforeAll(async () => { good = await seedProduct('SYNC1'); });

  it('lists approved products only, 未同步 at first, with their upcoming groups', async () => {
    const draft = await seedProduct('DRAFT1', { audit_status: 0 });
    const list = ok(await s.api<{ page_data: { data: Row[] } }>(U.list, { keyword: 'SYNC1' }, admin)).page_data.data;
    expect(list.map((r) => [r.id, r.state, r.state_label, r.upcoming_groups])).toEqual([[good.id, 0, '未同步', 2]]);
    expect(ok(await s.api<{ page_data: { data: Row[] } }>(U.list, { keyword: 'DRAFT1' }, admin)).page_data.data).toEqual([]);
    const refused = await s.api(U.sync, { id: draft.id }, admin);
    expect([refused.code, refused.msg]).toEqual([400, '产品“商城测试DRAFT1”未通过审核，不能同步到商城']);
    expect((await s.api(U.sync, { id: good.id }, operator)).code).toBe(102);
    expect((await s.api(U.sync, {}, admin)).code).toBe(400);
  });

  it('同步 queues a job whose payload is what the connector sends: basics, itinerary, prices, upcoming groups with seats left', async () => {
    const job = ok(await s.api<Job>(U.sync, { id: good.id }, admin));
    expect([job.status, job.action, job.error]).toEqual([0, 'publish', null]);
    const full = ok(await s.api<Job>(U.job, { id: job.id }, admin));
    const p = full.payload as {
      action: string; money_unit: string; product: Record<string, unknown>;
      itinerary: { name: string; gathering_place: string; schedule: { day_no: number; title: string; meals: string[]; traffic: string }[] }[];
      prices: { name: string; fees: { fee_type: number; fee_name: string; price: number; market_price: number | null }[] }[];
      groups: { code: string; departure_date: string; seats_total: number; seats_remaining: number; guaranteed: boolean }[];
    };
    expect([p.action, p.money_unit]).toEqual(['publish', 'fen']);
    expect(p.product).toMatchObject({ id: good.id, code: 'SYNC1', name: '商城测试SYNC1', days: 2, nights: 1, destination: ['杭州'], features: '西湖游船', deposit: 50000, cover_images: ['/uploads/cover.jpg'] });
    expect(p.itinerary).toHaveLength(1);
    expect(p.itinerary[0].gathering_place).toBe('上海人民广场');
    expect(p.itinerary[0].schedule.map((d) => [d.day_no, d.title, d.meals, d.traffic])).toEqual([[1, '上海—杭州', ['午餐', '晚餐'], '大巴'], [2, '杭州—上海', ['早餐'], '大巴']]);
    // Sales prices with the market price beside; the settlement price (kind 2) never leaves.
    expect(p.prices[0].fees).toEqual([
      { fee_type: 0, fee_name: '成人套餐', price: 298000, market_price: 358000 },
      { fee_type: 1, fee_name: '儿童套餐', price: 198000, market_price: null },
    ]);
    // Upcoming on-sale groups only (not the past one, not the one closed to sales), with seats left.
    expect(p.groups.map((g) => [g.code, g.departure_date, g.seats_total, g.seats_remaining])).toEqual([['SYNC1-A', day(10), 40, 30], ['SYNC1-B', day(20), 40, 0]]);
    expect(full.log.map((l) => l.text)).toEqual(['系统管理员 同步：已生成商城数据', '已进入发送队列，等待商城连接器发送']);
    const row = ok(await s.api<{ page_data: { data: Row[] } }>(U.list, { keyword: 'SYNC1' }, admin)).page_data.data[0];
    expect([row.state, row.state_label, row.last_job_id]).toEqual([1, '已同步', job.id]);
    expect(ok(await s.api<{ page_data: { data: Row[] } }>(U.list, { keyword: 'SYNC1', state: [1] }, admin)).page_data.data).toHaveLength(1);
  });

  it('a second 同步 supersedes the unsent job; 下架 queues an unpublish job; a product with no price fails with the reason', async () => {
    const first = ok(await s.api<{ page_data: { data: Job[] } }>(U.jobs, { product_id: good.id }, admin)).page_data.data[0];
    const again = ok(await s.api<Job>(U.sync, { id: good.id }, admin));
    const jobs = ok(await s.api<{ page_data: { data: Job[] } }>(U.jobs, { product_id: good.id }, admin)).page_data.data;
    expect(jobs.map((j) => [j.id, j.status])).toEqual([[again.id, 0], [first.id, 3]]);
    expect(jobs[1].log.at(-1)?.text).toBe(`被新的任务 #${again.id} 替代，未发送`);

    const off = ok(await s.api<Job>(U.unpublish, { id: good.id }, admin));
    expect([off.action, off.status]).toEqual(['unpublish', 0]);
    expect(off.payload).toMatchObject({ action: 'unpublish', product: { id: good.id, code: 'SYNC1' } });
    expect(ok(await s.api<{ page_data: { data: Row[] } }>(U.list, { keyword: 'SYNC1' }, admin)).page_data.data[0].state).toBe(3);
    expect((await s.api(U.unpublish, { id: good.id }, admin)).msg).toBe('产品“商城测试SYNC1”不在商城中，无需下架');

    const bare = await seedProduct('NOPRICE', { prices: false });
    const failed = ok(await s.api<Job>(U.sync, { id: bare.id }, admin));
    expect([failed.status, failed.error]).toEqual([2, '产品没有成人销售价，商城无法展示价格']);
    const row = ok(await s.api<{ page_data: { data: Row[] } }>(U.list, { keyword: 'NOPRICE' }, admin)).page_data.data[0];
    expect([row.state_label, row.last_error]).toEqual(['同步失败', '产品没有成人销售价，商城无法展示价格']);
  });

  it('批量同步 reports each product; a disabled connection refuses to queue anything', async () => {
    const other = await seedProduct('SYNC2');
    const r = ok(await s.api<{ success: number; failed: number; results: { id: number; ok: boolean; message: string }[] }>(U.batchSync, { ids: [good.id, other.id, 999999] }, admin));
    expect([r.success, r.failed]).toEqual([2, 1]);
    expect(r.results.find((x) => x.id === 999999)?.message).toBe('产品不存在');
    expect((await s.api(U.batchSync, { ids: [] }, admin)).code).toBe(400);

    const cur = ok(await s.api<{ version: number }>(U.settings, {}, admin));
    ok(await s.api(U.saveSettings, { ...settings, app_secret: undefined, enabled: false, version: cur.version }, admin));
    const off = await s.api(U.sync, { id: good.id }, admin);
    expect([off.code, off.msg]).toEqual([400, '商城连接“西湖旅游微商城”已停用，请先启用']);
  });
});
