/**
 * Journey of money out (issue 13): a seeded group gets a hotel cost line (12,000.00元, so the manager's level
 * applies); the operator opens the group's 应付付款 tab and requests the supplier payment for the hotel line;
 * finance and then the manager approve it in the audit centre; finance pays it from the 付款 list with a company
 * account. The group's payables show the line paid, and its actual cost and profit follow the payment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiAs, base, launch, loginAs, newPage, shot } from '../harness';

let browser: Browser;
let page: Page;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const api = apiAs;

interface Payables {
  data: { cost_id: number; kind: string; payable: number; paid: number; unpaid: number }[];
  profit: { income: number; actual_cost: number; profit: number; paid: number };
}
const payables = (groupId: number) => api<Payables>('/api/v1/payment/group/payables', { group_id: groupId }, 'operator');

async function passAudit(p: Page, type: string, rowText: string, shotName: string) {
  await p.goto(`${base()}/audit/${type}`);
  await p.locator('.ant-table-row').filter({ hasText: rowText }).first().getByText('详情').click({ timeout: 60_000 });
  await p.waitForURL(new RegExp(`/otherService/taskAudit/${type}\\?id=`));
  const task = p.locator('.ta-task-audit');
  await task.getByRole('button', { name: /通\s*过/ }).waitFor();
  await p.waitForLoadState('networkidle');
  await shot(p, shotName);
  await task.getByRole('button', { name: /通\s*过/ }).click();
  await p.getByRole('dialog').getByRole('button', { name: '确认通过' }).click();
  await task.getByText('已通过').first().waitFor();
}

describe('payable journey', () => {
  it('operator requests a hotel payment from the group page, manager and finance approve, finance pays: payables and profit follow', async () => {
    // A seeded group awaiting departure with income, and a hotel cost line of 12,000.00元.
    const hall = await api<{ page_data: { data: { id: number; code: string; income: number }[] } }>('/api/v1/routeHall/list', { pageNo: 1, pageSize: 300, state: 0 }, 'operator');
    let g: { id: number; code: string } | undefined;
    let costVersion = 0;
    for (const x of hall.page_data.data.filter((r) => r.income > 0)) {
      const reside = await api<{ cost_version: number; cost_version_type: number; data: unknown[] }>('/api/v1/routeHall/reside/list', { group_id: x.id }, 'operator');
      if (reside.cost_version_type === 0 && reside.data.length === 0) { g = x; costVersion = reside.cost_version; break; }
    }
    expect(g, 'a seeded group on sale with income and no lodging cost').toBeTruthy();
    const sups = await api<{ page_data: { data: { id: number; name: string; blacklisted: boolean }[] } }>('/api/v1/company/list', { pageNo: 1, pageSize: 100, type: 5 }, 'admin');
    const hotel = sups.page_data.data.find((x) => !x.blacklisted)!;
    expect(hotel).toBeTruthy();
    const before = await payables(g!.id);
    await api('/api/v1/routeHall/reside/add', {
      group_id: g!.id, cost_version: costVersion, items: [{ supplier_id: hotel.id, hotel: '西湖国宾馆', room_type: 0, quantity: 10, unit_price: 120000 }],
    }, 'operator');
    const withHotel = await payables(g!.id);
    const line = withHotel.data.find((l) => l.kind === 'reside' && l.payable === 1_200_000 && l.paid === 0)!;
    expect(line).toBeTruthy();
    const profitBefore = withHotel.profit;
    expect(before.profit.income).toBe(profitBefore.income);
    const gid = g!.id;

    // The operator requests the payment from the group page.
    page = await newPage(browser);
    await loginAs(page, 'operator');
    await page.goto(`${base()}/product/LineOperationHallDetail?id=${gid}&tab=payables`);
    const panel = page.getByTestId('group-payables');
    await panel.waitFor({ timeout: 60_000 });
    const row = panel.locator('.ant-table-row').filter({ hasText: `#${line.cost_id}` });
    await row.getByRole('button', { name: '付款' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '新增付款' });
    await dialog.locator('textarea#reason').fill('西湖国宾馆房费');
    await shot(page, 'payable-01-request');
    await dialog.getByRole('button', { name: '提交审核' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const listed = await api<{ page_data: { data: { id: number; code: string; status: number; amount: number }[] } }>('/api/v1/payment/list', { group_id: gid, status: 0 }, 'finance');
    const doc = listed.page_data.data.find((d) => d.amount === 1_200_000)!;
    expect(doc).toBeTruthy();

    // Finance, then the manager (from 10,000元), approve.
    const fin = await newPage(browser);
    await loginAs(fin, 'finance');
    await passAudit(fin, 'payment', doc.code, 'payable-02-finance-audit');
    const mgr = await newPage(browser);
    await loginAs(mgr, 'manager');
    await passAudit(mgr, 'payment', doc.code, 'payable-03-manager-audit');
    const approved = await payables(gid);
    expect(approved.profit.actual_cost).toBe(profitBefore.actual_cost + 1_200_000);
    expect(approved.profit.profit).toBe(profitBefore.profit - 1_200_000);

    // Finance pays it from the payment list.
    await fin.goto(`${base()}/financial/payment`);
    const payRow = fin.locator('.ant-table-row').filter({ hasText: doc.code });
    await payRow.getByText('已付款', { exact: true }).click({ timeout: 60_000 });
    const payDialog = fin.getByRole('dialog').filter({ hasText: `付款：${doc.code}` });
    await payDialog.locator('.ant-select').first().click();
    await fin.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await shot(fin, 'payable-04-pay');
    await payDialog.getByRole('button', { name: /已付款/ }).click();
    await fin.getByText('已付款').first().waitFor();
    await expect.poll(async () => (await api<{ status: number }>('/api/v1/payment/detail', { id: doc.id }, 'finance')).status).toBe(4);

    // The group's payables and profit follow.
    const after = await payables(gid);
    expect(after.data.find((l) => l.cost_id === line.cost_id)).toMatchObject({ paid: 1_200_000, unpaid: 0 });
    expect(after.profit.paid).toBe(profitBefore.paid + 1_200_000);
    await page.reload();
    await panel.waitFor();
    await panel.getByTestId('unpaid-0').first().waitFor();
    await shot(page, 'payable-05-group-paid');
  }, 300_000);
});
