/**
 * Journey of money out (issue 13): a seeded group gets a hotel cost line (12,000.00元, so the manager's level
 * applies); the operator opens the group's 应付付款 tab and requests the supplier payment for the hotel line;
 * finance and then the manager approve it in the audit centre; finance pays it from the 付款 list with a company
 * account. The group's payables show the line paid, and its actual cost and profit follow the payment.
 * Then the operator starts a loan for a colleague picked in the staff picker (借款人), and binds a paid prepayment
 * to the group's hotel line picked from the cost-line picker (group, supplier, item, payable, unpaid).
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
    // The timeline already shows the finance level's 已通过: wait for the manager's decision to land.
    await expect.poll(async () => (await payables(gid)).profit.actual_cost, { timeout: 30_000 }).toBe(profitBefore.actual_cost + 1_200_000);
    const approved = await payables(gid);
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

    // A loan for a colleague: the borrower comes from the staff picker (default: the operator).
    const staff = await api<{ id: number; user_name: string; login_name: string }[]>('/api/v1/payment/staff/options', { keyword: 'manager' }, 'operator');
    const borrower = staff.find((u) => u.login_name === 'manager')!;
    expect(borrower, 'manager in the staff picker').toBeTruthy();
    await panel.getByRole('button', { name: /^借\s*款$/ }).click();
    const loanDialog = page.getByRole('dialog').filter({ hasText: '新增借款' });
    await loanDialog.getByRole('combobox', { name: '借款人' }).click({ force: true });
    // Typed into the picker's own search input (a keyboard type after a forced click can land in the focused amount field).
    await loanDialog.getByRole('combobox', { name: '借款人' }).fill('manager');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '（manager' }).first().click({ timeout: 30_000 });
    await loanDialog.getByPlaceholder('请输入金额').first().fill('800');
    await loanDialog.locator('textarea#reason').fill('地陪现付备用金');
    await shot(page, 'payable-06-loan-borrower');
    await loanDialog.getByRole('button', { name: '提交审核' }).click();
    await loanDialog.waitFor({ state: 'hidden' });
    const loans = await api<{ page_data: { data: { borrower_id: number; amount: number; group_id: number; payee: string }[] } }>('/api/v1/payment/loan/list', { group_id: gid }, 'finance');
    expect(loans.page_data.data.find((l) => l.amount === 80_000)).toMatchObject({ borrower_id: borrower.id, payee: borrower.user_name });

    // A paid prepayment to the hotel, bound to the group's hotel line from the cost-line picker.
    const hotelLine = await api<{ cost_version: number }>('/api/v1/routeHall/reside/list', { group_id: gid }, 'operator');
    expect(hotelLine.cost_version).toBeGreaterThan(0);
    await api('/api/v1/routeHall/reside/add', {
      group_id: gid, cost_version: hotelLine.cost_version, items: [
        { id: line.cost_id, supplier_id: hotel.id, hotel: '西湖国宾馆', room_type: 0, quantity: 10, unit_price: 120000 },
        { supplier_id: hotel.id, hotel: '湖滨商务酒店', room_type: 0, quantity: 5, unit_price: 40000 },
      ],
    }, 'operator');
    const second = (await payables(gid)).data.find((l) => l.kind === 'reside' && l.payable === 200_000)!;
    expect(second, 'the second hotel line').toBeTruthy();
    const pre = await api<{ id: number; code: string }>('/api/v1/payment/prepayment/add', { supplier_id: hotel.id, amount: 150_000, reason: '旺季房源预付' }, 'operator');
    await passAudit(fin, 'prepayment', pre.code, 'payable-07-prepayment-audit');
    const pd = await api<{ id: number; version: number; status: number }>('/api/v1/payment/prepayment/detail', { id: pre.id }, 'finance');
    const accounts = await api<{ id: number }[]>('/api/v1/finance/payAccount/options', {}, 'finance');
    await api('/api/v1/payment/prepayment/pay', { id: pd.id, version: pd.version, pay_account_id: accounts[0].id, pay_date: new Date().toISOString().slice(0, 10), pay_type: 0, remark: '' }, 'finance');

    await page.goto(`${base()}/financial/prepayment`);
    const preRow = page.locator('.ant-table-row').filter({ hasText: pre.code });
    await preRow.getByText('绑定成本项', { exact: true }).click({ timeout: 60_000 });
    const bindDialog = page.getByRole('dialog').filter({ hasText: `绑定到成本项：${pre.code}` });
    await bindDialog.getByRole('combobox', { name: '成本项' }).click({ force: true });
    await page.keyboard.type(g!.code);
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '湖滨商务酒店' }).first();
    await page.waitForTimeout(1500);
    await shot(page, 'payable-08-bind-picker');
    await option.waitFor({ timeout: 30_000 });
    await expect.poll(async () => option.innerText()).toContain('未付 ¥2,000.00');
    await shot(page, 'payable-08-bind-picker');
    await option.click();
    await shot(page, 'payable-09-bind-chosen');
    await bindDialog.getByRole('button', { name: /^(确\s*认|确\s*定|提\s*交)$/ }).click();
    await bindDialog.waitFor({ state: 'hidden' });
    const binds = await api<{ page_data: { data: { cost_id: number; amount: number; status: number }[] } }>('/api/v1/payment/prepayment/bind/list', { doc_id: pre.id }, 'operator');
    expect(binds.page_data.data.map((b) => [b.cost_id, b.amount, b.status])).toEqual([[second.cost_id, 150_000, 0]]);
  }, 420_000);
});
