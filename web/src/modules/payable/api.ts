/**
 * Routes and answer shapes of money out (server/src/modules/payable): the paying documents per kind, advances
 * and their bindings, a group's payables, 应付未付, 成本汇总, 损益 and 付款欠票统计. Request shapes are the
 * contract's zod schemas (contract/src/payable).
 */
import type { z } from 'zod';
import { PAY_DOC_PATH, type PayDocKindCode, type pnlGroupRow } from '@ta/contract';

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

export interface PayDocItem { id: number; cost_id: number | null; cost_kind_name: string | null; cost_total: number | null; supplier_id: number; description: string | null; amount: number; images: string[] }
export interface PayDocRow {
  id: number; version: number; code: string; kind: PayDocKindCode; kind_name: string; status: number; status_label: string;
  group_id: number | null; group_code: string | null; departure_date: string | null; supplier_id: number | null; supplier_name: string | null;
  borrower_id: number | null; borrower_name: string | null; amount: number; offset_amount: number; pay_amount: number;
  pay_type: number; payee: string | null; payee_account: string | null; reason: string; remark: string | null;
  pay_account_id: number | null; pay_account_name: string | null; pay_date: string | null; paid_by_name: string | null;
  invoice_no: string | null; invoice_date: string | null; invoice_amount: number | null; invoice_state: number | null; arrears_status: number | null;
  created_by_name: string | null; created_at: string; decided_at: string | null; items: PayDocItem[];
  settled?: number; returned?: number; bound?: number; bind_pending?: number; open_amount?: number;
  settlements?: { id: number; amount: number; doc_code: string | null; reimbursement_id: number | null; pay_date: string | null }[];
  binds?: { id: number; group_id: number; cost_id: number; amount: number; status: number }[];
}
export interface PayableLine {
  cost_id: number; kind: string; kind_name: string; supplier_id: number; supplier_name: string | null; quantity: number; unit_price: number;
  payment_days: number; due_date: string; due_state: number | null; payable: number; pending: number; approved_unpaid: number; paid: number; unpaid: number; rest: number;
  detail: Record<string, unknown>;
}
export interface GroupPayables {
  group: { id: number; code: string; departure_date: string; disband_date: string; settle_status: number; state: number };
  data: PayableLine[];
  suppliers: { supplier_id: number; supplier_name: string | null; payable: number; paid: number; approved_unpaid: number; unpaid: number }[];
  summary: { payable: number; pending: number; approved_unpaid: number; paid: number; unpaid: number };
  profit: { income: number; budget_cost: number; actual_cost: number; paid: number; profit: number; margin_bp: number | null; persons: number; income_per_person: number; cost_per_person: number; profit_per_person: number };
  documents: PayDocRow[];
}
export interface UnpaidPayableRow {
  cost_id: number; kind_name: string; group_id: number; group_code: string; departure_date: string; disband_date: string; supplier_id: number; supplier_name: string | null;
  payment_days: number; payable: number; paid: number; approved_unpaid: number; unpaid: number; due_date: string; due_state: number; overdue_days: number;
}
export interface CostSummaryRow { group_id: number; group_code: string; product_name: string; departure_date: string; settle_status: number; payable: number; pending: number; approved_unpaid: number; paid: number; unpaid: number; pay_state: number }
export type PnlRow = z.output<typeof pnlGroupRow>;
export interface PnlPeriodRow extends Omit<PnlRow, 'group_id' | 'group_code' | 'product_name' | 'departure_date'> { month: string; groups: number }
export interface ArrearsRow { id?: number; version?: number; code?: string; kind_name?: string; supplier_id?: number | null; supplier_name?: string | null; group_id?: number | null; group_code?: string | null; pay_date?: string | null; amount: number; count?: number; days?: number }
export interface BindRow { id: number; doc_id: number; doc_code: string; doc_amount: number; group_id: number; group_code: string | null; cost_id: number; cost_kind_name: string | null; supplier_name: string | null; amount: number; status: number; created_at: string }

/** Margin in basis points as text (the group statistics' way). */
export function marginText(bp: number | null | undefined): string {
  if (bp === null || bp === undefined) return '—';
  const a = Math.abs(bp);
  return `${bp < 0 ? '-' : ''}${Math.trunc(a / 100)}.${String(a % 100).padStart(2, '0')}%`;
}

/** A date-range search item sent as [YYYY-MM-DD, YYYY-MM-DD] under `field` (the contract's dayRange). */
export const dayRangeOf = (field: string) => ({ transform: (v: unknown) => ({ [field]: (v as string[]).map((x) => String(x).slice(0, 10)) }) });
