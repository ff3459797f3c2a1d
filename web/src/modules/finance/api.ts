/**
 * Routes and answer shapes of the finance module (server/src/modules/finance): receipts and refunds, the
 * receivable order list, the 待收款 list, credit, bank statement import, arrivals and claims. Request shapes
 * and answers are the contract's zod schemas (contract/src/finance, finance/answers.ts).
 */
import type {
  ClaimSuggestAnswer, arrivalLineRow, creditApplicationRow, arrivalRefundPage, arrivalRow, bankImportPage, bankImportPreview, bankImportResult, claimRow, creditDetail,
  creditPage, creditRecordPage, ledgerPage, orderCollected, orderMoneyRow, payAccountOptions, payAccountRow, receiptRow, refundPage, refundRow,
  schedulePartRow, unpaidPage,
} from '@ta/contract';
import type { Answer, PageRow } from '@/platform/answer-types';

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
export type MoneyOrderRow = Answer<typeof orderMoneyRow>;
export type ReceiptRow = Answer<typeof receiptRow>;
/** A refund document: the stored refund; the order refund list adds the order and customer, the arrival refund list the arrival. */
export type RefundRow = Answer<typeof refundRow> & Partial<PageRow<typeof refundPage> & PageRow<typeof arrivalRefundPage>>;
/** One part of an order's payment schedule; the 待收款 list adds the sales user's name. */
export type SchedulePartRow = Answer<typeof schedulePartRow> & Partial<PageRow<typeof unpaidPage>>;
/** The 待收款 list's answer: the page with the sums per sales user and per customer. */
export type UnpaidAnswer = Answer<typeof unpaidPage>;
export type OrderMoney = Answer<typeof orderCollected>;

/** An enabled company account as offered to documents (/api/v1/finance/payAccount/options). */
export type PayAccountOption = Answer<typeof payAccountOptions>[number];
/** A row of 财务收支 (money journal): amount positive fen, direction in/out. */
export type LedgerRow = PageRow<typeof ledgerPage>;
export type PayAccountRow = Answer<typeof payAccountRow>;

export type CreditRow = PageRow<typeof creditPage>;
/** A credit document as stored (the credit detail's `documents`); the records list adds the customer's and creator's names. */
export type CreditDocRow = Answer<typeof creditApplicationRow> & Partial<PageRow<typeof creditRecordPage>>;
export type CreditDetail = Answer<typeof creditDetail>;

export type ImportRow = PageRow<typeof bankImportPage>;
export type PreviewLine = Answer<typeof arrivalLineRow>;
export type ImportPreview = Answer<typeof bankImportPreview>;
export type ImportResult = Answer<typeof bankImportResult>;
export type ArrivalRow = Answer<typeof arrivalRow>;
export type ClaimRow = Answer<typeof claimRow>;
export type { ClaimSuggestAnswer };
