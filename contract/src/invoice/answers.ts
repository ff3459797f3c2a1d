/**
 * Answer schemas of the invoice module (issue 18): settings, applications with their lines, the order's and the
 * bill's invoiceable figures, bindings of advance invoices, the import report and the invoice report. Money is
 * integer fen (tax-inclusive), tax rates in percent; timestamps are ISO strings; `date` columns YYYY-MM-DD.
 */
import { z } from 'zod';
import { A, optStamp, ownedMeta, pageWithSummary as pageWith, recordMeta as meta } from '../common/answers';

const { id, optId, text, optText, money, count } = A;
const owned = ownedMeta;

// ---------------------------------------------------------------- settings (generic resources)

export const invoiceApplyTypeRow = z.object({ id, name: text, enabled: z.boolean(), sort: z.number(), remark: optText, ...meta });
export const invoiceContentRow = z.object({
  id, name: text, spec: optText, unit: optText, tax_rate: z.number(), enabled: z.boolean(), sort: z.number(), remark: optText, ...meta,
});
export const invoiceTypeRow = z.object({ id, name: text, kind: z.number(), enabled: z.boolean(), sort: z.number(), remark: optText, ...meta });
export const invoiceRuleRow = z.object({ id, rule: text, level: z.number(), message: text, enabled: z.boolean(), remark: optText, ...meta });

// ---------------------------------------------------------------- applications

/** An invoice application as stored. */
export const invoiceApplicationBase = z.object({
  id, code: text, kind: text, order_id: optId, arrival_id: optId, customer_id: optId, apply_type_id: id, invoice_type_id: id, buyer_name: text,
  buyer_tax_no: optText, buyer_address_phone: optText, buyer_bank_account: optText, amount: money, tax: money, bound: money, status: z.number(),
  void_state: z.number(), void_reason: optText, voided_at: optStamp, warnings: z.array(text), issuer_id: optId, invoice_no: optText, invoice_code: optText,
  issued_on: optText, decided_at: optStamp, remark: optText, ...owned,
});
export const invoiceLineRow = z.object({
  id, application_id: id, content_id: id, item_name: text, spec: optText, unit: optText, quantity: z.number(), amount: money, tax_rate: z.number(), tax: money,
});
/** An application as the lists show it: its lines and names. */
export const invoiceApplicationRow = invoiceApplicationBase.extend({
  lines: z.array(invoiceLineRow), item_names: text, invoice_type_name: optText, invoice_type_kind: z.number(), apply_type_name: optText,
  order_code: optText, customer_name: optText, created_by_name: optText, issuer_name: optText, warning_count: count,
});
export const invoiceApplicationPage = pageWith(invoiceApplicationRow, { count, amount: money, tax: money, bound: money, warned: count });

export const invoiceOptions = z.object({
  apply_types: z.array(z.object({ id, name: text })),
  invoice_types: z.array(z.object({ id, name: text, kind: z.number() })),
  contents: z.array(z.object({ id, name: text, spec: optText, unit: optText, tax_rate: z.number() })),
  issuers: z.array(z.object({ id, name: text })),
});
/** What an order can still be invoiced, with the warnings the asked amount would raise. */
export const orderInvoiceFigures = z.object({
  order_id: id, order_code: text, total: money, received: money, invoiced: money, invoiceable: money, issued: money, warnings: z.array(text),
});
/** What a bill (bank arrival) can still be invoiced. */
export const billInvoiceFigures = z.object({ arrival_id: id, amount: money, received: money, invoiced: money, invoiceable: money });
export const billInvoiceCheckAnswer = billInvoiceFigures.extend({ payer_name: text, arrived_on: text });
export const billInvoiceRecords = pageWith(invoiceApplicationRow, { amount: money, tax: money }).extend({ figures: billInvoiceFigures });

/** A binding of an advance invoice to a receipt, as stored. */
export const invoiceBindRow = z.object({ id, application_id: id, receipt_id: id, amount: money, status: z.number(), decided_at: optStamp, remark: optText, ...owned });
export const invoiceBindPage = pageWith(invoiceBindRow.extend({ receipt_code: optText }), { amount: money });

/** The result of importing the tax platform's issued invoices. */
export const invoiceImportReport = z.object({
  total: count, issued: count, skipped: count, failed: count, errors: z.array(z.object({ row: z.number(), message: text })),
});

const reportFigures = {
  count, applied_amount: money, applied_tax: money, issued_amount: money, issued_tax: money, voided_amount: money, voided_tax: money,
};
/** 发票报表: one row per month, buyer or invoice type (`group_key`); the summary is the sum of all rows. */
export const invoiceReportPage = pageWith(z.object({ id, group_key: text, ...reportFigures }), reportFigures);
