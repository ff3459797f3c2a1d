/**
 * Bank arrivals and claiming (到账与认领): statement import (two built-in bank layouts, a column mapping per
 * pay account for any other), the arrival list, claims against orders (split across orders, never above the
 * arrival's unclaimed rest) and the claim suggestion. Amounts are integer fen.
 */
import { z } from 'zod';
import { ClaimRecordStatus, PayType } from '../enums';
import { codeOf, idOf, optIdOf, optText, pageReq, reqText } from '../common';
import { dayRange, eachOrderOnce, positiveFen } from './common';

/** Permission keys of the arrival pages (menu.ts, 到账管理). */
export const BankKey = {
  import: 'bill_import_list', detail: 'bill_detail_list', refund: 'bill_refund_list', claim: 'bill_claim_list',
} as const;

/** Fields an arrival is read from; the column mapping names a header for each. */
export const BankField = {
  date: '交易日期', time: '交易时间', credit: '贷方金额（收入）', debit: '借方金额（支出）', amount: '交易金额',
  direction: '借贷标志', serial: '银行流水号', payer_name: '付款人名称', payer_account: '付款人账号', payer_bank: '付款人开户行',
  remark: '摘要', purpose: '用途/附言', balance: '余额',
} as const;
export type BankFieldKey = keyof typeof BankField;

/** Layouts recognised from the header row without a mapping. */
export const BankLayout = { icbc: '中国工商银行·企业网银明细', cmb: '招商银行·企业银行交易明细', custom: '自定义列映射' } as const;
export type BankLayoutCode = keyof typeof BankLayout;

/** Audit state of an import (financial audit type 0–2). */
export const BankImportStatus = { 0: '待审核', 1: '已驳回', 2: '已通过' } as const;
/** Claim state of an arrival, derived from its amounts. */
export const ArrivalClaimState = { 0: '未认领', 1: '部分认领', 2: '已认领完' } as const;
/** An arrival can be claimed only after its import passed the bill-import audit (docs/decisions.md). */
export const ArrivalUsable = { 0: '导入待审核', 1: '可认领' } as const;

/** A column mapping for a layout the system does not know: the header row and the header of each field. */
export const bankColumnMapping = z.object({
  /** 1-based row number of the header row in the sheet. */
  header_row: z.coerce.number({ error: '表头行号不正确' }).int('表头行号不正确').min(1, '表头行号不正确').max(50, '表头行号不能大于50'),
  columns: z.partialRecord(z.enum(Object.keys(BankField) as [BankFieldKey, ...BankFieldKey[]], { error: '不支持的字段' }),
    z.string().trim().max(60, '列名不能超过60个字符'), { error: '列映射不正确' }),
  /** With a direction column: the value that marks money in (e.g. 贷 / 收入 / 2). */
  credit_flag: z.string().trim().max(20, '收入标志不能超过20个字符').optional().nullable(),
}).superRefine((m, ctx) => {
  const c = m.columns;
  if (!c.date) ctx.addIssue({ code: 'custom', path: ['columns', 'date'], message: '请选择“交易日期”对应的列' });
  if (!c.payer_name) ctx.addIssue({ code: 'custom', path: ['columns', 'payer_name'], message: '请选择“付款人名称”对应的列' });
  if (!c.credit && !c.amount) ctx.addIssue({ code: 'custom', path: ['columns', 'credit'], message: '请选择“贷方金额（收入）”或“交易金额”对应的列' });
  if (c.amount && !c.credit && c.direction && !m.credit_flag?.trim()) ctx.addIssue({ code: 'custom', path: ['credit_flag'], message: '请填写借贷标志中表示收入的值' });
});
export type BankColumnMapping = z.infer<typeof bankColumnMapping>;

const fileFields = {
  pay_account_id: idOf('收款账户'),
  file_name: z.string({ error: '请选择对账单文件' }).trim().min(1, '请选择对账单文件').max(200, '文件名不能超过200个字符')
    .refine((n) => /\.(xlsx|xls|csv)$/i.test(n), '只支持 .xlsx、.xls、.csv 格式的对账单'),
  /** The file as base64 (a data: URL prefix is allowed). */
  file: z.string({ error: '请选择对账单文件' }).min(1, '请选择对账单文件').max(28_000_000, '对账单文件不能大于20M'),
  /** Given: use it (and it replaces the saved one when save_mapping). Absent: the saved mapping, else a built-in layout. */
  mapping: bankColumnMapping.optional().nullable(),
};
export const bankImportPreviewReq = z.object(fileFields);
export const bankImportCreate = z.object({
  ...fileFields,
  save_mapping: z.boolean({ error: '保存映射取值不正确' }).default(false),
  remark: optText('备注', 500),
});
export type BankImportCreate = z.infer<typeof bankImportCreate>;

/** A paged list with a keyword and the list's filters. */
const listReq = <S extends z.ZodRawShape>(filters: S) =>
  pageReq.extend({ keyword: z.string({ error: '关键字格式不正确' }).trim().max(100, '关键字不能超过100个字符').optional().nullable(), ...filters });
export const billRefundListQuery = listReq({});

export const bankImportListQuery = listReq({
  pay_account_id: optIdOf('收款账户'),
  audit_status: codeOf('审核状态', BankImportStatus).optional(),
  created_at: dayRange,
});
export const bankMappingReq = z.object({ pay_account_id: idOf('收款账户') });
export const bankMappingSave = z.object({ pay_account_id: idOf('收款账户'), mapping: bankColumnMapping });

export const arrivalListQuery = listReq({
  pay_account_id: optIdOf('收款账户'),
  import_id: optIdOf('导入批次'),
  claim_state: codeOf('认领状态', ArrivalClaimState).optional(),
  usable: codeOf('是否可认领', ArrivalUsable).optional(),
  arrived_at: dayRange,
  /** Only arrivals with an unclaimed rest (the claim picker). */
  open_only: z.boolean({ error: '筛选条件不正确' }).optional(),
});
export const arrivalIdReq = z.object({ arrival_id: idOf('到账记录') });
/** The arrival's sub-lists (认领记录 / 退款记录 / 开票记录). */
export const arrivalRecordQuery = listReq({ arrival_id: idOf('到账记录') });

export const claimLineInput = z.object({ order_id: idOf('订单'), amount: positiveFen('认领金额') });
export const claimCreate = z.object({
  arrival_id: idOf('到账记录'),
  customer_id: optIdOf('客户'),
  lines: z.array(claimLineInput, { error: '请选择认领的订单' }).min(1, '请至少选择一个订单').max(50, '一次最多认领50个订单'),
  remark: optText('备注', 500),
}).superRefine(eachOrderOnce('lines', '同一订单不能重复认领'));
export type ClaimCreate = z.infer<typeof claimCreate>;

/** A refund of (part of) an arrival's unclaimed rest to the payer, through the refund audit. */
export const arrivalRefundCreate = z.object({
  arrival_id: idOf('到账记录'),
  amount: positiveFen('退款金额'),
  reason: reqText('退款原因', 500),
  pay_type: codeOf('退款方式', PayType).default(0),
  pay_account_id: optIdOf('付款账户'),
  payee: optText('收款人', 100),
  remark: optText('备注', 500),
});
export type ArrivalRefundCreate = z.infer<typeof arrivalRefundCreate>;

export const claimListQuery = listReq({
  status: codeOf('认领状态', ClaimRecordStatus).optional(),
  arrival_id: optIdOf('到账记录'),
  customer_id: optIdOf('客户'),
  created_at: dayRange,
});

