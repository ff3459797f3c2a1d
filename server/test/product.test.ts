/**
 * Line products through the API on a real server: the editor's steps (basic info, presale, itinerary plans,
 * price packages per date and per range, own prices), the line-product audit (only an approved product opens
 * groups), groups created from dates (disband and stop-sale dates, seats), seat changes, deleting dates and
 * packages (refused with orders), copy without packages, delete refused with groups, the demo seed, bad input,
 * permissions and version conflicts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoToday, addDays } from '@ta/contract';
import { sql } from 'drizzle-orm';
import type { PackageCostDetail, PriceAddResult, ProductDetail, ProductListRow } from '@ta/contract';
import { isoWeekday } from '../src/modules/product/group-dates.service';
import { hasChinese, startServer, type TestServer } from './harness';
import { uniq, type Page, decideRun, signUp } from './fixtures';

let s: TestServer;
let operator: string, manager: string, finance: string, admin: string;
beforeAll(async () => {
  s = await startServer();
  [operator, manager, finance, admin] = [await s.login('operator'), await s.login('manager'), await s.login('finance'), await s.login('admin')];
});
afterAll(async () => { await s?.close(); });

interface Bad { errors: { field: string; message: string }[] }
interface Run { id: number; status: number; my_task: { task_id: number; version: number } | null }
const ok = <T,>(r: { code: number; msg: string; data: T }, what = ''): T => { expect(r.code, `${what} ${r.msg}`).toBe(200); return r.data; };
const q = async <T,>(text: string) => ((await s.database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
const today = isoToday();
const AREA = [{ country_id: 240, province_id: 530000, city_id: 530100, name: '昆明' }];
const PRICES = [
  { fee_type: 0, price_kind: 1, price: 428000 }, { fee_type: 0, price_kind: 2, price: 398000 }, { fee_type: 0, price_kind: 4, price: 300000 },
  { fee_type: 1, price_kind: 1, price: 298000 }, { fee_type: 1, price_kind: 2, price: 278000 },
  { fee_type: 13, price_kind: 1, price: 98000 },
];
const DAYS = [
  { day_no: 1, title: '上海—昆明', description: '乘机飞往昆明', meals: [2], lodging: '昆明酒店', hotel_star: 3, traffic_type: 1, place: '昆明', sights: '翠湖' },
  { day_no: 2, title: '昆明—大理', meals: [0, 1, 2], traffic_type: 3, sights: '石林' },
  { day_no: 3, title: '大理—上海', meals: [0], traffic_type: 1 },
];

const addProduct = async (o: Record<string, unknown> = {}) =>
  ok(await s.api<ProductDetail>('/api/v1/product/add', { name: `测试线路${uniq()}`, destination: AREA, days: 3, nights: 2, ...o }, operator), 'add');
const detail = async (id: number, tok = operator) => ok(await s.api<ProductDetail>('/api/v1/product/detail', { id }, tok), 'detail');
const savePlans = async (p: ProductDetail) => ok(await s.api<ProductDetail>('/api/v1/product/plan/save', {
  product_id: p.id, version: p.version, plans: [{ id: p.plans[0].id, name: p.plans[0].name, is_default: true, days: 3, nights: 2, gathering_place: '虹桥T2', itinerary: DAYS }],
}, operator), 'plan save');

const decide = async (runId: number, verb: 'pass' | 'reject', comment?: string) => ok(await decideRun(s, 'lineProduct', runId, manager, verb, comment), verb);
/** A product with a 3-day plan, approved by the manager. */
async function approvedProduct(o: Record<string, unknown> = {}): Promise<ProductDetail> {
  const p = await savePlans(await addProduct(o));
  const run = ok(await s.api<Run>('/api/v1/audit/submit', { type: 'lineProduct', object_id: p.id }, operator), 'submit');
  await decide(run.id, 'pass');
  return detail(p.id);
}
const priceAdd = (body: Record<string, unknown>) => s.api<PriceAddResult>('/product/route/price/add', body, operator);

