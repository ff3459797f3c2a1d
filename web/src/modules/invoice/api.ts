/**
 * Routes and answer shapes of the invoice module (server/src/modules/invoice). Request shapes are the
 * contract's zod schemas (contract/src/invoice); the rows the pages read are typed here.
 */
import type { z } from 'zod';
import type { invoiceImportReport, invoiceOptions, orderInvoiceFigures } from '@ta/contract';

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

export interface InvoiceLineRow { id: number; item_name: string; spec: string | null; unit: string | null; quantity: number; amount: number; tax_rate: number; tax: number }
export interface InvoiceRow {
  id: number; version: number; code: string; kind: 'order' | 'bill' | 'advance'; order_id: number | null; order_code: string | null; arrival_id: number | null;
  customer_id: number | null; customer_name: string | null; apply_type_name: string | null; invoice_type_name: string | null; invoice_type_kind: number;
  buyer_name: string; buyer_tax_no: string | null; buyer_address_phone: string | null; buyer_bank_account: string | null;
  amount: number; tax: number; bound: number; status: number; void_state: number; void_reason: string | null; warnings: string[]; warning_count: number;
  issuer_id: number | null; issuer_name: string | null; invoice_no: string | null; invoice_code: string | null; issued_on: string | null;
  item_names: string; lines: InvoiceLineRow[]; remark: string | null; created_by_name: string | null; created_at: string;
}
export type InvoiceOptions = z.output<typeof invoiceOptions>;
export type OrderInvoiceFigures = z.output<typeof orderInvoiceFigures>;
export interface BillInvoiceFigures { arrival_id: number; amount: number; received: number; invoiced: number; invoiceable: number; payer_name?: string; arrived_on?: string }
export interface BindRow { id: number; application_id: number; receipt_id: number; receipt_code: string | null; amount: number; status: number; created_at: string }
export type IssuedImportReport = z.output<typeof invoiceImportReport>;
