/** Pages of the finance module for the page registry (menu key or detail-route key → lazy page). */
import type { PageLoader, WebModule } from '@/platform/module';
import { billInvoiceRecordPage } from '../invoice/pages';


export const FINANCE_PAGES: Record<string, PageLoader> = {
  receiveOrderList: () => import('./receive/ReceiveOrderList').then((m) => ({ default: m.ReceiveOrderList })),
  receivableDetail: () => import('./receive/ReceivableDetail').then((m) => ({ default: m.ReceivableDetail })),
  batchGather: () => import('./receive/BatchGather').then((m) => ({ default: m.BatchGather })),
  billImportList: () => import('./income/BillImportList').then((m) => ({ default: m.BillImportList })),
  billDetailList: () => import('./income/BillDetailList').then((m) => ({ default: m.BillDetailList })),
  billClaimRecord: () => import('./income/ClaimLists').then((m) => ({ default: m.ArrivalClaimRecord })),
  billRefundRecord: () => import('./income/RefundLists').then((m) => ({ default: m.ArrivalRefundRecord })),
  billInvoiceRecord: billInvoiceRecordPage,
  billRefundList: () => import('./income/RefundLists').then((m) => ({ default: m.BillRefundList })),
  billClaimList: () => import('./income/ClaimLists').then((m) => ({ default: m.BillClaimList })),
  orderPaymentList: () => import('./income/OrderPaymentList').then((m) => ({ default: m.OrderPaymentList })),
  unpaidList: () => import('./revenue/UnpaidList').then((m) => ({ default: m.UnpaidList })),
  financialRevenueList: () => import('./revenue/RevenueList').then((m) => ({ default: m.RevenueList })),
  accountManage: () => import('./config/Settings').then((m) => ({ default: m.AccountList })),
  creditTypeList: () => import('./config/Settings').then((m) => ({ default: m.CreditTypeList })),
  exchangeRateConfig: () => import('./config/Settings').then((m) => ({ default: m.ExchangeRateList })),
  ticketerList: () => import('./config/Settings').then((m) => ({ default: m.TicketerList })),
  creditList: () => import('./config/Credit').then((m) => ({ default: m.CreditList })),
  creditAdd: () => import('./config/Credit').then((m) => ({ default: m.CreditAdd })),
  creditRecord: () => import('./config/Credit').then((m) => ({ default: m.CreditRecord })),
  creditDetail: () => import('./config/Credit').then((m) => ({ default: m.CreditDetailPage })),
};

/** The module's web manifest (one entry in web/src/modules/pages.ts). */
export const FINANCE_MODULE: WebModule = {
  name: 'finance',
  pages: FINANCE_PAGES,
};