describe('demo seed', () => {
  it('has four approved products with groups on future dates and one draft; the operator sees them in the list', async () => {
    const list = ok(await s.api<Page<ProductListRow>>('/api/v1/product/list', { pageSize: 50 }, operator)).page_data.data;
    const yn = list.find((r) => r.name === '云南昆明大理丽江6日游')!;
    expect(yn).toMatchObject({ audit_status: 1, days: 6, category_name: '国内长线', plan_count: 1, package_count: 2, created_by_name: '李计调', auditing: false });
    expect(yn.group_count).toBe(17);
    expect(yn.next_departure! >= today).toBe(true);
    for (const n of ['北京5日游', '三亚4日游', '日本东京大阪7日游']) expect(list.find((r) => r.name === n)?.audit_status).toBe(1);
    expect(list.find((r) => r.name === '杭州乌镇3日游')).toMatchObject({ audit_status: 0, group_count: 0 });
    const d = await detail(yn.id);
    expect(d.plans[0].itinerary.map((x) => x.day_no)).toEqual([1, 2, 3, 4, 5, 6]);
    const pkg = d.packages[0];
    expect(pkg).toMatchObject({ seats: 40, min_group_size: 10, soon_group_size: 8 });
    expect(pkg.prices.find((x) => x.fee_type === 0 && x.price_kind === 1)?.price).toBe(428000);
    expect(new Set(pkg.prices.map((x) => x.fee_type))).toEqual(new Set([0, 1, 11, 12, 13]));
    const future = pkg.groups.filter((g) => g.departure_date >= today);
    expect(future).toHaveLength(8);
    expect(future.every((g) => g.departure_date <= addDays(today, 60))).toBe(true);
    const past = pkg.groups.filter((g) => g.departure_date < today);
    expect(past).toHaveLength(1);
    expect(past[0].disband_date < today).toBe(true);
    // Filters: keyword on the code, destination text, days, audit status.
    expect(ok(await s.api<Page<ProductListRow>>('/api/v1/product/list', { keyword: yn.code }, operator)).page_data.data.map((r) => r.id)).toEqual([yn.id]);
    expect(ok(await s.api<Page<ProductListRow>>('/api/v1/product/list', { destination: '大理' }, operator)).page_data.data.map((r) => r.name)).toContain('云南昆明大理丽江6日游');
    expect(ok(await s.api<Page<ProductListRow>>('/api/v1/product/list', { days: 7 }, operator)).page_data.data.map((r) => r.name)).toEqual(['日本东京大阪7日游']);
    expect(ok(await s.api<Page<ProductListRow>>('/api/v1/product/list', { audit_status: 0 }, operator)).page_data.data.every((r) => r.audit_status === 0)).toBe(true);
  });

  it('answers 102 to a user without the product key (finance) and 400 with Chinese messages to bad input', async () => {
    for (const path of ['/api/v1/product/list', '/api/v1/product/add', '/product/route/price/add', '/api/v1/product/category/list']) {
      expect((await s.api(path, {}, finance)).code, path).toBe(102);
    }
    const e = await s.api<Bad>('/api/v1/product/add', { name: '', days: 0, destination: [] }, operator);
    expect([e.status, e.code]).toEqual([400, 400]);
    expect(e.data.errors.map((x) => x.field).sort()).toEqual(['days', 'destination', 'name']);
    expect(e.data.errors.every((x) => hasChinese(x.message))).toBe(true);
    const e2 = await s.api<Bad>('/api/v1/product/add', { name: '晚数错误', days: 2, nights: 3, destination: AREA }, operator);
    expect(e2.data.errors).toEqual([{ field: 'nights', message: '行程晚数不能大于天数' }]);
    const e3 = await s.api<Bad>('/product/route/price/add', { product_id: 1, plan_id: 1, seats: 10, prices: [{ fee_type: 2, price_kind: 1, price: 1.5 }] }, operator);
    expect(e3.code).toBe(400);
    expect(e3.data.errors.map((x) => x.message)).toEqual(expect.arrayContaining(['费用类型取值不正确', '价格必须是以分为单位的整数']));
  });
});

