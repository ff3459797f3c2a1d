/**
 * Routes and answer shapes of the finance module (server/src/modules/finance): receipts and refunds, the
 * receivable order list, the 待收款 list, credit, bank statement import, arrivals and claims. Request shapes
 * are the contract's zod schemas (contract/src/finance); the rows the pages read are typed here.
 */
import type { z } from 'zod';
import type { BankColumnMapping, BankLayoutCode, ClaimSuggestAnswer, orderMoneyRow, payAccountOptions } from '@ta/contract';

const B = '/api/v1/finance/bill';
export const FIN_URLS = {
  collectList: '/api/v1/finance/collect/list',
  receiptAdd: '/api/v1/collection/add', receiptList: '/api/v1/collection/list', receiptDetail: '/api/v1/collection/detail',
  collected: '/api/v1/collection/collected', balance: '/api/v1/collection/getCollectionBalance',
  refundAdd: '/api/v1/finance/refund/add', refundList: '/api/v1/finance/refund/list',
  unpaidList: '/api/v1/finance/unpaid/list',
  revenueList: '/api/v1/finance/revenue/list', payAccountOptions: '/api/v1/finance/payAccount/options',
  refundDetail: '/api/v1/finance/refund/detail', claimDetail: `${B}/claim/detail`,
  creditList: '/api/v1/financial/credit/list', creditDetail: '/api/v1/financial/credit/detail', creditRecords: '/api/v1/financial/credit/record/list',
  creditAdd: '/api/v1/financial/credit/add', creditTemporary: '/api/v1/financial/credit/temporary/add', creditGroup: '/api/v1/financial/credit/group/add',
  importPreview: `${B}/import/preview`, importAdd: `${B}/import/add`, importList: `${B}/import/list`,
  mappingGet: `${B}/mapping/get`, mappingSave: `${B}/mapping/save`,
  arrivalList: `${B}/list`, arrivalDetail: `${B}/detail`,
  arrivalClaims: `${B}/claimRecord`, arrivalRefunds: `${B}/refundRecord`,
  claimSuggest: `${B}/claim/suggest`, claimAdd: `${B}/claim/add`, claimList: `${B}/claim/list`,
  billRefundList: `${B}/refund/list`, billRefundAdd: `${B}/refund/add`,
} as const;

/** Query-key names of the module's lists and details (invalidated together after a write). */
export const FQ = {
  collect: 'financeCollect', receipt: 'receipt', refund: 'refund', unpaid: 'financeUnpaid', credit: 'creditLine', creditRecord: 'creditApplication',
  ledger: 'moneyLedger', imports: 'bankImport', arrival: 'bankArrival', claim: 'bankClaim', billRefund: 'bankRefund', money: 'orderMoney',
} as const;

/** An order with its money (批量订单收款, getCollectionBalance, collected). */
export type MoneyOrderRow = z.output<typeof orderMoneyRow>;
export interface ReceiptRow {
  id: number; code: string; customer_id: number | null; customer_name: string | null; pay_type: number; pay_account_id: number | null; pay_account_name: string | null;
  pay_date: string; payer: string; voucher: string | null; amount: number; status: number; remark: string | null; bank_arrival_id: number | null;
  items: { order_id: number; order_code: string; amount: number }[]; order_codes: string; created_at: string; created_by_name: string | null; decided_at: string | null; version: number;
}
export interface RefundRow {
  id: number; code: string; order_id: number | null; order_code?: string | null; bank_arrival_id: number | null; customer_id: number | null; customer_name?: string | null;
  amount: number; reason: string; pay_type: number; payee: string | null; status: number; created_at: string; decided_at: string | null; version: number;
  payer_name?: string; serial?: string | null; arrived_on?: string; arrival_amount?: number; created_by_name?: string | null;
}
export interface SchedulePartRow {
  order_id: number; order_code: string; part: 'deposit' | 'balance'; amount: number; open: number; due_date: string; due_state: number; remind_days: number;
  customer_kind: string; customer_id: number | null; customer_name: string | null; contact_name: string; owner_id: number | null; owner_name: string | null;
  group_code: string; departure_date: string; total: number; received: number;
}
export interface OrderMoney extends MoneyOrderRow { receipts: ReceiptRow[]; refunds: RefundRow[]; schedule: SchedulePartRow[] }

