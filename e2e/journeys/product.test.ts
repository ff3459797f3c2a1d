/**
 * Journey of the line products (issue 5): an operator builds a product step by step (basic info with a
 * destination, a 3-day itinerary started from a travel template, presale with a deposit, a price package
 * with prices before the audit, own prices), is asked before leaving a step with unsaved changes, and submits
 * it to the line-product audit; the manager sees the package's prices and approves it in the audit centre;
 * the operator opens four future groups from the price calendar, opens one of them in the line operation hall,
 * sets a guide cost with a supplier and sees the group's cost and (negative, no orders yet) profit; the trip sheet (/tripExportPdf) prints to a
 * real PDF whose text holds the product's name and itinerary.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { fenToYuan } from '@ta/contract';
import { base, launch, loginAs, newPage, printToPdf, shot } from '../harness';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

interface Answer<T> { code: number; msg: string; data: T }
async function call<T>(path: string, body: unknown, token: string): Promise<Answer<T>> {
  const r = await fetch(base() + path, { method: 'POST', headers: { 'content-type': 'application/json', secretKey: token }, body: JSON.stringify(body) });
  return (await r.json()) as Answer<T>;
}
async function token(name: string): Promise<string> {
  const r = await fetch(`${base()}/api/account/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login_name: name, password: 'demo123' }) });
  return ((await r.json()) as Answer<{ secretKey: string }>).data.secretKey;
}

const stamp = Date.now().toString(36).slice(-4).toUpperCase();
const NAME = `千岛湖深度休闲3日游${stamp}`;
const DAY_TITLES = ['杭州—千岛湖', '千岛湖中心湖区', '千岛湖—杭州'];

/** The form item labelled `label` (exact text) within `scope`. */
function item(scope: Page | Locator, label: string): Locator {
  return scope.locator(`.ant-form-item:has(> .ant-form-item-row > .ant-form-item-label > label[title="${label}"])`).first();
}
const toast = (p: Page, text: string | RegExp) => p.locator('.ant-message-notice').filter({ hasText: text }).first().waitFor({ timeout: 20000 });

/** A date of next month (YYYY-MM-DD): always in the future, whatever today is. */
function nextMonthDay(day: number): string {
  const d = new Date();
  const n = new Date(d.getFullYear(), d.getMonth() + 1, day);
  return `${n.getFullYear()}-${String(n.getMonth() + 1).padStart(2, '0')}-${String(n.getDate()).padStart(2, '0')}`;
}

interface Detail {
  id: number; code: string; name: string; audit_status: number; step: number; deposit: number;
  plans: { days: number; itinerary: { day_no: number; title: string; meals: number[] }[] }[];
  packages: { name: string; seats: number; prices: { fee_type: number; price_kind: number; price: number }[]; groups: { departure_date: string; seats_plan: number; state: number }[] }[];
  own_prices: { channel: string; fee_type: number; price: number }[];
}