describe('product steps', () => {
  it('adds the basic info (code, default plan), updates basic info and presale settings, saves a 3-day plan and own prices', async () => {
    const p = await addProduct({ traffic_go: 1, traffic_back: 6, hotel_star: 3, cost_include: '机票', label_ids: [] });
    expect(p.code).toMatch(/\d/);
    expect(p).toMatchObject({ audit_status: 0, step: 1, version: 1, destination_text: '昆明', created_by_name: '李计调' });
    expect(p.plans).toMatchObject([{ name: '行程方案1', is_default: true, days: 3, nights: 2, itinerary: [] }]);

    const u = ok(await s.api<ProductDetail>('/api/v1/product/update', { id: p.id, version: p.version, name: `${p.name}改`, features: '洱海骑行' }, operator));
    expect(u).toMatchObject({ name: `${p.name}改`, features: '洱海骑行', traffic_go: 1, version: 2 });
    const pre = ok(await s.api<ProductDetail>('/api/v1/product/update', { id: p.id, version: u.version, sale_start_date: today, stop_sale_days: 3, min_persons: 2, max_persons: 30, deposit: 50000, step: 3 }, operator));
    expect(pre).toMatchObject({ stop_sale_days: 3, min_persons: 2, max_persons: 30, deposit: 50000, sale_start_date: today, step: 3, version: 3 });
    const stale = await s.api('/api/v1/product/update', { id: p.id, version: u.version, features: '旧版本' }, operator);
    expect(stale.code).toBe(409);
    const bad = await s.api<Bad>('/api/v1/product/update', { id: p.id, version: pre.version, max_persons: 1 }, operator);
    expect(bad.data.errors[0].message).toBe('最多人数不能小于最少成团人数');

    const planned = await savePlans(pre);
    expect(planned.plans[0]).toMatchObject({ gathering_place: '虹桥T2', days: 3 });
    expect(planned.plans[0].itinerary.map((d) => [d.day_no, d.title, d.meals])).toEqual([[1, '上海—昆明', [2]], [2, '昆明—大理', [0, 1, 2]], [3, '大理—上海', [0]]]);
    expect(planned.version).toBe(pre.version + 1);
    expect(ok(await s.api<unknown[]>('/product/route/plan/list', { product_id: p.id }, operator))).toHaveLength(1);
    // A second plan, then the first one removed (no package uses it).
    const two = ok(await s.api<ProductDetail>('/api/v1/product/plan/save', {
      product_id: p.id, version: planned.version, plans: [
        { id: planned.plans[0].id, name: '行程方案1', days: 3, nights: 2, itinerary: DAYS },
        { name: '慢游方案', days: 4, nights: 3, is_default: true, itinerary: [{ day_no: 1, title: '出发' }] },
      ],
    }, operator));
    expect(two.plans.map((x) => [x.name, x.is_default])).toEqual([['行程方案1', false], ['慢游方案', true]]);
    const dup = await s.api<Bad>('/api/v1/product/plan/save', { product_id: p.id, version: two.version, plans: [{ name: 'A', days: 2, itinerary: [{ day_no: 1, title: 'x' }, { day_no: 1, title: 'y' }] }] }, operator);
    expect(dup.data.errors[0].message).toBe('第1天重复');

    const own = ok(await s.api<ProductDetail>('/api/v1/product/ownPrice/save', {
      product_id: p.id, version: two.version, prices: [{ channel: 'peer', fee_type: 0, price: 390000 }, { channel: 'internal', fee_type: 0, price: 370000 }],
    }, operator));
    expect(own.own_prices).toEqual([{ channel: 'internal', fee_type: 0, price: 370000 }, { channel: 'peer', fee_type: 0, price: 390000 }]);
    expect(own.step).toBe(5);
    const ownDup = await s.api<Bad>('/api/v1/product/ownPrice/save', { product_id: p.id, version: own.version, prices: [{ channel: 'peer', fee_type: 0, price: 1 }, { channel: 'peer', fee_type: 0, price: 2 }] }, operator);
    expect(ownDup.msg).toBe('同行价的成人套餐重复');
    // The change history is readable with the product key.
    const hist = ok(await s.api<Page<{ changes: { field: string; label: string }[] }>>('/api/v1/history/list', { table: 'products', record_id: p.id }, operator));
    expect(hist.page_data.data.flatMap((h) => h.changes.map((c) => c.label))).toEqual(expect.arrayContaining(['产品名称', '定金', '行程方案', '自有价格']));
  });

  it('sets prices before the audit, but an unapproved product cannot open groups', async () => {
    const p = await savePlans(await addProduct());
    const pkg = ok(await priceAdd({ product_id: p.id, plan_id: p.plans[0].id, seats: 40, prices: PRICES }));
    expect(pkg.package).toMatchObject({ name: '套餐1', seats: 40, min_group_size: 1, groups: [] });
    const r = await priceAdd({ product_id: p.id, plan_id: p.plans[0].id, seats: 40, prices: PRICES, dates: [addDays(today, 10)] });
    expect(r.code).toBe(400);
    expect(r.msg).toContain('产品审核通过后才能开团');
    // Nothing of the refused request was written (no second package).
    expect((await detail(p.id)).packages).toHaveLength(1);
    // Prices may still change before the audit; the approver sees them in the run as submitted.
    const upd = ok(await s.api<ProductDetail['packages'][number]>('/product/route/price/update', {
      package_id: pkg.package.id, version: pkg.package.version, name: '标准套餐', seats: 36, min_group_size: 1, soon_group_size: 1, cost_price: 0,
      prices: [...PRICES.filter((x) => !(x.fee_type === 0 && x.price_kind === 1)), { fee_type: 0, price_kind: 1, price: 438000 }],
    }, operator), 'update before audit');
    expect(upd).toMatchObject({ name: '标准套餐', seats: 36, groups: [] });
    const run = ok(await s.api<Run>('/api/v1/audit/submit', { type: 'lineProduct', object_id: p.id }, operator), 'submit');
    const seen = ok(await s.api<{ fields: { label: string; value: string }[] }>('/api/v1/audit/lineProduct/detail', { id: run.id }, manager));
    expect(seen.fields).toEqual(expect.arrayContaining([
      { label: '价格套餐', value: '1个' },
      { label: '套餐“标准套餐”', value: '成人套餐 销售价 4,380.00元 / 结算价 3,980.00元 / 采购价 3,000.00元；儿童套餐 销售价 2,980.00元 / 结算价 2,780.00元；单房差 销售价 980.00元；库存 36人/团' },
    ]));
    await decide(run.id, 'pass');
    // After the approval the same package opens its first group.
    const opened = ok(await priceAdd({ product_id: p.id, plan_id: p.plans[0].id, package_id: pkg.package.id, dates: [addDays(today, 10)] }), 'open after approval');
    expect(opened.opened).toEqual([addDays(today, 10)]);
    expect(opened.package.groups).toMatchObject([{ departure_date: addDays(today, 10), seats_plan: 36 }]);
  });
});

