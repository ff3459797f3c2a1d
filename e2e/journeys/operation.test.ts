/**
 * Journey of the line operation (issue 5): an operator opens a seeded departure group from the line
 * operation hall, sets its costs (a guide line and a meal line, each with a supplier; an incomplete line is
 * refused with SPEC section 5's message), sees the group's profit on its accounting card, looks at the
 * tourist list, and prints the operation confirmation sheet to a real PDF whose text holds the product name.
 * Leaving the cost editor with unsaved edits asks first. Then the operator files a price change (调价) for an
 * order of the group sold by someone else: the bill shows the group number, the order stays unchanged until
 * the audit approves, and the order's detail (lines, masked tourists) opens from the bill.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { fenToYuan } from '@ta/contract';
import { base, launch, loginAs, newPage, printToPdf, shot } from '../harness';

interface Answer<T> { code: number; msg: string; data: T }
async function call<T>(path: string, body: unknown, token: string): Promise<Answer<T>> {
  const r = await fetch(base() + path, { method: 'POST', headers: { 'content-type': 'application/json', secretKey: token }, body: JSON.stringify(body) });
  return (await r.json()) as Answer<T>;
}
async function token(name: string): Promise<string> {
  const r = await fetch(`${base()}/api/account/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login_name: name, password: 'demo123' }) });
  return ((await r.json()) as Answer<{ secretKey: string }>).data.secretKey;
}

interface HallRow { id: number; code: string; state: number; cost: number; income: number; product_name: string; seats_confirmed: number; seats_held: number }
interface GroupOrder { id: number; code: string; total: number; order_status: number; enrollment_status: number; created_by_name: string | null }
interface Stats { income: number; cost: number; profit: number; persons: number }

const toast = (p: Page, text: string | RegExp) => p.locator('.ant-message-notice').filter({ hasText: text }).first().waitFor({ timeout: 20000 });

/** Picks a supplier in the SupplierSelect of `cell` by typing part of its name. */
async function pickSupplier(p: Page, cell: Locator, name: string): Promise<void> {
  await cell.locator('.ant-select-selector').click();
  await cell.locator('input').first().fill(name);
  await p.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: name }).first().click();
}

let browser: Browser;
let page: Page;
let group: HallRow;
/** A confirmed order of the group sold by someone else (the seed's sales staff): the adjustment's subject. */
let sold: GroupOrder;
let op = '';
beforeAll(async () => {
  browser = await launch();
  page = await newPage(browser);
  op = await token('operator');
  // A seeded group awaiting departure, with a confirmed order (income) and no costs yet: the journey's figures
  // are then exact. The operation seed leaves two of the registration demo's groups without costs for this.
  const hall = await call<{ page_data: { data: HallRow[] } }>('/api/v1/routeHall/list', { pageNo: 1, pageSize: 300, state: 0 }, op);
  expect(hall.code, hall.msg).toBe(200);
  for (const g of hall.data.page_data.data.filter((x) => x.cost === 0 && x.income > 0)) {
    const orders = await call<{ page_data: { data: GroupOrder[] } }>('/api/v1/routeHall/order/list', { group_id: g.id, pageNo: 1, pageSize: 100 }, op);
    const o = orders.data.page_data.data.find((x) => x.order_status === 1 && (x.enrollment_status === 0 || x.enrollment_status === 1) && x.created_by_name !== '李计调');
    if (o) { group = g; sold = o; break; }
  }
  expect(group, 'the seed has a group on sale with a confirmed order and no costs').toBeTruthy();
  await loginAs(page, 'operator');
});
afterAll(async () => { await browser?.close(); });

