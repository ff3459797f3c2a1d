/**
 * Journey of invoices (issue 14): sales opens an order, applies for its invoice from the order's 发票 card (the
 * application page opens with the order filled in), finance passes the 订单开票审核, exports the 待开发票 batch for
 * the tax platform, imports the platform's result (the issued number by our application number), and the order
 * shows the amount issued and nothing left to invoice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { isoToday } from '@ta/contract';
import { apiAs, base, launch, loginAs, newPage, shot } from '../harness';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const api = apiAs;

describe('invoice journey', () => {
  it('sales applies for an order invoice, finance approves, exports the batch and imports the issued number: the order shows invoiced', async () => {
    const hall = await api<{ page_data: { data: { group_id: number; remaining: number }[] } }>('/api/v1/registration/hall/list', { pageNo: 1, pageSize: 50, only_available: true }, 'sales');
    const g = hall.page_data.data.find((x) => x.remaining >= 1)!;
    expect(g).toBeTruthy();
    const o = await api<{ id: number; code: string; total: number }>('/api/v1/routeOrder/add', {
      group_id: g.group_id, customer_kind: 'private', contact_name: '韩梅梅', contact_phone: '13900000123', adult_count: 1, lines: [{ fee_type: 0, price: 258000, quantity: 1 }], enrollment: 0,
    }, 'sales');

    // Sales: the order's 发票 card → 申请开票 (the order apply page opens its dialog with the order filled in).
    const sales = await newPage(browser);
    await loginAs(sales, 'sales');
    await sales.goto(`${base()}/order/list/lineOrderDetail?id=${o.id}`);
    const card = sales.getByTestId('order-invoice');
    await card.getByText('可开票').waitFor({ timeout: 60_000 });
    await card.getByRole('link', { name: '申请开票' }).click();
    const dialog = sales.getByRole('dialog').filter({ hasText: '订单开票申请' });
    await dialog.getByTestId('invoice-figures').waitFor({ timeout: 60_000 });
    await dialog.getByLabel('购买方名称').fill('韩梅梅');
    await dialog.getByLabel('第1行金额').fill('2580');
    await dialog.getByTestId('invoice-figures').filter({ hasText: '超过已收金额' }).waitFor(); // the configured warning
    await shot(sales, 'invoice-apply');
    await dialog.getByRole('button', { name: /提交审核/ }).click();
    await sales.getByText('开票申请已提交审核').waitFor();
    const row = sales.locator('.ant-table-row').filter({ hasText: o.code }).first();
    await row.waitFor();
    await row.getByTestId('invoice-warning').waitFor();
    const app = (await api<{ page_data: { data: { id: number; code: string; status: number }[] } }>('/api/v1/invoice/order/list', { order_id: o.id }, 'sales')).page_data.data[0];
    expect(app.status).toBe(0);

    // Finance passes the 订单开票审核.
    const fin = await newPage(browser);
    await loginAs(fin, 'finance');
    await fin.goto(`${base()}/audit/orderInvoice`);
    await fin.locator('.ant-table-row').filter({ hasText: app.code }).first().getByText('详情').click({ timeout: 60_000 });
    await fin.waitForURL(/\/otherService\/taskAudit\/orderInvoice\?id=/);
    const task = fin.locator('.ta-task-audit');
    await task.getByText('开票内容').first().waitFor();
    await task.getByRole('button', { name: /通\s*过/ }).click();
    await fin.getByRole('dialog').getByRole('button', { name: '确认通过' }).click();
    await task.getByText('已通过').first().waitFor();

    // 待开发票: export the batch for the tax platform.
    await fin.goto(`${base()}/financial/invoice/toIssue`);
    await fin.locator('.ant-table-row').filter({ hasText: app.code }).first().waitFor({ timeout: 60_000 });
    const [download] = await Promise.all([fin.waitForEvent('download'), fin.getByRole('button', { name: /导出开票批次/ }).click()]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await (await download.createReadStream()).toArray().then((c) => Buffer.concat(c as Buffer[]))) as unknown as ExcelJS.Buffer);
    const rows: unknown[][] = [];
    wb.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    const head = rows[0].map(String);
    const ours = rows.find((r) => r[head.indexOf('申请单号')] === app.code)!;
    expect(ours).toBeTruthy();
    expect(ours[head.indexOf('购买方名称')]).toBe('韩梅梅');
    expect(ours[head.indexOf('金额（含税）')]).toBe(2580);

    // The platform's result comes back as Excel: import it (matched by our application number).
    const res = new ExcelJS.Workbook();
    const ws = res.addWorksheet('开票结果');
    ws.addRow(['申请单号', '发票代码', '发票号码', '开票日期', '开票人']);
    ws.addRow([app.code, '', '25110000000012345678', isoToday(), '']);
    const file = Buffer.from(await res.xlsx.writeBuffer());
    await fin.locator('input[type=file]').setInputFiles({ name: '开票结果.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
    await fin.getByTestId('issued-import-result').filter({ hasText: '登记开票1张' }).waitFor({ timeout: 60_000 });
    await shot(fin, 'invoice-import-result');
    await fin.getByRole('button', { name: /确\s*定|OK/ }).click();

    await fin.goto(`${base()}/financial/invoice/issued`);
    await fin.locator('.ant-table-row').filter({ hasText: '25110000000012345678' }).first().waitFor({ timeout: 60_000 });
    await shot(fin, 'invoice-issued');

    // The order shows what is invoiced.
    await sales.goto(`${base()}/order/list/lineOrderDetail?id=${o.id}`);
    const after = sales.getByTestId('order-invoice');
    await after.getByText('其中已开具').waitFor({ timeout: 60_000 });
    await expect.poll(async () => (await after.innerText()).replace(/\s/g, '')).toMatch(/其中已开具¥2,?580\.00/);
    await shot(sales, 'invoice-order-detail');
    const f = await api<{ invoiced: number; issued: number; invoiceable: number }>('/api/v1/invoice/order/summary', { order_id: o.id }, 'sales');
    expect(f).toMatchObject({ invoiced: 258000, issued: 258000, invoiceable: 0 });
  }, 300_000);
});
