/**
 * Journey of money in (issue 12): a peer customer has a held order and a confirmed order in one group; the
 * statement is imported (招商银行 layout, recognised without a mapping) holding the customer's transfer — by the
 * administrator, since the submitter may not pass their own bill-import audit and the demo has one finance user —
 * and finance passes the bill-import audit; importing the same file again adds nothing and reports the duplicate. Sales opens
 * the arrival, takes the system's suggestion (the customer first, the two orders from the remark and the amount)
 * and claims the line against both orders; finance approves the claim. Both orders show 已结清, the held order
 * is confirmed (its deposit is covered), and the group's receivables on the settlement side drop by the amount.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { RESOURCES, fenToYuan } from '@ta/contract';
import { apiAs, base, launch, loginAs, newPage, shot } from '../harness';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const api = apiAs;

interface Order { id: number; code: string; total: number; deposit: number; enrollment_status: number; pay_state: number; remaining: number; received: number }
const order = (id: number) => api<Order>('/api/v1/routeOrder/detail', { id }, 'sales');
const receivables = (groupId: number) => api<{ summary: { total: number; received: number; remaining: number } }>('/api/v1/finance/route/collect/list', { group_id: groupId }, 'admin');

/** A 招商银行 企业银行 交易明细 export (two rows of account data above the header), as the bank's CSV. */
const CMB_HEAD = ['交易日', '交易时间', '起息日', '交易类型', '借方金额', '贷方金额', '余额', '摘要', '流水号', '流程实例号', '业务名称', '用途', '业务参考号', '业务摘要', '其它摘要',
  '收/付方分行名', '收/付方名称', '收/付方帐号', '收/付方开户行行号', '收/付方开户行名'];
function statement(day: string, lines: { debit?: string; credit?: string; serial: string; payer: string; purpose: string }[]): Buffer {
  const q = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const rows = [
    ['公司名称', '北京环宇国际旅行社有限公司', '银行帐号', '0200001509200012345'], ['查询开始日期', day, '查询结束日期', day], CMB_HEAD,
    ...lines.map((l, i) => [day, `09${String(10 + i)}00`, day, '网银转账', l.debit ?? '', l.credit ?? '', '', l.debit ? '手续费' : '团款', l.serial, '', '汇入汇款', l.purpose, '', '', '',
      '北京', l.payer, '11001000000000001', '308290003011', '招商银行北京分行']),
  ];
  return Buffer.from(`\uFEFF${rows.map((r) => r.map((c) => q(String(c))).join(',')).join('\r\n')}\r\n`, 'utf8');
}

async function importStatement(page: Page, fileName: string, file: Buffer) {
  if (!page.url().endsWith('/financial/income/billImport')) await page.goto(`${base()}/financial/income/billImport`);
  await page.getByRole('button', { name: /导入对账单/ }).click({ timeout: 60_000 });
  const dialog = page.locator('.ta-bill-import');
  await dialog.locator('#bill-import-account').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '基本户' }).click();
  await dialog.locator('input[type=file]').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: file });
  await dialog.getByText(`已选择：${fileName}`).waitFor();
  await dialog.getByRole('button', { name: /解析预览/ }).click();
  await dialog.getByTestId('import-summary').waitFor();
  return dialog;
}

