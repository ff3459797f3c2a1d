/**
 * Finance settings: the company's receiving/paying accounts (账户管理), the exchange rates (汇率配置, CNY only,
 * rate 1 kept as data) and the ticketers (开票员列表: staff allowed to issue invoices — the same list the invoice
 * module uses as its issuers, docs/decisions.md).
 */
import { z } from 'zod';
import { PayAccountType } from '../enums';
import { codeOf, idOf, optText, pageReq, reqText, updateOf, versionField } from '../common';

const payAccountShape = {
  type: codeOf('账户类型', PayAccountType),
  name: reqText('账户名称', 50),
  bank_name: optText('开户银行', 100),
  number: reqText('账号', 40),
  holder: reqText('户名', 50),
  enabled: z.boolean({ error: '启用状态不正确' }).default(true),
  sort: z.coerce.number({ error: '排序不正确' }).int('排序不正确').min(0, '排序不能小于0').max(9999, '排序不能大于9999').default(0),
  remark: optText('备注', 500),
};
const bankNeeded = (v: { type: number; bank_name?: string | null }, ctx: z.RefinementCtx) => {
  if (Number(v.type) === 0 && !v.bank_name?.trim()) ctx.addIssue({ code: 'custom', path: ['bank_name'], message: '银行卡账户请输入开户银行' });
};
/** A company account (type 0 bank card needs its bank). */
export const payAccountCreate = z.object(payAccountShape).superRefine(bankNeeded);
export const payAccountUpdate = updateOf(z.object(payAccountShape), { id: idOf('账户'), version: versionField }).superRefine(bankNeeded);
export type CompanyAccountInput = z.infer<typeof payAccountCreate>;
export const payAccountListQuery = pageReq.extend({
  type: codeOf('账户类型', PayAccountType).optional(),
  enabled: z.boolean({ error: '启用状态不正确' }).optional(),
  keyword: z.string().max(50, '关键字不能超过50个字符').optional(),
}).passthrough();

/** Exchange rates: CNY only; the rate is a decimal string with up to 6 decimals and fixed at 1 for CNY. */
export const exchangeRateUpdate = z.object({
  id: idOf('汇率'), version: versionField,
  rate: z.string({ error: '请输入汇率' }).trim().regex(/^\d{1,6}(\.\d{1,6})?$/, '汇率格式不正确（最多6位小数）'),
  remark: optText('备注', 500),
});
export const exchangeRateCreate = exchangeRateUpdate.omit({ id: true, version: true }).extend({ currency: reqText('币种', 10), name: reqText('币种名称', 20) });
export const CNY_RATE = '1.000000';

export const ticketerCreate = z.object({
  user_id: idOf('开票员'),
  enabled: z.boolean({ error: '启用状态不正确' }).default(true),
  remark: optText('备注', 500),
});
export const ticketerUpdate = updateOf(ticketerCreate, { id: idOf('开票员'), version: versionField });