describe('product journey', () => {
  let productId = 0;

  it('an operator builds a product with a 3-day itinerary and own prices, and submits it for audit', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'operator');
    await page.goto(`${base()}/product/routeTravel`);
    await page.getByRole('button', { name: /新建线路/ }).click();
    await page.waitForURL(/\/product\/createRouteTravel/);
    const form = page.locator('.ta-product-editor .ant-form').first();
    await form.waitFor();
    await item(form, '产品名称').locator('input').fill(NAME);
    const dest = item(form, '目的地');
    await dest.locator('.ant-select-selector').click();
    await dest.locator('input').first().fill('杭州市');
    await page.locator('.ant-cascader-dropdown:not(.ant-select-dropdown-hidden) .ant-cascader-menu-item').filter({ hasText: /浙江省.*杭州市/ }).first().click();
    await dest.locator('.ant-tag').filter({ hasText: '杭州市' }).waitFor();
    await item(form, '产品特色').locator('textarea').fill('千岛湖游船，森林氧吧，湖鲜美食。');
    await item(form, '费用包含').locator('textarea').fill('往返大巴、2晚酒店、行程内用餐及首道门票。');
    await item(form, '费用不含').locator('textarea').fill('单房差、个人消费。');
    await item(form, '预订须知').locator('textarea').fill('请携带身份证件，提前15分钟到达集合地点。');
    await shot(page, 'product-1-basic');
    await page.getByRole('button', { name: '保存并下一步' }).click();
    await toast(page, /线路已创建/);
    await page.waitForURL(/\/product\/ItineraryInformation\?id=\d+/);
    productId = Number(new URL(page.url()).searchParams.get('id'));

    // Step 2: the default plan has the product's 3 days; each gets a title and meals.
    const cards = page.locator('.ta-day-card');
    await expect.poll(() => cards.count()).toBe(3);
    // The operator (no basic-settings page) imports a travel template, then trims it back to 3 days.
    await page.getByRole('button', { name: /从行程模板导入/ }).click();
    await page.locator('.ant-select').filter({ hasText: '选择行程模板' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: '北京经典5日游（5天）' }).click();
    await page.getByRole('button', { name: /^导\s*入$/ }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => cards.count()).toBe(5);
    expect(await page.locator('#plans_0_itinerary_1_title').inputValue()).toBe('天安门—故宫—景山');
    await shot(page, 'product-2-template');
    await page.locator('#plans_0_days').fill('3');
    await page.locator('#plans_0_nights').fill('2');
    await expect.poll(() => cards.count()).toBe(3);
    for (let i = 0; i < 3; i++) {
      await page.locator(`#plans_0_itinerary_${i}_title`).fill(DAY_TITLES[i]);
      await page.locator(`#plans_0_itinerary_${i}_description`).fill(`第${i + 1}天的行程安排：${DAY_TITLES[i]}。`);
      await cards.nth(i).getByLabel('早餐').check();
      await cards.nth(i).getByLabel('午餐').check();
    }
    await page.locator('#plans_0_itinerary_0_lodging').fill('千岛湖洲际度假酒店');
    await page.locator('#plans_0_gathering_place').fill('杭州黄龙体育中心');

    // Leaving a step with unsaved changes asks first; staying keeps the typed itinerary.
    await page.locator('.ta-product-steps').getByText('基本信息').click();
    await page.getByText('当前步骤有未保存的修改').waitFor();
    await shot(page, 'product-2-unsaved');
    await page.getByRole('button', { name: '留 下' }).click();
    expect(await page.locator('#plans_0_itinerary_2_title').inputValue()).toBe(DAY_TITLES[2]);
    await shot(page, 'product-2-itinerary');
    await page.getByRole('button', { name: '保存并下一步' }).click();
    await toast(page, '行程信息已保存');
    await page.waitForURL(/\/product\/PresaleSetting\?id=/);

    // Step 3: deposit typed in yuan.
    await page.locator('#deposit_yuan').waitFor();
    await page.locator('#stop_sale_days').fill('3');
    await page.locator('#min_persons').fill('10');
    await page.locator('#max_persons').fill('40');
    await page.locator('#deposit_yuan').fill('500.50');
    await shot(page, 'product-3-presale');
    await page.getByRole('button', { name: '保存并下一步' }).click();
    await toast(page, '预售设置已保存');
    await page.waitForURL(/\/product\/RouteTravelPriceInfo\?id=/);

    // Step 4: a package with prices before the audit (so the approver sees them); its dates wait for the approval.
    await page.getByText('产品审核通过后才能开团').first().waitFor();
    await page.getByRole('button', { name: /新增套餐/ }).click();
    const drawer = page.locator('.ant-drawer-content');
    await drawer.getByText('新增价格套餐').waitFor();
    await drawer.locator('#name').fill('湖景套餐');
    await drawer.locator('#seats').fill('30');
    await drawer.getByLabel('成人套餐销售价').fill('1980');
    await drawer.getByLabel('成人套餐结算价').fill('1780');
    await drawer.getByLabel('儿童套餐销售价').fill('990.5');
    await drawer.getByLabel('单房差销售价').fill('450');
    await drawer.getByText('产品审核通过后才能开团').waitFor();
    expect(await drawer.locator('.ant-picker').count()).toBe(0);
    await shot(page, 'product-4-package-unapproved');
    await drawer.getByRole('button', { name: /^保\s*存$/ }).click();
    await toast(page, '套餐“湖景套餐”已创建');
    await page.locator('.ant-card-head').filter({ hasText: '湖景套餐' }).waitFor();
    await shot(page, 'product-4-price-unapproved');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.waitForURL(/\/product\/ProOwnPrice\?id=/);

    // Step 5: own prices in yuan.
    await page.getByLabel('同行价成人套餐').fill('1680');
    await page.getByLabel('同行价儿童套餐').fill('880.5');
    await page.getByLabel('内部价成人套餐').fill('1580');
    await shot(page, 'product-5-own-price');
    await page.getByRole('button', { name: '保存并完成' }).click();
    await toast(page, '自有价格已保存');
    await page.waitForURL(/\/product\/routeTravel/);

    const row = page.locator('.ant-table-row').filter({ hasText: NAME });
    await row.getByText('未审核').waitFor();
    await row.getByText('提交审核').click();
    await toast(page, `已提交审核：${NAME}`);
    await row.getByText('审核中').waitFor();
    await shot(page, 'product-6-submitted');

    const d = (await call<Detail>('/api/v1/product/detail', { id: productId }, await token('operator'))).data;
    expect(d.name).toBe(NAME);
    expect(d.deposit).toBe(50050);
    expect(d.plans[0].itinerary.map((x) => x.title)).toEqual(DAY_TITLES);
    expect(d.plans[0].itinerary[0].meals).toEqual([0, 1]);
    expect(d.own_prices).toEqual(expect.arrayContaining([
      { channel: 'peer', fee_type: 0, price: 168000 }, { channel: 'peer', fee_type: 1, price: 88050 }, { channel: 'internal', fee_type: 0, price: 158000 },
    ]));
    await page.context().close();
  });

  it('the manager approves the product in the audit centre', async () => {
    const mgr = await newPage(browser);
    await loginAs(mgr, 'manager');
    await mgr.goto(`${base()}/audit/lineProduct`);
    const item2 = mgr.locator('.ant-table-row').filter({ hasText: NAME });
    await item2.getByText('详情').click();
    await mgr.waitForURL(/\/otherService\/taskAudit\/lineProduct\?id=/);
    await mgr.getByText(NAME).first().waitFor();
    // The approver sees the package's prices as submitted.
    await mgr.getByText(/成人套餐 销售价 1,980\.00元 \/ 结算价 1,780\.00元；儿童套餐 销售价 990\.50元；单房差 销售价 450\.00元；库存 30人\/团/).waitFor();
    await shot(mgr, 'product-7-audit');
    await mgr.getByRole('button', { name: /通\s*过/ }).click();
    await mgr.getByRole('dialog').getByRole('button', { name: '确认通过' }).click(); // approving asks first
    await mgr.getByText('已通过').first().waitFor();
    const d = (await call<Detail>('/api/v1/product/detail', { id: productId }, await token('operator'))).data;
    expect(d.audit_status).toBe(1);
    await mgr.context().close();
  });

  it('the operator opens four future groups of the package from the price calendar', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'operator');
    await page.goto(`${base()}/product/RouteTravelPriceInfo?id=${productId}`);
    const [d1, d2, d3, d4] = [nextMonthDay(6), nextMonthDay(13), nextMonthDay(20), nextMonthDay(27)];
    const cal = page.locator('.ta-package-calendar').first();
    await cal.getByText('点击日历上没有团期的日期选择出团日期').waitFor();
    expect(await cal.getByText('产品审核通过后才能开团').count()).toBe(0);
    await cal.getByRole('button', { name: '下个月' }).click();
    // The month has turned before the first click: next month's 6th is also a trailing cell of this month's view, and a
    // click there while the view still showed this month opened next month itself, so the pending turn went one further.
    await cal.locator(`td[title="${d2}"]`).waitFor();
    await expect(cal.getByText(d2.slice(0, 4) + '年' + d2.slice(5, 7) + '月').count()).resolves.toBe(1);
    // Each date shows 待开团 before the next is clicked.
    for (const d of [d1, d2, d3, d4]) {
      await cal.locator(`td[title="${d}"]`).click();
      await cal.locator(`td[title="${d}"]`).getByText('待开团').waitFor();
    }
    await cal.getByRole('button', { name: '开团（4）' }).click();
    await toast(page, '已开团4个');
    for (const d of [d1, d2, d3, d4]) await cal.locator(`td[title="${d}"]`).getByText('余30/30').waitFor();
    await cal.scrollIntoViewIfNeeded();
    await shot(page, 'product-9-calendar');

    const d = (await call<Detail>('/api/v1/product/detail', { id: productId }, await token('operator'))).data;
    const pkg = d.packages.find((p) => p.name === '湖景套餐')!;
    expect(pkg.groups.map((g) => g.departure_date).sort()).toEqual([d1, d2, d3, d4]);
    expect(pkg.groups.every((g) => g.seats_plan === 30 && g.state === 0)).toBe(true);
    expect(pkg.prices).toEqual(expect.arrayContaining([
      { fee_type: 0, price_kind: 1, price: 198000 }, { fee_type: 0, price_kind: 2, price: 178000 },
      { fee_type: 1, price_kind: 1, price: 99050 }, { fee_type: 13, price_kind: 1, price: 45000 },
    ]));
    await page.context().close();
  });

  it('the operator opens one of the new groups in the line operation hall, sets a guide cost and sees its profit', async () => {
    const op = await token('operator');
    const d1 = nextMonthDay(6);
    const hall = await call<{ page_data: { data: { id: number; code: string; departure_date: string }[] } }>('/api/v1/routeHall/list', { keyword: NAME, pageNo: 1, pageSize: 20 }, op);
    expect(hall.code, hall.msg).toBe(200);
    expect(hall.data.page_data.data).toHaveLength(4);
    const g = hall.data.page_data.data.find((x) => x.departure_date === d1)!;
    expect(g).toBeTruthy();

    const page = await newPage(browser);
    await loginAs(page, 'operator');
    await page.goto(`${base()}/product/lineOperationHall`);
    await page.locator('.ta-summary-bar').filter({ hasText: '保本尚需售出' }).waitFor();
    await page.locator('.ta-search-bar input').first().fill(NAME);
    await page.locator('.ta-search-bar .ant-btn-primary').first().click();
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(4);
    const row = page.locator('.ant-table-row').filter({ hasText: g.code });
    await shot(page, 'product-11-hall');
    await row.getByText('详情', { exact: true }).click();
    await page.waitForURL(new RegExp(`LineOperationHallDetail\\?id=${g.id}`));
    await page.locator('.ta-op-statistics').getByText('保本人数', { exact: true }).waitFor();

    await page.getByRole('button', { name: '成本设置' }).click();
    await page.waitForURL(/costSettingEditor\?id=\d+/);
    const guide = page.locator('.ta-cost-kind-guide');
    await guide.getByRole('button', { name: /添加导游成本/ }).click();
    const line = guide.locator('.ant-table-row').last();
    const supplier = line.locator('td').nth(0);
    await supplier.locator('.ant-select-selector').click();
    await supplier.locator('input').first().fill('杭州金牌导游');
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: '杭州金牌导游' }).first().click();
    await line.getByLabel('导游姓名').fill('吴导');
    await line.getByLabel('数量').fill('3');
    await line.getByLabel('单价（元）').fill('650');
    await expect.poll(() => line.locator('td').nth(8).innerText()).toBe('1,950.00');
    await guide.getByRole('button', { name: /保存导游成本/ }).click();
    await toast(page, '导游成本已保存');
    await shot(page, 'product-12-cost');

    // No orders yet: income 0, cost 1,950.00, profit −1,950.00 — on the card as in the statistics.
    await page.getByRole('button', { name: '团期详情' }).click();
    await page.waitForURL(new RegExp(`LineOperationHallDetail\\?id=${g.id}`));
    const stats = (await call<{ income: number; cost: number; profit: number }>('/api/v1/routeHall/statistics', { group_id: g.id }, op)).data;
    expect(stats).toMatchObject({ income: 0, cost: 195000, profit: -195000 });
    const card = page.locator('.ta-op-statistics');
    const figure = (title: string) => card.locator('.ant-statistic').filter({ has: page.locator('.ant-statistic-title', { hasText: title }) }).first().locator('.ant-statistic-content');
    await expect.poll(() => figure('成本（元）').innerText()).toBe('1,950.00');
    await expect.poll(() => figure('毛利（元）').innerText()).toBe(fenToYuan(-195000));
    await expect.poll(() => figure('收入（元）').innerText()).toBe('0.00');
    // In-page, in one step: the card may re-render (statistics refetch) between a locator's resolve and its scroll.
    await page.evaluate(() => document.querySelector('.ta-op-statistics')?.scrollIntoView({ block: 'center' }));
    await shot(page, 'product-13-profit');
    await page.context().close();
  });

  it('the trip sheet prints to a PDF holding the product name and its itinerary', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'operator');
    await page.goto(`${base()}/tripExportPdf?id=${productId}`);
    await page.getByRole('button', { name: /打印\/导出PDF/ }).waitFor();
    await page.locator('.ta-trip-day h3').filter({ hasText: DAY_TITLES[1] }).waitFor();
    await shot(page, 'product-10-trip');
    const text = await printToPdf(page, 'product-trip');
    expect(text).toContain(NAME);
    for (const t of DAY_TITLES) expect(text).toContain(t);
    expect(text).toContain('1,980.00');
    expect(text).not.toContain('打印/导出PDF');
    await page.context().close();
  });
});
