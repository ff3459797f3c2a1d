/**
 * Journey of the home display and the global search (issue 15): the manager opens home and its charts are drawn
 * (the canvases are not empty), at 1920×1080 and 1440×900 (screenshots under /tmp/shots-home/); sales presses
 * Ctrl+K anywhere, types the pinyin initials of a customer who booked, moves with the arrow keys and opens the
 * order with Enter in its tab.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { base, launch, loginAs, newPage, shot } from '../harness';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const SHOTS = '/tmp/shots-home';
async function call<T>(path: string, body: unknown, key?: string): Promise<T> {
  const r = await fetch(`${base()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(key ? { secretKey: key } : {}) }, body: JSON.stringify(body) });
  const j = (await r.json()) as { code: number; msg: string; data: T };
  expect(j.code, `${path}: ${j.msg}`).toBe(200);
  return j.data;
}

/** Every chart canvas on the page has drawn pixels (not one transparent sheet). */
async function chartsDrawn(page: Page): Promise<number> {
  await page.locator('[data-chart="echarts"] canvas').first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1200); // the charts' entry animation
  return page.evaluate(() => {
    const canvases = [...document.querySelectorAll<HTMLCanvasElement>('[data-chart="echarts"] canvas')];
    return canvases.filter((c) => {
      const ctx = c.getContext('2d');
      if (!ctx || !c.width || !c.height) return false;
      const d = ctx.getImageData(0, 0, c.width, c.height).data;
      let painted = 0;
      for (let i = 3; i < d.length; i += 16) if (d[i] > 0) painted++;
      return painted > 50;
    }).length;
  });
}

describe('home and global search', () => {
  it('the manager opens home: the charts are drawn and the display fits a wall screen and a laptop', async () => {
    mkdirSync(SHOTS, { recursive: true });
    for (const [w, h] of [[1920, 1080], [1440, 900]] as const) {
      const page = await newPage(browser, w, h);
      await loginAs(page, 'manager');
      await page.getByTestId('home-display').waitFor();
      await page.getByText('销售额（按月').waitFor({ timeout: 60_000 });
      expect(await chartsDrawn(page)).toBeGreaterThanOrEqual(4);
      await page.screenshot({ path: `${SHOTS}/home-${w}x${h}.png` });
      await shot(page, `home-${w}x${h}`);
      // Fits: no vertical scrolling needed on either screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      expect(overflow, `${w}×${h} scrolls by ${overflow}px`).toBeLessThanOrEqual(0);
      await page.context().close();
    }
  }, 300_000);

  it('sales presses Ctrl+K, types a customer\'s pinyin initials and opens the order with the keyboard', async () => {
    const key = (await call<{ secretKey: string }>('/api/account/login', { login_name: 'sales', password: 'demo123' })).secretKey;
    const hall = await call<{ page_data: { data: { group_id: number; remaining: number; prices: Record<string, number> }[] } }>('/api/v1/registration/hall/list', { pageNo: 1, pageSize: 50, only_available: true }, key);
    const g = hall.page_data.data.find((x) => x.remaining >= 2)!;
    expect(g).toBeTruthy();
    const order = await call<{ id: number; code: string }>('/api/v1/routeOrder/add', {
      group_id: g.group_id, customer_kind: 'private', contact_name: '司马相如', contact_phone: '13611112222', adult_count: 1,
      lines: [{ fee_type: 0, price: g.prices['0'] ?? 100000, quantity: 1 }], enrollment: 1,
    }, key);

    const page = await newPage(browser);
    await loginAs(page, 'sales');
    await page.goto(`${base()}/order/list`);
    await page.locator('.ta-search-trigger').waitFor();
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: '全局搜索' });
    await box.waitFor();
    await box.fill('smxr');
    const hit = page.locator('.ta-search-hit[data-kind="order"]').filter({ hasText: order.code });
    await hit.waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/search-box.png` });
    // Keyboard only: walk down to the order's hit, then Enter.
    const hits = page.locator('.ta-search-hit');
    const index = await hits.evaluateAll((els, code) => els.findIndex((e) => e.textContent?.includes(code as string)), order.code);
    expect(index).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < index; i++) await box.press('ArrowDown');
    await expect.poll(() => hit.getAttribute('aria-selected')).toBe('true');
    await box.press('Enter');
    await page.waitForURL(new RegExp(`/order/list/lineOrderDetail\\?id=${order.id}`));
    await page.getByText(order.code).first().waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/search-opened.png` });

    // The results page lists the kinds with their counts.
    await page.keyboard.press('Control+k');
    await box.fill('司马');
    await page.locator('.ta-search-hit').first().waitFor();
    await page.getByText('全部结果').click();
    await page.waitForURL(/globalSearchPage\?keyword=/);
    await page.getByRole('tab', { name: /游客（\d+）/ }).waitFor();
    await page.screenshot({ path: `${SHOTS}/search-page.png` });

    // The results page for the pinyin initials: the order (contact 司马相如) among 订单.
    await page.keyboard.press('Control+k');
    await box.fill('smxr');
    await page.locator('.ta-search-hit').first().waitFor();
    await page.getByText('全部结果').click();
    await page.waitForURL(/globalSearchPage\?keyword=smxr/);
    await page.getByRole('tab', { name: /订单（\d+）/ }).click();
    await page.getByText(order.code).first().waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/search-page-initials.png` });
  }, 300_000);
});
