/**
 * Accessibility (issue 17): axe-core (WCAG 2.0/2.1 A and AA and best practices) on the main pages of each demo
 * role finds no critical or serious violation, and every page has exactly one <h1>. Transitions are switched off
 * before each check, so a colour is measured at rest, not halfway through a hover or a disabled→enabled fade.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiAs, base, launch, loginAs, shot } from '../harness';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

interface Found { id: string; impact: string; help: string; targets: string[] }

/** The page's content has settled: no spinner or skeleton, the network quiet. */
async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ timeout: 20000 }).catch(() => undefined); // the lazy page has rendered
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect.poll(() => page.locator('.ant-spin-spinning, .ant-skeleton-active').count(), { timeout: 20000 }).toBe(0);
}

async function serious(page: Page): Promise<Found[]> {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const r = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact!, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  });
}

async function rolePage(user: string | null): Promise<Page> {
  // bypassCSP: the product's CSP (script-src 'self') would refuse the injected axe script.
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', bypassCSP: true, reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  if (user) await loginAs(page, user);
  return page;
}

async function checkPages(user: string | null, paths: string[]): Promise<void> {
  const page = await rolePage(user);
  const failures: string[] = [];
  for (const path of paths) {
    await page.goto(`${base()}${path}`);
    await settle(page);
    const h1 = await page.locator('h1:visible').count();
    if (h1 !== 1) failures.push(`${user ?? '(anonymous)'} ${path}: ${h1} <h1>`);
    for (const v of await serious(page)) failures.push(`${user ?? '(anonymous)'} ${path}: ${v.impact} ${v.id} (${v.help}) ${v.targets.join(' | ')}`);
  }
  await shot(page, `a11y-${user ?? 'login'}`);
  await page.context().close();
  expect(failures).toEqual([]);
}

type Hall = { page_data: { data: { group_id: number; remaining: number; prices: Record<string, number> }[] } };

describe('axe-core on the main pages of each role', () => {
  it('log-in', async () => { await checkPages(null, ['/account/login']); });

  it('sales: home, registration hall, sign-up form, orders, customers, messages', async () => {
    const hall = await apiAs<Hall>('/api/v1/registration/hall/list', { pageNo: 1, pageSize: 50, only_available: true }, 'sales');
    const g = hall.page_data.data.find((x) => x.remaining > 2)!;
    await checkPages('sales', ['/home', '/order/signUp', `/order/signUp/detail?group_id=${g.group_id}`, '/order/list',
      '/travelMerchant/customerList', '/otherService/pendTask/resultMessage']);
  });

  it('operator: home, products, line operation hall, suppliers', async () => {
    await checkPages('operator', ['/home', '/product/routeTravel', '/product/lineOperationHall', '/travelMerchant/supplierList']);
  });

  it('finance: home, receipts, bank statements', async () => {
    await checkPages('finance', ['/home', '/financial/receiveOrder', '/financial/income/billImport']);
  });

  it('manager: home, audit queue and task page, report', async () => {
    const hall = await apiAs<Hall>('/api/v1/registration/hall/list', { pageNo: 1, pageSize: 50, only_available: true }, 'sales');
    const g = hall.page_data.data.find((x) => x.remaining > 2)!;
    const o = await apiAs<{ id: number }>('/api/v1/routeOrder/add', {
      group_id: g.group_id, customer_kind: 'private', contact_name: '无障碍客人', contact_phone: '13700000003', adult_count: 1,
      lines: [{ fee_type: 0, price: g.prices['0'] ?? 100000, quantity: 1 }], enrollment: 1,
    }, 'sales');
    await apiAs('/api/v1/routeOrder/submitAudit', { id: o.id }, 'sales');
    const tl = await apiAs<{ runs: { instance_id: number; status: number }[] }>('/api/v1/audit/timeline', { type: 'lineOrder', object_id: o.id }, 'manager');
    const run = tl.runs.find((r) => r.status === 0)!.instance_id;
    await checkPages('manager', ['/home', '/audit/lineOrder', `/otherService/taskAudit/lineOrder?id=${run}`, '/reports/salesCustomer']);
  });

  it('admin: home, users, roles, to-do', async () => {
    await checkPages('admin', ['/home', '/systemSetting/user', '/systemSetting/role', '/otherService/pendTask/pendMessage']);
  });
});
