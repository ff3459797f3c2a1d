/**
 * Journey of travel contracts (issue 14): sales opens an order and applies for its contract from the order
 * page (申请合同, the template's text previewed); finance and then the manager (the total is above 10,000 元)
 * pass the order contract audit in the audit centre; sales registers the signature and downloads the contract's
 * PDF, whose text (read with a PDF text reader) holds the order number and the total in capital numerals.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { capitalAmount, idCheckDigit } from '@ta/contract';
import { apiAs, base, launch, loginAs, newPage, shot, SHOTS } from '../harness';
import { pdfCompactText } from '../pdf-text';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const api = apiAs;

/** A valid 18-digit mainland ID number (area 110105) for a birthday YYYYMMDD and sequence. */
function idNumber(birthday: string, seq: number): string {
  const first17 = `110105${birthday}${String(seq).padStart(3, '0')}`;
  return first17 + idCheckDigit(first17);
}

async function passAudit(page: Page, rowText: string, shotName: string) {
  await page.goto(`${base()}/audit/orderContract`);
  await page.locator('.ant-table-row').filter({ hasText: rowText }).first().getByText('详情').click({ timeout: 60_000 });
  await page.waitForURL(/\/otherService\/taskAudit\/orderContract\?id=/);
  const task = page.locator('.ta-task-audit');
  await task.getByRole('button', { name: /通\s*过/ }).waitFor();
  await task.getByText(rowText).first().waitFor();
  await page.waitForLoadState('networkidle');
  await shot(page, shotName);
  await task.getByRole('button', { name: /通\s*过/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认通过' }).click();
  await task.getByText('已通过').first().waitFor();
}

describe('travel contract journey', () => {
  it('sales applies for a contract, finance and the manager approve, the signed contract\'s PDF holds the order number and the capital total', async () => {
    const hall = await api<{ page_data: { data: { group_id: number; remaining: number }[] } }>('/api/v1/registration/hall/list', { pageNo: 1, pageSize: 50, only_available: true }, 'sales');
    const g = hall.page_data.data.find((x) => x.remaining >= 2)!;
    expect(g).toBeTruthy();
    const total = 2 * 651234;
    const order = await api<{ id: number; code: string; total: number }>('/api/v1/routeOrder/add', {
      group_id: g.group_id, customer_kind: 'private', contact_name: '周签约', contact_phone: '13911112222', adult_count: 2, enrollment: 1,
      lines: [{ fee_type: 0, price: 651234, quantity: 2 }],
      tourists: [{ client_name: '周签约', client_phone_number: '13911112222', client_card_type: 1, client_card_number: idNumber('19820202', 41) }, { client_name: '吴同行', client_phone_number: '13911113333', client_card_type: 1, client_card_number: idNumber('19870707', 52) }],
    }, 'sales');
    expect(order.total).toBe(total);
    const capital = capitalAmount(total);

    // Sales: the order page's contract section → 申请合同, with the text previewed.
    const sales = await newPage(browser);
    await loginAs(sales, 'sales');
    await sales.goto(`${base()}/order/list/lineOrderDetail?id=${order.id}`);
    const section = sales.getByTestId('order-contracts');
    await section.getByRole('button', { name: '申请合同' }).click({ timeout: 60_000 });
    const dialog = sales.getByRole('dialog');
    await dialog.getByTestId('contract-text').getByText(capital, { exact: false }).first().waitFor({ timeout: 30_000 });
    await expect(dialog.getByTestId('contract-text').textContent()).resolves.toContain('周签约、吴同行');
    await shot(sales, 'travel-contract-apply');
    await dialog.getByRole('button', { name: /提交审核/ }).click();
    await sales.waitForURL(/\/financial\/contract\/detail\?id=/);
    await sales.getByTestId('contract-status').filter({ hasText: '已申请' }).waitFor();
    const code = (await sales.getByTestId('contract-code').textContent())!.trim();
    expect(code).toMatch(/^HT/);

    // Finance, then the manager, pass the order contract audit.
    const fin = await newPage(browser);
    await loginAs(fin, 'finance');
    await passAudit(fin, code, 'travel-contract-audit-finance');
    const mgr = await newPage(browser);
    await loginAs(mgr, 'manager');
    await passAudit(mgr, code, 'travel-contract-audit-manager');

    // Sales registers the signature and downloads the PDF.
    await sales.reload();
    await sales.getByTestId('contract-status').filter({ hasText: '已通过' }).waitFor({ timeout: 30_000 });
    await sales.getByRole('button', { name: '登记签署' }).click();
    await sales.getByRole('dialog').getByRole('button', { name: /确认签署/ }).click();
    await sales.getByTestId('contract-status').filter({ hasText: '已签署' }).waitFor();
    await sales.waitForLoadState('networkidle');
    await shot(sales, 'travel-contract-signed');
    const [download] = await Promise.all([sales.waitForEvent('download', { timeout: 60_000 }), sales.getByTestId('contract-pdf').click()]);
    expect(download.suggestedFilename()).toBe(`旅游合同-${code}.pdf`);
    const pdf = readFileSync((await download.path())!);
    mkdirSync(SHOTS, { recursive: true });
    writeFileSync(join(SHOTS, 'travel-contract.pdf'), pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfCompactText(pdf);
    expect(text).toContain(order.code);
    expect(text).toContain(capital);
    expect(text).toContain(code);

    // The contracts page lists it as signed.
    await sales.goto(`${base()}/financial/contract/list`);
    await sales.locator('.ant-table-row').filter({ hasText: code }).getByText('已签署').waitFor({ timeout: 30_000 });
    await shot(sales, 'travel-contract-list');
  }, 420_000);
});
