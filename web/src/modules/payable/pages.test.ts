import { describe, expect, it } from 'vitest';
import { MENU_TREE, walkMenu } from '@ta/contract';
import { PAYABLE_PAGES } from './pages';
import { dayRangeOf, marginText } from './api';

/** The paying side of the finance menu, 损益详情 and the 付款欠票统计 report. */
const PAGES = ['loanList', 'reimbursementList', 'paymentList', 'costSummaryList', 'preLoanList', 'prepaymentList', 'preLoanDetailList', 'prepaymentDetailList', 'paymentInvoiceArrears'];

describe('payable page registry', () => {
  it('has a page for every paying-side menu page and its detail routes', () => {
    const keys: string[] = ['profitAndLoss'];
    walkMenu(MENU_TREE, (n) => { if (PAGES.includes(n.key)) keys.push(n.key, ...(n.subChildren ?? []).map((d) => d.key)); });
    expect(Object.keys(PAYABLE_PAGES).sort()).toEqual([...new Set(keys)].sort());
  });
  it('shows margins in basis points and sends date ranges as days', () => {
    expect([marginText(7500), marginText(-1234), marginText(null)]).toEqual(['75.00%', '-12.34%', '—']);
    expect(dayRangeOf('pay_date').transform(['2026-11-01 00:00:00', '2026-11-30 23:59:59'])).toEqual({ pay_date: ['2026-11-01', '2026-11-30'] });
  });
});
