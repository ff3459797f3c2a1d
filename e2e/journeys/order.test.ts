/**
 * Journey of the sales side of the spine: a sales user finds a group in the registration hall, signs up
 * 2 adults and 1 child with their tourist details (valid ID numbers: birthday, sex and age are derived in
 * the form), holds the seats (the hold deadline counts down), confirms, and submits the order audit; the
 * manager approves it from the audit queue's task page; the order shows 已确认, the hall's remaining seats
 * for the group went down by 3, and the sales confirmation prints to a real PDF holding the order number.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { idCheckDigit } from '@ta/contract';
import { base, launch, loginAs, newPage, shot } from '../harness';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const idOf = (first17: string) => first17 + idCheckDigit(first17);
const ADULT1 = idOf('11010519850315002'); // 1985-03-15, female (2nd-to-last digit 2)
const ADULT2 = idOf('11010519870721001'); // 1987-07-21, male
const CHILD = idOf('11010520180610003'); // 2018-06-10, male

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
    await sales.getByText(groupCode).first().waitFor();
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
    expect(Number(await child.locator('[data-field="client_age"] input').inputValue())).toBeGreaterThanOrEqual(7);
    await expect.poll(() => second.locator('[data-field="client_sex"] .ant-select-selection-item').innerText()).toBe('男');
    const total = await sales.getByTestId('signup-total').innerText();
    expect(total).toMatch(/^¥[\d,]+\.\d\d$/);
    await shot(sales, 'order-signup-form');

    await sales.getByRole('button', { name: '提交占位' }).click();
    await sales.waitForURL(/\/order\/signUp\/orderDetail\?id=\d+/);
    const orderId = Number(new URL(sales.url()).searchParams.get('id'));
    const code = (await sales.getByTestId('order-code').innerText()).trim();
    expect(code).toMatch(/\S{6,}/);
    await expect.poll(() => sales.getByTestId('enrollment-status').innerText()).toBe('占位');
    await expect.poll(() => sales.locator('.ta-hold-deadline .ta-countdown').innerText()).toMatch(/^\d\d:\d\d:\d\d$/);
    await sales.getByText('钱小宝').waitFor();
    await shot(sales, 'order-detail-held');

    await sales.getByRole('button', { name: /^确\s*认$/ }).click();
    await sales.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect.poll(() => sales.getByTestId('enrollment-status').innerText()).toBe('确认');
    await sales.getByRole('button', { name: '提交审核' }).click();
    await sales.getByText('已提交审核').first().waitFor();

    // The manager passes the order audit from the queue's task page.
    const mgr = await newPage(browser);
    await loginAs(mgr, 'manager');
    await mgr.goto(`${base()}/audit/lineOrder`);
    const item = mgr.locator('.ant-table-row').filter({ hasText: code });
    await item.getByText('详情').click();
    await mgr.waitForURL(/\/otherService\/taskAudit\/lineOrder\?id=/);
    await mgr.getByRole('button', { name: /通\s*过/ }).click();
    await mgr.getByText('已通过').first().waitFor();
    await mgr.context().close();

    await sales.reload();
    await expect.poll(() => sales.getByTestId('order-status').innerText(), { timeout: 10000 }).toBe('已确认');
    await sales.locator('.ant-timeline').getByText(/陈经理/).first().waitFor();
    await shot(sales, 'order-detail-approved');

    // The hall shows the three seats gone.
    await sales.goto(`${base()}/order/signUp`);
    await sales.locator(`.ta-hall-card[data-group="${groupCode}"]`).waitFor();
    expect(await remainingOf(sales, groupCode)).toBe(before - 3);

    // The sales confirmation: a printable page and a real PDF holding the order number.
    await sales.goto(`${base()}/export/salesConfirmation?id=${orderId}`);
    await sales.getByTestId('sc-order-code').waitFor();
    expect(await sales.getByTestId('sc-order-code').innerText()).toBe(code);
    await sales.getByText('钱小宝').waitFor();
    await shot(sales, 'order-sales-confirmation');
    await sales.emulateMedia({ media: 'print' });
    const pdf = await sales.pdf({ format: 'A4', printBackground: true });
    const doc = await getDocumentProxy(new Uint8Array(pdf));
    const { text, totalPages } = await extractText(doc, { mergePages: true });
    expect(totalPages).toBeGreaterThanOrEqual(1);
    expect(text).toContain(code);
    // The PDF's fonts map some characters to their Kangxi-radical code points (⼈ for 人): NFKC folds them back.
    const plain = text.normalize('NFKC').replace(/\s+/g, '');
    expect(plain).toContain('销售确认单');
    expect(plain).toContain('钱小宝');
    await sales.context().close();
  });
});
