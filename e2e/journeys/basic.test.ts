/**
 * Journeys of the basic settings (issue: basic web pages): the data dictionary (add an item, seen by the
 * options route), an area picked in the shared cascader (cached in local storage), a number rule edited
 * in place with its live preview.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { StorageKey } from '@ta/contract';
import { base, launch, loginAs, newPage, shot } from '../harness';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const drawer = (page: Page, title: string) => page.locator('.ant-drawer-content').filter({ hasText: title });
const row = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text }).first();

async function api<T>(page: Page, path: string, body: unknown): Promise<T> {
  const stored = await page.evaluate((k) => localStorage.getItem(k), StorageKey.token);
  const token = (JSON.parse(stored ?? '{}') as { value?: string }).value ?? '';
  const r = await page.request.post(`${base()}${path}`, { data: body, headers: { secretKey: token } });
  return ((await r.json()) as { data: T }).data;
}

describe('basic settings journeys', () => {
  it('admin opens 数据字典, adds an item to 称谓, and the options route lists it', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'admin');
    await page.goto(`${base()}/systemSetting/dictionary`);
    await row(page, '称谓').click();
    const items = drawer(page, '字典项：称谓');
    await row(page, '小朋友').waitFor();
    await items.getByRole('button', { name: /新增字典项/ }).click();
    const form = drawer(page, '新增字典项（称谓）');
    await form.getByLabel('字典项编码').fill('dr');
    await form.getByLabel('字典项名称').fill('博士');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await items.locator('.ant-table-row', { hasText: '博士' }).waitFor();
    await shot(page, 'basic-dictionary-item-added');
    const options = await api<{ value: string; label: string }[]>(page, '/api/v1/dictionary/options', { type_code: 'appellation' });
    expect(options.map((o) => o.label)).toEqual(['先生', '女士', '小朋友', '博士']);
    await page.context().close();
  });

  it('admin adds an area under a city picked in the area cascader; the tree is cached with its version', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'admin');
    await page.goto(`${base()}/systemSetting/area`);
    await row(page, '华东').waitFor();
    await page.getByRole('button', { name: /新增大区/ }).click();
    const form = drawer(page, '新增区域');
    await form.locator('.ant-cascader').click();
    const menus = page.locator('.ant-cascader-dropdown:not(.ant-select-dropdown-hidden)');
    for (const name of ['华东', '浙江省', '杭州市']) await menus.getByText(name, { exact: true }).click();
    await form.getByText('上级区域', { exact: true }).click();
    await expect.poll(() => form.locator('.ant-select-selection-item').innerText()).toBe('中国 / 华东 / 浙江省 / 杭州市');
    await form.getByLabel('中文名称').fill('钱江新城');
    await shot(page, 'basic-area-cascader');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await form.waitFor({ state: 'detached' });
    for (const name of ['华东', '浙江省', '杭州市']) await row(page, name).getByText('下级').click();
    await row(page, '钱江新城').waitFor();
    expect(await row(page, '钱江新城').innerText()).toContain('区县');
    await shot(page, 'basic-area-added');
    const cache = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), StorageKey.areaCache)) ?? 'null') as { version: string; saved_at: number; tree: unknown[] } | null;
    expect(cache?.version).toMatch(/^[0-9a-f]{16}$/);
    expect(cache?.tree).toHaveLength(2);
    expect(Date.now() - (cache?.saved_at ?? 0)).toBeLessThan(60_000);
    await page.context().close();
  });

  it('admin edits a number rule in place and sees the preview change', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'admin');
    await page.goto(`${base()}/systemSetting/numberRule`);
    const order = row(page, '订单');
    await order.waitFor();
    const before = await order.locator('code').innerText();
    expect(before).toMatch(/^DD\d{8}\d{4}$/);
    await order.getByText('编辑').click();
    await order.getByLabel('前缀').fill('XS');
    await order.getByLabel('流水号位数').fill('6');
    const preview = order.locator('.ta-number-preview');
    await expect.poll(() => preview.innerText()).toMatch(/^XS\d{8}\d{6}$/);
    await shot(page, 'basic-number-preview');
    await order.getByText('保存').click();
    await expect.poll(() => order.locator('code').innerText()).toMatch(/^XS\d{14}$/);
    await page.context().close();
  });
});
