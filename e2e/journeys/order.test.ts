/**
 * Journey of the sales side of the spine: a sales user finds a group in the registration hall, signs up
 * 2 adults and 1 child with their tourist details (valid ID numbers: birthday, sex and age are derived in
 * the form), holds the seats (the hold deadline counts down), confirms, and submits the order audit; the
 * manager approves it from the audit queue's task page; the order shows 已确认, the hall's remaining seats
 * for the group went down by 3, and the sales confirmation prints to a real PDF holding the order number.
 * Then: a full group takes a waiting-list sign-up that a cancellation turns into a hold, and a direct-connect
 * order is imported from the 直连订单 tab, its list exported with the contact phone masked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { fenToYuan, idCheckDigit } from '@ta/contract';
import { base, launch, loginAs, newPage, printToPdf, shot } from '../harness';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const idOf = (first17: string) => first17 + idCheckDigit(first17);
const ADULT1 = idOf('11010519850315002'); // 1985-03-15, female (2nd-to-last digit 2)
const ADULT2 = idOf('11010519870721001'); // 1987-07-21, male
const CHILD = idOf('11010520180610003'); // 2018-06-10, male

/** The API as a demo user (token per user), for the group's statistics as the operations side sees them. */
const tokens = new Map<string, string>();
async function api<T>(path: string, body: unknown, user = 'admin'): Promise<T> {
  if (!tokens.has(user)) {
    const r = await fetch(`${base()}/api/account/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login_name: user, password: 'demo123' }) });
    tokens.set(user, ((await r.json()) as { data: { secretKey: string } }).data.secretKey);
  }
  const r = await fetch(`${base()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', secretKey: tokens.get(user)! }, body: JSON.stringify(body) });
  const j = (await r.json()) as { code: number; msg: string; data: T };
  expect(j.code, j.msg).toBe(200);
  return j.data;
}
interface GroupStats { persons: number; income: number }
const statsOf = (groupId: number) => api<GroupStats>('/api/v1/routeHall/statistics', { group_id: groupId });
interface HallGroup { departure_date: string; prices: Record<string, number>; prices_by_kind?: Record<string, Record<string, number>> }
interface InsuranceOption { name: string; quote: { unit_price: number } | null }
/** The insurance option an option text names, with its premium per person for the group's trip (fen). */
async function premiumOf(groupId: number, optionText: string): Promise<number> {
  const opts = await api<InsuranceOption[]>('/api/v1/insurance/policy/products', { group_id: groupId });
  const picked = opts.filter((o) => o.quote && optionText.includes(o.name)).sort((a, b) => b.name.length - a.name.length)[0];
  expect(picked, `insurance option of "${optionText}"`).toBeTruthy();
  return picked.quote!.unit_price;
}
/** Whole years from a birthday to a day (YYYY-MM-DD), as the form derives the age on the departure day. */
const ageOn = (birthday: string, day: string) => Number(day.slice(0, 4)) - Number(birthday.slice(0, 4)) - (day.slice(5) < birthday.slice(5) ? 1 : 0);

/** Remaining seats of a group as the hall card shows them ("余位 31" or "已满" = 0). */
async function remainingOf(page: Page, groupCode: string): Promise<number> {
  const text = await page.locator(`.ta-hall-card[data-group="${groupCode}"] [data-testid="remaining"]`).innerText();
  return text.includes('已满') ? 0 : Number(/\d+/.exec(text)?.[0]);
}

async function fillTourist(page: Page, row: number, name: string, id: string, phone?: string) {
  const tr = page.locator('.ta-tourist-table .ant-table-tbody > tr.ant-table-row').nth(row);
  await tr.locator('[data-field="client_name"] input').fill(name);
  await tr.locator('[data-field="client_card_number"] input').fill(id);
  if (phone) await tr.locator('[data-field="client_phone_number"] input').fill(phone);
  return tr;
}

describe('order journey', () => {
  it('sales signs up 2 adults and 1 child, holds, confirms; the manager approves; the confirmation prints to PDF', async () => {
    const sales = await newPage(browser);
    await loginAs(sales, 'sales');
    await sales.goto(`${base()}/order/signUp`);
    const card = sales.locator('.ta-hall-card').filter({ has: sales.locator('[data-testid="remaining"] b') }).first();
    await card.waitFor();
    const groupCode = (await card.getAttribute('data-group'))!;
    const before = await remainingOf(sales, groupCode);
    expect(before).toBeGreaterThanOrEqual(3);
    await shot(sales, 'order-hall');

    await card.getByRole('button', { name: /报\s*名/ }).click();
    await sales.waitForURL(/\/order\/signUp\/detail\?group_id=\d+/);
    const groupId = Number(new URL(sales.url()).searchParams.get('group_id'));
    await sales.getByText(groupCode).first().waitFor();
    const statsBefore = await statsOf(groupId);
    await sales.locator('#adult_count').fill('2');
    await sales.locator('#child_count').fill('1');
    await sales.locator('#contact_name').fill('赵女士');
    await sales.locator('#contact_phone').fill('13912345678');
    await expect.poll(() => sales.locator('.ta-tourist-table .ant-table-tbody > tr.ant-table-row').count()).toBe(3);

    await fillTourist(sales, 0, '赵丽', ADULT1, '13912345678');
    const second = await fillTourist(sales, 1, '钱伟', ADULT2);
    const child = await fillTourist(sales, 2, '钱小宝', CHILD);
    // The ID number fills the birthday and the age (on the departure day) of the child.
    await expect.poll(() => child.locator('[data-field="client_birthday"] input').inputValue()).toBe('2018-06-10');
    const hallGroup = await api<HallGroup>('/api/v1/registration/hall/detail', { id: groupId });
    expect(Number(await child.locator('[data-field="client_age"] input').inputValue())).toBe(ageOn('2018-06-10', hallGroup.departure_date));
    await expect.poll(() => second.locator('[data-field="client_sex"] .ant-select-selection-item').innerText()).toBe('男');
    // Per-tourist insurance from the insurance centre's product options (premium per person for this trip).
    await sales.locator('.ta-tourist-table .ant-table-tbody > tr.ant-table-row').first().locator('[data-field="insurance_product_id"] .ant-select').click();
    const option = sales.locator('.ant-select-dropdown:visible .ant-select-item-option:not(.ant-select-item-option-disabled)').first();
    const optionText = await option.innerText();
    expect(optionText).toContain(`¥${fenToYuan(await premiumOf(groupId, optionText))}/人`);
    await option.click();
    // The order total is the package lines at the private customer's list prices: 2 adults and 1 child.
    const list = hallGroup.prices_by_kind?.private ?? hallGroup.prices;
    expect(await sales.getByTestId('signup-total').innerText()).toBe(`¥${fenToYuan(2 * list['0'] + list['1'])}`);
    await shot(sales, 'order-signup-form');

    await sales.getByRole('button', { name: '提交占位' }).click();
    await sales.waitForURL(/\/order\/signUp\/orderDetail\?id=\d+/);
    const orderId = Number(new URL(sales.url()).searchParams.get('id'));
    const code = (await sales.getByTestId('order-code').innerText()).trim();
    expect(code).toMatch(/\S{6,}/);
    await expect.poll(() => sales.getByTestId('enrollment-status').innerText()).toBe('占位');
    await expect.poll(() => sales.locator('.ta-hold-deadline .ta-countdown').innerText()).toMatch(/^\d\d:\d\d:\d\d$/);
    await sales.getByText('钱小宝').waitFor();
    await sales.locator('.ant-card').filter({ hasText: '保单号' }).getByText('赵丽').waitFor();
    await shot(sales, 'order-detail-held');

    await sales.getByRole('button', { name: /^确\s*认$/ }).click();
    await sales.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect.poll(() => sales.getByTestId('enrollment-status').innerText()).toBe('确认');
    await sales.getByRole('button', { name: '提交审核' }).click();
    await sales.getByText('已提交审核').first().waitFor();
    // While the audit is pending the order says 审核中 and offers no second 提交审核.
    await sales.getByTestId('order-auditing').waitFor();
    await expect.poll(() => sales.getByRole('button', { name: '提交审核' }).count()).toBe(0);
    await shot(sales, 'order-detail-auditing');

    // The manager passes the order audit from the queue's task page.
    const mgr = await newPage(browser);
    await loginAs(mgr, 'manager');
    await mgr.goto(`${base()}/audit/lineOrder`);
    const item = mgr.locator('.ant-table-row').filter({ hasText: code });
    await item.getByText('详情').click();
    await mgr.waitForURL(/\/otherService\/taskAudit\/lineOrder\?id=/);
    await mgr.getByRole('button', { name: /通\s*过/ }).click();
    await mgr.getByRole('dialog').getByRole('button', { name: '确认通过' }).click(); // approving asks first
    await mgr.getByText('已通过').first().waitFor();
    await mgr.context().close();

    await sales.reload();
    await expect.poll(() => sales.getByTestId('order-status').innerText(), { timeout: 10000 }).toBe('已确认');
    await sales.locator('.ant-timeline').getByText(/陈经理/).first().waitFor();
    await shot(sales, 'order-detail-approved');
    // The group's statistics (operations side) count the order: 3 more persons, its total in the income.
    const order = await api<{ total: number }>('/api/v1/routeOrder/detail', { id: orderId });
    const statsAfter = await statsOf(groupId);
    expect(statsAfter.persons).toBe(statsBefore.persons + 3);
    expect(statsAfter.income).toBe(statsBefore.income + order.total);

    // The hall shows the three seats gone.
    await sales.goto(`${base()}/order/signUp`);
    await sales.locator(`.ta-hall-card[data-group="${groupCode}"]`).waitFor();
    expect(await remainingOf(sales, groupCode)).toBe(before - 3);

    // The line information of the group: its itinerary and prices from the hall's group detail.
    await sales.goto(`${base()}/order/basicLineInformationDetail?group_id=${groupId}`);
    await sales.getByText(groupCode).first().waitFor();
    await sales.getByText(/行程安排/).first().waitFor();
    await sales.getByText('第1天', { exact: false }).first().waitFor();
    await shot(sales, 'order-line-info');

    // The insurance centre lists the cover taken at sign-up; 投保 quotes the premium for an order's trip.
    await sales.goto(`${base()}/order/insuranceCenter`);
    await sales.locator('.ant-table-row').filter({ hasText: code }).filter({ hasText: '赵丽' }).first().waitFor();
    await sales.getByRole('button', { name: /投\s*保/ }).first().click();
    const dialog = sales.locator('.ant-modal').filter({ hasText: '保险产品' });
    await dialog.locator('.ant-select').first().click();
    await sales.keyboard.type(code);
    await sales.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: code }).first().click();
    await dialog.getByText(/保险期间/).waitFor();
    await dialog.locator('.ant-select').nth(1).click();
    const insureOption = sales.locator('.ant-select-dropdown:visible .ant-select-item-option:not(.ant-select-item-option-disabled)').filter({ hasText: /\/人/ }).first();
    const unit = await premiumOf(groupId, await insureOption.innerText());
    await insureOption.click();
    const persons = Number(/投保游客（(\d+)人）/.exec(await dialog.getByText(/投保游客（\d+人）/).innerText())?.[1]);
    await expect.poll(() => dialog.getByTestId('insure-premium').innerText()).toBe(`保费 ¥${fenToYuan(unit)}/人，合计 ¥${fenToYuan(unit * persons)}`);
    await expect.poll(() => sales.locator('.ant-select-dropdown:visible').count()).toBe(0);
    await shot(sales, 'order-insure-dialog');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();

    // The sales confirmation: a printable page and a real PDF holding the order number.
    await sales.goto(`${base()}/export/salesConfirmation?id=${orderId}`);
    await sales.getByTestId('sc-order-code').waitFor();
    expect(await sales.getByTestId('sc-order-code').innerText()).toBe(code);
    await sales.getByText('钱小宝').waitFor();
    await shot(sales, 'order-sales-confirmation');
    const plain = await printToPdf(sales, 'order-sales-confirmation');
    expect(plain).toContain(code);
    expect(plain).toContain('销售确认单');
    expect(plain).toContain('钱小宝');
    await sales.context().close();
  });

  it('a full group takes a waiting-list sign-up; a cancellation offers it the seats', async () => {
    const sales = await newPage(browser);
    await loginAs(sales, 'sales');
    const key = (await call<{ secretKey: string }>('/api/account/login', { login_name: 'sales', password: 'demo123' })).secretKey;
    // Fill a group through the API (one order taking every remaining seat), then sign up in the browser.
    const hall = await call<{ page_data: { data: { group_id: number; group_code: string; remaining: number; prices: Record<string, number> }[] } }>('/api/v1/registration/hall/list', { pageNo: 1, pageSize: 50, only_available: true }, key);
    const g = [...hall.page_data.data].filter((x) => x.remaining > 0 && x.remaining <= 60).sort((a, b) => a.remaining - b.remaining)[0];
    expect(g).toBeTruthy();
    const filler = await call<{ id: number; version: number }>('/api/v1/routeOrder/add', {
      group_id: g.group_id, customer_kind: 'private', contact_name: '包团客人', contact_phone: '13700000000', adult_count: g.remaining,
      lines: [{ fee_type: 0, price: g.prices['0'] ?? 100000, quantity: g.remaining }], enrollment: 1,
    }, key);

    await sales.goto(`${base()}/order/signUp/detail?group_id=${g.group_id}`);
    await sales.getByTestId('signup-remaining').filter({ hasText: '人数已达上限' }).waitFor();
    await sales.locator('#contact_name').fill('候补客人');
    await sales.locator('#contact_phone').fill('13600000000');
    await sales.getByText('余位不足').first().waitFor();
    await sales.locator('.ta-tourist-table .ant-table-tbody > tr.ant-table-row').first().waitFor();
    await fillTourist(sales, 0, '孙候补', ADULT2, '13600000000');
    await shot(sales, 'order-signup-waiting');
    await sales.getByRole('button', { name: '提交候补' }).click();
    await sales.waitForURL(/\/order\/signUp\/orderDetail\?id=\d+/);
    await expect.poll(() => sales.getByTestId('enrollment-status').innerText()).toBe('候补');
    await sales.getByText('候补中').first().waitFor();

    // The filler cancels: the waiting order is offered the seats and becomes a hold with a deadline.
    await call('/api/v1/routeOrder/cancel', { id: filler.id, version: filler.version, reason: '客户取消' }, key);
    await sales.reload();
    await expect.poll(() => sales.getByTestId('enrollment-status').innerText(), { timeout: 10000 }).toBe('占位');
    await expect.poll(() => sales.locator('.ta-hold-deadline .ta-countdown').innerText()).toMatch(/^\d\d:\d\d:\d\d$/);
    await shot(sales, 'order-waiting-offered');
    await sales.context().close();
  });

  it('a direct-connect order is imported from the 直连订单 tab and its list exports with masked phones', async () => {
    const sales = await newPage(browser);
    await loginAs(sales, 'sales');
    const key = (await call<{ secretKey: string }>('/api/account/login', { login_name: 'sales', password: 'demo123' })).secretKey;
    const hall = await call<{ page_data: { data: { group_code: string; remaining: number }[] } }>('/api/v1/registration/hall/list', { pageNo: 1, pageSize: 50, only_available: true }, key);
    const g = hall.page_data.data.find((x) => x.remaining >= 2)!;
    const no = `CT${Date.now()}`;
    await sales.goto(`${base()}/order/list?tab=direct`);
    await sales.getByRole('button', { name: '导入直连订单' }).click();
    const modal = sales.locator('.ant-modal').filter({ hasText: '导入直连订单' });
    await modal.locator('#sales_platform').click();
    await sales.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '飞猪' }).click();
    await modal.locator('#channel_order_no').fill(no);
    await modal.locator('#group_code').fill(g.group_code);
    await modal.locator('#contact_name').fill('飞猪客人');
    await modal.locator('#contact_phone').fill('13512345678');
    await modal.locator('#adult_count').fill('2');
    await modal.locator('#amount_yuan').fill('5200');
    await shot(sales, 'order-mf-import');
    await modal.getByRole('button', { name: /确\s*定|提\s*交/ }).click();
    await sales.getByText(/已导入直连订单/).first().waitFor();
    const row = sales.locator('.ant-table-row').filter({ hasText: no });
    await row.waitFor();
    expect(await row.innerText()).toContain('135****5678');
    expect(await row.innerText()).toContain('飞猪');
    await shot(sales, 'order-mf-list');

    const [download] = await Promise.all([
      sales.waitForEvent('download'),
      (async () => { await sales.getByRole('button', { name: /批量导出/ }).click(); await sales.getByText('导出 CSV').click(); })(),
    ]);
    const csv = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
    expect(csv).toContain(no);
    expect(csv).toContain('135****5678');
    expect(csv).not.toContain('13512345678');

    // Excel, written by the server (`<list>/export`): the toolbar shows the bytes received and a cancel while it runs
    // (the answer is held back a moment here so the progress line can be seen).
    let hold = 1500;
    await sales.route('**/api/v1/mfOrder/list/export', async (r) => {
      await new Promise((res) => setTimeout(res, hold));
      await r.continue().catch(() => undefined);
    });
    const [xlsxDownload] = await Promise.all([
      sales.waitForEvent('download'),
      (async () => {
        await sales.getByRole('button', { name: /批量导出/ }).click();
        await sales.getByText('导出 Excel').click();
        await expect.poll(() => sales.locator('.ta-export-progress').innerText()).toMatch(/正在导出… 已接收 \d+ KB/);
        await shot(sales, 'order-mf-export-progress');
      })(),
    ]);
    expect(xlsxDownload.suggestedFilename()).toMatch(/^直连订单_\d{12}\.xlsx$/);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile((await xlsxDownload.path())!);
    const cells = wb.worksheets[0].getSheetValues().flat().map(String);
    expect(cells.some((c) => c.includes('135****5678'))).toBe(true);
    expect(cells.join('|')).not.toContain('13512345678');
    await sales.locator('.ta-export-progress').waitFor({ state: 'detached' });

    // A cancelled export stops and says so.
    hold = 4000;
    await sales.getByRole('button', { name: /批量导出/ }).click();
    await sales.getByText('导出 Excel').click();
    await sales.getByRole('button', { name: '取消导出' }).click();
    await sales.getByText('已取消导出').waitFor();
    await sales.locator('.ta-export-progress').waitFor({ state: 'detached' });
    await sales.context().close();
  });
});

async function call<T = unknown>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { secretKey: token } : {}) }, body: JSON.stringify(body) });
  const j = await res.json() as { code: number; msg: string; data: T };
  if (j.code !== 200) throw new Error(`${path}: ${j.code} ${j.msg}`);
  return j.data;
}