async function passAudit(page: Page, type: string, rowText: string, shotName: string) {
  await page.goto(`${base()}/audit/${type}`);
  await page.locator('.ant-table-row').filter({ hasText: rowText }).first().getByText('详情').click();
  await page.waitForURL(new RegExp(`/otherService/taskAudit/${type}\\?id=`));
  const task = page.locator('.ta-task-audit');
  await task.getByRole('button', { name: /通\s*过/ }).waitFor();
  await task.locator('.ta-audit-extra .ant-table').first().waitFor();
  await page.waitForLoadState('networkidle');
  await shot(page, shotName);
  await task.getByRole('button', { name: /通\s*过/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认通过' }).click(); // approving asks first
  await task.getByText('已通过').first().waitFor();
}

describe('finance journey', () => {
  it('finance imports a statement, sales claims it against two orders by the suggestion, finance approves: the orders are paid, the hold confirmed', async () => {
    // A peer customer with a held order and a confirmed order in one group.
    const hall = await api<{ page_data: { data: { group_id: number; group_code: string; remaining: number }[] } }>('/api/v1/registration/hall/list', { pageNo: 1, pageSize: 50, only_available: true }, 'sales');
    const g = hall.page_data.data.find((x) => x.remaining >= 4)!;
    expect(g).toBeTruthy();
    const peers = await api<{ id: number; name: string }[]>(`${RESOURCES.peerCustomer.path}/likeName`, { limit: 20 }, 'sales');
    const customer = peers[peers.length - 1];
    expect(customer).toBeTruthy();
    const add = (enrollment: number, price: number) => api<Order>('/api/v1/routeOrder/add', {
      group_id: g.group_id, customer_kind: 'peer', customer_id: customer.id, contact_name: '孙经理', contact_phone: '13700001111', adult_count: 1,
      lines: [{ fee_type: 0, price, quantity: 1 }], enrollment,
    }, 'sales');
    const held = await add(1, 268800);
    const confirmed = await add(0, 199900);
    expect(held.enrollment_status).toBe(1);
    const before = await receivables(g.group_id);
    const amount = held.total + confirmed.total;

    // The statement is imported: the bank layout is recognised, the preview shows the line.
    const imp = await newPage(browser);
    await loginAs(imp, 'admin');
    const fin = await newPage(browser);
    await loginAs(fin, 'finance');
    const stamp = Date.now();
    const fileName = `招商银行明细-${stamp}.csv`;
    const file = statement(new Date().toISOString().slice(0, 10).replace(/-/g, ''), [
      { credit: fenToYuan(amount), serial: `CMB${stamp}01`, payer: customer.name, purpose: `${held.code} ${confirmed.code} 团款` },
      { debit: '15.00', serial: `CMB${stamp}02`, payer: '招商银行', purpose: '手续费' },
    ]);
    let dialog = await importStatement(imp, fileName, file);
    await expect.poll(() => dialog.getByTestId('import-summary').innerText()).toContain('招商银行');
    expect(await dialog.getByTestId('import-summary').innerText()).toContain('可导入到账 1 条');
    await dialog.getByText(customer.name).first().waitFor();
    await shot(imp, 'finance-import-preview');
    await dialog.getByRole('button', { name: /确认导入/ }).click();
    await dialog.getByTestId('import-result').getByText('导入成功：1条到账').waitFor();
    await shot(imp, 'finance-import-result');
    await dialog.getByRole('button', { name: /完\s*成/ }).click();
    await passAudit(fin, 'billImport', fileName, 'finance-audit-bill-import');

    // The same file again adds nothing and reports the duplicate.
    dialog = await importStatement(imp, fileName, file);
    await expect.poll(() => dialog.getByTestId('import-summary').innerText()).toContain('此前已导入 1 条');
    await dialog.getByRole('button', { name: /确认导入/ }).click();
    await dialog.getByTestId('import-result').getByText('没有新增到账').waitFor();
    expect(await dialog.getByTestId('import-duplicates').innerText()).toBe('1');
    await shot(imp, 'finance-import-duplicates');
    await dialog.getByRole('button', { name: /完\s*成/ }).click();
    await imp.context().close();

    // Sales claims the arrival by the suggestion: the customer first, both orders, the whole amount.
    const sales = await newPage(browser);
    await loginAs(sales, 'sales');
    await sales.goto(`${base()}/financial/income/billDetail`);
    const row = sales.locator('.ant-table-row').filter({ hasText: `CMB${stamp}01` });
    await row.getByText('认领', { exact: true }).click();
    const claim = sales.locator('.ta-claim-dialog');
    const first = claim.getByTestId('claim-suggestion').first();
    await first.waitFor();
    expect(await first.innerText()).toContain(customer.name);
    await shot(sales, 'finance-claim-suggestion');
    await first.getByRole('button', { name: /采用建议/ }).click();
    await expect.poll(() => claim.getByTestId('claim-total').innerText()).toBe(`¥${fenToYuan(amount)}`);
    await shot(sales, 'finance-claim-split');
    await claim.getByRole('button', { name: /提交认领/ }).click();
    await sales.getByText('认领已提交审核').first().waitFor();

    // Finance approves the claim on its task page (claim detail, order detail, claim record).
    await passAudit(fin, 'claim', customer.name, 'finance-audit-claim');

    // Both orders are paid; the held order is confirmed; the group's receivables dropped.
    const [h, c] = await Promise.all([order(held.id), order(confirmed.id)]);
    expect(h).toMatchObject({ pay_state: 1, remaining: 0, received: held.total, enrollment_status: 0 });
    expect(c).toMatchObject({ pay_state: 1, remaining: 0, received: confirmed.total });
    const after = await receivables(g.group_id);
    expect(after.summary.received).toBe(before.summary.received + amount);
    expect(after.summary.remaining).toBe(before.summary.remaining - amount);

    await sales.goto(`${base()}/order/list/lineOrderDetail?id=${held.id}`);
    await expect.poll(() => sales.getByTestId('pay-state').first().innerText()).toBe('已结清');
    await expect.poll(() => sales.getByTestId('enrollment-status').innerText()).toBe('确认');
    await sales.locator('.ta-order-money').scrollIntoViewIfNeeded();
    await shot(sales, 'finance-order-paid');

    // Finance's lists show the money: receivable orders, receipts from the claim, the unpaid list.
    await fin.goto(`${base()}/financial/receiveOrder?keyword=${held.code}`);
    await fin.locator('.ta-list-screen .ant-table-row').first().waitFor();
    await shot(fin, 'finance-receive-orders');
    await fin.goto(`${base()}/financial/income/orderPayment`);
    await fin.locator('.ant-table-row').filter({ hasText: held.code }).first().waitFor();
    await shot(fin, 'finance-order-payments');
    await fin.goto(`${base()}/financial/revenues/unpaid`);
    await fin.locator('.ta-list-screen').waitFor();
    await fin.waitForLoadState('networkidle');
    await shot(fin, 'finance-unpaid');
    await fin.goto(`${base()}/financial/config/credit`);
    await fin.locator('.ta-list-screen .ant-table-row').first().waitFor();
    await shot(fin, 'finance-credit-list');
    await fin.context().close();
    await sales.context().close();
  }, 300_000);
});
