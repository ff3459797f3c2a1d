/**
 * Issue 17 "the manager's empty pages": the demo manager (销售部, 本部门及下级) finds rows on the money-out pages
 * (借款、报销、付款、预借款、预付款 — demo documents on the groups his department sells on, and his department's own
 * advances), in 保险中心 (policies of his department's orders), 付款欠票统计, 线路操作大厅 › 线路订单 (the orders of the
 * departures his department sells on) and 应付未付 (dates as YYYY-MM-DD strings on PGlite and PostgreSQL);
 * 订单申请 / 合同 (demo contracts of his salesperson's orders), 发票报表 (demo invoice applications), his audit
 * centre (an order and a product waiting for him), the insurance catalogue (read without boundary); the operations
 * department's supplier catalogue is not his (no grant: 102).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { okData, type Page } from './fixtures';

let s: TestServer;
let manager: string;
beforeAll(async () => {
  s = await startServer();
  manager = await s.login('manager');
});
afterAll(async () => { await s?.close(); });

const list = async (path: string) => okData(await s.api<Page<Record<string, unknown>>>(path, { pageNo: 1, pageSize: 20 }, manager), path).page_data;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

describe('the manager sees his department on the demo agency', () => {
  it('money-out lists have rows, in fen', async () => {
    for (const path of ['/api/v1/payment/loan/list', '/api/v1/payment/reimbursement/list', '/api/v1/payment/list', '/api/v1/payment/preLoan/list', '/api/v1/payment/prepayment/list']) {
      const p = await list(path);
      expect(p.total_size, path).toBeGreaterThan(0);
      for (const r of p.data) expect(Number.isSafeInteger(r.amount) && (r.amount as number) > 0, `${path} amount in fen`).toBe(true);
    }
    expect((await list('/api/v1/payment/arrears/list')).total_size).toBeGreaterThan(0);
  });

  it('授信记录 shows the approved application behind each demo credit line', async () => {
    const p = await list('/api/v1/financial/credit/record/list');
    const lines = p.data.filter((r) => r.kind === 'line' && r.status === 1);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const r of lines) expect(Number.isSafeInteger(r.amount) && (r.amount as number) > 0).toBe(true);
  });

  it('insurance centre lists his department\'s policies', async () => {
    const p = await list('/api/v1/insurance/policy/list');
    expect(p.total_size).toBeGreaterThan(0);
    for (const r of p.data) expect(r.premium as number).toBeGreaterThan(0);
  });

  it('线路操作大厅 › 线路订单 lists the orders of the departures his department sells on', async () => {
    // Rows first: the "sold inside" boundary defers the total to the totals request (docs/decisions.md).
    const rows = await list('/api/v1/supplyRouteOrder/list');
    expect(rows.data.length).toBeGreaterThan(0);
    const totals = okData(await s.api<Page<Record<string, unknown>>>('/api/v1/supplyRouteOrder/list', { pageNo: 1, pageSize: 20, totals_only: true }, manager), 'totals').page_data;
    expect(totals.total_size).toBeGreaterThanOrEqual(rows.data.length);
  });

  it('订单申请 and 合同 list his salesperson\'s contracts, in fen', async () => {
    const applied = await list('/api/v1/contract/apply/list');
    expect(applied.total_size).toBeGreaterThanOrEqual(2);
    expect(applied.data.some((r) => r.status === 0), 'one waiting in the audit').toBe(true);
    const signed = await list('/api/v1/contract/list');
    expect(signed.total_size).toBeGreaterThan(0);
    expect(signed.data.some((r) => r.status === 2), 'one signed').toBe(true);
    for (const r of [...applied.data, ...signed.data]) expect(Number.isSafeInteger(r.total) && (r.total as number) > 0).toBe(true);
  });

  it('发票报表 counts his department\'s invoice applications, one issued', async () => {
    const r = okData(await s.api<{ page_data: Page<Record<string, number>>['page_data']; summary: Record<string, number> }>('/api/v1/report/invoice/list', { pageNo: 1, pageSize: 20, group_by: 'month' }, manager), 'invoice report');
    expect(r.page_data.total_size).toBeGreaterThan(0);
    expect(r.summary.count).toBeGreaterThanOrEqual(2);
    expect(r.summary.issued_amount).toBeGreaterThan(0);
    expect(Number.isSafeInteger(r.summary.applied_amount)).toBe(true);
  });

  it('his audit centre has work waiting: an order and a product', async () => {
    for (const type of ['lineOrder', 'lineProduct']) {
      const p = okData(await s.api<Page<{ task_id: number | null }>>(`/api/v1/audit/${type}/list`, { pageNo: 1, pageSize: 20, scope: 'pending' }, manager), type).page_data;
      expect(p.total_size, type).toBeGreaterThan(0);
      expect(p.data[0].task_id, type).toBeTruthy();
    }
  });

  it('reads the whole insurance catalogue (agency-wide reference data)', async () => {
    for (const path of ['/api/v1/insurance/company/list', '/api/v1/insurance/product/list', '/api/v1/insurance/rate/list']) {
      expect((await list(path)).total_size, path).toBeGreaterThan(0);
    }
    const [product] = (await list('/api/v1/insurance/product/list')).data;
    expect((await s.api('/api/v1/insurance/product/detail', { id: product.id }, manager)).code).toBe(200);
  });

  it('has no grant on the operations department\'s supplier catalogue', async () => {
    for (const path of ['/api/v1/company/list', '/api/v1/company/agreement/list', '/api/v1/company/blacklist/list', '/api/v1/company/paymentDays/list']) {
      expect((await s.api(path, { pageNo: 1, pageSize: 20 }, manager)).code, path).toBe(102);
    }
  });

  it('应付未付 answers with its dates as days', async () => {
    const p = await list('/api/v1/payment/unpaid/list');
    expect(p.total_size).toBeGreaterThan(0);
    for (const r of p.data) {
      expect(r.departure_date).toMatch(DAY);
      expect(r.disband_date).toMatch(DAY);
      expect(r.due_date).toMatch(DAY);
    }
  });
});
