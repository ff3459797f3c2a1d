/**
 * Routes and answer shapes of the invoice module (server/src/modules/invoice). Request shapes and
 * answers are the contract's zod schemas (contract/src/invoice, invoice/answers.ts).
 */
import type {
  billInvoiceCheckAnswer, billInvoiceFigures, invoiceApplicationRow, invoiceBindPage, invoiceImportReport, invoiceLineRow, invoiceOptions, orderInvoiceFigures,
} from '@ta/contract';
import type { Answer, PageRow } from '@/platform/answer-types';

const P = '/api/v1/invoice';
export const INV_URLS = {
  options: `${P}/options`,
  orderAdd: `${P}/order/add`, orderList: `${P}/order/list`, orderCheck: `${P}/order/check`, orderSummary: `${P}/order/summary`,
  billAdd: `${P}/bill/add`, billList: `${P}/bill/list`, billCheck: `${P}/bill/check`, billRecords: `${P}/bill/records`,
  advanceAdd: `${P}/advance/add`, advanceList: `${P}/advance/list`, advanceBind: `${P}/advance/bind`, bindList: `${P}/advance/bindList`,
  allocationList: `${P}/allocation/list`, allocate: `${P}/allocation/assign`,
  toIssueList: `${P}/toIssue/list`, issue: `${P}/toIssue/issue`, exportBatch: `${P}/toIssue/export`, importIssued: `${P}/toIssue/import`,
  issuedList: `${P}/issued/list`, void: `${P}/issued/void`,
  report: '/api/v1/report/invoice/list',
} as const;

/** Query-key names of the module's lists (invalidated together after a write). */
export const IQ = { app: 'invoiceApplication', bind: 'invoiceBind', figures: 'invoiceFigures', options: 'invoiceOptions', report: 'invoiceReport' } as const;

export type InvoiceLineRow = Answer<typeof invoiceLineRow>;
export type InvoiceRow = Answer<typeof invoiceApplicationRow>;
export type InvoiceOptions = Answer<typeof invoiceOptions>;
export type OrderInvoiceFigures = Answer<typeof orderInvoiceFigures>;
/** An arrival's invoice figures (bill records); the bill check adds the payer and the arrival day. */
export type BillInvoiceFigures = Answer<typeof billInvoiceFigures> & Partial<Answer<typeof billInvoiceCheckAnswer>>;
export type BindRow = PageRow<typeof invoiceBindPage>;
export type IssuedImportReport = Answer<typeof invoiceImportReport>;
