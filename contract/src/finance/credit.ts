/**
 * Credit (授信) of peer customers: credit types, the credit line per customer (limit, used, available — one
 * definition, server/src/modules/finance/credit.service.ts), and the three credit documents, each through its
 * audit: add/change a credit line (creditAdd), temporary credit with an end date (creditTemporary), per-group
 * credit (creditGroup).
 */
import { z } from 'zod';
import { idOf, optIdOf, optText, pageReq, reqText, updateOf, versionField } from '../common';
import { codesOf, day, nonNegativeFen, positiveFen } from './common';

/** Kind of a credit document (credit_applications.kind). */
export const CreditDocKind = { line: '授信额度', temporary: '临时授信', group: '团队授信' } as const;
export type CreditDocKindCode = keyof typeof CreditDocKind;
/** State of a credit document: 0 pending, 1 approved, 2 rejected, 3 withdrawn. */
export const CreditDocStatus = { 0: '待审核', 1: '已通过', 2: '已驳回', 3: '已撤回' } as const;

export const creditTypeCreate = z.object({
  name: reqText('授信类型名称', 50),
  default_limit: nonNegativeFen('默认授信额度').default(0),
  enabled: z.boolean({ error: '启用状态不正确' }).default(true),
  sort: z.coerce.number({ error: '排序不正确' }).int('排序不正确').min(0).max(9999).default(0),
  remark: optText('备注', 500),
});
export const creditTypeUpdate = updateOf(creditTypeCreate, { id: idOf('授信类型'), version: versionField });

/** 新增授信额度: sets a customer's standing limit (creditAdd audit; approval writes the line). */
export const creditLineApply = z.object({
  customer_id: idOf('客户'),
  credit_limit: nonNegativeFen('授信额度'),
  credit_type_id: optIdOf('授信类型'),
  reason: reqText('申请原因', 500),
});
/** 临时授信: an extra amount until its end date (inclusive), then it lapses by itself. */
export const creditTemporaryApply = z.object({
  customer_id: idOf('客户'),
  amount: positiveFen('临时授信额度'),
  end_date: day('到期日期'),
  reason: reqText('申请原因', 500),
});
/** 团队授信: an extra amount usable only by the customer's orders in one group. */
export const creditGroupApply = z.object({
  customer_id: idOf('客户'),
  group_id: idOf('团期'),
  amount: positiveFen('团队授信额度'),
  reason: reqText('申请原因', 500),
});
export const creditListQuery = pageReq.extend({
  customer_id: optIdOf('客户'),
  keyword: z.string().max(50, '关键字不能超过50个字符').optional(),
});
export const creditRecordQuery = pageReq.extend({
  customer_id: optIdOf('客户'),
  kind: z.enum(['line', 'temporary', 'group'], { error: '授信类型不正确' }).optional(),
  status: codesOf('审核状态'),
});
export const creditDetailReq = z.object({ customer_id: idOf('客户') });