/** An enabled company account as offered to documents (/api/v1/finance/payAccount/options). */
export type PayAccountOption = z.output<typeof payAccountOptions>[number];
/** A row of 财务收支 (money journal): amount positive fen, direction in/out. */
export interface LedgerRow {
  id: number; direction: 'in' | 'out'; direction_name: string; doc_type: string; doc_type_name: string; doc_id: number; doc_no: string; amount: number;
  income: number; expense: number; signed_amount: number; pay_account_id: number | null; pay_account_name: string | null; occurred_on: string; counterparty: string;
  group_id: number | null; order_id: number | null; order_code: string | null; created_by: number | null; created_by_name: string | null; created_at: string;
}
export interface PayAccountRow { id: number; version: number; type: number; name: string; bank_name: string | null; number: string; holder: string; enabled: boolean; sort: number; remark: string | null }

export interface CreditRow {
  id: number; version: number; customer_id: number; customer_name: string; credit_type_id: number | null; credit_type_name: string | null; enabled: boolean;
  credit_limit: number; temporary: number; group_credit: number; unpaid: number; used: number; available: number;
}
export interface CreditDocRow {
  id: number; kind: 'line' | 'temporary' | 'group'; customer_id: number; customer_name: string | null; order_id: number | null; group_id: number | null; amount: number;
  exposure: number; credit_limit: number; end_date: string | null; status: number; reason: string | null; remark: string | null; created_at: string; created_by_name: string | null;
}
export interface CreditDetail {
  customer: { id: number; name: string; kind: string };
  line: { id: number; credit_limit: number; credit_type_id: number | null; enabled: boolean } | null;
  credit_limit: number; temporary: number; group_credit: number; unpaid: number; used: number; available: number;
  orders: { id: number; code: string; group_id: number; group_code: string; departure_date: string; enrollment_status: number; total: number; received: number; unpaid: number }[];
  documents: CreditDocRow[];
}

export interface ImportRow {
  id: number; code: string; pay_account_id: number; account_name?: string | null; file_name: string; layout: string; line_count: number; duplicate_count: number;
  skipped_count: number; total_amount: number; audit_status: number; audit_status_name: string; created_at: string; created_by_name: string | null; remark: string | null;
}
export interface PreviewLine { row_no: number; arrived_on: string; arrived_time?: string | null; amount: number; payer_name: string; payer_account?: string | null; serial?: string | null; remark?: string | null; duplicate: boolean }
export interface ImportPreview {
  layout: BankLayoutCode | null; layout_name: string | null; message?: string; header_row: number | null; headers: string[]; mapping: BankColumnMapping | null;
  raw_rows: unknown[][]; lines: PreviewLine[]; line_count: number; total_amount?: number; skipped: number; errors: { row: number; message: string }[]; duplicate_count: number;
}
export interface ImportResult {
  id: number | null; code: string | null; imported: number; total_amount: number; duplicate_count: number; skipped: number; message: string;
  duplicates: { row: number; serial: string | null; arrived_on: string; amount: number; payer_name: string }[];
}
export interface ArrivalRow {
  id: number; import_id: number; import_code?: string; pay_account_id: number; account_name?: string; serial: string | null; row_no: number; arrived_on: string;
  arrived_time: string | null; amount: number; payer_name: string; payer_account: string | null; payer_bank: string | null; remark: string | null; usable: boolean;
  claimed: number; claiming: number; refunded: number; refunding: number; rest: number; claim_state: number; claim_state_name: string;
}
export interface ClaimRow {
  id: number; code: string; arrival_id: number; customer_id: number | null; customer_name: string | null; payer_name: string; amount: number; status: number;
  status_name: string; remark: string | null; serial: string | null; arrived_on: string; arrival_amount: number; created_at: string; created_by_name: string | null;
  lines: { order_id: number; code: string; amount: number; receipt_id: number | null }[];
}
export type { ClaimSuggestAnswer };
