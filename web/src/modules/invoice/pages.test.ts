import { describe, expect, it } from 'vitest';
import { MENU_TREE, walkMenu } from '@ta/contract';
import { billInvoiceRecordPage, INVOICE_PAGES } from './pages';

/** The invoice pages: 发票管理, the invoice settings of 财务配置 and 发票报表. */
const CONFIG = ['invoiceApplyType', 'invoiceContent', 'invoiceType', 'invoiceRule'];
function ownedKeys(): string[] {
  const keys: string[] = [];
  walkMenu(MENU_TREE, (n, parents) => {
    if (n.children?.length) return;
    if (parents.some((p) => p.key === 'invoiceManage') || CONFIG.includes(n.key) || n.key === 'invoiceReport') keys.push(n.key);
  });
  return keys;
}

describe('invoice page registry', () => {
  it('has a page for every invoice menu page, setting and the report', () => {
    expect(Object.keys(INVOICE_PAGES).sort()).toEqual(ownedKeys().sort());
  });
});