describe('line operation journey', () => {
  it('opens a seeded group from the hall', async () => {
    await page.goto(`${base()}/product/lineOperationHall`);
    await page.locator('.ta-summary-bar').filter({ hasText: '保本尚需售出' }).waitFor();
    await expect.poll(() => page.locator('.ant-table-row').count()).toBeGreaterThan(0);
    await shot(page, 'operation-01-hall');
    await page.locator('.ta-search-bar input').first().fill(group.code);
    await page.locator('.ta-search-bar .ant-btn-primary').first().click();
    const row = page.locator('.ant-table-row').filter({ hasText: group.code });
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    // Three actions inline, the rest under 更多 (the action column stays on one line).
    await row.locator('.ta-row-more').click();
    const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu');
    await menu.getByText('调价退团', { exact: true }).waitFor();
    expect(await menu.innerText()).toContain('团期订单');
    await page.waitForTimeout(300);
    await shot(page, 'operation-01b-hall-more');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await row.getByText('详情', { exact: true }).click();
    await page.waitForURL(/LineOperationHallDetail\?id=\d+/);
    await page.locator('.ta-op-statistics').getByText('保本人数', { exact: true }).waitFor();
    await expect(page.getByText(group.code).first().isVisible()).resolves.toBe(true);
    await shot(page, 'operation-02-detail');
  });

  it('sets a guide line and a meal line with suppliers; an incomplete line is refused', async () => {
    await page.getByRole('button', { name: '成本设置' }).click();
    await page.waitForURL(/costSettingEditor\?id=\d+/);
    const guide = page.locator('.ta-cost-kind-guide');
    await guide.getByRole('button', { name: /添加导游成本/ }).click();
    const g = guide.locator('.ant-table-row').last();
    await pickSupplier(page, g.locator('td').nth(0), '杭州金牌导游');
    // Without the guide's name the row is refused before anything is sent (SPEC section 5).
    await guide.getByRole('button', { name: /保存导游成本/ }).click();
    await toast(page, '请填写导游姓名信息。');
    await g.getByLabel('导游姓名').fill('周导');
    await g.getByLabel('数量').fill('3');
    await g.getByLabel('单价（元）').fill('600');
    await expect.poll(() => g.locator('td').nth(8).innerText()).toBe('1,800.00');
    await shot(page, 'operation-03-cost-editor');
    await guide.getByRole('button', { name: /保存导游成本/ }).click();
    await toast(page, '导游成本已保存');

    await page.getByRole('tab', { name: '餐饮' }).click();
    const meal = page.locator('.ta-cost-kind-meal');
    await meal.getByRole('button', { name: /添加餐饮成本/ }).click();
    const m = meal.locator('.ant-table-row').last();
    await pickSupplier(page, m.locator('td').nth(0), '杭州楼外楼');
    await m.getByLabel('用餐人数').fill('22');
    await m.getByLabel('免费人数').fill('2');
    await expect.poll(async () => m.getByLabel('数量').inputValue()).toBe('20');
    await m.getByLabel('单价（元）').fill('50');
    await meal.getByRole('button', { name: /保存餐饮成本/ }).click();
    await toast(page, '餐饮成本已保存');

    const guideLines = await call<{ data: { supplier_name: string; person: string; quantity: number; unit_price: number; total: number }[] }>('/api/v1/routeHall/guide/list', { group_id: group.id }, op);
    expect(guideLines.data.data).toEqual([expect.objectContaining({ supplier_name: '杭州金牌导游服务中心', person: '周导', quantity: 3, unit_price: 60000, total: 180000 })]);
    const mealLines = await call<{ data: { catering: number; diners: number; free_diners: number; quantity: number; total: number }[] }>('/api/v1/routeHall/meal/list', { group_id: group.id }, op);
    expect(mealLines.data.data).toEqual([expect.objectContaining({ catering: 1, diners: 22, free_diners: 2, quantity: 20, total: 100000 })]);
  });

  it('asks before leaving the cost editor with unsaved edits', async () => {
    const meal = page.locator('.ta-cost-kind-meal');
    await meal.getByRole('button', { name: /添加餐饮成本/ }).click();
    await expect.poll(() => page.locator('.ant-tabs-tab').filter({ hasText: '餐饮' }).locator('.ta-op-unsaved').count()).toBe(1);
    await page.getByRole('button', { name: '团期详情' }).click();
    const ask = page.locator('.ant-modal-confirm').filter({ hasText: '离开此页' });
    await ask.waitFor();
    expect(await ask.innerText()).toContain('餐饮');
    await page.waitForTimeout(400); // the dialog's zoom-in
    await shot(page, 'operation-03b-leave-guard');
    await ask.getByRole('button', { name: /留\s*下/ }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(page.url()).toMatch(/costSettingEditor\?id=\d+/);
    await meal.getByRole('button', { name: /撤销修改/ }).click();
    await expect.poll(() => page.locator('.ta-op-unsaved').count()).toBe(0);
  });

  it('sees the group\'s profit on the accounting card', async () => {
    const stats = (await call<Stats>('/api/v1/routeHall/statistics', { group_id: group.id }, op)).data;
    expect(stats.cost).toBe(280000);
    expect(stats.profit).toBe(stats.income - 280000);
    const card = page.locator('.ta-op-statistics');
    const figure = (title: string) => card.locator('.ant-statistic').filter({ has: page.locator('.ant-statistic-title', { hasText: title }) }).first().locator('.ant-statistic-content');
    await expect.poll(() => figure('成本（元）').innerText()).toBe('2,800.00');
    await expect.poll(() => figure('毛利（元）').innerText()).toBe(fenToYuan(stats.income - 280000));
    await expect.poll(() => figure('收入（元）').innerText()).toBe(fenToYuan(stats.income));
    await page.goto(`${base()}/product/LineOperationHallDetail?id=${group.id}`);
    await expect.poll(() => figure('毛利（元）').innerText()).toBe(fenToYuan(stats.income - 280000));
    await page.evaluate(() => document.querySelector('.ta-op-statistics')?.scrollIntoView({ block: 'center' }));
    await shot(page, 'operation-04-profit');
  });

  let roomed = '';
  it('shows the tourist list masked for the operator and allocates a room', async () => {
    await page.getByRole('button', { name: '游客名单' }).click();
    await page.waitForURL(/touristList\?id=\d+/);
    await page.getByText('已脱敏显示').waitFor();
    const clients = await call<{ page_data: { data: { client_name: string; client_card_number: string | null }[] } }>('/api/v1/routeHall/client/list', { group_id: group.id, pageNo: 1, pageSize: 300 }, op);
    const list = clients.data.page_data.data;
    // The group has a confirmed order, so it has tourists: room allocation is always exercised (an empty list fails).
    expect(list.length, 'the group has tourists to allocate rooms to').toBeGreaterThan(0);
    await expect.poll(() => page.locator('.ta-list-screen .ant-table-row').count()).toBe(Math.min(list.length, 20));
    {
      const first = page.locator('.ta-list-screen .ant-table-row').first();
      expect(await first.innerText()).toContain(list[0].client_name);
      if (list[0].client_card_number) expect(list[0].client_card_number).toMatch(/\*{4,}/);
      await page.getByRole('button', { name: /分\s*房/ }).click();
      const dialog = page.locator('.ant-modal').filter({ hasText: '保存分房' });
      const row = dialog.locator('.ant-table-row').filter({ hasText: list[0].client_name }).first();
      await row.getByLabel('房间号').fill('8801');
      await dialog.getByRole('button', { name: /保存分房/ }).click();
      await toast(page, '已更新 1 位游客的分房');
      await dialog.waitFor({ state: 'hidden' });
      roomed = list[0].client_name;
      await expect.poll(() => first.innerText()).toContain('8801');
    }
    await shot(page, 'operation-05-tourists');
  });

  it('prints the operation confirmation sheet to a PDF holding the product name', async () => {
    await page.goto(`${base()}/export/operationConfirmationSheet?id=${group.id}`);
    await page.locator('.ta-sheet[data-ready="true"]').waitFor();
    await page.getByText('杭州金牌导游服务中心').waitFor();
    await shot(page, 'operation-06-sheet');
    const text = await printToPdf(page, 'operation-sheet');
    expect(text).toContain(group.product_name);
    expect(text).toContain(group.code);
    expect(text).toContain('杭州金牌导游服务中心');
    expect(text).toContain('2,800.00');
    expect(roomed, 'a room was allocated before printing').not.toBe('');
    expect(text).toContain('8801');
    expect(text).not.toContain('打印/导出PDF');
  });

  it('files a price change for an order sold by someone else; nothing changes before the audit', async () => {
    const before = (await call<Stats>('/api/v1/routeHall/statistics', { group_id: group.id }, op)).data;
    await page.goto(`${base()}/product/LineOperationHallDetail?id=${group.id}`);
    await page.getByRole('button', { name: '调价退团' }).click();
    await page.waitForURL(/adjustTourist\?group_id=\d+/);
    const form = page.locator('.ant-card').filter({ hasText: '新建调整单' });
    await form.locator('.ant-select-selector').first().click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: sold.code }).first().click();
    // The order's lines come prefilled; a discount line of -100.00 lowers the total by 10,000 fen.
    await form.getByRole('button', { name: /添加价格明细/ }).click();
    const line = form.locator('.ant-table-row').last();
    await line.getByLabel('说明').fill('团队优惠');
    await line.getByLabel('单价（元）').fill('-100');
    await form.locator('textarea').fill('团队客人优惠');
    await shot(page, 'operation-07-adjust');
    await form.getByRole('button', { name: /提交审核/ }).click();
    await toast(page, '调整单已提交审核');
    await page.waitForURL(/lineOperationAdjustBillOrder\?id=\d+/);
    const head = page.locator('.ant-descriptions').first();
    await head.getByText(group.code, { exact: true }).waitFor();
    await head.getByText(sold.code, { exact: true }).waitFor();
    await page.getByText('待审核').first().waitFor();
    await shot(page, 'operation-08-adjust-bill');
    const bills = await call<{ page_data: { data: { order_code: string; group_code: string; status: number; old_total: number; new_total: number; amount: number }[] } }>('/api/v1/routeHall/adjust/list', { group_id: group.id }, op);
    expect(bills.data.page_data.data[0]).toMatchObject({ order_code: sold.code, group_code: group.code, status: 0, old_total: sold.total, new_total: sold.total - 10000, amount: -10000 });
    // Only the audit's approval changes the order: the group's income is unchanged.
    expect((await call<Stats>('/api/v1/routeHall/statistics', { group_id: group.id }, op)).data.income).toBe(before.income);

    await head.getByText(sold.code, { exact: true }).click();
    await page.waitForURL(/indentDetail\?id=\d+/);
    await page.locator('.ant-card').filter({ hasText: '价格明细' }).locator('.ant-table-row').first().waitFor();
    await page.getByText('证件号、手机号已脱敏显示').waitFor();
    const adjustments = page.locator('.ant-card').filter({ hasText: '调整单（' });
    await adjustments.getByText('待审核').waitFor();
    await shot(page, 'operation-09-order-detail');
  });
});
