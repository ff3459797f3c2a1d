/**
 * 财务收支 (financial_revenue_list): the money journal — one row per approved receipt (收入), approved refund and paid
 * payment (支出); amounts positive fen, the direction gives the sign. Also the small finance look-ups other pages use:
 * pay-account options for documents, claim / refund detail by id.
 */
import { z } from 'zod';
import { idOf, optIdOf, pageReq } from '../common';
import { dayRange } from './common';

export const LedgerDirection = { in: '收入', out: '支出' } as const;
export type LedgerDirectionCode = keyof typeof LedgerDirection;
/** Document types journalled; the payable side adds its own (payment, loan, …) — unknown types show their code. */
export const LedgerDocType: Record<string, string> = { receipt: '收款单', refund: '退款单', payment: '付款单', loan: '借款单', loanRepay: '借款归还' };

export const ledgerListQuery = pageReq.extend({
  keyword: z.string().max(50, '关键字不能超过50个字符').optional(),
  occurred_on: dayRange,
  direction: z.enum(['in', 'out'], { error: '收支方向不正确' }).optional().nullable(),
  pay_account_id: optIdOf('账户'),
  doc_type: z.string({ error: '单据类型不正确' }).trim().max(30, '单据类型不正确').optional().nullable(),
  group_id: optIdOf('团期'),
  order_id: optIdOf('订单'),
});
export type LedgerListQuery = z.infer<typeof ledgerListQuery>;

export const claimIdReq = z.object({ id: idOf('认领记录') });
export const refundIdReq = z.object({ id: idOf('退款单') });
