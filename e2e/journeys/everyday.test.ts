/**
 * Everyday use (issue 17): a half-filled sign-up survives a reload and its tab asks before closing; Esc in the
 * tourist name cell keeps the name; a failed submit focuses the first field in error; the sales user finds the
 * audit outcome among the 通知 inside the shell and opens the order from it; the operator's 线路订单 lists the
 * orders of the operator's groups.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { base, launch, loginAs, newPage, shot } from '../harness';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const tokens = new Map<string, string>();
async function api<T>(path: string, body: unknown, user: string, headers: Record<string, string> = {}): Promise<T> {
  if (!tokens.has(user)) {
    const r = await fetch(`${base()}/api/account/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login_name: user, password: 'demo123' }) });
    tokens.set(user, ((await r.json()) as { data: { secretKey: string } }).data.secretKey);
  }
  const r = await fetch(`${base()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', secretKey: tokens.get(user)!, ...headers }, body: JSON.stringify(body) });
  const j = (await r.json()) as { code: number; msg: string; data: T };
  expect(j.code, j.msg).toBe(200);
  return j.data;
}
type Hall = { page_data: { data: { group_id: number; group_code: string; remaining: number; prices: Record<string, number> }[] } };

describe('everyday use', () => {
  it('a half-filled sign-up is restored after a reload, its tab asks before closing, Esc keeps the name, a failed submit focuses the first error', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'sales');
    const hall = await api<Hall>('/api/v1/registration/hall/list', { pageNo: 1, pageSize: 50, only_available: true }, 'sales');
    const g = hall.page_data.data.find((x) => x.remaining > 2)!;
    await page.goto(`${base()}/order/signUp/detail?group_id=${g.group_id}`);
    const row = page.locator('.ta-tourist-table .ant-table-tbody > tr.ant-table-row').first();
    await row.waitFor();
    await page.locator('#contact_name').fill('草稿联系人');
    const name = row.locator('[data-field="client_name"] input');
    await name.fill('张三');
    // Esc in the name cell cancels the edit: the name before it comes back.
    await page.locator('#contact_phone').click();
    await name.click();
    await name.pressSequentially('丰');
    await name.press('Escape');
    await expect.poll(() => name.inputValue()).toBe('张三');

    // Reload: the draft of this tab comes back.
    await page.reload();
    await page.getByText('已恢复上次未保存的内容').waitFor();
    await expect.poll(() => page.locator('#contact_name').inputValue()).toBe('草稿联系人');
    await expect.poll(() => page.locator('.ta-tourist-table [data-field="client_name"] input').first().inputValue()).toBe('张三');
    await shot(page, 'everyday-signup-draft-restored');

    // A failed submit scrolls to and focuses the first field in error (the contact, now empty).
    await page.locator('#contact_name').fill('');
    await page.getByRole('button', { name: /^提交/ }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('contact_name');
    await page.locator('#contact_name').fill('草稿联系人');

    // Leaving asks; after leaving, the sign-up tab stays with its draft, and closing it asks first.
    await page.getByRole('button', { name: /返回报名大厅/ }).click();
    await page.getByRole('button', { name: /离\s*开/ }).click();
    await page.waitForURL(/\/order\/signUp(\?|$)/);
    const signupTab = page.locator('.ta-tabbar .ant-tabs-tab').filter({ hasText: '报名详情' });
    await signupTab.locator('.ant-tabs-tab-remove').click();
    await page.getByText('有未保存的修改，关闭后修改将丢失').waitFor();
    await shot(page, 'everyday-tab-close-asks');
    await page.getByRole('button', { name: /留\s*下/ }).click();
    expect(await signupTab.count()).toBe(1);
    await page.close();
  });

  it('the audit outcome reaches sales as a notice inside the shell, linked to the order', async () => {
    const hall = await api<Hall>('/api/v1/registration/hall/list', { pageNo: 1, pageSize: 50, only_available: true }, 'sales');
    const g = hall.page_data.data.find((x) => x.remaining > 2)!;
    const o = await api<{ id: number; code: string }>('/api/v1/routeOrder/add', {
      group_id: g.group_id, customer_kind: 'private', contact_name: '通知客人', contact_phone: '13700000001', adult_count: 1,
      lines: [{ fee_type: 0, price: g.prices['0'] ?? 100000, quantity: 1 }], enrollment: 1,
    }, 'sales');
    await api('/api/v1/routeOrder/submitAudit', { id: o.id }, 'sales');
    const tl = await api<{ runs: { instance_id: number; status: number }[] }>('/api/v1/audit/timeline', { type: 'lineOrder', object_id: o.id }, 'manager');
    const run = tl.runs.find((r) => r.status === 0)!.instance_id;
    const d = await api<{ my_task: { task_id: number; version: number } }>('/api/v1/audit/lineOrder/detail', { id: run }, 'manager');
    const st = await api<{ smartToken: string }>('/api/common/smartToken', {}, 'manager');
    await api('/api/v1/audit/lineOrder/pass', { task_id: d.my_task.task_id, version: d.my_task.version }, 'manager', { smartToken: st.smartToken });

    const page = await newPage(browser);
    await loginAs(page, 'sales');
    await page.goto(`${base()}/otherService/pendTask/resultMessage`);
    const title = page.getByText(new RegExp(o.code)).first();
    await title.waitFor();
    // Inside the shell: the side menu and the tab bar are there.
    expect(await page.locator('.ant-pro-sider, .ant-layout-sider').count()).toBeGreaterThan(0);
    await shot(page, 'everyday-result-messages');
    await title.click();
    await page.waitForURL(new RegExp(`/order/list/lineOrderDetail\\?id=${o.id}`));
    await page.close();
  });

  it("the operator's 线路操作大厅 › 线路订单 lists orders", async () => {
    const page = await newPage(browser);
    await loginAs(page, 'operator');
    await page.goto(`${base()}/product/supplyRouteOrderList`);
    await page.locator('.ant-table-tbody > tr.ant-table-row').first().waitFor();
    expect(await page.locator('.ant-table-tbody > tr.ant-table-row').count()).toBeGreaterThan(0);
    await shot(page, 'everyday-operator-route-orders');
    await page.close();
  });
});
