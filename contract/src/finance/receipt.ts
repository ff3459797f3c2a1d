/**
 * Money in (收款): receipts against orders (one payment over one or more orders of one customer), refunds of
 * an order's received money, each order's money (due, received, refunded, remaining, 待收款 / 已结清), the
 * payment schedule (deposit and balance with their due dates) and the per-product payment terms.
 * Money is integer fen end to end.
 */
import { z } from 'zod';
import { PayType } from '../enums';
import { codeOf, idOf, optIdOf, optText, pageReq, reqText, versionField } from '../common';
import { codesOf, day, dayRange, eachOrderOnce, positiveFen } from './common';

/** State of a money document (receipt, refund): FinancialAuditType 0–2 plus 5 withdrawn. */
export const MoneyDocStatus = { 0: '待审核', 1: '已驳回', 2: '已通过', 5: '已撤回' } as const;
export const DOC_PENDING = 0, DOC_REJECTED = 1, DOC_APPROVED = 2, DOC_WITHDRAWN = 5;
/** Payment state of an order (SPEC collect state): 0 待收款, 1 已结清. */
export const OrderPayState = { 0: '待收款', 1: '已结清' } as const;
/** The two parts of an order's payment schedule. */
export const PaymentPart = { deposit: '定金', balance: '尾款' } as const;
export type PaymentPartCode = keyof typeof PaymentPart;
/** Due state of a schedule part in the 待收款 list. */
export const DueState = { 0: '未到期', 1: '即将到期', 2: '已逾期', 3: '已收齐' } as const;

/** Defaults of the payment terms (docs/decisions.md): deposit 30% of the total when the product sets no per-person deposit; balance 7 days before departure; reminders 3 days before. */
export const DEPOSIT_PERCENT_DEFAULT = 30;
export const BALANCE_DAYS_DEFAULT = 7;
export const REMIND_DAYS_BEFORE = 3;

export const receiptItem = z.object({ order_id: idOf('订单'), amount: positiveFen('收款金额') });
/** /api/v1/collection/add: one payment over one or more orders of one customer (batch receipt when several). */
export const receiptCreate = z.object({
  pay_type: codeOf('收款方式', PayType),
  pay_account_id: idOf('收款账户'),
  pay_date: day('收款日期'),
  payer: reqText('付款人', 100),
  voucher: optText('收款凭证', 500),
  remark: optText('备注', 500),
  items: z.array(receiptItem, { error: '请选择收款订单' }).min(1, '请至少选择一个订单').max(200, '一次最多收款200个订单'),
}).superRefine(eachOrderOnce('items', '同一订单不能重复收款'));
export type ReceiptCreate = z.infer<typeof receiptCreate>;
export const receiptListQuery = pageReq.extend({
  status: codesOf('审核状态'),
  customer_id: optIdOf('客户'),
  order_id: optIdOf('订单'),
  order_code: z.string().max(40).optional(),
  pay_account_id: optIdOf('收款账户'),
  pay_type: codesOf('收款方式'),
  pay_date: dayRange,
  keyword: z.string().max(50, '关键字不能超过50个字符').optional(),
});
/** /collected: the money of one order with its receipt lines and refunds. */
export const orderMoneyReq = z.object({ order_id: idOf('订单') });
/** /getCollectionBalance: the open balance of orders (by ids, or every open order of a customer). */
export const collectionBalanceReq = z.object({
  order_ids: z.array(idOf('订单'), { error: '订单不正确' }).max(500, '一次最多查询500个订单').optional(),
  customer_id: optIdOf('客户'),
}).refine((v) => (v.order_ids?.length ?? 0) > 0 || !!v.customer_id, { message: '请选择订单或客户', path: ['order_ids'] });
/** /api/v1/finance/collect/list: orders with their money, for 批量订单收款. */
export const collectOrderListQuery = pageReq.extend({
  customer_id: optIdOf('客户'),
  group_id: optIdOf('团期'),
  pay_state: codesOf('收款状态'),
  departure_date: dayRange,
  keyword: z.string().max(50, '关键字不能超过50个字符').optional(),
});
export const receiptWithdrawReq = z.object({ id: idOf('收款单'), version: versionField });

/** A refund of an order's received money (or, by the bank module, of an arrival's unclaimed rest). */
export const refundCreate = z.object({
  order_id: idOf('订单'),
  amount: positiveFen('退款金额'),
  reason: reqText('退款原因', 500),
  pay_type: codeOf('退款方式', PayType).default(0),
  pay_account_id: optIdOf('付款账户'),
  payee: optText('收款人', 100),
  remark: optText('备注', 500),
});
export const refundListQuery = pageReq.extend({
  status: codesOf('审核状态'),
  order_id: optIdOf('订单'),
  customer_id: optIdOf('客户'),
  keyword: z.string().max(50, '关键字不能超过50个字符').optional(),
});

/** 待收款 list (financial_unpaid_list): each open part of each order's schedule. */
export const unpaidListQuery = pageReq.extend({
  owner_id: optIdOf('销售'),
  customer_id: optIdOf('客户'),
  part: z.enum(['deposit', 'balance'], { error: '款项类型不正确' }).optional(),
  due_state: codesOf('到期状态'),
  due_date: dayRange,
  keyword: z.string().max(50, '关键字不能超过50个字符').optional(),
});

/** Payment terms of a product (per-product setting; defaults above). The deposit itself is the product's per-person deposit (or the default percentage). */
export const paymentTermReq = z.object({ product_id: idOf('产品') });
export const paymentTermSave = z.object({
  product_id: idOf('产品'),
  balance_days: z.coerce.number({ error: '请输入尾款提前天数' }).int('尾款提前天数必须是整数').min(0, '尾款提前天数不能小于0').max(365, '尾款提前天数不能大于365'),
  remind_days: z.coerce.number({ error: '请输入提醒提前天数' }).int('提醒提前天数必须是整数').min(0, '提醒提前天数不能小于0').max(60, '提醒提前天数不能大于60').default(REMIND_DAYS_BEFORE),
});
