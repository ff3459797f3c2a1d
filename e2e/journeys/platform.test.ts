/** Journeys of the platform (issue: platform): log-in, menus by permission, role switch, tabs, settings, 404, logout. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { Msg } from '@ta/contract';
import { base, launch, loginAs, newPage, shot } from '../harness';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const menu = (page: Page) => page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
/**
 * Picks an item of the user menu. Home draws its charts right after log-in, and the menu is opened again if it
 * closed while the page settled. It opens on hover: the pointer leaves the greeting before each try, or a second
 * try would not enter it (the last CI run failed five tries in a row that way).
 */
async function userMenuItem(page: Page, greeting: RegExp, item: string): Promise<void> {
  for (let i = 0; ; i++) {
    await page.mouse.move(0, 0);
    await page.locator('.ta-header-actions').getByText(greeting).hover();
    try { await menu(page).getByText(item).last().click({ timeout: 5000 }); return; } catch (e) { if (i >= 4) throw e; }
  }
}
const topSections = async (page: Page) => (await page.locator('.ta-top-sections').first().innerText()).split('\n').map((s) => s.trim()).filter(Boolean);

describe('platform journeys', () => {
  it('admin logs in and sees every section', async () => {
    const page = await newPage(browser);
    await page.goto(`${base()}/systemSetting/user`);
    await page.waitForURL(/\/account\/login\?redirect=/);
    await shot(page, 'platform-login');
    await page.getByPlaceholder('登录名').fill('admin');
    await page.getByPlaceholder('密码').fill('demo123');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL(/\/systemSetting\/user/);
    expect(await topSections(page)).toEqual(['销售中心', '财务管理', '审核中心', '报表', '产品管理', '供应商与渠道', '系统设置']);
    expect(await page.title()).toBe(`用户管理 - ${Msg.productName}`);
    await page.locator('.ant-table-row').first().waitFor();
    await shot(page, 'platform-admin-users');
    await page.context().close();
  });

  it('a sales user sees only its permitted menu and gets 403 elsewhere', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'sales');
    expect(await topSections(page)).toEqual(['销售中心', '财务管理', '报表', '供应商与渠道'] );
    await page.goto(`${base()}/systemSetting/user`);
    await expect(page.getByText(Msg.error403).first().waitFor()).resolves.toBeUndefined();
    await shot(page, 'platform-sales-403');
    await page.context().close();
  });

  it('switching role reloads home with the other relation', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'manager');
    await expect(page.getByText('经理').first().waitFor()).resolves.toBeUndefined();
    await userMenuItem(page, /好，陈经理/, '切换角色');
    const modal = page.locator('.ant-modal').filter({ hasText: Msg.switchRoleTitle });
    await modal.waitFor();
    await expect.poll(async () => Math.round((await modal.boundingBox())?.width ?? 0)).toBe(1200);
    await expect(modal.getByText('当前').waitFor()).resolves.toBeUndefined();
    await shot(page, 'platform-switch-role');
    await Promise.all([page.waitForEvent('load'), modal.locator('button:not([disabled])').filter({ hasText: /切\s*换/ }).first().click()]);
    await page.waitForURL(/\/home/);
    const info = JSON.parse((await page.evaluate(() => localStorage.getItem('User-Info'))) ?? '{}') as { user_auth_relation: { role_name: string } };
    expect(info.user_auth_relation.role_name).toBe('销售');
    expect(await page.evaluate(() => localStorage.getItem('Top-Section'))).toBeNull();
    await page.context().close();
  });

  it('tabs open, replace, close, and the context menu works', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'admin');
    await page.goto(`${base()}/systemSetting/user`);
    const tabs = page.locator('.ta-tabbar .ant-tabs-tab');
    await tabs.first().waitFor();
    const side = page.locator('.ant-pro-sider, .ant-layout-sider').first();
    await page.locator('.ant-table-row').first().waitFor();
    await side.getByText('部门管理').click();
    await page.waitForURL(/\/systemSetting\/department/);
    await expect.poll(() => tabs.count()).toBe(2);
    await side.getByText('岗位管理').click();
    await page.waitForURL(/\/systemSetting\/position/);
    await expect.poll(() => tabs.count()).toBe(3);
    await side.getByText('用户管理').click();
    await page.waitForURL(/\/systemSetting\/user/);
    await expect.poll(() => tabs.count()).toBe(3);
    await tabs.first().locator('span').first().click({ button: 'right' });
    await shot(page, 'platform-tabs-menu');
    await menu(page).getByText('关闭左侧').last().dispatchEvent('click'); // the menu may still be animating in
    await expect(page.getByText(Msg.noLeftTabs).waitFor()).resolves.toBeUndefined();
    await tabs.last().locator('span').first().click({ button: 'right' });
    await menu(page).getByText('关闭右侧').last().dispatchEvent('click');
    await expect(page.getByText(Msg.noRightTabs).waitFor()).resolves.toBeUndefined();
    await shot(page, 'platform-tabs');
    await tabs.first().locator('span').first().click({ button: 'right' });
    await menu(page).getByText('关闭其他').last().dispatchEvent('click');
    await expect.poll(() => tabs.count()).toBe(1);
    expect(await page.locator('.ta-tabbar .ant-tabs-tab-remove').count()).toBe(0);
    await page.context().close();
  });

  it('settings survive a reload', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'admin');
    await page.goto(`${base()}/systemSetting/position`);
    await page.getByTitle('页面设置').first().click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '页面设置' });
    await drawer.getByText('暗色菜单').click();
    await drawer.getByText('顶部菜单').click();
    await shot(page, 'platform-settings');
    await page.reload();
    await page.locator('.ta-tabbar').waitFor();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('Layout-Settings'))) ?? '{}') as { navTheme: string; layout: string; fixSiderbar: boolean };
    expect(stored.navTheme).toBe('dark');
    expect(stored.layout).toBe('topmenu');
    expect(await page.locator('.ant-pro-sider').count()).toBe(0);
    await shot(page, 'platform-settings-after-reload');
    await page.context().close();
  });

  it('an unknown path shows 404', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'admin');
    await page.goto(`${base()}/no/such/page`);
    await page.waitForURL(/\/404/);
    await expect(page.getByText(Msg.error404).waitFor()).resolves.toBeUndefined();
    await expect(page.getByRole('button', { name: Msg.backHome }).waitFor()).resolves.toBeUndefined();
    await shot(page, 'platform-404');
    await page.context().close();
  });

  it('logout asks first', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'finance');
    await userMenuItem(page, /好，赵会计/, '退出登录');
    await expect(page.getByText(Msg.logoutConfirm).waitFor()).resolves.toBeUndefined();
    await shot(page, 'platform-logout-confirm');
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定|确\s*认|退\s*出/ }).click();
    await page.waitForURL(/\/account\/login/);
    expect(await page.evaluate(() => localStorage.getItem('Access-Token'))).toBeNull();
    await page.context().close();
  });
});