describe('travel templates for the itinerary import', () => {
  it('lists the enabled templates with their days under the product key: 200 for the operator, 102 for finance', async () => {
    const day = (n: number) => ({ day_no: n, title: `模板第${n}天`, description: '游览', meals: [{ kind: 0, included: true }], traffic_types: [3], sights: ['洱海'] });
    const on = ok(await s.api<{ id: number }>('/api/v1/travelTemplate/add', { title: `大理模板${uniq()}`, destination: '大理', nights: 1, days: [day(1), day(2)] }, admin));
    const off = ok(await s.api<{ id: number }>('/api/v1/travelTemplate/add', { title: `停用模板${uniq()}`, days: [day(1)], enabled: false }, admin));
    // The operator has no basic-settings page, but reads the templates through the product route.
    expect((await s.api('/api/v1/travelTemplate/list', {}, operator)).code).toBe(102);
    const list = ok(await s.api<{ id: number; title: string; day_count: number; nights: number | null; days: { day_no: number; title: string }[] }[]>('/api/v1/product/travelTemplate/options', {}, operator));
    const mine = list.find((t) => t.id === on.id)!;
    expect(mine).toMatchObject({ destination: '大理', nights: 1, day_count: 2 });
    expect(mine.days.map((d) => [d.day_no, d.title])).toEqual([[1, '模板第1天'], [2, '模板第2天']]);
    expect(list.some((t) => t.id === off.id)).toBe(false);
    const denied = await s.api('/api/v1/product/travelTemplate/options', {}, finance);
    expect(denied.code).toBe(102);
  });
});

