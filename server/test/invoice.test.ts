/** Invoices over the real API: order limits, void, advance binding, the tax platform batch out and its result in (twice), races, the report. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { isoToday, taxOf } from '@ta/contract';
import { startServer, type TestServer } from './harness';
import { customerOf, makeGroup, decideObject } from './fixtures';

let s: TestServer;
let sales: string, finance: string, cashier: string;
let financeUid: number;
let cfg: { applyType: number; normal: number; special: number; content: number; account: number };
const db = () => s.database.db;
beforeAll(async () => {
  s = await startServer();
  [sales, finance, cashier] = [await s.login('sales'), await s.login('finance'), await s.login('cashier')];
  const list = async <T,>(p: string) => ok(await s.api<{ page_data: { data: T[] } }>(p, { pageSize: 50 }, finance)).page_data.data;
  const types = await list<{ id: number; kind: number }>('/api/v1/invoice/type/list');
  cfg = {
    applyType: (await list<{ id: number }>('/api/v1/invoice/applyType/list'))[0].id,
    normal: types.find((t) => t.kind === 0)!.id, special: types.find((t) => t.kind === 1)!.id,
    content: (await list<{ id: number }>('/api/v1/invoice/content/list'))[0].id,
    account: (await list<{ id: number }>('/api/v1/financial/payAccount/list'))[0].id,
  };
  const rs = (await db().execute(sql`select id from users where login_name = 'finance'`)) as unknown as { rows: { id: number }[] };
  financeUid = Number(rs.rows[0].id);
});
afterAll(async () => { await s?.close(); });

interface App { id: number; version: number; code: string; status: number; amount: number; tax: number; bound: number; warnings: string[]; invoice_no: string | null; issuer_id: number | null }
interface Figures { total: number; received: number; invoiced: number; invoiceable: number; issued: number; warnings: string[] }
const ok = <T,>(r: { code: number; msg: string; data: T }): T => { expect(r.code, r.msg).toBe(200); return r.data; };

const decide = (type: string, objectId: number, verb: 'pass' | 'reject' = 'pass', who = finance) => decideObject(s, type, objectId, who, verb, verb === 'reject' ? '信息有误' : undefined);

async function newOrder(total = 300000) {
  const unit = await customerOf(db(), 'unit');
  const g = await makeGroup(db(), { seats: 10 });
  return ok(await s.api<{ id: number; code: string; total: number; customer_id: number }>('/api/v1/routeOrder/add', {
    group_id: g.groupId, customer_kind: 'unit', customer_id: unit, contact_name: '李雷', contact_phone: '13900000088', adult_count: 1,
    lines: [{ fee_type: 0, price: total, quantity: 1 }], enrollment: 0,
  }, sales));
}
const body = (amount: number, extra: Record<string, unknown> = {}) => ({
  apply_type_id: cfg.applyType, invoice_type_id: cfg.normal, buyer_name: '北京星河科技有限公司', buyer_tax_no: '91110105MA01ABCD2X',
  lines: [{ content_id: cfg.content, quantity: 1, amount, tax_rate: 6 }], ...extra,
});
const applyOrder = (orderId: number, amount: number, extra: Record<string, unknown> = {}) => s.api<App>('/api/v1/invoice/order/add', { ...body(amount, extra), order_id: orderId }, sales);
const figures = async (orderId: number) => ok(await s.api<Figures>('/api/v1/invoice/order/summary', { order_id: orderId }, sales));
const appById = async (id: number, who = finance) => ok(await s.api<{ page_data: { data: App[] } }>('/api/v1/invoice/order/list', { id }, who)).page_data.data[0];

describe('order invoices', () => {
  it('tax is rounded half up on the tax-inclusive amount', () => {
    expect(taxOf(10600, 6)).toBe(600);
    expect(taxOf(100, 6)).toBe(6); // 5.66 → 6
    expect(taxOf(1, 13)).toBe(0);
    expect(taxOf(99999, 0)).toBe(0);
  });

  it('refuses an invoice beyond the order amount; the order detail shows invoiced / invoiceable', async () => {
    const o = await newOrder(300000);
    const over = await applyOrder(o.id, 300001);
    expect(over.code).toBe(400);
    expect(over.msg).toContain('超过订单');
    const a = ok(await applyOrder(o.id, 200000));
    expect(a.status).toBe(0);
    expect(a.tax).toBe(taxOf(200000, 6));
    // The order has received nothing: the over_received rule warns (level 0), it does not refuse.
    expect(a.warnings.join()).toContain('超过已收金额');
    let f = await figures(o.id);
    expect([f.total, f.invoiced, f.invoiceable]).toEqual([300000, 200000, 100000]);
    // A pending application already holds its amount.
    expect((await applyOrder(o.id, 100001)).code).toBe(400);
    // A special invoice needs the buyer's address/phone and bank/account.
    const sp = await applyOrder(o.id, 1000, { invoice_type_id: cfg.special });
    expect(sp.code).toBe(400);
    expect(sp.msg).toContain('专用发票');
    await decide('orderInvoice', a.id);
    expect((await appById(a.id)).status).toBe(2);
    // Rejected applications give their amount back.
    const b = ok(await applyOrder(o.id, 100000));
    await decide('orderInvoice', b.id, 'reject');
    f = await figures(o.id);
    expect(f.invoiceable).toBe(100000);
  });

  it('a void restores the invoiceable rest', async () => {
    const o = await newOrder(100000);
    const a = ok(await applyOrder(o.id, 100000));
    await decide('orderInvoice', a.id);
    expect((await figures(o.id)).invoiceable).toBe(0);
    const cur = await appById(a.id);
    const v = ok(await s.api<App>('/api/v1/invoice/issued/void', { id: a.id, version: cur.version, reason: '抬头有误' }, finance));
    expect(v.status).toBe(2);
    // Until the void passes, the amount stays invoiced and the invoice cannot be issued.
    expect((await figures(o.id)).invoiceable).toBe(0);
    const again = await s.api('/api/v1/invoice/toIssue/issue', { id: a.id, version: (await appById(a.id)).version, invoice_no: '12345678', invoice_code: '011002300111', issued_on: isoToday(), issuer_id: financeUid }, finance);
    expect(again.code).toBe(400);
    // The submitter never approves its own void: the second finance user (cashier) does.
    await decide('invoiceVoid', a.id, 'pass', cashier);
    expect((await appById(a.id)).status).toBe(4);
    expect((await figures(o.id)).invoiceable).toBe(100000);
    ok(await applyOrder(o.id, 100000));
  });

  it('two applications racing on the last invoiceable 100 yuan: one succeeds', async () => {
    const o = await newOrder(50000);
    ok(await applyOrder(o.id, 40000));
    const rs = await Promise.all(Array.from({ length: 6 }, () => applyOrder(o.id, 10000)));
    expect(rs.filter((r) => r.code === 200)).toHaveLength(1);
    expect(rs.filter((r) => r.code === 400).every((r) => r.msg.includes('超过订单'))).toBe(true);
    expect((await figures(o.id)).invoiceable).toBe(0);
  });
});

describe('advance invoices', () => {
  it('an advance invoice is bound to a receipt; the bound amount counts as invoiced for the receipt\'s order', async () => {
    const o = await newOrder(200000);
    const adv = ok(await s.api<App>('/api/v1/invoice/advance/add', { ...body(150000), customer_id: o.customer_id }, sales));
    await decide('advanceInvoice', adv.id);
    const r = ok(await s.api<{ id: number }>('/api/v1/collection/add', { pay_type: 0, pay_account_id: cfg.account, pay_date: isoToday(), payer: '李雷', items: [{ order_id: o.id, amount: 120000 }] }, sales));
    const advRow = async () => ok(await s.api<{ page_data: { data: App[] } }>('/api/v1/invoice/advance/list', { id: adv.id }, sales)).page_data.data[0];
    // Not approved yet: no binding.
    const early = await s.api('/api/v1/invoice/advance/bind', { id: adv.id, version: (await advRow()).version, receipt_id: r.id, amount: 100000 }, sales);
    expect(early.code).toBe(400);
    await decide('orderPayment', r.id);
    // More than the receipt is refused.
    const over = await s.api('/api/v1/invoice/advance/bind', { id: adv.id, version: (await advRow()).version, receipt_id: r.id, amount: 130000 }, sales);
    expect(over.code).toBe(400);
    const b = ok(await s.api<{ id: number }>('/api/v1/invoice/advance/bind', { id: adv.id, version: (await advRow()).version, receipt_id: r.id, amount: 100000 }, sales));
    expect((await advRow()).bound).toBe(100000);
    expect((await figures(o.id)).invoiced).toBe(100000);
    await decide('advanceInvoiceBind', b.id);
    const binds = ok(await s.api<{ page_data: { data: { status: number; amount: number; receipt_id: number }[] } }>('/api/v1/invoice/advance/bindList', { application_id: adv.id }, sales)).page_data.data;
    expect(binds).toEqual([expect.objectContaining({ status: 2, amount: 100000, receipt_id: r.id })]);
    // An advance invoice with bindings cannot be voided.
    const v = await s.api('/api/v1/invoice/issued/void', { id: adv.id, version: (await advRow()).version, reason: '作废' }, finance);
    expect(v.code).toBe(400);
  });
});

async function sheet(rows: (string | number)[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('开票结果');
  ws.addRow(['申请单号', '发票代码', '发票号码', '开票日期', '开票人']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}

describe('issuing through the tax platform', () => {
  it('exports the batch with the fields the platform needs; importing the issued numbers twice adds nothing', async () => {
    const o = await newOrder(300000);
    const a = ok(await applyOrder(o.id, 280000));
    await decide('orderInvoice', a.id);
    const cur = await appById(a.id);
    ok(await s.api('/api/v1/invoice/allocation/assign', { id: a.id, version: cur.version, issuer_id: financeUid }, finance));
    const res = await fetch(`${s.base}/api/v1/invoice/toIssue/export`, { method: 'POST', headers: { 'content-type': 'application/json', secretKey: finance }, body: JSON.stringify({ ids: [a.id] }) });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const rows: unknown[][] = [];
    wb.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(expect.arrayContaining(['申请单号', '购买方名称', '购买方纳税人识别号', '项目名称', '规格型号', '单位', '数量', '金额（含税）', '税率', '税额']));
    const col = (h: string) => rows[0].indexOf(h);
    expect(rows).toHaveLength(2);
    expect(rows[1][col('申请单号')]).toBe(a.code);
    expect(rows[1][col('购买方纳税人识别号')]).toBe('91110105MA01ABCD2X');
    expect(rows[1][col('金额（含税）')]).toBe(2800); // a number, never a text with separators
    expect(rows[1][col('税率')]).toBe(0.06);
    expect(rows[1][col('税额')]).toBe(taxOf(280000, 6) / 100);

    const file = await sheet([[a.code, '011002300111', '00012345', isoToday(), ''], ['FP-NO-SUCH', '', '00012346', isoToday(), '']]);
    const first = ok(await s.api<{ issued: number; skipped: number; failed: number; errors: { row: number; message: string }[] }>('/api/v1/invoice/toIssue/import', { file }, finance));
    expect(first).toMatchObject({ issued: 1, skipped: 0, failed: 1 });
    expect(first.errors[0].message).toContain('第3行');
    const issued = await appById(a.id);
    expect(issued).toMatchObject({ status: 3, invoice_no: '00012345', issuer_id: financeUid });
    const second = ok(await s.api<{ issued: number; skipped: number }>('/api/v1/invoice/toIssue/import', { file }, finance));
    expect(second).toMatchObject({ issued: 0, skipped: 1 });
    expect((await appById(a.id)).version).toBe(issued.version);
    const [{ n }] = ((await db().execute(sql`select count(*)::int as n from invoice_applications where invoice_no = '00012345'`)) as unknown as { rows: { n: number }[] }).rows;
    expect(Number(n)).toBe(1);
    // The same number on another application is refused.
    const b = ok(await applyOrder(o.id, 20000));
    await decide('orderInvoice', b.id);
    const dup = await s.api('/api/v1/invoice/toIssue/issue', { id: b.id, version: (await appById(b.id)).version, invoice_no: '00012345', invoice_code: '011002300111', issued_on: isoToday(), issuer_id: financeUid }, finance);
    expect(dup.code).toBe(400);
    expect((await figures(o.id)).issued).toBe(280000);
  });

  it('the invoice report: totals equal the sum of rows and the documents', async () => {
    const r = ok(await s.api<{ page_data: { data: Record<string, number>[] }; summary: Record<string, number> }>('/api/v1/report/invoice/list', { group_by: 'type', pageSize: 100 }, finance));
    for (const f of ['count', 'applied_amount', 'issued_amount', 'issued_tax', 'voided_amount']) {
      expect(r.summary[f]).toBe(r.page_data.data.reduce((a, x) => a + Number(x[f]), 0));
    }
    const docs = ((await db().execute(sql`select status, amount, tax from invoice_applications`)) as unknown as { rows: { status: number; amount: string; tax: string }[] }).rows;
    const sumOf = (st: number[], k: 'amount' | 'tax') => docs.filter((d) => st.includes(Number(d.status))).reduce((a, d) => a + Number(d[k]), 0);
    expect(r.summary.applied_amount).toBe(sumOf([0, 2, 3, 4], 'amount'));
    expect(r.summary.issued_amount).toBe(sumOf([3], 'amount'));
    expect(r.summary.issued_tax).toBe(sumOf([3], 'tax'));
    expect(r.summary.voided_amount).toBe(sumOf([4], 'amount'));
    expect(r.summary.voided_amount).toBeGreaterThan(0);
    const byMonth = ok(await s.api<{ summary: Record<string, number> }>('/api/v1/report/invoice/list', { group_by: 'month' }, finance));
    expect(byMonth.summary).toEqual(r.summary);
    expect((await s.api('/api/v1/report/invoice/list', {}, sales)).code).toBe(102);
  });
});
