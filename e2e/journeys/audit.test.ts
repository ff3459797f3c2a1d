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

    // The next submission follows the saved diagram: two levels, 经理审批 then 财务复核.
    const operator = await token('operator');
    // A supplier-change audit starts when an approved supplier's key data (here its name) changes.
    const approved = await call<{ page_data: { data: { id: number }[] } }>('/api/v1/company/list', { name: '黄山西海饭店', audit_status: 1, pageSize: 1 }, operator);
    const supId = approved.data.page_data.data[0].id;
    const sup = await call<Record<string, unknown> & { name: string }>('/api/v1/company/detail', { id: supId }, operator);
    const { created_at: _c, updated_at: _u, ...fields } = sup.data;
    const changed = await call('/api/v1/company/update', { ...fields, name: `${sup.data.name}（流程图测试）` }, operator);
    expect(changed.code, changed.msg).toBe(200);
    const timeline = await call<{ runs: { instance_id: number }[] }>('/api/v1/audit/timeline', { type: 'supplierChange', object_id: supId }, operator);
    const run = { data: { id: timeline.data.runs.at(-1)!.instance_id } };
    const detail = await call<{ levels: { name: string }[] }>('/api/v1/audit/supplierChange/detail', { id: run.data.id }, await token('admin'));
    expect(detail.data.levels.map((l) => l.name)).toEqual(['经理审批', '财务复核']);

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

  it('an operator submits a supplier, the manager\'s to-do count rises without reloading, the manager passes it: approved', async () => {
    const name = `审核旅程酒店${Date.now() % 100000}`;
    const added = await call<{ id: number }>('/api/v1/company/add', { name, type: 5, settlement_cycle: 2, payment_days: 30 }, await token('operator'));
    expect(added.code, added.msg).toBe(200);

    const mgr = await newPage(browser);
    await loginAs(mgr, 'manager');
    const count = async () => Number((await mgr.locator('.ant-badge .ant-scroll-number').first().getAttribute('title').catch(() => '0')) ?? 0);
    await mgr.waitForTimeout(1500); // the live channel opens 500 ms after the menu mounts
    const before = await count();

    const op = await newPage(browser);
    await loginAs(op, 'operator');
    await op.goto(`${base()}/travelMerchant/supplierList`);
    const row = op.locator('.ant-table-row').filter({ hasText: name });
    await row.getByText('未审核').waitFor();
    await row.getByText('提交审核').click();
    await op.getByText(`已提交审核：${name}`).waitFor();

    // The manager's page was not reloaded: the push raised the count.
    await expect.poll(count, { timeout: 10000 }).toBe(before + 1);
    await shot(mgr, 'audit-manager-count');
    await mgr.goto(`${base()}/audit/supplier`);
    const item = mgr.locator('.ant-table-row').filter({ hasText: name });
    await item.getByText('详情').click();
    await mgr.waitForURL(/\/otherService\/taskAudit\/supplier\?id=/);
    await mgr.getByText('我的审核（第1级）').waitFor();
    await mgr.getByText('审核记录').waitFor();
    await shot(mgr, 'audit-manager-detail');
    await mgr.getByRole('button', { name: /驳\s*回/ }).click();
    // An empty reason is refused (pressed again if the dialog was still opening when the first press came).
    const refused = mgr.getByRole('dialog').locator('.ant-form-item-explain-error').getByText('请填写驳回意见');
    await expect.poll(async () => {
      if (!(await refused.isVisible())) await mgr.getByRole('dialog').getByRole('button', { name: '确认驳回' }).click({ timeout: 5000 }).catch(() => undefined);
      return refused.isVisible();
    }, { timeout: 30_000, interval: 1500 }).toBe(true);
    await mgr.getByRole('dialog').getByRole('button', { name: /取\s*消/ }).click();
    await mgr.getByRole('dialog').waitFor({ state: 'hidden' });
    await mgr.getByRole('button', { name: /通\s*过/ }).click();
    await mgr.getByRole('dialog').getByRole('button', { name: '确认通过' }).click(); // approving asks first
    await mgr.getByText('已通过').first().waitFor();
    await expect.poll(count, { timeout: 10000 }).toBe(before);

    await op.reload();
    const approved = op.locator('.ant-table-row').filter({ hasText: name });
    await approved.getByText('已通过').waitFor();
    await shot(op, 'audit-supplier-approved');
    // The supplier's own page shows its 审核记录: submitted by the operator, passed by the manager.
    await approved.getByText('编辑').click();
    await op.getByRole('tab', { name: '审核记录' }).click();
    const timeline = op.locator('.ant-tabs-tabpane-active .ant-timeline');
    await timeline.getByText(/陈经理/).first().waitFor();
    await timeline.getByText(/李计调/).first().waitFor();
    await shot(op, 'audit-supplier-timeline');
    await mgr.context().close();
    await op.context().close();
  });
});
