/**
 * Routes and answer shapes of money out (server/src/modules/payable): the paying documents per kind, advances
 * and their bindings, a group's payables, 应付未付, 成本汇总, 损益 and 付款欠票统计. Request shapes and
 * answers are the contract's zod schemas (contract/src/payable, payable/answers.ts).
 */
import {
  PAY_DOC_PATH, type PayDocKindCode, type advanceBindPage, type arrearsPage, type costSummaryPage, type groupPayablesAnswer, type payableUnpaidPage,
  type payDocDetail, type payDocRow, type pnlGroupRow, type pnlPeriodAnswer,
} from '@ta/contract';
import type { AllOf, Answer, PageRow } from '@/platform/answer-types';

const P = '/api/v1/payment';
export const docUrl = (kind: PayDocKindCode, verb: 'add' | 'list' | 'detail' | 'submit' | 'delete' | 'pay') => `${PAY_DOC_PATH[kind]}/${verb}`;
export const PAY_URLS = {
  advance: `${P}/getAdvanceAmount`, invoice: `${P}/invoice`, loanReturn: `${P}/loan/return`, staff: `${P}/staff/options`,
  groupPayables: `${P}/group/payables`, unpaid: `${P}/unpaid/list`, costSummary: `${P}/costSummary/list`,
  pnl: `${P}/profitAndLoss/list`, pnlPeriod: `${P}/profitAndLoss/period`, arrears: `${P}/arrears/list`,
  bind: (kind: 'preLoan' | 'prepayment') => `${PAY_DOC_PATH[kind]}/bind`,
  bindList: (kind: 'preLoan' | 'prepayment') => `${PAY_DOC_PATH[kind]}/bind/list`,
  bindable: (kind: 'preLoan' | 'prepayment') => `${PAY_DOC_PATH[kind]}/bindable`,
} as const;

/** Query-key names (invalidated together after a write). */
export const PQ = { doc: 'payDoc', payables: 'groupPayables', unpaid: 'payableUnpaid', cost: 'costSummary', pnl: 'profitAndLoss', arrears: 'payArrears', binds: 'advanceBind', advance: 'advance' } as const;

/** A paying document: the list row; its detail adds the loan's settlements and the advance's bindings. */
export type PayDocRow = Answer<typeof payDocRow> & Partial<Answer<typeof payDocDetail>>;
export type PayDocItem = PayDocRow['items'][number];
export type GroupPayables = Answer<typeof groupPayablesAnswer>;
export type PayableLine = GroupPayables['data'][number];
export type UnpaidPayableRow = PageRow<typeof payableUnpaidPage>;
export type CostSummaryRow = PageRow<typeof costSummaryPage>;
export type PnlRow = Answer<typeof pnlGroupRow>;
export type PnlPeriodRow = Answer<typeof pnlPeriodAnswer>['data'][number];
/** 付款欠票 by payment, supplier or group: the three row shapes in one (only `amount` in every one). */
export type ArrearsRow = Partial<AllOf<PageRow<typeof arrearsPage>>> & Pick<PageRow<typeof arrearsPage>, 'amount'>;
export type BindRow = PageRow<typeof advanceBindPage>;

/** Margin in basis points as text (the group statistics' way). */
export function marginText(bp: number | null | undefined): string {
  if (bp === null || bp === undefined) return '—';
  const a = Math.abs(bp);
  return `${bp < 0 ? '-' : ''}${Math.trunc(a / 100)}.${String(a % 100).padStart(2, '0')}%`;
}

/** A date-range search item sent as [YYYY-MM-DD, YYYY-MM-DD] under `field` (the contract's dayRange). */
export const dayRangeOf = (field: string) => ({ transform: (v: unknown) => ({ [field]: (v as string[]).map((x) => String(x).slice(0, 10)) }) });
