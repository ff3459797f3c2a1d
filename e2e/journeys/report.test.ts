/**
 * Journey of the reports (issue 15): the manager opens 销售客户概况 — the charts are drawn (the canvas has
 * pixels), the summary shows, the report exports to CSV with the same figures, a row drills down to its
 * orders; then 计划管理 with its chart, a group's 核算明细 and 核算记录. Screenshots of each report.
 */
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { fenToYuan, REPORT_URLS } from '@ta/contract';
import { base, launch, loginAs, newPage, shot } from '../harness';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const SHOTS = process.env.REPORT_SHOTS ?? '/tmp/shots-report';
async function snap(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
  await shot(page, name);
}

async function api<T>(path: string, body: unknown, user: string): Promise<T> {
  const l = await fetch(`${base()}/api/account/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login_name: user, password: 'demo123' }) });
  const key = ((await l.json()) as { data: { secretKey: string } }).data.secretKey;
  const r = await fetch(`${base()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', secretKey: key }, body: JSON.stringify(body) });
  const j = (await r.json()) as { code: number; msg: string; data: T };
  expect(j.code, `${path}: ${j.msg}`).toBe(200);
  return j.data;
}

/** Pixels drawn on the chart canvases of the page (non-transparent), per canvas. */
async function drawnPixels(page: Page): Promise<number[]> {
  await page.locator('[data-chart=echarts] canvas').first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1200); // the bars' entry animation
  return page.$$eval('[data-chart=echarts] canvas', (cs) => cs.map((c) => {
    const cv = c as HTMLCanvasElement;
    const d = cv.getContext('2d')!.getImageData(0, 0, cv.width, cv.height).data;
    let n = 0;
    for (let i = 3; i < d.length; i += 4) if (d[i] !== 0) n++;
    return n;
  }));
}

describe('reports journey', () => {
  it('the manager reads 销售客户概况: charts drawn, totals shown, exported, drilled down to the orders', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'manager');
    await page.goto(`${base()}/reports/salesCustomer`);
    await page.locator('.ta-list-screen .ant-table-row').first().waitFor({ timeout: 60_000 });
    const pixels = await drawnPixels(page);
    expect(pixels.length).toBe(2);
    for (const p of pixels) expect(p).toBeGreaterThan(500);
    const report = await api<{ summary: Record<string, number>; page_data: { total_size: number } }>(REPORT_URLS.salesCustomerList, { pageNo: 1, pageSize: 300 }, 'manager');
    const bar = await page.locator('.ta-summary-bar').innerText();
    expect(bar).toContain(`销售额：${fenToYuan(report.summary.sales)}`);
    expect(bar).toContain(`未收：${fenToYuan(report.summary.outstanding)}`);
    await snap(page, 'report-sales-customer');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      (async () => { await page.getByRole('button', { name: /批量导出/ }).click(); await page.getByText('导出 CSV').click(); })(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r\n/);
    expect(lines[0]).toContain('销售额');
    expect(lines.length - 1).toBe(report.page_data.total_size);
    const salesCol = lines[0].split(',').indexOf('销售额');
    const sum = lines.slice(1).reduce((a, l) => a + Math.round(Number(l.split(',')[salesCol]) * 100), 0);
    expect(sum).toBe(report.summary.sales);

    await page.locator('.ta-list-screen .ant-table-row').first().getByText('查看订单').click();
    const drawer = page.locator('.ant-drawer-content');
    await drawer.locator('.ant-table-row').first().waitFor();
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'report-sales-customer-orders.png') });
    await page.context().close();
  }, 300_000);

  it('finance reads 计划管理: plan against accounting drawn, a settled group’s 核算明细 and 核算记录', async () => {
    // A group with orders goes through its settlement: departed, ended, accounting finished, submitted (version 1).
    const plan = await api<{ page_data: { data: { group_id: number; group_code: string; persons: number }[] } }>(REPORT_URLS.planList, { pageNo: 1, pageSize: 20 }, 'admin');
    const g = plan.page_data.data.find((r) => r.persons > 0)!;
    expect(g).toBeTruthy();
    const version = async () => (await api<{ version: number }>('/api/v1/routeHall/detail', { id: g.group_id }, 'admin')).version;
    await api('/api/v1/routeHall/state/update', { id: g.group_id, version: await version(), state: 1 }, 'admin');
    await api('/api/v1/routeHall/state/update', { id: g.group_id, version: await version(), state: 2 }, 'admin');
    await api('/api/v1/finance/route/finish', { group_id: g.group_id, version: await version() }, 'admin');
    await api('/api/v1/finance/route/audit', { group_id: g.group_id }, 'admin');

    const page = await newPage(browser);
    await loginAs(page, 'finance');
    await page.goto(`${base()}/reports/plan`);
    await page.locator('.ta-list-screen .ant-table-row').first().waitFor({ timeout: 60_000 });
    const pixels = await drawnPixels(page);
    expect(pixels[0]).toBeGreaterThan(500);
    await snap(page, 'report-plan');
    const row = page.locator('.ta-list-screen .ant-table-row').filter({ hasText: g.group_code }).first();
    expect(await row.innerText()).toContain('第1版');
    await row.getByText('核算明细').click();
    await page.waitForURL(/\/reports\/plan\/accountingDetail\?/);
    await page.getByText('收入明细').waitFor();
    expect(await page.locator('.ant-descriptions-title').innerText()).toContain(g.group_code);
    await page.locator('.ant-table-row').first().waitFor();
    await snap(page, 'report-plan-accounting-detail');
    await page.goto(`${base()}/reports/plan/accountingRecord`);
    await page.locator('.ta-list-screen .ant-table-row').filter({ hasText: g.group_code }).first().waitFor();
    expect(await page.locator('.ta-list-screen .ant-table-row').filter({ hasText: g.group_code }).first().innerText()).toContain('系统管理员');
    await snap(page, 'report-plan-accounting-record');
    await page.context().close();
  }, 300_000);
});
