/**
 * Journeys of the audit centre: the BPMN flow editor opens, a level is inserted in the diagram, given
 * its approvers in the side panel, checked by the server (校验) and saved with its version; the flow list
 * and the level editor show it; the manager sees a pending audit in a queue and opens its task page.
 *
 * The pending item is created through the generic `/api/v1/audit/submit` of a seeded supplier (the
 * merchant module registers the supplier audit in the engine).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { base, launch, loginAs, newPage, shot } from '../harness';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

interface Answer<T> { code: number; msg: string; data: T }
async function call<T>(path: string, body: unknown, token?: string): Promise<Answer<T>> {
  const r = await fetch(base() + path, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { secretKey: token } : {}) }, body: JSON.stringify(body) });
  return (await r.json()) as Answer<T>;
}
async function token(name: string): Promise<string> {
  const r = await call<{ secretKey: string }>('/api/account/login', { login_name: name, password: 'demo123' });
  return r.data.secretKey;
}
const dropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

describe('audit journeys', () => {
  it('admin inserts a level in the BPMN diagram, checks and saves it', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'admin');
    await page.goto(`${base()}/editBpmnFlow?type=supplierChange`);
    const task = page.locator('[data-element-id="Activity_1"]');
    await task.waitFor();
    expect(await page.title()).toContain('供应商变更审核');
    await task.click();
    const panel = page.locator('.ta-bpmn-panel');
    await panel.getByText('用户任务（审批级别）：Activity_1').waitFor();

    await page.getByRole('button', { name: /插入审批节点/ }).click();
    await panel.getByText(/用户任务（审批级别）：Activity_(?!1$)/).waitFor();
    await page.getByText('未保存').waitFor();
    const name = panel.getByPlaceholder('如：财务审核');
    await name.fill('财务复核');
    await name.press('Enter');
    await panel.locator('.ant-select').first().click();
    await dropdown(page).getByText('财务', { exact: true }).click();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /校\s*验/ }).click();
    await panel.getByText('校验结果：通过（2级）').waitFor();
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText(/流程图已保存（版本 2，共2级审批）/).waitFor();
    await shot(page, 'audit-bpmn-saved');

    const flow = await call<{ version: number; bpmn_generated: boolean; levels: { name: string; approver_names: string[] }[] }>(
      '/api/v1/approvalFlow/detail', { type: 'supplierChange' }, await token('admin'));
    expect(flow.data.version).toBe(2);
    expect(flow.data.bpmn_generated).toBe(false);
    expect(flow.data.levels.map((l) => l.name)).toEqual(['经理审批', '财务复核']);
    expect(flow.data.levels[1].approver_names).toEqual(['财务']);

    // The flow list and the level editor show the saved diagram's levels.
    await page.getByRole('button', { name: /返\s*回/ }).click();
    await page.waitForURL(/\/systemSetting\/approvalFlow/);
    const row = page.locator('.ant-table-row').filter({ hasText: '供应商变更审核' });
    await expect(row.getByText(/财务复核/).first().waitFor()).resolves.toBeUndefined();
    await row.getByText('设置级别').click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('第2级').waitFor();
    expect(await drawer.locator('input').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toContain('财务复核');
    await drawer.getByText(/该流程由流程图保存/).waitFor();
    await shot(page, 'audit-flow-levels');
    await page.context().close();
  });

  it('the manager sees a pending audit in the queue and opens its task page', async () => {
    const admin = await token('admin');
    const suppliers = await call<{ page_data: { data: { id: number; name: string }[] } }>('/api/v1/company/list', { pageNo: 1, pageSize: 5 }, admin);
    const supplier = suppliers.data?.page_data?.data?.[0];
    expect(supplier, 'a seeded supplier').toBeTruthy();
    const submitted = await call<{ id: number }>('/api/v1/audit/submit', { type: 'supplier', object_id: supplier!.id }, admin);
    expect(submitted.code, submitted.msg).toBe(200);

    const page = await newPage(browser);
    await loginAs(page, 'manager');
    await page.goto(`${base()}/audit/supplier`);
    await page.getByRole('tab', { name: '待我审核' }).waitFor();
    await page.locator('.ant-table').first().waitFor();
    await shot(page, 'audit-manager-queue');

    // The only pending supplier audit (its title is whatever the supplier module describes).
    const row = page.locator('.ant-table-row').first();
    await row.waitFor();
    await row.getByText('详情').click();
    await page.waitForURL(/\/otherService\/taskAudit\/supplier\?id=/);
    await page.getByText('我的审核（第1级）').waitFor();
    await page.getByText('审核记录').waitFor();
    await page.getByText('提交审核').first().waitFor();
    await shot(page, 'audit-manager-detail');

    await page.getByRole('button', { name: /驳\s*回/ }).click();
    await page.getByText('请填写驳回意见').waitFor();
    await page.getByRole('button', { name: /通\s*过/ }).click();
    await page.getByText('已通过').first().waitFor();
    await page.context().close();
  });
});