describe('audit and groups', () => {
  it('submit → the manager passes → approved; edits are refused while the audit runs; a rejection shows 已驳回', async () => {
    const p = await savePlans(await addProduct());
    const empty = await addProduct();
    const noDays = await s.api('/api/v1/audit/submit', { type: 'lineProduct', object_id: empty.id }, operator);
    expect(noDays.code).toBe(400);
    expect(noDays.msg).toContain('还没有填写行程');

    const run = ok(await s.api<Run>('/api/v1/audit/submit', { type: 'lineProduct', object_id: p.id }, operator));
    expect((await detail(p.id)).auditing).toBe(true);
    const locked = await s.api('/api/v1/product/update', { id: p.id, version: (await detail(p.id)).version, name: '审核中修改' }, operator);
    expect(locked.code).toBe(400);
    expect(locked.msg).toContain('正在审核中');
    expect((await decide(run.id, 'pass')).status).toBe(1);
    const approved = await detail(p.id);
    expect(approved).toMatchObject({ audit_status: 1, auditing: false });

    // Editing the description of an approved product sends it back to 未审核 (decisions.md "Products").
    const edited = ok(await s.api<ProductDetail>('/api/v1/product/update', { id: p.id, version: approved.version, features: '新增特色' }, operator));
    expect(edited.audit_status).toBe(0);
    const run2 = ok(await s.api<Run>('/api/v1/audit/submit', { type: 'lineProduct', object_id: p.id }, operator));
    expect((await decide(run2.id, 'reject', '行程描述不完整')).status).toBe(2);
    expect((await detail(p.id)).audit_status).toBe(2);
  });

  it('opens groups per date and per range with weekdays: codes, disband and stop-sale dates, seats; duplicates skipped, past refused', async () => {
    const p = await approvedProduct();
    const pre = ok(await s.api<ProductDetail>('/api/v1/product/update', { id: p.id, version: p.version, stop_sale_days: 2 }, operator));
    expect(pre.audit_status).toBe(1); // presale settings do not need a new review
    const d1 = addDays(today, 10), d2 = addDays(today, 17);
    const r = ok(await priceAdd({ product_id: p.id, plan_id: p.plans[0].id, seats: 30, min_group_size: 10, soon_group_size: 8, cost_price: 300000, prices: PRICES, dates: [d2, d1, d1] }));
    expect(r.opened).toEqual([d1, d2]);
    expect(r.package.groups.map((g) => [g.departure_date, g.disband_date, g.stop_sale_date, g.seats_plan, g.state]))
      .toEqual([[d1, addDays(d1, 3), addDays(d1, -2), 30, 0], [d2, addDays(d2, 3), addDays(d2, -2), 30, 0]]);
    expect(new Set(r.package.groups.map((g) => g.code)).size).toBe(2);
    const [g] = await q<{ minimum_group_size: number; soon_group_size: number; dept_id: number; product_dept: number; plan_id: number }>(
      `select g.minimum_group_size, g.soon_group_size, g.dept_id, p.dept_id as product_dept, g.plan_id from tour_groups g join products p on p.id = g.product_id where g.id = ${r.package.groups[0].id}`);
    expect(g).toMatchObject({ minimum_group_size: 10, soon_group_size: 8, dept_id: g.product_dept, plan_id: p.plans[0].id });

    // A range of four weeks, Saturdays and Sundays only, on the same package; d1 again is skipped.
    const from = addDays(today, 1), to = addDays(today, 28);
    const more = ok(await priceAdd({ product_id: p.id, plan_id: p.plans[0].id, package_id: r.package.id, dates: [d1], date_range: { from, to, weekdays: [6, 7] } }));
    // Which of d1 and d2 fall on a weekend depends on today's weekday: every requested date already open is skipped.
    const weekend: string[] = [];
    for (let d = from; d <= to; d = addDays(d, 1)) if ([6, 7].includes(isoWeekday(d))) weekend.push(d);
    const wanted = [...new Set([d1, ...weekend])];
    const open = new Set([d1, d2]);
    expect(more.skipped.map((x: { date: string }) => x.date).sort()).toEqual(wanted.filter((d) => open.has(d)).sort());
    expect(more.skipped.every((x: { reason: string }) => x.reason === '该日期已有团期')).toBe(true);
    expect(more.opened.length).toBe(wanted.filter((d) => !open.has(d)).length);
    expect(more.opened.every((d) => [6, 7].includes(isoWeekday(d)) && d >= from && d <= to)).toBe(true);
    const again = await priceAdd({ product_id: p.id, plan_id: p.plans[0].id, package_id: r.package.id, dates: [d1] });
    expect(again.msg).toContain('都已有团期');
    const past = await priceAdd({ product_id: p.id, plan_id: p.plans[0].id, package_id: r.package.id, dates: [addDays(today, -1)] });
    expect(past.code).toBe(400);
    expect(past.msg).toContain('出团日期不能早于今天');

    // Cost detail: margin = sales − cost (purchase price, else the package's cost price).
    const cost = ok(await s.api<PackageCostDetail>('/product/route/price/costDetail', { package_id: r.package.id }, operator));
    expect(cost.lines.find((l) => l.fee_type === 0)).toMatchObject({ sales: 428000, settlement: 398000, purchase: 300000, cost: 300000, margin: 128000, peer_margin: 98000, margin_rate: 29.91 });
    expect(cost.lines.find((l) => l.fee_type === 1)).toMatchObject({ cost: 300000, margin: -2000 });
    expect(cost.lines.find((l) => l.fee_type === 13)).toMatchObject({ cost: 0, margin: 98000 });

    // At most six packages per plan, named 套餐1… by default.
    for (let i = 0; i < 5; i++) ok(await priceAdd({ product_id: p.id, plan_id: p.plans[0].id, seats: 10, prices: PRICES }));
    const names = (await detail(p.id)).packages.map((x) => x.name);
    expect(names).toEqual(['套餐1', '套餐2', '套餐3', '套餐4', '套餐5', '套餐6']);
    const seventh = await priceAdd({ product_id: p.id, plan_id: p.plans[0].id, seats: 10, prices: PRICES });
    expect(seventh.msg).toBe('每个行程方案最多6个价格套餐');
  });

  it('changing seats recomputes the groups but never below held + confirmed; renames; deleting a date or package with orders is refused', async () => {
    const p = await approvedProduct();
    const d1 = addDays(today, 12), d2 = addDays(today, 13);
    const r = ok(await priceAdd({ product_id: p.id, plan_id: p.plans[0].id, seats: 20, prices: PRICES, dates: [d1, d2] }));
    const [g1, g2] = r.package.groups;
    // 6 confirmed and 2 held seats on the first group, taken by the order route's own seat logic.
    await signUp(s, admin, g1.id, { adults: 6, enrollment: 0 });
    await signUp(s, admin, g1.id, { adults: 2, enrollment: 1 });
    const base = { package_id: r.package.id, name: '套餐1', min_group_size: 1, soon_group_size: 1, cost_price: 0, prices: PRICES };
    const tooFew = await s.api<Bad>('/product/route/price/update', { ...base, version: r.package.version, seats: 7 }, operator);
    expect(tooFew.code).toBe(400);
    expect(tooFew.msg).toContain(`${d1}（${g1.code}）已占8人`);
    const upd = ok(await s.api<PriceAddResult['package']>('/product/route/price/update', { ...base, version: r.package.version, seats: 8, prices: [...PRICES, { fee_type: 11, price_kind: 1, price: 400000 }] }, operator));
    expect(upd.groups.map((g) => g.seats_plan)).toEqual([8, 8]);
    expect(upd.prices).toHaveLength(PRICES.length + 1);
    expect((await s.api('/product/route/price/update', { ...base, version: r.package.version, seats: 9 }, operator)).code).toBe(409);
    const renamed = ok(await s.api<{ name: string }>('/product/route/price/name/update', { package_id: r.package.id, name: '早鸟套餐' }, operator));
    expect(renamed.name).toBe('早鸟套餐');
    expect(ok(await s.api<{ plan_name: string; name: string }>('/product/route/price/detail', { package_id: r.package.id }, operator))).toMatchObject({ name: '早鸟套餐', plan_name: '行程方案1' });

    // Orders on the first group: deleting its date or the package is refused; the second date goes.
    const delDate = await s.api('/product/route/price/deleteDate', { package_id: r.package.id, departure_date: d1 }, operator);
    expect(delDate.code).toBe(400);
    expect(delDate.msg).toContain('已有报名订单，不能删除');
    const delPkg = await s.api('/product/route/price/delete', { package_id: r.package.id }, operator);
    expect(delPkg.msg).toContain('已有报名订单');
    const left = ok(await s.api<PriceAddResult['package']>('/product/route/price/deleteDate', { package_id: r.package.id, departure_date: d2 }, operator));
    expect(left.groups.map((g) => g.id)).toEqual([g1.id]);
    expect(await q(`select id from tour_groups where id = ${g2.id}`)).toEqual([]);
    // The plan with a package cannot be removed; the product with groups cannot be deleted.
    const d = await detail(p.id);
    const planGone = await s.api('/api/v1/product/plan/save', { product_id: p.id, version: d.version, plans: [{ name: '新方案', days: 3, itinerary: DAYS }] }, operator);
    expect(planGone.msg).toContain('已有价格套餐');
    const delProduct = await s.api('/api/v1/product/delete', { id: p.id }, operator);
    expect(delProduct.code).toBe(400);
    expect(delProduct.msg).toContain('已有1个团期');

    // Without orders, a package goes with its groups.
    const r2 = ok(await priceAdd({ product_id: p.id, plan_id: p.plans[0].id, seats: 20, prices: PRICES, dates: [d2] }));
    expect(ok(await s.api<{ removed_groups: number }>('/product/route/price/delete', { package_id: r2.package.id }, operator)).removed_groups).toBe(1);
    expect(await q(`select id from price_packages where id = ${r2.package.id}`)).toEqual([]);
  });

  it('copies basic info, plans, days and own prices but not packages; deletes a product without groups', async () => {
    const p = await approvedProduct();
    const withOwn = ok(await s.api<ProductDetail>('/api/v1/product/ownPrice/save', { product_id: p.id, version: p.version, prices: [{ channel: 'peer', fee_type: 1, price: 200000 }] }, operator));
    ok(await priceAdd({ product_id: p.id, plan_id: p.plans[0].id, seats: 20, prices: PRICES, dates: [addDays(today, 20)] }));
    const c = ok(await s.api<ProductDetail>('/api/v1/product/copy', { id: p.id }, operator));
    expect(c.name).toBe(`${p.name}（复制）`);
    expect(c.code).not.toBe(p.code);
    expect(c).toMatchObject({ audit_status: 0, days: 3, destination_text: '昆明', packages: [], own_prices: withOwn.own_prices });
    expect(c.plans[0].itinerary.map((d) => d.title)).toEqual(DAYS.map((d) => d.title));
    expect(c.plans[0].id).not.toBe(p.plans[0].id);
    ok(await s.api('/api/v1/product/delete', { id: c.id }, operator));
    expect((await s.api('/api/v1/product/detail', { id: c.id }, operator)).code).toBe(404);
  });
});

