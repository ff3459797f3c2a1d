/**
 * Journey of the line operation (issue 5): an operator opens a seeded departure group from the line
 * operation hall, sets its costs (a guide line and a meal line, each with a supplier; an incomplete line is
 * refused with SPEC section 5's message), sees the group's profit on its accounting card, looks at the
 * tourist list, and prints the operation confirmation sheet to a real PDF whose text holds the product name.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { fenToYuan } from '@ta/contract';
import { base, launch, loginAs, newPage, shot, SHOTS } from '../harness';
import { pdfCompactText, pdfPageCount } from '../pdf-text';

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
let op = '';
beforeAll(async () => {
  browser = await launch();
  page = await newPage(browser);
  op = await token('operator');
  // A seeded group awaiting departure, with orders (income) and no costs yet: the journey's figures are then exact.
  const hall = await call<{ page_data: { data: HallRow[] } }>('/api/v1/routeHall/list', { pageNo: 1, pageSize: 300, state: 0 }, op);
  const candidates = hall.data.page_data.data.filter((g) => g.cost === 0 && g.income > 0);
  group = candidates[0] ?? hall.data.page_data.data.find((g) => g.cost === 0)!;
  expect(group, 'the seed has a group without costs').toBeTruthy();
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
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'operation-04-profit');
  });

  let roomed = '';
  it('shows the tourist list masked for the operator and allocates a room', async () => {
    await page.getByRole('button', { name: '游客名单' }).click();
    await page.waitForURL(/touristList\?id=\d+/);
    await page.getByText('已脱敏显示').waitFor();
    const clients = await call<{ page_data: { data: { client_name: string; client_card_number: string | null }[] } }>('/api/v1/routeHall/client/list', { group_id: group.id, pageNo: 1, pageSize: 300 }, op);
    const list = clients.data.page_data.data;
    await expect.poll(() => page.locator('.ta-list-screen .ant-table-row').count()).toBe(Math.min(list.length, 20));
    if (list.length > 0) {
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
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: /打印\/导出PDF/ }).isVisible()).toBe(false);
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    mkdirSync(SHOTS, { recursive: true });
    writeFileSync(join(SHOTS, 'operation-sheet.pdf'), pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBeGreaterThanOrEqual(1);
    const text = pdfCompactText(pdf);
    expect(text).toContain(group.product_name);
    expect(text).toContain(group.code);
    expect(text).toContain('杭州金牌导游服务中心');
    expect(text).toContain('2,800.00');
    if (roomed) expect(text).toContain('8801');
    expect(text).not.toContain('打印/导出PDF');
  });
});
