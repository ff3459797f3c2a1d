/**
 * Invoices (发票管理): applications for an order, a bank bill (arrival) or in advance, each through its audit
 * (orderInvoice, billInvoice, advanceInvoice); issuing (number, code, date, issuer) by hand or by importing the
 * tax platform's result; voids (invoiceVoid audit) and the binding of an advance invoice to receipts
 * (advanceInvoiceBind audit). Amounts are tax-inclusive integer fen; tax = round(amount × rate / (100 + rate)).
 */
import { z } from 'zod';
import { codeOf, idOf, optIdOf, optText, pageReq, reqText, updateOf, versionField } from '../common';
import { codesOf, day, dayRange, positiveFen } from '../finance/common';

/** Permission keys of the invoice pages (menu.ts). */
export const InvoiceKey = {
  allocation: 'invoice_allocation', advance: 'invoice_advance_apply', order: 'invoice_order_apply', bill: 'invoice_bill_apply',
  toIssue: 'invoice_to_issue', issued: 'invoice_issued', applyType: 'invoice_apply_type', content: 'invoice_content', type: 'invoice_type',
  rule: 'invoice_rule', report: 'report_invoice', manage: 'invoice_manage',
} as const;

export const InvoiceKind = { order: '订单开票', bill: '账单开票', advance: '预开票' } as const;
export type InvoiceKindCode = keyof typeof InvoiceKind;
/** The audit type of each kind of application. */
export const INVOICE_AUDIT_TYPE: Record<InvoiceKindCode, string> = { order: 'orderInvoice', bill: 'billInvoice', advance: 'advanceInvoice' };
/** State of an application: 0 待审核, 1 已驳回, 2 待开票 (approved), 3 已开票, 4 已作废, 5 已撤回. */
export const InvoiceStatus = { 0: '待审核', 1: '已驳回', 2: '待开票', 3: '已开票', 4: '已作废', 5: '已撤回' } as const;
export const INV_PENDING = 0, INV_REJECTED = 1, INV_APPROVED = 2, INV_ISSUED = 3, INV_VOIDED = 4, INV_WITHDRAWN = 5;
/** The states whose amount counts as invoiced (applied, approved, issued). */
export const INV_LIVE = [INV_PENDING, INV_APPROVED, INV_ISSUED] as const;
/** A void under audit. */
export const VoidState = { 0: '—', 1: '作废审核中' } as const;
/** A binding of an advance invoice to a receipt: 0 待审核, 1 已驳回, 2 已通过, 5 已撤回. */
export const BindStatus = { 0: '待审核', 1: '已驳回', 2: '已通过', 5: '已撤回' } as const;
export const InvoiceTypeKind = { 0: '普通发票', 1: '专用发票' } as const;
export const INVOICE_SPECIAL = 1;
/** The VAT rates (percent) an invoice line may carry. */
export const TAX_RATES = [0, 1, 3, 5, 6, 9, 13] as const;
export const TaxRateLabel = Object.fromEntries(TAX_RATES.map((r) => [r, `${r}%`])) as Record<number, string>;
/** The checks an invoice rule switches on; each warns (0) or refuses (1). */
export const InvoiceRuleCode = {
  over_received: '开票金额超过已收金额',
  unpaid: '订单未结清',
  advance_unbound: '客户有未绑定收款的预开票',
} as const;
export type InvoiceRuleCodeKey = keyof typeof InvoiceRuleCode;
export const InvoiceRuleLevel = { 0: '预警', 1: '禁止' } as const;

/** Tax of a tax-inclusive amount in fen at a rate in percent, rounded half up to the fen. */
export function taxOf(amount: number, ratePercent: number): number {
  if (!ratePercent) return 0;
  // round(amount × r / (100 + r)) in integers: floor((2·amount·r + (100 + r)) / (2·(100 + r))).
  return Math.floor((2 * amount * ratePercent + (100 + ratePercent)) / (2 * (100 + ratePercent)));
}

// ---------------------------------------------------------------- settings

const enabled = z.boolean({ error: '启用状态不正确' }).default(true);
const sort = z.coerce.number({ error: '排序不正确' }).int('排序不正确').min(0, '排序不能小于0').max(9999, '排序不能大于9999').default(0);
const upd = { id: idOf('记录'), version: versionField };
const taxRate = z.coerce.number({ error: '请选择税率' }).refine((v) => (TAX_RATES as readonly number[]).includes(v), '税率取值不正确');

export const invoiceApplyTypeCreate = z.object({ name: reqText('申请类型名称', 50), enabled, sort, remark: optText('备注', 500) });
export const invoiceApplyTypeUpdate = updateOf(invoiceApplyTypeCreate, upd);
export const invoiceContentCreate = z.object({
  name: reqText('项目名称', 100), spec: optText('规格型号', 50), unit: optText('单位', 20), tax_rate: taxRate, enabled, sort, remark: optText('备注', 500),
});
export const invoiceContentUpdate = updateOf(invoiceContentCreate, upd);
export const invoiceTypeCreate = z.object({ name: reqText('发票类型名称', 50), kind: codeOf('发票种类', InvoiceTypeKind), enabled, sort, remark: optText('备注', 500) });
export const invoiceTypeUpdate = updateOf(invoiceTypeCreate, upd);
export const invoiceRuleCreate = z.object({
  rule: z.enum(Object.keys(InvoiceRuleCode) as [InvoiceRuleCodeKey, ...InvoiceRuleCodeKey[]], { error: '请选择规则' }),
  level: codeOf('处理方式', InvoiceRuleLevel),
  message: reqText('预警提示', 200),
  enabled, remark: optText('备注', 500),
});
export const invoiceRuleUpdate = updateOf(invoiceRuleCreate, upd);