describe('categories and master data in use', () => {
  it('manages categories; a category, a label or a travel template used by a product cannot be deleted', async () => {
    const cat = ok(await s.api<{ id: number; version: number }>('/api/v1/product/category/add', { name: `分类${uniq()}` }, operator));
    const dupName = await s.api('/api/v1/product/category/add', { name: '国内长线' }, operator);
    expect(dupName.msg).toBe('分类名称“国内长线”已存在');
    const lvl = ok(await s.api<{ id: number }>('/api/v1/label/productLevel/add', { name: `等级${uniq()}` }, admin));
    const tpl = ok(await s.api<Page<{ id: number }>>('/api/v1/travelTemplate/list', {}, admin)).page_data.data[0];
    const p0 = await addProduct({ category_id: cat.id, level_id: lvl.id });
    const p = ok(await s.api<ProductDetail>('/api/v1/product/plan/save', { product_id: p0.id, version: p0.version, plans: [{ id: p0.plans[0].id, name: '行程方案1', days: 3, itinerary: [{ day_no: 1, title: '模板日', template_id: tpl.id }] }] }, operator));
    const delCat = await s.api('/api/v1/product/category/delete', { id: cat.id }, operator);
    expect(delCat.msg).toContain('已被行程线路');
    const delLvl = await s.api('/api/v1/label/productLevel/delete', { id: lvl.id }, admin);
    expect(delLvl.code).toBe(400);
    expect(delLvl.msg).toContain(p.name);
    const delTpl = await s.api('/api/v1/travelTemplate/delete', { id: tpl.id }, admin);
    expect(delTpl.msg).toContain('行程线路的行程');
    ok(await s.api('/api/v1/product/delete', { id: p.id }, operator));
    ok(await s.api('/api/v1/product/category/delete', { id: cat.id }, operator));
    ok(await s.api('/api/v1/label/productLevel/delete', { id: lvl.id }, admin));
  });
});
