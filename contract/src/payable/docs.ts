/** Request schemas of the paying side (zod, Chinese messages). */
import { z } from 'zod';
import { PayType } from '../enums';
import { codeOf, idOf, optIdOf, optText, pageReq, reqText, versionField } from '../common';
import { codesOf, day, dayRange, optDay, positiveFen } from '../finance/common';

const submitFlag = z.boolean({ error: '提交方式不正确' }).default(true);
const images = z.array(z.string({ error: '图片地址不正确' }).trim().min(1, '图片地址不正确').max(500, '图片地址过长'), { error: '图片格式不正确' })
  .max(9, '每行最多9张图片').default([]);
const invoiceFields = {
  invoice_no: optText('发票号码', 50),
  invoice_date: optDay('开票日期'),
  invoice_amount: positiveFen('发票金额').optional().nullable(),
};
const common = {
  pay_type: codeOf('付款方式', PayType).default(0),
  payee: optText('收款人', 100),
  payee_account: optText('收款账号', 100),
  reason: reqText('用途', 500),
  remark: optText('备注', 500),
  /** false: saved as a draft (草稿); true (default): submitted to its audit. */
  submit: submitFlag,
};
const onceEach = (message: string) => (v: { items: { cost_id?: number | null }[] }, ctx: z.RefinementCtx) => {
  const seen = new Set<number>();
  v.items.forEach((l, i) => {
    if (!l.cost_id) return;
    if (seen.has(l.cost_id)) ctx.addIssue({ code: 'custom', path: ['items', i, 'cost_id'], message });
    seen.add(l.cost_id);
  });
};

/** 借款: a staff member borrows for a group (e.g. the guide's cash). */
export const loanCreate = z.object({ group_id: idOf('团期'), borrower_id: idOf('借款人'), amount: positiveFen('借款金额'), ...common });
export type LoanCreate = z.infer<typeof loanCreate>;

export const reimbursementItem = z.object({
  description: reqText('费用说明', 200),
  amount: positiveFen('报销金额'),
  /** The group's cost line the expense belongs to (optional). */
  cost_id: optIdOf('成本项'),
  images,
});
/** 报销: expense lines with their receipt images; settled against the person's open loans first. */
export const reimbursementCreate = z.object({
  group_id: idOf('团期'), borrower_id: idOf('报销人'),
  items: z.array(reimbursementItem, { error: '请填写报销明细' }).min(1, '请至少填写一行报销明细').max(50, '报销明细最多50行'),
  ...common,
}).superRefine(onceEach('同一成本项不能重复报销'));
export type ReimbursementCreate = z.infer<typeof reimbursementCreate>;

export const paymentItem = z.object({ cost_id: idOf('成本项'), amount: positiveFen('付款金额') });
/** 付款: a supplier payment against cost lines of one group (each never over the line's unpaid rest). */
export const paymentCreate = z.object({
  group_id: idOf('团期'), supplier_id: idOf('供应商'),
  items: z.array(paymentItem, { error: '请选择付款的成本项' }).min(1, '请至少选择一个成本项').max(50, '一次最多付款50个成本项'),
  ...common, ...invoiceFields,
}).superRefine(onceEach('同一成本项不能重复付款'));
export type PaymentCreate = z.infer<typeof paymentCreate>;

/** 预借款: a staff advance before the group's costs exist. */
export const preLoanCreate = z.object({ borrower_id: idOf('借款人'), amount: positiveFen('预借金额'), ...common });
/** 预付款: a supplier advance before the group's costs exist. */
export const prepaymentCreate = z.object({ supplier_id: idOf('供应商'), amount: positiveFen('预付金额'), ...common, ...invoiceFields });