// ---------------------------------------------------------------- applications

const TAX_NO_RE = /^[0-9A-Z]{15,20}$/;
export const invoiceLine = z.object({
  content_id: idOf('发票内容'),
  /** Defaults to the content's name, spec and unit. */
  item_name: optText('项目名称', 100),
  spec: optText('规格型号', 50),
  unit: optText('单位', 20),
  quantity: z.coerce.number({ error: '请输入数量' }).int('数量必须是整数').min(1, '数量必须大于0').max(100000, '数量过大'),
  amount: positiveFen('开票金额'),
  tax_rate: taxRate,
});
export type InvoiceLineInput = z.infer<typeof invoiceLine>;
const applyShape = {
  apply_type_id: idOf('申请类型'),
  invoice_type_id: idOf('发票类型'),
  buyer_name: reqText('购买方名称', 100),
  buyer_tax_no: z.string({ error: '纳税人识别号格式不正确' }).trim().toUpperCase()
    .refine((v) => v === '' || TAX_NO_RE.test(v), '纳税人识别号应为15到20位数字或大写字母').optional().nullable(),
  buyer_address_phone: optText('地址电话', 200),
  buyer_bank_account: optText('开户行及账号', 200),
  lines: z.array(invoiceLine, { error: '请填写开票内容' }).min(1, '请至少填写一行开票内容').max(50, '一张发票最多50行开票内容'),
  remark: optText('备注', 500),
};
export const orderInvoiceCreate = z.object({ ...applyShape, order_id: idOf('订单') });
export const billInvoiceCreate = z.object({ ...applyShape, arrival_id: idOf('到账记录') });
export const advanceInvoiceCreate = z.object({ ...applyShape, customer_id: optIdOf('客户') });
export type InvoiceApplyInput = z.infer<typeof advanceInvoiceCreate> & { order_id?: number; arrival_id?: number };

/** What an order or a bill can still be invoiced, with the warnings an amount would raise. */
export const orderInvoiceCheck = z.object({ order_id: idOf('订单'), amount: z.number({ error: '开票金额不正确' }).int('开票金额不正确').min(0, '开票金额不正确').max(10_000_000_000, '开票金额过大').optional() });
export const billInvoiceCheck = z.object({ arrival_id: idOf('到账记录') });

export const invoiceListQuery = pageReq.extend({
  id: optIdOf('申请'),
  status: codesOf('状态'),
  order_id: optIdOf('订单'),
  arrival_id: optIdOf('到账记录'),
  customer_id: optIdOf('客户'),
  issuer_id: optIdOf('开票人'),
  invoice_type_id: optIdOf('发票类型'),
  created_at: dayRange,
  issued_on: dayRange,
  keyword: z.string({ error: '关键字格式不正确' }).trim().max(100, '关键字不能超过100个字符').optional().nullable(),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;
export const invoiceRecordQuery = pageReq.extend({ arrival_id: idOf('到账记录') });

/** 发票分配: the issuer (a ticketer) of an approved application. */
export const invoiceAllocate = z.object({ id: idOf('申请'), version: versionField, issuer_id: idOf('开票人') });
const INVOICE_NO_RE = /^\d{8}(\d{12})?$/;
const INVOICE_CODE_RE = /^\d{10,12}$/;
/** Issuing by hand: number (8 digits, or 20 for a digital invoice), code (10–12 digits; empty for a digital invoice), date, issuer. */
export const invoiceIssue = z.object({
  id: idOf('申请'), version: versionField,
  invoice_no: z.string({ error: '请输入发票号码' }).trim().regex(INVOICE_NO_RE, '发票号码应为8位或20位数字'),
  invoice_code: z.string({ error: '发票代码格式不正确' }).trim().refine((v) => v === '' || INVOICE_CODE_RE.test(v), '发票代码应为10到12位数字').optional().nullable(),
  issued_on: day('开票日期'),
  issuer_id: idOf('开票人'),
});
export const INVOICE_NO_PATTERN = INVOICE_NO_RE;
export const INVOICE_CODE_PATTERN = INVOICE_CODE_RE;
export const invoiceExportReq = z.object({
  ids: z.array(idOf('申请'), { error: '申请不正确' }).max(2000, '一次最多导出2000张').optional(),
  issuer_id: optIdOf('开票人'),
});
export const invoiceImportReq = z.object({
  /** The tax platform's result as base64 .xlsx/.xls (a data: URL prefix is allowed). */
  file: z.string({ error: '请选择开票结果文件' }).min(1, '请选择开票结果文件').max(28_000_000, '文件不能大于20M'),
});
export const invoiceVoidReq = z.object({ id: idOf('申请'), version: versionField, reason: reqText('作废原因', 200) });
export const invoiceBindCreate = z.object({ id: idOf('预开票申请'), version: versionField, receipt_id: idOf('收款单'), amount: positiveFen('绑定金额') });
export const invoiceBindListQuery = pageReq.extend({ application_id: optIdOf('预开票申请'), receipt_id: optIdOf('收款单'), status: codesOf('状态') });

/** 发票报表: per period (month) / customer / invoice type, by the application date. */
export const InvoiceReportGroup = { month: '月份', customer: '客户', type: '发票类型' } as const;
export const invoiceReportQuery = pageReq.extend({
  group_by: z.enum(['month', 'customer', 'type'], { error: '统计维度不正确' }).default('month'),
  created_at: dayRange,
  customer_id: optIdOf('客户'),
  invoice_type_id: optIdOf('发票类型'),
});
