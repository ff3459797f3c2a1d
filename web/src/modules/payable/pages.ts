/** Pages of money out for the page registry (menu key or detail-route key → lazy page). */
import type { PageLoader, WebModule } from '@/platform/module';

export const PAYABLE_PAGES: Record<string, PageLoader> = {
  loanList: () => import('./DocPages').then((m) => ({ default: m.LoanList })),
  reimbursementList: () => import('./DocPages').then((m) => ({ default: m.ReimbursementList })),
  paymentList: () => import('./DocPages').then((m) => ({ default: m.PaymentList })),
  preLoanList: () => import('./DocPages').then((m) => ({ default: m.PreLoanList })),
  prepaymentList: () => import('./DocPages').then((m) => ({ default: m.PrepaymentList })),
  preLoanDetailList: () => import('./Reports').then((m) => ({ default: m.PreLoanDetailList })),
  prepaymentDetailList: () => import('./Reports').then((m) => ({ default: m.PrepaymentDetailList })),
  costSummaryList: () => import('./Reports').then((m) => ({ default: m.CostSummaryList })),
  costSummaryPayment: () => import('./GroupPayables').then((m) => ({ default: m.CostSummaryPayment })),
  profitAndLoss: () => import('./Reports').then((m) => ({ default: m.ProfitAndLoss })),
  paymentInvoiceArrears: () => import('./Reports').then((m) => ({ default: m.PaymentInvoiceArrears })),
};

/** The module's web manifest (one entry in web/src/modules/pages.ts). */
export const PAYABLE_MODULE: WebModule = {
  name: 'payable',
  pages: PAYABLE_PAGES,
};
