/**
 * Approve from a phone (issue 17): at 390×844 the manager logs in, opens the audit centre's order queue, opens a
 * pending order audit, reads its whole title and approves it (with the confirmation); the 消息 pages open in the
 * same shell and header. No page scrolls sideways, and keyboard Tab never stays inside the closed menu drawer.
 *
 * The pending order audit is created through the API: sales adds an order on an open group and submits it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiAs, base, launch, loginAs, shot } from '../harness';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const WIDTH = 390;
type Hall = { page_data: { data: { group_id: number; remaining: number; prices: Record<string, number> }[] } };

async function phonePage(): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width: WIDTH, height: 844 }, locale: 'zh-CN', isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
  return ctx.newPage();
}

/** The page is no wider than the screen (wide tables scroll inside their own box). */
async function noSideScroll(page: Page, what: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${what} scrolls sideways` }).toBeLessThanOrEqual(WIDTH);
}

/** Tabs 40 times from the top of the page: focus moves on, and never rests in the closed mobile menu drawer. */
async function tabNeverTrapped(page: Page): Promise<void> {
  // No closed drawer may stay on the page (it would keep keyboard stops).
  await expect.poll(() => page.evaluate(() => [...document.querySelectorAll('.ant-drawer:not(.ant-drawer-open)')]
    .filter((d) => d.getClientRects().length > 0 && getComputedStyle(d).visibility !== 'hidden').map((d) => `${d.className} in ${d.parentElement?.className ?? ''}`)),
  { message: 'a closed drawer stays visible (and keeps keyboard stops)' }).toEqual([]);
  await page.evaluate(() => { (document.activeElement as HTMLElement | null)?.blur(); window.scrollTo(0, 0); });
  const stops: string[] = [];
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    stops.push(await page.evaluate(() => {
      const a = document.activeElement as HTMLElement | null;
      if (!a || a === document.body) return 'body';
      if (a.closest('.ant-drawer:not(.ant-drawer-open)')) return 'closed-drawer ' + a.tagName + '.' + a.className + ' ' + getComputedStyle(a).visibility + ' ' + a.closest('.ant-drawer')!.className + ' / ' + (a.closest('.ant-drawer')!.parentElement?.className ?? '') + ' / ' + getComputedStyle(a.closest('.ant-drawer')!).visibility;
      return `${a.tagName}:${(a.getAttribute('aria-label') ?? a.textContent ?? '').slice(0, 20)}`;
    }));
  }
  expect(stops.filter((s) => s.startsWith('closed-drawer'))).toEqual([]);
  expect(new Set(stops).size).toBeGreaterThan(8);
}

describe('approve from a phone', () => {
  it('the manager approves an order audit at 390×844; the audit and message pages never scroll sideways', async () => {
    const hall = await apiAs<Hall>('/api/v1/registration/hall/list', { pageNo: 1, pageSize: 50, only_available: true }, 'sales');
    const g = hall.page_data.data.find((x) => x.remaining > 2)!;
    const o = await apiAs<{ id: number; code: string }>('/api/v1/routeOrder/add', {
      group_id: g.group_id, customer_kind: 'private', contact_name: '手机审核客人', contact_phone: '13700000002', adult_count: 1,
      lines: [{ fee_type: 0, price: g.prices['0'] ?? 100000, quantity: 1 }], enrollment: 1,
    }, 'sales');
    await apiAs('/api/v1/routeOrder/submitAudit', { id: o.id }, 'sales');

    const page = await phonePage();
    await page.goto(`${base()}/account/login`);
    await noSideScroll(page, 'log-in');
    await loginAs(page, 'manager');
    await page.getByText(/祝你开心每一天/).waitFor();
    await noSideScroll(page, 'home');

    // The queue: search form, batch bar and list fit; the row's actions stay reachable.
    await page.goto(`${base()}/audit/lineOrder`);
    const row = page.locator('.ant-table-row').filter({ hasText: o.code });
    await row.waitFor();
    await noSideScroll(page, 'audit queue');
    await tabNeverTrapped(page);
    await shot(page, 'phone-audit-queue');

    // The task page: its title is whole (not cut by 返回…), the decision asks and approves.
    await row.getByText('详情').click();
    await page.waitForURL(/\/otherService\/taskAudit\/lineOrder\?id=/);
    const title = page.locator('.ta-task-audit .ant-card-head-title').first();
    await title.getByText(o.code, { exact: false }).waitFor();
    expect(await title.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    const box = await title.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH);
    await noSideScroll(page, 'task audit');
    await shot(page, 'phone-audit-detail');
    await page.getByRole('button', { name: /通\s*过/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '确认通过' }).waitFor();
    await noSideScroll(page, 'decision dialog');
    await shot(page, 'phone-audit-confirm');
    await dialog.getByRole('button', { name: '确认通过' }).click();
    await page.locator('.ta-task-audit .ant-card-head-title').getByText('已通过').waitFor();
    await noSideScroll(page, 'task audit after approval');
    await tabNeverTrapped(page);
    await shot(page, 'phone-audit-approved');
    const tl = await apiAs<{ runs: { status: number }[] }>('/api/v1/audit/timeline', { type: 'lineOrder', object_id: o.id }, 'manager');
    expect(tl.runs.at(-1)!.status).toBe(1);

    // The 消息 pages: inside the same shell and header as the audit pages.
    for (const path of ['pendMessage', 'resultMessage', 'orderNotification']) {
      await page.goto(`${base()}/otherService/pendTask/${path}`);
      await page.locator('.ta-list-screen .ant-table').waitFor();
      expect(await page.locator('.ant-pro-global-header').count(), `${path}: the shell header`).toBe(1);
      expect(await page.locator('.ta-home-header').count()).toBe(0);
      await noSideScroll(page, path);
    }
    await tabNeverTrapped(page);
    await shot(page, 'phone-messages');

    // The menu drawer opens from the header and closes again.
    await page.locator('.ant-pro-global-header-collapsed-button').click();
    await page.locator('.ant-drawer-open .ant-pro-sider-menu').waitFor();
    await shot(page, 'phone-menu-open');
    await page.locator('.ant-drawer-mask').click({ position: { x: WIDTH - 20, y: 400 } });
    await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });
    await page.context().close();
  });
});
