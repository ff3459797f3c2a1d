import { describe, expect, it } from 'vitest';
import { MENU_TREE, walkMenu } from '@ta/contract';
import { FINANCE_PAGES } from './pages';

/** The finance menu entries of Finance I (money in): receipts, arrivals, the unpaid list and the settings. */
const GROUPS = ['incomeManageFinancial', 'financialConfig'];
const PAGES = ['receiveOrderList', 'unpaidList', 'financialRevenueList'];
const LATER = ['invoiceApplyType', 'invoiceContent', 'invoiceType', 'invoiceRule', 'profitAndLoss']; // invoice configuration comes with invoices; 损益详情 with the payable side

function ownedKeys(): string[] {
  const keys: string[] = [];
  walkMenu(MENU_TREE, (n, parents) => {
    const mine = PAGES.includes(n.key) || parents.some((p) => GROUPS.includes(p.key));
    if (!mine || n.children?.length || LATER.includes(n.key)) return;
    keys.push(n.key, ...(n.subChildren ?? []).map((d) => d.key).filter((k) => !LATER.includes(k)));
  });
  return keys;
}

describe('finance page registry', () => {
  it('has a page for every money-in menu page and detail route', () => {
    expect(Object.keys(FINANCE_PAGES).sort()).toEqual(ownedKeys().sort());
  });
});
