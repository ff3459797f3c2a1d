/** Pages of the invoice module for the page registry (menu key or detail-route key → lazy page). */
import type { PageLoader, WebModule } from '@/platform/module';

export const INVOICE_PAGES: Record<string, PageLoader> = {
  invoiceAllocation: () => import('./Lists').then((m) => ({ default: m.AllocationList })),
  advanceInvoiceApply: () => import('./Lists').then((m) => ({ default: m.AdvanceApplyList })),
  invoiceOrderApply: () => import('./Lists').then((m) => ({ default: m.OrderApplyList })),
  invoiceBillApply: () => import('./Lists').then((m) => ({ default: m.BillApplyList })),
  invoiceToIssue: () => import('./Lists').then((m) => ({ default: m.ToIssueList })),
  invoiceIssued: () => import('./Lists').then((m) => ({ default: m.IssuedList })),
  invoiceApplyType: () => import('./Config').then((m) => ({ default: m.InvoiceApplyTypeList })),
  invoiceContent: () => import('./Config').then((m) => ({ default: m.InvoiceContentList })),
  invoiceType: () => import('./Config').then((m) => ({ default: m.InvoiceTypeList })),
  invoiceRule: () => import('./Config').then((m) => ({ default: m.InvoiceRuleList })),
  invoiceReport: () => import('./InvoiceReport').then((m) => ({ default: m.InvoiceReport })),
};

/** The 开票记录 tab of a bank bill's detail (finance's pages map its key here). */
export const billInvoiceRecordPage: PageLoader = () => import('./Lists').then((m) => ({ default: m.BillInvoiceRecord }));

/** The module's web manifest (one entry in web/src/modules/pages.ts). */
export const INVOICE_MODULE: WebModule = {
  name: 'invoice',
  pages: INVOICE_PAGES,
};
