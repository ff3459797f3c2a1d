/**
 * Journeys of the merchants (issue: merchant web pages): a supplier with a contact, a pay account and an
 * agreement (with an attached file), blacklisted and found again by name; a peer customer; the area cascader.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { base, launch, loginAs, newPage, shot } from '../harness';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  page = await newPage(browser);
  await loginAs(page, 'admin');
});
afterAll(async () => { await browser?.close(); });

const stamp = Date.now().toString(36).slice(-5);
const supplierName = `西湖湖畔酒店${stamp}`;
const peerName = `钱塘国际旅行社${stamp}`;

/** The form item labelled `label` (exact text) within `scope`. */
function item(scope: Page | Locator, label: string): Locator {
  return scope.locator(`.ant-form-item:has(> .ant-form-item-row > .ant-form-item-label > label[title="${label}"])`).first();
}
const search = (p: Page) => p.locator('.ta-search-bar .ant-btn-primary').first().click();
const toast = (p: Page, text: string | RegExp) => p.locator('.ant-message-notice').filter({ hasText: text }).first().waitFor();

async function pickSelect(p: Page, field: Locator, option: string): Promise<void> {
  await field.locator('.ant-select-selector').click();
  await p.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: option }).first().click();
}

/** Searches the area cascader by a name and picks the first path containing it. */
async function pickArea(p: Page, field: Locator, name: string, path: RegExp): Promise<void> {
  await field.locator('.ant-select-selector').click();
  await field.locator('input').first().fill(name);
  await p.locator('.ant-cascader-dropdown:not(.ant-select-dropdown-hidden) .ant-cascader-menu-item').filter({ hasText: path }).first().click();
}

async function pickDate(field: Locator, date: string): Promise<void> {
  const input = field.locator('input').first();
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}