export const payDocReq = z.object({ id: idOf('单据') });
export const payDocVersionReq = z.object({ id: idOf('单据'), version: versionField });
/** 已付款: finance pays an approved document from a company account. */
export const payDocPay = z.object({
  id: idOf('单据'), version: versionField,
  pay_account_id: idOf('付款账户'),
  pay_date: day('付款日期'),
  pay_type: codeOf('付款方式', PayType).default(0),
  remark: optText('备注', 500),
});
/** Records the supplier's invoice of a paid payment or prepayment (ends its invoice arrears). */
export const payDocInvoice = z.object({
  id: idOf('单据'), version: versionField,
  invoice_no: reqText('发票号码', 50),
  invoice_date: day('开票日期'),
  invoice_amount: positiveFen('发票金额'),
});
/** Binds part of a paid advance to a group's cost line (bindPrepayment audit). */
export const advanceBind = z.object({ doc_id: idOf('预付款或预借款'), cost_id: idOf('成本项'), amount: positiveFen('绑定金额'), remark: optText('备注', 500) });
export const bindReq = z.object({ id: idOf('绑定记录') });
/** Cash returned on a loan (the part a reimbursement did not use). */
export const loanReturn = z.object({ loan_id: idOf('借款单'), amount: positiveFen('还款金额'), pay_account_id: idOf('收款账户'), pay_date: day('还款日期'), remark: optText('备注', 500) });

/** /getAdvanceAmount: open advances (paid, not yet bound) of a supplier or a person. */
export const advanceAmountReq = z.object({
  kind: z.enum(['preLoan', 'prepayment'], { error: '预付类型不正确' }).optional(),
  supplier_id: optIdOf('供应商'),
  borrower_id: optIdOf('借款人'),
});

const kw = z.string().max(50, '关键字不能超过50个字符').optional();
/** A document list (one per kind). */
export const payDocListQuery = pageReq.extend({
  status: codesOf('单据状态'),
  group_id: optIdOf('团期'),
  supplier_id: optIdOf('供应商'),
  borrower_id: optIdOf('借款人'),
  invoice_state: codesOf('发票状态'),
  pay_date: dayRange,
  created_at: dayRange,
  keyword: kw,
});
/** Bindings of advances (预付款明细 / 预借款明细). */
export const bindListQuery = pageReq.extend({
  doc_id: optIdOf('预付款'),
  group_id: optIdOf('团期'),
  status: codesOf('绑定状态'),
  keyword: kw,
});
export const groupPayablesReq = z.object({ group_id: idOf('团期') });
/** 应付未付: each cost line with an unpaid rest, its due date from the supplier's payment days. */
export const payableUnpaidQuery = pageReq.extend({
  supplier_id: optIdOf('供应商'),
  group_id: optIdOf('团期'),
  due_state: codesOf('到期状态'),
  due_date: dayRange,
  keyword: kw,
});
/** 成本汇总: per group, budget cost, payable, paid, unpaid. */
export const costSummaryQuery = pageReq.extend({
  departure_date: dayRange,
  pay_state: codesOf('付款状态'),
  keyword: kw,
});
const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;
/** 损益: groups departing in a period (a month or a date range), per group. */
export const pnlQuery = pageReq.extend({
  month: z.string({ error: '月份格式应为YYYY-MM' }).regex(MONTH_RE, '月份格式应为YYYY-MM').optional(),
  departure_date: dayRange,
  dept_id: optIdOf('部门'),
  group_id: optIdOf('团期'),
  keyword: kw,
});
/** 损益 per period and department. */
export const pnlPeriodQuery = z.object({
  month: z.string({ error: '月份格式应为YYYY-MM' }).regex(MONTH_RE, '月份格式应为YYYY-MM').optional(),
  departure_date: dayRange,
  dept_id: optIdOf('部门'),
});
/** 付款欠票统计: paid supplier money without a recorded invoice. */
export const arrearsQuery = pageReq.extend({
  by: z.enum(['payment', 'supplier', 'group'], { error: '统计方式不正确' }).default('payment'),
  supplier_id: optIdOf('供应商'),
  group_id: optIdOf('团期'),
  pay_date: dayRange,
  keyword: kw,
});

/** The staff picker of loan forms (借款人): enabled users by name or log-in name. */
export const staffOptionsReq = z.object({
  keyword: optText('姓名', 50),
  /** A user to include whatever the keyword (the chosen borrower). */
  include_id: optIdOf('用户'),
  limit: z.coerce.number({ error: '条数不正确' }).int('条数不正确').min(1, '条数不正确').max(50, '条数不能超过50').default(30),
});
/** The cost lines an advance can be bound to: unpaid rest > 0, a prepayment's own supplier's; by group code or supplier. */
export const bindableLinesReq = z.object({
  doc_id: idOf('预付款或预借款'),
  keyword: optText('团号或供应商', 50),
  limit: z.coerce.number({ error: '条数不正确' }).int('条数不正确').min(1, '条数不正确').max(100, '条数不能超过100').default(50),
});