describe('merchant journeys', () => {
  it('creates a supplier with an area and a pay account, then a contact and an agreement with a file', async () => {
    await page.goto(`${base()}/travelMerchant/supplierList`);
    await page.getByRole('button', { name: /新增供应商/ }).click();
    await page.waitForURL(/\/travelMerchant\/supplierEditor/);
    // The list's search form has a name field too: wait for the editor itself.
    const form = page.locator('.ta-merchant-tabs .ant-form').first();
    await form.waitFor();
    await item(form, '供应商名称').locator('input').fill(supplierName);
    await pickSelect(page, item(form, '供应商类型'), '住宿');
    await pickArea(page, item(form, '所在地区'), '西湖区', /浙江省.*杭州市.*西湖区/);
    await expect.poll(() => item(form, '所在地区').innerText()).toMatch(/浙江省.*杭州市.*西湖区/);
    await item(form, '详细地址').locator('input').fill('北山街1号');
    await pickSelect(page, item(form, '结算周期'), '月结');
    await item(form, '账期天数').locator('input').fill('30');

    await page.getByRole('button', { name: /添加收款账户/ }).click();
    await item(form, '户名').locator('input').fill(`${supplierName}有限公司`);
    await item(form, '账号').locator('input').fill('6222021202001234567');
    // A bank card needs its bank: the contract's rule shows on the field before anything is sent.
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect(item(form, '开户行').getByText('银行卡账户请填写开户行').waitFor()).resolves.toBeUndefined();
    await item(form, '开户行').locator('input').fill('工商银行杭州西湖支行');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.waitForURL(/supplierEditor\?id=\d+/);
    await toast(page, '新增成功');
    await shot(page, 'merchant-supplier-editor');

    await page.getByRole('tab', { name: '联系人' }).click();
    await page.getByRole('button', { name: /添加联系人/ }).click();
    const editing = page.locator('.ant-table-row').filter({ has: page.locator('input') }).first();
    await editing.locator('input').nth(0).fill('王经理');
    await editing.locator('input').nth(1).fill('13900001111');
    await editing.locator('input').nth(2).fill('wang@xihu-hotel.cn');
    await editing.getByText('保存').click();
    await toast(page, '联系人已添加');
    await expect(page.locator('.ant-table-row').filter({ hasText: '13900001111' }).first().waitFor()).resolves.toBeUndefined();

    await page.getByRole('tab', { name: '协议' }).click();
    await page.getByRole('button', { name: /新增协议/ }).click();
    const drawer = page.locator('.ant-drawer-content').filter({ hasText: '新增供应商协议' });
    await item(drawer, '协议名称').locator('input').fill('2026年度客房协议');
    await item(drawer, '协议编号').locator('input').fill(`XY-${stamp}`);
    await pickDate(item(drawer, '生效日期'), '2026-01-01');
    await pickDate(item(drawer, '到期日期'), '2026-12-31');
    await item(drawer, '附件').locator('input[type=file]').setInputFiles({ name: '客房协议.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%EOF\n') });
    await expect(item(drawer, '附件').getByText('客房协议.pdf').waitFor()).resolves.toBeUndefined();
    await drawer.getByRole('button', { name: /确\s*认|确\s*定/ }).click();
    await toast(page, '新增成功');
    const agreement = page.locator('.ant-table-row').filter({ hasText: '2026年度客房协议' }).first();
    await agreement.waitFor();
    expect(await agreement.innerText()).toContain('1个');
    await shot(page, 'merchant-supplier-agreements');
  });

  it('blacklists the supplier and finds it by name', async () => {
    await page.goto(`${base()}/travelMerchant/supplierList`);
    await item(page, '供应商名称').locator('input').fill(supplierName);
    await search(page);
    const row = page.locator('.ant-table-row').filter({ hasText: supplierName }).first();
    await row.waitFor();
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    expect(await row.innerText()).toMatch(/浙江省 \/ 杭州市 \/ 西湖区/);
    await row.getByText('拉黑').click();
    const modal = page.locator('.ant-modal').filter({ hasText: '加入黑名单' });
    await modal.locator('textarea').fill('多次超售客房，游客投诉');
    await modal.getByRole('button', { name: /加入黑名单/ }).click();
    // The outcome, not the transient toast: the dialog closes and the row carries the blacklist tag.
    await modal.waitFor({ state: 'hidden' });
    await expect(row.locator('.ant-tag').filter({ hasText: /^黑名单$/ }).waitFor()).resolves.toBeUndefined();
    await shot(page, 'merchant-supplier-blacklisted');

    await page.goto(`${base()}/travelMerchant/supplierBlacklist`);
    await item(page, '供应商名称').locator('input').fill(supplierName.slice(2));
    await search(page);
    const black = page.locator('.ant-table-row').filter({ hasText: supplierName }).first();
    await black.waitFor();
    expect(await black.innerText()).toContain('多次超售客房');
    await shot(page, 'merchant-blacklist');

    // Pickers leave blacklisted suppliers out: the add-to-blacklist picker does not offer it again.
    await page.getByRole('button', { name: /加入黑名单/ }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '加入黑名单' });
    await dialog.locator('.ant-select-selector').click();
    await dialog.locator('.ant-select-selection-search-input').fill(supplierName);
    await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('没有找到供应商').waitFor()).resolves.toBeUndefined();
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
  });

  it('creates a peer customer (unit) with its area', async () => {
    await page.goto(`${base()}/travelMerchant/peerCustomerList`);
    await page.getByRole('button', { name: /新增同行客户/ }).hover();
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByText('同行单位').click();
    await page.waitForURL(/\/travelMerchant\/peerUnitEditor/);
    const form = page.locator('.ant-card').filter({ hasText: '新增同行单位' }).locator('.ant-form').first();
    await form.waitFor();
    await item(form, '同行单位名称').locator('input').fill(peerName);
    await item(form, '联系人').locator('input').fill('周经理');
    await item(form, '联系电话').locator('input').fill('0571-86001234');
    await item(form, '经营许可证号').locator('input').fill(`L-ZJ-${stamp}`);
    await pickArea(page, item(form, '所在地区'), '上城区', /杭州市.*上城区/);
    await pickSelect(page, item(form, '结算周期'), '月结');
    await shot(page, 'merchant-peer-editor');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await toast(page, '新增成功');
    await page.waitForURL(/\/travelMerchant\/peerCustomerList/);
    await item(page, '客户名称').locator('input').fill(peerName);
    await search(page);
    const row = page.locator('.ant-table-row').filter({ hasText: peerName }).first();
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain('单位');
    expect(text).toContain('周经理');
    expect(text).toMatch(/杭州市 \/ 上城区/);
    expect(text).toContain('未审核');
    await shot(page, 'merchant-peer-list');
  });
});
